import Testing
import SlidingNavigationBarCore

@Suite("DelegateAnswerNesting")
struct DelegateAnswerNestingTests {
    enum Step: Sendable, Hashable {
        case enter
        /// A hooked implementation returns: with an animator (`true`) or `nil` (`false`).
        case leave(custom: Bool)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var steps: [Step]
        /// The answers forwarded, in order.
        var forwarded: [Bool]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "one implementation, an animator", steps: [.enter, .leave(custom: true)], forwarded: [true]),
        Row(name: "one implementation, nil", steps: [.enter, .leave(custom: false)], forwarded: [false]),
        Row(
            name: "override calls super; super nil, override an animator",
            steps: [.enter, .enter, .leave(custom: false), .leave(custom: true)], forwarded: [true]),
        Row(
            name: "override calls super; super an animator, override nil",
            steps: [.enter, .enter, .leave(custom: true), .leave(custom: false)], forwarded: [false]),
        Row(
            name: "three classes deep",
            steps: [.enter, .enter, .enter, .leave(custom: true), .leave(custom: true), .leave(custom: false)],
            forwarded: [false]),
        Row(
            name: "two questions in a row, each nested",
            steps: [
                .enter, .enter, .leave(custom: false), .leave(custom: true),
                .enter, .enter, .leave(custom: true), .leave(custom: false),
            ],
            forwarded: [true, false]),
        Row(name: "leave without enter", steps: [.leave(custom: true)], forwarded: []),
        Row(
            name: "unbalanced leave, then a question", steps: [.leave(custom: true), .enter, .leave(custom: false)],
            forwarded: [false]),
    ]

    @Test(arguments: rows)
    func forwardsTheOutermostAnswer(_ row: Row) {
        var nesting = DelegateAnswerNesting()
        var forwarded: [Bool] = []
        for step in row.steps {
            switch step {
            case .enter: nesting.enter()
            case .leave(let custom): if let answer = nesting.leave(custom: custom) { forwarded.append(answer) }
            }
        }
        #expect(forwarded == row.forwarded)
        #expect(nesting.depth == 0)
    }

    /// However deep the nesting, a balanced question forwards exactly one answer.
    @Test(arguments: 1...5)
    func exactlyOneAnswerPerQuestion(_ depth: Int) {
        var nesting = DelegateAnswerNesting()
        for _ in 0..<depth { nesting.enter() }
        var forwarded = 0
        for _ in 0..<depth where nesting.leave(custom: true) != nil { forwarded += 1 }
        #expect(forwarded == 1)
    }
}
