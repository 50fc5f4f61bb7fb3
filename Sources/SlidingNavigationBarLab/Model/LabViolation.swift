import SlidingNavigationBarCore

/// A violation the oracle found: what the user would see differed from what is intended.
package struct LabViolation: Sendable, Hashable, CustomStringConvertible {
    /// The scenario line being executed.
    package var line: Int
    /// The frame: which transition, at what progress or after which callback.
    package var frame: String
    /// What differed.
    package var message: String

    package var description: String { "line \(line), \(frame): \(message)" }
}
