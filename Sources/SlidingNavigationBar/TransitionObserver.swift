#if os(iOS)
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// Registers the engine's callbacks on a running transition coordinator. Never timers: the
/// coordinator's own callbacks are the only clock.
@MainActor
enum TransitionObserver {
    /// Registers once per coordinator (the shell keeps which one it observes).
    static func observe(_ coordinator: UIViewControllerTransitionCoordinator, shell: NavigationShell) {
        let queued = coordinator.animate(
            alongsideTransition: { [weak shell] _ in
                shell?.forward(.animationWillStart)
            },
            completion: { [weak shell] context in
                shell?.forward(.transitionCompleted(cancelled: context.isCancelled))
            })
        if !queued {
            // Apple does not promise the completion runs when the blocks could not be queued (the
            // transition is not animating). Nothing may then end the transition but appearance
            // callbacks a subclass can swallow: the end is sent on the next turn of the main loop,
            // and a completion that does come later is ignored by the engine at rest.
            Diagnostics.log(.engine, "observeTransition: alongside animation not queued; ending on the next turn")
            let cancelled = coordinator.isCancelled
            DispatchQueue.main.async { [weak shell] in
                shell?.forward(.transitionCompleted(cancelled: cancelled))
            }
        }
        // iOS 10+: runs when the finger lifts (interactive → not interactive), finishing or cancelling.
        coordinator.notifyWhenInteractionChanges { [weak shell] context in
            shell?.forward(.interactionEnded(cancelled: context.isCancelled))
        }
    }
}
#endif
