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
            Diagnostics.log(.engine, "observeTransition: alongside animation not queued")
        }
        // iOS 10+: runs when the finger lifts (interactive → not interactive), finishing or cancelling.
        coordinator.notifyWhenInteractionChanges { [weak shell] context in
            shell?.forward(.interactionEnded(cancelled: context.isCancelled))
        }
    }
}
#endif
