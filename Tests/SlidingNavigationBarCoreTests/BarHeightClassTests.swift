import Testing
import SlidingNavigationBarCore

@Suite("BarHeightClass(facts:)")
struct BarHeightClassTests {
    @Test func plainBarIsStandard() {
        let facts = BarHeightFacts(prefersLargeTitles: false, largeTitleDisplayModes: [.automatic], hasSearchController: false)
        #expect(BarHeightClass(facts: facts) == .standard)
    }

    @Test func largeTitlesNeedTheBarToPreferThem() {
        let facts = BarHeightFacts(prefersLargeTitles: false, largeTitleDisplayModes: [.always], hasSearchController: false)
        #expect(BarHeightClass(facts: facts) == .standard)
    }

    @Test func automaticRootShowsALargeTitle() {
        let facts = BarHeightFacts(prefersLargeTitles: true, largeTitleDisplayModes: [.automatic], hasSearchController: false)
        #expect(BarHeightClass(facts: facts) == .largeTitle)
    }

    @Test func emptyChainCountsAsAutomatic() {
        let facts = BarHeightFacts(prefersLargeTitles: true, largeTitleDisplayModes: [], hasSearchController: false)
        #expect(BarHeightClass(facts: facts) == .largeTitle)
    }

    @Test func automaticInheritsTheNearestExplicitModeBelow() {
        let inheritsNever = BarHeightFacts(
            prefersLargeTitles: true, largeTitleDisplayModes: [.always, .never, .automatic, .automatic],
            hasSearchController: false
        )
        #expect(BarHeightClass(facts: inheritsNever) == .standard)
        let inheritsAlways = BarHeightFacts(
            prefersLargeTitles: true, largeTitleDisplayModes: [.never, .always, .automatic], hasSearchController: false
        )
        #expect(BarHeightClass(facts: inheritsAlways) == .largeTitle)
    }

    @Test func inlineIsNotLarge() {
        let facts = BarHeightFacts(prefersLargeTitles: true, largeTitleDisplayModes: [.inline], hasSearchController: false)
        #expect(BarHeightClass(facts: facts) == .standard)
    }

    @Test func stackedSearchBarAddsARow() {
        let search = BarHeightFacts(prefersLargeTitles: false, largeTitleDisplayModes: [.automatic], hasSearchController: true)
        #expect(BarHeightClass(facts: search) == .searchBar)
        let both = BarHeightFacts(prefersLargeTitles: true, largeTitleDisplayModes: [.always], hasSearchController: true)
        #expect(BarHeightClass(facts: both) == .largeTitleWithSearchBar)
    }

    /// The live bar, not the item: scrolled from the top, a large title has collapsed and a search
    /// bar that hides when scrolling is gone; one that stays keeps its row.
    @Test(arguments: [
        (large: true, search: false, hides: true, scrolled: false, expected: BarHeightClass.largeTitle),
        (large: true, search: false, hides: true, scrolled: true, expected: .standard),
        (large: false, search: true, hides: true, scrolled: true, expected: .standard),
        (large: false, search: true, hides: false, scrolled: true, expected: .searchBar),
        (large: true, search: true, hides: true, scrolled: true, expected: .standard),
        (large: true, search: true, hides: false, scrolled: true, expected: .searchBar),
        (large: true, search: true, hides: true, scrolled: false, expected: .largeTitleWithSearchBar),
        (large: false, search: false, hides: true, scrolled: true, expected: .standard),
    ])
    func scrollingCollapsesTheLiveBar(_ row: (large: Bool, search: Bool, hides: Bool, scrolled: Bool, expected: BarHeightClass)) {
        let facts = BarHeightFacts(
            prefersLargeTitles: row.large, largeTitleDisplayModes: [row.large ? .always : .never], hasSearchController: row.search,
            isScrolledFromTop: row.scrolled, hidesSearchBarWhenScrolling: row.hides
        )
        #expect(BarHeightClass(facts: facts) == row.expected)
    }

    @Test func inheritanceCarriesThePagesOwnScrollPosition() {
        var page = LargeTitleInheritance.Page(id: PageID(2), largeTitleDisplayMode: .automatic)
        page.isScrolledFromTop = true
        let root = LargeTitleInheritance.Page(id: PageID(1), largeTitleDisplayMode: .always)
        #expect(LargeTitleInheritance.heightClass(of: page, in: [root, page], else: [root], prefersLargeTitles: true) == .standard)
        page.isScrolledFromTop = false
        #expect(LargeTitleInheritance.heightClass(of: page, in: [root, page], else: [root], prefersLargeTitles: true) == .largeTitle)
    }

    /// A vertically compact size class (an iPhone in landscape) shows no large title, whatever
    /// the items ask; a stacked search bar keeps its row.
    @Test(arguments: [
        (large: true, search: false, compact: false, expected: BarHeightClass.largeTitle),
        (large: true, search: false, compact: true, expected: .standard),
        (large: true, search: true, compact: true, expected: .searchBar),
        (large: true, search: true, compact: false, expected: .largeTitleWithSearchBar),
        (large: false, search: true, compact: true, expected: .searchBar),
        (large: false, search: false, compact: true, expected: .standard),
    ])
    func compactHeightShowsNoLargeTitle(_ row: (large: Bool, search: Bool, compact: Bool, expected: BarHeightClass)) {
        let root = LargeTitleInheritance.Page(id: PageID(1), largeTitleDisplayMode: row.large ? .always : .never)
        let page = LargeTitleInheritance.Page(id: PageID(2), largeTitleDisplayMode: .automatic, hasSearchController: row.search)
        let found = LargeTitleInheritance.heightClass(
            of: page, in: [root, page], else: [root], prefersLargeTitles: true, isVerticallyCompact: row.compact)
        #expect(found == row.expected)
    }

    @Test func inlineSearchBarAddsNothing() {
        let facts = BarHeightFacts(
            prefersLargeTitles: false, largeTitleDisplayModes: [.automatic], hasSearchController: true,
            searchBarIsInline: true
        )
        #expect(BarHeightClass(facts: facts) == .standard)
    }

    @Test(arguments: [
        (0, BarHeightFacts.LargeTitleDisplayMode.automatic), (1, .always), (2, .never), (3, .inline), (42, .automatic), (-1, .automatic),
    ])
    func uikitRawValues(raw: Int, mode: BarHeightFacts.LargeTitleDisplayMode) {
        #expect(BarHeightFacts.LargeTitleDisplayMode(uikitRawValue: raw) == mode)
    }
}
