/// What `SlidingNavigationBar.install()` does when it is called.
///
/// ```swift
/// switch HookInstallation.decide(alreadyInstalled: false, libraryEnabled: true) {
/// case .install: installAllHooks()
/// case .skipAlreadyInstalled, .skipLibraryDisabled: break
/// }
/// ```
package enum HookInstallation: String, Sendable, Hashable, CaseIterable {
    /// Replace the hooked UIKit methods now.
    case install
    /// Nothing to do: the hooks are in place (install is idempotent).
    case skipAlreadyInstalled
    /// Nothing is replaced while the kill switch is off; a later call, with the switch on, installs.
    case skipLibraryDisabled

    /// Decides what an `install()` call does.
    ///
    /// Switched off, the library changes nothing in the app's classes: a process that turns it
    /// off before an explicit `install()` keeps UIKit exactly as shipped. (The loader installs at
    /// image load, before any app code runs, so that is an explicit call.)
    /// Installed hooks are never removed, so turning the switch off later only makes them call
    /// straight through; that is the forwarding rule (``ForwardingPolicy``), not this one.
    ///
    /// ```swift
    /// HookInstallation.decide(alreadyInstalled: false, libraryEnabled: false) // .skipLibraryDisabled
    /// ```
    /// - Parameters:
    ///   - alreadyInstalled: the hooks are in place.
    ///   - libraryEnabled: the global kill switch.
    /// - Returns: what to do.
    package static func decide(alreadyInstalled: Bool, libraryEnabled: Bool) -> HookInstallation {
        // Already installed first: a second call is a no-op whatever the switch says now.
        if alreadyInstalled { return .skipAlreadyInstalled }
        return libraryEnabled ? .install : .skipLibraryDisabled
    }
}
