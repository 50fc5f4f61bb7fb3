import SlidingNavigationBarCore
import SlidingNavigationBarPixelOracle

/// Draws a ``LabFrame`` as the top of the screen would look in the Example's colour-coded player,
/// as an RGBA buffer the pixel oracle can judge.
///
/// Every page wears its ``PagePalette`` colours, chosen by its declaration order in the scenario:
/// its view in its body colour, every bar image of it (the real bar, a snapshot) in its bar
/// colour, whatever the look's background says (the player paints each page's bar opaque, so
/// material, glass and transparent looks are not drawn; two looks of one page, such as before and
/// after a style change, wear the same colour). Drawn back to front: the window (black), the real
/// bar when it is behind the pages, each page's body then its attached snapshot (the bar colour of
/// the page whose look it holds; white, no page's colour, when it holds an empty image), and the
/// real bar when in front. A hidden or concealed bar draws nothing. A stretched snapshot fills the
/// rectangle it was stretched to. Pixels are painted where their centre lies inside a rectangle,
/// without anti-aliasing.
///
/// With a ``Dimming`` other than ``Dimming/none``, the page being covered (every page below the
/// top one, when the frame has more than one) is darkened as UIKit's push and pop darken it: its
/// view and the snapshot attached to it, by a dim proportional to how much of the covering page
/// is on screen, plus a shade along the covering page's leading edge. The real bar is not dimmed
/// (it is not in a page's view). The values are guesses: UIKit's are not known.
///
/// ```swift
/// let model = ScenarioRunner.run(scenario, variant: ModelVariant(), recordFrames: true)
/// let order = RGBAFrameRenderer.pageOrder(of: scenario)
/// let verdict = try RGBAFrameRenderer.judge(model.frames[3], pageOrder: order)
/// ```
package enum RGBAFrameRenderer {
    /// The scale frames are drawn at: 2 pixels per point, so a snapshot a point off leaves a
    /// column beyond the oracle's one-column edge allowance.
    package static let defaultScale = 2.0

    /// UIKit's dimming of the page being covered in a push or pop, as the renderer draws it: the
    /// dim `t` (each channel times `1 − t`) over the covered page is ``maximum`` times the
    /// fraction of the screen's width the covering page covers; within ``edgeWidth`` points of the
    /// covering page's leading edge, a shade rising linearly to ``edgeShade`` at the edge darkens
    /// it further (the two multiply).
    package struct Dimming: Sendable, Hashable {
        package var maximum: Double
        package var edgeShade: Double
        package var edgeWidth: Double

        package init(maximum: Double, edgeShade: Double, edgeWidth: Double) {
            self.maximum = maximum
            self.edgeShade = edgeShade
            self.edgeWidth = edgeWidth
        }

        /// No dimming: the default, as the frames were always drawn.
        package static let none = Dimming(maximum: 0, edgeShade: 0, edgeWidth: 0)
        /// A guess at UIKit's (whose values are not known): up to 0.3 over the page, and 0.15
        /// more along the last 12 pt before the edge; at most 1 − 0.7 × 0.85 ≈ 0.41 together,
        /// within the oracle's ``PixelOracle/defaultMaximumDim``.
        package static let uikitGuess = Dimming(maximum: 0.3, edgeShade: 0.15, edgeWidth: 12)

        /// The dim of the column centred at `x` points over a page covered by `covering`, on a
        /// screen `width` points wide.
        func dim(atX x: Double, covering: LayoutRect, width: Double) -> Double {
            guard width > 0 else { return 0 }
            let visible = max(0, min(covering.maxX, width) - max(covering.minX, 0)) / width
            var shade = 0.0
            if edgeWidth > 0 {
                // The leading edge is the side the covering page slides from: its left edge when
                // it lies right of the screen's left edge, its right edge otherwise.
                let distance = covering.minX > 0 ? covering.minX - x : x - covering.maxX
                if distance >= 0, distance < edgeWidth { shade = edgeShade * (1 - distance / edgeWidth) }
            }
            return 1 - (1 - maximum * visible) * (1 - shade)
        }
    }

    /// The page names in declaration order: a page's palette index is its position here.
    package static func pageOrder(of scenario: Scenario) -> [String] {
        scenario.statements.compactMap { statement in
            if case .page(let declaration) = statement.command { declaration.name } else { nil }
        }
    }

    /// Where the oracle looks in `frame`: its status-bar strip, the bottom of the tallest bar a
    /// page on screen should carry (a standard bar's when none does), and the standard rows. In a
    /// transition left to UIKit, the one bar changes height between two pages' heights: the
    /// shortest is used, so the rows lie inside the bar at every step of the animation.
    package static func geometry(of frame: LabFrame, scale: Double = defaultScale) -> FrameGeometry {
        let bottoms = frame.pages.compactMap { $0.intendedLook?.boundary.maxY }
        let intendedBottom = frame.leftToUIKit ? bottoms.min() : bottoms.max()
        // The boundary ends with the one-pixel hairline: the background ends on the last whole point.
        let barBottom = (intendedBottom ?? frame.statusBarHeight + 44).rounded(.down)
        var geometry = FrameGeometry.standard(statusBarHeight: frame.statusBarHeight, barBottom: barBottom, scale: scale)
        // The body is read below every bar, UIKit's one bar included (it may still show the
        // taller item of a page that has left).
        let lowest = (bottoms + (frame.leftToUIKit ? [frame.barLook?.boundary.maxY ?? 0] : [])).max() ?? 0
        geometry.bodyRow = max(geometry.bodyRow, lowest.rounded(.down) + 8)
        return geometry
    }

    /// The pages of `frame` with their palette colours; a page whose bar is intended hidden has none.
    ///
    /// In a transition left to UIKit, which item the one bar shows is UIKit's doing (the model's
    /// oracle does not check it either): when the bar shows the item of a page of the transition
    /// that has already left the screen (UIKit reverts a cancelled swipe's item as late as the
    /// completion), that page is listed last so its bar colour counts as one of the bars on screen.
    package static func swatches(of frame: LabFrame, pageOrder: [String]) -> [PageSwatch] {
        var swatches = frame.pages.map { page in
            PagePalette.swatch(
                forPageAt: index(page.name, pageOrder), name: page.name, showsBar: page.intendedLook != nil,
                span: page.view.minX...page.view.maxX)
        }
        if frame.leftToUIKit, let owner = frame.barOwner, !frame.pages.contains(where: { $0.name == owner }) {
            swatches.append(PagePalette.swatch(forPageAt: index(owner, pageOrder), name: owner, showsBar: false))
        }
        return swatches
    }

    /// One bar across the top in a transition left to UIKit; each page's own bar otherwise.
    package static func barRule(of frame: LabFrame) -> PixelOracle.BarRule {
        frame.leftToUIKit ? .oneBarAcrossTheTop : .eachPageCarriesItsBar
    }

    /// Renders `frame` and judges it with the pixel oracle.
    package static func judge(
        _ frame: LabFrame, pageOrder: [String], scale: Double = defaultScale, oracle: PixelOracle = PixelOracle(),
        dimming: Dimming = .none
    ) throws -> PixelVerdict {
        let geometry = geometry(of: frame, scale: scale)
        // Only the rows the oracle reads are drawn: the verdict is the same as a whole frame's.
        let image = try render(
            frame, pageOrder: pageOrder, scale: scale, height: geometry.bodyRow + 1, dimming: dimming,
            onlyRows: geometry.pixelRowsRead)
        return try oracle.judge(
            image, frame: "line \(frame.line), \(frame.label)", pages: swatches(of: frame, pageOrder: pageOrder),
            geometry: geometry, rule: barRule(of: frame))
    }

    /// Draws the top `height` points of `frame` at `scale`.
    ///
    /// - Parameters:
    ///   - frame: the frame recorded by the model.
    ///   - pageOrder: page names in declaration order (``pageOrder(of:)``); a page not listed is
    ///     coloured as if declared after all of them.
    ///   - scale: pixels per point.
    ///   - height: how much of the container's top to draw, in points.
    ///   - dimming: how the page being covered is darkened; none by default.
    ///   - onlyRows: the pixel rows to draw (``FrameGeometry/pixelRowsRead``), the rest left
    ///     white; every row when `nil`.
    package static func render(
        _ frame: LabFrame, pageOrder: [String], scale: Double = defaultScale, height: Double, dimming: Dimming = .none,
        onlyRows: [Int]? = nil
    ) throws -> RGBAImage {
        var canvas = Canvas(
            width: Int((frame.width * scale).rounded()), height: Int((height * scale).rounded()), scale: scale, onlyRows: onlyRows)
        canvas.fill(LayoutRect(x: 0, y: 0, width: frame.width, height: height), PagePalette.window)
        // A real bar whose background is concealed (on glass, while the pages carry theirs) draws
        // only its title and items, which the palette does not paint.
        let realBar: (LayoutRect, PixelColor)? = frame.barLook.flatMap { look in
            look.background == "concealed" ? nil : (look.boundary, barColor(owner: frame.barOwner, look: look, pageOrder))
        }
        if let realBar, !frame.barInFront { canvas.fill(realBar.0, realBar.1) }
        let covering = frame.pages.count > 1 && dimming != .none ? frame.pages.last?.view : nil
        for (position, page) in frame.pages.enumerated() {
            canvas.fill(page.view, PagePalette.bodyColor(forPageAt: index(page.name, pageOrder)))
            if let rect = page.snapshot, let look = page.snapshotLook {
                canvas.fill(rect, barColor(owner: page.snapshotOwner, look: look, pageOrder))
            }
            if let covering, position < frame.pages.count - 1 {
                canvas.darken(page.view, page.snapshotLook == nil ? nil : page.snapshot) { x in
                    dimming.dim(atX: x, covering: covering, width: frame.width)
                }
            }
        }
        if let realBar, frame.barInFront { canvas.fill(realBar.0, realBar.1) }
        return try RGBAImage(width: canvas.width, height: canvas.height, bytes: canvas.bytes)
    }

    /// A binary PPM (P6) of `image`: a picture any image viewer opens, alpha dropped.
    package static func ppm(_ image: RGBAImage) -> [UInt8] {
        var out = Array("P6\n\(image.width) \(image.height)\n255\n".utf8)
        out.reserveCapacity(out.count + image.width * image.height * 3)
        var index = 0
        while index < image.bytes.count {
            out.append(image.bytes[index]); out.append(image.bytes[index + 1]); out.append(image.bytes[index + 2])
            index += 4
        }
        return out
    }

    static func index(_ name: String, _ pageOrder: [String]) -> Int {
        pageOrder.firstIndex(of: name) ?? pageOrder.count
    }

    /// The colour a bar image is drawn in: its owner's bar colour, white when it holds nothing.
    static func barColor(owner: String?, look: BarLook, _ pageOrder: [String]) -> PixelColor {
        guard let owner, look.background != "empty" else { return PagePalette.blankBar }
        return PagePalette.barColor(forPageAt: index(owner, pageOrder))
    }

    /// An RGBA buffer painted with rectangles in points.
    struct Canvas {
        let width: Int
        let height: Int
        let scale: Double
        var bytes: [UInt8]
        /// The rows drawn, ascending; every row when `nil`.
        let onlyRows: [Int]?

        init(width: Int, height: Int, scale: Double, onlyRows: [Int]? = nil) {
            self.width = max(0, width)
            self.height = max(0, height)
            self.scale = scale
            self.onlyRows = onlyRows.map { Array(Set($0)).sorted() }
            bytes = [UInt8](repeating: 255, count: self.width * self.height * 4)
        }

        /// The rows of `range` that are drawn.
        func drawn(_ range: Range<Int>) -> [Int] {
            guard let onlyRows else { return Array(range) }
            return onlyRows.filter { range.contains($0) }
        }

        /// The pixels whose centre lies in `[lower, upper)` points, along an axis of `count` pixels.
        func pixels(_ lower: Double, _ upper: Double, count: Int) -> Range<Int> {
            let first = max(0, Int((lower * scale - 0.5).rounded(.up)))
            let end = min(count, Int((upper * scale - 0.5).rounded(.up)))
            return first..<max(first, end)
        }

        /// Darkens the pixels of `rect` and of `extra` (each pixel once) toward black by
        /// `dim(x)`, `x` the pixel column's centre in points.
        mutating func darken(_ rect: LayoutRect, _ extra: LayoutRect?, by dim: (Double) -> Double) {
            let main = (columns: pixels(rect.minX, rect.maxX, count: width), rows: pixels(rect.minY, rect.maxY, count: height))
            let more = extra.map { (columns: pixels($0.minX, $0.maxX, count: width), rows: pixels($0.minY, $0.maxY, count: height)) }
            // What each column keeps of its colour, in 1/65536ths (the dim changes only along x).
            let keep = (0..<width).map { x in Int(((1 - min(1, max(0, dim((Double(x) + 0.5) / scale)))) * 65536).rounded()) }
            let rowLength = width
            let mainRows = drawn(main.rows)
            let moreRows = more.map { drawn($0.rows) } ?? []
            bytes.withUnsafeMutableBufferPointer { buffer in
                func darkenRow(_ y: Int, _ columns: Range<Int>) {
                    for x in columns {
                        let factor = keep[x]
                        let start = (y * rowLength + x) * 4
                        for channel in start..<(start + 3) { buffer[channel] = UInt8((Int(buffer[channel]) * factor + 32768) >> 16) }
                    }
                }
                for y in mainRows { darkenRow(y, main.columns) }
                guard let more else { return }
                for y in moreRows {
                    // Each pixel once: where the view's rectangle covers this row, only what lies beside it.
                    if main.rows.contains(y) {
                        darkenRow(
                            y, more.columns.lowerBound..<max(more.columns.lowerBound, min(more.columns.upperBound, main.columns.lowerBound))
                        )
                        darkenRow(
                            y, max(more.columns.lowerBound, main.columns.upperBound)..<max(more.columns.upperBound, main.columns.upperBound)
                        )
                    } else {
                        darkenRow(y, more.columns)
                    }
                }
            }
        }

        mutating func fill(_ rect: LayoutRect, _ color: PixelColor) {
            let columns = pixels(rect.minX, rect.maxX, count: width)
            let rows = pixels(rect.minY, rect.maxY, count: height)
            guard !columns.isEmpty else { return }
            let rowPattern = [UInt8](unsafeUninitializedCapacity: columns.count * 4) { buffer, initialized in
                for i in 0..<columns.count {
                    buffer[4 * i] = color.red; buffer[4 * i + 1] = color.green; buffer[4 * i + 2] = color.blue; buffer[4 * i + 3] = 255
                }
                initialized = columns.count * 4
            }
            for y in drawn(rows) {
                let start = (y * width + columns.lowerBound) * 4
                bytes.replaceSubrange(start..<(start + rowPattern.count), with: rowPattern)
            }
        }
    }
}
