/// Which view holds a page's bar snapshot.
///
/// A snapshot lands over the bar, often outside its page view's bounds (at a negative `y` when
/// the view starts below an opaque bar). A view that clips to its bounds — a scroll view, such as
/// `UITableViewController`'s own view — would draw none of it, and with the real bar concealed
/// the top strip would stay empty for the whole slide. Such a snapshot goes into the page view's
/// superview instead, at the same place (the `attach` frame, which is in the page view's
/// coordinates, converted by the shell).
///
/// ```swift
/// let table = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 103, width: 393, height: 749), clipsToBounds: true)
/// SnapshotHost.host(frame: LayoutRect(x: 0, y: -103, width: 393, height: 103), placement: table) // .pageSuperview
/// ```
package enum SnapshotHost: Sendable, Hashable {
    /// The page's own view: it draws the snapshot wherever it lies.
    case pageView
    /// The page view's superview, which moves with the page while it slides.
    case pageSuperview

    /// Where a snapshot at `frame` (the page view's coordinates) is drawn in full.
    ///
    /// - Parameters:
    ///   - frame: the snapshot's frame, from an `attach` command.
    ///   - placement: the page view at rest, with its bounds origin and clipping.
    package static func host(frame: LayoutRect, placement: PagePlacement) -> SnapshotHost {
        guard placement.acceptsSubviews else { return .pageSuperview }
        guard placement.clipsToBounds else { return .pageView }
        let bounds = LayoutRect(
            x: placement.boundsOrigin.x, y: placement.boundsOrigin.y,
            width: placement.frameInContainer.width, height: placement.frameInContainer.height)
        return frame.intersection(bounds) == frame.standardized ? .pageView : .pageSuperview
    }
}
