import Testing
@testable import SlidingNavigationBarLab
import SlidingNavigationBarCore

/// Defects the oracle once let through (found by an audit planting each one), kept so it keeps
/// catching them, each next to proof that the healthy engine still passes the same scenario.
@Suite struct OracleBlindSpotTests {
    static let pushPop = NavigationModelTests.pushPop

    /// Two bars of the same height, the incoming page opted out: UIKit runs the transition.
    static let optedOut = """
        device iphone-15-pro
        page A bar=#FF0000 title=A
        page B bar=#0000FF title=B opt-out
        root A
        push B
        pop
        """

    func violations(_ text: String, fault: ShellFault?, variant: ModelVariant = ModelVariant()) throws -> [LabViolation] {
        let scenario = try ScenarioParser.parse(text, file: "blind-spot.scenario")
        return ScenarioRunner.run(scenario, variant: variant, fault: fault).violations
    }

    /// A snapshot twice as wide as its image, from the right origin: every visible point shows
    /// the right bar from the right corner, so only the image's size tells the stretch apart.
    @Test func aStretchedSnapshotIsCaught() throws {
        #expect(try violations(Self.pushPop, fault: nil).isEmpty)
        let found = try violations(Self.pushPop, fault: .attachesStretchedWide)
        #expect(!found.isEmpty, "the oracle missed a snapshot stretched to twice its width")
        #expect(found.first?.message.contains("stretched") == true, "\(found.first?.description ?? "")")
    }

    @Test func aStretchedBarIsADifferenceInTheCompositor() {
        let red = BarLook(background: "#FF0000", title: "A", heightClass: .standard, boundary: LayoutRect(x: 0, y: 0, width: 100, height: 64))
        let wide = LayoutRect(x: 0, y: 0, width: 200, height: 64)
        #expect(StripCompositor.difference(seen: [.bar(red, at: wide)], intended: [.bar(red, at: red.boundary)], width: 100) != nil)
        #expect(StripCompositor.difference(seen: [.bar(red, at: red.boundary)], intended: [.bar(red, at: red.boundary)], width: 100) == nil)
    }

    /// In a transition left to UIKit, a real bar made transparent (or hidden) shows no bar at all
    /// between two pages that both have one: the check of those frames must see it.
    @Test(arguments: [ShellFault.concealsBarInUIKitTransitions, .hidesBarInUIKitTransitions])
    func aBlankBarInATransitionLeftToUIKitIsCaught(_ fault: ShellFault) throws {
        #expect(try violations(Self.optedOut, fault: nil).isEmpty)
        let found = try violations(Self.optedOut, fault: fault)
        #expect(!found.isEmpty, "the oracle missed \(fault)")
        // Caught during the transition, not only once the bar is back at rest.
        #expect(found.contains { !$0.frame.contains("at rest") }, "\(found.map(\.description))")
    }
}
