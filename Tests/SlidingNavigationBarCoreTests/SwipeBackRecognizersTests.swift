import Testing
import SlidingNavigationBarCore

typealias SwipeBackRole = SwipeBackRecognizers.Role

/// A container 400 points wide, three pages, a touch at `x` moving right.
private func touch(
    stack: Int = 3, transitioning: Bool = false, enabled: Bool = true, distance: Double = .infinity,
    x: Double = 200, direction: LayoutDirection = .leftToRight, vx: Double = 500, vy: Double = 10,
    hidesBack: Bool = false, claims: [TouchClaim] = [], scrolls: [HorizontalScrollState] = [],
    app: PopGestureAppFacts = PopGestureAppFacts()
) -> PopGestureInput {
    var facts = app
    facts.topPageHidesBackButton = hidesBack || app.topPageHidesBackButton
    let startX = direction == .leftToRight ? x : 400 - x
    let velocityX = direction == .leftToRight ? vx : -vx
    return PopGestureInput(
        stackCount: stack, isTransitioning: transitioning,
        options: ResolvedSlidingBarOptions(isPopGestureEnabled: enabled, popGestureMaxStartDistance: distance),
        startLocation: LayoutPoint(x: startX, y: 300), containerWidth: 400, layoutDirection: direction,
        velocity: LayoutPoint(x: velocityX, y: vy), scrollViewsUnderTouch: scrolls
    ).with(app: facts, touchClaims: claims)
}

private let mapPan = TouchClaim.recognizer(.pan, isUIKitPrivate: false, isEnabled: true)
private let swipeActions = TouchClaim.recognizer(.pan, isUIKitPrivate: true, isEnabled: true)

@Suite struct SwipeBackRecognizersTests {
    // MARK: Setup

    /// (content recognizer exists, private target found) → our pan (the refusal is always installed).
    static let setupRows: [(Bool, Bool, Bool)] = [
        (false, true, true),  // iOS 13–25: our pan drives, the refusal guards the edge
        (false, false, false),  // a structure we do not know: UIKit's edge alone, still guarded
        (true, true, false),  // iOS 26+: no private selector, UIKit's recognizers drive
        (true, false, false),
    ]

    @Test(arguments: setupRows)
    func setup(_ row: (Bool, Bool, Bool)) {
        #expect(SwipeBackRecognizers.installsLibraryPan(contentPopRecognizerExists: row.0, privateTargetFound: row.1) == row.2)
    }

    // MARK: Failure requirements

    /// Every pair: only UIKit's pop recognizers ever wait, and only for ours.
    static let waits: Set<[SwipeBackRole]> = [
        [.libraryPan, .uikitEdge], [.libraryPan, .uikitContent],
        [.pageRefusal, .uikitEdge], [.pageRefusal, .uikitContent],
    ]

    @Test(arguments: SwipeBackRole.allCases, SwipeBackRole.allCases)
    func mustFail(_ ours: SwipeBackRole, _ other: SwipeBackRole) {
        #expect(SwipeBackRecognizers.mustFail(ours, before: other) == Self.waits.contains([ours, other]))
    }

    @Test func nothingButUIKitsPopRecognizersWaitsForUs() {
        for ours in SwipeBackRole.allCases {
            for other in [SwipeBackRole.scrollView, .other, .libraryPan, .pageRefusal] {
                #expect(!SwipeBackRecognizers.mustFail(ours, before: other), "\(other) waits for \(ours)")
            }
        }
    }

    // MARK: Simultaneous recognition

    /// A refusal runs alongside everything but UIKit's pop recognizers; our pan alongside nothing.
    @Test(arguments: SwipeBackRole.allCases, SwipeBackRole.allCases)
    func simultaneous(_ ours: SwipeBackRole, _ other: SwipeBackRole) {
        let expected: Bool
        switch ours {
        case .pageRefusal: expected = other != .uikitEdge && other != .uikitContent
        default: expected = false
        }
        #expect(SwipeBackRecognizers.recognizesSimultaneously(ours, with: other) == expected)
    }

