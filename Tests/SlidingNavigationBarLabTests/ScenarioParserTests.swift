import Foundation
import Testing
@testable import SlidingNavigationBarLab

/// The scenario catalogue shipped in `Scenarios/`, found from this file's location so the tests
/// do not depend on the working directory.
enum ScenarioCatalogueFixture {
    static var directory: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // SlidingNavigationBarLabTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Scenarios")
            .path
    }

    /// Paths of every `*.scenario` file, sorted so failures read the same on every run.
    static var paths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.sorted().map { directory + "/" + $0 }
    }
}

/// Parses or records the error, so a table row can state either outcome.
private func parseResult(_ text: String, file: String = "test.scenario") -> Result<Scenario, ScenarioError> {
    do {
        return .success(try ScenarioParser.parse(text, file: file))
    } catch let error as ScenarioError {
        return .failure(error)
    } catch {
        return .failure(ScenarioError(file: file, line: -1, message: "not a ScenarioError: \(error)"))
    }
}

/// Pages and a root that statements under test can refer to.
private let preamble = """
    page A
    page B
    page C
    root A

    """

/// One statement and the command it must parse to.
struct StatementCase: Sendable, CustomTestStringConvertible {
    var text: String
    var expected: ScenarioCommand
    /// Setup statements must precede `root`, so they are tested in front of the preamble.
    var isSetup = false

    var testDescription: String { text }
}

