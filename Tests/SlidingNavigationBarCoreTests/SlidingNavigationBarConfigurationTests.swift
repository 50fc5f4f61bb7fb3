import Testing
import SlidingNavigationBarCore

@Suite struct SlidingNavigationBarConfigurationTests {
    @Test func globalDefaults() {
        let configuration = SlidingNavigationBarConfiguration()
        #expect(configuration.isEnabled == true)
        #expect(configuration.isPopGestureEnabled == true)
        #expect(configuration.popGestureMaxStartDistance == .infinity)
        // Not ours to decide unless someone says so: the bar keeps the visibility the app set.
        #expect(configuration.prefersNavigationBarHidden == nil)
    }

    @Test func resolvedDefaults() {
        let resolved = ResolvedSlidingBarOptions()
        #expect(resolved.isEnabled == true)
        #expect(resolved.isPopGestureEnabled == true)
        #expect(resolved.popGestureMaxStartDistance == .infinity)
        #expect(resolved.prefersNavigationBarHidden == nil)
    }

    @Test func optionsDefaultToInherit() {
        let options = SlidingBarOptions()
        #expect(options.isEnabled == nil)
        #expect(options.isPopGestureEnabled == nil)
        #expect(options.popGestureMaxStartDistance == nil)
        #expect(options.prefersNavigationBarHidden == nil)
    }

