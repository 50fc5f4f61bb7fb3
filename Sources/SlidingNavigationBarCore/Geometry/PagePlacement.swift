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

    package init(frameInContainer: LayoutRect, boundsOrigin: LayoutPoint = .zero, clipsToBounds: Bool = false, acceptsSubviews: Bool = true) {
        self.frameInContainer = frameInContainer
        self.boundsOrigin = boundsOrigin
        self.clipsToBounds = clipsToBounds
        self.acceptsSubviews = acceptsSubviews
    }

    package var description: String { "placement(\(frameInContainer), bounds origin \(boundsOrigin))" }
}
