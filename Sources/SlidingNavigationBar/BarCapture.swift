#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// Reads the real navigation bar: its hierarchy as core values, its visible boundary, a page's
/// placement, the facts behind a page's bar height, and the bar drawn into an image.
///
/// Per-item appearances (`navigationItem.standardAppearance`, `scrollEdgeAppearance`, a custom
/// title view, bar button items) need no handling of their own: what is drawn is the real bar at
/// the moment it shows the page's item, so whatever UIKit applied for that item is in the image.
@MainActor
enum BarCapture {
    /// What a capture produced: the answer for the engine and, on success, the image to attach.
    struct Output {
        var result: CaptureResult
        var image: UIImage?
        /// For ``CaptureMethod/liveBackground``: the page's background, built live, no bitmap.
        var liveView: UIView?
    }

    /// How deep below the bar the walk goes, and how many views it reads at most. The bar's
    /// overflow (background, hairline) lives in its first two levels; the limits only bound the
    /// cost on a bar full of custom views.
    static let maximumDepth = 8
    static let maximumNodes = 400

    /// Draws the real bar, now showing `page`'s item, over its visible boundary, with the method
    /// the engine chose (see ``draw(_:over:in:scale:method:)``).
    ///
    /// Mechanical guards only: a hidden bar has nothing to draw (`.noBar`); a bar outside any view,
    /// an unknown hierarchy (the core's `.unrecognized`), a page without a view or a failed
    /// drawing are `.failed`, and the engine leaves the transition to UIKit.
    /// How a page's bar background resolves at one moment: what a live background is built from.
    struct ResolvedLook {
        let appearance: UINavigationBarAppearance
        let legacyImage: UIImage?
        let legacyTint: UIColor?

        /// Read now; the appearance is copied, so the app changing the bar's later does not reach it.
        @MainActor
        init(of page: UIViewController, in navigation: UINavigationController) {
            appearance = AppearanceFacts.resolvedAppearance(of: page, in: navigation).copy()
            legacyImage = AppearanceFacts.legacyImage(of: navigation.navigationBar, in: navigation)
            legacyTint = AppearanceFacts.legacyTint(of: page, in: navigation)
        }
    }

    /// - Parameter keptLook: for a live background, the page's look kept at the call
    ///   (`NavigationInterface.keepBarLookAtCall`); `nil` reads it now.
    static func capture(
        page: UIViewController, in navigation: UINavigationController, method: CaptureMethod, keptLook: ResolvedLook? = nil
    ) -> Output {
        // The bar view's own isHidden too: an app may write it directly, and the flag does not follow.
        guard !navigation.isNavigationBarHidden, !navigation.navigationBar.isHidden else { return Output(result: .noBar) }
        guard page.isViewLoaded else { return Output(result: .failed("the page's view is not loaded")) }
        let bar = navigation.navigationBar
        guard bar.superview != nil, navigation.isViewLoaded else {
            return Output(result: .failed("the navigation bar is not in a view"))
        }
        // Drawn from the screen, the bar is measured as the screen shows it: its presentation
        // layers, the last committed frame, which UIKit may already have laid out for the
        // incoming item in its model layers (a pop from a large title: the model is already the
        // short bar, the screen still the tall one). Drawn from its layers, UIKit may have
        // switched the bar's items in this very turn without laying them out yet; it lays the
        // bar out before the next frame anyway, so doing it now gives the layout the user is
        // about to see. A visible bar applies a new appearance the app just set only in its next
        // layout pass (Feedback FB7414880; SwiftTheme PR 115 forces it too), so the layout is asked
        // for, not only flushed.
        let asOnScreen = method == .screenContents
        // Not for a live background, which draws nothing of the bar and needs only its boundary:
        // taken in the alongside block, with the real bar in front, a forced layout could make
        // UIKit's own items jump instead of animating.
        if method == .layerTree {
            bar.setNeedsLayout()
            bar.layoutIfNeeded()
        }
        let scale = screenScale(of: navigation)
        let boundary: LayoutRect
        switch VisibleBoundary.compute(bar: tree(of: bar, in: navigation.view, asOnScreen: asOnScreen), scale: scale) {
        case .boundary(let rect):
            boundary = rect
        case .unrecognized(let reason):
            Diagnostics.once(.fallback, "bar not recognised at capture: \(reason)", key: "capture-\(reason)")
            return Output(result: .failed(reason))
        }
        guard let placement = placement(of: page, in: navigation) else {
            return Output(result: .failed("the page's view has no place in the navigation controller's view"))
        }
        if method == .liveBackground, let superview = bar.superview {
            // The page's own background, whatever item the bar shows now: nothing is drawn.
            let look = keptLook ?? ResolvedLook(of: page, in: navigation)
            let view = BarBackgroundView(
                appearance: look.appearance, legacyBar: bar, legacyImage: look.legacyImage,
                legacyTint: look.legacyTint, boundary: CGRect(boundary),
                barFrame: navigation.view.convert(bar.frame, from: superview),
                design: AppearanceFacts.design)
            return Output(result: .image(boundary: boundary, placement: placement), liveView: view)
        }
        guard let image = draw(bar, over: boundary, in: navigation.view, scale: scale, method: method) else {
            return Output(result: .failed("the bar could not be drawn (\(method.rawValue))"))
        }
        return Output(result: .image(boundary: boundary, placement: placement), image: image)
    }

