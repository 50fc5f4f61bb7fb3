import Testing

@testable import SlidingNavigationBarCore

/// The one event loop every client runs (the UIKit shell on phones, the lab, the harness, the
/// benchmark): ordering, re-entrancy, late capture answers and the runaway guard.
@Suite struct EngineDriverTests {
    typealias H = EngineHarness

    /// A host that is a reference type like the UIKit shell, so it can call the driver again from
    /// inside `apply` the way UIKit calls a hook while a command is being applied.
    final class ReentrantHost: EngineHost {
        let driver: EngineDriver
        var bar = BarState(showsPage: H.a, isHidden: false)
        var steps: [EngineDriver.Step] = []
        /// Answer captures at once (like the shell) or keep them for later (an asynchronous capture).
        var answersCapturesAtOnce = true
        var pendingCaptures: [PageID] = []
        /// Called while a command is applied; may send events back into the driver.
        var onApply: ((ReentrantHost, TransitionCommand) -> Void)?

        init(driver: EngineDriver) { self.driver = driver }

        func barState() -> BarState { bar }

        func apply(_ command: TransitionCommand) -> TransitionEventKind? {
            onApply?(self, command)
            switch command {
            case .capture(let page, _):
                guard answersCapturesAtOnce else {
                    pendingCaptures.append(page)
                    return nil
                }
                return .captureFinished(page, Self.image)
            case .setBarHidden(let hidden, _):
                bar.isHidden = hidden
            default:
                break
            }
            return nil
        }

        func trace(_ step: EngineDriver.Step) { steps.append(step) }

        /// Sends an event the way the shell's hooks do: through a local copy of the reference.
        func send(_ kind: TransitionEventKind) {
            var host = self
            driver.send(kind, to: &host)
        }

