import Testing
@testable import SlidingNavigationBarCore

/// Whether a page view shows its bar image whole: a view that takes no subview (a SwiftUI
/// hosting view) never does; a clipping one only inside its bounds; any other always.
@Suite struct PagePlacementShowsTests {
    static let bar = LayoutRect(x: 0, y: -103, width: 393, height: 103)
    static let belowBar = LayoutRect(x: 0, y: 103, width: 393, height: 749)
    static let full = LayoutRect(x: 0, y: 0, width: 393, height: 852)

    static let rows: [(placement: PagePlacement, frame: LayoutRect, shows: Bool)] = [
        // A plain view below the bar does not clip: the snapshot at a negative y is drawn.
        (PagePlacement(frameInContainer: belowBar), bar, true),
        // UITableViewController's view below an opaque bar clips: nothing of it would show.
        (PagePlacement(frameInContainer: belowBar, clipsToBounds: true), bar, false),
        // A scroll view under the bar whose content offset puts the bar inside its bounds.
        (PagePlacement(frameInContainer: full, boundsOrigin: LayoutPoint(x: 0, y: -103), clipsToBounds: true), bar, true),
        // Partly outside (a view narrower than the bar): cut.
        (
            PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 320, height: 852), clipsToBounds: true),
            LayoutRect(x: 0, y: 0, width: 393, height: 103), false
        ),
        // A hosting view under the bar, inside its bounds: it takes no subview of ours.
        (PagePlacement(frameInContainer: full, acceptsSubviews: false), LayoutRect(x: 0, y: 0, width: 393, height: 103), false),
    ]

    @Test(arguments: rows.indices)
    func shows(_ index: Int) {
        let row = Self.rows[index]
        #expect(row.placement.shows(row.frame) == row.shows)
    }
}
