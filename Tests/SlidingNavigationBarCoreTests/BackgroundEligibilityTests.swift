import Testing
@testable import SlidingNavigationBarCore

/// The glass and material rows of the slide decision, and the engine carrying backgrounds only.
@Suite struct BackgroundEligibilityTests {
    typealias H = EngineHarness

    static let red = BarColor(red: 1, green: 0, blue: 0)
    static let white = BarColor(red: 1, green: 1, blue: 1)

    static func page(
        _ fill: BarBackground.Fill, _ design: BarDesign, hidden: Bool = false, shadow: BarBackground.Shadow = .none,
        height: BarHeightClass = .standard
    ) -> PageProfile {
        var profile = H.profile(hidden: hidden, height: height)
        profile.background = BarBackground(fill: fill, shadow: shadow, design: design)
        return profile
    }

    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var from: PageProfile
        var to: PageProfile
        var expected: FallbackReason?
        var carriage: SlideCarriage = .wholeBars
        var description: String { name }
    }

    static let rows: [Row] = [
        // Glass.
        Row(
            name: "glass: two transparent default pages are alike", from: page(.none, .glass), to: page(.none, .glass), expected: .barsAlike
        ),
        Row(
            name: "glass: two pages of one colour are alike", from: page(.color(red), .glass), to: page(.color(red), .glass),
            expected: .barsAlike),
        Row(
            name: "glass: the same colour with another shadow differs",
            from: page(.color(red), .glass), to: page(.color(red), .glass, shadow: .color(white)), expected: nil,
            carriage: .backgroundsOnly),
        Row(
            name: "glass: a colour next to a transparent page carries backgrounds only",
            from: page(.none, .glass), to: page(.color(red), .glass), expected: nil, carriage: .backgroundsOnly),
        Row(
            name: "glass: two colours carry backgrounds only", from: page(.color(white), .glass), to: page(.color(red), .glass),
            expected: nil, carriage: .backgroundsOnly),
        Row(
            name: "glass: an image next to a colour carries backgrounds only", from: page(.image(7, over: nil), .glass),
            to: page(.color(red), .glass), expected: nil, carriage: .backgroundsOnly),
        Row(
            name: "glass: a glass page next to a colour is UIKit's", from: page(.glass, .glass), to: page(.color(red), .glass),
            expected: .glassBackground),
        Row(
            name: "glass: a colour next to a glass page is UIKit's", from: page(.color(red), .glass), to: page(.glass, .glass),
            expected: .glassBackground),
        Row(name: "glass: two glass pages are alike", from: page(.glass, .glass), to: page(.glass, .glass), expected: .barsAlike),
        Row(
            name: "glass: leaving a bar for none is UIKit's (a hidden bar)", from: page(.color(red), .glass),
            to: page(.none, .glass, hidden: true), expected: .barHidden),
        Row(
            name: "glass: a bar coming in next to none is UIKit's (a hidden bar)", from: page(.none, .glass, hidden: true),
            to: page(.color(red), .glass), expected: .barHidden),
        Row(
            name: "glass: two hidden bars are UIKit's", from: page(.none, .glass, hidden: true),
            to: page(.color(red), .glass, hidden: true),
            expected: .barHidden),
        Row(
            name: "glass: heights differ first", from: page(.none, .glass, height: .largeTitle), to: page(.color(red), .glass),
            expected: .barHeightChanges),
        // Classic design (iOS 13-25, or glass off).
        Row(
            name: "classic: two colours slide whole bars", from: page(.color(white), .classic), to: page(.color(red), .classic),
            expected: nil),
        Row(
            name: "classic: alike bars still slide whole", from: page(.color(red), .classic), to: page(.color(red), .classic), expected: nil
        ),
        Row(
            name: "classic: an outgoing material would lose its blur", from: page(.material("chrome", over: nil), .classic),
            to: page(.color(red), .classic), expected: .barDrawnWrong),
        Row(
            name: "classic: an incoming material would be drawn flat", from: page(.color(red), .classic),
            to: page(.material("chrome", over: nil), .classic), expected: .barDrawnWrong),
        Row(
            name: "classic: an outgoing material leaving for no bar is UIKit's (a hidden bar)",
            from: page(.material("chrome", over: nil), .classic), to: page(.color(red), .classic, hidden: true),
            expected: .barHidden),
        Row(
            name: "classic: an incoming material whose bar is hidden is UIKit's (a hidden bar)", from: page(.color(red), .classic),
            to: page(.material("chrome", over: nil), .classic, hidden: true), expected: .barHidden),
        Row(name: "not read: the classic rules", from: H.profile(), to: H.profile(), expected: nil),
    ]

    @Test(arguments: rows)
    func decision(_ row: Row) {
        #expect(SlideEligibility.fallbackReason(from: row.from, to: row.to, operation: .push) == row.expected)
        if row.expected == nil { #expect(BackgroundEligibility.carriage(from: row.from, to: row.to) == row.carriage) }
    }

    @Test func aLayerTreeDrawsMaterialsAndGlassWrongAndOnlyGlassCannotBeRebuilt() {
        #expect(BarBackground(fill: .material("x", over: nil), design: .classic).isDrawnWrongByLayerTree)
        #expect(BarBackground(fill: .glass, design: .glass).isDrawnWrongByLayerTree)
        #expect(!BarBackground(fill: .color(Self.red), design: .glass).isDrawnWrongByLayerTree)
        #expect(BarBackground(fill: .material("x", over: nil), design: .classic).isRebuildable)
        #expect(!BarBackground(fill: .glass, design: .glass).isRebuildable)
    }

    @Test func coloursCompareAsTheShellResolvesThem() {
        #expect(BarColor(red: 0.6, green: 0.2, blue: 0.8) == BarColor(red: 0.6001, green: 0.2001, blue: 0.7999))
        #expect(BarColor(red: 1, green: 0, blue: 0, alpha: 0.5) != Self.red)
        #expect(Self.red.description == "#FF0000")
    }

    // MARK: - The engine

    static func glassRequest(_ from: PageProfile, _ to: PageProfile) -> NavigationRequest {
        H.request(profiles: [H.a: from, H.b: to])
    }

    @Test func onGlassDifferentBackgroundsRideAsLiveViewsAndTheBarStaysInFront() {
        var h = H()
        let from = Self.page(.none, .glass)
        let to = Self.page(.color(Self.red), .glass)
        h.send(.willNavigate(.push(H.b), Self.glassRequest(from, to)))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: to))
        h.send(.animationWillStart)
        #expect(
            h.applied == [
                // Nothing before the decision, as the animation starts: both live backgrounds
                // are built then (the outgoing one from the look the shell kept at the call).
                .observeTransition, .capture(H.a, .liveBackground), .capture(H.b, .liveBackground),
                // The turn after the animation's start: its first frame is on screen (until then a
                // new look of the incoming page is built again).
                .waitForNextTurn, .attach(H.a, H.boundary), .attach(H.b, H.boundary),
                .setBarBackgroundConcealed(true),
            ])
        #expect(!h.applied.contains(.sendBarBehind) && !h.applied.contains(.setBarConcealed(true)))
        let end = h.send(.transitionCompleted(cancelled: false))
        #expect(end == [.discard(H.a), .discard(H.b), .setBarBackgroundConcealed(false)])
        #expect(h.engine.isAtRest)
    }

    @Test func onGlassAlikeBarsAreLeftToUIKitWithNothingCaptured() {
        var h = H()
        let page = Self.page(.none, .glass)
        h.send(.willNavigate(.push(H.b), Self.glassRequest(page, page)))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: page))
        h.send(.animationWillStart)
        #expect(!h.applied.contains { if case .capture = $0 { true } else { false } })
        guard case .system = h.engine.phase else { Issue.record("not UIKit's: \(h.engine.phase)"); return }
        h.send(.transitionCompleted(cancelled: false))
        h.send(.viewDidAppear(H.b))
        #expect(h.engine.isAtRest)
    }

    @Test func aPushReversedByABackTapEndsAsACancelWithNothingLeft() {
        var h = H()
        let from = Self.page(.none, .glass)
        let to = Self.page(.color(Self.red), .glass)
        h.send(.willNavigate(.push(H.b), Self.glassRequest(from, to)))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: to))
        h.send(.animationWillStart)
        // iOS 26: the back tap mid-push is heard, and UIKit reverses the push instead.
        let tap = h.send(.willNavigate(.pop, H.request(stack: [H.a, H.b], profiles: [H.a: from, H.b: to])))
        #expect(tap.isEmpty)
        h.bar.showsPage = H.a
        h.send(.viewWillDisappear(H.b))
        h.send(.viewWillAppear(H.a, coordinatorPresent: true, profile: from))
        h.send(.transitionCompleted(cancelled: true))
        h.send(.viewDidDisappear(H.b))
        h.send(.viewDidAppear(H.a))
        #expect(h.engine.isAtRest)
        #expect(!h.applied.contains(.setBarHidden(true, animated: false)))
    }
}
