// Runs the Example player's pure mapping (Example/SlidingNavigationBarExample/ScenarioPlayerPlan.swift)
// on Linux over every scenario it is given: each must parse, map one step per statement, name
// only pages declared before, and give swipe paths that stay inside the container. It also checks
// the pixel frame the player publishes for the UI test (PixelFrame.swift): it survives its JSON,
// each bar style gets the look the oracle is told, and a screenshot painted the way the player
// paints passes the oracle with the published geometry while a misplaced bar fails it.
// Built and run by scripts/check-example-player-plan.sh; exit 0 ok, 1 a problem.
import Foundation
import SlidingNavigationBarPixelOracle
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
                case .modelOnly(let text)
                where !text.hasPrefix("variant ") && (text.hasPrefix("app") || text.contains("delegate")):
                    // (A pinned model variant is the model's, whatever its value names.)
                    // The host app's own words are played for real, never shown as model-only.
                    problems.append("\(file):\(line): the host app's word is not played: \(text)")
                    named = []
                case .modelOnly(let text) where text.hasPrefix("present ") || text.hasPrefix("dismiss"):
                    problems.append("\(file):\(line): a modal is not played: \(text)")
                    named = []
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
        if !ExampleLaunchOptions(arguments: ["app", "-probe-uikit-facts"]).probeUIKitFacts
            || ExampleLaunchOptions(arguments: ["app", "-scenario", "double-back"]).probeUIKitFacts
        {
            problems.append("-probe-uikit-facts is not read as the probe's switch")
        }
        if ExampleLaunchOptions(arguments: ["app", "-probe-uikit-facts", "-probe-log-path", "out/facts.json"]).probeLogPath != "out/facts.json"
            || ExampleLaunchOptions(arguments: ["app", "-probe-uikit-facts"]).probeLogPath != nil
        {
            problems.append("-probe-log-path is not read as the probe log's path")
        }
        problems += hostAppBarProblems()
        problems += pixelFrameProblems()
        for problem in problems { print(problem) }
        print("check-example-player-plan: \(files.count) scenarios, \(problems.count) problems")
        exit(problems.isEmpty ? 0 : 1)
    }
}

/// Checks PixelFrame and PixelLook, the player's side of the pixel oracle.
func pixelFrameProblems() -> [String] {
    var problems: [String] = []
    // iPhone 15 Pro portrait at @3x: bar from 59 to 103 pt.
    let frame = PixelFrame(
        viewX: 0, viewY: 0, viewWidth: 40, viewHeight: 140, windowWidth: 40, windowHeight: 140, scale: 3,
        statusBarHeight: 59, barBottom: 103, cornerSkip: 0,
        pages: [.init(name: "A", index: 0, showsBar: true), .init(name: "B", index: 1, showsBar: false)])
    if PixelFrame(json: frame.json) != frame { problems.append("PixelFrame does not survive its JSON: \(frame.json)") }
    if PixelFrame(json: "{\"viewX\": 1}") != nil || PixelFrame(json: "") != nil { problems.append("PixelFrame reads malformed JSON") }
    if frame.screenshotMismatch(width: 120, height: 420) != nil || frame.screenshotMismatch(width: 420, height: 120) == nil {
        problems.append("PixelFrame judges the screenshot size wrongly")
    }
    if frame.swatches.map(\.body) != [PagePalette.bodyColor(forPageAt: 0), PagePalette.bodyColor(forPageAt: 1)]
        || frame.swatches.map(\.bar) != [PagePalette.barColor(forPageAt: 0), nil]
    {
        problems.append("PixelFrame's swatches are not the palette's: \(frame.swatches)")
    }
    var sheet = frame
    sheet.cornerSkip = 12
    if !sheet.geometry.stripRows.allSatisfy({ $0.skipped == [0...12, 28...40] }) { problems.append("a sheet's corners are not skipped: \(sheet.geometry.stripRows)") }

    // The decision table, one row per bar style (a table page scrolled or not).
    func page(_ bar: BarStyleSpec, search: Bool = false) -> PageDeclaration {
        var declaration = PageDeclaration(name: "P")
        declaration.bar = bar
        declaration.searchBar = search
        return declaration
    }
    let table: [(PageDeclaration, Bool, Bool, String)] = [
        (page(.color(red: 1, green: 2, blue: 3)), false, false, "palette"), (page(.color(red: 1, green: 2, blue: 3)), true, false, "palette"),
        (page(.transparent), false, false, "body"), (page(.hidden), true, false, "body"),
        (page(.default), false, false, "body"), (page(.default), true, false, "unpredictable"),
        (page(.color(red: 1, green: 2, blue: 3), search: true), false, false, "unpredictable"),
        // A bar the app hid shows nothing of its own, search field included.
        (page(.color(red: 1, green: 2, blue: 3)), false, true, "body"), (page(.default), true, true, "body"),
        (page(.color(red: 1, green: 2, blue: 3), search: true), false, true, "body"),
    ]
    for (declaration, scrolled, hiddenByApp, expected) in table {
        let look: String
        switch PixelLook.of(declaration, scrolled: scrolled, barHiddenByApp: hiddenByApp) {
        case .paletteBar: look = "palette"
        case .bodyThrough: look = "body"
        case .unpredictable: look = "unpredictable"
        }
        if look != expected { problems.append("PixelLook of bar=\(declaration.bar) search=\(declaration.searchBar) scrolled=\(scrolled) hidden-by-app=\(hiddenByApp) is \(look), expected \(expected)") }
    }

    // A screenshot painted as the player paints mid-push: A on the left 20 pt with its bar, B
    // (bar hidden) on the right. It passes; A's bar image a point too high (the body showing
    // through at the bar's last row) fails.
    func screenshot(barEnd: Double) -> RGBAImage? {
        let scale = 3, width = 40 * scale, height = 140 * scale
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let onA = x < 20 * scale
                let inBar = Double(y) < barEnd * Double(scale)
                let color = onA ? (inBar ? PagePalette.barColor(forPageAt: 0) : PagePalette.bodyColor(forPageAt: 0)) : PagePalette.bodyColor(forPageAt: 1)
                let index = (y * width + x) * 4
                bytes[index] = color.red
                bytes[index + 1] = color.green
                bytes[index + 2] = color.blue
            }
        }
        return try? RGBAImage(width: width, height: height, bytes: bytes)
    }
    for (barEnd, passes) in [(103.0, true), (102.0, false)] {
        guard let image = screenshot(barEnd: barEnd),
              let verdict = try? PixelOracle().judge(image, frame: "synthetic", pages: frame.swatches, geometry: frame.geometry, rule: frame.rule)
        else {
            problems.append("the oracle cannot judge the synthetic screenshot")
            continue
        }
        if verdict.passes != passes { problems.append("a bar ending at \(barEnd) pt: \(verdict)") }
    }
    return problems
}

