#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// One view controller's overrides of the sliding bars; `nil` inherits.
///
/// A value-type view onto storage kept with the view controller, so it is set in place:
///
/// ```swift
/// final class PlayerViewController: UIViewController {
///     init() {
///         super.init(nibName: nil, bundle: nil)
///         slidingBar.prefersNavigationBarHidden = true
///         slidingBar.popGestureMaxStartDistance = 40
///     }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
///
/// Set a page's options before it is pushed (in its initializer, or by whoever creates it): a
/// navigation reads the options of its pages when it is announced, which is before UIKit loads
/// the incoming page's view, so values first set in `viewDidLoad` miss that page's own push.
///
/// On a `UINavigationController` the values are that navigation controller's defaults for its
/// pages. Pages override them, which override ``SlidingNavigationBar/configuration``; an
/// `isEnabled = false` anywhere up the chain wins.
///
/// A value set while the page is in a navigation controller takes effect at once: the page's
/// new options reach that navigation controller's engine (a page on top whose
/// `prefersNavigationBarHidden` changes shows or hides the bar right away).
@MainActor
public struct SlidingBar {
    /// The view controller whose overrides these are.
    public let viewController: UIViewController

    /// A view onto `viewController`'s overrides.
    ///
    /// ```swift
    /// SlidingBar(viewController).isEnabled = false
    /// ```
    /// - Parameter viewController: the page or navigation controller.
    public init(_ viewController: UIViewController) {
        self.viewController = viewController
    }

    /// `false` opts out: transitions to and from this page (or every page of this navigation
    /// controller) are left to UIKit. `nil` (default) inherits.
    ///
    /// ```swift
    /// mapViewController.slidingBar.isEnabled = false
    /// ```
    public var isEnabled: Bool? {
        get { AssociatedOptions.bool(viewController, AssociatedOptions.isEnabled) }
        nonmutating set {
            AssociatedOptions.set(viewController, AssociatedOptions.isEnabled, newValue.map(NSNumber.init(value:)))
            ShellHooks.optionsChanged(viewController)
        }
    }

    /// `false`: this page cannot be left by any swipe back. `nil` (default) inherits.
    ///
    /// It holds against every recognizer that pops: on iOS 13–25 the library's full-screen pan
    /// and UIKit's edge swipe, on iOS 26 and later UIKit's full-screen
    /// `interactiveContentPopGestureRecognizer` and its edge swipe. UIKit's recognizers are not
    /// switched off: they wait for a recognizer of the library that claims the touches this page
    /// refuses, and fail when it does. Nothing else on the page is blocked (scroll views,
    /// sliders, maps and swipe actions keep the finger); the back button still pops. `true` on a
    /// page does not override the app's own switches (`isEnabled` or a delegate on UIKit's
    /// recognizers): where the app refuses, the swipe stays refused.
    ///
    /// ```swift
    /// drawingViewController.slidingBar.isPopGestureEnabled = false
    /// ```
    public var isPopGestureEnabled: Bool? {
        get { AssociatedOptions.bool(viewController, AssociatedOptions.isPopGestureEnabled) }
        nonmutating set {
            AssociatedOptions.set(viewController, AssociatedOptions.isPopGestureEnabled, newValue.map(NSNumber.init(value:)))
            ShellHooks.optionsChanged(viewController)
        }
    }

    /// How far from the leading edge (points) a swipe back may start on this page;
    /// `.infinity` is anywhere. `nil` (default) inherits.
    ///
    /// A swipe that starts farther away does not pop, whichever recognizer would take it: the
    /// library's pan (iOS 13–25) or UIKit's content and edge swipes (UIKit's on every iOS; the
    /// content swipe is iOS 26's full-screen one). A distance smaller than the edge swipe's reach
    /// narrows that one too. The leading edge is the right one in right-to-left layouts.
    ///
    /// ```swift
    /// carouselViewController.slidingBar.popGestureMaxStartDistance = 30
    /// ```
    public var popGestureMaxStartDistance: CGFloat? {
        get {
            (objc_getAssociatedObject(viewController, AssociatedOptions.popGestureMaxStartDistance) as? NSNumber)
                .map { CGFloat($0.doubleValue) }
        }
        nonmutating set {
            AssociatedOptions.set(
                viewController, AssociatedOptions.popGestureMaxStartDistance,
                newValue.map { NSNumber(value: Double($0)) }
            )
            ShellHooks.optionsChanged(viewController)
        }
    }

