/// Which of a navigation controller's nested navigation calls are announced to the engine.
///
/// UIKit may implement one package call with another (`setViewControllers` popping, the back
/// button's `navigationBar(_:shouldPop:)` calling `popViewController(animated:)`, an app's
/// subclass overriding `push` and calling `setViewControllers`). To the user it is one
/// navigation, so only the outermost call is announced (`willNavigate`), and its end
/// (`didNavigate`) once the outermost call has returned.
///
/// ```swift
/// var nesting = NavigationNesting()
/// nesting.enter()  // true: announce willNavigate
/// nesting.enter()  // false: a call inside the first
/// nesting.leave()  // false
/// nesting.leave()  // true: announce didNavigate
/// ```
///
/// A call that never returns: UIKit raises an Objective-C exception for a call it rejects (a
/// page pushed twice, `popToViewController` to a page not in the stack, a navigation controller
/// pushed). The exception unwinds through the hook before its end runs, and an app that catches
/// it carries on. Every later call would then be heard inside the one that never ended, and
/// never announced. A navigation method returns within the run-loop turn it was called in, so
/// the shell asks ``closeAbandoned(_:transitionRunning:engineAtRest:)`` on the next turn after
/// each outermost call began; a call still open then is closed, and the engine hears its end.
package struct NavigationNesting: Sendable, Hashable {
    /// How many hooked navigation calls are running, one inside the other. The outermost one
    /// was announced whenever this is above zero, so its end is announced too.
    package private(set) var depth = 0
    /// The number of the outermost call running, or of the last one: each outermost ``enter()``
    /// takes the next. A check scheduled for one call never closes a later one.
    package private(set) var outermostCall: UInt = 0

    /// A hooked navigation call begins.
    ///
    /// ```swift
    /// guard nesting.enter() else { return }  // nested: part of the call already announced
    /// ```
    /// - Returns: `true` when it is the outermost call, to be announced as `willNavigate`.
    package mutating func enter() -> Bool {
        depth += 1
        guard depth == 1 else { return false }
        outermostCall &+= 1
        return true
    }

    /// A hooked navigation call returned.
    ///
    /// An unbalanced `leave` (none running) changes nothing and announces nothing, so a hook
    /// that missed its `enter` can never announce an end the engine did not see begin.
    ///
    /// ```swift
    /// if nesting.leave() { forward(.didNavigate(...)) }
    /// ```
    /// - Returns: `true` when the outermost announced call has returned: announce `didNavigate`.
    package mutating func leave() -> Bool {
        guard depth > 0 else { return false }
        depth -= 1
        return depth == 0
    }

    /// The run-loop turn in which outermost call `call` began is over: if that call is still
    /// open, it never returned (UIKit raised, and the app caught the exception). It is closed,
    /// with every call heard inside it, and the engine hears its end.
    ///
    /// | `call` still open | announced | UIKit transition running | engine at rest | events forwarded |
    /// |---|---|---|---|---|
    /// | no (it returned, or a later call began) | — | — | — | none, nothing changes |
    /// | yes | yes | — | yes | `didNavigate(coordinatorPresent: false)`: nothing was staged |
    /// | yes | yes | yes | no | `didNavigate(coordinatorPresent: true)`: the running transition (a call made before, or after the exception in the same turn) ends by its own signals |
    /// | yes | yes | no | no | `didNavigate(coordinatorPresent: false)`, then `transitionCompleted(cancelled: true)`: nothing moved, so what the engine staged for the call (a snapshot, the bar behind, its visibility) is undone, as for a pop the bar refused |
    ///
    /// ```swift
    /// var nesting = NavigationNesting()
    /// _ = nesting.enter()                   // push: announced; UIKit raises, no leave
    /// let call = nesting.outermostCall
    /// // next turn:
    /// nesting.closeAbandoned(call, transitionRunning: false, engineAtRest: false)
    /// // [.didNavigate(coordinatorPresent: false), .transitionCompleted(cancelled: true)]; depth 0
    /// ```
    /// - Parameters:
    ///   - call: the ``outermostCall`` read when that call began.
    ///   - transitionRunning: whether the navigation controller has a transition coordinator of
    ///     its own now.
    ///   - engineAtRest: whether the engine is at rest now.
    /// - Returns: the events to forward, in order; empty when there is nothing to close or tell.
    package mutating func closeAbandoned(_ call: UInt, transitionRunning: Bool, engineAtRest: Bool) -> [TransitionEventKind] {
        guard depth > 0, call == outermostCall else { return [] }
        depth = 0
        if engineAtRest || transitionRunning {
            return [.didNavigate(coordinatorPresent: transitionRunning && !engineAtRest)]
        }
        return [.didNavigate(coordinatorPresent: false), .transitionCompleted(cancelled: true)]
    }
}
