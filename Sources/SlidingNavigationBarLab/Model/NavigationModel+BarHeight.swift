import SlidingNavigationBarCore

/// The bar's height as UIKit shows it for a page now, not only as its item declares it.
///
/// A large title collapses into the standard bar, and a search bar stacked below the bar hides
/// (`hidesSearchBarWhenScrolling`, UIKit's default), once the page's scroll view is scrolled
/// away from its top (docs/uikit-facts.md, section 5). The model knows a page's scroll position
/// only as `scroll NAME edge|scrolled`, and only a page whose view is a scroll view (`view=scroll`,
/// `view=scroll-below-bar`) has one: scrolled, it shows the standard bar, fully collapsed (UIKit's
/// snapping of a title left half-collapsed is not modelled).
extension PageDeclaration {
    /// The height family the bar shows for this page, `scrolled` or at its scroll edge.
    ///
    /// ```swift
    /// PageDeclaration(name: "A", largeTitle: true, view: .scroll).heightClass(scrolled: true) // .standard
    /// ```
    ///
    /// - Parameters:
    ///   - scrolled: the page's scroll view is scrolled from its top.
    ///   - verticallyCompact: the window is vertically compact (an iPhone in landscape), where
    ///     UIKit shows no large title (``ContainerLayout/isVerticallyCompact``).
    package func heightClass(scrolled: Bool, verticallyCompact: Bool = false) -> BarHeightClass {
        if scrolled, view == .scroll || view == .scrollBelowBar { return .standard }
        guard verticallyCompact else { return heightClass }
        return searchBar ? .searchBar : .standard
    }
}

extension NavigationModel {
    /// The height family the bar shows for `id` now (see ``PageDeclaration/heightClass(scrolled:)``).
    func shownHeightClass(_ id: PageID) -> BarHeightClass {
        guard let page = pages[id] else { return .standard }
        return page.declaration.heightClass(scrolled: page.scroll == .scrolled, verticallyCompact: layout.isVerticallyCompact)
    }

    /// What the shell reads of `id`'s item and scroll view (UIKit's side): the core maps it to a
    /// height family (`BarHeightClass(facts:)`, the code judged), the oracle uses
    /// ``shownHeightClass(_:)``. A `large-title` page shows one whatever the pages below it.
    func itemFacts(_ id: PageID) -> BarHeightFacts {
        guard let page = pages[id] else {
            return BarHeightFacts(prefersLargeTitles: false, largeTitleDisplayModes: [], hasSearchController: false)
        }
        let declaration = page.declaration
        let scrollView = declaration.view == .scroll || declaration.view == .scrollBelowBar
        return BarHeightFacts(
            prefersLargeTitles: declaration.largeTitle,
            largeTitleDisplayModes: [declaration.largeTitle ? .always : .never],
            hasSearchController: declaration.searchBar,
            isScrolledFromTop: scrollView && page.scroll == .scrolled,
            isVerticallyCompact: layout.isVerticallyCompact
        )
    }
}
