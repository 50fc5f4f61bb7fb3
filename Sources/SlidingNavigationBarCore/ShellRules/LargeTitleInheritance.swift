/// Where a page sits for large-title inheritance, and the bar height family that follows.
///
/// A navigation item whose `largeTitleDisplayMode` is `.automatic` shows whatever the item below
/// it in the stack shows, so a page's bar height depends on the pages under it. The question is
/// *which* stack: a page being pushed is not in `viewControllers` yet when the navigation is
/// announced, and a page being popped to is. This type answers it once, for the shell's
/// navigation hooks and for a page appearing or changing options at rest.
///
/// ```swift
/// let root = LargeTitleInheritance.Page(id: PageID(1), largeTitleDisplayMode: .never)
/// let next = LargeTitleInheritance.Page(id: PageID(2), largeTitleDisplayMode: .automatic)
/// LargeTitleInheritance.heightClass(of: next, in: [root], else: [root], prefersLargeTitles: true)
/// // .standard: pushed on top of `root`, it inherits "never"
/// ```
package enum LargeTitleInheritance {
    /// What the shell copies from one page's navigation item.
    ///
    /// ```swift
    /// let page = LargeTitleInheritance.Page(id: PageID(3), largeTitleDisplayMode: .always,
    ///                                       hasSearchController: true)
    /// ```
    package struct Page: Sendable, Hashable {
        /// The page's identity.
        package var id: PageID
        /// Its item's `largeTitleDisplayMode`.
        package var largeTitleDisplayMode: BarHeightFacts.LargeTitleDisplayMode
        /// Its item's `searchController != nil`.
        package var hasSearchController: Bool
        /// Its item's search bar sits inline in the bar (`searchBarPlacement == .inline`, iOS 16).
        package var searchBarIsInline: Bool
        /// Its content scroll view is scrolled away from its top (``BarHeightFacts/isScrolledFromTop``).
        package var isScrolledFromTop = false
        /// Its item's `hidesSearchBarWhenScrolling` (UIKit's default `true`).
        package var hidesSearchBarWhenScrolling = true

        /// Creates one page's facts.
        ///
        /// ```swift
        /// let page = LargeTitleInheritance.Page(id: PageID(1), largeTitleDisplayMode: .automatic)
        /// ```
        /// - Parameters:
        ///   - id: the page's identity.
        ///   - largeTitleDisplayMode: its item's display mode.
        ///   - hasSearchController: its item has a search controller (default `false`).
        ///   - searchBarIsInline: that search bar is inline (default `false`).
        package init(
            id: PageID,
            largeTitleDisplayMode: BarHeightFacts.LargeTitleDisplayMode,
            hasSearchController: Bool = false,
            searchBarIsInline: Bool = false
        ) {
            self.id = id
            self.largeTitleDisplayMode = largeTitleDisplayMode
            self.hasSearchController = hasSearchController
            self.searchBarIsInline = searchBarIsInline
        }
    }

    /// The stack a navigation call leaves, as far as the announcement can tell, bottom first.
    ///
    /// A push puts the page on top of `stack`; `setStack` replaces it. The pops keep `stack`:
    /// the page they uncover is already in it, with exactly the pages below that it will have
    /// on top, and the pages above it do not count for it.
    ///
    /// ```swift
    /// LargeTitleInheritance.stack(after: .push(PageID(3)), from: [PageID(1), PageID(2)])
    /// // [page#1, page#2, page#3]
    /// ```
    /// - Parameters:
    ///   - call: the announced call.
    ///   - stack: the stack before it, bottom first.
    /// - Returns: the stack to look pages up in first (see ``chain(of:in:else:)``).
    package static func stack(after call: NavigationCall, from stack: [PageID]) -> [PageID] {
        switch call {
        case .push(let page): stack + [page]
        case .pop, .popTo, .popToRoot: stack
        case .setStack(let pages): pages
        }
    }

    /// The pages a page inherits from: the page and those below it, root first, the page last.
    ///
    /// Looked up in `stack` first (the stack the page will be in), then in `fallback` (the stack
    /// now); a page in neither is about to be put on top of `fallback` (a page appearing before
    /// UIKit lists it). When a page appears twice, its first place counts, as `firstIndex` finds.
    ///
    /// ```swift
    /// LargeTitleInheritance.chain(of: PageID(9), in: [PageID(1)], else: [PageID(1), PageID(2)])
    /// // [page#1, page#2, page#9]: in neither, so on top of the stack now
    /// ```
    /// - Parameters:
    ///   - page: the page whose bar is asked about.
    ///   - stack: the stack it will be in, bottom first.
    ///   - fallback: the stack now, bottom first.
    /// - Returns: never empty; its last element is `page`.
    package static func chain<Element: Equatable>(of page: Element, in stack: [Element], else fallback: [Element]) -> [Element] {
        if let index = stack.firstIndex(of: page) { return Array(stack[...index]) }
        if let index = fallback.firstIndex(of: page) { return Array(fallback[...index]) }
        return fallback + [page]
    }

    /// The bar height family of `page`, inheriting along its ``chain(of:in:else:)``.
    ///
    /// The display modes come from the whole chain; the search bar from `page` alone (a search
    /// controller is never inherited). The mapping itself is ``BarHeightClass/init(facts:)``.
    ///
    /// ```swift
    /// let always = LargeTitleInheritance.Page(id: PageID(1), largeTitleDisplayMode: .always)
    /// let page = LargeTitleInheritance.Page(id: PageID(2), largeTitleDisplayMode: .automatic)
    /// LargeTitleInheritance.heightClass(of: page, in: [always, page], else: [always],
    ///                                   prefersLargeTitles: true) // .largeTitle
    /// ```
    /// - Parameters:
    ///   - page: the page asked about.
    ///   - stack: the stack it will be in (``stack(after:from:)``), bottom first.
    ///   - fallback: the stack now, bottom first.
    ///   - prefersLargeTitles: the bar's `prefersLargeTitles`.
    ///   - isVerticallyCompact: the navigation controller's vertical size class is compact (an
    ///     iPhone in landscape), where UIKit shows no large title.
    /// - Returns: the page's height family.
    package static func heightClass(
        of page: Page, in stack: [Page], else fallback: [Page], prefersLargeTitles: Bool, isVerticallyCompact: Bool = false
    ) -> BarHeightClass {
        var facts = facts(of: page, in: stack, else: fallback, prefersLargeTitles: prefersLargeTitles)
        facts.isVerticallyCompact = isVerticallyCompact
        return BarHeightClass(facts: facts)
    }

    /// The ``BarHeightFacts`` behind ``heightClass(of:in:else:prefersLargeTitles:)``.
    ///
    /// Pages are matched by ``Page/id``: the facts read for the page itself win over a stale
    /// copy of it in a stack.
    ///
    /// ```swift
    /// LargeTitleInheritance.facts(of: page, in: [], else: [], prefersLargeTitles: false)
    ///     .largeTitleDisplayModes // [page.largeTitleDisplayMode]
    /// ```
    /// - Parameters: as ``heightClass(of:in:else:prefersLargeTitles:)``.
    /// - Returns: the facts of the page's chain.
    package static func facts(
        of page: Page, in stack: [Page], else fallback: [Page], prefersLargeTitles: Bool
    ) -> BarHeightFacts {
        let ids = chain(of: page.id, in: stack.map(\.id), else: fallback.map(\.id))
        var modes: [PageID: BarHeightFacts.LargeTitleDisplayMode] = [:]
        for known in fallback + stack { modes[known.id] = known.largeTitleDisplayMode }
        modes[page.id] = page.largeTitleDisplayMode
        return BarHeightFacts(
            prefersLargeTitles: prefersLargeTitles,
            largeTitleDisplayModes: ids.map { modes[$0] ?? .automatic },
            hasSearchController: page.hasSearchController,
            searchBarIsInline: page.searchBarIsInline,
            isScrolledFromTop: page.isScrolledFromTop,
            hidesSearchBarWhenScrolling: page.hidesSearchBarWhenScrolling
        )
    }
}