private let statementCases: [StatementCase] = [
    StatementCase(text: "delegate nil-animator", expected: .delegate(.nilAnimator)),
    StatementCase(text: "delegate push-animator", expected: .delegate(.pushAnimator)),
    StatementCase(text: "lost-end", expected: .lostEnd),
    StatementCase(text: "page P app-bar=hidden", expected: .page(PageDeclaration(name: "P", appBar: .hidden))),
    StatementCase(text: "page P app-style=#FF375F", expected: .page(appStyled("P", .color(red: 0xFF, green: 0x37, blue: 0x5F)))),
    StatementCase(text: "page P app-style=transparent", expected: .page(appStyled("P", .transparent))),
    StatementCase(text: "page P app-style=default", expected: .page(appStyled("P", .default))),
    StatementCase(
        text: "page P app-style=transparent app-style-in=view-did-load", expected: .page(appStyled("P", .transparent, in: .viewDidLoad))),
    StatementCase(text: "page P app-style-in=view-will-appear app-style=default", expected: .page(appStyled("P", .default))),
    StatementCase(
        text: "page P app-bar=hidden app-bar-in=view-did-load", expected: .page(appBarTimed("P", .hidden, in: .viewDidLoad))),
    StatementCase(
        text: "page P app-bar-in=did-move-to-parent app-bar=shown", expected: .page(appBarTimed("P", .shown, in: .didMoveToParent))),
    StatementCase(
        text: "page P app-bar=hidden app-bar-in=view-did-appear app-bar-restore=next-turn",
        expected: .page(appBarTimed("P", .hidden, in: .viewDidAppear, restore: .nextTurn))),
    StatementCase(
        text: "page P app-bar=hidden app-bar-restore=next-turn", expected: .page(appBarTimed("P", .hidden, restore: .nextTurn))),
    StatementCase(
        text: "page P app-bar=hidden app-bar-in=view-will-appear app-bar-restore=view-will-disappear",
        expected: .page(PageDeclaration(name: "P", appBar: .hidden))),
    StatementCase(text: "page P prompt", expected: .page(PageDeclaration(name: "P", prompt: true))),
    StatementCase(text: "page P status-bar=hidden", expected: .page(statusBarHidden("P", true))),
    StatementCase(text: "page P status-bar=visible", expected: .page(statusBarHidden("P", false))),
    StatementCase(text: "ios 18\npage P zoom prompt", expected: .ios(18), isSetup: true),
    StatementCase(
        text: "page P app-bar=shown skips-super hides-back-button view=scroll-below-bar",
        expected: .page(PageDeclaration(name: "P", view: .scrollBelowBar, appBar: .shown, skipsSuper: true, hidesBackButton: true))),
    StatementCase(text: "app bar-hidden=yes", expected: .appSetsBarHidden(true, animated: true)),
    StatementCase(text: "app bar-hidden=no animated=no", expected: .appSetsBarHidden(false, animated: false)),
    StatementCase(text: "app pop-gesture=off", expected: .appSetsPopGesture(false)),
    StatementCase(text: "app pop-gesture=on", expected: .appSetsPopGesture(true)),
    StatementCase(text: "app pop-gesture-delegate=nil", expected: .appSetsPopGestureDelegate(.cleared)),
    StatementCase(text: "app pop-gesture-delegate=uikit", expected: .appSetsPopGestureDelegate(.uikit)),
    StatementCase(text: "app bar-alpha=0.5", expected: .appSetsBarAlpha(0.5)),
    StatementCase(text: "app bar-alpha=0", expected: .appSetsBarAlpha(0)),
    StatementCase(text: "app bar-is-hidden=yes", expected: .appWritesBarIsHidden(true)),
    StatementCase(text: "app bar-is-hidden=no", expected: .appWritesBarIsHidden(false)),
    StatementCase(text: "app should-pop=no", expected: .appAnswersShouldPop(.no)),
    StatementCase(text: "app should-pop=later", expected: .appAnswersShouldPop(.later)),
    StatementCase(text: "app should-pop=yes", expected: .appAnswersShouldPop(.yes)),
    StatementCase(
        text: "foreign-library fd-fullscreen-pop-gesture", expected: .foreignLibrary(.fdFullscreenPopGesture), isSetup: true),
    StatementCase(
        text: "foreign-library rt-root-navigation-controller", expected: .foreignLibrary(.rtRootNavigationController),
        isSetup: true),
    StatementCase(text: "foreign-library qmui-ios", expected: .foreignLibrary(.qmuiIOS), isSetup: true),
    StatementCase(text: "device iphone-se", expected: .device(.iphoneSE, orientation: .portrait), isSetup: true),
    StatementCase(text: "device iphone-x landscape", expected: .device(.iphoneX, orientation: .landscape), isSetup: true),
    StatementCase(text: "device iphone-12", expected: .device(.iphone12, orientation: .portrait), isSetup: true),
    StatementCase(text: "device iphone-12-mini", expected: .device(.iphone12Mini, orientation: .portrait), isSetup: true),
    StatementCase(text: "device iphone-xr", expected: .device(.iphoneXR, orientation: .portrait), isSetup: true),
    StatementCase(text: "device iphone-14-pro", expected: .device(.iphone14Pro, orientation: .portrait), isSetup: true),
    StatementCase(text: "device iphone-15-pro", expected: .device(.iphone15Pro, orientation: .portrait), isSetup: true),
    StatementCase(
        text: "device iphone-16-pro-max landscape", expected: .device(.iphone16ProMax, orientation: .landscape),
        isSetup: true),
    StatementCase(text: "device ipad-pro-11", expected: .device(.ipadPro11, orientation: .portrait), isSetup: true),
    StatementCase(text: "ios 13", expected: .ios(13), isSetup: true),
    StatementCase(text: "ios 26", expected: .ios(26), isSetup: true),
    StatementCase(text: "ios 27", expected: .ios(27), isSetup: true),
    StatementCase(text: "glass off", expected: .glass(false), isSetup: true),
    StatementCase(text: "ios 26\nglass on", expected: .ios(26), isSetup: true),
    StatementCase(text: "glass on\nios 27", expected: .glass(true), isSetup: true),
    StatementCase(text: "rtl on", expected: .rtl(true), isSetup: true),
    StatementCase(text: "rtl off", expected: .rtl(false), isSetup: true),
    StatementCase(text: "container full-screen", expected: .container(.fullScreen), isSetup: true),
    StatementCase(text: "container sheet", expected: .container(.sheet), isSetup: true),
    StatementCase(text: "container split", expected: .container(.split), isSetup: true),
    StatementCase(text: "delegate system", expected: .delegate(.system)),
    StatementCase(text: "delegate custom-animator", expected: .delegate(.customAnimator)),
    StatementCase(text: "variant bar-capture=render-in-context", expected: .variant(key: "bar-capture", value: "render-in-context")),
    StatementCase(text: "variant k=a=b", expected: .variant(key: "k", value: "a=b")),
    StatementCase(text: "page P", expected: .page(PageDeclaration(name: "P"))),
    StatementCase(
        text: "page P bar=#1a2B3c title=Hello large-title opt-out search-bar pop-gesture=off pop-distance=40.5 view=scroll",
        expected: .page(
            PageDeclaration(
                name: "P", bar: .color(red: 0x1A, green: 0x2B, blue: 0x3C), title: "Hello", largeTitle: true,
                optOut: true, popGestureEnabled: false, popDistance: 40.5, searchBar: true, view: .scroll))),
    StatementCase(
        text: "page P view=below-bar opt-out bar=transparent",
        expected: .page(PageDeclaration(name: "P", bar: .transparent, optOut: true, view: .belowBar))),
    StatementCase(text: "page P bar=hidden", expected: .page(PageDeclaration(name: "P", bar: .hidden))),
    StatementCase(text: "page P bar=default view=full", expected: .page(PageDeclaration(name: "P"))),
    StatementCase(text: "page P pop-distance=0", expected: .page(PageDeclaration(name: "P", popDistance: 0))),
    StatementCase(text: "push B", expected: .push("B", animated: true, during: false)),
    StatementCase(text: "push B animated=no", expected: .push("B", animated: false, during: false)),
    StatementCase(text: "push B during animated=no", expected: .push("B", animated: false, during: true)),
    StatementCase(text: "push B raises", expected: .rejected(.push("B"), animated: true)),
    StatementCase(text: "push A raises animated=no", expected: .rejected(.push("A"), animated: false)),
    StatementCase(text: "pop-to C raises", expected: .rejected(.popTo("C"), animated: true)),
    StatementCase(text: "pop-to A animated=no raises", expected: .rejected(.popTo("A"), animated: false)),
    StatementCase(text: "pop", expected: .pop(animated: true, during: false)),
    StatementCase(text: "pop animated=no during", expected: .pop(animated: false, during: true)),
    StatementCase(text: "pop-to A", expected: .popTo("A", animated: true, during: false)),
    StatementCase(text: "pop-to A during", expected: .popTo("A", animated: true, during: true)),
    StatementCase(text: "pop-to-root", expected: .popToRoot(animated: true, during: false)),
    StatementCase(text: "pop-to-root during", expected: .popToRoot(animated: true, during: true)),
    StatementCase(text: "set C", expected: .set(["C"], animated: true, during: false)),
    StatementCase(text: "set C A B animated=no during", expected: .set(["C", "A", "B"], animated: false, during: true)),
    StatementCase(text: "back", expected: .back(during: false)),
    StatementCase(text: "back during", expected: .back(during: true)),
    StatementCase(text: "swipe 0.5 complete", expected: .swipe(SwipeSpec(fraction: 0.5, outcome: .complete))),
    StatementCase(text: "swipe 0 cancel", expected: .swipe(SwipeSpec(fraction: 0, outcome: .cancel))),
    StatementCase(text: "swipe 1 complete", expected: .swipe(SwipeSpec(fraction: 1, outcome: .complete))),
    StatementCase(
        text: "swipe .25 cancel over=hscroll-scrolled velocity=-300.5 from=12",
        expected: .swipe(SwipeSpec(fraction: 0.25, outcome: .cancel, from: 12, velocity: -300.5, over: .hscrollScrolled))),
    StatementCase(
        text: "swipe 0.9 complete over=hscroll-leading velocity=1e3",
        expected: .swipe(SwipeSpec(fraction: 0.9, outcome: .complete, velocity: 1000, over: .hscrollLeading))),
    StatementCase(
        text: "swipe 0.7 complete from=200 over=slider",
        expected: .swipe(SwipeSpec(fraction: 0.7, outcome: .complete, from: 200, over: .slider))),
    StatementCase(text: "swipe 0.7 complete over=map", expected: .swipe(SwipeSpec(fraction: 0.7, outcome: .complete, over: .map))),
    StatementCase(
        text: "swipe 0.7 cancel over=swipe-actions", expected: .swipe(SwipeSpec(fraction: 0.7, outcome: .cancel, over: .swipeActions))),
    StatementCase(text: "style B bar=#FFFFFF", expected: .style("B", bar: .color(red: 255, green: 255, blue: 255), title: nil)),
    StatementCase(text: "style B title=New", expected: .style("B", bar: nil, title: "New")),
    StatementCase(text: "style A title=T bar=hidden", expected: .style("A", bar: .hidden, title: "T")),
    StatementCase(text: "option A bar=hidden", expected: .option("A", PageOptionChange(bar: .hidden))),
    StatementCase(text: "option B bar=shown opt-out", expected: .option("B", PageOptionChange(bar: .shown, optOut: true))),
    StatementCase(text: "option A bar=none", expected: .option("A", PageOptionChange(bar: .unset))),
    StatementCase(text: "option A opt-in", expected: .option("A", PageOptionChange(optOut: false))),
    StatementCase(text: "option B pop-gesture=off", expected: .option("B", PageOptionChange(popGesture: false))),
    StatementCase(
        text: "option A pop-gesture=on opt-out bar=hidden",
        expected: .option("A", PageOptionChange(bar: .hidden, optOut: true, popGesture: true))),
    StatementCase(text: "scroll A edge", expected: .scroll("A", .edge)),
    StatementCase(text: "scroll B scrolled", expected: .scroll("B", .scrolled)),
    StatementCase(text: "rotate portrait", expected: .rotate(.portrait)),
    StatementCase(text: "rotate landscape", expected: .rotate(.landscape)),
    StatementCase(text: "appearance light", expected: .appearance(.light)),
    StatementCase(text: "appearance dark", expected: .appearance(.dark)),
    StatementCase(text: "memory-warning", expected: .memoryWarning),
    StatementCase(text: "present full-screen", expected: .present(.fullScreen, animated: true, during: false)),
    StatementCase(text: "present sheet animated=no", expected: .present(.sheet, animated: false, during: false)),
    StatementCase(text: "present full-screen during animated=no", expected: .present(.fullScreen, animated: false, during: true)),
    StatementCase(text: "expect stack A", expected: .expectStack(["A"])),
    StatementCase(text: "expect stack A B C", expected: .expectStack(["A", "B", "C"])),
    StatementCase(text: "expect bar B", expected: .expectBar("B")),
    StatementCase(text: "expect gesture refused", expected: .expectGesture(.refused)),
    StatementCase(text: "expect gesture began", expected: .expectGesture(.began)),
    StatementCase(text: "expect transition uikit", expected: .expectTransition(.uikit)),
    StatementCase(text: "expect transition slide", expected: .expectTransition(.slide)),
    // Bar looks other than a flat opaque colour (issue 32 item 2).
    StatementCase(
        text: "page P bar=#007AFF80", expected: .page(PageDeclaration(name: "P", bar: .color(red: 0, green: 0x7A, blue: 0xFF, alpha: 0x80)))
    ),
    StatementCase(text: "page P bar=image", expected: .page(PageDeclaration(name: "P", bar: .image()))),
    StatementCase(
        text: "page P bar=#F2F2F7 shadow=none",
        expected: .page(PageDeclaration(name: "P", bar: .color(red: 0xF2, green: 0xF2, blue: 0xF7, shadow: .none)))),
    StatementCase(
        text: "page P shadow=#FF3B30 bar=image",
        expected: .page(PageDeclaration(name: "P", bar: .image(shadow: .color(red: 0xFF, green: 0x3B, blue: 0x30))))),
    StatementCase(
        text: "style B bar=#FFCC0099 shadow=#000000",
        expected: .style(
            "B", bar: .color(red: 0xFF, green: 0xCC, blue: 0, alpha: 0x99, shadow: .color(red: 0, green: 0, blue: 0)), title: nil)),
    // Title colours (issue 32 item 2): the page's own appearance's, and the shared bar's.
    StatementCase(
        text: "page P title-color=#FFFFFF bar=#0A84FF",
        expected: .page(
            PageDeclaration(name: "P", bar: .color(red: 0x0A, green: 0x84, blue: 0xFF, title: .color(red: 0xFF, green: 0xFF, blue: 0xFF))))),
    StatementCase(
        text: "style B bar=image shadow=none title-color=#000000 title=T",
        expected: .style("B", bar: .image(shadow: .none, title: .color(red: 0, green: 0, blue: 0)), title: "T")),
    StatementCase(
        text: "page P app-style=#1C1C1E app-title-color=#FFD60A app-style-in=view-did-load",
        expected: .page(
            appStyled(
                "P", .color(red: 0x1C, green: 0x1C, blue: 0x1E, title: .color(red: 0xFF, green: 0xD6, blue: 0x0A)), in: .viewDidLoad))),
]

