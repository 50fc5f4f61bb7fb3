import Testing
@testable import SlidingNavigationBarCore

@Suite struct NavigationIntentTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var call: NavigationCall
        var stack: [UInt]
        /// `(from, to, operation)` or `nil` for no transition.
        var expected: (UInt, UInt, NavigationOperation)?
        var testDescription: String { "\(name): \(call) on \(stack)" }
    }

    private static func p(_ raw: UInt) -> PageID { PageID(raw) }
    private static func set(_ raws: [UInt]) -> NavigationCall { .setStack(raws.map(PageID.init)) }

    static let rows: [Row] = [
        // push
        Row(name: "push a new page", call: .push(p(4)), stack: [1, 2, 3], expected: (3, 4, .push)),
        Row(name: "push onto the root", call: .push(p(2)), stack: [1], expected: (1, 2, .push)),
        Row(name: "push the top again", call: .push(p(3)), stack: [1, 2, 3], expected: nil),
        Row(name: "push a page below the top", call: .push(p(1)), stack: [1, 2, 3], expected: nil),
        // pop
        Row(name: "pop", call: .pop, stack: [1, 2, 3], expected: (3, 2, .pop)),
        Row(name: "pop to the root", call: .pop, stack: [1, 2], expected: (2, 1, .pop)),
        Row(name: "pop at root", call: .pop, stack: [1], expected: nil),
        // popTo
        Row(name: "popTo the root", call: .popTo(p(1)), stack: [1, 2, 3], expected: (3, 1, .pop)),
        Row(name: "popTo the page below", call: .popTo(p(2)), stack: [1, 2, 3], expected: (3, 2, .pop)),
        Row(name: "popTo the top itself", call: .popTo(p(3)), stack: [1, 2, 3], expected: nil),
        Row(name: "popTo a page not in the stack", call: .popTo(p(9)), stack: [1, 2, 3], expected: nil),
        Row(name: "popTo at root", call: .popTo(p(1)), stack: [1], expected: nil),
        // popToRoot
        Row(name: "popToRoot", call: .popToRoot, stack: [1, 2, 3, 4], expected: (4, 1, .pop)),
        Row(name: "popToRoot from two", call: .popToRoot, stack: [1, 2], expected: (2, 1, .pop)),
        Row(name: "popToRoot at root", call: .popToRoot, stack: [1], expected: nil),
        // setStack
        Row(name: "setStack forward", call: set([1, 2, 3, 4]), stack: [1, 2, 3], expected: (3, 4, .push)),
        Row(name: "setStack forward by two", call: set([1, 2, 3, 4, 5]), stack: [1, 2, 3], expected: (3, 5, .push)),
        Row(name: "setStack backward", call: set([1, 2]), stack: [1, 2, 3], expected: (3, 2, .pop)),
        Row(name: "setStack back to the root", call: set([1]), stack: [1, 2, 3], expected: (3, 1, .pop)),
        Row(name: "setStack to an old page, reordered", call: set([3, 2]), stack: [1, 2, 3], expected: (3, 2, .pop)),
        Row(name: "setStack to an old page moved on top", call: set([2, 3, 1]), stack: [1, 2, 3], expected: (3, 1, .pop)),
        Row(name: "setStack same top", call: set([1, 2, 3]), stack: [1, 2, 3], expected: nil),
        Row(name: "setStack same top, pages below changed", call: set([7, 3]), stack: [1, 2, 3], expected: nil),
        Row(name: "setStack same top alone", call: set([3]), stack: [1, 2, 3], expected: nil),
        Row(name: "setStack replace with new pages", call: set([5, 6]), stack: [1, 2, 3], expected: (3, 6, .push)),
        Row(name: "setStack new top over the old pages", call: set([1, 2, 7]), stack: [1, 2, 3], expected: (3, 7, .push)),
        Row(name: "setStack replace the root", call: set([8]), stack: [1], expected: (1, 8, .push)),
        Row(name: "setStack to nothing", call: set([]), stack: [1, 2, 3], expected: nil),
        // empty stack: nothing visible to transition from
        Row(name: "push on an empty stack", call: .push(p(1)), stack: [], expected: nil),
        Row(name: "pop on an empty stack", call: .pop, stack: [], expected: nil),
        Row(name: "popTo on an empty stack", call: .popTo(p(1)), stack: [], expected: nil),
        Row(name: "popToRoot on an empty stack", call: .popToRoot, stack: [], expected: nil),
        Row(name: "setStack on an empty stack", call: set([1, 2]), stack: [], expected: nil),
    ]

    @Test(arguments: rows)
    func resolve(_ row: Row) {
        let intent = NavigationIntent.resolve(row.call, stack: row.stack.map(PageID.init))
        let expected = row.expected.map { NavigationIntent(from: PageID($0.0), to: PageID($0.1), operation: $0.2) }
        #expect(intent == expected)
    }

    @Test func resolvingDoesNotDependOnWhichPagesAreNumbered() {
        // The core only compares identities: large and zero raw values behave like any other.
        let stack = [PageID(0), PageID(UInt.max)]
        #expect(
            NavigationIntent.resolve(.pop, stack: stack)
                == NavigationIntent(from: PageID(UInt.max), to: PageID(0), operation: .pop))
        #expect(NavigationIntent.resolve(.push(PageID(0)), stack: stack) == nil)
    }

    @Test func descriptions() {
        #expect(NavigationIntent(from: PageID(3), to: PageID(4), operation: .push).description == "push page#3 → page#4")
        #expect(NavigationIntent(from: PageID(2), to: PageID(1), operation: .pop).description == "pop page#2 → page#1")
        // A call prints as Swift prints an enum (the notes name calls this way).
        #expect(String(describing: NavigationCall.setStack([PageID(1), PageID(2)])) == "setStack([page#1, page#2])")
        #expect(String(describing: NavigationCall.popTo(PageID(5))) == "popTo(page#5)")
        #expect(String(describing: NavigationCall.popToRoot) == "popToRoot")
    }
}
