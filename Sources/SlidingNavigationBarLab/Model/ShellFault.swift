import SlidingNavigationBarCore

/// A defect a test can plant in the model's UIKit side of the shell's interface
/// (`NavigationModel+Interface.swift`): a write that loses its effect or does it wrong, or a
/// fact read wrong. The shell itself (`NavigationShellCore`) is the one the app runs.
package enum ShellFault: String, Sendable, CaseIterable {
    /// Keeps the navigation controller's `transitionCoordinator` when it is a presentation's or a
    /// dismissal's whose presenting view controller is the navigation controller itself, as the
    /// shell's `ownCoordinator` did before issue 32 item 4 (it took "from" or "to" being the
    /// navigation controller for a transition of its own): a call made during a dismissal is then
    /// read with the modal as its outgoing page.
    case keepsPresentersCoordinator
    /// Never sends the real bar behind the pages.
    case ignoresSendBarBehind
    /// Never brings the real bar back in front.
    case ignoresBringBarToFront
    /// Never removes a snapshot.
    case ignoresDiscard
    /// Never attaches a snapshot.
    case ignoresAttach
    /// Attaches every snapshot one point too high.
    case attachesOneRowTooHigh
    /// Draws every capture from the screen's contents, whatever method the engine asks for.
    case capturesFromScreenOnly
    /// Never hides or shows the bar.
    case ignoresSetBarHidden
    /// Never conceals the real bar behind the pages.
    case ignoresSetBarConcealed
    /// Hides the real bar as soon as it goes behind the pages (instead of when the transition ends).
    case hidesBarWhileBehind
    /// Attaches every snapshot twice as wide as its image, from the same origin: the visible part
    /// starts at the right place with the right look, but the image is stretched.
    case attachesStretchedWide
    /// Makes the real bar's layer transparent for the frames of a transition left to UIKit (as a
    /// shell that conceals the bar on its own at every animation start would), then shows it again.
    case concealsBarInUIKitTransitions
    /// Hides the real bar for the frames of a transition left to UIKit, then shows it again.
    case hidesBarInUIKitTransitions
    /// Applies commands with animations enabled (no `UIView.performWithoutAnimation`, layer
    /// actions on): inside an animated context (``ModelVariant/AlongsideAnimates/yes``) a new
    /// snapshot drifts from (0,0), a concealment fades and a visibility change slides.
    case appliesCommandsAnimated
    /// Announces a swipe's pop only from the bar delegate's `navigationBar(_:shouldPop:)`, with no
    /// target of its own on the recognizers and no late announcement at the pages' callbacks
    /// (`UnannouncedPop`, which would hear the pop there): a pop UIKit does not ask the bar about
    /// is never heard.
    case announcesPopOnlyFromShouldPop
    /// Conceals the real bar by setting its layer's opacity (its `alpha`) to 0, and reveals it by
    /// setting 1: whatever alpha the app had set is lost.
    case concealsWithOpacity
    /// Does not step aside for another bar-transition library: its shell runs there too.
    case ignoresForeignLibrary
    /// Shows the real bar (without animation) as soon as it goes behind the pages, before the
    /// transition ends: behind the pages and concealed it draws nothing, but it gives every page
    /// on screen the bar's height of safe area.
    case showsBarWhileBehind
    /// Never closes a navigation call UIKit rejected with an exception (the shell before issue
    /// 20): its nesting stays open, so every later call is heard inside it and never announced,
    /// and what the engine staged for the rejected call stays on screen.
    case keepsRejectedCallOpen

    /// Drops the option's visibility applied with UIKit's transition as a page appears (an
    /// animated `setBarHidden`): the end of the transition then applies it without animation,
    /// and the page on top sees its content move by the bar's height at rest.
    case dropsAnimatedBarVisibility

    func drops(_ command: TransitionCommand) -> Bool {
        switch (self, command) {
        case (.ignoresSendBarBehind, .sendBarBehind), (.ignoresBringBarToFront, .bringBarToFront),
            (.ignoresDiscard, .discard), (.ignoresAttach, .attach), (.ignoresSetBarHidden, .setBarHidden),
            (.ignoresSetBarConcealed, .setBarConcealed), (.dropsAnimatedBarVisibility, .setBarHidden(_, animated: true)):
            true
        default: false
        }
    }
}
