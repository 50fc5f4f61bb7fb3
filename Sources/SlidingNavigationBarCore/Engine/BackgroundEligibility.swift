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
/// | glass | one shown, one hidden | | UIKit (`barDrawnWrong`: its items are glass) |
/// | glass | hidden | hidden | slide (nothing to carry) |
/// | classic | shown, material | any | UIKit (`barDrawnWrong`) |
/// | classic | any | shown, material | UIKit (`barDrawnWrong`) |
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
            // The one bar on screen would be carried whole, its items' glass platters in a bitmap.
            if fromShown || toShown { return .barDrawnWrong }
            return nil
        case .classic:
            if fromShown, from.background?.isDrawnWrongByLayerTree ?? false { return .barDrawnWrong }
            if toShown, to.background?.isDrawnWrongByLayerTree ?? false { return .barDrawnWrong }
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
