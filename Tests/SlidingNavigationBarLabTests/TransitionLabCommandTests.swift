import Foundation
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
    /// strict content rule finds the one move UIKit makes where the content never glides, and
    /// none where it glides outside transitions (a push by a call to a bar-less page).
    @Test func aPinnedVariantDecidesTheRunAndABadOneExitsTwo() throws {
        let path = try write("page A bar=#0A84FF\npage B bar=hidden\nroot A\npush B\nback\n", "pinned.scenario")
        #expect(TransitionLabCommand.main(["--strict-content", "--variant", "bar-layout=at-once", path]) == 1)
        #expect(TransitionLabCommand.main(["--strict-content", "--variant", "bar-layout=glides-outside-transitions", path]) == 0)
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
