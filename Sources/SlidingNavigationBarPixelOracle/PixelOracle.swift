/// Judges one screenshot of a scenario frame whose pages wear ``PagePalette`` colours.
///
/// Column by column, it reads which page's body is on the body row, then checks every strip row
/// above it: the colour there must be that page's bar colour, or, for a page that hides the bar,
/// its body colour continuing to the top. A page that hides the bar may lay its view out below
/// the status bar: what is beneath it then shows in the strip, the window or a page listed before
/// it (below it), so those pass too there: that page's bar, or its body if it hides the bar too
/// (its view may reach the top), within that page's ``PageSwatch/span`` when the caller gives it
/// (the oracle cannot see how far a covered page reaches). A bar image that belongs to another
/// page, a gap, a blank bar, a bar left behind the pages or a snapshot placed a point off all
/// show up as columns that disagree.
///
/// Two allowances keep real screenshots from failing for nothing:
/// - **Noise**: each channel may differ by ``tolerance`` (default ``defaultTolerance``). Colour
///   matching and compression move a flat colour by a few units; palette colours are at least
///   85 apart in some channel, so 24 never confuses two of them.
/// - **Edges**: a page sliding by a fraction of a pixel is drawn with anti-aliased edge columns
///   that blend two pages' colours. ``edgeAllowance`` columns on each side of a change of page on
///   the body row are not judged (default ``defaultEdgeAllowance``); a snapshot a whole point off
///   at @2x or more still leaves a column beyond them.
///
/// ```swift
/// let image = try RGBAImage(width: w, height: h, bytes: buffer)
/// let pages = [PagePalette.swatch(forPageAt: 0, name: "A", showsBar: true),
///              PagePalette.swatch(forPageAt: 1, name: "B", showsBar: true)]
/// let verdict = try PixelOracle().judge(image, frame: "push B at 50%", pages: pages,
///     geometry: .standard(statusBarHeight: 54, barBottom: 98, scale: 3))
/// if !verdict.passes { print(verdict) }
/// ```
public struct PixelOracle: Sendable, Hashable {
    /// What the strip must show above the pages.
    public enum BarRule: String, Sendable, Hashable {
        /// Each page carries its own bar: above a page's body, that page's bar (the sliding transitions).
        case eachPageCarriesItsBar
        /// One bar spans the top and cross-fades from one page's look to the other's, as UIKit
        /// animates it in a transition it runs itself: above any body, the bar colour of any page
        /// on screen (a page that hides the bar too: UIKit animates its item out), or a blend of two of them. Columns above a page that hides
        /// the bar also pass with the ``eachPageCarriesItsBar`` rule, and, when a page on screen
        /// hides the bar, so does no bar at all (UIKit animates the bar in or out).
        case oneBarAcrossTheTop
    }

    public static let defaultTolerance = 24
    public static let defaultEdgeAllowance = 1

    /// The largest difference per channel still taken as the same colour.
    public var tolerance: Int
    /// Columns not judged on each side of a change of page on the body row.
    public var edgeAllowance: Int

    public init(tolerance: Int = PixelOracle.defaultTolerance, edgeAllowance: Int = PixelOracle.defaultEdgeAllowance) {
        self.tolerance = tolerance
        self.edgeAllowance = edgeAllowance
    }

    /// What owns a column, read on the body row.
    private enum Owner: Equatable {
        case page(Int)
        case window
        case unknown
    }

