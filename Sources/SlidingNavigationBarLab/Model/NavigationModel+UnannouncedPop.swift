import SlidingNavigationBarCore

// The shell's late announcement of a pop none of its hooks heard (`UnannouncedPop`), played the
// way `ShellHooks.viewWillDisappear`/`viewWillAppear` play it: after the page's own code, before
// the callback is forwarded.
extension NavigationModel {
    /// The transition UIKit is running, as its coordinator describes it to the shell.
    struct RunningTransition {
        var spec: TransitionSpec
        /// The incoming page was not in the stack before (a push, or a new page set).
        var toIsMovingToParent: Bool
        /// No hook announced it: the shell may announce it late.
        var unannounced: Bool
        /// Whether it was announced late, and then whether the model expects it to slide (decided
        /// as for a call, with what is known at that moment).
        var lateSlideExpected: Bool?
    }

    /// The shell's hook on `viewWillDisappear`/`viewWillAppear`: the core rule with the facts the
    /// shell reads there, then, if it says so, the late announcement and the end of the call, as
    /// for any announced call.
    mutating func announceUnannouncedPopIfNeeded(before kind: TransitionEventKind) {
        guard var running = runningTransition, fault != .announcesPopOnlyFromShouldPop else { return }
        let spec = running.spec
        let callback: UnannouncedPop.Callback
        switch kind {
        case .viewWillDisappear(let id):
            callback = .willDisappear(id, isMovingFromParent: !stack.contains(id))
        case .viewWillAppear(let id, _, _):
            callback = .willAppear(id)
        default:
            return
        }
        let coordinator =
            spec.animated
            ? UnannouncedPop.Coordinator(
                isAnimated: true, from: spec.from, to: spec.to, toIsMovingToParent: running.toIsMovingToParent) : nil
        guard !shellStepsAside,
            let late = UnannouncedPop.announcement(
                at: callback, engineAtRest: driver.engine.isAtRest, coordinator: coordinator, stack: stack,
                delegateAnsweredCustomAnimator: spec.animated && delegate == .customAnimator,
                barVisibilityChangedUnseen: committedBarHidden != bar.isHidden)
        else { return }
        var heard = spec
        heard.call = late.call
        running.lateSlideExpected = running.unannounced && late.canSlide && expectsSlide(heard)
        runningTransition = running
        var profiles: [PageID: PageProfile] = [:]
        for id in late.stack { profiles[id] = requestProfile(id) }
        let request = NavigationRequest(
            stack: late.stack, profiles: profiles, animated: UnannouncedPop.isAnimated,
            delegateProvidesAnimator: delegate != .system, isSlidingAvailable: late.canSlide, isAnnouncedLate: true)
        forward(.willNavigate(late.call, request))
        forward(.didNavigate(coordinatorPresent: true))
    }
}
