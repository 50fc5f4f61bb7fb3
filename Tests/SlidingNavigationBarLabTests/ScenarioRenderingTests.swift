import Foundation
import Testing
@testable import SlidingNavigationBarLab

@Suite("Scenario rendering")
struct ScenarioRenderingTests {
    @Test("every catalogue file survives parse → render → parse", arguments: ScenarioCatalogueFixture.paths)
    func catalogueRoundTrips(_ path: String) throws {
        let parsed = try ScenarioParser.parseFile(atPath: path)
        let text = parsed.rendered()
        let reparsed = try ScenarioParser.parse(text, file: path)
        #expect(reparsed == parsed, "rendered as:\n\(text)")
    }

    @Test func everyCommandFormRoundTrips() throws {
        let commands: [ScenarioCommand] = [
            .device(.iphone12Mini, orientation: .portrait),
            .ios(26),
            .rtl(true),
            .container(.split),
            .delegate(.customAnimator),
            .variant(key: "capture", value: "draw-hierarchy"),
            .page(PageDeclaration(name: "A")),
            .page(
                PageDeclaration(
                    name: "B", bar: .color(red: 0, green: 0x7F, blue: 0xFF), title: "Title", largeTitle: true,
                    optOut: true, popGestureEnabled: false, popDistance: 0.1, searchBar: true, view: .belowBar)),
            .page(PageDeclaration(name: "C", bar: .hidden, popDistance: 44, view: .scroll)),
            .page(PageDeclaration(name: "D", bar: .transparent)),
            .page(PageDeclaration(name: "J", bar: .color(red: 1, green: 2, blue: 3, alpha: 4, shadow: .none))),
            .page(PageDeclaration(name: "K", bar: .image(shadow: .color(red: 0xAB, green: 0xCD, blue: 0xEF)))),
            .page(PageDeclaration(name: "L", bar: .image())),
            .page(PageDeclaration(name: "M", bar: .image(title: .color(red: 0xFF, green: 0xFF, blue: 0xFF)))),
            .page(titleColored("N")),
            .page(PageDeclaration(name: "E", view: .scrollBelowBar, appBar: .hidden, skipsSuper: true, hidesBackButton: true)),
            .page(PageDeclaration(name: "F", appBar: .shown)),
            .page(styledOnceInViewDidLoad("G")),
            .page(barHiddenTimed("H", in: .viewDidAppear, restore: .nextTurn)),
            .page(barHiddenTimed("I", in: .didMoveToParent)),
            .delegate(.nilAnimator),
            .root(["A", "B"]),
            .push("C", animated: false, during: true),
            .pop(animated: true, during: false),
            .pop(animated: false, during: true),
            .popTo("A", animated: false, during: true),
            .popToRoot(animated: true, during: true),
            .set(["D", "A", "C"], animated: false, during: false),
            .back(during: true),
            .back(during: false),
            .rejected(.push("B"), animated: true),
            .rejected(.popTo("D"), animated: false),
            .swipe(SwipeSpec(fraction: 0.333, outcome: .cancel)),
            .swipe(SwipeSpec(fraction: 1e-5, outcome: .complete, from: 0, velocity: -1234.5678, over: .hscrollLeading)),
            .swipe(SwipeSpec(fraction: 1, outcome: .complete, from: 3.5, velocity: 1e17, over: .hscrollScrolled)),
            .delegate(.pushAnimator),  // swipe-push parses only under a delegate that animates pushes
            .swipePush("B", SwipeSpec(fraction: 0.4, outcome: .cancel)),
            .swipePush("C", SwipeSpec(fraction: 1, outcome: .complete)),
            .style("A", bar: .default, title: nil),
            .style("B", bar: nil, title: "Renamed"),
            .style("C", bar: .color(red: 1, green: 2, blue: 3), title: "Both"),
            .style("C", bar: .color(red: 1, green: 2, blue: 3, alpha: 0xFE, shadow: .color(red: 0, green: 0, blue: 0)), title: nil),
            .scroll("A", .scrolled),
            .rotate(.landscape),
            .appearance(.dark),
            .memoryWarning,
            .appSetsBarHidden(true, animated: true),
            .appSetsBarHidden(false, animated: false),
            .appSetsPopGesture(false),
            .appSetsPopGesture(true),
            .appSetsPopGestureDelegate(.cleared),
            .appSetsPopGestureDelegate(.uikit),
            .appAnswersShouldPop(.no),
            .appAnswersShouldPop(.later),
            .appAnswersShouldPop(.yes),
            .appWritesBarIsHidden(true),
            .appWritesBarIsHidden(false),
            .expectStack(["D", "A", "C"]),
            .expectBar("C"),
            .expectGesture(.refused),
        ]
        // Setup lines go first, with gaps, so line numbers must be kept by blank padding.
        let statements = commands.enumerated().map { index, command in
            ScenarioStatement(line: 2 * index + 3, command: command)
        }
        let scenario = Scenario(name: "random", file: "random.scenario", statements: statements)
        let text = scenario.rendered()
        let reparsed = try ScenarioParser.parse(text, file: "random.scenario")
        #expect(reparsed == scenario, "rendered as:\n\(text)")
    }

