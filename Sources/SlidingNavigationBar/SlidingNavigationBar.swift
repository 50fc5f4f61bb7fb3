#if os(iOS)
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// Every page of every `UINavigationController` carries its own whole navigation bar during push,
/// pop and the swipe back.
///
/// Nothing needs to be called: the library installs itself when the app's image loads. This type
/// holds the global switches and defaults.
///
/// ```swift
/// // In application(_:didFinishLaunchingWithOptions:)
/// SlidingNavigationBar.configuration.popGestureMaxStartDistance = 80
/// SlidingNavigationBar.diagnostics = true
/// ```
@MainActor
public enum SlidingNavigationBar {
    /// Global defaults for every navigation controller and page.
    ///
    /// Per-controller overrides live in ``UIKit/UIViewController/slidingBar``; a navigation
    /// controller's own `slidingBar` values are the defaults of its pages.
    ///
    /// ```swift
    /// SlidingNavigationBar.configuration.isPopGestureEnabled = false
    /// ```
    public static var configuration = SlidingNavigationBarConfiguration() {
        didSet { PopGestureController.applyPlanEverywhere() }
    }

    /// The global kill switch (default `true`).
    ///
    /// Read by ``install()`` and at every navigation: while `false`, every hook calls straight
    /// through to UIKit, the full-screen pop gesture is switched off and the system's own swipe
    /// is given back. A transition already sliding when it is turned off still ends cleanly.
    ///
    /// ```swift
    /// SlidingNavigationBar.isEnabled = false  // UIKit's own transitions everywhere
    /// ```
    public static var isEnabled = true {
        didSet { PopGestureController.applyPlanEverywhere() }
    }

    /// Logs every event, engine note and command at `.info` level (default `false`: `.debug`).
    ///
    /// Messages go to the unified log, subsystem the library's bundle identifier (or
    /// `org.slidingnavigationbar.SlidingNavigationBar` when linked statically), one category per
    /// concern (`swizzle`, `engine`, `capture`, `gesture`, `fallback`).
    ///
    /// ```swift
    /// SlidingNavigationBar.diagnostics = true
    /// ```
    public static var diagnostics = false

    /// Whether the hooks are in place (the loader or an explicit ``install()`` ran).
    ///
    /// ```swift
    /// assert(SlidingNavigationBar.isInstalled)
    /// ```
    public internal(set) static var isInstalled = false

    /// Replaces the UIKit methods the library hooks; idempotent.
    ///
    /// The Objective-C loader calls it when the app's image loads, so apps never need to. Calling
    /// it again does nothing. When ``isEnabled`` is `false` it does nothing either (and can be
    /// called again later). A selector that cannot be hooked safely is skipped and logged; the
    /// rest still install.
    ///
    /// ```swift
    /// SlidingNavigationBar.install()
    /// ```
    public static func install() {
        // Already installed first: a second call is a no-op whatever the switch says now.
        guard !isInstalled else { return }
        // Switched off before an explicit install, nothing in the app's classes changes. Installed
        // hooks are never removed: a switch turned off later makes them call straight through.
        guard isEnabled else {
            Diagnostics.once(.swizzle, "install skipped: SlidingNavigationBar.isEnabled is false", key: "install-disabled")
            return
        }
        isInstalled = true
        let report = Hooks.installAll()
        for failure in report.failures {
            Diagnostics.once(.swizzle, "not hooked: \(failure)", key: "\(failure)")
        }
        Diagnostics.log(.swizzle, "installed \(report.installed.count) hooks: \(report.installed.joined(separator: ", "))")
    }

    /// The selectors the library replaces, as `-[Class selector]` strings, in install order.
    ///
    /// ```swift
    /// print(SlidingNavigationBar.hookedSelectors.joined(separator: "\n"))
    /// ```
    public static var hookedSelectors: [String] { Hooks.catalogue.map(\.name) }
}
#endif
