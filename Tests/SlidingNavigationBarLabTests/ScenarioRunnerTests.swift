import Foundation
import Testing
@testable import SlidingNavigationBarLab

@Suite struct ScenarioRunnerTests {
    /// The variants the catalogue tests run under: a covering set of each scenario's relevant
    /// variants, or every combination of them when `SNB_ALL_VARIANTS=1` (CI, `.ci/run`).
    static let coverage: VariantCoverage = ProcessInfo.processInfo.environment["SNB_ALL_VARIANTS"] == "1" ? .full : .pairwise

    /// The catalogue passes under the variants that can affect each scenario.
    @Test(arguments: ScenarioCatalogueFixture.paths)
    func everyCatalogueScenarioPassesUnderEveryRelevantVariant(_ path: String) throws {
        let scenario = try ScenarioParser.parseFile(atPath: path)
        let report = try ScenarioRunner.run(scenario, coverage: Self.coverage)
        // The four dimensions every scenario varies: 24 combinations, of which the pairs need 6.
        // On iOS 26 and later UIKit's code settles three of them (`ModelVariant.readInUIKitCode`).
        let ios = scenario.statements.lazy.compactMap { if case .ios(let version) = $0.command { version } else { nil } }.first ?? 17
        #expect(report.variantsRun >= (ios >= 26 ? 2 : Self.coverage == .full ? 16 : 6))
        for failure in report.failures.prefix(2) {
            Issue.record("\(path) under \(failure.variant): \(failure.violations.map(\.description).joined(separator: "; "))")
        }
    }

    /// Engine bugs the randomized sequences found, kept so they stay fixed.
    static var regressionPaths: [String] {
        let directory = ScenarioCatalogueFixture.directory + "/regressions"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.sorted().map { directory + "/" + $0 }
    }

    @Test(arguments: regressionPaths)
    func everyRegressionScenarioStaysFixed(_ path: String) throws {
        let report = try ScenarioRunner.run(try ScenarioParser.parseFile(atPath: path), coverage: Self.coverage)
        for failure in report.failures.prefix(2) {
            Issue.record("\(path) under \(failure.variant): \(failure.violations.map(\.description).joined(separator: "; "))")
        }
    }

    @Test func thereAreRegressionScenarios() {
        #expect(Self.regressionPaths.count >= 3)
    }

    @Test func aPinnedVariantIsNotVaried() throws {
        let scenario = try ScenarioParser.parse("variant bar-switch=at-call\npage A\nroot A", file: "pin.scenario")
        let variants = try ScenarioRunner.variants(for: scenario)
        #expect(variants.allSatisfy { $0.barSwitch == .atCall })
        #expect(variants.count == 2 * 2 * 2)  // did-order × completion-order × coordinator
    }

    @Test func aCancelledSwipeVariesTheCancelDimensions() throws {
        let scenario = try ScenarioParser.parse("page A\npage B\nroot A B\nswipe 0.3 cancel", file: "c.scenario")
        let dims = ScenarioRunner.relevantDimensions(of: scenario)
        #expect(dims.contains(.cancelCallbacks) && dims.contains(.cancelBarRevert))
        #expect(!dims.contains(.nested))
    }

    @Test(arguments: [("variant speed=fast", "unknown variant 'speed'"), ("variant nested=never", "unknown value 'never'")])
    func aBadVariantLineIsAClearError(_ line: String, _ message: String) throws {
        let scenario = try ScenarioParser.parse(line + "\npage A\nroot A", file: "bad.scenario")
        #expect {
            _ = try ScenarioRunner.variants(for: scenario)
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.line == 1 && error.message.contains(message)
        }
    }

    @Test func aWrongExpectationIsReported() throws {
        let scenario = try ScenarioParser.parse("page A\npage B\nroot A\npush B\nexpect stack A\nexpect bar A", file: "e.scenario")
        let model = ScenarioRunner.run(scenario, variant: ModelVariant())
        #expect(model.violations.count == 2)
    }
}