    @Test func renderedLinesAreCanonical() {
        #expect(ScenarioCommand.push("B", animated: false, during: false).rendered() == "push B animated=no")
        #expect(ScenarioCommand.push("B", animated: true, during: true).rendered() == "push B during")
        #expect(ScenarioCommand.rejected(.push("B"), animated: true).rendered() == "push B raises")
        #expect(ScenarioCommand.rejected(.popTo("A"), animated: false).rendered() == "pop-to A raises animated=no")
        #expect(ScenarioCommand.device(.ipadPro11, orientation: .landscape).rendered() == "device ipad-pro-11 landscape")
        #expect(
            ScenarioCommand.page(PageDeclaration(name: "A", bar: .color(red: 10, green: 171, blue: 255)))
                .rendered() == "page A bar=#0AABFF")
        #expect(
            ScenarioCommand.page(PageDeclaration(name: "A", bar: .color(red: 10, green: 171, blue: 255, alpha: 0x80, shadow: .none)))
                .rendered() == "page A bar=#0AABFF80 shadow=none")
        #expect(
            ScenarioCommand.style("A", bar: .image(shadow: .color(red: 1, green: 2, blue: 3)), title: "T").rendered()
                == "style A bar=image shadow=#010203 title=T")
        #expect(
            ScenarioCommand.style("A", bar: .color(red: 1, green: 2, blue: 3, title: .color(red: 0xAB, green: 0, blue: 0xFF)), title: nil)
                .rendered() == "style A bar=#010203 title-color=#AB00FF")
        #expect(
            ScenarioCommand.page(titleColored("A")).rendered()
                == "page A bar=#01020309 shadow=none title-color=#040506 app-style=#070809 app-title-color=#000000")
        #expect(
            ScenarioCommand.swipe(SwipeSpec(fraction: 0.5, outcome: .complete, velocity: 800)).rendered()
                == "swipe 0.5 complete velocity=800")
        #expect(ScenarioCommand.swipe(SwipeSpec(fraction: 0, outcome: .cancel, from: 100)).rendered() == "swipe 0 cancel")
        #expect(ScenarioCommand.expectStack(["A", "B"]).rendered() == "expect stack A B")
    }

    @Test func renderedKeepsLineNumbersAndEndsWithANewline() {
        let scenario = Scenario(
            name: "x", file: "x",
            statements: [
                ScenarioStatement(line: 2, command: .ios(17)),
                ScenarioStatement(line: 4, command: .memoryWarning),
            ])
        #expect(scenario.rendered() == "\nios 17\n\nmemory-warning\n")
    }

    @Test func nonIncreasingLinesStillRender() throws {
        // A hand-built scenario with careless line numbers still renders to valid text.
        let scenario = Scenario(
            name: "x", file: "x",
            statements: [
                ScenarioStatement(line: 0, command: .page(PageDeclaration(name: "A"))),
                ScenarioStatement(line: 0, command: .root(["A"])),
            ])
        let reparsed = try ScenarioParser.parse(scenario.rendered(), file: "x")
        #expect(reparsed.statements.map(\.command) == scenario.statements.map(\.command))
        #expect(reparsed.statements.map(\.line) == [1, 2])
    }
}

/// A page whose own code hides the bar at `moment` (`app-bar=hidden app-bar-in=… app-bar-restore=…`).
private func barHiddenTimed(_ name: String, in moment: AppBarMoment, restore: AppBarRestore = .viewWillDisappear) -> PageDeclaration {
    var page = PageDeclaration(name: name, appBar: .hidden)
    page.appBarMoment = moment
    page.appBarRestore = restore
    return page
}

/// A page whose own viewDidLoad styles the shared bar once (`app-style=… app-style-in=view-did-load`).
/// A page whose own appearance and whose code's shared style both give the title a colour.
private func titleColored(_ name: String) -> PageDeclaration {
    var page = PageDeclaration(
        name: name, bar: .color(red: 1, green: 2, blue: 3, alpha: 9, shadow: .none, title: .color(red: 4, green: 5, blue: 6)))
    page.appStyle = .color(red: 7, green: 8, blue: 9, title: .color(red: 0, green: 0, blue: 0))
    return page
}

private func styledOnceInViewDidLoad(_ name: String) -> PageDeclaration {
    var page = PageDeclaration(name: name)
    page.appStyle = .color(red: 0x0A, green: 0x84, blue: 0xFF)
    page.appStyleMoment = .viewDidLoad
    return page
}
