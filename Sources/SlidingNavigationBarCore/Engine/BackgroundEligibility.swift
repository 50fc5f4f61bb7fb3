/// The decision table for bar backgrounds: which transitions glass leaves to UIKit, which
/// materials `layer.render(in:)` would spoil, and what pages carry when they slide.
///
/// Profiles are as at rest (a page whose bar is hidden at rest has
/// `prefersNavigationBarHidden == true`). Heights and options are ``SlideEligibility``'s.
///
/// | design | outgoing | incoming | result |
/// |---|---|---|---|
/// | glass | shown | shown, alike | UIKit (`barsAlike`) |
/// | glass | shown | shown, differs, either glass | UIKit (`glassBackground`) |
/// | glass | shown | shown, differs | slide, backgrounds only |
/// | glass | shown | hidden | slide, whole bars (only the outgoing bar, drawn from the screen) |
/// | glass | hidden | shown | UIKit (`incomingDrawnFlat`: glass items) |
/// | classic | any | shown, material | UIKit (`incomingDrawnFlat`) |
/// | classic | otherwise | | slide, whole bars |
///
/// ```swift
/// BackgroundEligibility.fallbackReason(from: defaultPage, to: defaultPage)  // .barsAlike on glass
/// ```
package enum BackgroundEligibility {
    /// The reason to leave the transition to UIKit for its backgrounds, or `nil`.
    package static func fallbackReason(from: PageProfile, to: PageProfile) -> FallbackReason? {
        let fromShown = from.options.prefersNavigationBarHidden != true
        let toShown = to.options.prefersNavigationBarHidden != true
        let design = from.background?.design ?? to.background?.design ?? .classic
        switch design {
        case .glass:
            if fromShown && toShown {
                guard let a = from.background, let b = to.background else { return .barsAlike }
                if a.isAlike(b) { return .barsAlike }
                if !a.isRebuildable || !b.isRebuildable { return .glassBackground }
                return nil
            }
            // The incoming bar would have to be drawn in this run-loop turn, from its layer tree:
            // its items' glass platters come out wrong.
            if toShown { return .incomingDrawnFlat }
            return nil
        case .classic:
            if toShown, to.background?.isDrawnWrongByLayerTree ?? false { return .incomingDrawnFlat }
            return nil
        }
    }

    /// What pages carry when the transition slides.
    package static func carriage(from: PageProfile, to: PageProfile) -> SlideCarriage {
        let design = from.background?.design ?? to.background?.design ?? .classic
        let bothShown = from.options.prefersNavigationBarHidden != true && to.options.prefersNavigationBarHidden != true
        return design == .glass && bothShown ? .backgroundsOnly : .wholeBars
    }
}
