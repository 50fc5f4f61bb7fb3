import Foundation
import SlidingNavigationBarCore
import Testing
@testable import SlidingNavigationBarLab

/// Issue 17: the grammar of `host swiftui`, the SwiftUI toolbar options, `container tab-bar`,
/// `hides-tab-bar` and `tab switch`, and the model's SwiftUI and tab-bar checks.
@Suite struct SwiftUIAndTabBarTests {
    static func parse(_ text: String) -> Result<Scenario, ScenarioError> {
        do {
            return .success(try ScenarioParser.parse(text, file: "t.scenario"))
        } catch let error as ScenarioError {
            return .failure(error)
        } catch {
            return .failure(ScenarioError(file: "t.scenario", line: -1, message: "\(error)"))
        }
    }

    @Test func theNewWordsParseAndRenderBack() throws {
        let text = """
            host swiftui
            container tab-bar
            page A toolbar-background=#0A84FF toolbar=hidden hides-tab-bar
            page B toolbar=visible
            root A
            tab switch
            """
        let scenario = try ScenarioParser.parse(text, file: "t.scenario")
        #expect(scenario.statements[0].command == .host(.swiftui))
        #expect(scenario.statements[1].command == .container(.tabBar))
        guard case .page(let a) = scenario.statements[2].command else {
            Issue.record("expected a page")
            return
        }
        #expect(a.toolbarBackground == .color(red: 0x0A, green: 0x84, blue: 0xFF))
        #expect(a.toolbar == .hidden)
        #expect(a.hidesTabBar)
        #expect(scenario.statements[5].command == .tabSwitch)
        let again = try ScenarioParser.parse(scenario.rendered(), file: "t.scenario")
        #expect(again == scenario)
    }

