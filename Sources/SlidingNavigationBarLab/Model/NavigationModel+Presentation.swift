import SlidingNavigationBarCore

/// What the screen presents while commands applied in an animated context are still animating.
///
/// The model's state (``NavigationModel/bar``, ``NavigationModel/attached``) is what UIKit's
/// model layer holds: a command changes it at once. The screen shows the presentation: a change
/// made with animations enabled inside an animated context (the coordinator's alongside block, or
/// iOS 26's layout of a pushed view inside the push animation) runs with the transition, so until
/// the transition ends the user sees it part way. The real shell applies every command inside
/// `UIView.performWithoutAnimation` with layer actions disabled, so nothing is recorded here
/// unless ``ShellFault/appliesCommandsAnimated`` is planted and the context animates
/// (``ModelVariant/AlongsideAnimates/yes``).
struct AnimatedChanges {
    /// Snapshots whose frame animates, from the frame they are presented at when it started.
    var attachFrom: [PageID: LayoutRect] = [:]
    /// The concealment presented until the transition ends (a fade shows the bar part way).
    var concealedFrom: Bool?
    /// The visibility presented until the transition ends (the bar slides in or out).
    var hiddenFrom: Bool?

    var isEmpty: Bool { attachFrom.isEmpty && concealedFrom == nil && hiddenFrom == nil }
}

extension NavigationModel {
    /// Whether a command applied now animates: inside an animated context that animates
    /// commands, from a shell that does not turn animations off.
    var appliesAnimated: Bool {
        inAnimationContext && variant.alongsideAnimates == .yes && fault == .appliesCommandsAnimated
    }

    /// Sends an event whose commands are applied inside an animated context.
    mutating func sendInAnimationContext(_ kind: TransitionEventKind) {
        let outer = inAnimationContext
        inAnimationContext = true
        send(kind)
        inAnimationContext = outer
    }

    /// Records what a command applied with animation leaves on screen before it is applied.
    mutating func recordAnimated(_ command: TransitionCommand) {
        switch command {
        case .attach(let id, let frame):
            // A new view starts at the origin of its superview; an existing one from where it is.
            let start =
                presentedFrame(of: id) ?? LayoutRect(x: 0, y: 0, width: frame.width, height: frame.height)
            animatedChanges.attachFrom[id] = start
        case .setBarConcealed(let concealed) where concealed != bar.isConcealed:
            if animatedChanges.concealedFrom == nil { animatedChanges.concealedFrom = bar.isConcealed }
        case .setBarHidden(let hidden, false) where hidden != bar.isHidden:
            if animatedChanges.hiddenFrom == nil { animatedChanges.hiddenFrom = bar.isHidden }
        default:
            break
        }
    }

    /// How far the running transition's animations are (0 before, 1 once over).
    var animationProgress: Double { motion?.progress ?? 1 }

    /// Where the screen shows the snapshot attached to `id`, if any.
    func presentedFrame(of id: PageID) -> LayoutRect? {
        guard let frame = attached[id] else { return nil }
        guard let start = animatedChanges.attachFrom[id], animationProgress < 1 else { return frame }
        let p = animationProgress
        return LayoutRect(
            x: start.minX + (frame.minX - start.minX) * p, y: start.minY + (frame.minY - start.minY) * p,
            width: start.width + (frame.width - start.width) * p, height: start.height + (frame.height - start.height) * p)
    }

    /// What the screen shows of the real bar: ``realBarLook`` with animating changes presented
    /// as they were before them (a fade or a slide under way still shows the bar).
    var presentedBarLook: BarLook? {
        let animating = animationProgress < 1
        let hidden = animating ? animatedChanges.hiddenFrom ?? bar.isHidden : bar.isHidden
        let concealed = animating ? animatedChanges.concealedFrom ?? bar.isConcealed : bar.isConcealed
        guard !hidden, !concealed, let item = bar.item else { return nil }
        return barLook(item).map(presenting)
    }
}
