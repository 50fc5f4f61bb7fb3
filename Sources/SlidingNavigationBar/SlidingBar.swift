#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// One view controller's options for the sliding bars; `nil` inherits.
///
/// Every option is declared once, in ``SlidingBarOptions``, and is read and set here by its name,
/// in place, through a key path into that type (`@dynamicMemberLookup`):
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
@dynamicMemberLookup
public struct SlidingBar {
    /// The view controller whose options these are.
    public let viewController: UIViewController

    /// A view onto `viewController`'s options.
    ///
    /// ```swift
    /// SlidingBar(viewController).isEnabled = false
    /// ```
    /// - Parameter viewController: the page or navigation controller.
    public init(_ viewController: UIViewController) {
        self.viewController = viewController
    }

    /// One option of ``SlidingBarOptions``, read or set in place by its name.
    ///
    /// ```swift
    /// mapViewController.slidingBar.isEnabled = false
    /// carouselViewController.slidingBar.popGestureMaxStartDistance = 30
    /// ```
    /// - Parameter keyPath: the option, as ``SlidingBarOptions`` names it.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<SlidingBarOptions, Value>) -> Value {
        get { options[keyPath: keyPath] }
        nonmutating set {
            var changed = options
            changed[keyPath: keyPath] = newValue
            options = changed
        }
    }

    /// All of this view controller's options at once.
    ///
    /// ```swift
    /// page.slidingBar.options = SlidingBarOptions(isPopGestureEnabled: false)
    /// ```
    public var options: SlidingBarOptions {
        get { (objc_getAssociatedObject(viewController, AssociatedOptions.options) as? OptionsBox)?.options ?? SlidingBarOptions() }
        nonmutating set {
            let box = newValue == SlidingBarOptions() ? nil : OptionsBox(newValue)
            objc_setAssociatedObject(viewController, AssociatedOptions.options, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            ShellHooks.optionsChanged(viewController)
        }
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
    /// This view controller's sliding-bar options (`nil` fields inherit).
    ///
    /// Set fields in place; assigning a whole value copies that value's options here.
    ///
    /// ```swift
    /// slidingBar.isEnabled = false                 // this page: UIKit's own transitions
    /// navigationController?.slidingBar.popGestureMaxStartDistance = 60   // defaults of its pages
    /// ```
    public var slidingBar: SlidingBar {
        get { SlidingBar(self) }
        set {
            guard newValue.viewController !== self else { return }
            SlidingBar(self).options = newValue.options
        }
    }
}

/// A view controller's options, kept with it as one associated object.
private final class OptionsBox: NSObject {
    let options: SlidingBarOptions
    init(_ options: SlidingBarOptions) { self.options = options }
}

/// Associated-object keys: their addresses, never their contents, identify the values.
enum AssociatedOptions {
    /// A key from a selector name: selectors are unique for the life of the process, so the same
    /// name always gives the same address, with no global storage to guard.
    static func key(_ name: String) -> UnsafeRawPointer {
        unsafeBitCast(NSSelectorFromString(name), to: UnsafeRawPointer.self)
    }

    /// Where a view controller's ``SlidingBarOptions`` are kept.
    static var options: UnsafeRawPointer { key("snb_slidingBarOptions") }
}
#endif
