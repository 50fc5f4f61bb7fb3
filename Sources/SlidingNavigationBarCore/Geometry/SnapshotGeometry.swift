/// Where a bar snapshot goes inside a page's view.
package enum SnapshotGeometry {
    /// The frame, in the page view's own coordinates, at which a snapshot of `boundary`
    /// (container coordinates) lands exactly over the real bar while the page is at rest.
    ///
    /// The page's view may start below the bar (`edgesForExtendedLayout = []`), be narrower than the
    /// container, or be a scroll view whose `bounds.origin` is its content offset: the snapshot then
    /// sits at a negative `y`, or is shifted by the offset, so it still covers the bar.
    ///
    /// ```swift
    /// let page = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 103, width: 393, height: 749))
    /// SnapshotGeometry.frameInPage(boundary: LayoutRect(x: 0, y: 0, width: 393, height: 103), placement: page)
    /// // (0, -103, 393, 103)
    /// ```
    /// - Parameters:
    ///   - boundary: the bar's visible boundary in the navigation controller's view.
    ///   - placement: where the page's view sits in that view at rest.
    package static func frameInPage(boundary: LayoutRect, placement: PagePlacement) -> LayoutRect {
        boundary.offsetBy(
            dx: placement.boundsOrigin.x - placement.frameInContainer.minX,
            dy: placement.boundsOrigin.y - placement.frameInContainer.minY
        )
    }
}
