/// Why an animated transition is left to UIKit instead of sliding whole bars.
package enum FallbackReason: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The library, the navigation controller, or the bar's expected structure is unavailable.
    case slidingUnavailable = "sliding unavailable (switched off, or the bar's structure is unknown)"
    /// One of the two pages opted out (`slidingBar.isEnabled = false`).
    case pageOptedOut = "a page opted out"
    /// One page hides the bar at rest: UIKit itself slides the bar sideways with the page that
    /// shows it (docs/uikit-facts.md §5a), and the bar's visibility is every page's safe area,
    /// which only UIKit can move with the transition.
    case barHidden = "a page hides the bar: UIKit slides the bar with the page that shows it"
    /// The page pushed, or the page popped, asked for iOS 18's zoom transition
    /// (`preferredTransition`): UIKit zooms that page, and a bar image on it would zoom with it.
    case zoomTransition = "the page's preferred transition is the zoom"
    /// Both pages show a bar, of different heights (large title, search bar, prompt): UIKit
    /// resizes the real bar during the transition and a capture could catch it mid-resize.
    case barHeightChanges = "the bar changes height (large title, search bar or prompt)"
    /// One page hides the status bar where the bar then moves up into its place
    /// (``PageProfile/hidesStatusBarAboveBar``), the other does not: UIKit moves the bar and
    /// both pages' safe areas with the status bar, and an image of either bar would have the
    /// other's height and place.
    case statusBarMovesBar = "the status bar shows on one page only, and the bar moves with it"
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
}

/// The decision table of which animated transitions slide.
package enum SlideEligibility {
    /// The reason to leave a transition to UIKit, or `nil` when it slides, as the animation
    /// starts. What the call settles (sliding unavailable) is ``outgoingReason(request:from:barHidden:)``'s;
    /// a delegate's own animator is its answer, heard by the engine.
    ///
    /// ```swift
    /// SlideEligibility.fallbackReason(from: a, to: b, operation: .push) // nil: it slides
    /// ```
    /// - Parameters:
    ///   - from: the outgoing page.
    ///   - to: the incoming page.
    ///   - operation: the transition's direction, which says whose preferred transition UIKit
    ///     plays (the page pushed, or the page popped).
    package static func fallbackReason(from: PageProfile, to: PageProfile, operation: NavigationOperation) -> FallbackReason? {
        // UIKit zooms the page pushed, or the page popped (the one above the other).
        if operation == .push ? to.prefersZoomTransition : from.prefersZoomTransition { return .zoomTransition }
        if !from.options.isEnabled || !to.options.isEnabled { return .pageOptedOut }
        if from.options.prefersNavigationBarHidden == true || to.options.prefersNavigationBarHidden == true { return .barHidden }
        if from.hidesStatusBarAboveBar != to.hidesStatusBarAboveBar { return .statusBarMovesBar }
        // Another height family (large title, search bar), or a prompt on one page only.
        if from.heightClass != to.heightClass || from.hasPrompt != to.hasPrompt { return .barHeightChanges }
        return BackgroundEligibility.fallbackReason(from: from, to: to)
    }

    /// The reason to leave a transition to UIKit that is final at the call: what the call and
    /// the outgoing page say, which nothing later changes. The rest waits for the decision,
    /// as the animation starts (``fallbackReason(from:to:operation:)``).
    ///
    /// ```swift
    /// SlideEligibility.outgoingReason(request: request, from: a, barHidden: true) // .barHidden
    /// ```
    package static func outgoingReason(request: NavigationRequest, from: PageProfile, barHidden: Bool) -> FallbackReason? {
        if !request.isSlidingAvailable { return .slidingUnavailable }
        if !from.options.isEnabled { return .pageOptedOut }
        return barHidden ? .barHidden : nil
    }
}

/// The decision table for bar backgrounds: which transitions glass leaves to UIKit, which
/// materials `layer.render(in:)` would spoil, and what pages carry when they slide.
///
/// Both pages show the bar (a page that hides it is ``FallbackReason/barHidden``, decided
/// first by ``SlideEligibility``).
///
/// | design | outgoing | incoming | result |
/// |---|---|---|---|
/// | glass | | alike | UIKit (`barsAlike`) |
/// | glass | differs, either glass | | UIKit (`glassBackground`) |
/// | glass | differs | | slide, backgrounds only |
/// | classic | material | any | UIKit (`barDrawnWrong`) |
/// | classic | any | material | UIKit (`barDrawnWrong`) |
/// | classic | otherwise | | slide, whole bars |
///
/// No bitmap of a material or of glass is ever carried: `layer.render(in:)` draws them wrong
/// (swift-snapshot-testing PR 801, issues 1019, 1029), and `drawHierarchy` of the bar alone
/// loses a visual effect (Apple's `UIVisualEffectView` documentation: only a snapshot of the
/// whole window or screen keeps it).
///
/// ```swift
/// BackgroundEligibility.fallbackReason(from: defaultPage, to: defaultPage)  // .barsAlike on glass
/// ```
package enum BackgroundEligibility {
    /// The reason to leave the transition to UIKit for its backgrounds, or `nil`.
    package static func fallbackReason(from: PageProfile, to: PageProfile) -> FallbackReason? {
        switch design(from, to) {
        case .glass:
            guard let a = from.background, let b = to.background else { return .barsAlike }
            if a.isAlike(b) { return .barsAlike }
            if !a.isRebuildable || !b.isRebuildable { return .glassBackground }
            return nil
        case .classic:
            let drawnWrong = [from, to].contains { $0.background?.isDrawnWrongByLayerTree ?? false }
            return drawnWrong ? .barDrawnWrong : nil
        }
    }

    /// What pages carry when the transition slides: on glass only their backgrounds (the items
    /// are UIKit's, morphed between the pages), else whole bars.
    package static func carriage(from: PageProfile, to: PageProfile) -> SlideCarriage {
        design(from, to) == .glass ? .backgroundsOnly : .wholeBars
    }

    private static func design(_ from: PageProfile, _ to: PageProfile) -> BarDesign {
        from.background?.design ?? to.background?.design ?? .classic
    }
}
