/// How the shell draws the bar into an image.
package enum CaptureMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `drawHierarchy(in:afterScreenUpdates: false)`: what was last committed to the screen,
    /// blur and iOS 26 glass included. Right only when the bar has not changed since the last
    /// frame — the outgoing page, captured at rest.
    case screenContents
    /// `layer.render(in:)`: the layer tree as it is now, committed or not, but without blur or
    /// glass (drawn flat). Right for the incoming page, whose item the bar took within the
    /// current run-loop turn: its screen contents would still be the outgoing bar.
    case layerTree
    /// No bitmap: a live view built from the page's own resolved bar background (colour, image,
    /// shadow, a `UIVisualEffectView` with the same effect; nothing for a transparent one), over
    /// the bar's current visible boundary. Right whatever the bar shows now, blur included.
    case liveBackground

    package var description: String { rawValue }
}

/// A command for the shell. The shell applies commands in order and decides nothing.
/// (Printed as Swift prints an enum: `capture(page#1, layerTree)`; the lab's `--digest` hashes it.)
package enum TransitionCommand: Sendable, Hashable {
    /// Draw the real bar, now showing this page's look, into an image with `method` (or the layer
    /// tree when the bar has no screen contents yet, ``NavigationShellCore/drawingMethod(requested:barHasScreenContents:)``);
    /// answer with `captureFinished`.
    case capture(PageID, CaptureMethod)
    /// Put (or move) the page's snapshot into the page's view at `frame` (page coordinates),
    /// above its content, not touchable, not an accessibility element (a frame the page view
    /// shows whole, ``PagePlacement/shows(_:)``).
    case attach(PageID, LayoutRect)
    /// Remove the page's snapshot from its view and release the image.
    case discard(PageID)
    /// Send the real bar behind the pages (`sendSubviewToBack` in the navigation controller's view).
    case sendBarBehind
    /// Bring the real bar back in front of the pages.
    case bringBarToFront
    /// Conceal the real bar's background (not its title and items), or show it again: while each
    /// page carries its own background (``SlideCarriage/backgroundsOnly``), the bar stays in
    /// front and UIKit animates its items.
    case setBarBackgroundConcealed(Bool)
    /// `setNavigationBarHidden(_:animated:)`, UIKit animating it with a running transition.
    case setBarHidden(Bool, animated: Bool)
    /// Make the real bar invisible while it waits behind the pages (its layer's opacity), or
    /// visible again. Unlike hiding it, this changes no layout: the pages' safe areas stay put.
    /// Every bar on screen comes from a snapshot meanwhile, and nothing of the real bar shows
    /// where a page's view does not reach the top of the screen.
    case setBarConcealed(Bool)
    /// Register the alongside animation, interaction-change and completion callbacks on the
    /// current transition coordinator, which forward `animationWillStart`, `interactionEnded`
    /// and `transitionCompleted`.
    case observeTransition
    /// Forward `nextTurn` on the main queue's next turn.
    case waitForNextTurn
    /// Forward `turnEnded` as this run-loop turn ends, before Core Animation commits its frame.
    case waitForTurnEnd
}
