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
    /// Set by the back-vetoed trial: the next `navigationBar(_:shouldPop:)` is answered `NO`
    /// without asking UIKit (as an app's subclass that asks first does), once; the probe hears
    /// of it (`backTapRefused`) and pops on the next turn.
    var vetoesNextShouldPop = false

    init() {
        Self.recordsShouldPop()
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @discardableResult
    override func popViewController(animated: Bool) -> UIViewController? {
        probe?.record(.publicPop)
        return super.popViewController(animated: animated)
    }

    private static let shouldPopSelector = NSSelectorFromString("navigationBar:shouldPopItem:")
    /// Whether `navigationBar:shouldPopItem:` has been looked at (done once).
    private static var shouldPopInstalled = false

    /// Gives this class the bar delegate's `navigationBar:shouldPopItem:` (by its Objective-C
    /// selector: a navigation controller is its bar's delegate, but neither that conformance nor
    /// its implementation is public in Swift), as `recordedShouldPop`, but only when
    /// `UINavigationController` implements it: a method this class always declared would make it
    /// answer the selector where UIKit's class does not, and the bar would then ask it and pop
    /// its item without the stack.
    private static func recordsShouldPop() {
        guard !shouldPopInstalled else { return }
        shouldPopInstalled = true
        guard let uikitMethod = class_getInstanceMethod(UINavigationController.self, shouldPopSelector),
            let recorded = class_getInstanceMethod(Self.self, #selector(recordedShouldPop(_:shouldPop:)))
        else { return }
        class_addMethod(Self.self, shouldPopSelector, method_getImplementation(recorded), method_getTypeEncoding(uikitMethod))
    }

    /// `navigationBar:shouldPopItem:` once installed: records, then calls `UINavigationController`'s
    /// own implementation and returns its answer.
    @objc(probe_navigationBar:shouldPopItem:)
    private func recordedShouldPop(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        probe?.record(.shouldPop)
        if vetoesNextShouldPop {
            vetoesNextShouldPop = false
            probe?.record(.shouldPopAnswered(allowed: false))
            probe?.backTapRefused()
            return false
        }
        guard let uikitMethod = class_getInstanceMethod(UINavigationController.self, Self.shouldPopSelector) else { return true }
        typealias ShouldPop = @convention(c) (AnyObject, Selector, UINavigationBar, UINavigationItem) -> Bool
        let uikitShouldPop = unsafeBitCast(method_getImplementation(uikitMethod), to: ShouldPop.self)
        return uikitShouldPop(self, Self.shouldPopSelector, navigationBar, item)
    }
}
