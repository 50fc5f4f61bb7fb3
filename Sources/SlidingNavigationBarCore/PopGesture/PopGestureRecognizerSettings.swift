/// The `isEnabled` values the shell gives the pop recognizers of one navigation controller, and
/// when it gives them.
///
/// Two rules sit on top of ``PopGesturePolicy/recognizerPlan(isPopGestureEnabled:systemTargetFound:contentPopGestureAvailable:systemGestureDisabledByApp:)``:
/// - The settings are applied again only when the switches they come from change. The shell
///   applies them at every navigation (a switch may have changed since); re-applying unchanged
///   switches would overwrite, at every push, a change the app made to a system recognizer
///   itself after the library installed.
/// - With the library switched off the system recognizers get back the state they had when the
///   library installed, and the full-screen pan is off: the app is left with UIKit's own swipe,
///   exactly as before the library touched it.
///
/// ```swift
/// typealias Settings = PopGestureRecognizerSettings
/// let settings = Settings.toApply(
///     Settings.Switches(libraryEnabled: false, popGestureEnabled: true), lastApplied: nil,
///     atInstall: Settings.AtInstall(edgeWasEnabled: true, contentWasEnabled: nil)
/// )
/// // pan off, edge on (as it was), content untouched
/// ```
package struct PopGestureRecognizerSettings: Sendable, Hashable, CustomStringConvertible {
    /// The global switches the settings follow.
    package struct Switches: Sendable, Hashable {
        /// `SlidingNavigationBar.isEnabled`.
        package var libraryEnabled: Bool
        /// `SlidingNavigationBar.configuration.isPopGestureEnabled`.
        package var popGestureEnabled: Bool

        /// ```swift
        /// let switches = PopGestureRecognizerSettings.Switches(libraryEnabled: true, popGestureEnabled: true)
        /// ```
        package init(libraryEnabled: Bool, popGestureEnabled: Bool) {
            self.libraryEnabled = libraryEnabled
            self.popGestureEnabled = popGestureEnabled
        }
    }

    /// The system recognizers as the library found them when it installed its pan.
    package struct AtInstall: Sendable, Hashable {
        /// `interactivePopGestureRecognizer.isEnabled` then.
        package var edgeWasEnabled: Bool
        /// `interactiveContentPopGestureRecognizer.isEnabled` then; `nil` when it did not exist
        /// (before iOS 26).
        package var contentWasEnabled: Bool?

        /// ```swift
        /// let found = PopGestureRecognizerSettings.AtInstall(edgeWasEnabled: true, contentWasEnabled: true)
        /// ```
        package init(edgeWasEnabled: Bool, contentWasEnabled: Bool?) {
            self.edgeWasEnabled = edgeWasEnabled
            self.contentWasEnabled = contentWasEnabled
        }
    }

    /// The value for the full-screen pan's `isEnabled`.
    package var panEnabled: Bool
    /// The value for `interactivePopGestureRecognizer.isEnabled`.
    package var edgeEnabled: Bool
    /// The value for `interactiveContentPopGestureRecognizer.isEnabled`; `nil` leaves it alone.
    package var contentEnabled: Bool?

    /// Creates settings.
    ///
    /// ```swift
    /// let off = PopGestureRecognizerSettings(panEnabled: false, edgeEnabled: false, contentEnabled: false)
    /// ```
    /// - Parameters:
    ///   - panEnabled: the full-screen pan.
    ///   - edgeEnabled: the system edge recognizer.
    ///   - contentEnabled: the iOS 26 content recognizer, or `nil` to leave it alone.
    package init(panEnabled: Bool, edgeEnabled: Bool, contentEnabled: Bool?) {
        self.panEnabled = panEnabled
        self.edgeEnabled = edgeEnabled
        self.contentEnabled = contentEnabled
    }

    package var description: String {
        "pan \(panEnabled), edge \(edgeEnabled), content \(contentEnabled.map(String.init) ?? "untouched")"
    }

    /// The settings to apply now, or `nil` when there is nothing to apply.
    ///
    /// The system's pop target counts as found: the pan (and with it these settings) exists only
    /// on a navigation controller where it was. The content recognizer counts as a driver of pops
    /// only if it existed and was enabled at install (one the app had disabled is the app's choice).
    ///
    /// ```swift
    /// let on = Switches(libraryEnabled: true, popGestureEnabled: true)
    /// PopGestureRecognizerSettings.toApply(on, lastApplied: on, atInstall: found) // nil: unchanged
    /// ```
    /// - Parameters:
    ///   - switches: the switches now.
    ///   - lastApplied: the switches of the settings last applied, `nil` before the first time.
    ///   - atInstall: the system recognizers as found at install.
    ///   - contentRecognizerPresent: the content recognizer still exists (default: as at install).
    /// - Returns: the settings, or `nil` when the switches have not changed since the last time.
    package static func toApply(
        _ switches: Switches, lastApplied: Switches?, atInstall: AtInstall, contentRecognizerPresent: Bool? = nil
    ) -> PopGestureRecognizerSettings? {
        guard switches != lastApplied else { return nil }
        guard switches.libraryEnabled else {
            // Given back as found; a content recognizer that did not exist is not touched.
            return PopGestureRecognizerSettings(
                panEnabled: false, edgeEnabled: atInstall.edgeWasEnabled, contentEnabled: atInstall.contentWasEnabled
            )
        }
        let present = contentRecognizerPresent ?? (atInstall.contentWasEnabled != nil)
        let plan = PopGesturePolicy.recognizerPlan(
            isPopGestureEnabled: switches.popGestureEnabled, systemTargetFound: true,
            contentPopGestureAvailable: present && atInstall.contentWasEnabled == true,
            systemGestureDisabledByApp: !atInstall.edgeWasEnabled
        )
        return PopGestureRecognizerSettings(
            panEnabled: plan.installsFullScreenPan, edgeEnabled: plan.systemEdgeGestureEnabled,
            contentEnabled: plan.systemContentGestureEnabled
        )
    }

    /// Whether the full-screen pan is on. The system recognizers are not part of it: the shell
    /// never writes their `isEnabled` (the app owns it and the policy reads it at every swipe);
    /// they wait for the pan to fail instead, so exactly one recognizer drives a pop.
    ///
    /// ```swift
    /// PopGestureRecognizerSettings.isPanEnabled(.init(libraryEnabled: true, popGestureEnabled: true)) // true
    /// ```
    /// - Parameter switches: the library's kill switch and the global pop-gesture switch.
    /// - Returns: `true` when both are on.
    package static func isPanEnabled(_ switches: Switches) -> Bool {
        switches.libraryEnabled && switches.popGestureEnabled
    }
}