    /// (library on, configuration's swipe on) → (our pan, the refusals).
    static let switchRows: [(Bool, Bool, Bool, Bool)] = [
        (true, true, true, true),
        (true, false, false, true),  // the configuration's false is every page's default: refusals decide
        (false, true, false, false),  // library off: UIKit alone
        (false, false, false, false),
    ]

    @Test(arguments: switchRows)
    func enabled(_ row: (Bool, Bool, Bool, Bool)) {
        func enabled(_ role: SwipeBackRole) -> Bool {
            SwipeBackRecognizers.isEnabled(role, libraryEnabled: row.0, popGestureEnabled: row.1)
        }
        #expect(enabled(.libraryPan) == row.2)
        #expect(enabled(.pageRefusal) == row.3)
        for role in [SwipeBackRole.uikitEdge, .uikitContent, .scrollView, .other] {
            #expect(!enabled(role))
        }
    }

    @Test func refusalsTakeNoTouchesFromViews() {
        #expect(SwipeBackRecognizers.refusalTakesTouchesFromViews == false)
    }

    // MARK: Which of ours begins

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var input: PopGestureInput
        /// (our pan, page refusal)
        var expected: (Bool, Bool)
        var testDescription: String { name }
    }

    static let beginRows: [Row] = [
        Row(name: "plain content, allowed", input: touch(), expected: (true, false)),
        Row(name: "page turned the swipe off", input: touch(enabled: false), expected: (false, true)),
        Row(name: "page turned it off, from the edge", input: touch(enabled: false, x: 5), expected: (false, true)),
        Row(name: "beyond the start distance", input: touch(distance: 40, x: 120), expected: (false, true)),
        Row(name: "inside the start distance", input: touch(distance: 40, x: 20), expected: (true, false)),
        Row(name: "at the start distance", input: touch(distance: 40, x: 40), expected: (true, false)),
        Row(name: "a zero distance refuses even the edge", input: touch(distance: 0, x: 3), expected: (false, true)),
        Row(
            name: "beyond the distance, right to left", input: touch(distance: 40, x: 120, direction: .rightToLeft),
            expected: (false, true)),
        Row(
            name: "inside the distance, right to left", input: touch(distance: 40, x: 20, direction: .rightToLeft),
            expected: (true, false)),
        Row(name: "hidden back button", input: touch(hidesBack: true), expected: (false, true)),
        Row(
            name: "hidden back button, the app cleared UIKit's edge delegate: the app's swipe",
            input: touch(hidesBack: true, app: PopGestureAppFacts(edgeDelegateIsUIKits: false)), expected: (true, false)),
        Row(
            name: "the app's edge delegate does not lift the page's own switch",
            input: touch(enabled: false, app: PopGestureAppFacts(edgeDelegateIsUIKits: false)), expected: (false, true)),
        Row(
            name: "the app's edge delegate does not lift the start distance",
            input: touch(distance: 40, x: 120, hidesBack: true, app: PopGestureAppFacts(edgeDelegateIsUIKits: false)),
            expected: (false, true)),
        Row(name: "a slider under the finger", input: touch(claims: [.trackingControl]), expected: (false, false)),
        Row(name: "a map's pan under the finger", input: touch(claims: [mapPan]), expected: (false, false)),
        Row(name: "table swipe actions are UIKit's", input: touch(claims: [swipeActions]), expected: (true, false)),
        Row(
            name: "disabled page over a slider: the page refuses", input: touch(enabled: false, claims: [.trackingControl]),
            expected: (false, true)),
        Row(name: "root page: nothing of ours", input: touch(stack: 1, enabled: false), expected: (false, false)),
        Row(name: "root page over a map", input: touch(stack: 1, claims: [mapPan]), expected: (false, false)),
        Row(name: "a running transition: UIKit decides", input: touch(transitioning: true), expected: (false, false)),
        Row(
            name: "a refused page during a transition still refuses", input: touch(transitioning: true, enabled: false),
            expected: (false, true)),
        Row(
            name: "scroll view that can scroll back: UIKit arbitrates",
            input: touch(scrolls: [HorizontalScrollState(contentOffsetX: 300, minOffsetX: 0, maxOffsetX: 600)]),
            expected: (false, false)),
        Row(
            name: "the app switched UIKit's swipe off: UIKit obeys it already",
            input: touch(app: PopGestureAppFacts(systemPopGestureEnabled: false)), expected: (false, false)),
        Row(
            name: "the app's animator: UIKit's veto, not the page's",
            input: touch(app: PopGestureAppFacts(delegateAnimatesPop: true)), expected: (false, false)),
        Row(name: "a vertical drag on a refused page", input: touch(enabled: false, vx: 5, vy: 600), expected: (false, true)),
        Row(name: "a backward drag beyond the distance", input: touch(distance: 40, x: 120, vx: -400), expected: (false, true)),
        Row(name: "invalid numbers claim nothing", input: touch(enabled: false, x: .nan), expected: (false, false)),
    ]

    @Test(arguments: beginRows)
    func begins(_ row: Row) {
        #expect(SwipeBackRecognizers.begins(.libraryPan, row.input) == row.expected.0)
        #expect(SwipeBackRecognizers.begins(.pageRefusal, row.input) == row.expected.1)
        for role in [SwipeBackRole.uikitEdge, .uikitContent, .scrollView, .other] {
            #expect(!SwipeBackRecognizers.begins(role, row.input))
        }
    }

    @Test func pageRefusalNamesItsReason() {
        #expect(PopGesturePolicy.pageRefusal(touch(enabled: false, hidesBack: true)) == .disabled)
        #expect(PopGesturePolicy.pageRefusal(touch(distance: 10, x: 200, hidesBack: true)) == .backButtonHidden)
        #expect(PopGesturePolicy.pageRefusal(touch(distance: 10, x: 200)) == .tooFarFromLeadingEdge)
        #expect(
            PopGesturePolicy.pageRefusal(touch(hidesBack: true, app: PopGestureAppFacts(edgeDelegateIsUIKits: false))) == nil)
        #expect(PopGesturePolicy.pageRefusal(touch()) == nil)
    }

    /// Our pan and the page's refusal never begin for the same touch: one of them at most speaks.
    @Test func panAndRefusalsAreExclusive() {
        let claimSets: [[TouchClaim]] = [[], [.trackingControl], [mapPan], [swipeActions]]
        for enabled in [true, false] {
            for distance in [0, 40, Double.infinity] {
                for x in [0.0, 10, 40, 41, 200, 399] {
                    for vx in [-300.0, 0, 300] {
                        for hidesBack in [false, true] {
                            for claims in claimSets {
                                for transitioning in [false, true] {
                                    let input = touch(
                                        transitioning: transitioning, enabled: enabled, distance: distance, x: x, vx: vx,
                                        hidesBack: hidesBack, claims: claims)
                                    let pan = SwipeBackRecognizers.begins(.libraryPan, input)
                                    let refusal = SwipeBackRecognizers.begins(.pageRefusal, input)
                                    #expect(!(pan && refusal), "\(input)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A refusal decided on the first points of a drag holds for the rest of it: the finger's
    /// motion never changes whether a refusal begins.
    @Test(arguments: beginRows)
    func refusalsIgnoreMotion(_ row: Row) {
        for (vx, vy) in [(0.0, 0.0), (-800, 0), (800, 0), (10, 900), (-10, -900)] {
            var input = row.input
            input.velocity = LayoutPoint(x: vx, y: vy)
            #expect(SwipeBackRecognizers.begins(.pageRefusal, input) == SwipeBackRecognizers.begins(.pageRefusal, row.input))
        }
    }
}
