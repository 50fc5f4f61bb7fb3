import Testing
@testable import SlidingNavigationBarCore

@Suite("NavigationNesting")
struct NavigationNestingTests {
    enum Step: String, Sendable { case enter, leave }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var steps: [Step]
        /// What each step answers, in order.
        var answers: [Bool]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "one call", steps: [.enter, .leave], answers: [true, true]),
        Row(name: "a call inside another", steps: [.enter, .enter, .leave, .leave], answers: [true, false, false, true]),
        Row(
            name: "three deep", steps: [.enter, .enter, .enter, .leave, .leave, .leave],
            answers: [true, false, false, false, false, true]),
        Row(name: "two calls in a row", steps: [.enter, .leave, .enter, .leave], answers: [true, true, true, true]),
        Row(
            name: "two nested calls inside one", steps: [.enter, .enter, .leave, .enter, .leave, .leave],
            answers: [true, false, false, false, false, true]),
        Row(name: "leave without enter", steps: [.leave], answers: [false]),
        Row(name: "unbalanced leave, then a call", steps: [.leave, .leave, .enter, .leave], answers: [false, false, true, true]),
    ]

    @Test(arguments: rows)
    func answers(_ row: Row) {
        var nesting = NavigationNesting()
        var answers: [Bool] = []
        for step in row.steps {
            switch step {
            case .enter: answers.append(nesting.enter())
            case .leave: answers.append(nesting.leave())
            }
        }
        #expect(answers == row.answers)
    }

    /// Every sequence that returns to depth 0 announces as many ends as beginnings.
    @Test(arguments: rows)
    func balanced(_ row: Row) {
        var nesting = NavigationNesting()
        var began = 0
        var ended = 0
        for step in row.steps {
            switch step {
            case .enter: if nesting.enter() { began += 1 }
            case .leave: if nesting.leave() { ended += 1 }
            }
        }
        if nesting.depth == 0 {
            #expect(began == ended)
        }
    }
}
