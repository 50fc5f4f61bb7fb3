import Testing
import SlidingNavigationBarCore

@Suite("EnvironmentChange.isRelevant(_:) for a trait change")
struct EnvironmentChangeTests {
    static func isRelevant(from previous: TraitFacts, to current: TraitFacts) -> Bool {
        EnvironmentChange.isRelevant(.traits(previous: previous, current: current))
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var change: @Sendable (inout TraitFacts) -> Void
        var relevant: Bool
        var testDescription: String { "\(name) → \(relevant ? "relevant" : "not relevant")" }
    }

    /// An iPhone in portrait, light, left to right, at 3×.
    static let base = TraitFacts(
        userInterfaceStyle: 1, horizontalSizeClass: 1, verticalSizeClass: 2, layoutDirection: 0, displayScale: 3,
        userInterfaceLevel: 0, accessibilityContrast: 0, legibilityWeight: 0
    )

    static let rows: [Row] = [
        Row(name: "nothing", change: { _ in }, relevant: false),
        Row(name: "light to dark", change: { $0.userInterfaceStyle = 2 }, relevant: true),
        Row(name: "style to unspecified", change: { $0.userInterfaceStyle = 0 }, relevant: true),
        Row(name: "horizontal size class regular", change: { $0.horizontalSizeClass = 2 }, relevant: true),
        Row(name: "vertical size class compact (landscape)", change: { $0.verticalSizeClass = 1 }, relevant: true),
        Row(name: "right to left", change: { $0.layoutDirection = 1 }, relevant: true),
        Row(name: "display scale 2", change: { $0.displayScale = 2 }, relevant: true),
        Row(name: "elevated level", change: { $0.userInterfaceLevel = 1 }, relevant: true),
        Row(name: "high contrast", change: { $0.accessibilityContrast = 1 }, relevant: true),
        Row(name: "bold text", change: { $0.legibilityWeight = 1 }, relevant: true),
        Row(
            name: "rotation (both size classes)",
            change: {
                $0.horizontalSizeClass = 2; $0.verticalSizeClass = 1
            },
            relevant: true),
    ]

    @Test(arguments: rows)
    func relevance(_ row: Row) {
        var after = Self.base
        row.change(&after)
        #expect(Self.isRelevant(from: Self.base, to: after) == row.relevant)
    }

    /// Relevance does not depend on which way the change goes.
    @Test(arguments: rows)
    func symmetric(_ row: Row) {
        var after = Self.base
        row.change(&after)
        #expect(Self.isRelevant(from: after, to: Self.base) == Self.isRelevant(from: Self.base, to: after))
    }

    /// A relevant change is always a change of the facts; equal facts are never relevant.
    @Test(arguments: rows)
    func relevantImpliesDifferent(_ row: Row) {
        var after = Self.base
        row.change(&after)
        if Self.isRelevant(from: Self.base, to: after) {
            #expect(after != Self.base)
        }
        #expect(!Self.isRelevant(from: after, to: after))
    }
}

@Suite("EnvironmentChange.isRelevant(_:) for one callback")
struct EnvironmentSignalTests {
    static let light = EnvironmentChangeTests.base
    static let dark: TraitFacts = {
        var facts = EnvironmentChangeTests.base
        facts.userInterfaceStyle = 2
        return facts
    }()

    @Test(arguments: [
        // The first assignment (no previous traits) is not a change, whatever the traits.
        (EnvironmentChange.Signal.traits(previous: nil, current: light), false),
        (.traits(previous: nil, current: dark), false),
        (.traits(previous: light, current: light), false),
        (.traits(previous: light, current: dark), true),
        (.traits(previous: dark, current: light), true),
        // A size transition always matters.
        (.sizeTransition, true),
    ])
    func relevance(signal: EnvironmentChange.Signal, expected: Bool) {
        #expect(EnvironmentChange.isRelevant(signal) == expected)
    }
}
