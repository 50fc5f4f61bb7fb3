import SlidingNavigationBarCore

/// The vertical dimension: where each page's content starts, and the content-jump check.
///
/// UIKit gives every page of a navigation controller the same top safe-area inset from the one
/// real bar: the status bar's height plus, while the bar is not hidden (translucent or not), the
/// bar's height (`docs/uikit-facts.md`, "Safe area and the bar's visibility"). Content laid out
/// against the safe area therefore starts at the same point whatever the page's view is:
///
/// - `view=full` (`edgesForExtendedLayout = .all`): the view fills the container; its
///   `safeAreaInsets.top` is the status bar plus the bar when the bar shows.
/// - `view=below-bar` (`edgesForExtendedLayout = []`): the view itself starts below a shown bar
///   (its own top inset is then 0); with the bar hidden it starts at the top or below the status
///   bar (``ModelVariant/HiddenBarView``), and either way its content starts below the status bar.
/// - `view=scroll`: the scroll view's `adjustedContentInset.top` is the safe area's top, so content
///   at its scroll edge starts there.
/// - `view=scroll-below-bar`: like `below-bar`, with the inset in the scroll view.
///
/// Only the bar's visibility is modelled: a change of height while it shows (a large title
/// collapsing) is UIKit's own animation, not ours.
extension NavigationModel {
    /// Where `id`'s safe-area content starts, in the container, under the real bar as it is now.
    /// A page that has not taken the bar's last change yet (``safeAreaLaidOut``) lies where the
    /// visibility it was last laid out with puts it.
    func contentTop(_ id: PageID) -> Double {
        let layout = self.layout
        guard !(safeAreaLaidOut[id] ?? bar.isHidden) else { return layout.statusBarOverlap }
        let declaration = pages[id]?.declaration
        return layout.statusBarOverlap + layout.barHeight(shownHeightClass(id), prompt: declaration?.prompt ?? false)
    }

    /// Whether `id`'s view is in the window: the pages of the running transition while they are
    /// on screen (a popped page is taken out once its animation is over), else the top page.
    func isInWindow(_ id: PageID) -> Bool {
        if motion != nil { return pagesOnScreen().contains { $0.0 == id && abs($0.1) < width - 1e-6 } }
        if let running = runningTransition, running.spec.animated, id == running.spec.from || id == running.spec.to { return true }
        return id == stack.last
    }

    /// The bar's visibility is about to become `hidden`: UIKit gives the top page the new safe
    /// area at once; the other pages in the window take it as ``ModelVariant/NonTopSafeArea``
    /// says (``safeAreaLaidOut``), as does a top page that has not taken an earlier change yet.
    mutating func safeAreasFollowBar(_ hidden: Bool) {
        guard hidden != bar.isHidden, variant.nonTopSafeArea != .atOnce else { return }
        for id in pages.keys.sorted(by: { $0.rawValue < $1.rawValue }) where isInWindow(id) {
            if let laidOut = safeAreaLaidOut[id] {
                if laidOut == hidden { safeAreaLaidOut[id] = nil }  // back to what it has
            } else if id != stack.last {
                safeAreaLaidOut[id] = bar.isHidden
            }
        }
    }