    /// `true` hides the navigation bar while this page is on top; the page then slides in
    /// without a bar. `nil` (default) inherits.
    ///
    /// ```swift
    /// profileViewController.slidingBar.prefersNavigationBarHidden = true
    /// ```
    public var prefersNavigationBarHidden: Bool? {
        get { AssociatedOptions.bool(viewController, AssociatedOptions.prefersNavigationBarHidden) }
        nonmutating set {
            AssociatedOptions.set(
                viewController, AssociatedOptions.prefersNavigationBarHidden, newValue.map(NSNumber.init(value:))
            )
            ShellHooks.optionsChanged(viewController)
        }
    }

    /// These overrides as the core's value.
    ///
    /// ```swift
    /// let options = page.slidingBar.options
    /// SlidingNavigationBar.configuration.resolve(page: options)
    /// ```
    public var options: SlidingBarOptions {
        SlidingBarOptions(
            isEnabled: isEnabled,
            isPopGestureEnabled: isPopGestureEnabled,
            popGestureMaxStartDistance: popGestureMaxStartDistance.map(Double.init),
            prefersNavigationBarHidden: prefersNavigationBarHidden
        )
    }

    /// The options in force for this view controller as a page of its navigation controller:
    /// its own over the navigation controller's over ``SlidingNavigationBar/configuration``.
    ///
    /// ```swift
    /// if !page.slidingBar.resolved.isPopGestureEnabled { ... }
    /// ```
    public var resolved: ResolvedSlidingBarOptions {
        let navigation = (viewController.parent as? UINavigationController)?.slidingBar.options ?? SlidingBarOptions()
        return SlidingNavigationBar.configuration.resolve(page: options, navigation: navigation)
    }
}

extension UIViewController {
    /// This view controller's sliding-bar overrides (`nil` fields inherit).
    ///
    /// Set fields in place; assigning a whole value copies that value's four overrides here.
    ///
    /// ```swift
    /// slidingBar.isEnabled = false                 // this page: UIKit's own transitions
    /// navigationController?.slidingBar.popGestureMaxStartDistance = 60   // defaults of its pages
    /// ```
    public var slidingBar: SlidingBar {
        get { SlidingBar(self) }
        set {
            guard newValue.viewController !== self else { return }
            let mine = SlidingBar(self)
            mine.isEnabled = newValue.isEnabled
            mine.isPopGestureEnabled = newValue.isPopGestureEnabled
            mine.popGestureMaxStartDistance = newValue.popGestureMaxStartDistance
            mine.prefersNavigationBarHidden = newValue.prefersNavigationBarHidden
        }
    }
}

/// Associated-object keys: their addresses, never their contents, identify the values.
enum AssociatedOptions {
    /// A key from a selector name: selectors are unique for the life of the process, so the same
    /// name always gives the same address, with no global storage to guard.
    static func key(_ name: String) -> UnsafeRawPointer {
        unsafeBitCast(NSSelectorFromString(name), to: UnsafeRawPointer.self)
    }

    static var isEnabled: UnsafeRawPointer { key("snb_isEnabled") }
    static var isPopGestureEnabled: UnsafeRawPointer { key("snb_isPopGestureEnabled") }
    static var popGestureMaxStartDistance: UnsafeRawPointer { key("snb_popGestureMaxStartDistance") }
    static var prefersNavigationBarHidden: UnsafeRawPointer { key("snb_prefersNavigationBarHidden") }

    @MainActor
    static func bool(_ object: AnyObject, _ key: UnsafeRawPointer) -> Bool? {
        (objc_getAssociatedObject(object, key) as? NSNumber)?.boolValue
    }

    @MainActor
    static func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: NSNumber?) {
        objc_setAssociatedObject(object, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
#endif
