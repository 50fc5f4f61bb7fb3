import Foundation
import Testing
@testable import SlidingNavigationBarLab
import SlidingNavigationBarCore

/// `expect bar NAME` names the page on top: a hidden bar alone says nothing about which page it is.
@Suite struct ExpectBarTests {
    @Test(arguments: [
        // Both pages hide the bar: the real bar is hidden whichever is on top.
        "page A bar=hidden\npage B bar=hidden\nroot A\npush B\nexpect bar A",
        "page A\npage B\nroot A\npush B\nexpect bar A",
        "page A bar=hidden\npage B\nroot A B\npop\nexpect bar B",
    ])
    func itFailsForAPageNotOnTop(_ text: String) throws {
        let scenario = try ScenarioParser.parse(text, file: "not-on-top.scenario")
        let model = ScenarioRunner.run(scenario, variant: ModelVariant())
        #expect(model.violations.map(\.frame) == ["expect bar"], "\(model.violations)")
        #expect(model.violations.first?.message.contains("is not on top") == true, "\(model.violations)")
    }

    @Test(arguments: [
        "page A bar=hidden\npage B bar=hidden\nroot A\npush B\nexpect bar B",
        "page A\npage B bar=#00FF00\nroot A\npush B\nexpect bar B",
        "page A bar=hidden\npage B\nroot A B\npop\nexpect bar A",
    ])
    func itPassesForThePageOnTop(_ text: String) throws {
        let scenario = try ScenarioParser.parse(text, file: "on-top.scenario")
        #expect(ScenarioRunner.run(scenario, variant: ModelVariant()).violations.isEmpty)
    }
}

/// The lab's tests catch a lying oracle. Each sentinel is a known defect (a false expectation,
/// or a defect planted in the shell's stand-in) that exactly one of the oracle's checks reports;
/// the healthy oracle must report it, so an oracle that lies in that check
/// (``OracleFault``) fails ``theHealthyOracleReportsEverySentinel``.
@Suite struct OracleLieTests {
    struct Sentinel: CustomTestStringConvertible, Sendable {
        var name: String
        var check: OracleCheck
        var text: String
        var fault: ShellFault?
        /// Judged by the strict content rule (no move allowed for UIKit's own visibility change).
        var strict = false
        var testDescription: String { name }
    }

    static let pushPop = NavigationModelTests.pushPop

    /// A catalogue file, read from the repository.
    static func catalogue(_ name: String) -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/\(name)")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    static let sentinels: [Sentinel] = [
        Sentinel(
            name: "expect bar names a page under the top, both hiding the bar", check: .expectBar,
            text: "page A bar=hidden\npage B bar=hidden\nroot A\npush B\nexpect bar A"),
        Sentinel(
            name: "a catalogue file expecting the bar of the page it left", check: .expectBar,
            text: catalogue("hidden-bar-pages-content-stays.scenario") + "\nexpect bar Home"),
        Sentinel(
            name: "expect stack with the right top, a wrong page below", check: .expectStack,
            text: "page A\npage B\npage C\nroot A B C\nexpect stack B C"),
        Sentinel(
            name: "a catalogue file expecting a refused swipe to begin", check: .expectGesture,
            text: catalogue("hides-back-button-refuses-swipe.scenario")
                .replacingOccurrences(of: "expect gesture refused", with: "expect gesture began")),
        Sentinel(name: "snapshots attached a point too high", check: .strip, text: pushPop, fault: .attachesOneRowTooHigh),
        Sentinel(
            name: "a catalogue file whose snapshots are never attached", check: .strip,
            text: catalogue("bar-colored-to-transparent-swipe.scenario"), fault: .ignoresAttach),
        Sentinel(
            name: "a push to a bar-less page whose option is applied only at its end", check: .contentJump,
            text: "page A bar=#FF0000 title=A\npage B bar=hidden\nroot A\npush B",
            fault: .dropsAnimatedBarVisibility, strict: true),
        Sentinel(
            name: "snapshots never discarded", check: .atRest, text: "page A bar=#FF0000\npage B bar=#0000FF\nroot A\npush B",
            fault: .ignoresDiscard),
        Sentinel(
            name: "the catalogue's bar alpha scenario, concealed by opacity", check: .atRest,
            text: catalogue("app-sets-bar-alpha.scenario"), fault: .concealsWithOpacity),
    ]

    static func violations(_ sentinel: Sentinel, lie: OracleFault?) throws -> [LabViolation] {
        let scenario = try ScenarioParser.parse(sentinel.text, file: "sentinel.scenario")
        // Strict sentinels run where UIKit animates the layout with its transition (`glides`), so
        // only a move it would not make is left to count.
        let variant = sentinel.strict ? ModelVariant(barLayout: .glides) : ModelVariant()
        return ScenarioRunner.run(
            scenario, variant: variant, fault: sentinel.fault, oracleFault: lie, strictContent: sentinel.strict
        ).violations
    }

    /// Whether `violation` is the work of `check`.
    static func reported(by check: OracleCheck, _ violation: LabViolation) -> Bool {
        switch check {
        case .expectBar, .expectStack, .expectGesture: violation.frame == check.rawValue
        case .strip: violation.message.hasPrefix("strip ")
        case .contentJump: violation.kind == .contentJump
        case .atRest: violation.message.hasPrefix("at rest")
        }
    }

    @Test(arguments: sentinels)
    func theHealthyOracleReportsEverySentinel(_ sentinel: Sentinel) throws {
        let found = try Self.violations(sentinel, lie: nil)
        #expect(!found.isEmpty, "the oracle missed: \(sentinel.name)")
        // Reported by its own check, and by that check alone.
        #expect(found.allSatisfy { Self.reported(by: sentinel.check, $0) }, "\(found.map(\.description))")
    }

    /// Every check has a sentinel, and every lie one of them would notice.
    @Test func everyCheckHasASentinel() {
        #expect(Set(Self.sentinels.map(\.check)) == Set(OracleCheck.allCases))
        #expect(Set(OracleFault.allCases.map(\.check)) == Set(OracleCheck.allCases))
    }

    /// A lie in one check lets that check's sentinels through (so the test above fails), and
    /// no other check's: the lie is in that check alone.
    @Test(arguments: OracleFault.allCases)
    func aLyingCheckLetsItsSentinelsThrough(_ lie: OracleFault) throws {
        for sentinel in Self.sentinels {
            let found = try Self.violations(sentinel, lie: lie)
            if sentinel.check == lie.check {
                #expect(found.isEmpty, "\(lie) still reports \(sentinel.name): \(found.map(\.description))")
            } else {
                #expect(!found.isEmpty, "\(lie) hides \(sentinel.name), a \(sentinel.check.rawValue) sentinel")
            }
        }
    }

    /// The catalogue still passes under each lie (they only let defects through): a lie can only
    /// be caught by tests that hold a defect, which is why the sentinels exist.
    @Test(arguments: OracleFault.allCases)
    func aLieAloneBreaksNothingHealthy(_ lie: OracleFault) throws {
        let scenario = try ScenarioParser.parse(Self.pushPop, file: "push-pop.scenario")
        #expect(ScenarioRunner.run(scenario, variant: ModelVariant(), oracleFault: lie).violations.isEmpty)
    }
}
