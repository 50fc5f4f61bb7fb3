import Testing
import SlidingNavigationBarCore

@Suite("CaptureDrawing")
struct CaptureDrawingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var method: CaptureMethod
        var inWindow: Bool
        var committed: Bool
        var expected: CaptureDrawing
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "outgoing bar on screen", method: .screenContents, inWindow: true, committed: true, expected: .screenContents),
        Row(name: "in a window, never committed", method: .screenContents, inWindow: true, committed: false, expected: .layerTree),
        Row(name: "in no window, committed before", method: .screenContents, inWindow: false, committed: true, expected: .layerTree),
        Row(name: "in no window, never committed", method: .screenContents, inWindow: false, committed: false, expected: .layerTree),
        Row(name: "layer tree asked, on screen", method: .layerTree, inWindow: true, committed: true, expected: .layerTree),
        Row(name: "layer tree asked, never committed", method: .layerTree, inWindow: true, committed: false, expected: .layerTree),
        Row(name: "layer tree asked, in no window", method: .layerTree, inWindow: false, committed: false, expected: .layerTree),
    ]

    @Test(arguments: rows)
    func decides(_ row: Row) {
        #expect(CaptureDrawing.decide(method: row.method, barInWindow: row.inWindow, barCommitted: row.committed) == row.expected)
    }

    /// Screen contents are drawn only when there are some: every other case is the layer tree.
    @Test func screenContentsOnlyWhenDisplayed() {
        for method in CaptureMethod.allCases {
            for inWindow in [false, true] {
                for committed in [false, true] {
                    let drawing = CaptureDrawing.decide(method: method, barInWindow: inWindow, barCommitted: committed)
                    #expect((drawing == .screenContents) == (method == .screenContents && inWindow && committed))
                }
            }
        }
    }
}
