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
    /// On glass, both pages' bars look alike at rest: UIKit animates its own bar, items morphing.
    case barsAlike = "on glass, both bars look alike: UIKit's own transition"
    /// On glass, a page whose bar differs has a glass background, which only the real bar draws.
    case glassBackground = "on glass, a page's background is glass, which only the real bar draws"
    /// A bar would be drawn into a bitmap that draws it wrong: `layer.render(in:)` draws blur,
    /// materials and glass flat, black or empty, and `drawHierarchy` of the bar alone loses a
    /// visual effect (Apple: only a snapshot of the window or screen keeps it). A page showing a
    /// material background (classic design), or any bar on glass (its items sit in glass
    /// platters) carried whole.
    case barDrawnWrong = "a bar with a material or glass would be drawn into a bitmap, which draws them wrong"

    package var description: String { rawValue }

    /// Whether the incoming page's own options, arriving after the call (set in its
    /// `viewDidLoad`), may still let the transition slide: an opt-out, or a bar the page turns
    /// out to hide (no height to change). Not the backgrounds' reasons: the bar's visibility is
    /// applied at the call for UIKit's transition, and lifting the fallback would move it back
    /// (the pages' content would jump twice).
    /// Whether it is one of the backgrounds' reasons (``BackgroundEligibility``): a new look of
    /// the incoming page may lift it while the bar keeps its visibility.
    package var isBackgrounds: Bool {
        switch self {
        case .barsAlike, .glassBackground, .barDrawnWrong: true
        case .slidingUnavailable, .customAnimator, .pageOptedOut, .barHeightChanges: false
        }
    }

    package var mayLiftWithIncomingOptions: Bool {
        switch self {
        case .pageOptedOut, .barHeightChanges: true
        case .slidingUnavailable, .customAnimator, .barsAlike, .glassBackground, .barDrawnWrong: false
        }
    }
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
        return BackgroundEligibility.fallbackReason(from: from, to: to)
    }

    /// What the pages carry when the transition slides (``fallbackReason(request:from:to:)`` is `nil`).
    package static func carriage(from: PageProfile, to: PageProfile) -> SlideCarriage {
        BackgroundEligibility.carriage(from: from, to: to)
    }
}
