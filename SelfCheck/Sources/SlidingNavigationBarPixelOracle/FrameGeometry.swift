/// Where the oracle looks in a screenshot, in points from the top-left of the navigation
/// controller's view (the screenshot's origin), and how many pixels a point is.
///
/// The oracle reads each page's body colour on ``bodyRow`` and compares it with the colour found
/// above it on each of ``stripRows``. The rows are the caller's choice so they can avoid what is
/// not a flat colour: status-bar glyphs, titles, buttons, the hairline below the bar.
/// ``standard(statusBarHeight:barBottom:scale:)`` picks rows that do so on UIKit's bars.
///
/// ```swift
/// // iPhone 15 Pro, portrait, a standard bar: status bar 54 pt, bar bottom 98 pt, @3x.
/// let geometry = FrameGeometry.standard(statusBarHeight: 54, barBottom: 98, scale: 3)
/// ```
public struct FrameGeometry: Sendable, Hashable {
    /// Pixels per point (the screenshot's scale).
    public var scale: Double
    /// The status-bar strip's height: the bar's background reaches up over it.
    public var statusBarHeight: Double
    /// The bottom of the bar's background (of the tallest bar on screen).
    public var barBottom: Double
    /// The rows sampled in the status-bar strip and in the bar, with the spans each skips.
    public var stripRows: [StripRow]
    /// A row below every bar where each page's body shows its plain colour.
    public var bodyRow: Double

    public init(scale: Double, statusBarHeight: Double, barBottom: Double, stripRows: [StripRow], bodyRow: Double) {
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.barBottom = barBottom
        self.stripRows = stripRows
        self.bodyRow = bodyRow
    }

    /// Rows that miss UIKit's glyphs: the status strip's top point (its glyphs are centred in it),
    /// the bar's first point below the status bar (titles and buttons are centred in the 44 pt
    /// row), and the bar's last half point (a large title's baseline sits well above it; the
    /// hairline shadow hangs below it), which is where a bar image placed a point too high shows
    /// the body through. The body is read 8 pt below the bar.
    ///
    /// - Parameters:
    ///   - statusBarHeight: how far the status bar reaches down the view (0 in a sheet).
    ///   - barBottom: the bottom of the tallest bar on screen, status bar included.
    ///   - scale: pixels per point.
    public static func standard(statusBarHeight: Double, barBottom: Double, scale: Double) -> FrameGeometry {
        var rows: [StripRow] = []
        if statusBarHeight >= 2 { rows.append(StripRow(y: 0.5, band: .statusBar)) }
        if barBottom - statusBarHeight >= 4 { rows.append(StripRow(y: statusBarHeight + 1, band: .bar)) }
        if barBottom - statusBarHeight >= 2 { rows.append(StripRow(y: barBottom - 0.5, band: .bar)) }
        return FrameGeometry(scale: scale, statusBarHeight: statusBarHeight, barBottom: barBottom, stripRows: rows, bodyRow: barBottom + 8)
    }

    /// The pixel row that holds `y` points at `scale` pixels per point (it may lie outside an
    /// image: the oracle checks).
    public static func pixelRow(ofPoints y: Double, scale: Double) -> Double {
        (y * scale).rounded(.down)
    }

    /// The pixel rows the oracle reads, and no others: the body row's and each strip row's.
    /// Everything else in a screenshot is ignored, so an image drawn only on these rows gets the
    /// same verdict as a whole one (the lab draws its frames so: a whole frame costs about a
    /// hundred times more).
    ///
    /// ```swift
    /// FrameGeometry.standard(statusBarHeight: 54, barBottom: 98, scale: 3).pixelRowsRead // [1, 165, 292, 318]
    /// ```
    public var pixelRowsRead: [Int] {
        let rows = ([bodyRow] + stripRows.map(\.y)).map { Self.pixelRow(ofPoints: $0, scale: scale) }
        return Set(rows.filter { $0.isFinite && $0 >= 0 && $0 < Double(Int.max) }.map { Int($0) }).sorted()
    }
}

/// One sampled row of the strip at the top of the screen.
public struct StripRow: Sendable, Hashable {
    /// Which part of the strip the row lies in (it only names the row in verdicts).
    public enum Band: String, Sendable, Hashable {
        case statusBar = "status-bar strip"
        case bar = "bar"
    }

    /// The row, in points from the top.
    public var y: Double
    public var band: Band
    /// Horizontal spans, in points, not judged on this row (glyphs, buttons, a title).
    public var skipped: [ClosedRange<Double>]

    public init(y: Double, band: Band, skipped: [ClosedRange<Double>] = []) {
        self.y = y
        self.band = band
        self.skipped = skipped
    }
}