    @Test func nothingOverriddenResolvesToTheGlobalValues() {
        let configuration = SlidingNavigationBarConfiguration(
            isEnabled: true, isPopGestureEnabled: false, popGestureMaxStartDistance: 30, prefersNavigationBarHidden: true
        )
        #expect(
            configuration.resolve()
                == ResolvedSlidingBarOptions(
                    isEnabled: true, isPopGestureEnabled: false, popGestureMaxStartDistance: 30, prefersNavigationBarHidden: true
                ))
        #expect(
            SlidingNavigationBarConfiguration().resolve()
                == ResolvedSlidingBarOptions(
                    isEnabled: true, isPopGestureEnabled: true, popGestureMaxStartDistance: .infinity, prefersNavigationBarHidden: nil
                ))
    }

    struct BoolRow: Sendable, CustomTestStringConvertible {
        var global: Bool
        var navigation: Bool?
        var page: Bool?
        var expected: Bool
        var testDescription: String { "global \(global), navigation \(String(describing: navigation)), page \(String(describing: page))" }
    }

    /// Plain overrides: the page wins over the navigation controller, which wins over the global value.
    static let overrideRows: [BoolRow] = [
        BoolRow(global: true, navigation: nil, page: nil, expected: true),
        BoolRow(global: false, navigation: nil, page: nil, expected: false),
        BoolRow(global: true, navigation: false, page: nil, expected: false),
        BoolRow(global: false, navigation: true, page: nil, expected: true),
        BoolRow(global: true, navigation: nil, page: false, expected: false),
        BoolRow(global: false, navigation: nil, page: true, expected: true),
        BoolRow(global: true, navigation: false, page: true, expected: true),
        BoolRow(global: false, navigation: true, page: false, expected: false),
        BoolRow(global: true, navigation: true, page: false, expected: false),
        BoolRow(global: false, navigation: false, page: true, expected: true),
    ]

    @Test(arguments: overrideRows)
    func popGestureEnabledPrecedence(_ row: BoolRow) {
        let configuration = SlidingNavigationBarConfiguration(isPopGestureEnabled: row.global)
        let resolved = configuration.resolve(
            page: SlidingBarOptions(isPopGestureEnabled: row.page),
            navigation: SlidingBarOptions(isPopGestureEnabled: row.navigation)
        )
        #expect(resolved.isPopGestureEnabled == row.expected)
    }

    @Test(arguments: overrideRows)
    func navigationBarHiddenPrecedence(_ row: BoolRow) {
        let configuration = SlidingNavigationBarConfiguration(prefersNavigationBarHidden: row.global)
        let resolved = configuration.resolve(
            page: SlidingBarOptions(prefersNavigationBarHidden: row.page),
            navigation: SlidingBarOptions(prefersNavigationBarHidden: row.navigation)
        )
        #expect(resolved.prefersNavigationBarHidden == row.expected)
    }

    /// `nil` all the way up resolves to `nil` (the app's visibility stays); the nearest value wins.
    static let hiddenRows: [(global: Bool?, navigation: Bool?, page: Bool?, expected: Bool?)] = [
        (nil, nil, nil, nil),
        (nil, nil, true, true),
        (nil, false, nil, false),
        (true, nil, nil, true),
        (true, nil, false, false),
        (nil, true, false, false),
    ]

    @Test(arguments: hiddenRows.indices)
    func navigationBarHiddenNilMeansNotOurs(_ index: Int) {
        let row = Self.hiddenRows[index]
        let resolved = SlidingNavigationBarConfiguration(prefersNavigationBarHidden: row.global).resolve(
            page: SlidingBarOptions(prefersNavigationBarHidden: row.page),
            navigation: SlidingBarOptions(prefersNavigationBarHidden: row.navigation)
        )
        #expect(resolved.prefersNavigationBarHidden == row.expected)
    }

    /// Opting out is sticky: `false` anywhere up the chain wins, and a page cannot opt back in.
    static let optOutRows: [BoolRow] = [
        BoolRow(global: true, navigation: nil, page: nil, expected: true),
        BoolRow(global: true, navigation: true, page: true, expected: true),
        BoolRow(global: true, navigation: nil, page: true, expected: true),
        BoolRow(global: true, navigation: true, page: nil, expected: true),
        BoolRow(global: false, navigation: nil, page: nil, expected: false),
        BoolRow(global: false, navigation: nil, page: true, expected: false),
        BoolRow(global: false, navigation: true, page: true, expected: false),
        BoolRow(global: false, navigation: true, page: nil, expected: false),
        BoolRow(global: true, navigation: false, page: nil, expected: false),
        BoolRow(global: true, navigation: false, page: true, expected: false),
        BoolRow(global: true, navigation: nil, page: false, expected: false),
        BoolRow(global: true, navigation: true, page: false, expected: false),
        BoolRow(global: true, navigation: false, page: false, expected: false),
        BoolRow(global: false, navigation: false, page: false, expected: false),
    ]

    @Test(arguments: optOutRows)
    func optOutIsSticky(_ row: BoolRow) {
        let configuration = SlidingNavigationBarConfiguration(isEnabled: row.global)
        let resolved = configuration.resolve(
            page: SlidingBarOptions(isEnabled: row.page),
            navigation: SlidingBarOptions(isEnabled: row.navigation)
        )
        #expect(resolved.isEnabled == row.expected)
    }

    /// Opting out of the sliding bars leaves the pop gesture as it was.
    @Test func optOutDoesNotTouchThePopGesture() {
        let resolved = SlidingNavigationBarConfiguration().resolve(page: SlidingBarOptions(isEnabled: false))
        #expect(resolved.isEnabled == false)
        #expect(resolved.isPopGestureEnabled == true)
        #expect(resolved.popGestureMaxStartDistance == .infinity)
    }

    struct DistanceRow: Sendable, CustomTestStringConvertible {
        var name: String
        var global: Double
        var navigation: Double?
        var page: Double?
        var expected: Double
        var testDescription: String { name }
    }

    static let distanceRows: [DistanceRow] = [
        DistanceRow(name: "global only", global: 30, navigation: nil, page: nil, expected: 30),
        DistanceRow(name: "global infinity", global: .infinity, navigation: nil, page: nil, expected: .infinity),
        DistanceRow(name: "navigation over global", global: 30, navigation: 60, page: nil, expected: 60),
        DistanceRow(name: "page over navigation", global: 30, navigation: 60, page: 90, expected: 90),
        DistanceRow(name: "page over global", global: .infinity, navigation: nil, page: 44, expected: 44),
        DistanceRow(name: "page back to anywhere", global: 30, navigation: 60, page: .infinity, expected: .infinity),
        DistanceRow(name: "page zero", global: 30, navigation: nil, page: 0, expected: 0),
        DistanceRow(name: "negative page", global: 30, navigation: nil, page: -5, expected: 0),
        DistanceRow(name: "negative navigation", global: 30, navigation: -1, page: nil, expected: 0),
        DistanceRow(name: "negative global", global: -20, navigation: nil, page: nil, expected: 0),
        DistanceRow(name: "negative infinity", global: -.infinity, navigation: nil, page: nil, expected: 0),
        DistanceRow(name: "NaN global", global: .nan, navigation: nil, page: nil, expected: 0),
        DistanceRow(name: "NaN navigation", global: 30, navigation: .nan, page: nil, expected: 0),
        DistanceRow(name: "NaN global, page sets it", global: .nan, navigation: nil, page: 12, expected: 12),
        DistanceRow(name: "negative global, navigation sets it", global: -3, navigation: 25, page: nil, expected: 25),
    ]

    @Test(arguments: distanceRows)
    func maxStartDistance(_ row: DistanceRow) {
        let configuration = SlidingNavigationBarConfiguration(popGestureMaxStartDistance: row.global)
        let resolved = configuration.resolve(
            page: SlidingBarOptions(popGestureMaxStartDistance: row.page),
            navigation: SlidingBarOptions(popGestureMaxStartDistance: row.navigation)
        )
        #expect(resolved.popGestureMaxStartDistance == row.expected)
        #expect(!resolved.popGestureMaxStartDistance.isNaN)
    }

    /// Each field resolves on its own: overriding one leaves the others inherited.
    @Test func fieldsResolveIndependently() {
        let configuration = SlidingNavigationBarConfiguration(
            isEnabled: true, isPopGestureEnabled: true, popGestureMaxStartDistance: 40, prefersNavigationBarHidden: false
        )
        let resolved = configuration.resolve(
            page: SlidingBarOptions(prefersNavigationBarHidden: true),
            navigation: SlidingBarOptions(isPopGestureEnabled: false)
        )
        #expect(
            resolved
                == ResolvedSlidingBarOptions(
                    isEnabled: true, isPopGestureEnabled: false, popGestureMaxStartDistance: 40, prefersNavigationBarHidden: true
                ))
    }

    /// The resolved options feed the pop-gesture policy: a page that disables the gesture is refused.
    @Test func resolvedOptionsDrivePopPolicy() {
        let resolved = SlidingNavigationBarConfiguration(popGestureMaxStartDistance: 44)
            .resolve(page: SlidingBarOptions(isEnabled: false))
        let input = PopGestureInput(
            stackCount: 2, isTransitioning: false, options: resolved,
            startLocation: LayoutPoint(x: 50, y: 10), containerWidth: 320,
            layoutDirection: .leftToRight, velocity: LayoutPoint(x: 300, y: 0)
        )
        #expect(PopGesturePolicy.decide(input) == .refuse(.tooFarFromLeadingEdge))
    }
}
