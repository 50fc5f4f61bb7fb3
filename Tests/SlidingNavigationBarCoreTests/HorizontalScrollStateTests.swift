import Testing
import SlidingNavigationBarCore

@Suite struct HorizontalScrollStateTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var state: HorizontalScrollState
        var direction: LayoutDirection
        var expected: Bool
        var testDescription: String { "\(name) (\(direction.rawValue))" }
    }

    private static func state(_ offset: Double, _ min: Double, _ max: Double, enabled: Bool = true) -> HorizontalScrollState {
        HorizontalScrollState(contentOffsetX: offset, minOffsetX: min, maxOffsetX: max, isScrollEnabled: enabled)
    }

    static let rows: [Row] = [
        // Left to right: the leading edge is the minimum offset.
        Row(name: "at min", state: state(0, 0, 600), direction: .leftToRight, expected: true),
        Row(name: "bounced before min", state: state(-40, 0, 600), direction: .leftToRight, expected: true),
        Row(name: "min + 0.5", state: state(0.5, 0, 600), direction: .leftToRight, expected: true),
        Row(name: "min + 0.75", state: state(0.75, 0, 600), direction: .leftToRight, expected: false),
        Row(name: "mid-way", state: state(300, 0, 600), direction: .leftToRight, expected: false),
        Row(name: "at max", state: state(600, 0, 600), direction: .leftToRight, expected: false),
        Row(name: "inset, at -inset", state: state(-20, -20, 600), direction: .leftToRight, expected: true),
        Row(name: "inset, at -inset + 0.5", state: state(-19.5, -20, 600), direction: .leftToRight, expected: true),
        Row(name: "inset, at zero", state: state(0, -20, 600), direction: .leftToRight, expected: false),
        // Right to left: the leading edge is the maximum offset.
        Row(name: "at max", state: state(600, 0, 600), direction: .rightToLeft, expected: true),
        Row(name: "bounced past max", state: state(650, 0, 600), direction: .rightToLeft, expected: true),
        Row(name: "max - 0.5", state: state(599.5, 0, 600), direction: .rightToLeft, expected: true),
        Row(name: "max - 0.75", state: state(599.25, 0, 600), direction: .rightToLeft, expected: false),
        Row(name: "mid-way", state: state(300, 0, 600), direction: .rightToLeft, expected: false),
        Row(name: "at min", state: state(0, 0, 600), direction: .rightToLeft, expected: false),
        Row(name: "inset max, at max", state: state(620, -20, 620), direction: .rightToLeft, expected: true),
        Row(name: "inset max, at 600", state: state(600, -20, 620), direction: .rightToLeft, expected: false),
        // Not horizontally scrollable: never holds the swipe.
        Row(name: "content fits", state: state(0, 0, 0), direction: .leftToRight, expected: true),
        Row(name: "content fits", state: state(0, 0, 0), direction: .rightToLeft, expected: true),
        Row(name: "max equals min, offset off to the right", state: state(40, 0, 0), direction: .leftToRight, expected: true),
        Row(name: "max equals min, offset off to the left", state: state(-40, 0, 0), direction: .rightToLeft, expected: true),
        Row(name: "content narrower, odd offset", state: state(35, 0, -80), direction: .leftToRight, expected: true),
        Row(name: "content narrower, odd offset", state: state(-35, 0, -80), direction: .rightToLeft, expected: true),
        Row(name: "inset wider than content", state: state(10, -20, -30), direction: .leftToRight, expected: true),
        // Scrolling disabled: never holds the swipe.
        Row(name: "disabled mid-way", state: state(300, 0, 600, enabled: false), direction: .leftToRight, expected: true),
        Row(name: "disabled mid-way", state: state(300, 0, 600, enabled: false), direction: .rightToLeft, expected: true),
        Row(name: "disabled at min", state: state(0, 0, 600, enabled: false), direction: .rightToLeft, expected: true),
        // Range barely over the tolerance.
        Row(name: "one-point range at max", state: state(1, 0, 1), direction: .leftToRight, expected: false),
        Row(name: "one-point range at min", state: state(0, 0, 1), direction: .rightToLeft, expected: false),
    ]

    @Test(arguments: rows)
    func leadingEdge(_ row: Row) {
        #expect(row.state.isAtLeadingEdge(row.direction) == row.expected)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity], LayoutDirection.allCases)
    func nonFiniteNumbersDoNotHoldTheSwipe(bad: Double, direction: LayoutDirection) {
        #expect(Self.state(bad, 0, 600).isAtLeadingEdge(direction))
        #expect(Self.state(300, bad, 600).isAtLeadingEdge(direction))
        #expect(Self.state(300, 0, bad).isAtLeadingEdge(direction))
    }

    @Test func scrollingIsEnabledByDefault() {
        let state = HorizontalScrollState(contentOffsetX: 1, minOffsetX: 2, maxOffsetX: 3)
        #expect(state.isScrollEnabled)
        #expect(state.contentOffsetX == 1)
        #expect(state.minOffsetX == 2)
        #expect(state.maxOffsetX == 3)
    }

    @Test func equalityCoversEveryField() {
        let base = Self.state(10, 0, 600)
        #expect(base == Self.state(10, 0, 600))
        #expect(base != Self.state(11, 0, 600))
        #expect(base != Self.state(10, -1, 600))
        #expect(base != Self.state(10, 0, 601))
        #expect(base != Self.state(10, 0, 600, enabled: false))
    }
}
