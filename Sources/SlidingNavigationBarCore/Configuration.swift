/// Global defaults for every navigation controller and page: one value for each option of
/// ``SlidingBarOptions``, where a page and its navigation controller set nothing.
///
/// Set once, early (for example in `application(_:didFinishLaunchingWithOptions:)`):
///
/// ```swift
/// SlidingNavigationBar.configuration.popGestureMaxStartDistance = 44
/// ```
public struct SlidingNavigationBarConfiguration: Sendable, Hashable {
    /// Whether pages slide their own bars. `false` leaves every transition to UIKit.
    public var isEnabled: Bool
    /// Whether the full-screen pop gesture may begin.
    public var isPopGestureEnabled: Bool
    /// How far from the leading edge (points) a pop swipe may start; `.infinity` is anywhere.
    public var popGestureMaxStartDistance: Double
    /// Whether pages hide the navigation bar; `nil` (the default) leaves the bar's visibility to
    /// the app: the library never changes it for a page that set nothing.
    public var prefersNavigationBarHidden: Bool?

    /// - Parameters:
    ///   - isEnabled: pages slide their own bars (default `true`).
    ///   - isPopGestureEnabled: the full-screen pop gesture may begin (default `true`).
    ///   - popGestureMaxStartDistance: points from the leading edge; `.infinity` (default) is anywhere.
    ///   - prefersNavigationBarHidden: pages hide (`true`) or show (`false`) the bar; `nil` (default) leaves it to the app.
    public init(
        isEnabled: Bool = true,
        isPopGestureEnabled: Bool = true,
        popGestureMaxStartDistance: Double = .infinity,
        prefersNavigationBarHidden: Bool? = nil
    ) {
        self.isEnabled = isEnabled
        self.isPopGestureEnabled = isPopGestureEnabled
        self.popGestureMaxStartDistance = popGestureMaxStartDistance
        self.prefersNavigationBarHidden = prefersNavigationBarHidden
    }

    /// Merges overrides over these defaults: the page's first, then its navigation controller's.
    ///
    /// ```swift
    /// let page = SlidingBarOptions(isPopGestureEnabled: false)
    /// configuration.resolve(page: page).isPopGestureEnabled // false
    /// ```
    /// - Parameters:
    ///   - page: the page's own options (`nil` fields inherit).
    ///   - navigation: the navigation controller's options (`nil` fields inherit).
    package func resolve(
        page: SlidingBarOptions = SlidingBarOptions(),
        navigation: SlidingBarOptions = SlidingBarOptions()
    ) -> ResolvedSlidingBarOptions {
        // A switch turned off anywhere up the chain stays off: a navigation controller opted out
        // cannot be opted back in by one of its pages.
        let enabled = isEnabled && (navigation.isEnabled ?? true) && (page.isEnabled ?? true)
        let distance = page.popGestureMaxStartDistance ?? navigation.popGestureMaxStartDistance ?? popGestureMaxStartDistance
        return ResolvedSlidingBarOptions(
            isEnabled: enabled,
            isPopGestureEnabled: page.isPopGestureEnabled ?? navigation.isPopGestureEnabled ?? isPopGestureEnabled,
            popGestureMaxStartDistance: distance.isNaN ? 0 : max(0, distance),
            prefersNavigationBarHidden: page.prefersNavigationBarHidden ?? navigation.prefersNavigationBarHidden
                ?? prefersNavigationBarHidden
        )
    }
}

/// The options, declared once: a page's (or a navigation controller's) own values, `nil`
/// inheriting. Apps set them in place through `viewController.slidingBar`, which reads and writes
/// these fields by name; ``SlidingNavigationBarConfiguration`` holds their global defaults.
///
/// ```swift
/// profileViewController.slidingBar.prefersNavigationBarHidden = true
/// let options = SlidingBarOptions(isPopGestureEnabled: false)   // the same, as a value
/// ```
public struct SlidingBarOptions: Sendable, Hashable {
    /// `false` opts this page out (or every page of this navigation controller): transitions to
    /// and from it are left to UIKit. `nil` inherits; `false` anywhere up the chain wins.
    public var isEnabled: Bool?
    /// `false` refuses the full-screen pop swipe on this page. `nil` inherits.
    ///
    /// It governs the library's own pan only. UIKit's recognizers stay as the app set them: the
    /// edge swipe (`interactivePopGestureRecognizer`) and, on iOS 26, the full-width
    /// `interactiveContentPopGestureRecognizer`, which can still pop this page; switch those off
    /// too where a page must not be left by a swipe.
    public var isPopGestureEnabled: Bool?
    /// How far from the leading edge (points) a pop swipe may start on this page; `.infinity` is
    /// anywhere. `nil` inherits.
    public var popGestureMaxStartDistance: Double?
    /// `true` hides the navigation bar while this page is on top (the page slides in without a
    /// bar), `false` shows it; `nil` is not ours to decide (the visibility the app last set stays).
    public var prefersNavigationBarHidden: Bool?

    /// - Parameters:
    ///   - isEnabled: `false` opts out; `nil` inherits.
    ///   - isPopGestureEnabled: `false` refuses the full-screen pop; `nil` inherits.
    ///   - popGestureMaxStartDistance: points from the leading edge; `nil` inherits.
    ///   - prefersNavigationBarHidden: hide (`true`) or show (`false`) the bar; `nil` leaves it to the app.
    public init(
        isEnabled: Bool? = nil,
        isPopGestureEnabled: Bool? = nil,
        popGestureMaxStartDistance: Double? = nil,
        prefersNavigationBarHidden: Bool? = nil
    ) {
        self.isEnabled = isEnabled
        self.isPopGestureEnabled = isPopGestureEnabled
        self.popGestureMaxStartDistance = popGestureMaxStartDistance
        self.prefersNavigationBarHidden = prefersNavigationBarHidden
    }
}

/// Options with every inheritance resolved: a configuration for one page (its own values, then
/// its navigation controller's, then the global ``SlidingNavigationBarConfiguration``).
public typealias ResolvedSlidingBarOptions = SlidingNavigationBarConfiguration
