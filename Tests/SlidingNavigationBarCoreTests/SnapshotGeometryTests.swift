import Testing
import SlidingNavigationBarCore

@Suite("SnapshotGeometry.frameInPage")
struct SnapshotGeometryTests {
    /// A 14 Pro bar in portrait: 59 status bar + 44 bar + a 1/3 pt hairline, pixel-aligned.
    let boundary = LayoutRect(x: 0, y: 0, width: 393, height: 310.0 / 3)

    @Test func fullScreenPageKeepsTheBoundary() {
        let page = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852))
        #expect(SnapshotGeometry.frameInPage(boundary: boundary, placement: page) == boundary)
    }

    @Test func pageBelowTheBarGetsANegativeY() {
        // edgesForExtendedLayout = []: the page starts under the bar, at 103.
        let page = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 103, width: 393, height: 749))
        let frame = SnapshotGeometry.frameInPage(boundary: boundary, placement: page)
        #expect(frame == LayoutRect(x: 0, y: -103, width: 393, height: 310.0 / 3))
    }

    @Test func scrollViewPageAtRestUnderALargeTitle() {
        // A table view as the page's view, content inset 155 (59 + 96), at rest: offset −155.
        let page = PagePlacement(
            frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852),
            boundsOrigin: LayoutPoint(x: 0, y: -155)
        )
        let frame = SnapshotGeometry.frameInPage(boundary: boundary, placement: page)
        #expect(frame == LayoutRect(x: 0, y: -155, width: 393, height: 310.0 / 3))
    }

    @Test func scrollViewPageScrolledDown() {
        // Scrolled 240 pt into its content: the snapshot follows the visible top, at y 240.
        let page = PagePlacement(
            frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852),
            boundsOrigin: LayoutPoint(x: 0, y: 240)
        )
        let frame = SnapshotGeometry.frameInPage(boundary: boundary, placement: page)
        #expect(frame == LayoutRect(x: 0, y: 240, width: 393, height: 310.0 / 3))
    }

    @Test func splitViewColumnPageStartingRightOfThePrimaryColumn() {
        // An iPad landscape bar (24 + 50 + ½ pt hairline) over the whole width; the page sits
        // in the detail column, 320 pt from the left edge and below the bar.
        let wide = LayoutRect(x: 0, y: 0, width: 1194, height: 74.5)
        let page = PagePlacement(frameInContainer: LayoutRect(x: 320, y: 74, width: 874, height: 760))
        let frame = SnapshotGeometry.frameInPage(boundary: wide, placement: page)
        #expect(frame == LayoutRect(x: -320, y: -74, width: 1194, height: 74.5))
    }
}
