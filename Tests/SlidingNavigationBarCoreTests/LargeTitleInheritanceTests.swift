import Testing
import SlidingNavigationBarCore

@Suite("LargeTitleInheritance")
struct LargeTitleInheritanceTests {
    static let a = PageID(1), b = PageID(2), c = PageID(3), d = PageID(4)

    // MARK: - stack(after:from:)

    struct AfterRow: Sendable, CustomTestStringConvertible {
        var call: NavigationCall
        var stack: [PageID]
        var after: [PageID]
        var testDescription: String { "\(call) on \(stack)" }
    }

    static let afterRows: [AfterRow] = [
        AfterRow(call: .push(c), stack: [a, b], after: [a, b, c]),
        AfterRow(call: .push(a), stack: [], after: [a]),
        AfterRow(call: .pop, stack: [a, b, c], after: [a, b, c]),
        AfterRow(call: .popTo(a), stack: [a, b, c], after: [a, b, c]),
        AfterRow(call: .popToRoot, stack: [a, b], after: [a, b]),
        AfterRow(call: .setStack([d, a]), stack: [a, b], after: [d, a]),
        AfterRow(call: .setStack([]), stack: [a], after: []),
    ]

    @Test(arguments: afterRows)
    func stackAfter(_ row: AfterRow) {
        #expect(LargeTitleInheritance.stack(after: row.call, from: row.stack) == row.after)
    }

    // MARK: - chain(of:in:else:)

    struct ChainRow: Sendable, CustomTestStringConvertible {
        var name: String
        var page: PageID
        var stack: [PageID]
        var fallback: [PageID]
        var chain: [PageID]
        var testDescription: String { name }
    }

    static let chainRows: [ChainRow] = [
        ChainRow(name: "top of the stack", page: c, stack: [a, b, c], fallback: [a, b], chain: [a, b, c]),
        ChainRow(name: "in the middle: pages above do not count", page: b, stack: [a, b, c], fallback: [], chain: [a, b]),
        ChainRow(name: "the root", page: a, stack: [a, b], fallback: [a, b], chain: [a]),
        ChainRow(name: "only in the stack now", page: b, stack: [d], fallback: [a, b, c], chain: [a, b]),
        ChainRow(name: "the stack it will be in wins", page: b, stack: [d, b], fallback: [a, b], chain: [d, b]),
        ChainRow(name: "in neither: on top of the stack now", page: d, stack: [a], fallback: [a, b], chain: [a, b, d]),
        ChainRow(name: "in neither, empty stacks", page: d, stack: [], fallback: [], chain: [d]),
        ChainRow(name: "twice: the first place", page: a, stack: [a, b, a], fallback: [], chain: [a]),
    ]

    @Test(arguments: chainRows)
    func chain(_ row: ChainRow) {
        let chain = LargeTitleInheritance.chain(of: row.page, in: row.stack, else: row.fallback)
        #expect(chain == row.chain)
        #expect(chain.last == row.page)
    }

    // MARK: - heightClass(of:in:else:prefersLargeTitles:)

    typealias Page = LargeTitleInheritance.Page

    struct HeightRow: Sendable, CustomTestStringConvertible {
        var name: String
        var page: Page
        var stack: [Page]
        var fallback: [Page]
        var prefersLargeTitles = true
        var expected: BarHeightClass
        var testDescription: String { name }
    }

    static let root = Page(id: a, largeTitleDisplayMode: .automatic)
    static let never = Page(id: b, largeTitleDisplayMode: .never)
    static let always = Page(id: b, largeTitleDisplayMode: .always)
    static let incoming = Page(id: c, largeTitleDisplayMode: .automatic)
    static let searching = Page(id: c, largeTitleDisplayMode: .automatic, hasSearchController: true)
    static let inlineSearch = Page(id: c, largeTitleDisplayMode: .never, hasSearchController: true, searchBarIsInline: true)

    static let heightRows: [HeightRow] = [
        HeightRow(
            name: "automatic root, large titles preferred", page: root, stack: [root], fallback: [root],
            expected: .largeTitle),
        HeightRow(
            name: "large titles not preferred", page: root, stack: [root], fallback: [root],
            prefersLargeTitles: false, expected: .standard),
        HeightRow(
            name: "pushed on top of never: inherits never", page: incoming, stack: [root, never, incoming],
            fallback: [root, never], expected: .standard),
        HeightRow(
            name: "pushed on top of always: inherits always", page: incoming, stack: [root, always, incoming],
            fallback: [root, always], expected: .largeTitle),
        HeightRow(
            name: "not in any stack yet: on top of the current one", page: incoming, stack: [],
            fallback: [root, never], expected: .standard),
        HeightRow(
            name: "popped to the root: pages above ignored", page: root, stack: [root, never, incoming],
            fallback: [root, never, incoming], expected: .largeTitle),
        HeightRow(
            name: "replaced stack: the new pages below count, not the old", page: incoming,
            stack: [root, incoming], fallback: [root, never], expected: .largeTitle),
        HeightRow(
            name: "own search controller adds a row", page: searching, stack: [root, never, searching],
            fallback: [root, never], expected: .searchBar),
        HeightRow(
            name: "search controller with an inherited large title", page: searching, stack: [root, searching],
            fallback: [root], expected: .largeTitleWithSearchBar),
        HeightRow(
            name: "inline search bar adds nothing", page: inlineSearch, stack: [root, inlineSearch],
            fallback: [root], expected: .standard),
        HeightRow(
            name: "a search controller below is not inherited",
            page: Page(id: d, largeTitleDisplayMode: .never), stack: [root, searching, Page(id: d, largeTitleDisplayMode: .never)],
            fallback: [root, searching], expected: .standard),
        HeightRow(
            name: "the page's own facts win over a stale copy",
            page: Page(id: b, largeTitleDisplayMode: .never), stack: [root, always], fallback: [root, always],
            expected: .standard),
    ]

    @Test(arguments: heightRows)
    func heightClass(_ row: HeightRow) {
        let result = LargeTitleInheritance.heightClass(
            of: row.page, in: row.stack, else: row.fallback, prefersLargeTitles: row.prefersLargeTitles
        )
        #expect(result == row.expected)
    }

    /// The facts carry one display mode per page of the chain, the page's own last.
    @Test(arguments: heightRows)
    func factsFollowTheChain(_ row: HeightRow) {
        let facts = LargeTitleInheritance.facts(
            of: row.page, in: row.stack, else: row.fallback, prefersLargeTitles: row.prefersLargeTitles
        )
        let chain = LargeTitleInheritance.chain(of: row.page.id, in: row.stack.map(\.id), else: row.fallback.map(\.id))
        #expect(facts.largeTitleDisplayModes.count == chain.count)
        #expect(facts.largeTitleDisplayModes.last == row.page.largeTitleDisplayMode)
        #expect(facts.hasSearchController == row.page.hasSearchController)
        #expect(facts.prefersLargeTitles == row.prefersLargeTitles)
    }
}