/// A bad input, the line its error must name, and a token the message must quote.
struct BadInput: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var token: String

    var testDescription: String { text.replacingOccurrences(of: "\n", with: " ⏎ ") }
}

private let badInputs: [BadInput] = [
    // Unknown command, and the list of valid ones.
    BadInput(text: "jump A", line: 1, token: "jump"),
    BadInput(text: "page A\nroot A\nPush A", line: 3, token: "Push"),
    // Missing arguments.
    BadInput(text: "device", line: 1, token: "device"),
    BadInput(text: "ios", line: 1, token: "ios"),
    BadInput(text: "rtl", line: 1, token: "rtl"),
    BadInput(text: "page", line: 1, token: "page"),
    BadInput(text: "page A\nroot", line: 2, token: "root"),
    BadInput(text: "page A\nroot A\npush", line: 3, token: "push"),
    BadInput(text: "page A\nroot A\npop-to", line: 3, token: "pop-to"),
    BadInput(text: "page A\nroot A\npush A raises during", line: 3, token: "raises"),
    BadInput(text: "page A\nroot A\npop-to A during raises", line: 3, token: "during"),
    BadInput(text: "page A\nroot A\npop raises", line: 3, token: "raises"),
    BadInput(text: "page raises", line: 1, token: "raises"),
    BadInput(text: "page A\nroot A\nset during", line: 3, token: "set"),
    BadInput(text: "page A\nroot A\nswipe", line: 3, token: "swipe"),
    // `swipe-push` needs the delegate's own push animator, a declared page, a fraction and an outcome.
    BadInput(text: "page A\npage B\nroot A\nswipe-push B 0.5 complete", line: 4, token: "delegate system"),
    BadInput(text: "delegate nil-animator\npage A\npage B\nroot A\nswipe-push B 0.5 complete", line: 5, token: "nil-animator"),
    BadInput(
        text: "delegate push-animator\npage A\npage B\nroot A\ndelegate system\nswipe-push B 0.5 cancel", line: 6, token: "custom-animator"),
    BadInput(text: "delegate push-animator\npage A\nroot A\nswipe-push B 0.5 complete", line: 4, token: "B"),
    BadInput(text: "delegate push-animator\npage A\npage B\nroot A\nswipe-push B 1.5 complete", line: 5, token: "1.5"),
    BadInput(text: "delegate push-animator\npage A\npage B\nroot A\nswipe-push B 0.5", line: 5, token: "swipe-push"),
    BadInput(text: "delegate push-animator\npage A\npage B\nroot A\nswipe-push B 0.5 finish", line: 5, token: "finish"),
    BadInput(text: "delegate push-animator\npage A\npage B\nswipe-push B 0.5 cancel", line: 4, token: "root"),
    BadInput(text: "page A\npresent sheet", line: 2, token: "root"),
    BadInput(text: "page A\nroot A\npresent", line: 3, token: "present"),
    BadInput(text: "page A\nroot A\npresent fullscreen", line: 3, token: "fullscreen"),
    BadInput(text: "page A\nroot A\ndismiss", line: 3, token: "dismiss"),
    BadInput(text: "page A\nroot A\npresent sheet\npresent sheet", line: 4, token: "dismiss"),
    BadInput(text: "page A\npage B\nroot A B\npresent full-screen\nback", line: 5, token: "back"),
    BadInput(text: "page A\npage B\nroot A B\npresent sheet\nswipe 0.5 complete", line: 5, token: "swipe"),
    BadInput(text: "page A\nroot A\npresent sheet\ndismiss\npresent sheet during", line: 5, token: "during"),
    BadInput(text: "page A\nroot A\npresent sheet\ndismiss now", line: 4, token: "now"),
    BadInput(text: "page A\nroot A\nswipe 0.5", line: 3, token: "complete"),
    BadInput(text: "page A\nstyle A", line: 2, token: "style A"),
    BadInput(text: "page A\noption A bar=hidden", line: 2, token: "root"),
    BadInput(text: "page A\nroot A\noption A", line: 3, token: "option A"),
    BadInput(text: "page A\nroot A\noption", line: 3, token: "option"),
    BadInput(text: "page A\nroot A\noption B bar=hidden", line: 3, token: "B"),
    BadInput(text: "page A\nroot A\noption A bar=transparent", line: 3, token: "bar=transparent"),
    BadInput(text: "page A\nroot A\noption A bar=#FF0000", line: 3, token: "#FF0000"),
    BadInput(text: "page A\nroot A\noption A pop-gesture=maybe", line: 3, token: "maybe"),
    BadInput(text: "page A\nroot A\noption A opt-out opt-in", line: 3, token: "opt-in"),
    BadInput(text: "page A\nroot A\noption A opt-out opt-out", line: 3, token: "opt-out"),
    BadInput(text: "page A\nroot A\noption A title=T", line: 3, token: "title"),
    BadInput(text: "page opt-in", line: 1, token: "opt-in"),
    BadInput(text: "page A\nscroll A", line: 2, token: "scroll A"),
    BadInput(text: "rotate", line: 1, token: "rotate"),
    BadInput(text: "variant", line: 1, token: "variant"),
    BadInput(text: "page A\nroot A\nexpect", line: 3, token: "expect"),
    BadInput(text: "page A\nroot A\nexpect stack", line: 3, token: "expect stack"),
    BadInput(text: "page A\nroot A\nexpect gesture", line: 3, token: "expect gesture"),
    // Extra arguments.
    BadInput(text: "ios 17 18", line: 1, token: "18"),
    BadInput(text: "device iphone-x landscape sideways", line: 1, token: "sideways"),
    BadInput(text: "rtl on off", line: 1, token: "off"),
    BadInput(text: "page A B", line: 1, token: "B"),
    BadInput(text: "page A\nroot A\npop A", line: 3, token: "A"),
    BadInput(text: "page A\npage B\nroot A\npush A B", line: 4, token: "B"),
    BadInput(text: "page A\nroot A\nback now", line: 3, token: "now"),
    BadInput(text: "page A\nroot A\nswipe 0.5 cancel fast", line: 3, token: "fast"),
    BadInput(text: "page A\nroot A\nmemory-warning A", line: 3, token: "A"),
    BadInput(text: "page A\nroot A\nlost-end push", line: 3, token: "push"),
    BadInput(text: "page A\nlost-end\nroot A", line: 2, token: "lost-end"),
    BadInput(text: "page A\npage B\nroot A\npush B during C", line: 4, token: "C"),
    BadInput(text: "variant a=1 b=2", line: 1, token: "b=2"),
    BadInput(text: "page A\nroot A\nexpect bar A A", line: 3, token: "A"),
    // Unknown options.
    BadInput(text: "page A colour=#FFFFFF", line: 1, token: "colour=#FFFFFF"),
    BadInput(text: "page A\nroot A\nback animated=no", line: 3, token: "animated=no"),
    BadInput(text: "page A\nroot A\nswipe 0.5 complete speed=3", line: 3, token: "speed=3"),
    BadInput(text: "page A\nstyle A large-title=yes", line: 2, token: "large-title=yes"),
    BadInput(text: "device iphone-x orientation=landscape", line: 1, token: "orientation=landscape"),
    // Malformed values.
    BadInput(text: "page A bar=#12345", line: 1, token: "#12345"),
    BadInput(text: "page A bar=#1234567", line: 1, token: "#1234567"),
    BadInput(text: "page A bar=#GG0000", line: 1, token: "#GG0000"),
    BadInput(text: "page A bar=red", line: 1, token: "red"),
    BadInput(text: "page A bar=#112233FF", line: 1, token: "#112233FF"),
    BadInput(text: "page A bar=#112233G0", line: 1, token: "#112233G0"),
    BadInput(text: "page A bar=#1122330", line: 1, token: "#1122330"),
    BadInput(text: "page A bar=#112233 shadow=grey", line: 1, token: "shadow=grey"),
    BadInput(text: "page A bar=#112233 shadow=#12345", line: 1, token: "shadow=#12345"),
    BadInput(text: "page A bar=default shadow=none", line: 1, token: "shadow=none"),
    BadInput(text: "page A bar=transparent shadow=#000000", line: 1, token: "shadow=#000000"),
    BadInput(text: "page A shadow=none", line: 1, token: "shadow=none"),
    BadInput(text: "page A\nstyle A shadow=none", line: 2, token: "shadow=none"),
    BadInput(text: "page A bar=default title-color=#FFFFFF", line: 1, token: "title-color=#FFFFFF"),
    BadInput(text: "page A title-color=#FFFFFF", line: 1, token: "title-color=#FFFFFF"),
    BadInput(text: "page A bar=#112233 title-color=white", line: 1, token: "title-color=white"),
    BadInput(text: "page A\nstyle A bar=hidden title-color=#000000", line: 2, token: "title-color=#000000"),
    BadInput(text: "page A app-title-color=#FFFFFF", line: 1, token: "app-title-color=#FFFFFF"),
    BadInput(text: "page A app-style=transparent app-title-color=#FFFFFF", line: 1, token: "app-title-color=#FFFFFF"),
    BadInput(text: "page A app-style=#000000 app-title-color=#FFF", line: 1, token: "app-title-color=#FFF"),
    BadInput(text: "page A app-style=#11223380", line: 1, token: "app-style=#11223380"),
    BadInput(text: "page A app-style=image", line: 1, token: "app-style=image"),
    BadInput(text: "page A title=", line: 1, token: "title="),
    BadInput(text: "page A pop-distance=-3", line: 1, token: "-3"),
    BadInput(text: "page A pop-distance=far", line: 1, token: "far"),
    BadInput(text: "page A pop-distance=inf", line: 1, token: "inf"),
    BadInput(text: "page A pop-gesture=maybe", line: 1, token: "maybe"),
    BadInput(text: "page A view=table", line: 1, token: "table"),
    BadInput(text: "page A\nroot A\nswipe 1.5 complete", line: 3, token: "1.5"),
    BadInput(text: "page A\nroot A\nswipe -0.1 cancel", line: 3, token: "-0.1"),
    BadInput(text: "page A\nroot A\nswipe nan cancel", line: 3, token: "nan"),
    BadInput(text: "page A\nroot A\nswipe 0.5 finish", line: 3, token: "finish"),
    BadInput(text: "page A\nroot A\nswipe 0.5 complete from=-1", line: 3, token: "-1"),
    BadInput(text: "page A\nroot A\nswipe 0.5 complete velocity=fast", line: 3, token: "fast"),
    BadInput(text: "page A\nroot A\nswipe 0.5 complete over=trampoline", line: 3, token: "trampoline"),
    BadInput(text: "page A\nroot A\nswipe 0x1p-1 complete", line: 3, token: "0x1p-1"),
    BadInput(text: "page A\npage B\nroot A\npush B animated=maybe", line: 4, token: "maybe"),
    BadInput(text: "ios 12", line: 1, token: "12"),
    BadInput(text: "ios 28", line: 1, token: "28"),
    // Glass: a setting, once, before root, and only on ios 26 or later (the default ios is 17).
    BadInput(text: "glass maybe", line: 1, token: "maybe"),
    BadInput(text: "glass", line: 1, token: "glass"),
    BadInput(text: "glass on off", line: 1, token: "off"),
    BadInput(text: "ios 25\nglass on", line: 2, token: "glass on"),
    BadInput(text: "glass on\n\nios 17", line: 3, token: "ios 17"),
    BadInput(text: "glass on\npage A\nroot A", line: 1, token: "glass on"),
    BadInput(text: "ios 26\nglass on\nglass off", line: 3, token: "glass"),
    // Zoom transitions: only on ios 18 or later (the default ios is 17).
    BadInput(text: "ios 17\npage A zoom", line: 2, token: "zoom"),
    BadInput(text: "page A zoom\nios 16", line: 2, token: "ios 16"),
    BadInput(text: "page A zoom\nroot A", line: 1, token: "zoom"),
    BadInput(text: "page zoom", line: 1, token: "zoom"),
    BadInput(text: "page A prompt=yes", line: 1, token: "prompt=yes"),
    BadInput(text: "page A\nroot A\nglass off", line: 3, token: "glass"),
    BadInput(text: "page A\nroot A\nexpect transition", line: 3, token: "expect transition"),
    BadInput(text: "page A\nroot A\nexpect transition fade", line: 3, token: "fade"),
    BadInput(text: "page A\nroot A\nexpect transition uikit slide", line: 3, token: "slide"),
    BadInput(text: "ios 17.0", line: 1, token: "17.0"),
    BadInput(text: "ios seventeen", line: 1, token: "seventeen"),
    BadInput(text: "device iphone-13", line: 1, token: "iphone-13"),
    BadInput(text: "rtl yes", line: 1, token: "yes"),
    BadInput(text: "container popover", line: 1, token: "popover"),
    BadInput(text: "delegate fancy", line: 1, token: "fancy"),
    BadInput(text: "rotate upside-down", line: 1, token: "upside-down"),
    BadInput(text: "appearance sepia", line: 1, token: "sepia"),
    BadInput(text: "page A\nscroll A middle", line: 2, token: "middle"),
    BadInput(text: "page A\nroot A\nexpect gesture ended", line: 3, token: "ended"),
    BadInput(text: "page A\nroot A\nexpect title A", line: 3, token: "title"),
    BadInput(text: "variant novalue", line: 1, token: "novalue"),
    BadInput(text: "variant key=", line: 1, token: "key="),
    BadInput(text: "variant =value", line: 1, token: "=value"),
    BadInput(text: "page a/b", line: 1, token: "a/b"),
    BadInput(text: "page during", line: 1, token: "during"),
    // Duplicates.
    BadInput(text: "page A\npage B\npage A title=Again", line: 3, token: "A"),
    BadInput(text: "page A bar=hidden bar=default", line: 1, token: "bar"),
    BadInput(text: "page A opt-out opt-out", line: 1, token: "opt-out"),
    BadInput(text: "page A\nroot A A", line: 2, token: "A"),
    BadInput(text: "page A\npage B\nroot A\nset A B A", line: 4, token: "A"),
    BadInput(text: "device iphone-x\ndevice iphone-se", line: 2, token: "device"),
    BadInput(text: "ios 17\n\nios 18", line: 3, token: "ios"),
    // Undeclared pages, in every place a page is referenced.
    BadInput(text: "root Z", line: 1, token: "Z"),
    BadInput(text: "page A\nroot A Z", line: 2, token: "Z"),
    BadInput(text: "page A\nroot A\npush Z", line: 3, token: "Z"),
    BadInput(text: "page A\nroot A\npop-to Z", line: 3, token: "Z"),
    BadInput(text: "page A\nroot A\nset A Z", line: 3, token: "Z"),
    BadInput(text: "page A\nroot A\nstyle Z title=x", line: 3, token: "Z"),
    BadInput(text: "page A\nroot A\nscroll Z edge", line: 3, token: "Z"),
    BadInput(text: "page A\nroot A\nexpect stack A Z", line: 3, token: "Z"),
    BadInput(text: "page A\nroot A\nexpect bar Z", line: 3, token: "Z"),
    BadInput(text: "page A\nroot A\npush B\npage B", line: 3, token: "B"),
    // Ordering.
    BadInput(text: "page A\nroot A\npage B\nroot B", line: 4, token: "root"),
    BadInput(text: "page A\npush A", line: 2, token: "push"),
    BadInput(text: "page A\npop", line: 2, token: "pop"),
    BadInput(text: "page A\npop-to A", line: 2, token: "pop-to"),
    BadInput(text: "page A\npop-to-root", line: 2, token: "pop-to-root"),
    BadInput(text: "page A\nset A", line: 2, token: "set"),
    BadInput(text: "page A\nback", line: 2, token: "back"),
    BadInput(text: "page A\nswipe 0.5 complete", line: 2, token: "swipe"),
    BadInput(text: "page A\nexpect stack A", line: 2, token: "expect"),
    BadInput(text: "page A\nroot A\ndevice iphone-x", line: 3, token: "device"),
    BadInput(text: "page A\nroot A\nios 17", line: 3, token: "ios"),
    BadInput(text: "page A\nroot A\nrtl on", line: 3, token: "rtl"),
    BadInput(text: "page A\nroot A\ncontainer sheet", line: 3, token: "container"),
    // Options must follow positional words.
    BadInput(text: "page A\npage B\nroot A\nset A animated=no B", line: 4, token: "B"),
    BadInput(text: "page A status-bar=off", line: 1, token: "status-bar=off"),
    // The host app's own calls: malformed values, missing or doubled parts, before root.
    BadInput(text: "page A\nroot A\napp bar-hidden=maybe", line: 3, token: "bar-hidden=maybe"),
    BadInput(text: "page A\nroot A\napp pop-gesture=yes", line: 3, token: "pop-gesture=yes"),
    BadInput(text: "page A\nroot A\napp pop-gesture-delegate=self", line: 3, token: "pop-gesture-delegate=self"),
    BadInput(text: "page A\nroot A\napp pop-gesture-delegate=nil pop-gesture=on", line: 3, token: "app"),
    BadInput(text: "page A\nroot A\napp", line: 3, token: "app"),
    BadInput(text: "page A\nroot A\napp bar-hidden=yes pop-gesture=on", line: 3, token: "app"),
    BadInput(text: "page A\nroot A\napp pop-gesture=on animated=no", line: 3, token: "animated=no"),
    BadInput(text: "page A\napp bar-hidden=yes", line: 2, token: "app"),
    BadInput(text: "page A\nroot A\napp bar-alpha=1.5", line: 3, token: "bar-alpha=1.5"),
    BadInput(text: "page A\nroot A\napp bar-alpha=half", line: 3, token: "bar-alpha=half"),
    BadInput(text: "page A\nroot A\napp bar-alpha=0.5 animated=no", line: 3, token: "animated=no"),
    BadInput(text: "page A\nroot A\napp bar-alpha=0.5 pop-gesture=on", line: 3, token: "bar-alpha"),
    BadInput(text: "page A\napp bar-alpha=0.5", line: 2, token: "app"),
    BadInput(text: "page A\nroot A\napp should-pop=maybe", line: 3, token: "should-pop=maybe"),
    BadInput(text: "page A\nroot A\napp should-pop=", line: 3, token: "should-pop="),
    BadInput(text: "page A\nroot A\napp should-pop=no animated=no", line: 3, token: "animated=no"),
    BadInput(text: "page A\nroot A\napp should-pop=no bar-alpha=1", line: 3, token: "should-pop"),
    BadInput(text: "page A\napp should-pop=no", line: 2, token: "app"),
    // Another bar library: a known name, once, before root.
    BadInput(text: "foreign-library hero", line: 1, token: "hero"),
    BadInput(text: "foreign-library", line: 1, token: "foreign-library"),
    BadInput(text: "page A\nroot A\nforeign-library gk-navigation-bar", line: 3, token: "foreign-library"),
    BadInput(
        text: "foreign-library gk-navigation-bar\nforeign-library gk-navigation-bar", line: 2, token: "foreign-library"),
    BadInput(text: "page A app-bar=sometimes", line: 1, token: "app-bar=sometimes"),
    BadInput(text: "page A app-style=hidden", line: 1, token: "app-style=hidden"),
    BadInput(text: "page A app-style=#12345", line: 1, token: "app-style=#12345"),
    BadInput(text: "page A app-style=default app-style-in=view-did-appear", line: 1, token: "app-style-in=view-did-appear"),
    BadInput(text: "page A app-style-in=view-did-load", line: 1, token: "app-style-in=view-did-load"),
    BadInput(text: "page A app-bar-in=view-did-load", line: 1, token: "app-bar-in=view-did-load"),
    BadInput(text: "page A app-bar=hidden app-bar-in=view-will-layout", line: 1, token: "app-bar-in=view-will-layout"),
    BadInput(text: "page A app-bar=shown app-bar-restore=next-turn", line: 1, token: "app-bar-restore=next-turn"),
    BadInput(
        text: "page A app-bar=hidden app-bar-in=view-did-load app-bar-restore=next-turn", line: 1, token: "app-bar-restore=next-turn"),
    BadInput(text: "page A app-bar=hidden app-bar-restore=later", line: 1, token: "app-bar-restore=later"),
    BadInput(text: "host swiftui\npage A app-bar=hidden app-bar-in=view-did-appear", line: 2, token: "app-bar-in=view-did-appear"),
    BadInput(text: "host swiftui\npage A app-bar=hidden app-bar-restore=next-turn", line: 2, token: "app-bar-restore=next-turn"),
    BadInput(text: "page A\nroot A\napp bar-is-hidden=maybe", line: 3, token: "bar-is-hidden=maybe"),
    BadInput(text: "page A\nroot A\napp bar-is-hidden=yes animated=no", line: 3, token: "animated=no"),
    BadInput(text: "page A\nroot A\napp bar-is-hidden=yes bar-hidden=yes", line: 3, token: "bar-hidden"),
    BadInput(text: "page A\napp bar-is-hidden=yes", line: 2, token: "app"),
    BadInput(text: "page A view=table", line: 1, token: "view=table"),
    BadInput(text: "page skips-super", line: 1, token: "skips-super"),
    BadInput(text: "delegate nil", line: 1, token: "nil"),
    // The first error wins.
    BadInput(text: "page A\nfrobnicate\nios 99\npush Z", line: 2, token: "frobnicate"),
]

