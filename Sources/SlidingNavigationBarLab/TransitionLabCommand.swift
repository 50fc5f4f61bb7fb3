import Foundation
import SlidingNavigationBarCore

/// The `transition-lab` command line: runs scenario files through the model and reports.
public enum TransitionLabCommand {
    public static let usage = """
        usage: transition-lab [--svg OUT] [--variant KEY=VALUE ...] [--notes] FILE...
          Runs each scenario under every model variant that can affect it; prints `ok` or the
          violations per file, then a metrics line. Exit 0 all ok, 1 a violation, 2 bad input.
          --svg OUT   write a filmstrip of each scenario's frames (first variant) to OUT
                      (a file for one scenario, else a folder)
          --notes     print the engine's decisions for the first variant
        """

    /// Runs the command; returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        var files: [String] = []
        var svg: String?
        var notes = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--svg":
                guard index + 1 < arguments.count else { return fail("--svg needs a path") }
                svg = arguments[index + 1]
                index += 1
            case "--notes": notes = true
            case "-h", "--help":
                print(usage)
                return 0
            default:
                if argument.hasPrefix("-") { return fail("unknown option \(argument)") }
                files.append(argument)
            }
            index += 1
        }
        guard !files.isEmpty else { return fail("no scenario file given") }

        var scenarios: [Scenario] = []
        for file in files {
            do {
                scenarios.append(try ScenarioParser.parseFile(atPath: file))
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
                report = try ScenarioRunner.run(scenario)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                return 2
            }
            total.merge(report.metrics)
            variantsRun += report.variantsRun
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
            if notes || svg != nil {
                let variant = (try? ScenarioRunner.variants(for: scenario).first) ?? ModelVariant()
                let model = ScenarioRunner.run(scenario, variant: variant, recordFrames: svg != nil, keepNotes: notes)
                if notes { for line in model.notes { print("  \(line)") } }
                if let svg {
                    let path = scenarios.count == 1 ? svg : (svg as NSString).appendingPathComponent(
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
        return failed == 0 ? 0 : 1
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("transition-lab: \(message)\n\(usage)\n".utf8))
        return 2
    }
}
