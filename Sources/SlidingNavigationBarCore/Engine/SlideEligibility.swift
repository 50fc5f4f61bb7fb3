/// Why an animated transition is left to UIKit instead of sliding whole bars.
package enum FallbackReason: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The library, the navigation controller, or the bar's expected structure is unavailable.
    case slidingUnavailable = "sliding unavailable (switched off, or the bar's structure is unknown)"
    /// One of the two pages opted out (`slidingBar.isEnabled = false`).
    case pageOptedOut = "a page opted out"
    /// The navigation controller's delegate animates this transition itself.
    case customAnimator = "the delegate supplies its own animator"
    /// Both pages show a bar, of different heights (large title, search bar): UIKit resizes the real
    /// bar during the transition and a capture could catch it mid-resize.
    case barHeightChanges = "the bar changes height (large title or search bar)"

    package var description: String { rawValue }
}

/// The decision table of which animated transitions slide.
package enum SlideEligibility {
    /// The reason to leave a transition to UIKit, or `nil` when it slides.
    ///
    /// ```swift
    /// SlideEligibility.fallbackReason(request: request, from: a, to: b) // nil: it slides
    /// ```
    /// - Parameters:
    ///   - request: what the navigation call carries.
    ///   - from: the outgoing page.
    ///   - to: the incoming page.
    package static func fallbackReason(request: NavigationRequest, from: PageProfile, to: PageProfile) -> FallbackReason? {
        if !request.isSlidingAvailable { return .slidingUnavailable }
        if !from.options.isEnabled || !to.options.isEnabled { return .pageOptedOut }
        if request.delegateProvidesAnimator { return .customAnimator }
        let bothShowBar = from.options.prefersNavigationBarHidden != true && to.options.prefersNavigationBarHidden != true
        if bothShowBar && from.heightClass != to.heightClass { return .barHeightChanges }
        return nil
    }
}
