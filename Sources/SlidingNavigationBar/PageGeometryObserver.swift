#if os(iOS)
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// Hears a page's view change its geometry, whatever its view controller overrides.
///
/// The layout of a page reaches the shell through `viewDidLayoutSubviews`, hooked on
/// `UIViewController`; a view controller that overrides it without calling `super` never reaches
/// the hook. On iOS 26 a pushed view is laid out inside the push animation, so such a page would
/// never say it moved mid-slide, and its snapshot would stay where the view first was. This is a
/// second signal, from the view itself.
///
/// Why the layer's `bounds` and `position`, observed with key-value observing:
/// - A view's `frame`, `bounds` and `center` are its layer's geometry: the frame is derived from
///   the layer's `position`, `bounds`, `anchorPoint` and `transform` (Core Animation's "Animating
///   the frame of a CALayer" technical note), and a scroll view's content offset is its bounds
///   origin. Between them, `bounds` and `position` change whenever the page's placement does
///   (``PagePlacement``: the frame in the container and the bounds origin), whoever sets them.
/// - Not the view's own `frame`: UIKit does not promise key-value observing on its properties,
///   and `frame` is derived, so setting `center` or `bounds` changes it without a notification.
///   CALayer's accessors are what UIView's setters call; key-value observing of them is not a
///   documented guarantee either, but if a system stopped sending these notifications the page
///   would only be back to the controller's signal: nothing wrong is forwarded.
/// - Not a sentinel subview: it would add a view of ours to the app's page view (its `subviews`,
///   a table or stack view's children, accessibility), and a subview is laid out only when its own
///   size changes, so a view that moves or scrolls without resizing would tell it nothing.
///
/// Watched only while the engine holds a snapshot attached to the page
/// (`NavigationShellCore.forward`): key-value observing swaps the layer's class while it
/// observes, which is kept to the length of a transition. A change fires once per property (a
/// frame change is two: position, then bounds), so reports are deduplicated by
/// `PageLayoutReports.forwards` before the engine hears them.
@MainActor
final class PageGeometryObserver {
    /// The view observed, to tell when the page's view was replaced.
    private(set) weak var view: UIView?
    /// Kept only to be kept alive: freeing the observer ends them.
    private let observations: [NSKeyValueObservation]

    /// Observes `view`'s layer; `changed` runs on the main thread after each change, until the
    /// observer is freed (an `NSKeyValueObservation` invalidates itself when it is deinitialized).
    init(view: UIView, changed: @escaping @MainActor () -> Void) {
        self.view = view
        let handler = Self.handler(changed)
        observations = [
            view.layer.observe(\.bounds, options: []) { _, _ in handler() },
            view.layer.observe(\.position, options: []) { _, _ in handler() },
        ]
    }

    /// Key-value observing calls back on the thread that made the change: the shell is told only
    /// on the main thread, where UIKit lays out.
    private nonisolated static func handler(_ changed: @escaping @MainActor () -> Void) -> @Sendable () -> Void {
        let box = UncheckedBox(changed)
        return {
            guard Thread.isMainThread else { return }
            assumeMainActor { box.value() }
        }
    }
}

/// Carries a main-actor closure into a callback that checks the thread before calling it.
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
#endif