/// Checks HostAppBar, the bar's visibility as UIKit alone would keep it, on the sequences of the
/// host-app scenarios (each step is what the app's code or UIKit's callbacks do, in UIKit's order:
/// the leaving page's viewWillDisappear, then the coming page's viewWillAppear).
func hostAppBarProblems() -> [String] {
    var problems: [String] = []
    func page(_ name: String, bar: BarStyleSpec = .color(red: 1, green: 2, blue: 3), appBar: AppBarVisibility? = nil) -> PageDeclaration {
        PageDeclaration(name: name, bar: bar, appBar: appBar)
    }
    func expect(_ model: HostAppBar, top: PageDeclaration, hidden: Bool, byApp: Bool, _ when: String) {
        if model.isHiddenAtRest(onTop: top) != hidden || model.isHiddenByApp(onTop: top) != byApp {
            problems.append("HostAppBar \(when): hidden \(model.isHiddenAtRest(onTop: top)) by app \(model.isHiddenByApp(onTop: top)), expected \(hidden) and \(byApp)")
        }
    }
    func move(_ model: inout HostAppBar, from: PageDeclaration?, to: PageDeclaration) {
        if let from { model.pageWillDisappear(from) }
        model.pageWillAppear(to)
    }

    // app-hides-bar-in-will-appear: List, Profile (app-bar=hidden), Settings.
    let list = page("List"), profile = page("Profile", appBar: .hidden), settings = page("Settings")
    var model = HostAppBar()
    move(&model, from: nil, to: list)
    expect(model, top: list, hidden: false, byApp: false, "at the root")
    move(&model, from: list, to: profile)
    expect(model, top: profile, hidden: true, byApp: true, "on an app-bar=hidden page")
    move(&model, from: profile, to: settings)
    expect(model, top: settings, hidden: false, byApp: false, "after the app-bar=hidden page left")
    move(&model, from: settings, to: profile)
    move(&model, from: profile, to: list)  // a swipe begins...
    move(&model, from: list, to: profile)  // ...and is cancelled
    expect(model, top: profile, hidden: true, byApp: true, "after a cancelled swipe off the app-bar=hidden page")

    // app-sets-bar-hidden-at-rest: the app hides the bar on Home; Photo has the option;
    // Reader (app-bar=shown) shows it; the app's call wins over the option of the page on top.
    let home = page("Home"), feed = page("Feed"), photo = page("Photo", bar: .hidden), reader = page("Reader", appBar: .shown)
    model = HostAppBar()
    move(&model, from: nil, to: home)
    model.appSetsHidden(true, onTop: "Home")
    expect(model, top: home, hidden: true, byApp: true, "after app bar-hidden=yes")
    move(&model, from: home, to: feed)
    expect(model, top: feed, hidden: true, byApp: true, "on a page pushed after app bar-hidden=yes")
    move(&model, from: feed, to: photo)
    expect(model, top: photo, hidden: true, byApp: false, "on a bar=hidden page")
    move(&model, from: photo, to: feed)
    expect(model, top: feed, hidden: true, byApp: true, "back from the bar=hidden page")
    move(&model, from: feed, to: reader)
    expect(model, top: reader, hidden: false, byApp: false, "on an app-bar=shown page")
    move(&model, from: reader, to: photo)
    model.appSetsHidden(false, onTop: "Photo")
    expect(model, top: photo, hidden: false, byApp: false, "after app bar-hidden=no over a bar=hidden page")
    model.pageRestyled("Photo")
    expect(model, top: photo, hidden: true, byApp: false, "after the page set its option again")

    // regressions/same-top-set-keeps-app-choice: the app's call at rest on a bar=hidden page
    // outlives a full-screen modal that uncovers that page; a navigation transition ends it.
    model = HostAppBar()
    move(&model, from: nil, to: photo)
    model.appSetsHidden(false, onTop: "Photo")
    model.pageWillDisappear(photo)
    model.pageWillAppear(photo, uncoveredByModal: true)
    expect(model, top: photo, hidden: false, byApp: false, "after a modal uncovered the page the app showed the bar on")
    move(&model, from: photo, to: photo)
    expect(model, top: photo, hidden: true, byApp: false, "after a transition back to that page")
    return problems
}