        static let image = CaptureResult.image(
            boundary: H.boundary, placement: PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852)))

        var events: [TransitionEventKind] {
            steps.compactMap { if case .event(let event) = $0 { event.kind } else { nil } }
        }
        var commands: [TransitionCommand] {
            steps.compactMap { if case .command(let command) = $0 { command } else { nil } }
        }
        /// Index in `steps` of the first event matching `predicate`.
        func stepIndex(ofEvent predicate: (TransitionEventKind) -> Bool) -> Int? {
            steps.firstIndex { if case .event(let event) = $0 { predicate(event.kind) } else { false } }
        }
    }

    func startPush(_ host: ReentrantHost) {
        host.send(.willNavigate(.push(H.b), H.request()))
        host.send(.didNavigate(coordinatorPresent: true))
        host.send(.viewWillDisappear(H.a))
        host.bar.showsPage = H.b
        host.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: H.profile()))
        host.send(.animationWillStart)
    }

    @Test func synchronousCaptureAnswerIsHandledAfterTheRestOfItsOutput() {
        let driver = EngineDriver()
        let host = ReentrantHost(driver: driver)
        host.send(.willNavigate(.push(H.b), H.request()))
        // The call's output asks for the outgoing page's capture and more; the answer comes after all of it.
        guard let capture = host.steps.firstIndex(where: { if case .command(.capture) = $0 { true } else { false } }),
            let answer = host.stepIndex(ofEvent: { if case .captureFinished = $0 { true } else { false } })
        else {
            Issue.record("no capture or no answer: \(host.steps)")
            return
        }
        let commandsOfTheCall = host.steps[..<answer].filter { if case .command = $0 { true } else { false } }.count
        let commandsAfterCapture = host.steps[capture...].prefix { if case .event = $0 { false } else { true } }
            .filter { if case .command = $0 { true } else { false } }.count
        #expect(answer > capture)
        #expect(commandsOfTheCall >= commandsAfterCapture)
        #expect(host.steps[capture..<answer].allSatisfy { if case .event = $0 { false } else { true } })
    }

    @Test func captureAnsweredLaterIsHandledWhenItArrives() {
        let driver = EngineDriver()
        let host = ReentrantHost(driver: driver)
        host.answersCapturesAtOnce = false
        startPush(host)
        // Nothing attached without an image.
        #expect(!host.commands.contains { if case .attach = $0 { true } else { false } })
        #expect(!host.pendingCaptures.isEmpty)
        for page in host.pendingCaptures {
            host.send(.captureFinished(page, ReentrantHost.image))
        }
        #expect(host.commands.contains { if case .attach = $0 { true } else { false } })
        #expect(!driver.isApplying)
    }

    @Test func eventSentWhileApplyingWaitsForTheCurrentOutput() {
        let moved = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 20, width: 393, height: 832))
        // Re-entrant: attaching the outgoing page's snapshot causes a layout pass that UIKit reports
        // at once, while the driver is still applying the output (a `sendBarBehind` follows the attach).
        let driver = EngineDriver()
        let host = ReentrantHost(driver: driver)
        var sentFromInside = false
        host.onApply = { host, command in
            if case .attach(let page, _) = command, !sentFromInside {
                sentFromInside = true
                #expect(host.driver.isApplying)
                host.send(.pageLaidOut(page, moved))
            }
        }
        startPush(host)
        #expect(sentFromInside)
        // Reference: the same layout event sent only once the output that caused it was applied.
        let reference = ReentrantHost(driver: EngineDriver())
        reference.send(.willNavigate(.push(H.b), H.request()))
        reference.send(.pageLaidOut(H.a, moved))
        reference.send(.didNavigate(coordinatorPresent: true))
        reference.send(.viewWillDisappear(H.a))
        reference.bar.showsPage = H.b
        reference.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: H.profile()))
        reference.send(.animationWillStart)
        #expect(host.steps == reference.steps)
        // The engine saw the move: the page was attached again at its new place.
        #expect(host.commands.filter { if case .attach(H.a, _) = $0 { true } else { false } }.count == 2)
    }

    @Test func queuedEventCarriesTheBarStateOfWhenItWasSent() {
        let driver = EngineDriver()
        let host = ReentrantHost(driver: driver)
        var sent = false
        host.onApply = { host, command in
            guard case .capture = command, !sent else { return }
            sent = true
            host.bar.isHidden = true
            host.send(.nextTurn)
            host.bar.isHidden = false
        }
        host.send(.willNavigate(.push(H.b), H.request()))
        let queued = host.steps.compactMap { step -> TransitionEvent? in
            if case .event(let event) = step, case .nextTurn = event.kind { event } else { nil }
        }
        #expect(queued.count == 1)
        #expect(queued.first?.bar.isHidden == true)
    }

    @Test func runawayGuardDropsTheRestAndRecovers() {
        let driver = EngineDriver()
        let host = ReentrantHost(driver: driver)
        var reentries = 0
        host.onApply = { host, _ in
            // A command that causes an event that causes a command, forever.
            reentries += 1
            host.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: H.profile(hidden: !host.bar.isHidden)))
        }
        host.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: H.profile(hidden: true)))
        let runaways = host.steps.compactMap { if case .runaway(let dropped) = $0 { dropped } else { nil } }
        #expect(runaways.count == 1)
        #expect((runaways.first ?? 0) > 0)
        let handled = host.events.count
        #expect(handled == EngineDriver.maximumEventsPerPass)
        #expect(!driver.isApplying)
        // The driver takes events again after the guard.
        host.onApply = nil
        host.send(.nextTurn)
        #expect(host.events.count == handled + 1)
    }

    @Test func traceDescribesEachStep() {
        let event = TransitionEvent(.nextTurn, bar: BarState(showsPage: H.a, isHidden: false))
        #expect(EngineDriver.Step.event(event).description.hasPrefix("event nextTurn"))
        #expect(EngineDriver.Step.command(.sendBarBehind).description == "command sendBarBehind")
        #expect(EngineDriver.Step.runaway(dropped: 3).description.contains("dropped 3"))
    }
}
