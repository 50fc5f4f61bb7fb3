import Foundation
import SlidingNavigationBarCore
import SlidingNavigationBarPixelOracle

/// The `transition-lab` command line: runs scenario files through the model and reports.
package enum TransitionLabCommand {
    package static let usage = """
        usage: transition-lab [--all-variants] [--pixels] [--svg OUT] [--variant KEY=VALUE ...] [--notes] FILE...
               transition-lab --random N [--seed S] [--swiftui] [--variant KEY=VALUE ...]
               transition-lab --facts LOG.json [--variant KEY=VALUE ...] [FILE...]
          Runs each scenario under a covering set of the model variants that can affect it
          (every pair of values of any two of them meets at least once); prints `ok` or the
          violations per file, then a metrics line. Exit 0 all ok, 1 a violation, 2 bad input.
          --all-variants  every combination of those variants instead (what CI runs)
          --random N  run N random scenarios (seeds S, S+1, ...) under the pairwise variants;
                      print `ok` or each failing seed and write its replayable scenario,
                      pinned to the first failing variant, to random-SEED.scenario here
          --seed S    the first seed (decimal or 0x...; default \(RandomScenarioGenerator.defaultSeed))
          --swiftui   with --random, also draw `host swiftui` (CI runs 3,000 such
                      sequences beside the 10,000 without: docs/swiftui-and-tab-bars.md)
          --pixels    also draw every frame in palette colours and judge it with the pixel
                      oracle the Example's self-check uses on screenshots (each variant run)
          --svg OUT   write a filmstrip of each scenario's frames (first variant) to OUT
                      (a file for one scenario, else a folder)
          --notes     print the engine's decisions for the first variant
          --digest    print, for each variant run, a hash of the commands the engine gave and
                      the lines they answered (`FILE VARIANT HASH`), to compare two builds
          --variant KEY=VALUE  pin one variant dimension in every scenario, as a `variant`
                      line at its top would (a scenario's own line for the same key wins); with
              --random, in every random scenario. It also takes values the lab does not
              vary yet (non-top-safe-area=when-top-again: docs/lab.md)
          --strict-content  no allowance in the content-jump check for the moves UIKit makes
                      in a transition between a page with a bar and one without
          --facts LOG.json  read a UIKit fact probe log (a ProbeLog, as JSON): one line per
                      question with the values observed, whether the lab models each, and the
                      evidence; exit 1 if the lab lacks one (what to add is printed). Each FILE
                      then runs pinned to every dimension observed with exactly one value;
                      unreadable or ambiguous dimensions stay varied
        """

    /// Runs the command; returns the exit status.
    package static func main(_ arguments: [String]) -> Int32 {
        var files: [String] = []
        var svg: String?
        var notes = false
        var digest = false
        var strict = false
        var pixels = false
        var coverage = VariantCoverage.pairwise
        var pinned: [ScenarioStatement] = []
        var randomCount: Int?
        var seed = RandomScenarioGenerator.defaultSeed
        var randomSwiftUI = false
        var facts: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--svg":
                guard index + 1 < arguments.count else { return fail("--svg needs a path") }
                svg = arguments[index + 1]
                index += 1
            case "--notes": notes = true
            case "--digest": digest = true
            case "--strict-content": strict = true
            case "--pixels": pixels = true
            case "--all-variants": coverage = .full
            case "--variant":
                guard index + 1 < arguments.count else { return fail("--variant needs KEY=VALUE") }
                let pair = arguments[index + 1].split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2, let dimension = ModelVariant.Dimension(rawValue: pair[0]) else {
                    return fail(
                        "--variant needs KEY=VALUE with KEY one of \(ModelVariant.Dimension.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                guard dimension.pinnableValues.contains(pair[1]) else {
                    return fail("--variant \(pair[0]) takes one of \(dimension.pinnableValues.joined(separator: ", "))")
                }
                pinned.append(ScenarioStatement(line: 0, command: .variant(key: pair[0], value: pair[1])))
                index += 1
            case "--facts":
                guard index + 1 < arguments.count else { return fail("--facts needs a probe log (JSON)") }
                facts = arguments[index + 1]
                index += 1
            case "--random":
                guard index + 1 < arguments.count, let count = Int(arguments[index + 1]), count >= 0 else {
                    return fail("--random needs a count of scenarios")
                }
                randomCount = count
                index += 1
            case "--swiftui":
                randomSwiftUI = true
            case "--seed":
                guard index + 1 < arguments.count, let value = parseSeed(arguments[index + 1]) else {
                    return fail("--seed needs a whole number from 0 to \(UInt64.max) (decimal or 0x...)")
                }
                seed = value
                index += 1
            case "-h", "--help":
                print(usage)
                return 0
            default:
                if argument.hasPrefix("-") { return fail("unknown option \(argument)") }
                files.append(argument)
            }
            index += 1
        }
        if randomSwiftUI, randomCount == nil { return fail("--swiftui goes with --random") }
        if let randomCount {
            guard files.isEmpty, svg == nil, !notes, !digest, !pixels, facts == nil else {
                return fail("--random takes no files, --svg, --notes, --digest, --pixels or --facts")
            }
            let pins = pinned.compactMap { if case .variant(let key, let value) = $0.command { (key, value) } else { nil } }
            return runRandom(count: randomCount, seed: seed, strictContent: strict, drawsSwiftUI: randomSwiftUI, pinning: pins)
        }
        var factsStatus: Int32 = 0
        if let facts {
            let (status, pins) = UIKitFactCheck.run(logAt: facts)
            if status == 2 { return 2 }
            factsStatus = status
            // Pinned before `--variant`, so an explicit pin wins.
            pinned = pins + pinned
            if files.isEmpty { return factsStatus }
        }
        guard !files.isEmpty else { return fail("no scenario file given") }

        var scenarios: [Scenario] = []
        for file in files {
            do {
                var scenario = try ScenarioParser.parseFile(atPath: file)
                // The scenario's own `variant` lines come after, so they win.
                scenario.statements = pinned + scenario.statements
                scenarios.append(scenario)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                return 2
            }
        }
        var total = LabMetrics()
        var failed = 0
        var variantsRun = 0
        for scenario in scenarios {
            let report: ScenarioReport
            do {
                report = try ScenarioRunner.run(scenario, coverage: coverage, strictContent: strict)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                return 2
            }
            total.merge(report.metrics)
            variantsRun += report.variantsRun
            if pixels {
                let (bad, judged) = judgePixels(scenario, coverage: coverage, strictContent: strict)
                if bad.isEmpty {
                    print("\(scenario.file): pixels ok (\(judged) frames)")
                } else {
                    failed += 1
                    print("\(scenario.file): pixel oracle: \(bad.count) frame(s) FAIL")
                    for line in bad.prefix(3) { print("    \(scenario.file):\(line)") }
                }
            }
            if report.isOK {
                print("\(scenario.file): ok (\(report.variantsRun) variants)")
            } else {
                failed += 1
                print("\(scenario.file): \(report.failures.count) of \(report.variantsRun) variants FAIL")
                for failure in report.failures.prefix(3) {
                    print("  variant \(failure.variant)")
                    for violation in failure.violations { print("    \(scenario.file):\(violation)") }
                }
            }
            if digest {
                for variant in (try? ScenarioRunner.variants(for: scenario, coverage: coverage)) ?? [] {
                    let model = ScenarioRunner.run(scenario, variant: variant, digestCommands: true, strictContent: strict)
                    print("\(scenario.file) \(variant) \(String(model.commandDigest, radix: 16))")
                }
            }
            if notes || svg != nil {
                let variant = (try? ScenarioRunner.variants(for: scenario).first) ?? ModelVariant()
                let model = ScenarioRunner.run(
                    scenario, variant: variant, recordFrames: svg != nil, keepNotes: notes, strictContent: strict)
                if notes { for line in model.notes { print("  \(line)") } }
                if let svg {
                    let path =
                        scenarios.count == 1
                        ? svg
                        : (svg as NSString).appendingPathComponent(
                            ((scenario.file as NSString).lastPathComponent as NSString).deletingPathExtension + ".svg")
                    if scenarios.count > 1 {
                        try? FileManager.default.createDirectory(atPath: svg, withIntermediateDirectories: true)
                    }
                    do {
                        try FilmstripRenderer.svg(model.frames, title: scenario.file).write(toFile: path, atomically: true, encoding: .utf8)
                    } catch {
                        return fail("cannot write \(path): \(error.localizedDescription)")
                    }
                }
            }
        }
        print("scenarios=\(scenarios.count) variants=\(variantsRun) failed=\(failed) \(total)")
        if coverage == .pairwise {
            print("(a covering set of each scenario's variants; --all-variants runs every combination)")
        }
        return failed == 0 ? factsStatus : 1
    }

    /// `--pixels`: every frame of every variant run, drawn in palette colours and judged by the
    /// pixel oracle (independent of the strip oracle: it reads colours, not the model's views).
    /// Returns each failing frame's verdict, with its variant, and how many frames were judged.
    static func judgePixels(_ scenario: Scenario, coverage: VariantCoverage, strictContent: Bool) -> (failing: [String], judged: Int) {
        let order = RGBAFrameRenderer.pageOrder(of: scenario)
        var failing: [String] = []
        var judged = 0
        let variants = (try? ScenarioRunner.variants(for: scenario, coverage: coverage)) ?? []
        for variant in variants {
            let model = ScenarioRunner.run(scenario, variant: variant, recordFrames: true, strictContent: strictContent)
            for frame in model.frames {
                judged += 1
                do {
                    let verdict = try RGBAFrameRenderer.judge(frame, pageOrder: order)
                    if !verdict.passes { failing.append("\(verdict) under \(variant)") }
                } catch {
                    failing.append("line \(frame.line): cannot judge: \(error)")
                }
            }
        }
        return (failing, judged)
    }

    /// `--random N --seed S`: seeds S ..< S+N, each under every pairwise variant, with the
    /// dimensions in `pinning` (`--variant KEY=VALUE`, checked by the caller) held at their value.
    static func runRandom(
        count: Int, seed first: UInt64, strictContent: Bool = false, drawsSwiftUI: Bool = false,
        pinning pins: [(key: String, value: String)] = []
    ) -> Int32 {
        var total = LabMetrics()
        var failed = 0
        var runs = 0
        for offset in 0..<count {
            let seed = first &+ UInt64(offset)
            let scenario = RandomScenarioGenerator.scenario(seed: seed, drawsSwiftUI: drawsSwiftUI)
            let variants = ScenarioRunner.randomVariants(for: scenario, pinning: pins)
            runs += variants.count
            var failures: [(ModelVariant, [LabViolation])] = []
            for variant in variants {
                let model = ScenarioRunner.run(scenario, variant: variant, strictContent: strictContent)
                total.merge(model.metrics)
                if !model.violations.isEmpty { failures.append((variant, model.violations)) }
            }
            guard let (variant, violations) = failures.first else { continue }
            failed += 1
            let path = RandomScenarioGenerator.fileName(seed: seed)
            let text = RandomScenarioGenerator.replayText(scenario, seed: seed, variant: variant)
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return fail("cannot write \(path): \(error.localizedDescription)")
            }
            print("random seed \(seed): \(failures.count) of \(variants.count) variants FAIL; wrote \(path)")
            print("  variant \(variant)")
            let lines = ModelVariant.Dimension.allCases.count + 2  // the replay file's header
            for violation in violations.prefix(3) {
                var shifted = violation
                shifted.line += lines
                print("    \(path):\(shifted)")
            }
        }
        if failed == 0 { print("random: ok (\(count) scenarios from seed \(first))") }
        print("scenarios=\(count) variants=\(runs) failed=\(failed) \(total)")
        return failed == 0 ? 0 : 1
    }

    static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("transition-lab: \(message)\n\(usage)\n".utf8))
        return 2
    }
}
