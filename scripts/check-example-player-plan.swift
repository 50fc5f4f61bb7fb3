// Runs the Example player's pure mapping (Example/SlidingNavigationBarExample/ScenarioPlayerPlan.swift)
// on Linux over every scenario it is given: each must parse, map one step per statement, name
// only pages declared before, and give swipe paths that stay inside the container.
// Built and run by scripts/check-example-player-plan.sh; exit 0 ok, 1 a problem.
import Foundation
import SlidingNavigationBarScenarioLanguage

@main
enum PlayerPlanCheck {
    static func main() {
        var problems: [String] = []
        let files = Array(CommandLine.arguments.dropFirst())
        if files.isEmpty { problems.append("no scenario files given") }
        for file in files {
            let scenario: Scenario
            do {
                scenario = try ScenarioParser.parseFile(atPath: file)
            } catch {
                problems.append("\(error)")
                continue
            }
            let steps = ScenarioPlayerPlan.steps(for: scenario)
            if steps.count != scenario.statements.count {
                problems.append("\(file): \(steps.count) steps for \(scenario.statements.count) statements")
            }
            var declared: Set<String> = []
            var rightToLeft = false
            for (line, step) in steps {
                let named: [String]
                switch step {
                case .declare(let page): declared.insert(page.name); named = []
                case .setRightToLeft(let on): rightToLeft = on; named = []
                case .installRoot(let names): named = names
                case .navigate(.push(let name), _, _), .navigate(.popTo(let name), _, _): named = [name]
                case .navigate(.set(let names), _, _): named = names
                case .restyle(let name, _, _), .scroll(let name, _): named = [name]
                case .waitForFinger(.swipe(let spec), _):
                    named = []
                    for width in [320.0, 834.0] {
                        let path = SwipePath(spec: spec, containerMinX: 10, containerWidth: width, y: 300, rightToLeft: rightToLeft)
                        let inside = (10...(10 + width)).contains(path.startX) && (10...(10 + width)).contains(path.endX)
                        let forward = rightToLeft ? path.endX <= path.startX : path.endX >= path.startX
                        let fromLeading = rightToLeft ? 10 + width - path.startX : path.startX - 10
                        if !inside || !forward || abs(fromLeading - spec.from) > 0.001 {
                            problems.append("\(file):\(line): swipe path \(path.accessibilityValue) leaves a \(width) pt container, goes backward or starts away from from=\(spec.from)")
                        }
                    }
                default: named = []
                }
                for name in named where !declared.contains(name) {
                    problems.append("\(file):\(line): the player would build \(name) before its page line")
                }
            }
        }
        let options = ExampleLaunchOptions(arguments: ["app", "-scenario", "double-back", "-animation-speed", "0.1"])
        if options != { var o = ExampleLaunchOptions(arguments: []); o.scenario = "double-back"; o.animationSpeed = 0.1; return o }() {
            problems.append("launch arguments read as \(options)")
        }
        if ExampleLaunchOptions(arguments: ["app", "-animation-speed", "fast"]).animationSpeed != 1 {
            problems.append("a malformed -animation-speed is not ignored")
        }
        for problem in problems { print(problem) }
        print("check-example-player-plan: \(files.count) scenarios, \(problems.count) problems")
        exit(problems.isEmpty ? 0 : 1)
    }
}