/// A page whose own viewWillAppear styles the shared bar (`app-style=`).
private func statusBarHidden(_ name: String, _ hidden: Bool) -> PageDeclaration {
    var page = PageDeclaration(name: name)
    page.statusBarHidden = hidden
    return page
}

/// A page whose own code sets the bar's visibility at `moment` (`app-bar=… app-bar-in=…`).
private func appBarTimed(
    _ name: String, _ appBar: AppBarVisibility, in moment: AppBarMoment = .viewWillAppear, restore: AppBarRestore = .viewWillDisappear
) -> PageDeclaration {
    var page = PageDeclaration(name: name, appBar: appBar)
    page.appBarMoment = moment
    page.appBarRestore = restore
    return page
}

private func appStyled(_ name: String, _ style: BarStyleSpec, in moment: AppStyleMoment = .viewWillAppear) -> PageDeclaration {
    var page = PageDeclaration(name: name)
    page.appStyle = style
    page.appStyleMoment = moment
    return page
}

@Suite("Scenario parser")
struct ScenarioParserTests {
    @Test("every statement form parses to its command", arguments: statementCases)
    func statementForms(_ testCase: StatementCase) throws {
        let text = testCase.isSetup ? testCase.text + "\n" + preamble : preamble + testCase.text + "\n"
        let scenario = try ScenarioParser.parse(text, file: "forms.scenario")
        let statement = try #require(testCase.isSetup ? scenario.statements.first : scenario.statements.last)
        #expect(statement.command == testCase.expected)
        #expect(statement.line == (testCase.isSetup ? 1 : 5))
    }