    /// The layout pass before a frame is committed: each page whose safe area is behind the bar
    /// takes it now if ``ModelVariant/NonTopSafeArea`` says this pass is its turn (its next
    /// layout pass; under `when-top-again`, only once on top), with its `viewDidLayoutSubviews`.
    /// An override that skips super is not heard; the shell's geometry observer then hears the
    /// pass only where the page view's geometry moves with its safe area (a view laid out below
    /// the bar is framed anew; a scroll view at its edge gets a new content offset), not for a
    /// full-screen view, whose geometry stays.
    mutating func layOutSafeAreasBehindTheBar() {
        guard !safeAreaLaidOut.isEmpty else { return }
        for id in safeAreaLaidOut.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard variant.nonTopSafeArea != .whenTopAgain || id == stack.last else { continue }
            safeAreaLaidOut[id] = nil
            guard isInWindow(id), let declaration = pages[id]?.declaration else { continue }
            // (For a page that skips super, `send` stands in for the geometry observer, which
            // hears only a page view it watches.)
            if !declaration.skipsSuper || declaration.view != .full { send(.pageLaidOut(id, placement(id))) }
        }
    }

    /// Whether a visibility change made now with `animated` moves the pages' content with an
    /// animation (``ModelVariant/BarLayout``).
    func movesContentAnimated(_ animated: Bool) -> Bool {
        guard animated else { return false }
        switch variant.barLayout {
        case .atOnce: return false
        case .glidesOutsideTransitions: return !uikitTransitionRunning
        case .glides: return true
        }
    }

    /// The content-jump check, run at every frame (at rest and in transitions).
    ///
    /// The rule UIKit sets: while a page is on screen in two consecutive frames, its content top
    /// must not change, except where UIKit alone moves it the same way:
    ///
    /// - the app's own `setNavigationBarHidden` (at rest, or from its appearance callbacks inside
    ///   a transition): UIKit moves the content with it, animated or not, as the app asked;
    /// - a visibility change made with animation: UIKit animates the safe area with the bar (and,
    ///   inside a transition, with the transition), so the content glides instead of jumping;
    /// - a new layout (rotation, another device or container): every page is laid out anew.
    ///
    /// What remains is a visibility change the shell makes without animation while a page is on
    /// screen: its content moves by the bar's height in one frame. A page's content top when it
    /// first comes on screen is not judged (it is laid out before it is seen).
    ///
    /// The allowance (unless ``strictContent``): the moves UIKit alone makes. The real bar is
    /// one, so in a transition between a page that shows it and one that hides it, UIKit moves
    /// the content of the pages on screen too, animated with the transition: once, from the
    /// visibility the transition starts with to the one it ends with; in a cancelled swipe, there
    /// and back again. The engine changes the visibility without animation today, so each page
    /// may move that often in such a transition, and no more. Any move in a transition between
    /// two pages with the same visibility, any move at rest, and any move beyond UIKit's count are
    /// jumps UIKit would never make. The strict rule has no allowance: it counts the moves UIKit
    /// would animate and the engine does not (the cost left of issue 7, point 6).
    ///
    /// - Returns: the problem, or `nil`.
    mutating func contentJumpProblem(_ onScreen: [(PageID, Double)]) -> String? {
        // (Once a transition's animation is over, both of its pages may be the one that stays.)
        var visible: [PageID] = []
        for (id, dx) in onScreen where abs(dx) < width - 1e-6 && !visible.contains(id) { visible.append(id) }
        var tops: [PageID: Double] = [:]
        for id in visible { tops[id] = contentTop(id) }
        let inTransition = motion != nil
        defer {
            lastContentTops = tops
            lastContentLayout = layout
            if !inTransition { contentMoves = [:] }
        }
        guard lastContentLayout == layout, !bar.visibilitySetByApp, !bar.visibilityChangeAnimated else { return nil }
        // The two pages of the running transition differ in visibility at rest.
        let crossesVisibility = inTransition && Set(restVisibility.values).count > 1
        var allowance = strictContent || !crossesVisibility ? 0 : (motion?.cancelling ?? false) ? 2 : 1
        // A cancel changed the bar the page that stays has at rest (the app's calls in the
        // cancel's callbacks): its content moves once more, as it would with UIKit alone; where
        // its bar can only be drawn once UIKit reverts the item (at the end), that move is ours.
        if !strictContent, inTransition, cancelChangedRestOfPageThatStays { allowance += 1 }
        for id in visible {
            guard let before = lastContentTops[id], let now = tops[id], abs(before - now) > 1e-6 else { continue }
            contentMoves[id, default: 0] += 1
            if contentMoves[id, default: 0] <= allowance { continue }
            let again = contentMoves[id, default: 0] > 1 ? " again in the same transition" : ""
            return
                "content jump: \(name(id))'s content moved from y=\(format(before)) to y=\(format(now))\(again) while on screen (the bar was \(bar.isHidden ? "hidden" : "shown") without animation)"
        }
        return nil
    }

    /// Where `id`'s safe-area content rests: the status bar's height plus, where the page shows
    /// a bar at rest (``intendedHidden(_:)``), that bar's height. Worked out from the model's own
    /// facts (the device's layout, the page's declaration), never from the code judged.
    func restContentTop(_ id: PageID) -> Double {
        let layout = layout(statusBarHidden: hidesStatusBar(id))
        guard !intendedHidden(id) else { return layout.statusBarOverlap }
        let declaration = pages[id]?.declaration
        return layout.statusBarOverlap + layout.barHeight(shownHeightClass(id), prompt: declaration?.prompt ?? false)
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
