import Testing
@testable import SlidingNavigationBarLab
import SlidingNavigationBarCore

/// The oracle must catch a broken shell: each planted defect makes a plain push-and-pop fail.
@Suite struct NavigationModelTests {
    static let pushPop = """
        device iphone-15-pro
        page A bar=#FF0000 title=A
        page B bar=#0000FF title=B
        root A
        push B
        pop
        """

    func violations(_ text: String, fault: ShellFault?, variant: ModelVariant = ModelVariant()) throws -> [LabViolation] {
        let scenario = try ScenarioParser.parse(text, file: "fault.scenario")
        return ScenarioRunner.run(scenario, variant: variant, fault: fault).violations
    }

    @Test func aHealthyShellPassesThePushAndPop() throws {
        #expect(try violations(Self.pushPop, fault: nil).isEmpty)
    }

    @Test(arguments: [ShellFault.ignoresBringBarToFront, .ignoresDiscard, .ignoresAttach, .attachesOneRowTooHigh])
    func everyPlantedShellFaultIsCaught(_ fault: ShellFault) throws {
        #expect(!(try violations(Self.pushPop, fault: fault)).isEmpty, "the oracle missed \(fault)")
    }

    /// Concealing the real bar already hides it from view, so a shell that forgets to send it
    /// behind shows nothing different: sending it behind is defence in depth (it also keeps the
    /// bar's touches and accessibility elements under the pages, which the model does not simulate).
    @Test func sendingTheBarBehindIsDefenceInDepthOnceItIsConcealed() throws {
        #expect(try violations(Self.pushPop, fault: .ignoresSendBarBehind).isEmpty)
    }

    /// Capturing the incoming page from the screen draws the outgoing bar again: the bar took the
    /// incoming item within the same run-loop turn, so the screen has not caught up.
    @Test func capturingTheIncomingPageFromTheScreenIsCaught() throws {
        var variant = ModelVariant()
        variant.barSwitch = .atCall
        #expect(!(try violations(Self.pushPop, fault: .capturesFromScreenOnly, variant: variant)).isEmpty)
    }

    @Test func aShellThatNeverHidesTheBarIsCaughtOnAHiddenBarPage() throws {
        let text = """
            page Home bar=hidden
            page Detail title=Detail
            root Home
            push Detail
            pop
            """
        #expect(try violations(text, fault: nil).isEmpty)
        #expect(!(try violations(text, fault: .ignoresSetBarHidden)).isEmpty)
    }

    @Test func aSlidePushNeverTakesMoreThanTwoCapturesAndKeepsNothingAtRest() throws {
        let scenario = try ScenarioParser.parse(Self.pushPop, file: "metrics.scenario")
        let model = ScenarioRunner.run(scenario, variant: ModelVariant())
        #expect(model.metrics.peakCapturesPerTransition == 2)
        #expect(model.metrics.captures == 4)  // two transitions, two pages each
        #expect(model.metrics.restSnapshots == 0)
        #expect(model.metrics.peakSnapshots == 2)
    }

    /// The issue's memory goal: a 20-deep push-then-pop holds two snapshots at most, none at rest,
    /// and the peak does not grow with depth.
    @Test func snapshotMemoryDoesNotGrowWithStackDepth() throws {
        func deep(_ depth: Int) throws -> LabMetrics {
            var lines = ["device iphone-16-pro-max"]
            lines += (0...depth).map { "page P\($0) bar=#\(String(format: "%06X", $0 * 4_000))" }
            lines.append("root P0")
            lines += (1...depth).map { "push P\($0)" }
            lines += Array(repeating: "pop", count: depth)
            let scenario = try ScenarioParser.parse(lines.joined(separator: "\n"), file: "deep.scenario")
            return ScenarioRunner.run(scenario, variant: ModelVariant()).metrics
        }
        let shallow = try deep(2)
        let twenty = try deep(20)
        #expect(twenty.restSnapshots == 0)
        #expect(twenty.peakSnapshots == 2)
        #expect(twenty.peakBytes == shallow.peakBytes)
        // Two bars of 440 × (62 + 44) pt plus a one-pixel hairline, at 3x: 1320 × 319 pixels each.
        #expect(twenty.peakBytes == 2 * 1320 * 319 * 4)
    }

    @Test func anOptedOutPageLeavesTheTransitionToUIKit() throws {
        let text = """
            page A bar=#FF0000
            page B bar=#0000FF opt-out
            root A
            push B
            """
        let scenario = try ScenarioParser.parse(text, file: "optout.scenario")
        let model = ScenarioRunner.run(scenario, variant: ModelVariant())
        #expect(model.violations.isEmpty)
        // Only the outgoing page, at the call (the screen shows its bar only at rest); the
        // decision, as the animation starts, discards it and captures nothing more.
        #expect(model.metrics.captures == 1)
        #expect(model.metrics.peakSnapshots == 1)
    }

}
