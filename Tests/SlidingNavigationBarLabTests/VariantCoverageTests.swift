import Foundation
import Testing
@testable import SlidingNavigationBarLab

/// The covering set `transition-lab` runs by default: smaller than the full product, and every
/// pair of values of any two varied dimensions still meets in it.
@Suite struct VariantCoverageTests {
    static var catalogue: [String] { ScenarioCatalogueFixture.paths + ScenarioRunnerTests.regressionPaths }

    @Test(arguments: catalogue)
    func theCoveringSetMeetsEveryPairOfTheScenariosDimensions(_ path: String) throws {
        let scenario = try ScenarioParser.parseFile(atPath: path)
        let full = try ScenarioRunner.variants(for: scenario, coverage: .full)
        let covering = try ScenarioRunner.variants(for: scenario, coverage: .pairwise)
        #expect(Set(covering).isSubset(of: Set(full)))
        #expect(covering.count == Set(covering).count)
        #expect(covering.count <= full.count)
        // The dimensions the full product varies, read from it rather than from the runner.
        let varied = ModelVariant.Dimension.allCases.filter { dimension in
            Set(full.map { $0.value(of: dimension) }).count > 1
        }
        // Every value the full product takes (before iOS 26 it has no `nested=reverses`).
        func values(_ dimension: ModelVariant.Dimension) -> [String] {
            dimension.values.filter { value in full.contains { $0.value(of: dimension) == value } }
        }
        for (index, first) in varied.enumerated() {
            for second in varied[(index + 1)...] {
                for a in values(first) {
                    for b in values(second) {
                        let met = covering.contains { $0.value(of: first) == a && $0.value(of: second) == b }
                        #expect(met, "\(path): \(first.rawValue)=\(a) never meets \(second.rawValue)=\(b)")
                    }
                }
            }
        }
    }

    @Test func theCoveringSetIsMuchSmallerWhereManyDimensionsVary() throws {
        let scenario = try ScenarioParser.parse(
            "page A view=below-bar\npage B bar=hidden view=below-bar\npage C\nroot A\npush B\npush C during\nback\npush C animated=no\nswipe 0.4 cancel\npop-to-root\n",
            file: "many.scenario")
        let full = try ScenarioRunner.variants(for: scenario, coverage: .full)
        let covering = try ScenarioRunner.variants(for: scenario, coverage: .pairwise)
        #expect(full.count >= 1_000)
        #expect(covering.count <= ModelVariant.pairwise.count)
    }

    @Test func aPinnedDimensionKeepsItsValueInTheCoveringSet() throws {
        let scenario = try ScenarioParser.parse("variant did-order=incoming-first\npage A\npage B\nroot A\npush B", file: "pin.scenario")
        let covering = try ScenarioRunner.variants(for: scenario, coverage: .pairwise)
        #expect(covering.allSatisfy { $0.didOrder == .incomingFirst })
        // bar-switch × completion-order, bar-switch × coordinator: 3 × 2 pairs at least.
        #expect(covering.count >= 6)
    }

    /// On `ios 26` and later the dimensions read in UIKit's code take their value there and are
    /// not varied (docs/uikit-facts.md §9); a scenario's own pin still wins; before 26 they vary.
    @Test func iOS26TakesTheValuesReadInUIKitsCode() throws {
        let swipe = "page A\npage B bar=#00FF00\nroot A B\nswipe 0.3 cancel\n"
        let on26 = try ScenarioRunner.variants(for: ScenarioParser.parse("ios 26\n" + swipe, file: "a.scenario"))
        #expect(on26.allSatisfy { $0.cancelBarRevert == .atInteractionEnd && $0.barSwitch == .atAnimationStart })
        #expect(on26.allSatisfy { $0.didOrder == .outgoingFirst && $0.coordinator == .afterCall })
        let pinned = try ScenarioRunner.variants(
            for: ScenarioParser.parse("ios 26\nvariant cancel-bar-revert=at-completion\n" + swipe, file: "b.scenario"))
        #expect(pinned.allSatisfy { $0.cancelBarRevert == .atCompletion })
        let on17 = try ScenarioRunner.variants(for: ScenarioParser.parse("ios 17\n" + swipe, file: "c.scenario"))
        #expect(Set(on17.map(\.cancelBarRevert)).count > 1)
        #expect(on26.count < on17.count)
    }

    @Test func theLabRunsTheCoveringSetUnlessAskedForEveryVariant() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snb-coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("ok.scenario").path
        try "page A\npage B bar=#00FF00\nroot A\npush B\nswipe 0.3 cancel\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(TransitionLabCommand.main([path]) == 0)
        #expect(TransitionLabCommand.main(["--all-variants", path]) == 0)
    }
}
