/// Which of the navigation delegate's nested animator answers reaches the engine.
///
/// The shell hooks `navigationController(_:animationControllerFor:from:to:)` on each delegate
/// class that implements it. A subclass that overrides the method and calls `super` has both its
/// own and its superclass's implementation hooked, so one question from UIKit runs two hooked
/// implementations, one inside the other. The answer UIKit receives is the outermost one's (the
/// inner answer may be discarded or replaced by the override), so only that one is forwarded:
/// the engine hears exactly one answer per question.
///
/// ```swift
/// var nesting = DelegateAnswerNesting()
/// nesting.enter()                 // the subclass's implementation begins
/// nesting.enter()                 // `super`: the superclass's implementation begins
/// nesting.leave(custom: false)    // nil: an inner answer, not forwarded
/// nesting.leave(custom: true)     // true: the answer UIKit gets, forwarded
/// ```
package struct DelegateAnswerNesting: Sendable, Hashable {
    /// How many hooked implementations of the method are running, one inside the other.
    package private(set) var depth = 0

    /// Creates the nesting of a navigation controller with no question running.
    ///
    /// ```swift
    /// var nesting = DelegateAnswerNesting()
    /// ```
    package init() {}

    /// A hooked implementation begins, before it calls the implementation it replaced.
    ///
    /// ```swift
    /// nesting.enter()
    /// ```
    package mutating func enter() {
        depth += 1
    }

    /// A hooked implementation returned.
    ///
    /// An unbalanced `leave` (none running) forwards nothing, so a hook that missed its `enter`
    /// can never report an answer out of turn.
    ///
    /// ```swift
    /// if let answer = nesting.leave(custom: animator != nil) { forward(.delegateAnsweredAnimator(custom: answer)) }
    /// ```
    /// - Parameter custom: whether this implementation returned an animator.
    /// - Returns: the answer to forward when this was the outermost implementation; `nil` otherwise.
    package mutating func leave(custom: Bool) -> Bool? {
        guard depth > 0 else { return nil }
        depth -= 1
        return depth == 0 ? custom : nil
    }
}