    @Test("bad input names its line and the offending token", arguments: badInputs)
    func badInput(_ input: BadInput) throws {
        guard case let .failure(error) = parseResult(input.text, file: "bad.scenario") else {
            Issue.record("expected an error for \(input.testDescription)")
            return
        }
        #expect(error.file == "bad.scenario")
        #expect(error.line == input.line, "\(error)")
        #expect(error.message.contains(input.token), "\(error)")
        #expect(error.description == "bad.scenario:\(input.line): \(error.message)")
    }

    @Test func swipePushParsesUnderADelegateThatAnimatesPushes() throws {
        for kind in ["custom-animator", "push-animator"] {
            let scenario = try ScenarioParser.parse(
                "delegate \(kind)\npage A\npage B\nroot A\nswipe-push B 0.4 cancel\n", file: "swipe-push.scenario")
            #expect(scenario.statements.last?.command == .swipePush("B", SwipeSpec(fraction: 0.4, outcome: .cancel)))
        }
        // The delegate may be set after root, as anywhere.
        let later = try ScenarioParser.parse(
            "page A\npage B\nroot A\ndelegate custom-animator\nswipe-push B 1 complete\n", file: "swipe-push.scenario")
        #expect(later.statements.last?.command == .swipePush("B", SwipeSpec(fraction: 1, outcome: .complete)))
    }

