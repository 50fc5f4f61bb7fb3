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
/// Three allowances keep real screenshots from failing for nothing:
/// - **Noise**: each channel may differ by ``tolerance`` (default ``defaultTolerance``). Colour
///   matching and compression move a flat colour by a few units; palette colours are at least
///   85 apart in some channel, so 24 never confuses two of them.
/// - **Edges**: a page sliding by a fraction of a pixel is drawn with anti-aliased edge columns
///   that blend two pages' colours. ``edgeAllowance`` columns on each side of a change of page on
///   the body row are not judged (default ``defaultEdgeAllowance``); a snapshot a whole point off
///   at @2x or more still leaves a column beyond them.
/// - **Dimming**: UIKit's push and pop darken the page being covered (its view, the bar image
///   attached to it and the status-bar strip above it) by an amount that follows the transition,
///   and shade it along the covering page's leading edge. Neither value is known (a translucent
///   black or dark grey is assumed). A column passes when its body row and every strip row show
///   the expected colours darkened toward black by one factor `t` (each channel times `1 − t`),
///   with `t` from 0 to ``maximumDim`` (default ``defaultMaximumDim``), each sample within the
///   tolerance. The body row bounds `t` (a body channel at `v` pins it to about ±`tolerance / v`;
///   its least-squares fit is what verdicts quote); the strip rows must fit inside those bounds
///   and share one `t`. There is no further slack: the shade along the edge changes across
///   columns, not down one. Each column takes its own `t`, so the shade's gradient passes; a gap,
///   another page's bar, a body in place of a bar, an undimmed bar over a dimmed body or a bar a
///   point short still disagree, where the colours pin `t` tightly enough (a dark body such as
///   the first page's (0, 0, 85) leaves it ±0.28). A palette colour darkened by about a quarter
///   can look like another's, so every page whose body, darkened or not, fits the body row is
///   tried. What shows through above a page that hides the bar (the window, a page beneath) lies
///   under its own dim, any up to the maximum; UIKit's one bar (``BarRule/oneBarAcrossTheTop``)
///   lies outside the pages' views, and passes undimmed or darkened like the column.
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
    /// The strongest dim accepted by default: 0.45, above the ~0.3 UIKit's dimming is thought to
    /// reach (its value is not known), and low enough that no palette colour darkened by it
    /// passes for the window's black (the darkest, a single channel at 85, keeps 47).
    public static let defaultMaximumDim = 0.45

    /// The largest difference per channel still taken as the same colour.
    public var tolerance: Int
    /// Columns not judged on each side of a change of page on the body row.
    public var edgeAllowance: Int
    /// The strongest darkening toward black accepted over a column (0 accepts none, 1 any): each
    /// channel of the page's colours may be multiplied by `1 − t` for one `t` from 0 to this.
    public var maximumDim: Double

    public init(
        tolerance: Int = PixelOracle.defaultTolerance, edgeAllowance: Int = PixelOracle.defaultEdgeAllowance,
        maximumDim: Double = PixelOracle.defaultMaximumDim
    ) {
        self.tolerance = tolerance
        self.edgeAllowance = edgeAllowance
        self.maximumDim = maximumDim
    }

    /// What owns a column, read on the body row.
    private enum Owner: Equatable {
        case page(Int)
        case window
        case unknown
    }

    /// One way to read a column's body: who owns it, and the scales `1 − t` (dim factors `t`)
    /// under which that page's body, darkened, is what the body row shows.
    private struct Reading {
        var owner: Owner
        var scales: ClosedRange<Double>
        /// The least-squares dim of the body (0 for the window), for verdicts.
        var dim: Double
    }

    /// A colour a strip row may show in a column, under one reading of its body.
    private struct Allowed {
        var color: PixelColor
        /// Whether it lies in the view of the page whose body is below, and so is darkened by the
        /// column's dim; otherwise (the window, a page beneath) it may show under any dim within
        /// ``maximumDim``, or none.
        var dimmedWithColumn: Bool
    }

    /// Everything a column's outcome depends on: its body and strip colours, which strip rows
    /// skip its centre, and which pages' spans hold it (what may show beneath a page without a bar).
    private struct ColumnKey: Hashable {
        var body: PixelColor
        var seen: [PixelColor]
        var skipped: [Bool]
        var beneath: [Bool]
    }

    /// A strip sample that disagrees, before it joins a run.
    private struct Failure {
        var seen: PixelColor
        var expected: [PixelColor]
        var expectedName: String
        var below: String?
    }

    /// The scales `1 − t` left by every dim `t` from 0 to ``maximumDim``.
    private var allScales: ClosedRange<Double> { (1 - min(1, max(0, maximumDim)))...1 }

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

        // Who may own each column, the likeliest reading first: a page whose body shows
        // undimmed, the window, then pages whose body shows darkened (least dimmed first).
        // A column's outcome depends only on its colours and on which skipped spans and page
        // spans its centre lies in: columns alike (most of a flat-coloured frame) are judged
        // once (a debug build judged the catalogue's frames column by column for minutes).
        var readingsOfBody: [PixelColor: [Reading]] = [:]
        let readings = (0..<image.width).map { x in
            let body = image.color(x: x, y: bodyY)
            if let known = readingsOfBody[body] { return known }
            let found = self.readings(of: body, pages)
            readingsOfBody[body] = found
            return found
        }
        let owners = readings.map { $0.first?.owner ?? .unknown }
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
                bodyRow, x: x, seen: seen, expected: pages.map(\.body) + [PagePalette.window],
                expectedName: "a page's body or the window, darkened by at most \(short(maximumDim))", below: nil)
        }
        flush()

        // A column passes when one reading of its body has every strip row agree, all darkened
        // by one dim; when none does, the first reading's disagreements are reported.
        let strip = geometry.stripRows.enumerated().map { (row: $0.element, y: stripYs[$0.offset]) }
        var failures = [[Int: Failure]](repeating: [:], count: image.width)
        let stripRows = strip.map(\.row)
        var outcomes: [ColumnKey: (failures: [Int: Failure], judged: Int)] = [:]
        // Columns where a skipped span or a page's span may begin or end: there a column may
        // differ from its left neighbour with the same pixels.
        var boundary = [Bool](repeating: false, count: image.width)
        let bounds = stripRows.flatMap { $0.skipped.flatMap { [$0.lowerBound, $0.upperBound] } }
            + pages.compactMap(\.span).flatMap { [$0.lowerBound, $0.upperBound] }
        for point in bounds where point.isFinite {
            let column = Int(max(-2, min(Double(image.width) + 2, (point * scale - 0.5).rounded(.down))))
            for x in (column - 1)...(column + 2) where boundary.indices.contains(x) { boundary[x] = true }
        }
        // Each column's colours on the rows read, packed, to compare with its neighbour's.
        let readRows = ([bodyY] + stripYs).map { image.packedRow($0) }
        let sameAsLeft = (0..<image.width).map { x in
            var same = x > 0
            var index = 0
            while same, index < readRows.count {
                same = readRows[index][x] == readRows[index][x - 1]
                index += 1
            }
            return same
        }
        var previous: (x: Int, failures: [Int: Failure], judged: Int)?
        for x in 0..<image.width where !nearEdge[x] && owners[x] != .unknown {
            // The cheapest case first: the same pixels as the column judged just left of it, and
            // no span beginning or ending between them.
            if let left = previous, left.x == x - 1, !boundary[x], sameAsLeft[x] {
                judged += left.judged
                failures[x] = left.failures
                previous = (x, left.failures, left.judged)
                continue
            }
            let centre = (Double(x) + 0.5) / scale
            let seen = strip.map { image.color(x: x, y: $0.y) }
            let key = ColumnKey(
                body: image.color(x: x, y: bodyY), seen: seen,
                skipped: stripRows.map { row in row.skipped.contains { $0.contains(centre) } },
                beneath: pages.map { $0.span?.contains(centre) ?? true })
            if let known = outcomes[key] {
                judged += known.judged
                failures[x] = known.failures
                previous = (x, known.failures, known.judged)
                continue
            }
            var outcome: (failures: [Int: Failure], judged: Int) = ([:], 0)
            for (index, reading) in readings[x].enumerated() {
                let (found, count) = judgeColumn(reading, seen: seen, strip: stripRows, centre: centre, pages: pages, rule: rule)
                if index == 0 {
                    outcome = (found, count)
                }
                if found.isEmpty {
                    outcome.failures = [:]
                    break
                }
            }
            outcomes[key] = outcome
            judged += outcome.judged
            failures[x] = outcome.failures
            previous = (x, outcome.failures, outcome.judged)
        }
        for (rowIndex, row) in geometry.stripRows.enumerated() {
            for x in 0..<image.width {
                guard let failure = failures[x][rowIndex] else { continue }
                record(row, x: x, seen: failure.seen, expected: failure.expected, expectedName: failure.expectedName, below: failure.below)
            }
            flush()
        }
        return PixelVerdict(frame: frame, disagreements: disagreements, judgedSamples: judged)
    }

    /// Every way to read a body colour, the likeliest first: a page whose body it is, undimmed
    /// (in page order), the window, then a page whose body it is darkened by up to ``maximumDim``
    /// (least dimmed first; a palette colour darkened by a third is another palette colour, so a
    /// colour may be read both ways).
    private func readings(of body: PixelColor, _ pages: [PageSwatch]) -> [Reading] {
        var plain: [Reading] = []
        var dimmed: [Reading] = []
        for (index, page) in pages.enumerated() {
            guard let range = scales(darkening: page.body, toShow: body, within: allScales) else { continue }
            let reading = Reading(owner: .page(index), scales: range, dim: leastSquaresDim(of: page.body, toShow: body))
            if range.contains(1) { plain.append(reading) } else { dimmed.append(reading) }
        }
        if body.matches(PagePalette.window, tolerance: tolerance) { plain.append(Reading(owner: .window, scales: allScales, dim: 0)) }
        return plain + dimmed.sorted { $0.dim < $1.dim }
    }

    /// Judges one column's strip rows under one reading of its body; returns the rows that
    /// disagree and how many rows were judged.
    private func judgeColumn(
        _ reading: Reading, seen: [PixelColor], strip: [StripRow], centre: Double, pages: [PageSwatch], rule: BarRule
    ) -> (failures: [Int: Failure], judged: Int) {
        let (allowed, expectedName, below) = expectations(reading.owner, centre: centre, pages: pages)
        let name = rule == .oneBarAcrossTheTop ? "\(expectedName), or one bar across the top" : expectedName
        let dimmed = reading.dim >= 0.005
        var failures: [Int: Failure] = [:]
        var judged = 0
        // Each row on its own must fit the dims the body allows; then all rows together must
        // share one (a row reported then is the first that leaves none).
        var each: [(index: Int, fits: [ClosedRange<Double>])] = []
        for (rowIndex, row) in strip.enumerated() where !row.skipped.contains(where: { $0.contains(centre) }) {
            judged += 1
            let fits = self.fits(seen[rowIndex], allowed, within: [reading.scales], owner: reading.owner, pages: pages, rule: rule)
            if fits.isEmpty {
                failures[rowIndex] = Failure(
                    seen: seen[rowIndex], expected: allowed.map(\.color),
                    expectedName: dimmed ? "\(name), darkened like the body below (t≈\(short(reading.dim)))" : name, below: below)
            }
            each.append((rowIndex, fits))
        }
        guard failures.isEmpty else { return (failures, judged) }
        var left: [ClosedRange<Double>] = [reading.scales]
        for (rowIndex, fits) in each {
            let both = left.flatMap { a in
                fits.compactMap { b -> ClosedRange<Double>? in
                    let lower = max(a.lowerBound, b.lowerBound)
                    let upper = min(a.upperBound, b.upperBound)
                    return lower <= upper ? lower...upper : nil
                }
            }
            if both.isEmpty {
                failures[rowIndex] = Failure(
                    seen: seen[rowIndex], expected: allowed.map(\.color),
                    expectedName: "\(name), darkened by the same dim as the rows above it (the body below shows t≈\(short(reading.dim)))",
                    below: below)
                break
            }
            left = both
        }
        return (failures, judged)
    }

    /// What the strip may show above a column owned by `owner`: the colours, how the verdict
    /// names them, and the page below.
    private func expectations(_ owner: Owner, centre: Double, pages: [PageSwatch]) -> ([Allowed], String, String?) {
        switch owner {
        case .unknown, .window:
            return ([Allowed(color: PagePalette.window, dimmedWithColumn: false)], "the window (no page below)", nil)
        case .page(let index):
            let page = pages[index]
            if let bar = page.bar {
                return ([Allowed(color: bar, dimmedWithColumn: true)], "\(page.name)'s bar", page.name)
            }
            // A page beneath shows its bar there, or, if it hides the bar too, its body (its view
            // may reach the top); it lies under its own dim, not this column's.
            let beneath = pages[..<index].filter { $0.span?.contains(centre) ?? true }
            let allowed =
                [Allowed(color: page.body, dimmedWithColumn: true), Allowed(color: PagePalette.window, dimmedWithColumn: false)]
                + beneath.map { Allowed(color: $0.bar ?? $0.body, dimmedWithColumn: false) }
            return (allowed, "\(page.name)'s body continuing to the top (it hides the bar), or what is beneath it", page.name)
        }
    }

    /// The scales among `left` under which `seen` is one of `allowed` (or, with the one-bar rule,
    /// UIKit's bar); empty when there are none.
    private func fits(
        _ seen: PixelColor, _ allowed: [Allowed], within left: [ClosedRange<Double>], owner: Owner, pages: [PageSwatch], rule: BarRule
    ) -> [ClosedRange<Double>] {
        var fits: [ClosedRange<Double>] = []
        for option in allowed {
            if option.dimmedWithColumn {
                fits += left.compactMap { scales(darkening: option.color, toShow: seen, within: $0) }
            } else if scales(darkening: option.color, toShow: seen, within: allScales) != nil {
                return left
            }
        }
        guard fits.isEmpty, rule == .oneBarAcrossTheTop else { return fits }
        // UIKit's one bar lies outside the pages' views: it shows undimmed, or, should the dim
        // cover it too, darkened like the column. The scales are tried every 0.01.
        let bars = pages.map(\.barColor)
        if sharedBarShows(seen, bars) { return left }
        for range in left {
            let steps = max(1, Int(((range.upperBound - range.lowerBound) / 0.01).rounded(.up)))
            for step in 0...steps {
                let s = range.lowerBound + (range.upperBound - range.lowerBound) * Double(step) / Double(steps)
                if sharedBarShows(seen, bars.map { darken($0, scale: s) }) {
                    fits.append(max(range.lowerBound, s - 0.005)...min(range.upperBound, s + 0.005))
                }
            }
        }
        // While UIKit animates the bar in or out, no bar at all: the page's body, or the window.
        if fits.isEmpty, pages.contains(where: { $0.bar == nil }), case .page(let index) = owner {
            if seen.matches(PagePalette.window, tolerance: tolerance) { return left }
            fits += left.compactMap { scales(darkening: pages[index].body, toShow: seen, within: $0) }
        }
        return fits
    }

    /// The scales `s = 1 − t` within `allowed` for which `color` darkened toward black by `t`
    /// (each channel times `s`) matches `seen` within the tolerance on every channel; `nil` when
    /// there are none. A channel at 0 stays 0 and pins nothing; a channel at `v` pins `s` to
    /// within `tolerance / v`.
    private func scales(darkening color: PixelColor, toShow seen: PixelColor, within allowed: ClosedRange<Double>) -> ClosedRange<Double>? {
        var lower = allowed.lowerBound
        var upper = allowed.upperBound
        let noise = Double(tolerance)
        for (channel, shown) in [(color.red, seen.red), (color.green, seen.green), (color.blue, seen.blue)] {
            let value = Double(channel)
            let seenValue = Double(shown)
            if value == 0 {
                if seenValue > noise { return nil }
                continue
            }
            lower = max(lower, (seenValue - noise) / value)
            upper = min(upper, (seenValue + noise) / value)
        }
        return lower <= upper ? lower...upper : nil
    }

    /// The dim `t` that best explains `seen` as `color` darkened (least squares over the three
    /// channels of `seen ≈ (1 − t) · color`), clamped to 0…``maximumDim``.
    private func leastSquaresDim(of color: PixelColor, toShow seen: PixelColor) -> Double {
        let a = [Double(color.red), Double(color.green), Double(color.blue)]
        let b = [Double(seen.red), Double(seen.green), Double(seen.blue)]
        let length = a[0] * a[0] + a[1] * a[1] + a[2] * a[2]
        guard length > 0 else { return 0 }
        let s = (a[0] * b[0] + a[1] * b[1] + a[2] * b[2]) / length
        return min(max(0, maximumDim), max(0, 1 - s))
    }

    private func darken(_ color: PixelColor, scale: Double) -> PixelColor {
        func channel(_ value: UInt8) -> UInt8 { UInt8(min(255, max(0, (Double(value) * scale).rounded()))) }
        return PixelColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }

    /// The pixel row of `y` points, or an error naming `what` when it lies outside the image.
    ///
    private static func pixelRow(_ y: Double, _ what: String, scale: Double, height: Int) throws -> Int {
        let row = FrameGeometry.pixelRow(ofPoints: y, scale: scale)
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
        for page in pages {
            if let s = scales(darkening: page.barColor, toShow: color, within: allScales) {
                return "\(page.name)'s bar darkened (t≈\(short(1 - (s.lowerBound + s.upperBound) / 2)))"
            }
            if let s = scales(darkening: page.body, toShow: color, within: allScales) {
                return "\(page.name)'s body darkened (t≈\(short(1 - (s.lowerBound + s.upperBound) / 2)))"
            }
        }
        return "no palette colour"
    }
}
