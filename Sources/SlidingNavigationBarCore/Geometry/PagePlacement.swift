/// Where a page's view sits at rest, so a snapshot attached to it lands over the real bar.
package struct PagePlacement: Sendable, Hashable, CustomStringConvertible {
    /// The page view's frame in the navigation controller's view, at rest (horizontal offset 0).
    package var frameInContainer: LayoutRect
    /// The page view's `bounds.origin` (non-zero when the page's view is itself a scroll view).
    package var boundsOrigin: LayoutPoint
    /// The page view's `clipsToBounds` (`true` for a scroll view, as `UITableViewController`'s
    /// view is): a snapshot attached outside its bounds would not be drawn.
    package var clipsToBounds: Bool
    /// Whether the page view takes a subview from outside: a SwiftUI hosting view does not (it
    /// logs a UIKit subview added to it as unsupported, apps linked against the 2025 SDKs).
    package var acceptsSubviews: Bool

    package init(
        frameInContainer: LayoutRect, boundsOrigin: LayoutPoint = .zero, clipsToBounds: Bool = false, acceptsSubviews: Bool = true
    ) {
        self.frameInContainer = frameInContainer
        self.boundsOrigin = boundsOrigin
        self.clipsToBounds = clipsToBounds
        self.acceptsSubviews = acceptsSubviews
    }

    /// Whether the page view itself shows a snapshot attached at `frame` (its own coordinates)
    /// whole. One it does not show gets UIKit's own transition: its superview, where Apple
    /// suggests putting a view next to a hosting view, stays still while UIKit slides each page
    /// view in a container of its own (decompiled iOS 26.1, docs/uikit-facts.md §9).
    ///
    /// ```swift
    /// let table = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 103, width: 393, height: 749), clipsToBounds: true)
    /// table.shows(LayoutRect(x: 0, y: -103, width: 393, height: 103))  // false: clipped away
    /// ```
    package func shows(_ frame: LayoutRect) -> Bool {
        guard acceptsSubviews else { return false }
        guard clipsToBounds else { return true }
        let bounds = LayoutRect(x: boundsOrigin.x, y: boundsOrigin.y, width: frameInContainer.width, height: frameInContainer.height)
        return frame.intersection(bounds) == frame.standardized
    }

    package var description: String { "placement(\(frameInContainer), bounds origin \(boundsOrigin))" }
}
