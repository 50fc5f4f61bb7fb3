/// Whether sliding is available on a navigation controller at a navigation
/// (``NavigationRequest/isSlidingAvailable``).
///
/// ```swift
/// SlidingAvailability.isAvailable(libraryEnabled: true, privateStructureFound: true,
///                                 barRecognized: probe()) // probe() runs only if needed
/// ```
package enum SlidingAvailability {
    /// Whether whole bars may slide on this navigation controller now.
    ///
    /// All three must hold: the library is on; the system's pop target was found (without it the
    /// full-screen pop cannot be driven and the navigation controller is left to UIKit entirely,
    /// so that pushes and swipes never mix two behaviours); and the bar's hierarchy is one the
    /// core recognises (``VisibleBoundary``), or a capture could not be placed over it.
    ///
    /// `barRecognized` is evaluated last and only when the others hold: it walks the bar's
    /// subviews and may log a fallback, which a switched-off library should not do.
    ///
    /// ```swift
    /// SlidingAvailability.isAvailable(libraryEnabled: false, privateStructureFound: true,
    ///                                 barRecognized: true) // false
    /// ```
    /// - Parameters:
    ///   - libraryEnabled: the global kill switch.
    ///   - privateStructureFound: the pop target was not found missing (not yet looked up counts as found).
    ///   - barRecognized: the bar's visible boundary was computed.
    /// - Returns: `true` when the navigation may slide.
    package static func isAvailable(
        libraryEnabled: Bool, privateStructureFound: Bool, barRecognized: @autoclosure () -> Bool
    ) -> Bool {
        libraryEnabled && privateStructureFound && barRecognized()
    }
}
