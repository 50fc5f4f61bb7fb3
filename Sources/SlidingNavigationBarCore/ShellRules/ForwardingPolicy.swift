/// When the UIKit shell hands events to a navigation controller's engine.
///
/// The kill switch (`SlidingNavigationBar.isEnabled`) can change at any moment, including in the
/// middle of a slide. Cutting the engine off then would leave a snapshot attached, the real bar
/// behind the pages or concealed; so a switched-off library still forwards until its engine is
/// back at rest, and only then falls silent.
///
/// ```swift
/// ForwardingPolicy.shouldForward(libraryEnabled: false, engineAtRest: false) // true: let it end
/// ForwardingPolicy.shouldForward(libraryEnabled: false, engineAtRest: true)  // false: UIKit alone
/// ```
package enum ForwardingPolicy {
    /// Whether events should reach the engine of a navigation controller.
    ///
    /// A navigation controller without an engine yet is asked with `engineAtRest: true` (a new
    /// engine is at rest), so an engine is only ever made while the library is on.
    ///
    /// ```swift
    /// if ForwardingPolicy.shouldForward(libraryEnabled: isEnabled, engineAtRest: engine.isAtRest) {
    ///     forward(event)
    /// }
    /// ```
    /// - Parameters:
    ///   - libraryEnabled: the global kill switch.
    ///   - engineAtRest: `TransitionEngine.isAtRest` (no transition, no snapshot, the real bar in front).
    /// - Returns: `true` when the shell forwards events.
    package static func shouldForward(libraryEnabled: Bool, engineAtRest: Bool) -> Bool {
        // On: always. Off: only to let what the engine started end cleanly.
        libraryEnabled || !engineAtRest
    }

    /// Whether a page's layout pass is worth forwarding as `pageLaidOut`.
    ///
    /// A placement only moves an attached snapshot, and at rest none is attached: the engine
    /// would ignore the event. Skipping it there spares the shell a `convert` on every layout
    /// pass of every page, which is most of the app's layout passes.
    ///
    /// ```swift
    /// ForwardingPolicy.forwardsPageLayout(engineAtRest: true) // false
    /// ```
    /// - Parameter engineAtRest: `TransitionEngine.isAtRest`.
    /// - Returns: `true` when the shell measures the page and forwards `pageLaidOut`.
    package static func forwardsPageLayout(engineAtRest: Bool) -> Bool {
        !engineAtRest
    }

    /// Whether the shell must undo its own changes after a pass: at rest the screen is what UIKit
    /// alone shows, so a snapshot still held or a bar still behind or concealed at rest can only be
    /// a command the shell lost (a freed page, a view out of the hierarchy). Never mid-pass: the
    /// driver may still be applying the output that ends the transition.
    package static func needsRestRepair(engineAtRest: Bool, applying: Bool, barAltered: Bool, snapshotsHeld: Bool) -> Bool {
        engineAtRest && !applying && (barAltered || snapshotsHeld)
    }
}
