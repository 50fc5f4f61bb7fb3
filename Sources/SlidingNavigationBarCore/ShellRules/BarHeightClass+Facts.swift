/// What the UIKit shell reads from a page's navigation item to place its bar in a height family.
///
/// The shell only copies values (`prefersLargeTitles`, each item's `largeTitleDisplayMode`,
/// whether a search controller is set and where UIKit placed its bar); the mapping to a
/// ``BarHeightClass`` is ``BarHeightClass/init(facts:)``, here, where it is tested.
///
/// ```swift
/// let facts = BarHeightFacts(
///     prefersLargeTitles: true,
///     largeTitleDisplayModes: [.always, .automatic],
///     hasSearchController: false
/// )
/// BarHeightClass(facts: facts) // .largeTitle: the automatic page inherits "always"
/// ```
package struct BarHeightFacts: Sendable, Hashable {
    /// `UINavigationItem.LargeTitleDisplayMode`, as a plain value.
    package enum LargeTitleDisplayMode: String, Sendable, Hashable, CaseIterable {
        /// Inherit the display of the item below in the stack (`.automatic`).
        case automatic
        /// Always a large title (`.always`).
        case always
        /// Never a large title (`.never`).
        case never
        /// The title inline in the bar (`.inline`, iOS 17).
        case inline

        /// The mode for UIKit's raw value (`automatic` 0, `always` 1, `never` 2, `inline` 3).
        ///
        /// A value a newer iOS may add is read as ``automatic``: the page then follows the items
        /// below it, which is what UIKit does for the default mode.
        ///
        /// ```swift
        /// BarHeightFacts.LargeTitleDisplayMode(uikitRawValue: 2) // .never
        /// ```
        /// - Parameter uikitRawValue: `largeTitleDisplayMode.rawValue`.
        package init(uikitRawValue: Int) {
            switch uikitRawValue {
            case 1: self = .always
            case 2: self = .never
            case 3: self = .inline
            default: self = .automatic
            }
        }
    }

    /// `navigationBar.prefersLargeTitles` of the navigation controller.
    package var prefersLargeTitles: Bool
    /// The `largeTitleDisplayMode` of every page's item from the root up to and including this
    /// page (bottom first); an empty list counts as one `.automatic` item.
    package var largeTitleDisplayModes: [LargeTitleDisplayMode]
    /// `navigationItem.searchController != nil`.
    package var hasSearchController: Bool
    /// True when UIKit placed the search bar inline, in the bar's own row
    /// (`navigationItem.searchBarPlacement == .inline`, iOS 16), so it adds no height.
    package var searchBarIsInline: Bool
    /// True when the page's content scroll view is scrolled away from its top edge: UIKit has
    /// collapsed its large title into the standard bar and, unless the item says otherwise, hidden
    /// its stacked search bar. The live bar's height, not the item's, is what a capture covers.
    package var isScrolledFromTop: Bool
    /// `navigationItem.hidesSearchBarWhenScrolling` (UIKit's default `true`).
    package var hidesSearchBarWhenScrolling: Bool
    /// True when the navigation controller's vertical size class is compact (every iPhone in
    /// landscape): UIKit then shows the standard title, not a large one, whatever the items ask
    /// (Open Radar 32707795, docs/uikit-facts.md section 5).
    package var isVerticallyCompact: Bool

    /// Creates the facts of one page.
    ///
    /// ```swift
    /// let facts = BarHeightFacts(prefersLargeTitles: false, largeTitleDisplayModes: [.automatic],
    ///                            hasSearchController: true)
    /// ```
    /// - Parameters:
    ///   - prefersLargeTitles: the bar's `prefersLargeTitles`.
    ///   - largeTitleDisplayModes: the items' display modes, root first, this page last.
    ///   - hasSearchController: the page's item has a search controller.
    ///   - searchBarIsInline: its search bar sits inline in the bar (default `false`).
    ///   - isScrolledFromTop: its content is scrolled away from the top (default `false`).
    ///   - hidesSearchBarWhenScrolling: its item hides the search bar on scroll (default `true`).
    ///   - isVerticallyCompact: the vertical size class is compact (default `false`).
    package init(
        prefersLargeTitles: Bool,
        largeTitleDisplayModes: [LargeTitleDisplayMode],
        hasSearchController: Bool,
        searchBarIsInline: Bool = false,
        isScrolledFromTop: Bool = false,
        hidesSearchBarWhenScrolling: Bool = true,
        isVerticallyCompact: Bool = false
    ) {
        self.prefersLargeTitles = prefersLargeTitles
        self.largeTitleDisplayModes = largeTitleDisplayModes
        self.hasSearchController = hasSearchController
        self.searchBarIsInline = searchBarIsInline
        self.isScrolledFromTop = isScrolledFromTop
        self.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
        self.isVerticallyCompact = isVerticallyCompact
    }

    /// Whether the page shows a large title.
    ///
    /// Only when the bar prefers large titles; then the nearest item at or below the page whose
    /// mode is not `.automatic` decides (`.always` yes, `.never` and `.inline` no), and a stack of
    /// only `.automatic` items shows a large title, as UIKit does for the root.
    ///
    /// ```swift
    /// BarHeightFacts(prefersLargeTitles: true, largeTitleDisplayModes: [.never, .automatic],
    ///                hasSearchController: false).showsLargeTitle // false
    /// ```
    package var showsLargeTitle: Bool {
        prefersLargeTitles && (largeTitleDisplayModes.last { $0 != .automatic }.map { $0 == .always } ?? true)
    }

    /// Whether the page's search bar adds a row below the bar.
    ///
    /// ```swift
    /// BarHeightFacts(prefersLargeTitles: false, largeTitleDisplayModes: [], hasSearchController: true,
    ///                searchBarIsInline: true).showsStackedSearchBar // false
    /// ```
    package var showsStackedSearchBar: Bool { hasSearchController && !searchBarIsInline }

    /// Whether the live bar shows the large title expanded: not once the content is scrolled
    /// away from the top, where UIKit has collapsed it into the standard bar, and never in a
    /// vertically compact size class.
    ///
    /// ```swift
    /// BarHeightFacts(prefersLargeTitles: true, largeTitleDisplayModes: [.always], hasSearchController: false,
    ///                isScrolledFromTop: true).showsExpandedLargeTitle // false
    /// ```
    package var showsExpandedLargeTitle: Bool { showsLargeTitle && !isScrolledFromTop && !isVerticallyCompact }

    /// Whether the live bar shows the stacked search bar: not once the content is scrolled away
    /// from the top, if the item hides it when scrolling.
    package var showsStackedSearchBarNow: Bool {
        showsStackedSearchBar && !(isScrolledFromTop && hidesSearchBarWhenScrolling)
    }
}

extension BarHeightClass {
    /// The height family of a page's bar as it shows now: what its navigation item says, with a
    /// large title collapsed and a search bar hidden once its content is scrolled from the top.
    ///
    /// ```swift
    /// BarHeightClass(facts: BarHeightFacts(prefersLargeTitles: true, largeTitleDisplayModes: [.never],
    ///                                      hasSearchController: true))
    /// // .searchBar
    /// ```
    /// - Parameter facts: the page's navigation-item facts.
    package init(facts: BarHeightFacts) {
        switch (facts.showsExpandedLargeTitle, facts.showsStackedSearchBarNow) {
        case (true, true): self = .largeTitleWithSearchBar
        case (true, false): self = .largeTitle
        case (false, true): self = .searchBar
        case (false, false): self = .standard
        }
    }
}