    /// The bar's visible boundary now, in the navigation controller's view (the shell's probe at
    /// each navigation, and the first step of a capture).
    static func boundary(of navigation: UINavigationController) -> VisibleBoundaryResult {
        guard navigation.isViewLoaded, navigation.navigationBar.superview != nil else {
            return .unrecognized("the navigation bar is not in a view")
        }
        return VisibleBoundary.compute(
            bar: tree(of: navigation.navigationBar, in: navigation.view),
            scale: screenScale(of: navigation))
    }

    /// The bar and its subviews as core values; the bar's frame in `container`'s coordinates.
    ///
    /// - Parameter asOnScreen: read each view's presentation layer (frame, bounds, visibility,
    ///   opacity as the screen last showed them) where it has one, instead of its model values.
    static func tree(of bar: UIView, in container: UIView, asOnScreen: Bool = false) -> ViewNode {
        var budget = maximumNodes
        var root = node(of: bar, depth: 0, asOnScreen: asOnScreen, budget: &budget)
        if let superview = bar.superview {
            root.frame = LayoutRect(container.convert(shownFrame(of: bar, asOnScreen: asOnScreen), from: superview))
        }
        return root
    }

    private static func node(of view: UIView, depth: Int, asOnScreen: Bool, budget: inout Int) -> ViewNode {
        budget -= 1
        var children: [ViewNode] = []
        for subview in view.subviews where depth < maximumDepth && budget > 0 {
            children.append(node(of: subview, depth: depth + 1, asOnScreen: asOnScreen, budget: &budget))
        }
        let shown = asOnScreen ? view.layer.presentation() : nil
        // A layer without a presentation copy was added after the last commit: not on screen.
        let notOnScreenYet = asOnScreen && shown == nil
        return ViewNode(
            className: NSStringFromClass(type(of: view)),
            frame: LayoutRect(shown?.frame ?? view.frame),
            boundsOrigin: LayoutPoint(shown?.bounds.origin ?? view.bounds.origin),
            isHidden: notOnScreenYet || (shown?.isHidden ?? view.isHidden),
            alpha: shown.map { Double($0.opacity) } ?? Double(view.alpha),
            clipsToBounds: view.clipsToBounds,
            children: children
        )
    }

    /// `view`'s frame as the screen last showed it (its presentation layer's), or its own.
    private static func shownFrame(of view: UIView, asOnScreen: Bool) -> CGRect {
        (asOnScreen ? view.layer.presentation()?.frame : nil) ?? view.frame
    }

    /// Where the page's view sits in the navigation controller's view at rest; `nil` when either
    /// view is not loaded.
    ///
    /// Measures the page's view in the container (a `convert` of its bounds, which also carries
    /// every ancestor's offset), possible only when it is inside the container; the rest-frame
    /// rule is `PagePlacement.atRest`.
    static func placement(of page: UIViewController, in navigation: UINavigationController) -> PagePlacement? {
        guard page.isViewLoaded, navigation.isViewLoaded, let view = page.view, let container = navigation.view else {
            return nil
        }
        // `convert` between views of unrelated hierarchies gives no meaningful rectangle.
        let measured = view.isDescendant(of: container) ? LayoutRect(container.convert(view.bounds, from: view)) : nil
        var placement = PagePlacement.atRest(
            measured: measured, ownFrame: LayoutRect(view.frame), containerBounds: LayoutRect(container.bounds),
            boundsOrigin: LayoutPoint(view.bounds.origin)
        )
        // A scroll view page (UITableViewController) clips: whether it shows its snapshot is the
        // engine's (`PagePlacement.shows`).
        placement.clipsToBounds = view.clipsToBounds
        // A SwiftUI page's view is a hosting view (`_UIHostingView`, a generic class, matched by name).
        placement.acceptsSubviews = !NSStringFromClass(type(of: view)).contains("_UIHostingView")
        return placement
    }

