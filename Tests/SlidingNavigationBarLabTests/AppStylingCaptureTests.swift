import Testing

@testable import SlidingNavigationBarLab

/// An app that styles the shared bar in its page's `viewWillAppear`, after `super`: the incoming
/// page is captured once, when the animation starts (after every `viewWillAppear` body), with
/// the app's look, whatever the number of setters (no hook follows them).
@Suite struct AppStylingCaptureTests {
    static let push = """
        device iphone-15-pro
        ios 17
        page A bar=#C0392B title=A
        page B bar=#2471A3 title=B app-style=#1E8449
        root A
        push B
        """

    /// The captures of B the engine asks for during the push, under every variant.
    @Test func theIncomingPageIsCapturedOnceWithTheAppsLook() throws {
        let scenario = try ScenarioParser.parse(Self.push, file: "app-styling.scenario")
        var most = 0
        var runs = 0
        for variant in try ScenarioRunner.variants(for: scenario, coverage: .full) {
            let model = ScenarioRunner.run(scenario, variant: variant, keepNotes: true)
            #expect(model.violations.isEmpty, "\(variant): \(model.violations.map(\.description))")
            let captures = model.notes.filter { $0.hasPrefix("line 6:") && $0.contains("capture(page#2") }.count
            // Once, as the animation starts: the strip comparison above holds it to the app's look.
            #expect(captures == 1, "\(variant): \(captures) captures of B")
            most = max(most, captures)
            runs += 1
        }
        #expect(runs > 1)
        #expect(most == 1)
    }
}
