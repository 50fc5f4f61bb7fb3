import SlidingNavigationBarCore

/// Where a navigation controller's view sits on screen, and what its bar looks like there.
///
/// ```swift
/// let layout = Device.named("iphone-se")!.layout(.portrait, container: .fullScreen)
/// layout.barTree(.standard).frame // (0, 20, 375, 44)
/// ```
package struct ContainerLayout: Sendable, Hashable, CustomStringConvertible {
    /// The navigation controller's view, in screen coordinates.
    package var frameInScreen: LayoutRect
    /// How much of the status bar lies over the container's top edge: the bar sits this far down
    /// and its background reaches up over it. 0 in a sheet.
    package var statusBarOverlap: Double
    /// The height of a standard bar (no large title, no search bar).
    package var barHeight: Double
    /// Pixels per point.
    package var scale: Double
    /// True where the window's vertical size class is compact (every iPhone in landscape): UIKit
    /// shows no large title there, whatever the item asks (Open Radar 32707795: rotating an
    /// iPhone to landscape switches the large title to the standard one).
    package var isVerticallyCompact: Bool

    package init(
        frameInScreen: LayoutRect, statusBarOverlap: Double, barHeight: Double, scale: Double, isVerticallyCompact: Bool = false
    ) {
        self.frameInScreen = frameInScreen
        self.statusBarOverlap = statusBarOverlap
        self.barHeight = barHeight
        self.scale = scale
        self.isVerticallyCompact = isVerticallyCompact
    }

    package var description: String {
        "container(\(frameInScreen), status bar \(statusBarOverlap), bar \(barHeight), @\(scale)x\(isVerticallyCompact ? ", compact height" : ""))"
    }

    /// What a large title adds below the standard bar: 96 pt in all on an iPhone in portrait.
    /// Source: https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4
    package static let largeTitleHeight = 52.0
    /// What an integrated search bar adds below the bar. **Unconfirmed**: taken equal to the large
    /// title's addition for want of a source.
    package static let searchBarHeight = 52.0
    /// What a `navigationItem.prompt` adds above the bar's content: its line of text. **Unconfirmed**
    /// value (docs/uikit-facts.md, section 5): 30 pt, as commonly reported; the shell never uses it.
    package static let promptHeight = 30.0

    /// The bar's height for a page of `heightClass`, taller by the prompt's line when `prompt`.
    package func barHeight(_ heightClass: BarHeightClass, prompt: Bool = false) -> Double {
        let promptLine = prompt ? Self.promptHeight : 0
        return switch heightClass {
        case .standard: barHeight + promptLine
        case .largeTitle: barHeight + promptLine + Self.largeTitleHeight
        case .searchBar: barHeight + promptLine + Self.searchBarHeight
        case .largeTitleWithSearchBar: barHeight + promptLine + Self.largeTitleHeight + Self.searchBarHeight
        }
    }

    /// Where UIKit draws the bar of `heightClass` in the navigation controller's view: from the
    /// container's top edge (`_UIBarBackground` reaches `statusBarOverlap` up over the bar's top,
    /// under the status bar) to the bottom of the hairline, one pixel below the background; the
    /// bottom edge rounded outwards to the pixel grid.
    ///
    /// The oracle's intended bar, worked out from the same facts as ``barTree(_:)`` but by this
    /// arithmetic alone: it never walks the tree with the core's `VisibleBoundary`, the function
    /// the shell captures with and the lab judges (`docs/architecture.md`, "What the oracle may share").
    ///
    /// ```swift
    /// Device.named("iphone-14-pro")!.layout(.portrait, container: .fullScreen).barArea(.standard)
    /// // (0, 0, 393, 103⅓): 59 of status bar, 44 of bar, a third of a point of hairline
    /// ```
    package func barArea(_ heightClass: BarHeightClass, prompt: Bool = false) -> LayoutRect {
        let hairlineBottom = statusBarOverlap + barHeight(heightClass, prompt: prompt) + 1 / scale
        // A hair of tolerance: 103 + 1/3 at 3x is 310 pixels in exact arithmetic, not 311.
        let pixels = (hairlineBottom * scale - 1e-6).rounded(.up)
        return LayoutRect(x: 0, y: 0, width: frameInScreen.width, height: pixels / scale)
    }

    /// A model `UINavigationBar` as UIKit lays it out in this container, frame in the navigation
    /// controller's view.
    ///
    /// The bar sits below the status bar; `_UIBarBackground` starts `statusBarOverlap` above the
    /// bar's top (negative `y`) and holds a visual effect view and the hairline shadow, which
    /// hangs one pixel below the background; the content view holds the title and the buttons at
    /// the standard height; a large-title view and a search bar follow below it when present. A
    /// prompt's line sits at the top of the bar, above the content view.
    package func barTree(_ heightClass: BarHeightClass, prompt: Bool = false) -> ViewNode {
        let width = frameInScreen.width
        let height = barHeight(heightClass, prompt: prompt)
        let promptLine = prompt ? Self.promptHeight : 0
        let backgroundHeight = statusBarOverlap + height
        let hairline = 1 / scale

        let background = ViewNode(
            className: "_UIBarBackground",
            frame: LayoutRect(x: 0, y: -statusBarOverlap, width: width, height: backgroundHeight),
            children: [
                ViewNode(
                    className: "UIVisualEffectView",
                    frame: LayoutRect(x: 0, y: 0, width: width, height: backgroundHeight)
                ),
                ViewNode(
                    className: "_UIBarBackgroundShadowView",
                    frame: LayoutRect(x: 0, y: backgroundHeight, width: width, height: hairline)
                ),
            ]
        )
        var children = [background]
        if prompt {
            // The prompt's view class is unconfirmed: a plain label stands in for it.
            children.append(
                ViewNode(className: "UILabel", frame: LayoutRect(x: 0, y: 0, width: width, height: promptLine)))
        }
        children.append(
            ViewNode(
                className: "_UINavigationBarContentView",
                frame: LayoutRect(x: 0, y: promptLine, width: width, height: barHeight)
            ))
        var below = promptLine + barHeight
        if heightClass == .largeTitle || heightClass == .largeTitleWithSearchBar {
            children.append(
                ViewNode(
                    className: "_UINavigationBarLargeTitleView",
                    frame: LayoutRect(x: 0, y: below, width: width, height: Self.largeTitleHeight)
                ))
            below += Self.largeTitleHeight
        }
        if heightClass == .searchBar || heightClass == .largeTitleWithSearchBar {
            // The view that hosts the search bar inside the real bar is not modelled: its class
            // is unconfirmed. A plain search bar stands in for it.
            children.append(
                ViewNode(
                    className: "UISearchBar",
                    frame: LayoutRect(x: 0, y: below, width: width, height: Self.searchBarHeight)
                ))
        }
        return ViewNode(
            className: "UINavigationBar",
            frame: LayoutRect(x: 0, y: statusBarOverlap, width: width, height: height),
            children: children
        )
    }
}
