import Testing
@testable import SlidingNavigationBarCore

/// A snapshot outside a clipping view's bounds goes to the superview; everything else stays.
@Suite struct SnapshotHostTests {
    static let bar = LayoutRect(x: 0, y: -103, width: 393, height: 103)
    static let belowBar = LayoutRect(x: 0, y: 103, width: 393, height: 749)

    static let rows: [(placement: PagePlacement, frame: LayoutRect, expected: SnapshotHost)] = [
        // A plain view below the bar does not clip: the snapshot at a negative y is drawn.
        (PagePlacement(frameInContainer: belowBar), bar, .pageView),
        // UITableViewController's view below an opaque bar clips: nothing of it would show.
        (PagePlacement(frameInContainer: belowBar, clipsToBounds: true), bar, .pageSuperview),
        // A scroll view under the bar whose content offset puts the bar inside its bounds.
        (
            PagePlacement(
                frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852),
                boundsOrigin: LayoutPoint(x: 0, y: -103), clipsToBounds: true),
            LayoutRect(x: 0, y: -103, width: 393, height: 103), .pageView
        ),
        // Partly outside (a view narrower than the bar): still cut, so the superview.
        (
            PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 320, height: 852), clipsToBounds: true),
            LayoutRect(x: 0, y: 0, width: 393, height: 103), .pageSuperview
        ),
    ]

    @Test(arguments: rows.indices)
    func host(_ index: Int) {
        let row = Self.rows[index]
        #expect(SnapshotHost.host(frame: row.frame, placement: row.placement) == row.expected)
    }
}