    /// What a page's navigation item says about its bar's height, copied; where the page sits and
    /// what follows from it is `LargeTitleInheritance`'s.
    static func itemFacts(of page: UIViewController) -> LargeTitleInheritance.Page {
        let item = page.navigationItem
        var inline = false
        if #available(iOS 16.0, *) {
            inline = item.searchBarPlacement == .inline
        }
        var facts = LargeTitleInheritance.Page(
            id: NavigationShell.pageID(of: page),
            largeTitleDisplayMode: BarHeightFacts.LargeTitleDisplayMode(uikitRawValue: item.largeTitleDisplayMode.rawValue),
            hasSearchController: item.searchController != nil,
            searchBarIsInline: inline
        )
        facts.isScrolledFromTop = isScrolledFromTop(page)
        facts.hidesSearchBarWhenScrolling = item.hidesSearchBarWhenScrolling
        return facts
    }

    /// Whether the scroll view whose position drives the bar (large title, search bar) is
    /// scrolled away from its top: `contentScrollView(for: .top)` on iOS 15 and later, else the
    /// page's view when it is a scroll view. Copied; what it does to the bar's height is
    /// `BarHeightClass(facts:)`'s.
    private static func isScrolledFromTop(_ page: UIViewController) -> Bool {
        guard page.isViewLoaded else { return false }
        var scrollView = page.view as? UIScrollView
        if #available(iOS 15.0, *), let observed = page.contentScrollView(for: .top) { scrollView = observed }
        guard let scrollView else { return false }
        return scrollView.contentOffset.y + scrollView.adjustedContentInset.top > 0.5
    }

    /// `preferredTransition` (iOS 18) is not in the iOS 17 SDK the library is built with: it is
    /// reached by selector at runtime (`responds(to:)`), absent before iOS 18.
    private static let preferredTransitionSelector = NSSelectorFromString("preferredTransition")

    /// Whether the page set a `preferredTransition` (iOS 18). Its type names no kind publicly; of
    /// the kinds it can hold, only the zoom applies to a navigation push (the others are
    /// presentation styles), so any value is read as the zoom (copied; the core decides).
    /// `perform` treats whatever the getter returns as an object: its return type is read first,
    /// as for the private reads of the swipe back (`PopGestureController.returnsObject`).
    static func hasPreferredTransition(_ page: UIViewController) -> Bool {
        guard page.responds(to: preferredTransitionSelector),
            let method = class_getInstanceMethod(type(of: page), preferredTransitionSelector),
            PopGestureController.returnsObject(method)
        else { return false }
        return page.perform(preferredTransitionSelector)?.takeUnretainedValue() != nil
    }

    /// The screen's scale; the trait collection's when the view is in no window.
    static func screenScale(of navigation: UINavigationController) -> Double {
        Double(navigation.viewIfLoaded?.window?.screen.scale ?? navigation.traitCollection.displayScale)
    }

    /// Draws `bar` into an image of `boundary` (container coordinates) at `scale`, by `method`.
    ///
    /// Which method fits which moment is the engine's choice (``CaptureMethod``); this only
    /// carries it out:
    /// - ``CaptureMethod/screenContents``: `drawHierarchy(in:afterScreenUpdates: false)`, what was
    ///   last committed to the screen, blur (`UIVisualEffectView`) and the iOS 26 glass included.
    ///   `false` because `true` forces a screen update in the middle of UIKit's transition setup.
    ///   If it reports failure the capture fails; it is not redrawn another way.
    /// - ``CaptureMethod/layerTree``: `layer.render(in:)`, the layer tree as it is now, changes of
    ///   this run-loop turn included, blur and glass drawn flat.
    ///
    /// A bar with no screen contents to draw from (in no window, or never committed: a push
    /// before the first frame) is asked for its layer tree already
    /// (`NavigationShellCore.drawingMethod`): the method is drawn as given.
    /// Compiled, not run: whether `drawHierarchy` includes the background's overflow above the
    /// bar's bounds (the status-bar area) is to be confirmed on a device.
    private static func draw(
        _ bar: UIView, over boundary: LayoutRect, in container: UIView, scale: Double, method: CaptureMethod
    ) -> UIImage? {
        // The core never returns an empty boundary; this guard keeps a zero-size context impossible.
        guard !boundary.isEmpty, scale > 0, let superview = bar.superview else { return nil }
        let fromScreen = method == .screenContents
        let shown = shownFrame(of: bar, asOnScreen: fromScreen)
        let barFrame = container.convert(shown, from: superview)
        let origin = CGPoint(x: barFrame.minX - CGFloat(boundary.minX), y: barFrame.minY - CGFloat(boundary.minY))
        let format = UIGraphicsImageRendererFormat()
        format.scale = CGFloat(scale)
        format.opaque = false
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: boundary.width, height: boundary.height), format: format)
        var drawn = true
        let image = renderer.image { context in
            if fromScreen {
                // The committed frame, at the size the screen showed it.
                drawn = bar.drawHierarchy(in: CGRect(origin: origin, size: shown.size), afterScreenUpdates: false)
            } else {
                context.cgContext.translateBy(x: origin.x - bar.bounds.minX, y: origin.y - bar.bounds.minY)
                bar.layer.render(in: context.cgContext)
            }
        }
        return drawn ? image : nil
    }
}
#endif