    @Test func unknownCommandListsTheValidOnes() {
        guard case let .failure(error) = parseResult("teleport A") else {
            Issue.record("expected an error")
            return
        }
        for word in ScenarioParser.commandWords {
            #expect(error.message.contains(word), "missing \(word) in: \(error.message)")
        }
    }

    @Test func undeclaredPageListsTheDeclaredOnes() {
        guard case let .failure(error) = parseResult("page Home\npage Detail\nroot Home\npush Detial") else {
            Issue.record("expected an error")
            return
        }
        #expect(error.line == 4)
        #expect(error.message.contains("Detial"))
        #expect(error.message.contains("Home, Detail"))
    }

    @Test func missingArgumentShowsTheExpectedShape() {
        guard case let .failure(error) = parseResult("page A\nroot A\nswipe 0.5") else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message.contains("swipe FRACTION complete|cancel"), "\(error.message)")
    }

    @Test func commentsBlankLinesAndWhitespace() throws {
        let text = """
            # A scenario about nothing much.
               \t
            device   iphone-x\tlandscape   # trailing comment
            page A bar=#FF0000 # a colour survives, the comment does not
            page B bar=#00ff00#also-a-comment
            page C title=#1
            # root B
            \troot   A # B C

            push B# glued comment
            expect stack A B
            """
        let scenario = try ScenarioParser.parse(text, file: "Scenarios/comments.scenario")
        #expect(scenario.name == "comments")
        #expect(scenario.file == "Scenarios/comments.scenario")
        #expect(
            scenario.statements == [
                ScenarioStatement(line: 3, command: .device(.iphoneX, orientation: .landscape)),
                ScenarioStatement(line: 4, command: .page(PageDeclaration(name: "A", bar: .color(red: 255, green: 0, blue: 0)))),
                ScenarioStatement(line: 5, command: .page(PageDeclaration(name: "B", bar: .color(red: 0, green: 255, blue: 0)))),
                ScenarioStatement(line: 6, command: .page(PageDeclaration(name: "C", title: "#1"))),
                ScenarioStatement(line: 8, command: .root(["A"])),
                ScenarioStatement(line: 10, command: .push("B", animated: true, during: false)),
                ScenarioStatement(line: 11, command: .expectStack(["A", "B"])),
            ])
    }

    @Test func windowsLineEndingsCountOnce() throws {
        let scenario = try ScenarioParser.parse("page A\r\n\r\nroot A\r\nexpect bar A\r\n", file: "crlf.scenario")
        #expect(scenario.statements.map(\.line) == [1, 3, 4])
        #expect(scenario.statements.last?.command == .expectBar("A"))
    }

    @Test func emptyTextIsAnEmptyScenario() throws {
        let scenario = try ScenarioParser.parse("\n  # only a comment\n\n", file: "empty")
        #expect(scenario.statements.isEmpty)
        #expect(scenario.name == "empty")
    }

    @Test func lineNumbersCountBlankAndCommentLines() {
        guard case let .failure(error) = parseResult("# header\n\npage A\n\n# note\nroot A\n\npush A B") else {
            Issue.record("expected an error")
            return
        }
        #expect(error.line == 8)
    }

    @Test func delegateAndVariantAndStyleAreAllowedAnywhere() throws {
        let text = """
            variant a=1
            delegate custom-animator
            page A
            style A title=Early
            root A
            delegate system
            variant a=2
            page B
            style B bar=transparent
            """
        let scenario = try ScenarioParser.parse(text, file: "anywhere.scenario")
        #expect(scenario.statements.count == 9)
    }

    @Test func unreadableFileIsAnErrorOnLineZero() {
        let path = ScenarioCatalogueFixture.directory + "/does-not-exist.scenario"
        do {
            _ = try ScenarioParser.parseFile(atPath: path)
            Issue.record("expected an error")
        } catch let error as ScenarioError {
            #expect(error.line == 0)
            #expect(error.file == path)
            #expect(error.description.hasPrefix("\(path):0: "))
        } catch {
            Issue.record("not a ScenarioError: \(error)")
        }
    }

    @Test func invalidUTF8IsAnErrorOnLineZero() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenario-\(UUID().uuidString).scenario").path
        try Data([0x70, 0x61, 0x67, 0x65, 0x20, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ScenarioParser.parseFile(atPath: path)
            Issue.record("expected an error")
        } catch let error as ScenarioError {
            #expect(error.line == 0)
        } catch {
            Issue.record("not a ScenarioError: \(error)")
        }
    }

    @Test func hostileInputNeverCrashes() {
        // Odd characters, huge numbers and stray separators must come back as errors, not traps.
        let inputs = [
            "=", "==", "page =", "page A bar=#", "page A bar=##", "page A pop-distance=1e999",
            "page A pop-distance=.", "page A pop-distance=1e", "page A pop-distance=--1", "ios 99999999999999999999999",
            "page ＡＢ", "page A bar=#ＦＦＦＦＦＦ", "page A\nroot A\nswipe 1e-400 complete velocity=1e400",
            "\u{0}", "page A title=\u{1F600}", "expect", "page A\nroot A\nexpect stack during",
        ]
        for input in inputs {
            _ = parseResult(input)
        }
    }
}

