import Testing
@testable import SlidingNavigationBarLab
import SlidingNavigationBarCore

@Suite struct StripCompositorTests {
    let red = BarLook(background: "#FF0000", title: "A", heightClass: .standard, boundary: LayoutRect(x: 0, y: 0, width: 100, height: 64))

    @Test func theTopmostLayerWinsAndNeighboursMerge() {
        let layers = [
            StripLayer(rect: LayoutRect(x: 0, y: 0, width: 100, height: 200), pixel: .page("A", dx: 0)),
            StripLayer.bar(red, at: red.boundary),
            StripLayer(rect: LayoutRect(x: 60, y: 0, width: 100, height: 200), pixel: .page("B", dx: 60_000)),
        ]
        let row = StripCompositor.row(10, layers: layers, width: 100)
        #expect(row.count == 2)
        #expect(row[0].pixel == .bar(red, dx: 0, dy: 0))
        #expect(abs(row[0].x1 - 60) < 1e-9)
        #expect(row[1].pixel == .page("B", dx: 60_000))
    }

    @Test func uncoveredStripIsAGap() {
        let row = StripCompositor.row(10, layers: [], width: 50)
        #expect(row == [StripSegment(x0: 0, x1: 50, pixel: .gap)])
    }

    @Test func aBarOnePointOffIsADifference() {
        let seen = [StripLayer.bar(red, at: red.boundary.offsetBy(dx: 1, dy: 0))]
        let intended = [StripLayer.bar(red, at: red.boundary)]
        #expect(StripCompositor.difference(seen: seen, intended: intended, width: 100) != nil)
        #expect(StripCompositor.difference(seen: intended, intended: intended, width: 100) == nil)
    }

    @Test func aStaleLookIsADifference() {
        var stale = red
        stale.title = "old"
        let difference = StripCompositor.difference(
            seen: [.bar(stale, at: red.boundary)], intended: [.bar(red, at: red.boundary)], width: 100)
        #expect(difference?.contains("old") == true)
    }

    @Test func rowsAreSampledInEveryBand() {
        let rows = StripCompositor.sampleRows([
            [StripLayer.bar(red, at: red.boundary)],
            [
                StripLayer(rect: LayoutRect(x: 0, y: 20, width: 100, height: 10), pixel: .gap)
            ],
        ])
        #expect(rows == [10, 25, 47])
    }
}
