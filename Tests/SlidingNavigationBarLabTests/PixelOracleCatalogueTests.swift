import Foundation
import SlidingNavigationBarPixelOracle
import Testing
@testable import SlidingNavigationBarLab

/// The lab's frames drawn in palette colours and judged by the pixel oracle: the catalogue passes,
/// and the shell faults the model's oracle catches show in pixels too (where pixels can show them).
@Suite struct PixelOracleCatalogueTests {
    static var catalogue: [String] { ScenarioCatalogueFixture.paths + ScenarioRunnerTests.regressionPaths }

    /// Judges every recorded frame of `scenario` under `variant`; returns the failing verdicts.
    static func failingVerdicts(
        _ scenario: Scenario, variant: ModelVariant, fault: ShellFault? = nil
    ) throws -> (model: NavigationModel, failing: [PixelVerdict], judged: Int) {
        let model = ScenarioRunner.run(scenario, variant: variant, recordFrames: true, fault: fault)
        let order = RGBAFrameRenderer.pageOrder(of: scenario)
        var failing: [PixelVerdict] = []
        var judged = 0
        for frame in model.frames {
            let verdict = try RGBAFrameRenderer.judge(frame, pageOrder: order)
            judged += verdict.judgedSamples
            if !verdict.passes { failing.append(verdict) }
        }
        return (model, failing, judged)
    }

    /// The variants a scenario's frames are judged under: the first and the last of its product
    /// (every relevant dimension at its first value, then at its last). The full product takes
    /// over nine minutes in a debug build (measured: 560 s for the 49 files); these two, ~2 %
    /// of it, keep the test to seconds and still flip every relevant dimension once.
    static func judgedVariants(_ scenario: Scenario) throws -> [ModelVariant] {
        let all = try ScenarioRunner.variants(for: scenario)
        guard let first = all.first, let last = all.last else { return [] }
        return first == last ? [first] : [first, last]
    }

    @Test(arguments: catalogue)
    func everyCatalogueFramePassesThePixelOracle(_ path: String) throws {
        let scenario = try ScenarioParser.parseFile(atPath: path)
        for variant in try Self.judgedVariants(scenario) {
            let result = try Self.failingVerdicts(scenario, variant: variant)
            #expect(!result.model.frames.isEmpty && result.judged > 0, "\(path): nothing was judged")
            if let first = result.failing.first {
                Issue.record("\(path) under \(variant): \(result.failing.count) frame(s) fail; first: \(first)")
                return
            }
        }
    }
}
