import Foundation
import SlidingNavigationBarUIKitProbe
import Testing
@testable import SlidingNavigationBarLab

@Suite struct TransitionLabCommandTests {
    func write(_ text: String, _ name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snb-lab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aPassingScenarioExitsZero() throws {
        let path = try write("page A\npage B bar=#00FF00\nroot A\npush B\nexpect bar B\n", "ok.scenario")
        #expect(TransitionLabCommand.main([path]) == 0)
    }

    @Test func aViolatedExpectationExitsOne() throws {
        let path = try write("page A\npage B\nroot A\npush B\nexpect stack A\n", "wrong.scenario")
        #expect(TransitionLabCommand.main([path]) == 1)
    }

    @Test(arguments: ["page A\npush A\n", "jump\n", "page A\nroot A\nvariant nested=never\n"])
    func malformedInputExitsTwo(_ text: String) throws {
        let path = try write(text, "bad.scenario")
        #expect(TransitionLabCommand.main([path]) == 2)
    }

    /// `--variant` pins a dimension as a scenario's own line would; a bad pair is bad input. The
    /// strict content rule counts every move of the content, UIKit's own too: a push to a
    /// bar-less page is UIKit's transition, whose hide (applied as the page appears) moves the
    /// content at once unless UIKit animates the layout inside its transition (`bar-layout`
    /// `glides`; decompiled iOS 26.1 lays it out at once, `glides-outside-transitions`).
    @Test func aPinnedVariantDecidesTheRunAndABadOneExitsTwo() throws {
        let path = try write("page A bar=#0A84FF\npage B bar=hidden\nroot A\npush B\nback\n", "pinned.scenario")
        let heard = ["--variant", "back-button=both"]
        #expect(TransitionLabCommand.main(["--strict-content", "--variant", "bar-layout=at-once"] + heard + [path]) == 1)
        #expect(TransitionLabCommand.main(["--strict-content", "--variant", "bar-layout=glides"] + heard + [path]) == 0)
        #expect(
            TransitionLabCommand.main(["--strict-content", "--variant", "bar-layout=glides-outside-transitions"] + heard + [path]) == 1)
        #expect(TransitionLabCommand.main(["--variant", "bar-layout=sometimes", path]) == 2)
        #expect(TransitionLabCommand.main(["--variant", "colour=red", path]) == 2)
        #expect(TransitionLabCommand.main(["--variant"]) == 2)
    }

    @Test func aMissingFileOrNoArgumentExitsTwo() {
        #expect(TransitionLabCommand.main(["/nonexistent/nothing.scenario"]) == 2)
        #expect(TransitionLabCommand.main([]) == 2)
        #expect(TransitionLabCommand.main(["--bogus"]) == 2)
    }
}

/// `transition-lab --facts`: a UIKit fact probe log read against the lab's variants.
@Suite struct TransitionLabCommandFactsTests {
    /// A hand-written, synthetic probe log (nothing in it was recorded on a device) whose readings
    /// the lab all models; `bar-layout` reads `glides-outside-transitions`, `bar-switch` cannot
    /// tell `at-call` from `at-will-appear`.
    static let samplePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProbeLogs/synthetic-probe-log.json").path

    static func sample() throws -> ProbeLog {
        try ProbeLog(json: Data(contentsOf: URL(fileURLWithPath: samplePath)))
    }

    func write(_ log: ProbeLog) throws -> String {
        try TransitionLabCommandTests().write(String(decoding: log.jsonData(), as: UTF8.self), "probe.json")
    }

    /// The sample's `bar-hidden-at-rest` content moved at once instead (first value until the
    /// last sample): `bar-layout` reads `at-once`.
    func atOnceOutside(_ log: ProbeLog) -> ProbeLog {
        var log = log
        let samples = log.records.indices.filter {
            guard log.records[$0].trial == .barHiddenAtRest, case .contentSample = log.records[$0].event else { return false }
            return true
        }
        for index in samples.dropLast() { log.records[index].event = log.records[samples[0]].event }
        return log
    }

    @Test func theSampleIsModelledAndExitsZero() throws {
        #expect(TransitionLabCommand.main(["--facts", Self.samplePath]) == 0)
        let report = UIKitFactReport(log: try Self.sample())
        #expect(report[.barLayout].values == ["glides-outside-transitions"])
        #expect(report[.barSwitch].values == ["at-call", "at-will-appear"])
        #expect(UIKitFactReport(log: atOnceOutside(try Self.sample()))[.barLayout].values == ["at-once"])
    }

    /// The scenario's content jump is counted by the strict rule except under `glides` (as in
    /// `aPinnedVariantDecidesTheRunAndABadOneExitsTwo`): the observed value decides the run, and
    /// an explicit `--variant` wins over it.
    @Test func scenariosRunPinnedToWhatWasObserved() throws {
        let scenario = try TransitionLabCommandTests().write(
            "page A bar=#0A84FF\npage B bar=hidden\nroot A\npush B\nback\n", "pinned.scenario")
        #expect(TransitionLabCommand.main(["--strict-content", "--facts", Self.samplePath, scenario]) == 1)
        let atOnce = try write(atOnceOutside(try Self.sample()))
        #expect(TransitionLabCommand.main(["--strict-content", "--facts", atOnce, scenario]) == 1)
        #expect(TransitionLabCommand.main(["--strict-content", "--facts", atOnce, "--variant", "bar-layout=glides", scenario]) == 0)
        #expect(
            TransitionLabCommand.main(["--strict-content", "--facts", Self.samplePath, "--variant", "bar-layout=at-once", scenario]) == 1)
    }

    @Test func whatTheLabDoesNotModelExitsOne() throws {
        var log = try Self.sample()
        for index in log.records.indices {
            if case .pageViewTop(let page, _, let statusBar) = log.records[index].event {
                log.records[index].event = .pageViewTop(page: page, y: statusBar + 44, statusBarHeight: statusBar)
            }
        }
        #expect(UIKitFactReport(log: log)[.hiddenBarView].values.isEmpty)
        #expect(TransitionLabCommand.main(["--facts", try write(log)]) == 1)
    }

    @Test func aMalformedOrMissingLogExitsTwo() throws {
        let broken = try TransitionLabCommandTests().write("{\"systemVersion\": \"18.2\",", "broken.json")
        #expect(TransitionLabCommand.main(["--facts", broken]) == 2)
        let scenario = try TransitionLabCommandTests().write("page A\npage B\nroot A\npush B\n", "ok.scenario")
        #expect(TransitionLabCommand.main(["--facts", broken, scenario]) == 2)
        #expect(TransitionLabCommand.main(["--facts", "/nonexistent/probe.json"]) == 2)
        #expect(TransitionLabCommand.main(["--facts"]) == 2)
        #expect(TransitionLabCommand.main(["--random", "1", "--facts", Self.samplePath]) == 2)
    }
}
