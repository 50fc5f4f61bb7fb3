import Testing
@testable import SlidingNavigationBarCore

/// A call UIKit rejects with an exception: the engine heard `willNavigate` and staged what it
/// stages before UIKit's method runs; nothing moves and no end comes. The events
/// `NavigationNesting.closeAbandoned` gives on the next turn bring it back to rest, with the bar
/// as it was before the call.
@Suite struct RejectedCallEngineTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var barHiddenAtCall = false
        var from = EngineHarness.profile()
        var to = EngineHarness.profile()
        var animated = true
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a push between two pages with a bar: preparing, outgoing snapshot attached"),
        Row(name: "a push to a page without a bar: staged before the call", to: EngineHarness.profile(hidden: true)),
        Row(
            name: "a push between two pages without a bar", barHiddenAtCall: true, from: EngineHarness.profile(hidden: true),
            to: EngineHarness.profile(hidden: true)),
        Row(
            name: "a push from a page without a bar to one with a bar", barHiddenAtCall: true,
            from: EngineHarness.profile(hidden: true)),
        Row(name: "a push to an opted-out page: left to UIKit", to: EngineHarness.profile(enabled: false)),
        Row(
            name: "a push to an opted-out page without a bar: visibility set at the call",
            to: PageProfile(options: ResolvedSlidingBarOptions(isEnabled: false, prefersNavigationBarHidden: true), heightClass: .standard)),
        Row(name: "a height change: left to UIKit", to: EngineHarness.profile(height: .largeTitle)),
    ]

    @Test(arguments: rows)
    func theNextTurnBringsTheEngineBackToRest(_ row: Row) {
        var harness = EngineHarness()
        harness.bar = BarState(showsPage: EngineHarness.a, isHidden: row.barHiddenAtCall)
        var nesting = NavigationNesting()
        _ = nesting.enter()
        let call = nesting.outermostCall
        harness.send(
            .willNavigate(
                .push(EngineHarness.b),
                EngineHarness.request(profiles: [EngineHarness.a: row.from, EngineHarness.b: row.to], animated: row.animated)))
        // UIKit raised: no didNavigate, no callback. The app caught it; the turn ends.
        let events = nesting.closeAbandoned(call, transitionRunning: false, engineAtRest: harness.engine.isAtRest)
        for event in events { harness.send(event) }
        #expect(harness.engine.isAtRest, "\(harness.engine.phase)")
        #expect(harness.bar.isHidden == row.barHiddenAtCall)
        #expect(nesting.depth == 0)
    }

    /// Before the fix nothing came: a staged call left the outgoing snapshot attached and the bar
    /// behind for good (the lab's `rejected-push-of-a-new-page` scenario shows it on screen).
    @Test func withoutTheCloseTheStageStays() {
        var harness = EngineHarness()
        harness.send(.willNavigate(.push(EngineHarness.b), EngineHarness.request()))
        #expect(!harness.engine.isAtRest)
    }
}
