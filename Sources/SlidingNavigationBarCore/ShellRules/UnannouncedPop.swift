/// Whether a pop none of the shell's hooks announced is announced late, at the first appearance
/// callback of its transition.
///
/// The engine hears a navigation when a hook announces it: the package navigation methods, the
/// bar delegate's `navigationBar(_:shouldPop:)`, a swipe's recognizer at `.began`. A back-button
/// tap that reaches none of them (reported for iOS 26's bar, Tencent/QMUI_iOS#1685; iOS 14's
/// long-press back menu skips `navigationBar(_:shouldPop:)`, wikimedia/wikipedia-ios#3640) is
/// still a pop UIKit animates with its coordinator, and its pages' callbacks still run. The first
/// of them — the outgoing page's `viewWillDisappear` (`isMovingFromParent`) or the incoming page's
/// `viewWillAppear`, whichever UIKit calls first — announces it, marked late
/// (``NavigationRequest/isAnnouncedLate``): UIKit has begun it already, so the engine changes
/// nothing that would change how UIKit begins it.
///
/// Never for a push: every push reaches `pushViewController(_:animated:)` or
/// `setViewControllers(_:animated:)`, which the shell hooks, so a push nobody announced is one
/// the engine chose not to follow (or UIKit deferred), and a late push would only guess. Never
/// while the engine runs a transition (this one is then already announced, or UIKit runs it
/// right at the end of another, and the engine must settle first); never without an animated
/// coordinator of the navigation controller's own (nothing slides).
///
/// ```swift
/// let late = UnannouncedPop.announcement(
///     at: .willDisappear(b, isMovingFromParent: true), engineAtRest: true,
///     coordinator: .init(isAnimated: true, from: b, to: a), stack: [a])
/// // late?.call == .pop, late?.stack == [a, b]
/// ```
package enum UnannouncedPop {
    /// The appearance callback the shell is about to forward.
    package enum Callback: Sendable, Hashable {
        /// `viewWillDisappear(_:)` of a page, with its `isMovingFromParent` read there.
        case willDisappear(PageID, isMovingFromParent: Bool)
        /// `viewWillAppear(_:)` of a page.
        case willAppear(PageID)
    }

    /// What the shell announces: a call, and the stack before it (bottom first) for its request.
    package struct Announcement: Sendable, Hashable {
        /// `.pop` when the page coming on top was just below the one leaving, `.popTo` otherwise.
        package var call: NavigationCall
        /// The stack before the pop: the stack now, with the leaving page put back on top when
        /// UIKit has already taken it out.
        package var stack: [PageID]
        /// False when the pop cannot slide whole bars (see the parameters of
        /// ``UnannouncedPop/announcement(at:engineAtRest:coordinator:stack:delegateAnsweredCustomAnimator:barVisibilityChangedUnseen:)``):
        /// it is still announced, with sliding unavailable, so that the engine follows UIKit's
        /// transition to its end and takes a call made during it for one made during a transition.
        package var canSlide = true
    }

    /// Whether to announce a pop late, and as which call.
    ///
    /// - Parameters:
    ///   - callback: the callback the shell is about to forward.
    ///   - engineAtRest: `TransitionEngine.isAtRest`.
    ///   - coordinator: the navigation controller's own transition coordinator, if any.
    ///   - stack: `viewControllers` now, bottom first (UIKit may have removed the leaving page).
    ///   - delegateAnsweredCustomAnimator: the navigation controller's delegate returned its own
    ///     animator for this transition (heard outside any announced call): it cannot slide, as an
    ///     announced pop with a custom animator does not.
    ///   - barVisibilityChangedUnseen: the bar's visibility changed in this run-loop turn and the
    ///     screen does not show it yet — typically a page showing the bar in its own
    ///     `viewWillDisappear` before this hook runs. The outgoing page's look can then no
    ///     longer be read from the bar (the screen shows it hidden, the bar says shown): it
    ///     cannot slide.
    ///   - appeared: whether a page was heard appearing before. One that never was has had its
    ///     view loaded by this very pop, before any hook: its `viewDidLoad` may have restyled the
    ///     shared bar, so the outgoing page's look can no longer be read from the bar either.
    /// - Returns: the late announcement, or `nil` to forward the callback alone.
    package static func announcement(
        at callback: Callback, engineAtRest: Bool, coordinator: TransitionCoordinatorFacts?, stack: [PageID],
        delegateAnsweredCustomAnimator: Bool = false, barVisibilityChangedUnseen: Bool = false,
        appeared: (PageID) -> Bool = { _ in true }
    ) -> Announcement? {
        guard engineAtRest, let coordinator, coordinator.isAnimated,
            let from = coordinator.from, let to = coordinator.to, from != to,
            !coordinator.toIsMovingToParent
        else { return nil }
        switch callback {
        case .willDisappear(let page, let isMovingFromParent):
            guard page == from, isMovingFromParent else { return nil }
        case .willAppear(let page):
            guard page == to else { return nil }
        }
        // The leaving page was the top: still on top, or already taken out of the stack.
        var before = stack
        if let index = before.firstIndex(of: from) {
            guard index == before.count - 1 else { return nil }
        } else {
            before.append(from)
        }
        // The page coming on top was below it (else this is no pop).
        guard let toIndex = before.firstIndex(of: to), toIndex < before.count - 1 else { return nil }
        let call: NavigationCall = toIndex == before.count - 2 ? .pop : .popTo(to)
        return Announcement(
            call: call, stack: before, canSlide: !delegateAnsweredCustomAnimator && !barVisibilityChangedUnseen && appeared(to))
    }
}
