import Testing
import SlidingNavigationBarCore

/// A container 400 points wide, three pages, a touch 20 points from the left edge moving right.
private func ltr(
    stack: Int = 3,
    transitioning: Bool = false,
    options: ResolvedSlidingBarOptions = ResolvedSlidingBarOptions(),
    x: Double = 20,
    y: Double = 300,
    width: Double = 400,
    vx: Double = 500,
    vy: Double = 10,
    scrolls: [HorizontalScrollState] = []
) -> PopGestureInput {
    PopGestureInput(
        stackCount: stack, isTransitioning: transitioning, options: options,
        startLocation: LayoutPoint(x: x, y: y), containerWidth: width,
        layoutDirection: .leftToRight, velocity: LayoutPoint(x: vx, y: vy),
        scrollViewsUnderTouch: scrolls
    )
}

/// The same, right to left: the touch 20 points from the right edge, moving left.
private func rtl(
    stack: Int = 3,
    transitioning: Bool = false,
    options: ResolvedSlidingBarOptions = ResolvedSlidingBarOptions(),
    x: Double = 380,
    y: Double = 300,
    width: Double = 400,
    vx: Double = -500,
    vy: Double = 10,
    scrolls: [HorizontalScrollState] = []
) -> PopGestureInput {
    PopGestureInput(
        stackCount: stack, isTransitioning: transitioning, options: options,
        startLocation: LayoutPoint(x: x, y: y), containerWidth: width,
        layoutDirection: .rightToLeft, velocity: LayoutPoint(x: vx, y: vy),
        scrollViewsUnderTouch: scrolls
    )
}

private func maxDistance(_ distance: Double) -> ResolvedSlidingBarOptions {
    ResolvedSlidingBarOptions(popGestureMaxStartDistance: distance)
}

private func scroll(_ offset: Double, min: Double = 0, max: Double = 600, enabled: Bool = true) -> HorizontalScrollState {
    HorizontalScrollState(contentOffsetX: offset, minOffsetX: min, maxOffsetX: max, isScrollEnabled: enabled)
}

private let begin = PopGestureDecision.begin
private func refuse(_ reason: PopGestureRefusal) -> PopGestureDecision { .refuse(reason) }

// MARK: - Tables