    /// Judges `image`.
    ///
    /// - Parameters:
    ///   - image: the screenshot, its origin at the navigation controller view's top-left.
    ///   - frame: names the frame in the verdict.
    ///   - pages: the pages that may be on screen, with their palette colours, bottom to top.
    ///   - geometry: where to look, in points, and the screenshot's scale.
    ///   - rule: what the strip must show; sliding transitions and rest use the default.
    /// - Returns: the verdict, listing every run of disagreeing columns per row.
    /// - Throws: ``PixelOracleError/invalidGeometry(_:)`` when the scale is not positive or a row
    ///   lies outside the image.
    public func judge(
        _ image: RGBAImage, frame: String, pages: [PageSwatch], geometry: FrameGeometry,
        rule: BarRule = .eachPageCarriesItsBar
    ) throws -> PixelVerdict {
        let scale = geometry.scale
        guard scale.isFinite, scale > 0 else {
            throw PixelOracleError.invalidGeometry("the scale is \(scale); it must be a positive number of pixels per point")
        }
        let bodyY = try Self.pixelRow(geometry.bodyRow, "body row", scale: scale, height: image.height)
        var stripYs: [Int] = []
        for row in geometry.stripRows {
            stripYs.append(try Self.pixelRow(row.y, "\(row.band.rawValue) row", scale: scale, height: image.height))
        }

        // Who owns each column.
        var owners: [Owner] = []
        owners.reserveCapacity(image.width)
        for x in 0..<image.width {
            let body = image.color(x: x, y: bodyY)
            if let index = pages.firstIndex(where: { $0.body.matches(body, tolerance: tolerance) }) {
                owners.append(.page(index))
            } else if body.matches(PagePalette.window, tolerance: tolerance) {
                owners.append(.window)
            } else {
                owners.append(.unknown)
            }
        }
        // Columns near a change of owner are anti-aliasing territory.
        var nearEdge = [Bool](repeating: false, count: image.width)
        if edgeAllowance > 0 {
            for x in 1..<max(1, image.width) where owners[x] != owners[x - 1] {
                for column in max(0, x - edgeAllowance)..<min(image.width, x + edgeAllowance) { nearEdge[column] = true }
            }
        }

        var disagreements: [PixelDisagreement] = []
        var judged = 0
        // An unknown body colour is itself a disagreement (reported on the body row).
        var open: PixelDisagreement?
        func flush() {
            if let run = open { disagreements.append(run) }
            open = nil
        }
        func record(_ row: StripRow, x: Int, seen: PixelColor, expected: [PixelColor], expectedName: String, below: String?) {
            if var run = open, run.row == row, run.columns.upperBound == x - 1, run.pageBelow == below,
                run.seen.matches(seen, tolerance: tolerance), run.expected == expected
            {
                run.columns = run.columns.lowerBound...x
                run.points = Double(run.columns.lowerBound) / scale...Double(x + 1) / scale
                open = run
                return
            }
            flush()
            open = PixelDisagreement(
                row: row, columns: x...x, points: Double(x) / scale...Double(x + 1) / scale, seen: seen,
                seenName: name(seen, pages), expected: expected, expectedName: expectedName, pageBelow: below)
        }

        let bodyRow = StripRow(y: geometry.bodyRow, band: .bar)
        for x in 0..<image.width where owners[x] == .unknown && !nearEdge[x] {
            let seen = image.color(x: x, y: bodyY)
            record(
                bodyRow, x: x, seen: seen, expected: pages.map(\.body) + [PagePalette.window], expectedName: "a page's body or the window",
                below: nil)
        }
        flush()

        // UIKit's one bar may show any page's item, a hiding page's too while it animates out.
        let barColors = pages.map(\.barColor)
        let barAnimates = pages.contains { $0.bar == nil }
        for (rowIndex, row) in geometry.stripRows.enumerated() {
            let y = stripYs[rowIndex]
            for x in 0..<image.width {
                guard !nearEdge[x] else { continue }
                let centre = (Double(x) + 0.5) / scale
                if row.skipped.contains(where: { $0.contains(centre) }) { continue }
                let expected: [PixelColor]
                let expectedName: String
                let below: String?
                switch owners[x] {
                case .unknown: continue  // already reported on the body row
                case .window:
                    expected = [PagePalette.window]
                    expectedName = "the window (no page below)"
                    below = nil
                case .page(let index):
                    let page = pages[index]
                    below = page.name
                    if let bar = page.bar {
                        expected = [bar]
                        expectedName = "\(page.name)'s bar"
                    } else {
                        // A page beneath shows its bar there, or, if it hides the bar too, its
                        // body (its view may reach the top).
                        let beneath = pages[..<index].filter { $0.span?.contains(centre) ?? true }
                        expected = [page.body, PagePalette.window] + beneath.map { $0.bar ?? $0.body }
                        expectedName = "\(page.name)'s body continuing to the top (it hides the bar), or what is beneath it"
                    }
                }
                judged += 1
                let seen = image.color(x: x, y: y)
                if expected.contains(where: { $0.matches(seen, tolerance: tolerance) }) { continue }
                if rule == .oneBarAcrossTheTop, sharedBarShows(seen, barColors) { continue }
                if rule == .oneBarAcrossTheTop, barAnimates, case .page(let index) = owners[x],
                    pages[index].body.matches(seen, tolerance: tolerance) || seen.matches(PagePalette.window, tolerance: tolerance)
                {
                    continue
                }
                record(
                    row, x: x, seen: seen, expected: expected,
                    expectedName: rule == .oneBarAcrossTheTop ? "\(expectedName), or one bar across the top" : expectedName, below: below)
            }
            flush()
        }
        return PixelVerdict(frame: frame, disagreements: disagreements, judgedSamples: judged)
    }

    /// The pixel row of `y` points, or an error naming `what` when it lies outside the image.
    ///
    private static func pixelRow(_ y: Double, _ what: String, scale: Double, height: Int) throws -> Int {
        let row = (y * scale).rounded(.down)
        guard y.isFinite, row >= 0, row < Double(height) else {
            throw PixelOracleError.invalidGeometry(
                "the \(what) at y=\(y) pt is row \(row) at @\(scale)x, outside the image's \(height) rows")
        }
        return Int(row)
    }

    /// Whether `seen` is one of the bars on screen or a cross-fade between two of them.
    private func sharedBarShows(_ seen: PixelColor, _ bars: [PixelColor]) -> Bool {
        for (i, a) in bars.enumerated() {
            if a.matches(seen, tolerance: tolerance) { return true }
            for b in bars[(i + 1)...] where seen.isBlend(of: a, and: b, tolerance: tolerance) { return true }
        }
        return false
    }

    private func name(_ color: PixelColor, _ pages: [PageSwatch]) -> String {
        for page in pages {
            if page.barColor.matches(color, tolerance: tolerance) { return "\(page.name)'s bar" }
            if page.body.matches(color, tolerance: tolerance) { return "\(page.name)'s body" }
        }
        for index in 0..<PagePalette.distinctPages where PagePalette.barColor(forPageAt: index).matches(color, tolerance: tolerance) {
            return "the bar of the page declared #\(index)"
        }
        if color.matches(PagePalette.window, tolerance: tolerance) { return "the window" }
        if color.matches(PagePalette.blankBar, tolerance: tolerance) { return "a blank bar" }
        return "no palette colour"
    }
}
