/// Global defaults for every navigation controller and page.
///
/// Set once, early (for example in `application(_:didFinishLaunchingWithOptions:)`):
///
/// ```swift
/// SlidingNavigationBar.configuration.popGestureMaxStartDistance = 44
/// ```
public struct SlidingNavigationBarConfiguration: Sendable, Hashable {
    /// Whether pages slide their own bars. `false` leaves every transition to UIKit.
    public var isEnabled: Bool
    /// Whether pages can be swiped back: every page's default for `isPopGestureEnabled`. `false`
    /// also switches the library's full-screen pan off (iOS 13–25); a page that sets `true` then
    /// keeps UIKit's own swipes only.
    public var isPopGestureEnabled: Bool
    /// How far from the leading edge (points) a swipe back may start, for the library's pan and
    /// UIKit's swipes alike; `.infinity` is anywhere.
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

/// Per-page (or per-navigation-controller) overrides; `nil` inherits.
public struct SlidingBarOptions: Sendable, Hashable {
    /// `false` opts this page out: transitions to and from it are left to UIKit.
    public var isEnabled: Bool?
    /// `false` refuses the full-screen pop gesture on this page.
    public var isPopGestureEnabled: Bool?
    /// How far from the leading edge (points) a pop swipe may start on this page.
    public var popGestureMaxStartDistance: Double?
    /// `true` hides the navigation bar while this page is on top, `false` shows it; `nil` is not
    /// ours to decide (the visibility the app last set stays).
    public var prefersNavigationBarHidden: Bool?

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

/// Options with every inheritance resolved.
public struct ResolvedSlidingBarOptions: Sendable, Hashable {
    public var isEnabled: Bool
    public var isPopGestureEnabled: Bool
    public var popGestureMaxStartDistance: Double
    /// `nil`: nobody up the chain decided; the bar keeps the visibility the app last set.
    public var prefersNavigationBarHidden: Bool?

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
}
