import SlidingNavigationBarCore

// A navigation call UIKit rejects (`push NAME raises`, `pop-to NAME raises`), played as the
// shell lives it. UIKit raises an Objective-C exception for a page pushed twice or a pop to a
// page not in the stack, before any transition. The shell's hook has announced the call; the
// exception unwinds through the hook before its end runs, and the app catches it. The run-loop
// turn goes on and ends with the shell's check, asked for when the call began
// (`NavigationInterface.checkAtTurnEnd(ofCall:)`), which closes the call if it is still open. The
// check runs before Core Animation's commit, so no frame is drawn between the exception and it.
extension NavigationModel {
    /// The app's call, UIKit's exception, the app's catch, then the end of the turn.
    mutating func rejectedCall(_ call: NavigationCall, animated: Bool, label: String) {
        capturesThisTransition = [:]
        // Our hook hears the call before UIKit's method runs, as any call (unless a call left
        // open before swallows it, as the shell's nesting would); the hook's end never comes.
        _ = hooksHearCall(call, animated: animated)
        // UIKit raised: the stack, the bar's item and the pages are as they were, no callback
        // runs. The app caught it; its turn ends with the shell's check.
        runTurnEndChecks()
        renderFrame("\(label): the turn ended", atRest: true)
        settleAfterTransition(label)
        renderFrame("\(label): at rest", atRest: true)
    }

    /// The run-loop turn ends: the shell's checks of the calls begun in it run, oldest first.
    mutating func runTurnEndChecks() {
        let checks = turnEndChecks
        turnEndChecks = []
        // The shell before issue 20 had no such check.
        guard fault != .keepsRejectedCallOpen else { return }
        for call in checks { hook { $0.turnEnded(ofCall: call, in: &$1) } }
    }
}
