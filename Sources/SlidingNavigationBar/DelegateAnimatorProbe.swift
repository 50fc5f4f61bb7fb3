#if os(iOS)
import UIKit

/// Asks the app's navigation delegate, as UIKit would ask it when a swipe starts the pop, whether
/// it animates that pop itself: `navigationController(_:animationControllerFor:from:to:)` with
/// `.pop`, from the top page to the page below.
///
/// Asked once per swipe, at our pan's `gestureRecognizerShouldBegin(_:)` and only when every other
/// check lets it begin, because it runs the app's code. Its answer is the one UIKit would act on:
/// asked now, with the app's state now (an app that returns `nil` while its own edge-recognizer
/// delegate records a swipe is asked after that delegate). A remembered answer for the same two
/// pages would be none on the first swipe, and stale when the app decides per call.
///
/// The answer is not an answer about a transition: the delegate hook (`DelegateAnimatorHook`)
/// does not forward it to the engine while the probe runs.
///
/// ```swift
/// if DelegateAnimatorProbe.animatesPop(navigationController) { return false }
/// ```
@MainActor
enum DelegateAnimatorProbe {
    /// Whether a probe is running: the delegate hook forwards no answer then.
    private(set) static var isProbing = false

    /// Whether the navigation delegate returns an animator of its own for popping the top page.
    ///
    /// - Parameter navigation: the navigation controller about to be swiped back.
    /// - Returns: `true` when the delegate returns an animator; `false` when it returns `nil`,
    ///   does not implement the method, or there is no page below.
    static func animatesPop(_ navigation: UINavigationController) -> Bool {
        guard let delegate = navigation.delegate, delegate.responds(to: DelegateAnimatorHook.selector) else { return false }
        let stack = navigation.viewControllers
        guard stack.count > 1, let top = stack.last else { return false }
        let below = stack[stack.count - 2]
        isProbing = true
        defer { isProbing = false }
        let animator = delegate.navigationController?(navigation, animationControllerFor: .pop, from: top, to: below)
        return animator != nil
    }
}
#endif
