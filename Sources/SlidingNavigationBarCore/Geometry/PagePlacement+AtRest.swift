extension PagePlacement {
    /// Where a page's view sits at rest, from where it is measured now.
    ///
    /// During a transition UIKit moves the page (or a wrapper view around it) sideways; at rest
    /// every page fills the navigation controller's view from its leading edge. So the measured
    /// frame keeps its `y`, width and height, and its `x` goes back to the container's `minX`
    /// (0 unless the container's bounds are scrolled), in either layout direction: pages are as
    /// wide as the container, so "leading" and "left" are the same edge.
    ///
    /// A view not in the container yet (an incoming page before UIKit adds it) cannot be
    /// measured there; its own frame stands in, as its future wrapper sits at the container's
    /// origin. The engine corrects the snapshot with the `pageLaidOut` of the next layout pass.
    ///
    /// ```swift
    /// PagePlacement.atRest(
    ///     measured: LayoutRect(x: -120, y: 0, width: 393, height: 852), ownFrame: .zero,
    ///     containerBounds: LayoutRect(x: 0, y: 0, width: 393, height: 852)
    /// ).frameInContainer // (0, 0, 393, 852)
    /// ```
    /// - Parameters:
    ///   - measured: the page view's bounds converted to the container, or `nil` when the view
    ///     is not inside the container.
    ///   - ownFrame: the page view's own `frame` (in its superview, if any).
    ///   - containerBounds: the navigation controller's view's `bounds`.
    ///   - boundsOrigin: the page view's `bounds.origin` (default zero).
    /// - Returns: the page's placement at rest.
    package static func atRest(
        measured: LayoutRect?, ownFrame: LayoutRect, containerBounds: LayoutRect, boundsOrigin: LayoutPoint = .zero
    ) -> PagePlacement {
        var frame = measured ?? ownFrame
        frame.origin.x = containerBounds.minX
        return PagePlacement(frameInContainer: frame, boundsOrigin: boundsOrigin)
    }
}
