import Testing
import SlidingNavigationBarCore

@Suite("PagePlacement.atRest(measured:ownFrame:containerBounds:boundsOrigin:)")
struct PagePlacementAtRestTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var measured: LayoutRect?
        var ownFrame: LayoutRect
        var container: LayoutRect
        var expected: LayoutRect
        var testDescription: String { name }
    }

    static let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)

    static let rows: [Row] = [
        Row(name: "at rest already", measured: screen, ownFrame: screen, container: screen, expected: screen),
        Row(
            name: "pushed halfway in", measured: LayoutRect(x: 196.5, y: 0, width: 393, height: 852),
            ownFrame: .zero, container: screen, expected: screen),
        Row(
            name: "parallax of the outgoing page", measured: LayoutRect(x: -118, y: 0, width: 393, height: 852),
            ownFrame: .zero, container: screen, expected: screen),
        Row(
            name: "under the bar: y and height kept", measured: LayoutRect(x: 50, y: 103, width: 393, height: 749),
            ownFrame: .zero, container: screen, expected: LayoutRect(x: 0, y: 103, width: 393, height: 749)),
        Row(
            name: "not in the container: its own frame", measured: nil,
            ownFrame: LayoutRect(x: 393, y: 0, width: 393, height: 852), container: screen, expected: screen),
        Row(
            name: "not in the container, own y kept", measured: nil,
            ownFrame: LayoutRect(x: 12, y: 20, width: 300, height: 400), container: screen,
            expected: LayoutRect(x: 0, y: 20, width: 300, height: 400)),
        Row(
            name: "container bounds scrolled", measured: LayoutRect(x: 70, y: 0, width: 393, height: 852),
            ownFrame: .zero, container: LayoutRect(x: 30, y: 0, width: 393, height: 852),
            expected: LayoutRect(x: 30, y: 0, width: 393, height: 852)),
    ]

    @Test(arguments: rows)
    func frame(_ row: Row) {
        let placement = PagePlacement.atRest(
            measured: row.measured, ownFrame: row.ownFrame, containerBounds: row.container,
            boundsOrigin: LayoutPoint(x: 0, y: -91)
        )
        #expect(placement.frameInContainer == row.expected)
        #expect(placement.boundsOrigin == LayoutPoint(x: 0, y: -91))
    }
}
