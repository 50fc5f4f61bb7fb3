import SlidingNavigationBarCore

/// A violation the oracle found: what the user would see differed from what is intended.
package struct LabViolation: Sendable, Hashable, CustomStringConvertible {
    /// The scenario line being executed.
    package var line: Int
    /// The frame: which transition, at what progress or after which callback.
    package var frame: String
    /// What differed.
    package var message: String
    /// Which check found it.
    package var kind: Kind = .screen

    /// The checks of the oracle.
    package enum Kind: String, Sendable, Hashable {
        /// What the user sees differs from what is intended (the top strip, the rest state, the
        /// bar in a transition left to UIKit, `expect` statements, the engine's own guards).
        case screen
        /// A page's safe-area content moved while it was on screen where UIKit alone would not
        /// have moved it (``NavigationModel/contentJumpProblem(_:)``).
        case contentJump = "content jump"
    }

    package var description: String { "line \(line), \(frame): \(message)" }
}
