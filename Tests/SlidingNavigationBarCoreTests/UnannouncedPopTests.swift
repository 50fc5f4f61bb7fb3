import Testing
@testable import SlidingNavigationBarCore

@Suite("UnannouncedPop")
struct UnannouncedPopTests {
    static let a = PageID(1)
    static let b = PageID(2)
    static let c = PageID(3)
    static let d = PageID(4)

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var callback: UnannouncedPop.Callback
        var engineAtRest = true
        var coordinator: TransitionCoordinatorFacts?
        var stack: [PageID]
        var customAnimator = false
        var barChangedUnseen = false
        var expected: UnannouncedPop.Announcement?
        var testDescription: String { name }
    }

    static let popCB = TransitionCoordinatorFacts(isAnimated: true, from: c, to: b)
    static let popped = UnannouncedPop.Announcement(call: .pop, stack: [a, b, c])

    static let rows: [Row] = [
        // A back tap nobody heard: announced at whichever callback comes first.
        Row(
            name: "outgoing viewWillDisappear, popped page already out of the stack",
            callback: .willDisappear(c, isMovingFromParent: true), coordinator: popCB, stack: [a, b], expected: popped),
        Row(
            name: "outgoing viewWillDisappear, popped page still on top",
            callback: .willDisappear(c, isMovingFromParent: true), coordinator: popCB, stack: [a, b, c], expected: popped),
        Row(
            name: "incoming viewWillAppear first", callback: .willAppear(b), coordinator: popCB, stack: [a, b],
            expected: popped),
        Row(
            name: "a pop to a page further down, the leaving page still on top",
            callback: .willDisappear(c, isMovingFromParent: true),
            coordinator: .init(isAnimated: true, from: c, to: a), stack: [a, b, c],
            expected: .init(call: .popTo(a), stack: [a, b, c])),
        Row(
            name: "a pop to the root with the pages between already out: the same intent as a pop",
            callback: .willAppear(a), coordinator: .init(isAnimated: true, from: c, to: a), stack: [a],
            expected: .init(call: .pop, stack: [a, c])),
        // Not this rule's: the engine runs a transition (this one announced, or the end of another).
        Row(
            name: "engine not at rest", callback: .willDisappear(c, isMovingFromParent: true), engineAtRest: false,
            coordinator: popCB, stack: [a, b]),
        Row(
            name: "engine not at rest, incoming callback", callback: .willAppear(b), engineAtRest: false,
            coordinator: popCB, stack: [a, b]),
        // Nothing slides.
        Row(
            name: "no coordinator", callback: .willDisappear(c, isMovingFromParent: true), coordinator: nil,
            stack: [a, b]),
        Row(
            name: "not animated", callback: .willDisappear(c, isMovingFromParent: true),
            coordinator: .init(isAnimated: false, from: c, to: b), stack: [a, b]),
        Row(
            name: "coordinator without pages", callback: .willAppear(b),
            coordinator: .init(isAnimated: true, from: nil, to: b), stack: [a, b]),
        // Announced, so that the engine follows UIKit's transition, but it cannot slide.
        Row(
            name: "the delegate answered its own animator", callback: .willDisappear(c, isMovingFromParent: true),
            coordinator: popCB, stack: [a, b], customAnimator: true,
            expected: .init(call: .pop, stack: [a, b, c], canSlide: false)),
        Row(
            name: "the page showed the bar in its viewWillDisappear, not on screen yet",
            callback: .willDisappear(c, isMovingFromParent: true), coordinator: popCB, stack: [a, b],
            barChangedUnseen: true, expected: .init(call: .pop, stack: [a, b, c], canSlide: false)),
        // Not the transition's own pages, or not leaving.
        Row(
            name: "viewWillDisappear without isMovingFromParent (covered, not popped)",
            callback: .willDisappear(c, isMovingFromParent: false), coordinator: popCB, stack: [a, b]),
        Row(
            name: "viewWillDisappear of a page between (popped with the top)",
            callback: .willDisappear(b, isMovingFromParent: true), coordinator: .init(isAnimated: true, from: c, to: a),
            stack: [a]),
        Row(
            name: "viewWillAppear of the leaving page (a cancelled swipe brings it back)", callback: .willAppear(c),
            coordinator: popCB, stack: [a, b, c]),
        // A push: UIKit adds the incoming page; the outgoing page stays, below it.
        Row(
            name: "push: the covered page's viewWillDisappear", callback: .willDisappear(b, isMovingFromParent: false),
            coordinator: .init(isAnimated: true, from: b, to: c, toIsMovingToParent: true), stack: [a, b, c]),
        Row(
            name: "push: the pushed page's viewWillAppear", callback: .willAppear(c),
            coordinator: .init(isAnimated: true, from: b, to: c, toIsMovingToParent: true), stack: [a, b, c]),
        Row(
            name: "push read without isMovingToParent: the leaving page stays below the top",
            callback: .willAppear(c), coordinator: .init(isAnimated: true, from: b, to: c), stack: [a, b, c]),
        Row(
            name: "a new top set in place of the old one (push animation)",
            callback: .willDisappear(c, isMovingFromParent: true),
            coordinator: .init(isAnimated: true, from: c, to: d, toIsMovingToParent: true), stack: [a, d]),
        Row(
            name: "incoming page not in the stack", callback: .willAppear(d),
            coordinator: .init(isAnimated: true, from: c, to: d), stack: [a, b]),
        Row(
            name: "the leaving page in the middle of the stack", callback: .willDisappear(b, isMovingFromParent: true),
            coordinator: .init(isAnimated: true, from: b, to: a), stack: [a, b, c]),
    ]

    @Test(arguments: rows)
    func decides(_ row: Row) {
        let answer = UnannouncedPop.announcement(
            at: row.callback, engineAtRest: row.engineAtRest, coordinator: row.coordinator, stack: row.stack,
            delegateAnsweredCustomAnimator: row.customAnimator, barVisibilityChangedUnseen: row.barChangedUnseen)
        #expect(answer == row.expected)
    }

    /// The announcement always resolves to the coordinator's own transition: from its `from` to its `to`.
    @Test(arguments: rows.filter { $0.expected != nil })
    func resolvesToTheCoordinatorsPages(_ row: Row) throws {
        let answer = try #require(
            UnannouncedPop.announcement(
                at: row.callback, engineAtRest: row.engineAtRest, coordinator: row.coordinator, stack: row.stack,
                delegateAnsweredCustomAnimator: row.customAnimator, barVisibilityChangedUnseen: row.barChangedUnseen))
        let intent = try #require(NavigationIntent.resolve(answer.call, stack: answer.stack))
        #expect(intent.from == row.coordinator?.from)
        #expect(intent.to == row.coordinator?.to)
        #expect(intent.operation == .pop)
    }

    /// A pop to a page never heard appearing is announced, but cannot slide: its view loaded in
    /// this pop, before any hook, and its `viewDidLoad` may have restyled the shared bar (issue 32).
    @Test(arguments: [true, false])
    func incomingPageAppearingForTheFirstTime(appearedBefore: Bool) throws {
        let answer = try #require(
            UnannouncedPop.announcement(
                at: .willAppear(Self.a), engineAtRest: true, coordinator: .init(isAnimated: true, from: Self.b, to: Self.a),
                stack: [Self.a], appeared: { $0 == Self.a ? appearedBefore : true }))
        #expect(answer == .init(call: .pop, stack: [Self.a, Self.b], canSlide: appearedBefore))
    }
}
