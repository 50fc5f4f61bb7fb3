import Foundation
import SlidingNavigationBarPixelOracle
import SlidingNavigationBarScenarioLanguage

/// What the pixel oracle needs to judge one screenshot of the player, as the app publishes it
/// (JSON in the `player.frame` element's accessibility value) and the UI test reads it back.
///
/// Pure and Foundation-only, so the app, the UI test and `scripts/check-example-player-plan.sh`
/// (on Linux) compile the same file. Lengths are in points; the navigation controller's view is
/// at (`viewX`, `viewY`) in the window, which is where the oracle's origin goes.
///
/// ```swift
/// let frame = PixelFrame(viewX: 0, viewY: 0, viewWidth: 393, viewHeight: 852,
///     windowWidth: 393, windowHeight: 852, scale: 3,
///     statusBarHeight: 59, barBottom: 103, pages: [.init(name: "A", index: 0, showsBar: true)])
/// let text = frame.json          // what the app publishes
/// PixelFrame(json: text) == frame // what the UI test reads
/// ```
struct PixelFrame: Codable, Equatable {
    /// One page the screenshot may show, by its declaration order in the scenario.
    struct Page: Codable, Equatable {
        var name: String
        /// The page's declaration order in the scenario, from 0: the `PagePalette` index.
        var index: Int
        /// Whether the page's own bar colour shows above its body (`false`: its body does).
        var showsBar: Bool
    }

    var viewX: Double
    var viewY: Double
    var viewWidth: Double
    var viewHeight: Double
    /// The window's size: a screenshot of another size (turned, or of another screen) is not judged.
    var windowWidth: Double
    var windowHeight: Double
    /// Pixels per point.
    var scale: Double
    /// Where the bar's own row starts: the status-bar strip above it wears the bar's colour.
    var statusBarHeight: Double
    /// The bottom of the bar's background.
    var barBottom: Double
    /// Points skipped at each end of every strip row (a sheet's rounded top corners).
    var cornerSkip: Double = 0
    var pages: [Page]
    /// UIKit runs the transition itself (an opted-out page, the app's own animator): one bar
    /// cross-fades across the top instead of each page carrying its own.
    var oneBarAcrossTheTop = false
    /// Why this moment cannot be judged by colour, or `nil` when it can.
    var unjudgedReason: String?

    /// The accessibility value the app publishes: compact JSON with sorted keys.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a published value back; `nil` for text that is not a published frame.
    init?(json: String) {
        guard let decoded = try? JSONDecoder().decode(PixelFrame.self, from: Data(json.utf8)) else { return nil }
        self = decoded
    }

    init(
        viewX: Double, viewY: Double, viewWidth: Double, viewHeight: Double,
        windowWidth: Double, windowHeight: Double, scale: Double,
        statusBarHeight: Double, barBottom: Double, cornerSkip: Double = 0, pages: [Page],
        oneBarAcrossTheTop: Bool = false, unjudgedReason: String? = nil
    ) {
        self.viewX = viewX
        self.viewY = viewY
        self.viewWidth = viewWidth
        self.viewHeight = viewHeight
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.barBottom = barBottom
        self.cornerSkip = cornerSkip
        self.pages = pages
        self.oneBarAcrossTheTop = oneBarAcrossTheTop
        self.unjudgedReason = unjudgedReason
    }

    /// The oracle's geometry: its standard rows, each skipping `cornerSkip` at both ends.
    var geometry: FrameGeometry {
        var geometry = FrameGeometry.standard(statusBarHeight: statusBarHeight, barBottom: barBottom, scale: scale)
        if cornerSkip > 0 {
            let ends = [0...cornerSkip, max(0, viewWidth - cornerSkip)...viewWidth]
            geometry.stripRows = geometry.stripRows.map { StripRow(y: $0.y, band: $0.band, skipped: $0.skipped + ends) }
        }
        return geometry
    }

    /// The pages in the palette's colours, as the oracle takes them.
    var swatches: [PageSwatch] {
        pages.map { PagePalette.swatch(forPageAt: $0.index, name: $0.name, showsBar: $0.showsBar) }
    }

    var rule: PixelOracle.BarRule { oneBarAcrossTheTop ? .oneBarAcrossTheTop : .eachPageCarriesItsBar }

    /// Why a screenshot of `width` × `height` pixels cannot be judged against this frame, or `nil`.
    func screenshotMismatch(width: Int, height: Int) -> String? {
        let expected = (Int((windowWidth * scale).rounded()), Int((windowHeight * scale).rounded()))
        if (width, height) == expected { return nil }
        return "the screenshot is \(width)×\(height) px but the window is \(expected.0)×\(expected.1) px"
    }

    /// The crop of a whole-screen screenshot that holds the navigation controller's view, in pixels.
    var cropInPixels: (x: Int, y: Int, width: Int, height: Int) {
        func pixels(_ points: Double) -> Int { Int((points * scale).rounded()) }
        return (pixels(viewX), pixels(viewY), pixels(viewWidth), pixels(viewHeight))
    }
}

/// How a page looks to the pixel oracle while the scenario plays (iOS 15 and later).
enum PixelLook: Equatable {
    /// An opaque bar in the page's palette bar colour.
    case paletteBar
    /// No bar colour of its own: the page's body (or the window above a view below the bar)
    /// shows where the bar is.
    case bodyThrough
    /// Not a flat colour the oracle can predict; the reason says why.
    case unpredictable(String)

    /// The decision table.
    ///
    /// - `bar=#RRGGBB`: painted in the palette's bar colour for the page (the scenario's own
    ///   colour only has to differ between pages, which the palette's colours all do); so is
    ///   `bar=image` (an image of that colour). `bar=#RRGGBBAA` blends the body into the bar.
    /// - `transparent` and `hidden`: nothing of the bar's own is drawn.
    /// - `default`: at the scroll edge (a plain view, or a table at its top) UIKit draws the
    ///   scroll-edge look, transparent since iOS 15; scrolled, a blurred material.
    /// - a search bar: its field is drawn inside the bar, where the oracle's rows are.
    /// - a bar the app's own code hid (`app-bar=hidden`, `app bar-hidden=yes`, see `HostAppBar`):
    ///   no bar at all, search field included, whatever the page's `bar=` says, as UIKit alone
    ///   would show it.
    ///
    /// - Parameters:
    ///   - page: the page as declared (and restyled).
    ///   - scrolled: whether the page's table has been scrolled away from its top.
    ///   - barHiddenByApp: whether the app's own calls leave the bar hidden while this page is
    ///     at rest on top (`HostAppBar.isHiddenByApp(onTop:)`).
    static func of(_ page: PageDeclaration, scrolled: Bool, barHiddenByApp: Bool) -> PixelLook {
        if barHiddenByApp { return .bodyThrough }
        if page.searchBar { return .unpredictable("\(page.name) has a search field in its bar") }
        // The player does not set iOS 18's `preferredTransition` (the SDK it is checked with is iOS 17).
        if page.zoom { return .unpredictable("\(page.name) asks for the zoom transition, which the player does not set") }
        switch page.bar {
        case .color(_, _, _, let alpha, _, _):
            return alpha == 255 ? .paletteBar : .unpredictable("\(page.name)'s bar is translucent: the body blends into it")
        case .image: return .paletteBar
        case .transparent, .hidden: return .bodyThrough
        case .default:
            return scrolled ? .unpredictable("\(page.name)'s default bar is a material when scrolled") : .bodyThrough
        }
    }
}
