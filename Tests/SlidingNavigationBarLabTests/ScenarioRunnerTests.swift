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

    /// What UIKit sent from a cancel's lift on, as `NAME PAGE` in order (``NavigationModel/sentCallbacks``),
    /// whether each came after the reverse animation's last frame, and the bar's owner in the
    /// frames of the reverse animation.
    static func cancel(_ text: String, _ variant: ModelVariant) throws -> (
        sent: [String], afterReverse: [Bool], reverseOwners: Set<String>, violations: Int
    ) {
        let scenario = try ScenarioParser.parse(text, file: "cancel.scenario")
        let model = ScenarioRunner.run(scenario, variant: variant, recordFrames: true)
        let reverse = model.frames.indices.filter { model.frames[$0].label.contains(" cancelling at ") }
        let lift = model.sentCallbacks.firstIndex { $0.hasPrefix("interactionEnded") } ?? model.sentCallbacks.count
        let sent = model.sentCallbacks[lift...].map { String($0.prefix { $0 != "@" }) }
        let after = model.sentCallbacks[lift...].map { Int($0.split(separator: "@").last ?? "") ?? 0 > (reverse.last ?? .max) }
        return (Array(sent), after, Set(reverse.compactMap { model.frames[$0].barOwner }), model.violations.count)
    }

    /// `cancel-callbacks=at-end` (decompiled iOS 26.1, `cancelBeginAppearanceTransition`):
    /// nothing at the lift; once the reverse animation is over the page the swipe brought in gets
    /// its will/did-disappear and the page that stays its will/did-appear, back to back, then the
    /// completion (`after-did`), in that order under either `did-order`. `full` keeps the
    /// will-pair at the lift. An interactive push's cancel follows the same dimension.
    @Test(arguments: ["swipe 0.3 cancel", "swipe-push B 0.3 cancel"])
    func underAtEndTheFourCallbacksComeWhenTheCancelEnds(_ gesture: String) throws {
        let push = gesture.hasPrefix("swipe-push")
        let text =
            push
            ? "delegate custom-animator\npage A\npage B\nroot A\n\(gesture)\nexpect stack A"
            : "page A opt-out\npage B\nroot A B\n\(gesture)\nexpect stack A B"  // UIKit's: its bar in front
        // The page that stays, and the page the gesture brought in.
        let (stays, came) = push ? ("A", "B") : ("B", "A")
        let four = ["viewWillDisappear \(came)", "viewDidDisappear \(came)", "viewWillAppear \(stays)", "viewDidAppear \(stays)"]
        for didOrder in ModelVariant.DidOrder.allCases {
            let atEnd = try Self.cancel(text, ModelVariant(didOrder: didOrder, cancelCallbacks: .atEnd))
            #expect(atEnd.violations == 0)
            #expect(atEnd.sent == ["interactionEnded"] + four + ["transitionCompleted"])
            #expect(atEnd.afterReverse == [false, true, true, true, true, true])
        }
        let before = try Self.cancel(text, ModelVariant(completionOrder: .beforeDidCallbacks, cancelCallbacks: .atEnd))
        #expect(before.sent == ["interactionEnded", "transitionCompleted"] + four)
        #expect(before.violations == 0)
        let full = try Self.cancel(text, ModelVariant(cancelCallbacks: .full))
        let lift = ["interactionEnded", "viewWillDisappear \(came)", "viewWillAppear \(stays)"]
        #expect(full.sent == lift + ["viewDidDisappear \(came)", "viewDidAppear \(stays)", "transitionCompleted"])
        #expect(full.afterReverse == [false, false, false, true, true, true])
        // Where the bar goes back at the staying page's viewWillAppear, it keeps the other page's
        // item through the whole reverse animation under `at-end`, not under `full`.
        let late = try Self.cancel(text, ModelVariant(cancelCallbacks: .atEnd, cancelBarRevert: .atRestoredWillAppear))
        #expect(late.reverseOwners == [came])
        #expect(late.violations == 0)
        let early = try Self.cancel(text, ModelVariant(cancelCallbacks: .full, cancelBarRevert: .atRestoredWillAppear))
        #expect(early.reverseOwners == [stays])
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
