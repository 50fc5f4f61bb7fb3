import Testing
@testable import SlidingNavigationBarCore

/// A push from a page that hides the bar (A, by its option) to a page B whose options may still
/// come from its `viewDidLoad`, which UIKit runs inside the call, after A has stopped being the
/// top view controller. UIKit may give a page that is not on top a change of the bar's visibility
/// only once it is on top again: a bar shown at the call (while A is on top) and hidden again
/// when B's options say it hides it would leave A's content a bar's height low while it slides
/// away. The rules, stated from that:
/// - nothing changes the bar's visibility at the call, nor when B's options arrive (its
///   `viewDidLoad` may set more of them);
/// - the first of B's `viewWillAppear`, `viewIsAppearing` or the animation's start that the
///   engine hears shows the bar, with animation, if B shows a bar at rest (its option as it is
///   then, else the app's visibility, shown here), and B's bar is captured once the real bar
///   holds B's item; if B hides the bar, it stays hidden and B carries none;
/// - either way the slide is staged before the first frame.
@Suite struct TransitionEngineIncomingBarShowTests {
    typealias H = EngineHarness

    /// When the real bar takes B's item (`bar-switch` in the lab).
    enum BarSwitch: String, CaseIterable, Sendable {
        case atCall = "at the call"
        case atWillAppear = "before B's viewWillAppear"
        case atAnimationStart = "as the animation starts"
    }

    /// The first of B's appearance signals the engine hears (a page's override may skip super).
    enum FirstHeard: String, CaseIterable, Sendable {
        case viewWillAppear
        case viewIsAppearing
        case animationWillStart
    }

    struct Row: Sendable, CustomTestStringConvertible {
        /// B's `prefersNavigationBarHidden` as read at the call.
        var optionAtCall: Bool?
        /// Whether B's `viewDidLoad` sets `prefersNavigationBarHidden = true`.
        var viewDidLoadHides: Bool
        var barSwitch: BarSwitch
        var firstHeard: FirstHeard

        /// B's option once its view has loaded.
        var loadedOption: Bool? { viewDidLoadHides ? true : optionAtCall }
        /// B's bar at rest: its option, else the app's visibility (shown).
        var incomingHidden: Bool { loadedOption ?? false }

        var testDescription: String {
            "B option at call \(optionAtCall.map { $0 ? "hides" : "shows" } ?? "nil"), viewDidLoad \(viewDidLoadHides ? "hides" : "sets nothing"), bar switches \(barSwitch.rawValue), first heard \(firstHeard.rawValue)"
        }
    }

    static let rows: [Row] = [nil, false].flatMap { option in
        [false, true].flatMap { hides in
            BarSwitch.allCases.flatMap { barSwitch in
                FirstHeard.allCases.map { Row(optionAtCall: option, viewDidLoadHides: hides, barSwitch: barSwitch, firstHeard: $0) }
            }
        }
    }

