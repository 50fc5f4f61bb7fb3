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
