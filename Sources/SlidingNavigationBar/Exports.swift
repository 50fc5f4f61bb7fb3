#if os(iOS)
// The app-facing option types live in the core, which decides with them; the core itself is not
// re-exported (its engine, geometry and policy types are `package`, not the app's API). These
// aliases give `import SlidingNavigationBar` the three types an app names. Under CocoaPods
// everything is one module, the types are already here, and there is no core module to import.
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore

/// Global defaults for every navigation controller; see ``SlidingNavigationBar/configuration``.
public typealias SlidingNavigationBarConfiguration = SlidingNavigationBarCore.SlidingNavigationBarConfiguration
/// A page's or a navigation controller's own options; `nil` inherits.
public typealias SlidingBarOptions = SlidingNavigationBarCore.SlidingBarOptions
/// Options after inheritance: page, then navigation controller, then the global configuration.
public typealias ResolvedSlidingBarOptions = SlidingNavigationBarCore.ResolvedSlidingBarOptions
#endif
#endif