    static func profile(_ hidden: Bool?) -> PageProfile {
        PageProfile(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: hidden), heightClass: .standard)
    }

    /// The commands of each step of the push, by step.
    struct Run {
        var atCall: [TransitionCommand] = []
        var atOptions: [TransitionCommand] = []
        var atFirstHeard: [TransitionCommand] = []
        var later: [TransitionCommand] = []
        var harness: EngineHarness
    }

    /// A rests on top without a bar (its option hid the bar the app showed), then pushes B as
    /// UIKit would: the call, A's viewWillDisappear, B's viewDidLoad (its options), the bar
    /// switch, B's appearance, the animation's start and its first frame.
    static func push(_ row: Row) -> Run {
        var h = H()
        h.send(.pageOptionsChanged(H.a, profile(true)))
        h.send(.barAnimationEnded)
        var run = Run(harness: h)
        let request = H.request(stack: [H.a], profiles: [H.a: profile(true), H.b: profile(row.optionAtCall)])
        run.atCall += h.send(.willNavigate(.push(H.b), request))
        if row.barSwitch == .atCall { h.bar.showsPage = H.b }
        run.atCall += h.send(.didNavigate(coordinatorPresent: true))
        run.atCall += h.send(.viewWillDisappear(H.a))
        if row.viewDidLoadHides { run.atOptions += h.send(.pageOptionsChanged(H.b, profile(true))) }
        if row.barSwitch == .atWillAppear { h.bar.showsPage = H.b }
        var step: [TransitionCommand] = []
        if row.firstHeard == .viewWillAppear {
            step = h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: profile(row.loadedOption)))
        }
        if row.firstHeard != .animationWillStart {
            step += h.send(.viewIsAppearing(H.b))
            run.atFirstHeard = step
            step = []
        }
        h.bar.showsPage = H.b
        step += h.send(.animationWillStart)
        if row.firstHeard == .animationWillStart { run.atFirstHeard = step } else { run.later += step }
        run.later += h.send(.nextTurn)
        run.harness = h
        return run
    }

    static func changes(_ commands: [TransitionCommand]) -> [TransitionCommand] {
        commands.filter { if case .setBarHidden = $0 { true } else { false } }
    }

    @Test(arguments: rows)
    func theBarIsShownForTheIncomingPageOnlyOnceItAppears(_ row: Row) {
        let run = Self.push(row)
        #expect(Self.changes(run.atCall).isEmpty, "at the call: \(run.atCall)")
        #expect(Self.changes(run.atOptions).isEmpty, "as B's options arrive: \(run.atOptions)")
        #expect(!(run.atCall + run.atOptions).contains(.capture(H.b, .layerTree)))
        let shown: [TransitionCommand] = row.incomingHidden ? [] : [.setBarHidden(false, animated: true)]
        #expect(Self.changes(run.atFirstHeard) == shown, "at B's first signal: \(run.atFirstHeard)")
        #expect(Self.changes(run.later).isEmpty, "after: \(run.later)")
        // B's bar is captured once the real bar, shown, holds its item: at once where it already
        // holds it, else as the animation starts.
        let captured = (run.atFirstHeard + run.later).contains(.capture(H.b, .layerTree))
        #expect(captured == !row.incomingHidden)
        if !row.incomingHidden, row.barSwitch != .atAnimationStart || row.firstHeard == .animationWillStart {
            #expect(run.atFirstHeard.contains(.capture(H.b, .layerTree)))
        }
        guard case .sliding(let slide) = run.harness.engine.phase else {
            Issue.record("expected sliding, the engine is \(run.harness.engine.phase)")
            return
        }
        #expect(slide.firstFrameShown)
        #expect(run.harness.bar.isHidden == row.incomingHidden)
        if row.incomingHidden {
            #expect(slide.to == .noBar)
        } else {
            #expect(slide.to == .attached(boundary: H.boundary, frame: H.boundary))
        }
    }

    /// The same push left to UIKit (B opted out): UIKit's transition runs, and the bar takes B's
    /// visibility with it, at the first of B's appearance signals the engine hears, never at the
    /// call, where A is still on top. B may hide the bar by its `viewDidLoad`: it then stays hidden.
    @Test(arguments: FirstHeard.allCases, [false, true])
    func aPushLeftToUIKitShowsTheBarOnlyOnceTheIncomingPageAppears(_ firstHeard: FirstHeard, _ viewDidLoadHides: Bool) {
        var h = H()
        h.send(.pageOptionsChanged(H.a, Self.profile(true)))
        h.send(.barAnimationEnded)
        let optedOut = { (hidden: Bool?) in
            PageProfile(options: ResolvedSlidingBarOptions(isEnabled: false, prefersNavigationBarHidden: hidden), heightClass: .standard)
        }
        let request = H.request(stack: [H.a], profiles: [H.a: Self.profile(true), H.b: optedOut(nil)])
        var early = h.send(.willNavigate(.push(H.b), request))
        guard case .system = h.engine.phase else {
            Issue.record("expected left to UIKit, the engine is \(h.engine.phase)")
            return
        }
        early += h.send(.didNavigate(coordinatorPresent: true))
        early += h.send(.viewWillDisappear(H.a))
        let loaded = optedOut(viewDidLoadHides ? true : nil)
        if viewDidLoadHides { early += h.send(.pageOptionsChanged(H.b, loaded)) }
        #expect(Self.changes(early).isEmpty, "before B appears: \(early)")
        h.bar.showsPage = H.b
        var first: [TransitionCommand] = []
        if firstHeard == .viewWillAppear { first = h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: loaded)) }
        if firstHeard != .animationWillStart { first += h.send(.viewIsAppearing(H.b)) }
        let start = h.send(.animationWillStart)
        if firstHeard == .animationWillStart { first = start }
        #expect(Self.changes(first) == (viewDidLoadHides ? [] : [.setBarHidden(false, animated: true)]), "\(first)")
        if firstHeard != .animationWillStart { #expect(Self.changes(start).isEmpty, "\(start)") }
        #expect(h.bar.isHidden == viewDidLoadHides)
    }

    /// A pop to a page with a bar from one without: the page uncovered has loaded long ago, so
    /// the bar is shown at the call, with animation, for the outgoing page's content to glide
    /// down with it while that page is still on top (with or without an option of its own).
    @Test(arguments: [false, nil] as [Bool?])
    func aPopFromAPageWithoutABarShowsTheBarAtTheCall(_ uncoveredOption: Bool?) {
        var h = H()
        h.bar.showsPage = H.b
        h.send(.pageOptionsChanged(H.b, Self.profile(true)))
        h.send(.barAnimationEnded)
        let request = H.request(stack: [H.a, H.b], profiles: [H.a: Self.profile(uncoveredOption), H.b: Self.profile(true)])
        let call = h.send(.willNavigate(.pop, request))
        #expect(Self.changes(call) == [.setBarHidden(false, animated: true)])
    }
}
