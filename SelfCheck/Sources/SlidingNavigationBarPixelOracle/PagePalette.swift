/// The colours a page wears on screen when a scenario is played for the pixel oracle.
///
/// Every page gets a body colour (its view) and a bar colour (its bar's opaque background), both
/// unique among the first ``PagePalette/distinctPages`` pages and far apart: each channel is one of
/// 0, 85, 170 or 255, so two palette colours differ by at least 85 in some channel, well beyond
/// the oracle's noise ``PixelOracle/defaultTolerance``. The Example's player and the lab's renderer
/// both call ``PagePalette/swatch(forPageAt:name:showsBar:)`` with the page's declaration order in
/// the scenario, so they paint the same colours.
///
/// ```swift
/// let first = PagePalette.swatch(forPageAt: 0, name: "A", showsBar: true)
/// first.body  // the colour of A's view
/// first.bar   // the colour of A's bar, `nil` if `showsBar` is false
/// ```
public enum PagePalette {
    /// What shows where no page covers the screen: the navigation controller's view and the
    /// window behind it. Black, which no page wears.
    public static let window = PixelColor(red: 0, green: 0, blue: 0)

    /// What a bar that draws nothing of any page looks like (an empty or blank capture): white,
    /// which no page wears either. (A colour off the grid would lie within 43 of some grid colour,
    /// close enough for noise to make one pass for the other.)
    public static let blankBar = PixelColor(red: 255, green: 255, blue: 255)

    /// The grid's four levels per channel.
    static let levels: [UInt8] = [0, 85, 170, 255]

    /// The 62 grid colours other than the window's black and the blank bar's white, in a fixed
    /// spread-out order: consecutive entries come from the grid stepped by 25 (coprime with 62), so
    /// a page's two colours and its neighbours' are not near each other in hue.
    static let colors: [PixelColor] = {
        var grid: [PixelColor] = []
        for r in levels {
            for g in levels {
                for b in levels where !(r == g && g == b && (r == 0 || r == 255)) {
                    grid.append(PixelColor(red: r, green: g, blue: b))
                }
            }
        }
        return (0..<grid.count).map { grid[($0 * 25) % grid.count] }
    }()

    /// How many pages get colours of their own; page `n` and page `n + distinctPages` share them.
    public static var distinctPages: Int { colors.count / 2 }

    /// The body colour of the page declared `index`-th (from 0) in its scenario.
    public static func bodyColor(forPageAt index: Int) -> PixelColor {
        colors[(2 * wrapped(index)) % colors.count]
    }

    /// The bar colour of the page declared `index`-th (from 0) in its scenario: what its bar's
    /// background, and every snapshot of it, is painted in.
    public static func barColor(forPageAt index: Int) -> PixelColor {
        colors[(2 * wrapped(index) + 1) % colors.count]
    }

    /// The page's colours as the oracle wants them.
    ///
    /// - Parameters:
    ///   - index: the page's declaration order in its scenario, from 0.
    ///   - name: how verdicts name the page.
    ///   - showsBar: whether the page shows a bar in this frame (`false` for a page that hides it).
    ///   - span: where the page's view lies across the screen, in points, if known.
    public static func swatch(forPageAt index: Int, name: String, showsBar: Bool, span: ClosedRange<Double>? = nil) -> PageSwatch {
        PageSwatch(name: name, body: bodyColor(forPageAt: index), barColor: barColor(forPageAt: index), showsBar: showsBar, span: span)
    }

    private static func wrapped(_ index: Int) -> Int {
        let count = distinctPages
        return ((index % count) + count) % count
    }
}

/// A page on screen in the frame being judged: its name, its colours, and whether it shows a bar.
public struct PageSwatch: Sendable, Hashable {
    public var name: String
    public var body: PixelColor
    /// The colour of this page's bar wherever it is drawn, even when the page should hide it.
    public var barColor: PixelColor
    /// Whether the page shows a bar in this frame: `false` when it hides it, and its body colour
    /// then continues to the top.
    public var showsBar: Bool
    /// Where the page's view lies across the screen in this frame, in points, when the caller
    /// knows it. Above a page that hides the bar and starts below the status bar, this page (if it
    /// lies below) shows through only within this span: its bar, or its body if it hides the bar
    /// too; `nil` lets it pass anywhere there.
    public var span: ClosedRange<Double>?

    public init(name: String, body: PixelColor, barColor: PixelColor, showsBar: Bool, span: ClosedRange<Double>? = nil) {
        self.name = name
        self.body = body
        self.barColor = barColor
        self.showsBar = showsBar
        self.span = span
    }

    /// The bar colour expected above the page's body, `nil` when it hides the bar.
    public var bar: PixelColor? { showsBar ? barColor : nil }
}
