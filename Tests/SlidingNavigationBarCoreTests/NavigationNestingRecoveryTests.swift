import Testing
@testable import SlidingNavigationBarCore

/// `NavigationNesting.closeAbandoned`: a call UIKit rejected with an exception never reaches its
/// hook's end; on the next run-loop turn the shell closes it. One row per case of the decision
/// table, written out by hand.
@Suite("NavigationNesting closing a call that never returned")
struct NavigationNestingRecoveryTests {
    enum Step: Sendable { case enter, leave }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        /// The hooks' steps in the turn the checked call began in; the checked call is the
        /// outermost call of the first `enter` unless `checksEarlierCall`.
        var steps: [Step]
        /// The check belongs to an outermost call before the last one.
        var checksEarlierCall = false
        var transitionRunning = false
        var engineAtRest = false
        var events: [TransitionEventKind]
        /// The depth once the check ran.
        var depthAfter: Int
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "the call returned", steps: [.enter, .leave], events: [], depthAfter: 0),
        Row(name: "the call and one inside it returned", steps: [.enter, .enter, .leave, .leave], events: [], depthAfter: 0),
        Row(
            name: "it raised before any transition; the engine staged it",
            steps: [.enter], events: [.didNavigate(coordinatorPresent: false), .transitionCompleted(cancelled: true)],
            depthAfter: 0),
        Row(
            name: "it raised; the engine had nothing to stage (a page pushed twice)",
            steps: [.enter], engineAtRest: true, events: [.didNavigate(coordinatorPresent: false)], depthAfter: 0),
        Row(
            name: "it raised while a transition runs",
            steps: [.enter], transitionRunning: true, events: [.didNavigate(coordinatorPresent: true)], depthAfter: 0),
        Row(
            name: "it raised while a transition runs and the engine is at rest",
            steps: [.enter], transitionRunning: true, engineAtRest: true, events: [.didNavigate(coordinatorPresent: false)],
            depthAfter: 0),
        Row(
            name: "a call inside it raised, the app caught it inside, the outer call returned",
            steps: [.enter, .enter, .leave], events: [.didNavigate(coordinatorPresent: false), .transitionCompleted(cancelled: true)],
            depthAfter: 0),
        Row(
            name: "it raised, then a call in the same turn was heard inside it",
            steps: [.enter, .enter, .leave], transitionRunning: true, events: [.didNavigate(coordinatorPresent: true)],
            depthAfter: 0),
        Row(
            name: "the check of an earlier call that returned, while a later one is open",
            steps: [.enter, .leave, .enter], checksEarlierCall: true, events: [], depthAfter: 1),
    ]

    @Test(arguments: rows)
    func closes(_ row: Row) {
        var nesting = NavigationNesting()
        var firstCall: UInt?
        for step in row.steps {
            switch step {
            case .enter:
                if nesting.enter(), firstCall == nil { firstCall = nesting.outermostCall }
            case .leave:
                _ = nesting.leave()
            }
        }
        let checked = row.checksEarlierCall ? firstCall ?? 0 : nesting.outermostCall
        let events = nesting.closeAbandoned(checked, transitionRunning: row.transitionRunning, engineAtRest: row.engineAtRest)
        #expect(events == row.events)
        #expect(nesting.depth == row.depthAfter)
    }

    /// Once closed, the next call is outermost again: announced, and its end announced.
    @Test func theNextCallIsAnnouncedAgain() {
        var nesting = NavigationNesting()
        let raisedAnnounced = nesting.enter()
        let raised = nesting.outermostCall
        // Before the fix this call was heard inside the one that never ended.
        let heardInside = (enter: nesting.enter(), leave: nesting.leave())
        let closing = nesting.closeAbandoned(raised, transitionRunning: false, engineAtRest: true)
        let next = (enter: nesting.enter(), leave: nesting.leave())
        #expect(raisedAnnounced)
        #expect(!heardInside.enter && !heardInside.leave)
        #expect(closing == [.didNavigate(coordinatorPresent: false)])
        #expect(next.enter && next.leave)
        #expect(nesting.depth == 0)
    }

    /// A check runs once per call: a second check of the same call, or a late end from the hook
    /// of the call it closed, changes nothing and announces nothing.
    @Test func aCallIsClosedOnce() {
        var nesting = NavigationNesting()
        _ = nesting.enter()
        let call = nesting.outermostCall
        let first = nesting.closeAbandoned(call, transitionRunning: false, engineAtRest: false)
        let second = nesting.closeAbandoned(call, transitionRunning: false, engineAtRest: false)
        let lateEnd = nesting.leave()
        #expect(first.count == 2)
        #expect(second.isEmpty)
        #expect(!lateEnd)
        #expect(nesting.depth == 0)
    }

    /// Each outermost call gets its own number; nested calls do not.
    @Test func outermostCallsAreNumbered() {
        var nesting = NavigationNesting()
        _ = nesting.enter()
        let first = nesting.outermostCall
        _ = nesting.enter()
        #expect(nesting.outermostCall == first)
        _ = nesting.leave()
        _ = nesting.leave()
        _ = nesting.enter()
        #expect(nesting.outermostCall != first)
    }
}
