import SlidingNavigationBarCore

// A navigation call UIKit rejects (`push NAME raises`, `pop-to NAME raises`), played as the
// shell lives it. UIKit raises an Objective-C exception for a page pushed twice or a pop to a
// page not in the stack, before any transition. The shell's hook has announced the call; the
// exception unwinds through the hook before its end runs, and the app catches it. On the next
// run-loop turn the shell's check, scheduled when the call began, finds the call still open and
// closes it (`NavigationNesting.closeAbandoned`). The check is a one-shot observer of the main run
// loop before it waits, ordered before Core Animation's commit: it runs before the next frame, so
// no frame is drawn between the exception and the check.
extension NavigationModel {
    /// The app's call, UIKit's exception, the app's catch, then the next turn.
    mutating func rejectedCall(_ call: NavigationCall, animated: Bool, label: String) {
        capturesThisTransition = [:]
        // Our hook hears the call before UIKit's method runs: announced like any outermost call
        // (unless a call left open before swallows it, as the shell's nesting would).
        send(.willNavigate(call, request(call, animated: animated)))
        _ = hookNesting.enter()
        let checked = hookNesting.outermostCall
        // UIKit raised: the stack, the bar's item and the pages are as they were, no callback
        // runs, and the hook's end never comes. The app caught it; its turn goes on, and ends
        // with the shell's check for the call, before the frame is committed.
        if fault != .keepsRejectedCallOpen {
            let events = hookNesting.closeAbandoned(
                checked, transitionRunning: motion != nil, engineAtRest: driver.engine.isAtRest)
            for event in events { forward(event) }
        }
        renderFrame("\(label): the turn ended", atRest: true)
        settleAfterTransition(label)
        renderFrame("\(label): at rest", atRest: true)
    }
}

extension TransitionEventKind {
    /// A navigation call's announcement or end, which the shell's nesting gates.
    var isCallBoundary: Bool {
        switch self {
        case .willNavigate, .didNavigate: true
        default: false
        }
    }
}
