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
