import Testing
import SlidingNavigationBarCore

@Suite("TraitFacts")
struct TraitFactsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var field: String
        var change: @Sendable (inout TraitFacts) -> Void
        var testDescription: String { field }
    }

    static let base = TraitFacts(
        userInterfaceStyle: 1, horizontalSizeClass: 1, verticalSizeClass: 2, layoutDirection: 0, displayScale: 3
    )

    /// One row per stored field.
    static let rows: [Row] = [
        Row(field: "userInterfaceStyle") { $0.userInterfaceStyle = 2 },
        Row(field: "horizontalSizeClass") { $0.horizontalSizeClass = 2 },
        Row(field: "verticalSizeClass") { $0.verticalSizeClass = 1 },
        Row(field: "layoutDirection") { $0.layoutDirection = 1 },
        Row(field: "displayScale") { $0.displayScale = 2 },
        Row(field: "userInterfaceLevel") { $0.userInterfaceLevel = 1 },
        Row(field: "accessibilityContrast") { $0.accessibilityContrast = 1 },
        Row(field: "legibilityWeight") { $0.legibilityWeight = 1 },
    ]

    /// Equality and hashing see every field, so a copied trait is never lost in a comparison.
    @Test(arguments: rows)
    func equalityCoversTheField(_ row: Row) {
        var changed = Self.base
        row.change(&changed)
        #expect(changed != Self.base)
        #expect(Set([changed, Self.base]).count == 2)
    }

    /// The traits the shell does not pass default to UIKit's "unspecified" values.
    @Test func unspecifiedDefaults() {
        #expect(Self.base.userInterfaceLevel == -1)
        #expect(Self.base.accessibilityContrast == -1)
        #expect(Self.base.legibilityWeight == -1)
    }
}