extension PopGesturePolicyTests {
    /// One row of a decision table: a named input and the decision written out by hand.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: PopGestureInput
        var expected: PopGestureDecision
        var testDescription: String { name }
    }

    /// Each refusal reason alone, in both directions, and the plain successes.
    static let reasonCases: [Case] = [
        Case(name: "LTR plain swipe begins", input: ltr(), expected: begin),
        Case(name: "RTL plain swipe begins", input: rtl(), expected: begin),
        Case(name: "two pages is enough", input: ltr(stack: 2), expected: begin),
        Case(name: "root page", input: ltr(stack: 1), expected: refuse(.rootPage)),
        Case(name: "empty stack", input: ltr(stack: 0), expected: refuse(.rootPage)),
        Case(name: "RTL root page", input: rtl(stack: 1), expected: refuse(.rootPage)),
        Case(name: "transition running", input: ltr(transitioning: true), expected: refuse(.transitionRunning)),
        Case(name: "RTL transition running", input: rtl(transitioning: true), expected: refuse(.transitionRunning)),
        Case(
            name: "pop gesture disabled",
            input: ltr(options: ResolvedSlidingBarOptions(isPopGestureEnabled: false)), expected: refuse(.disabled)
        ),
        Case(
            name: "RTL pop gesture disabled",
            input: rtl(options: ResolvedSlidingBarOptions(isPopGestureEnabled: false)), expected: refuse(.disabled)
        ),
        Case(
            name: "page opted out of sliding bars keeps its pop",
            input: ltr(options: ResolvedSlidingBarOptions(isEnabled: false)), expected: begin
        ),
        Case(
            name: "hidden bar keeps its pop",
            input: ltr(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: true)), expected: begin
        ),
        Case(name: "LTR swipe to the left", input: ltr(vx: -500), expected: refuse(.wrongDirection)),
        Case(name: "RTL swipe to the right", input: rtl(vx: 500), expected: refuse(.wrongDirection)),
        Case(name: "zero velocity", input: ltr(vx: 0, vy: 0), expected: refuse(.wrongDirection)),
        Case(name: "RTL zero velocity", input: rtl(vx: 0, vy: 0), expected: refuse(.wrongDirection)),
        Case(name: "negative zero velocity", input: rtl(vx: -0.0, vy: 0), expected: refuse(.wrongDirection)),
        Case(name: "purely vertical", input: ltr(vx: 0, vy: 500), expected: refuse(.wrongDirection)),
        Case(name: "diagonal tie is not horizontal", input: ltr(vx: 300, vy: 300), expected: refuse(.notHorizontal)),
        Case(name: "diagonal tie upward", input: ltr(vx: 300, vy: -300), expected: refuse(.notHorizontal)),
        Case(name: "mostly vertical", input: ltr(vx: 100, vy: -400), expected: refuse(.notHorizontal)),
        Case(name: "RTL mostly vertical", input: rtl(vx: -300, vy: 301), expected: refuse(.notHorizontal)),
        Case(name: "barely horizontal", input: ltr(vx: 301, vy: 300), expected: begin),
        Case(name: "RTL barely horizontal", input: rtl(vx: -301, vy: -300), expected: begin),
    ]

    /// The start distance against `popGestureMaxStartDistance`, mirrored in right to left.
    static let distanceCases: [Case] = [
        Case(name: "LTR exactly at the limit", input: ltr(options: maxDistance(44), x: 44), expected: begin),
        Case(name: "LTR inside the limit", input: ltr(options: maxDistance(44), x: 43.5), expected: begin),
        Case(
            name: "LTR just past the limit", input: ltr(options: maxDistance(44), x: 44.5),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(
            name: "LTR at the trailing edge", input: ltr(options: maxDistance(44), x: 400),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(name: "RTL exactly at the limit", input: rtl(options: maxDistance(44), x: 356), expected: begin),
        Case(name: "RTL inside the limit", input: rtl(options: maxDistance(44), x: 356.5), expected: begin),
        Case(
            name: "RTL just past the limit", input: rtl(options: maxDistance(44), x: 355.5),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(
            name: "RTL near the left edge is far from the leading edge", input: rtl(options: maxDistance(44), x: 20),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(
            name: "LTR near the right edge is far from the leading edge", input: ltr(options: maxDistance(44), x: 380),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(name: "infinite limit, LTR far end", input: ltr(options: maxDistance(.infinity), x: 399), expected: begin),
        Case(name: "infinite limit, RTL far end", input: rtl(options: maxDistance(.infinity), x: 1), expected: begin),
        Case(name: "zero limit, on the edge", input: ltr(options: maxDistance(0), x: 0), expected: begin),
        Case(
            name: "zero limit, half a point in", input: ltr(options: maxDistance(0), x: 0.5),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(name: "RTL zero limit, on the edge", input: rtl(options: maxDistance(0), x: 400), expected: begin),
        Case(name: "negative limit counts as zero, on the edge", input: ltr(options: maxDistance(-10), x: 0), expected: begin),
        Case(
            name: "negative limit counts as zero, one point in", input: ltr(options: maxDistance(-10), x: 1),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(
            name: "negative infinite limit counts as zero", input: rtl(options: maxDistance(-.infinity), x: 399),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(name: "start before the leading edge", input: ltr(options: maxDistance(10), x: -5), expected: begin),
    ]

    /// Horizontal scroll views under the touch.
    static let scrollCases: [Case] = [
        Case(name: "LTR scroll view at its leading edge", input: ltr(scrolls: [scroll(0)]), expected: begin),
        Case(name: "LTR scroll view bounced past its leading edge", input: ltr(scrolls: [scroll(-30)]), expected: begin),
        Case(name: "LTR scroll view within tolerance", input: ltr(scrolls: [scroll(0.5)]), expected: begin),
        Case(
            name: "LTR scroll view just past tolerance", input: ltr(scrolls: [scroll(0.75)]),
            expected: refuse(.scrollViewCanScroll)
        ),
        Case(
            name: "LTR scroll view mid-way", input: ltr(scrolls: [scroll(200)]), expected: refuse(.scrollViewCanScroll)
        ),
        Case(
            name: "LTR scroll view at its trailing end", input: ltr(scrolls: [scroll(600)]),
            expected: refuse(.scrollViewCanScroll)
        ),
        Case(name: "LTR inset scroll view at -inset", input: ltr(scrolls: [scroll(-16, min: -16)]), expected: begin),
        Case(
            name: "LTR inset scroll view at zero can still scroll", input: ltr(scrolls: [scroll(0, min: -16)]),
            expected: refuse(.scrollViewCanScroll)
        ),
        Case(name: "RTL scroll view at its leading (max) edge", input: rtl(scrolls: [scroll(600)]), expected: begin),
        Case(name: "RTL scroll view bounced past its max", input: rtl(scrolls: [scroll(640)]), expected: begin),
        Case(name: "RTL scroll view within tolerance", input: rtl(scrolls: [scroll(599.5)]), expected: begin),
        Case(
            name: "RTL scroll view just past tolerance", input: rtl(scrolls: [scroll(599.25)]),
            expected: refuse(.scrollViewCanScroll)
        ),
        Case(
            name: "RTL scroll view at offset zero can scroll", input: rtl(scrolls: [scroll(0)]),
            expected: refuse(.scrollViewCanScroll)
        ),
        Case(name: "not scrollable (content fits)", input: ltr(scrolls: [scroll(0, min: 0, max: 0)]), expected: begin),
        Case(name: "not scrollable (content narrower)", input: rtl(scrolls: [scroll(40, min: 0, max: -100)]), expected: begin),
        Case(name: "scrolling disabled mid-way", input: ltr(scrolls: [scroll(200, enabled: false)]), expected: begin),
        Case(name: "RTL scrolling disabled mid-way", input: rtl(scrolls: [scroll(200, enabled: false)]), expected: begin),
        Case(
            name: "inner at edge, outer can scroll", input: ltr(scrolls: [scroll(0), scroll(393, max: 1179)]),
            expected: refuse(.scrollViewCanScroll)
        ),
        Case(
            name: "inner can scroll, outer at edge", input: ltr(scrolls: [scroll(120), scroll(0, max: 1179)]),
            expected: refuse(.scrollViewCanScroll)
        ),
        Case(name: "both at edge", input: ltr(scrolls: [scroll(0), scroll(0, max: 1179)]), expected: begin),
        Case(
            name: "RTL both at edge", input: rtl(scrolls: [scroll(600), scroll(1179, max: 1179)]), expected: begin
        ),
        Case(
            name: "RTL outer can scroll", input: rtl(scrolls: [scroll(600), scroll(786, max: 1179)]),
            expected: refuse(.scrollViewCanScroll)
        ),
    ]

    /// Non-finite numbers, a non-positive width, a negative stack count.
    static let invalidCases: [Case] = [
        Case(name: "NaN width", input: ltr(width: .nan), expected: refuse(.invalidInput)),
        Case(name: "infinite width", input: ltr(width: .infinity), expected: refuse(.invalidInput)),
        Case(name: "zero width", input: ltr(width: 0), expected: refuse(.invalidInput)),
        Case(name: "negative width", input: rtl(width: -400), expected: refuse(.invalidInput)),
        Case(name: "NaN start x", input: ltr(x: .nan), expected: refuse(.invalidInput)),
        Case(name: "infinite start x", input: rtl(x: -.infinity), expected: refuse(.invalidInput)),
        Case(name: "NaN start y", input: ltr(y: .nan), expected: refuse(.invalidInput)),
        Case(name: "infinite start y", input: ltr(y: .infinity), expected: refuse(.invalidInput)),
        Case(name: "NaN velocity x", input: ltr(vx: .nan), expected: refuse(.invalidInput)),
        Case(name: "infinite velocity x", input: ltr(vx: .infinity), expected: refuse(.invalidInput)),
        Case(name: "NaN velocity y", input: rtl(vy: .nan), expected: refuse(.invalidInput)),
        Case(name: "infinite velocity y", input: ltr(vy: -.infinity), expected: refuse(.invalidInput)),
        Case(name: "negative stack count", input: ltr(stack: -1), expected: refuse(.invalidInput)),
        Case(name: "most negative stack count", input: ltr(stack: Int.min), expected: refuse(.invalidInput)),
        Case(name: "NaN max distance", input: ltr(options: maxDistance(.nan)), expected: refuse(.invalidInput)),
        Case(name: "NaN scroll offset", input: ltr(scrolls: [scroll(.nan)]), expected: refuse(.invalidInput)),
        Case(name: "infinite scroll max", input: ltr(scrolls: [scroll(0, max: .infinity)]), expected: refuse(.invalidInput)),
        Case(
            name: "NaN min in an outer scroll view", input: rtl(scrolls: [scroll(600), scroll(0, min: .nan)]),
            expected: refuse(.invalidInput)
        ),
        Case(
            name: "disabled scroll view with NaN offset", input: ltr(scrolls: [scroll(.nan, enabled: false)]),
            expected: refuse(.invalidInput)
        ),
    ]

    /// Several reasons at once: the first in the documented order wins.
    static let precedenceCases: [Case] = [
        Case(
            name: "invalid before root", input: ltr(stack: 0, width: .nan), expected: refuse(.invalidInput)
        ),
        Case(
            name: "invalid before everything else",
            input: ltr(
                stack: 1, transitioning: true, options: ResolvedSlidingBarOptions(isPopGestureEnabled: false),
                vx: .nan, scrolls: [scroll(200)]
            ),
            expected: refuse(.invalidInput)
        ),
        Case(
            name: "root before transition, disabled, distance, direction, scroll",
            input: ltr(
                stack: 1, transitioning: true,
                options: ResolvedSlidingBarOptions(isPopGestureEnabled: false, popGestureMaxStartDistance: 10),
                x: 200, vx: -100, vy: 500, scrolls: [scroll(200)]
            ),
            expected: refuse(.rootPage)
        ),
        Case(
            name: "transition before disabled",
            input: rtl(
                transitioning: true,
                options: ResolvedSlidingBarOptions(isPopGestureEnabled: false, popGestureMaxStartDistance: 10),
                x: 20, vx: 500, scrolls: [scroll(0)]
            ),
            expected: refuse(.transitionRunning)
        ),
        Case(
            name: "disabled before too far",
            input: ltr(
                options: ResolvedSlidingBarOptions(isPopGestureEnabled: false, popGestureMaxStartDistance: 10),
                x: 200, vx: -500
            ),
            expected: refuse(.disabled)
        ),
        Case(
            name: "too far before wrong direction",
            input: ltr(options: maxDistance(10), x: 200, vx: -500, vy: 900, scrolls: [scroll(200)]),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(
            name: "RTL too far before wrong direction",
            input: rtl(options: maxDistance(10), x: 200, vx: 500, scrolls: [scroll(0)]),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(
            name: "wrong direction before not horizontal",
            input: ltr(vx: -100, vy: 500, scrolls: [scroll(200)]), expected: refuse(.wrongDirection)
        ),
        Case(
            name: "RTL wrong direction before not horizontal",
            input: rtl(vx: 100, vy: 500), expected: refuse(.wrongDirection)
        ),
        Case(
            name: "not horizontal before scroll view",
            input: ltr(vx: 100, vy: 500, scrolls: [scroll(200)]), expected: refuse(.notHorizontal)
        ),
        Case(
            name: "RTL not horizontal before scroll view",
            input: rtl(vx: -100, vy: -500, scrolls: [scroll(0)]), expected: refuse(.notHorizontal)
        ),
    ]

    /// The app's switches, read at every swipe, and the other claimants under the touch.
    static let appCases: [Case] = [
        Case(name: "UIKit defaults begin", input: ltr().with(app: PopGestureAppFacts()), expected: begin),
        Case(
            name: "app disabled the system edge recognizer",
            input: ltr().with(app: PopGestureAppFacts(systemPopGestureEnabled: false)),
            expected: refuse(.systemGestureDisabledByApp)
        ),
        Case(
            name: "RTL app disabled the system edge recognizer",
            input: rtl().with(app: PopGestureAppFacts(systemPopGestureEnabled: false)),
            expected: refuse(.systemGestureDisabledByApp)
        ),
        Case(
            name: "app disabled the iOS 26 content recognizer",
            input: ltr().with(app: PopGestureAppFacts(contentPopGestureEnabled: false)),
            expected: refuse(.systemGestureDisabledByApp)
        ),
        Case(
            name: "iOS 26 content recognizer enabled",
            input: ltr().with(app: PopGestureAppFacts(contentPopGestureEnabled: true)), expected: begin
        ),
        Case(
            name: "app's delegate refuses",
            input: ltr().with(app: PopGestureAppFacts(appDelegateAllows: false)), expected: refuse(.refusedByAppDelegate)
        ),
        Case(name: "app's delegate allows", input: ltr().with(app: PopGestureAppFacts(appDelegateAllows: true)), expected: begin),
        Case(
            name: "top page hides its back button",
            input: ltr().with(app: PopGestureAppFacts(topPageHidesBackButton: true)), expected: refuse(.backButtonHidden)
        ),
        Case(
            name: "hidden back button, the app cleared UIKit's edge delegate",
            input: ltr().with(app: PopGestureAppFacts(topPageHidesBackButton: true, edgeDelegateIsUIKits: false)),
            expected: begin
        ),
        Case(
            name: "the app's edge delegate still asked on a hidden back button",
            input: ltr().with(
                app: PopGestureAppFacts(appDelegateAllows: false, topPageHidesBackButton: true, edgeDelegateIsUIKits: false)),
            expected: refuse(.refusedByAppDelegate)
        ),
        Case(
            name: "hidden bar with the app's defaults begins",
            input: ltr(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: true)).with(app: PopGestureAppFacts()),
            expected: begin
        ),
        Case(
            name: "page opt-out before the app's switches",
            input: ltr(options: ResolvedSlidingBarOptions(isPopGestureEnabled: false))
                .with(app: PopGestureAppFacts(systemPopGestureEnabled: false)),
            expected: refuse(.disabled)
        ),
        Case(
            name: "system switch before the app's delegate",
            input: ltr().with(app: PopGestureAppFacts(systemPopGestureEnabled: false, appDelegateAllows: false)),
            expected: refuse(.systemGestureDisabledByApp)
        ),
        Case(
            name: "app's delegate before the hidden back button",
            input: ltr().with(app: PopGestureAppFacts(appDelegateAllows: false, topPageHidesBackButton: true)),
            expected: refuse(.refusedByAppDelegate)
        ),
        Case(
            name: "hidden back button before the start distance",
            input: ltr(options: maxDistance(10), x: 200).with(app: PopGestureAppFacts(topPageHidesBackButton: true)),
            expected: refuse(.backButtonHidden)
        ),
        Case(
            name: "a map's pan under the touch",
            input: ltr().with(app: PopGestureAppFacts(), touchClaims: [.recognizer(.pan, isUIKitPrivate: false, isEnabled: true)]),
            expected: refuse(.touchClaimedByOtherView)
        ),
        Case(
            name: "a slider tracking the touch",
            input: rtl().with(app: PopGestureAppFacts(), touchClaims: [.trackingControl]),
            expected: refuse(.touchClaimedByOtherView)
        ),
        Case(
            name: "a tap recognizer does not claim a drag",
            input: ltr().with(app: PopGestureAppFacts(), touchClaims: [.recognizer(.other, isUIKitPrivate: false, isEnabled: true)]),
            expected: begin
        ),
        Case(
            name: "a disabled pan does not claim",
            input: ltr().with(app: PopGestureAppFacts(), touchClaims: [.recognizer(.pan, isUIKitPrivate: false, isEnabled: false)]),
            expected: begin
        ),
        Case(
            name: "UIKit's private pan (table swipe actions) does not claim",
            input: ltr().with(app: PopGestureAppFacts(), touchClaims: [.recognizer(.pan, isUIKitPrivate: true, isEnabled: true)]),
            expected: begin
        ),
        Case(
            name: "scroll view before the claimant",
            input: ltr(scrolls: [scroll(200)]).with(app: PopGestureAppFacts(), touchClaims: [.trackingControl]),
            expected: refuse(.scrollViewCanScroll)
        ),
        Case(
            name: "not horizontal before the claimant",
            input: ltr(vx: 10, vy: 500).with(app: PopGestureAppFacts(), touchClaims: [.trackingControl]),
            expected: refuse(.notHorizontal)
        ),
        Case(
            name: "the navigation delegate animates this pop itself",
            input: ltr().with(app: PopGestureAppFacts(delegateAnimatesPop: true)),
            expected: refuse(.delegateAnimatesPop)
        ),
        Case(
            name: "a router answers nil for this pop: the swipe stays",
            input: ltr().with(app: PopGestureAppFacts(delegateAnimatesPop: false)),
            expected: begin
        ),
        Case(
            name: "RTL a router answers nil for this pop: the swipe stays",
            input: rtl().with(app: PopGestureAppFacts(delegateAnimatesPop: false)),
            expected: begin
        ),
        Case(
            name: "RTL the navigation delegate animates this pop itself",
            input: rtl().with(app: PopGestureAppFacts(delegateAnimatesPop: true)),
            expected: refuse(.delegateAnimatesPop)
        ),
        Case(
            name: "the delegate's animator is asked last: a claimant first",
            input: rtl().with(app: PopGestureAppFacts(delegateAnimatesPop: true), touchClaims: [.trackingControl]),
            expected: refuse(.touchClaimedByOtherView)
        ),
        Case(
            name: "the delegate's animator is asked last: the page's distance first",
            input: ltr(options: maxDistance(10), x: 200).with(app: PopGestureAppFacts(delegateAnimatesPop: true)),
            expected: refuse(.tooFarFromLeadingEdge)
        ),
        Case(
            name: "a running transition before the delegate's animator",
            input: ltr(transitioning: true).with(app: PopGestureAppFacts(delegateAnimatesPop: true)),
            expected: refuse(.transitionRunning)
        ),
    ]

    static let allRows = reasonCases + distanceCases + scrollCases + invalidCases + precedenceCases + appCases
}

/// Which claimants keep the touch from the pop, every combination written out.
@Suite struct TouchClaimTests {
    static let rows: [(TouchClaim, Bool)] = [
        (.trackingControl, true),
        (.recognizer(.pan, isUIKitPrivate: false, isEnabled: true), true),
        (.recognizer(.swipe, isUIKitPrivate: false, isEnabled: true), true),
        (.recognizer(.other, isUIKitPrivate: false, isEnabled: true), false),
        (.recognizer(.pan, isUIKitPrivate: true, isEnabled: true), false),
        (.recognizer(.pan, isUIKitPrivate: false, isEnabled: false), false),
        (.recognizer(.swipe, isUIKitPrivate: false, isEnabled: false), false),
        (.recognizer(.other, isUIKitPrivate: true, isEnabled: true), false),
    ]

    @Test(arguments: rows)
    func claims(_ claim: TouchClaim, _ expected: Bool) {
        #expect(PopGesturePolicy.claimsTouch(claim) == expected)
    }
}

// MARK: - Tests

@Suite struct PopGesturePolicyTests {
    /// One decision table: each reason, start distances, scroll views, invalid input, precedence.
    @Test(arguments: allRows)
    func decide(_ row: Case) {
        #expect(PopGesturePolicy.decide(row.input) == row.expected)
    }

    /// Every refusal reason appears in the tables, so none goes untested.
    @Test func everyRefusalIsCovered() {
        var covered = Set<PopGestureRefusal>()
        var begins = 0
        for row in Self.allRows {
            switch row.expected {
            case .refuse(let reason): covered.insert(reason)
            case .begin: begins += 1
            }
        }
        #expect(covered == Set(PopGestureRefusal.allCases))
        #expect(begins > 0)
    }

    /// Mirroring a left-to-right input (the touch, the velocity, every scroll view) into right to
    /// left gives the same decision: the policy treats both directions alike.
    @Test(arguments: allRows.filter { $0.input.layoutDirection == .leftToRight })
    func rightToLeftMirrorsLeftToRight(_ row: Case) {
        let original = row.input
        var mirrored = original
        mirrored.layoutDirection = .rightToLeft
        mirrored.startLocation.x = original.containerWidth - original.startLocation.x
        mirrored.velocity.x = -original.velocity.x
        mirrored.scrollViewsUnderTouch = original.scrollViewsUnderTouch.map {
            var state = $0
            state.contentOffsetX = $0.minOffsetX + $0.maxOffsetX - $0.contentOffsetX
            return state
        }
        #expect(PopGesturePolicy.decide(mirrored) == row.expected, "mirror of \(row.name)")
    }

    /// A velocity pointing toward the leading edge never begins, whatever else holds.
    @Test(arguments: LayoutDirection.allCases, [-0.0, 0, 1, 250, 10_000])
    func towardLeadingNeverBegins(direction: LayoutDirection, speed: Double) {
        let towardLeading = direction == .leftToRight ? -speed : speed
        let input = PopGestureInput(
            stackCount: 5, isTransitioning: false, options: ResolvedSlidingBarOptions(),
            startLocation: LayoutPoint(x: 200, y: 200), containerWidth: 400,
            layoutDirection: direction, velocity: LayoutPoint(x: towardLeading, y: 0)
        )
        #expect(PopGesturePolicy.decide(input) == .refuse(.wrongDirection))
    }

    struct DistanceRow: Sendable, CustomTestStringConvertible {
        var x: Double
        var width: Double
        var direction: LayoutDirection
        var expected: Double
        var testDescription: String { "x \(x) in \(width), \(direction.rawValue) → \(expected)" }
    }

    @Test(arguments: [
        DistanceRow(x: 0, width: 390, direction: .leftToRight, expected: 0),
        DistanceRow(x: 30, width: 390, direction: .leftToRight, expected: 30),
        DistanceRow(x: 390, width: 390, direction: .leftToRight, expected: 390),
        DistanceRow(x: -12, width: 390, direction: .leftToRight, expected: -12),
        DistanceRow(x: 0, width: 390, direction: .rightToLeft, expected: 390),
        DistanceRow(x: 30, width: 390, direction: .rightToLeft, expected: 360),
        DistanceRow(x: 390, width: 390, direction: .rightToLeft, expected: 0),
        DistanceRow(x: 402, width: 390, direction: .rightToLeft, expected: -12),
        DistanceRow(x: 100.5, width: 1024, direction: .rightToLeft, expected: 923.5),
    ])
    func leadingDistance(_ row: DistanceRow) {
        let point = LayoutPoint(x: row.x, y: 77)
        #expect(PopGesturePolicy.leadingDistance(of: point, containerWidth: row.width, direction: row.direction) == row.expected)
    }

    @Test func leadingDistanceIgnoresY() {
        let high = LayoutPoint(x: 50, y: 0)
        let low = LayoutPoint(x: 50, y: 800)
        for direction in LayoutDirection.allCases {
            #expect(
                PopGesturePolicy.leadingDistance(of: high, containerWidth: 400, direction: direction)
                    == PopGesturePolicy.leadingDistance(of: low, containerWidth: 400, direction: direction)
            )
        }
    }

    @Test func refusalRawValuesAreTheCaseNames() {
        #expect(
            PopGestureRefusal.allCases.map(\.rawValue) == [
                "rootPage", "transitionRunning", "disabled", "tooFarFromLeadingEdge",
                "wrongDirection", "notHorizontal", "scrollViewCanScroll", "systemGestureDisabledByApp",
                "refusedByAppDelegate", "backButtonHidden", "touchClaimedByOtherView", "delegateAnimatesPop",
                "invalidInput",
            ])
    }

    @Test func inputDefaultsToNoScrollViews() {
        let input = PopGestureInput(
            stackCount: 2, isTransitioning: false, options: ResolvedSlidingBarOptions(),
            startLocation: .zero, containerWidth: 10, layoutDirection: .leftToRight, velocity: .zero
        )
        #expect(input.scrollViewsUnderTouch.isEmpty)
    }
}