    /// Each malformed use: the line it is on, and what was expected.
    @Test(arguments: [
        ("page A toolbar=hidden\nroot A", 1, "host swiftui"),
        ("page A toolbar-background=#0A84FF\nhost swiftui\nroot A", 1, "host swiftui"),
        ("host swiftui\npage A toolbar-background=blue\nroot A", 2, "toolbar-background=#RRGGBB"),
        ("host swiftui\npage A toolbar=gone\nroot A", 2, "toolbar=hidden or toolbar=visible"),
        ("host kotlin\npage A\nroot A", 1, "uikit or swiftui"),
        ("page A\nroot A\nhost swiftui", 3, "before 'root'"),
        ("host swiftui\nhost swiftui\npage A\nroot A", 2, "already set"),
        ("page A\nroot A\ntab switch", 3, "container tab-bar"),
        ("container tab-bar\npage A\nroot A\ntab close", 4, "tab switch"),
        ("container tab-bar\npage A\ntab switch\nroot A", 3, "before 'root'"),
        ("container tab-bar\npage hides-tab-bar\nroot A", 2, "missing a page name"),
    ])
    func malformedUsesSayWhere(_ text: String, _ line: Int, _ expected: String) {
        guard case .failure(let error) = Self.parse(text) else {
            Issue.record("expected an error for \(text)")
            return
        }
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains(expected), "\(error)")
    }

    /// The tab bar's check can fail: a shell that left the tab bar as hidden as the navigation
    /// bar would be caught (a page with a bar option hidden in a tab that shows the tab bar).
    @Test func aTabBarMovedByTheShellIsCaught() throws {
        let scenario = try ScenarioParser.parse(
            """
            container tab-bar
            page A bar=#0A84FF
            page B bar=hidden
            root A
            push B
            """, file: "t.scenario")
        var clean = NavigationModel(variant: ModelVariant())
        clean.execute(scenario.statements)
        #expect(clean.violations.isEmpty, "\(clean.violations)")
        var faulty = NavigationModel(variant: ModelVariant())
        faulty.tabs.followsNavigationBarFault = true
        faulty.execute(scenario.statements)
        #expect(faulty.violations.contains { $0.message.contains("tab bar is hidden") }, "\(faulty.violations)")
    }

    /// The tab bar rides with the page that shows it in a push to a page that hides it, and is
    /// hidden at rest after it.
    @Test func theTabBarRidesWithThePageThatShowsIt() throws {
        let scenario = try ScenarioParser.parse(
            """
            container tab-bar
            page A
            page B hides-tab-bar
            page C
            root A
            push B
            push C
            pop
            pop
            """, file: "t.scenario")
        var model = NavigationModel(variant: ModelVariant(), recordFrames: true)
        model.execute(Array(scenario.statements.prefix(6)))
        #expect(model.tabs.hidden)
        model.execute(Array(scenario.statements.dropFirst(6)))
        #expect(!model.tabs.hidden)
        #expect(model.violations.isEmpty, "\(model.violations)")
    }

    /// The engine takes an option that arrives after the alongside block and before the first
    /// frame (SwiftUI's `at-first-layout`), and notes one that arrives after it.
    @Test func optionsBeforeTheFirstFrameCountAndLaterOnesAreNoted() throws {
        let a = PageID(1)
        let b = PageID(2)
        let defaults = PageProfile(options: SlidingNavigationBarConfiguration().resolve())
        var hidden = defaults
        hidden.options.prefersNavigationBarHidden = true
        func run(optionsAfterFirstFrame: Bool) -> (TransitionEngine, [String]) {
            var engine = TransitionEngine()
            var notes: [String] = []
            var bar = BarState(showsPage: a, isHidden: false)
            func send(_ kind: TransitionEventKind) {
                var queue = [kind]
                while !queue.isEmpty {
                    let output = engine.handle(TransitionEvent(queue.removeFirst(), bar: bar))
                    notes += output.notes.map { "\($0)" }
                    for command in output.commands {
                        switch command {
                        case .capture(let page, _):
                            queue.append(
                                .captureFinished(
                                    page,
                                    .image(
                                        boundary: LayoutRect(x: 0, y: 0, width: 390, height: 100),
                                        placement: PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 390, height: 844)))))
                        case .setBarHidden(let value, _): bar.isHidden = value
                        default: break
                        }
                    }
                }
            }
            let request = NavigationRequest(stack: [a], profiles: [a: defaults, b: defaults], animated: true)
            send(.willNavigate(.push(b), request))
            bar.showsPage = b
            send(.didNavigate(coordinatorPresent: true))
            send(.viewWillDisappear(a))
            send(.viewWillAppear(b, coordinatorPresent: true, profile: defaults))
            send(.animationWillStart)
            if optionsAfterFirstFrame { send(.nextTurn) }
            send(.pageOptionsChanged(b, hidden))
            return (engine, notes)
        }
        let (early, earlyNotes) = run(optionsAfterFirstFrame: false)
        #expect(!early.attached.contains(b), "the incoming page carries no bar once its option hides it")
        #expect(earlyNotes.contains { $0.contains("option hides the bar") })
        let (late, lateNotes) = run(optionsAfterFirstFrame: true)
        #expect(late.attached.contains(b))
        #expect(lateNotes.contains { $0.contains("take effect with the next transition") })
    }

    /// A look SwiftUI sets on the incoming page's item before the first frame is captured again.
    @Test func aLookChangedBeforeTheFirstFrameIsCapturedAgain() throws {
        let scenario = try ScenarioParser.parse(
            """
            host swiftui
            variant swiftui-update=at-first-layout
            page A toolbar-background=#0A84FF
            page B toolbar-background=#FF9F0A
            root A
            push B
            """, file: "t.scenario")
        var model = NavigationModel(variant: try #require(try ScenarioRunner.variants(for: scenario).first))
        model.keepsNotes = true
        model.execute(scenario.statements)
        #expect(model.violations.isEmpty, "\(model.violations)")
        #expect(model.notes.contains { $0.contains("bar look changed before the first frame: captured again") })
    }
}
