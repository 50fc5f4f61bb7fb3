import ObjectiveC
import SlidingNavigationBarUIKitProbe
import UIKit

/// The UIKit fact probe's navigation controller: UIKit's own, with two calls recorded on the way
/// through: the bar delegate's `navigationBar(_:shouldPop:)` and `popViewController(animated:)`.
/// Both record first and then hand the call to UIKit unchanged.
@MainActor
final class ProbeNavigationController: UINavigationController {
    /// Receives the records; `nil` once this controller's trial is over.
    weak var probe: UIKitFactProbe?

    /// The bar delegate's method, by its Objective-C selector. A navigation controller is its
    /// bar's delegate, but its conformance to `UINavigationBarDelegate` (and its own
    /// implementation of this method, through which the back button pops) is not public in
    /// Swift, so there is nothing to `override` and no `super` to call by name: the superclass's
    /// implementation is looked up at run time and called directly, and its answer returned.
    /// When `UINavigationController` has none, the bar's default (pop) is kept by returning `true`.
    @objc(navigationBar:shouldPopItem:)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        probe?.record(.shouldPop)
        let selector = NSSelectorFromString("navigationBar:shouldPopItem:")
        // `class_getMethodImplementation` answers the runtime's forwarding function for a selector
        // the class does not implement, so ask for the method first.
        guard class_getInstanceMethod(UINavigationController.self, selector) != nil,
            let implementation = class_getMethodImplementation(UINavigationController.self, selector)
        else {
            return true
        }
        typealias ShouldPop = @convention(c) (AnyObject, Selector, UINavigationBar, UINavigationItem) -> Bool
        let superShouldPop = unsafeBitCast(implementation, to: ShouldPop.self)
        return superShouldPop(self, selector, navigationBar, item)
    }

    @discardableResult
    override func popViewController(animated: Bool) -> UIViewController? {
        probe?.record(.publicPop)
        return super.popViewController(animated: animated)
    }
}
