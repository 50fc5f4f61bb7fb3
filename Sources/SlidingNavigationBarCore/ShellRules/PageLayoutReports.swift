/// Which reports of a page's layout reach the engine as `pageLaidOut`, and whose views the shell
/// watches for them.
///
/// Two signals report a page's layout:
/// - ``Source/controllerLayout``: the page's `viewDidLayoutSubviews`, hooked on `UIViewController`.
///   A view controller that overrides it without calling `super` never reaches the hook, and on
///   iOS 26 a pushed view is laid out inside the push animation, so such a page's snapshot would
///   stay where the view first was.
/// - ``Source/viewGeometry``: the page's view itself (its layer's bounds and position), whatever
///   the view controller overrides. It fires for every change of either (a frame change is two,
///   a scroll one per offset), so it is forwarded only when the placement differs from the last
///   one the engine heard for that page, from either signal or from a capture.
///
/// The controller's signal is forwarded at every layout pass, as before (the engine drops a
/// placement that moves nothing). Nothing is forwarded at rest (none is attached there),
/// and what was heard is forgotten there.
///
/// ```swift
/// var reports = PageLayoutReports()
/// reports.forwards(placement, of: page, from: .viewGeometry)  // true
/// reports.forwards(placement, of: page, from: .viewGeometry)  // false: heard
/// ```
package struct PageLayoutReports: Sendable, Hashable {
    /// Where a report comes from.
    package enum Source: String, Sendable, Hashable, CaseIterable {
        /// The view controller's `viewDidLayoutSubviews` reached our hook.
        case controllerLayout
        /// The page's view's geometry changed (observed on the view, not the view controller).
        case viewGeometry
    }

    /// The last placement the engine heard for each page since it left rest.
    package private(set) var heard: [PageID: PagePlacement] = [:]

    /// Whether to forward `placement` of `page` as `pageLaidOut`; remembers it when forwarded.
    /// Asked only while a transition runs: at rest the shell reports nothing, and forgets what
    /// was heard (``forgetAll()``).
    ///
    /// ```swift
    /// if reports.forwards(placement, of: page, from: .controllerLayout) { forward(...) }
    /// ```
    /// - Parameters:
    ///   - placement: the page's placement now.
    ///   - page: the page.
    ///   - source: which signal reports it.
    /// - Returns: `true` to forward it.
    package mutating func forwards(_ placement: PagePlacement, of page: PageID, from source: Source) -> Bool {
        if source == .viewGeometry, heard[page] == placement { return false }
        heard[page] = placement
        return true
    }

    /// The engine learnt a page's placement another way: a capture's result carries it.
    ///
    /// ```swift
    /// reports.engineHeard(placement, of: page)
    /// ```
    package mutating func engineHeard(_ placement: PagePlacement, of page: PageID) {
        heard[page] = placement
    }

    /// The engine is at rest: what it heard belongs to a finished transition.
    ///
    /// ```swift
    /// if engine.isAtRest { reports.forgetAll() }
    /// ```
    package mutating func forgetAll() {
        heard = [:]
    }
}
