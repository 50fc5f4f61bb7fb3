/// Whether the full-screen pop pan may begin. The shell asks at every swipe
/// (`NavigationShellCore.popGestureDecision`, in both its hosts); UIKit's own recognizers wait for
/// the pan to fail and are never written to, so a refusal here leaves the swipe to them as the
/// app set them.
///
/// ```swift
/// func gestureRecognizerShouldBegin(_ pan: UIGestureRecognizer) -> Bool {
///     PopGesturePolicy.decide(input(for: pan)) == .begin
/// }
/// ```
package enum PopGesturePolicy {
    /// Decides whether the full-screen pop pan may begin.
    ///
    /// The checks run in a fixed order, and the first that fails names the refusal; the order is
    /// part of the contract (the shell and the tests rely on it):
    ///
    /// 1. ``PopGestureRefusal/invalidInput``: a non-finite number (a NaN maximum distance included;
    ///    `.infinity` there is allowed and means anywhere), a width `<= 0` or a negative stack count.
    /// 2. ``PopGestureRefusal/rootPage``: fewer than two pages.
    /// 3. ``PopGestureRefusal/transitionRunning``: a transition is already running.
    /// 4. ``PopGestureRefusal/disabled``: `options.isPopGestureEnabled` is `false`. `options.isEnabled`
    ///    is *not* consulted: a page opted out of the sliding bars keeps its pop gesture.
    /// 5. ``PopGestureRefusal/tooFarFromLeadingEdge``: the start is farther from the leading edge
    ///    than `options.popGestureMaxStartDistance` (a negative maximum counts as `0`).
    /// 6. ``PopGestureRefusal/wrongDirection``: the velocity does not point from the leading edge to the
    ///    trailing edge (`x > 0` left to right, `x < 0` right to left); a zero velocity too.
    /// 7. ``PopGestureRefusal/notHorizontal``: `|velocity.x| <= |velocity.y|`.
    /// 8. ``PopGestureRefusal/scrollViewCanScroll``: a scroll view under the touch is not at its
    ///    leading edge (see ``HorizontalScrollState/isAtLeadingEdge(_:)``).
    /// 9. ``PopGestureRefusal/touchClaimedByOtherView``: a claimant under the touch keeps it
    ///    (``claimsTouch(_:)``).
    /// 10. ``PopGestureRefusal/delegateAnimatesPop``: the navigation delegate animates this pop
    ///    itself. Last, because the shell learns it by asking the app's delegate, which it does
    ///    only when everything else allows the pop.
    ///
    /// Between 4 and 5, the app's switches (`input.app`), in this order:
    /// ``PopGestureRefusal/systemGestureDisabledByApp``, ``PopGestureRefusal/refusedByAppDelegate``,
    /// ``PopGestureRefusal/backButtonHidden``.
    ///
    /// ```swift
    /// var input = PopGestureInput(
    ///     stackCount: 2, isTransitioning: false, options: ResolvedSlidingBarOptions(),
    ///     startLocation: LayoutPoint(x: 40, y: 300), containerWidth: 393,
    ///     layoutDirection: .leftToRight, velocity: LayoutPoint(x: 500, y: 20)
    /// )
    /// PopGesturePolicy.decide(input) // .begin
    /// input.velocity.x = -500
    /// PopGesturePolicy.decide(input) // .refuse(.wrongDirection)
    /// ```
    /// - Parameter input: the state when the recognizer asks to begin.
    /// - Returns: ``PopGestureDecision/begin`` or the first refusal.
    package static func decide(_ input: PopGestureInput) -> PopGestureDecision {
        // First, because every later check does arithmetic on these numbers: a NaN compares false
        // with everything and would slip through them as a silent "begin". Refuse, never trap.
        guard isValid(input) else { return .refuse(.invalidInput) }

        // With one page (or none) there is nothing to pop to; UIKit would ignore the pop anyway,
        // and a pan that began would only swallow the touches meant for the root page.
        guard input.stackCount > 1 else { return .refuse(.rootPage) }

        // Starting an interactive pop while a push or pop runs corrupts the stack and the bars
        // (UIKit's own edge recognizer refuses then too).
        guard !input.isTransitioning else { return .refuse(.transitionRunning) }

        // The page (or its navigation controller, or the app) asked for no pop swipe. `isEnabled`
        // only opts out of the sliding bars: such a page still pops like any other.
        guard input.options.isPopGestureEnabled else { return .refuse(.disabled) }

        // The app's own switches come next: going back is the app's, and the full-screen pan only
        // widens where a swipe that UIKit would allow may start. Each is read at every swipe.
        guard input.app.systemPopGestureEnabled, input.app.contentPopGestureEnabled != false else {
            return .refuse(.systemGestureDisabledByApp)
        }
        guard input.app.appDelegateAllows != false else { return .refuse(.refusedByAppDelegate) }
        // The rest of the page's own refusals (``pageRefusal(_:)``, whose checks before these
        // passed above), before the motion checks: a hidden back button (the page offers no way
        // back), then a start beyond `popGestureMaxStartDistance`, where the finger went down being
        // the page's choice, reported ahead of how the finger happened to move.
        if let refusal = pageRefusal(input) { return .refuse(refusal) }

        // A pop drags the page toward the trailing edge; a swipe the other way (or no motion yet)
        // is someone else's gesture. Mirrored in right-to-left layouts.
        let towardTrailing = input.layoutDirection == .leftToRight ? input.velocity.x : -input.velocity.x
        guard towardTrailing > 0 else { return .refuse(.wrongDirection) }

        // A mostly vertical pan is a scroll of the page's content; the tie goes to the content too.
        guard abs(input.velocity.x) > abs(input.velocity.y) else { return .refuse(.notHorizontal) }

        // Last, because it only arbitrates a swipe that is otherwise a pop: a horizontal scroll view
        // (a carousel, a pager, a web view) that can still scroll toward its leading end gets it;
        // once every one of them is at that end, the same swipe pops the page.
        guard input.scrollViewsUnderTouch.allSatisfy({ $0.isAtLeadingEdge(input.layoutDirection) }) else {
            return .refuse(.scrollViewCanScroll)
        }

        // A map, a canvas or a slider under the finger owns a drag that starts on it: the pop
        // never steals it, whatever the direction.
        guard !input.touchClaims.contains(where: claimsTouch) else { return .refuse(.touchClaimedByOtherView) }

        // Where the app animates this pop itself, our pan would start a pop behind the app's
        // animation. A delegate that answers `nil` (a router) asked for UIKit's own slide: the
        // swipe stays, though UIKit's edge swipe is off there (radar 15215690).
        guard !input.app.delegateAnimatesPop else { return .refuse(.delegateAnimatesPop) }
        return .begin
    }

    /// Whether a claimant under the touch keeps the finger from the pop.
    ///
    /// An enabled pan or swipe that is not UIKit's own claims it (a map's pan, a canvas, a card);
    /// a control tracking the touch claims it (a slider's thumb). Taps, pinches and rotations do
    /// not move with one finger, and UIKit's private recognizers (a table view's swipe actions)
    /// are arbitrated by UIKit with its own pop, so neither claims it. Nor does a long press
    /// (a reorder lift, a web view's link preview, a text view's loupe): it fails as soon as the
    /// finger moves past its `allowableMovement` (10 points), before any swipe is one, and one
    /// that has begun excludes the pan by UIKit's default exclusion; the shell reports it as
    /// `.other`. Refusing for it took the swipe from every web view and every cell with a menu.
    ///
    /// ```swift
    /// PopGesturePolicy.claimsTouch(.trackingControl)                                        // true
    /// PopGesturePolicy.claimsTouch(.recognizer(.other, isUIKitPrivate: false, isEnabled: true)) // false
    /// ```
    /// - Parameter claim: one claimant.
    /// - Returns: `true` when the pop must leave the touch to it.
    package static func claimsTouch(_ claim: TouchClaim) -> Bool {
        switch claim {
        case .trackingControl: true
        case .recognizer(let kind, let isUIKitPrivate, let isEnabled): isEnabled && !isUIKitPrivate && kind != .other
        }
    }

    /// The start distance from the leading edge: x in LTR, width − x in RTL.
    ///
    /// A point before the leading edge gives a negative distance; non-finite inputs give a
    /// non-finite result (``decide(_:)`` refuses those before measuring).
    ///
    /// ```swift
    /// PopGesturePolicy.leadingDistance(of: LayoutPoint(x: 30, y: 0), containerWidth: 390, direction: .leftToRight) // 30
    /// PopGesturePolicy.leadingDistance(of: LayoutPoint(x: 30, y: 0), containerWidth: 390, direction: .rightToLeft) // 360
    /// ```
    /// - Parameters:
    ///   - point: the touch start in the navigation controller's view.
    ///   - containerWidth: that view's width.
    ///   - direction: its layout direction.
    /// - Returns: the distance in points.
    package static func leadingDistance(of point: LayoutPoint, containerWidth: Double, direction: LayoutDirection) -> Double {
        switch direction {
        case .leftToRight: point.x
        case .rightToLeft: containerWidth - point.x
        }
    }

    /// Whether every number is usable: finite (an infinite maximum distance means anywhere), a
    /// positive width and a non-negative stack count.
    static func isValid(_ input: PopGestureInput) -> Bool {
        input.stackCount >= 0
            && input.containerWidth.isFinite && input.containerWidth > 0
            && input.startLocation.x.isFinite && input.startLocation.y.isFinite
            && input.velocity.x.isFinite && input.velocity.y.isFinite
            && !input.options.popGestureMaxStartDistance.isNaN
            && input.scrollViewsUnderTouch.allSatisfy(\.isFinite)
    }
}