@Suite("Scenario catalogue")
struct ScenarioCatalogueTests {
    @Test func catalogueIsThere() {
        #expect(ScenarioCatalogueFixture.paths.count >= 30, "found \(ScenarioCatalogueFixture.paths.count) in Scenarios/")
    }

    @Test("every catalogue file parses", arguments: ScenarioCatalogueFixture.paths)
    func fileParses(_ path: String) throws {
        let scenario = try ScenarioParser.parseFile(atPath: path)
        #expect(!scenario.statements.isEmpty)
    }

    @Test(
        "every catalogue file names its glitch and ends by pinning the final state",
        arguments: ScenarioCatalogueFixture.paths)
    func fileShape(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# "), "\(path) should open with a comment naming the reported glitch")
        let scenario = try ScenarioParser.parse(text, file: path)
        let last = try #require(scenario.statements.last)
        switch last.command {
        case .expectStack, .expectBar, .expectGesture, .expectTransition: break
        default: Issue.record("\(path) ends with \(last.command.rendered()), not an expectation")
        }
        #expect(
            scenario.statements.contains { if case .expectStack = $0.command { true } else { false } }
                || scenario.statements.contains { if case .expectBar = $0.command { true } else { false } })
    }

    @Test func everyDevicePresetHasAFile() throws {
        var covered: Set<DevicePreset> = []
        for path in ScenarioCatalogueFixture.paths {
            for statement in try ScenarioParser.parseFile(atPath: path).statements {
                if case let .device(preset, _) = statement.command { covered.insert(preset) }
            }
        }
        #expect(covered == Set(DevicePreset.allCases))
    }
}
