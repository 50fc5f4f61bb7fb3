import Testing
@testable import SlidingNavigationBarCore

/// The shell's own rules, through the one type both hosts run (``NavigationShellCore``).
@Suite("NavigationShellCore")
struct NavigationShellCoreTests {
    typealias UI = RecordingNavigation
    static let a = UI.a
    static let b = UI.b

    /// A shell with `b` pushed over `a` and the push running (a snapshot attached, bar behind).
    static func midPush(_ ui: inout UI) -> NavigationShellCore {
        let shell = NavigationShellCore()
        ui.coordinator = TransitionCoordinatorFacts(isAnimated: true, from: a, to: b, toIsMovingToParent: true)
        if shell.willNavigate(.push(b), animated: true, in: &ui) {
            ui.stack = [a, b]
            shell.didNavigate(in: &ui)
        }
        return shell
    }

    // MARK: Forwarding

    /// On: always. Off: only until the engine has put everything back.
    @Test func forwardsWhileSwitchedOffUntilRest() {
        var ui = UI()
        let shell = Self.midPush(&ui)
        #expect(!shell.engine.isAtRest)
        ui.isLibraryEnabled = false
        #expect(shell.isForwarding(ui))
        shell.forward(.transitionCompleted(cancelled: false), in: &ui)
        shell.viewDidAppear(Self.b, in: &ui)
        shell.forward(.nextTurn, in: &ui)
        #expect(shell.engine.isAtRest)
        #expect(!shell.isForwarding(ui))
        let before = ui.events.count
        #expect(!shell.willNavigate(.pop, animated: true, in: &ui))
        #expect(ui.events.count == before)
    }

    // MARK: Navigation calls

    /// Only the outermost of nested calls is announced, and its end once.
    @Test func nestedCallsAnnounceOnce() {
        var ui = UI()
        ui.stack = [Self.a, Self.b]
        let shell = NavigationShellCore()
        #expect(shell.willNavigate(.pop, animated: true, in: &ui))
        #expect(shell.willNavigate(.setStack([Self.a]), animated: true, in: &ui))
        shell.didNavigate(in: &ui)
        shell.didNavigate(in: &ui)
        let calls = ui.events.filter {
            switch $0 {
            case .willNavigate, .didNavigate: true
            default: false
            }
        }
        #expect(calls.count == 2)
        if case .willNavigate(.pop, _)? = calls.first {} else { Issue.record("expected the pop first, got \(calls)") }
    }

    /// The outgoing page's look is kept at the call, before UIKit or the incoming page's own code
    /// can restyle the shared bar: the top page of the stack the call starts from.
    @Test(arguments: [NavigationCall.push(RecordingNavigation.b), .pop, .setStack([RecordingNavigation.a])])
    func outgoingLookIsKeptAtTheCall(_ call: NavigationCall) {
        var ui = UI()
        ui.stack = call == .pop || call == .setStack([Self.a]) ? [Self.a, Self.b] : [Self.a]
        let top = ui.stack.last
        let shell = NavigationShellCore()
        #expect(shell.willNavigate(call, animated: true, in: &ui))
        #expect(ui.writes.contains("keepBarLookAtCall(\(top.map { "\($0)" } ?? "none"))"))
        // A call inside it is part of it: nothing is kept again.
        let kept = ui.writes.filter { $0.hasPrefix("keepBarLookAtCall") }.count
        #expect(shell.willNavigate(.pop, animated: true, in: &ui))
        #expect(ui.writes.filter { $0.hasPrefix("keepBarLookAtCall") }.count == kept)
    }

    /// The animation's start completes the decision's facts: the page on top (the incoming page,
    /// mid-transition), which the app may have styled in its viewWillAppear after super, has its
    /// look read once more and forwarded before the start. At rest nothing is read.
    @Test func theAnimationsStartReadsTheTopPagesLookFirst() {
        var ui = UI()
        let shell = Self.midPush(&ui)
        ui.events = []
        shell.forward(.animationWillStart, in: &ui)
        let look = ui.events.firstIndex { if case .pageBarChanged(Self.b, _) = $0 { true } else { false } }
        let start = ui.events.firstIndex { if case .animationWillStart = $0 { true } else { false } }
        #expect(look != nil && start != nil && look ?? 0 < start ?? 0, "\(ui.events)")
        var rest = UI()
        NavigationShellCore().forward(.animationWillStart, in: &rest)
        #expect(!rest.events.contains { if case .pageBarChanged = $0 { true } else { false } })
    }

    /// A call UIKit rejected (it raised, the app caught it) never returns: the check the shell
    /// asked for at its start closes it as the turn ends, and the next call is announced again.
    /// A call that returned is left alone by its check.
    @Test func rejectedCallIsClosedAtTheTurnsEnd() {
        var ui = UI()
        let shell = NavigationShellCore()
        #expect(shell.willNavigate(.push(Self.b), animated: true, in: &ui))
        #expect(ui.turnEndChecks.count == 1)
        // No didNavigate: UIKit raised. The turn ends.
        shell.turnEnded(ofCall: ui.turnEndChecks[0], in: &ui)
        #expect(shell.engine.isAtRest)
        #expect(ui.events.contains(.didNavigate(coordinatorPresent: false)))
        ui.events = []
        #expect(shell.willNavigate(.push(Self.b), animated: true, in: &ui))
        if case .willNavigate(.push, _)? = ui.events.first {} else { Issue.record("the next call was not announced: \(ui.events)") }
        shell.didNavigate(in: &ui)
        let afterReturn = ui.events.count
        shell.turnEnded(ofCall: ui.turnEndChecks[1], in: &ui)
        #expect(ui.events.count == afterReturn)
    }

    /// A back tap the app refuses (`navigationBar(_:shouldPop:)` answering `false`): at rest the
    /// refusal ends what the tap staged; while UIKit runs another transition (iOS 26 keeps the back
    /// button enabled) it ends nothing, and that transition ends on its own (issue 32).
    @Test(arguments: [false, true])
    func refusedBackTap(whileATransitionRuns: Bool) {
        var ui = UI()
        ui.stack = [Self.a, Self.b]
        let shell = whileATransitionRuns ? Self.midPush(&ui) : NavigationShellCore()
        if shell.willNavigate(.pop, animated: true, in: &ui) { shell.didNavigate(in: &ui) }
        ui.events = []
        shell.popRefused(in: &ui)
        #expect(ui.events == (whileATransitionRuns ? [] : [.transitionCompleted(cancelled: true)]))
        #expect(shell.engine.isAtRest == !whileATransitionRuns)
    }

    struct AvailabilityRow: Sendable, CustomTestStringConvertible {
        var library: Bool
        var targetMissing: Bool
        var bar: Bool
        var available: Bool
        var probes: Bool
        var testDescription: String { "library \(library), pop target missing \(targetMissing), bar recognised \(bar)" }
    }

    /// Sliding needs the library on, the pop target not missing and the bar recognised; the bar
    /// is probed last, only when the rest allows. (A switched-off library announces nothing.)
    @Test(arguments: [
        AvailabilityRow(library: true, targetMissing: false, bar: true, available: true, probes: true),
        AvailabilityRow(library: true, targetMissing: false, bar: false, available: false, probes: true),
        AvailabilityRow(library: true, targetMissing: true, bar: true, available: false, probes: false),
        AvailabilityRow(library: true, targetMissing: true, bar: false, available: false, probes: false),
    ])
    func slidingAvailability(_ row: AvailabilityRow) {
        var ui = UI()
        ui.isLibraryEnabled = row.library
        ui.popTargetMissing = row.targetMissing
        ui.barRecognized = row.bar
        let shell = NavigationShellCore()
        _ = shell.willNavigate(.push(Self.b), animated: true, in: &ui)
        guard case .willNavigate(_, let request)? = ui.events.first else {
            Issue.record("nothing announced")
            return
        }
        #expect(request.isSlidingAvailable == row.available)
        #expect((ui.probes.count > 0) == row.probes)
    }

    /// A late pop whose popped page UIKit already took out of the stack is announced with the
    /// stack as it was, marked late (to a page heard appearing before: it may slide).
    @Test func unannouncedPopIsAnnouncedLate() {
        var ui = UI()
        let shell = NavigationShellCore()
        shell.viewWillAppear(Self.a, in: &ui)
        ui.events = []
        ui.stack = [Self.a]
        ui.bar = BarState(showsPage: Self.b, isHidden: false)
        ui.coordinator = TransitionCoordinatorFacts(isAnimated: true, from: Self.b, to: Self.a)
        shell.viewWillDisappear(Self.b, isMovingFromParent: true, in: &ui)
        #expect(shell.lateAnnouncements == 1)
        guard case .willNavigate(.pop, let request)? = ui.events.first else {
            Issue.record("expected a late pop, got \(ui.events)")
            return
        }
        #expect(request.isAnnouncedLate)
        #expect(request.stack == [Self.a, Self.b])
        #expect(request.isSlidingAvailable)
        #expect(ui.events.contains(.didNavigate(coordinatorPresent: true)))
    }

    /// A custom animator's answer heard outside a call, a visibility change the screen does not
    /// show yet, or a page coming on top that was never heard appearing (its view loaded in this
    /// pop, its viewDidLoad may have restyled the shared bar) makes the late pop one that cannot slide.
    @Test(arguments: [(true, false, false), (false, true, false), (false, false, true)])
    func latePopThatCannotSlide(customAnimator: Bool, barChangedUnseen: Bool, firstAppearance: Bool) {
        var ui = UI()
        let shell = NavigationShellCore()
        if !firstAppearance {
            shell.viewWillAppear(Self.a, in: &ui)
            ui.events = []
        }
        ui.stack = [Self.a]
        ui.coordinator = TransitionCoordinatorFacts(isAnimated: true, from: Self.b, to: Self.a)
        ui.barHiddenOnScreen = barChangedUnseen
        if customAnimator { shell.delegateAnswered(custom: true, isPop: true, in: &ui) }
        shell.viewWillAppear(Self.a, in: &ui)
        guard case .willNavigate(.pop, let request)? = ui.events.first else {
            Issue.record("expected a late pop, got \(ui.events)")
            return
        }
        #expect(!request.isSlidingAvailable)
    }

    // MARK: The pop gesture

    /// Our pan announces the pop before UIKit's target starts it, as interactive; UIKit's own
    /// pop call while it starts it is the same pop; the call ends at the pan's `.began`.
    @Test func panAnnouncesItsPopOnce() {
        var ui = UI()
        ui.stack = [Self.a, Self.b]
        ui.bar = BarState(showsPage: Self.b, isHidden: false)
        let shell = NavigationShellCore()
        shell.popGestureChanged(.willBegin, in: &ui)
        #expect(shell.isGesturePopAnnounced)
        #expect(!shell.willNavigate(.pop, animated: true, in: &ui))
        #expect(!shell.willNavigate(.pop, animated: true, in: &ui))
        shell.popGestureChanged(.didBegin, in: &ui)
        shell.popGestureChanged(.ended, in: &ui)
        #expect(!shell.isGesturePopAnnounced)
        let requests = ui.events.compactMap { kind -> NavigationRequest? in
            if case .willNavigate(.pop, let request) = kind { return request }
            return nil
        }
        #expect(requests.count == 1)
        #expect(requests.first?.isInteractivePop == true)
        #expect(ui.events.filter { if case .didNavigate = $0 { true } else { false } }.count == 1)
    }

    /// A system recognizer's pop, heard by our target after UIKit's has started it (the leaving
    /// page already out of the stack): one the bar delegate's hook announced is not announced
    /// again; otherwise it is announced at `.began` from the coordinator, interactive, or — with
    /// no coordinator to read yet — late, at the first appearance callback, never from the stack
    /// alone (which would name the pop below it).
    @Test(arguments: [
        (barAsked: true, coordinatorAtBegan: true, atBegan: false),
        (barAsked: true, coordinatorAtBegan: false, atBegan: false),
        (barAsked: false, coordinatorAtBegan: true, atBegan: true),
        (barAsked: false, coordinatorAtBegan: false, atBegan: false),
    ])
    func systemRecognizerPop(barAsked: Bool, coordinatorAtBegan: Bool, atBegan: Bool) {
        var ui = UI()
        ui.stack = [Self.a, Self.b]
        ui.bar = BarState(showsPage: Self.b, isHidden: false)
        let shell = NavigationShellCore()
        if barAsked, shell.willNavigate(.pop, animated: true, in: &ui) { shell.didNavigate(in: &ui) }
        ui.stack = [Self.a]  // UIKit's target ran first
        let coordinator = TransitionCoordinatorFacts(isAnimated: true, from: Self.b, to: Self.a)
        if coordinatorAtBegan { ui.coordinator = coordinator }
        shell.popGestureChanged(.didBegin, in: &ui)
        func pops() -> [NavigationRequest] {
            ui.events.compactMap { kind -> NavigationRequest? in
                if case .willNavigate(.pop, let request) = kind { return request }
                return nil
            }
        }
        #expect(pops().count == (barAsked || atBegan ? 1 : 0))
        if atBegan {
            #expect(pops().first?.isInteractivePop == true)
            #expect(pops().first?.stack == [Self.a, Self.b])
        }
        ui.coordinator = coordinator
        shell.viewWillAppear(Self.a, in: &ui)
        shell.popGestureChanged(.ended, in: &ui)
        #expect(pops().count == 1)
        #expect(pops().first?.stack == [Self.a, Self.b])
        #expect(pops().first?.isAnnouncedLate == (!barAsked && !coordinatorAtBegan))
    }

    /// The pan's decision is the policy's on the facts read now: the app's own switch refuses.
    @Test func gestureDecisionReadsTheAppsSwitch() {
        var ui = UI()
        var input = PopGestureInput(
            stackCount: 2, isTransitioning: false, options: ResolvedSlidingBarOptions(),
            startLocation: LayoutPoint(x: 100, y: 300), containerWidth: 393, layoutDirection: .leftToRight,
            velocity: LayoutPoint(x: 600, y: 0))
        ui.gestureInput = input
        let shell = NavigationShellCore()
        #expect(shell.popGestureDecision(in: &ui) == .begin)
        input.app.systemPopGestureEnabled = false
        ui.gestureInput = input
        #expect(shell.popGestureDecision(in: &ui) == .refuse(.systemGestureDisabledByApp))
        ui.gestureInput = nil
        #expect(shell.popGestureDecision(in: &ui) != .begin)
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func recognizersEnabled(library: Bool, gesture: Bool) {
        typealias Shell = NavigationShellCore
        #expect(SwipeBackRecognizers.isEnabled(.libraryPan, libraryEnabled: library, popGestureEnabled: gesture) == (library && gesture))
        #expect(SwipeBackRecognizers.isEnabled(.pageRefusal, libraryEnabled: library, popGestureEnabled: gesture) == library)
        #expect(!SwipeBackRecognizers.isEnabled(.uikitEdge, libraryEnabled: library, popGestureEnabled: gesture))
    }

    /// The navigation delegate is asked last, only when everything else lets the pan begin, and
    /// its own animator refuses the pan; the refusals never ask it.
    @Test func delegateAnimatorAskedLast() {
        var ui = RecordingNavigation()
        var input = PopGestureInput(
            stackCount: 2, isTransitioning: false, options: ResolvedSlidingBarOptions(),
            startLocation: LayoutPoint(x: 10, y: 300), containerWidth: 393, layoutDirection: .leftToRight,
            velocity: LayoutPoint(x: 300, y: 0))
        ui.gestureInput = input
        ui.providesAnimator = true
        ui.animatesPop = true
        let shell = NavigationShellCore()
        shell.delegateAnswered(custom: false, isPop: false, in: &ui)  // its nil heard for an earlier navigation
        #expect(shell.popGestureDecision(in: &ui) == .refuse(.delegateAnimatesPop))
        // Its animator is remembered: not asked again.
        #expect(!shell.swipeRecognizerBegins(.libraryPan, in: &ui))
        #expect(ui.delegateAsks.count == 1)
        input.app.systemPopGestureEnabled = false
        ui.gestureInput = input
        #expect(shell.popGestureDecision(in: &ui) == .refuse(.systemGestureDisabledByApp))
        #expect(!shell.swipeRecognizerBegins(.pageRefusal, in: &ui))
        #expect(ui.delegateAsks.count == 1)
        ui.animatesPop = false
        input.app.systemPopGestureEnabled = true
        input.options.isPopGestureEnabled = false
        ui.gestureInput = input
        #expect(shell.swipeRecognizerBegins(.pageRefusal, in: &ui))
        #expect(!shell.swipeRecognizerBegins(.libraryPan, in: &ui))
        #expect(!shell.swipeRecognizerBegins(.uikitEdge, in: &ui))
    }

    /// One row of what the pan decides with the navigation delegate's answer for this pop.
    struct DelegateRow: Sendable, CustomTestStringConvertible {
        var name: String
        /// What the delegate answers for the pop (`true`: its own animator; `false`: `nil`, or no method).
        var animatesPop: Bool
        /// The delegate implements the animator method (`false`: no delegate, or one without it).
        var implementsMethod = true
        /// The delegate's last answer heard by the hook, if any (`true`: an animator).
        var lastAnswer: Bool?
        /// Its answer for the last pop, heard before ``lastAnswer`` (which is for a push).
        var lastPopAnswer: Bool?
        /// The start distance the top page allows (the touch starts 10 points from the edge).
        var maxStart: Double = .infinity
        var expected: PopGestureDecision
        /// How many times the delegate is asked: once where everything else allows the pop, else never.
        var asks: Int
        var testDescription: String { name }
    }

    static let delegateRows: [DelegateRow] = [
        DelegateRow(
            name: "nothing heard yet (a stack set without animation): refused as UIKit's own, not asked",
            animatesPop: false, expected: .refuse(.delegateAnimatesPop), asks: 0),
        DelegateRow(
            name: "a router's nil, its last answer nil too", animatesPop: false, lastAnswer: false,
            expected: .begin, asks: 1),
        DelegateRow(
            name: "an animator for this pop after an earlier nil", animatesPop: true, lastAnswer: false,
            expected: .refuse(.delegateAnimatesPop), asks: 1),
        DelegateRow(
            name: "the last answer an animator: refused, never asked out of turn", animatesPop: false, lastAnswer: true,
            expected: .refuse(.delegateAnimatesPop), asks: 0),
        DelegateRow(
            name: "an animator for pushes only (RTRootNavigationController): its last pop answered nil, asked",
            animatesPop: false, lastAnswer: true, lastPopAnswer: false, expected: .begin, asks: 1),
        DelegateRow(
            name: "an animator for pushes and pops: its last pop answered by one too, not asked",
            animatesPop: true, lastAnswer: true, lastPopAnswer: true, expected: .refuse(.delegateAnimatesPop), asks: 0),
        DelegateRow(
            name: "the delegate since replaced by one without the method: its old answer is not kept",
            animatesPop: false, implementsMethod: false, lastAnswer: true, expected: .begin, asks: 0),
        DelegateRow(
            name: "a refused swipe never asks (nil)", animatesPop: false, maxStart: 5,
            expected: .refuse(.tooFarFromLeadingEdge), asks: 0),
        DelegateRow(
            name: "a refused swipe never asks (animator)", animatesPop: true, maxStart: 5,
            expected: .refuse(.tooFarFromLeadingEdge), asks: 0),
    ]

    /// The pan asks the delegate about this very pop, last: its answer decides, not the method's
    /// presence (issue 29: a router's `nil` keeps the swipe).
    @Test(arguments: delegateRows)
    func panFollowsTheDelegatesAnswerForThisPop(_ row: DelegateRow) {
        var ui = RecordingNavigation()
        ui.gestureInput = PopGestureInput(
            stackCount: 2, isTransitioning: false, options: ResolvedSlidingBarOptions(popGestureMaxStartDistance: row.maxStart),
            startLocation: LayoutPoint(x: 10, y: 300), containerWidth: 393, layoutDirection: .leftToRight,
            velocity: LayoutPoint(x: 300, y: 0))
        ui.animatesPop = row.animatesPop
        ui.providesAnimator = row.implementsMethod
        let shell = NavigationShellCore()
        // Heard outside any navigation call, as the hook forwards an answer UIKit asked for.
        if let pop = row.lastPopAnswer { shell.delegateAnswered(custom: pop, isPop: true, in: &ui) }
        if let last = row.lastAnswer { shell.delegateAnswered(custom: last, isPop: false, in: &ui) }
        #expect(shell.popGestureDecision(in: &ui) == row.expected)
        #expect(ui.delegateAsks.count == row.asks)
    }

    @Test func swipeBackSetupFollowsTheRecognizers() {
        #expect(!SwipeBackRecognizers.installsLibraryPan(contentPopRecognizerExists: true, privateTargetFound: true))
        #expect(SwipeBackRecognizers.installsLibraryPan(contentPopRecognizerExists: false, privateTargetFound: true))
    }

    // MARK: Applying commands

    /// Screen contents are drawn only when there are some; everything else is the layer tree.
    @Test(arguments: [
        (CaptureMethod.screenContents, true, CaptureMethod.screenContents),
        (.screenContents, false, .layerTree),
        (.layerTree, true, .layerTree),
        (.layerTree, false, .layerTree),
        (.liveBackground, true, .liveBackground),
        (.liveBackground, false, .liveBackground),
    ])
    func drawingMethod(requested: CaptureMethod, contents: Bool, expected: CaptureMethod) {
        #expect(NavigationShellCore.drawingMethod(requested: requested, barHasScreenContents: contents) == expected)
    }

    /// A capture of a bar never committed is drawn from its layer tree, through the shell.
    @Test func captureOfABarWithoutScreenContents() {
        var ui = UI()
        ui.barHasScreenContents = false
        _ = Self.midPush(&ui)
        #expect(ui.writes.contains("capture(\(Self.a), layerTree)"))
        #expect(!ui.writes.contains { $0.hasSuffix("screenContents)") })
    }

    /// A clipping page view below the bar cannot show its bar image: nothing is attached, the
    /// real bar never leaves the front, the transition is UIKit's.
    @Test func aPageViewThatCannotShowItsImageIsLeftToUIKit() {
        var ui = UI()
        ui.placements[Self.a] = PagePlacement(
            frameInContainer: LayoutRect(x: 0, y: 103, width: 393, height: 749), clipsToBounds: true)
        _ = Self.midPush(&ui)
        #expect(ui.writes.contains("capture(\(Self.a), screenContents)"))
        #expect(!ui.writes.contains { $0.hasPrefix("attach(") || $0.hasPrefix("behind(true") })
    }

    /// A page's layout is forwarded only while a transition runs, and the engine hears a
    /// placement from the view's own geometry once.
    @Test func layoutReports() {
        var ui = UI()
        let shell = NavigationShellCore()
        ui.placements[Self.a] = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852))
        shell.pageDidLayout(Self.a, in: &ui)
        #expect(!ui.events.contains { if case .pageLaidOut = $0 { true } else { false } })
        _ = Self.midPush(&ui)
        ui.placements[Self.a] = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 20, width: 393, height: 832))
        let before = ui.events.count
        shell.pageGeometryChanged(Self.a, in: &ui)
        shell.pageGeometryChanged(Self.a, in: &ui)
        let reports = ui.events[before...].filter { if case .pageLaidOut = $0 { true } else { false } }
        #expect(reports.count <= 1)
    }

    /// At rest, changes of ours still applied (a lost command, a safe area still held) are undone; mid-transition they
    /// are meant.
    @Test func repairAtRest() {
        var ui = UI()
        let shell = NavigationShellCore()
        ui.holdsOurChanges = true
        shell.forward(.nextTurn, in: &ui)
        #expect(ui.writes == ["discard(all)", "concealed(false)", "backgroundConcealed(false)", "behind(false)"])

        var busy = UI()
        let running = Self.midPush(&busy)
        #expect(!running.engine.isAtRest)
        let writes = busy.writes.count
        busy.holdsOurChanges = true
        running.forward(.nextTurn, in: &busy)
        #expect(!busy.writes[writes...].contains("discard(all)"))
    }

    // MARK: The watchdog

    /// A push whose end never reaches the library (issue 29 item 4): the watchdog armed as the
    /// engine left rest, and again from the animation's start, ends it when its time comes; an
    /// older arming changes nothing, nor does one at rest.
    @Test func watchdogEndsAPushWhoseEndNeverCame() throws {
        var ui = UI()
        let shell = Self.midPush(&ui)
        #expect(!shell.engine.isAtRest)
        let first = try #require(ui.watchdogs.last)
        shell.forward(.animationWillStart, in: &ui)
        let current = try #require(ui.watchdogs.last)
        #expect(current != first)
        #expect(ui.watchdogDelays.allSatisfy { $0 == NavigationShellCore.watchdogDelay })
        let writes = ui.writes.count
        shell.watchdogFired(first, in: &ui)
        #expect(ui.writes.count == writes && !shell.engine.isAtRest)
        // UIKit's transition still runs (its coordinator exists): armed again, nothing ended.
        shell.watchdogFired(current, in: &ui)
        #expect(ui.writes.count == writes && !shell.engine.isAtRest)
        let rearmed = try #require(ui.watchdogs.last)
        #expect(rearmed != current)
        ui.coordinator = nil
        shell.watchdogFired(rearmed, in: &ui)
        #expect(shell.engine.isAtRest)
        #expect(ui.writes[writes...].contains("behind(false)"))
        #expect(ui.writes[writes...].contains { $0.hasPrefix("discard(") })
        let atRest = ui.writes.count
        ui.holdsOurChanges = false
        shell.watchdogFired(rearmed, in: &ui)
        #expect(ui.writes.count == atRest)
    }

    /// While a finger drives a swipe's pop the watchdog waits: the lift arms it again, and that
    /// arming ends the pop if its end never comes.
    @Test func watchdogWaitsForTheFinger() throws {
        var ui = UI()
        let shell = NavigationShellCore()
        ui.stack = [Self.a, Self.b]
        ui.bar = BarState(showsPage: Self.b, isHidden: false)
        ui.coordinator = TransitionCoordinatorFacts(isAnimated: true, from: Self.b, to: Self.a)
        shell.popGestureChanged(.didBegin, in: &ui)
        #expect(!shell.engine.isAtRest)
        ui.holdsOurChanges = true
        let whileDown = try #require(ui.watchdogs.last)
        shell.watchdogFired(whileDown, in: &ui)
        #expect(!shell.engine.isAtRest)
        shell.popGestureChanged(.ended, in: &ui)
        let afterLift = try #require(ui.watchdogs.last)
        #expect(afterLift != whileDown)
        ui.coordinator = nil  // UIKit's transition is over; its end never reached the library
        shell.watchdogFired(afterLift, in: &ui)
        #expect(shell.engine.isAtRest)
    }

    /// The shell's own `setBarHidden` is not reported back as the app's.
    @Test func ownVisibilityChangeIsNotTheApps() {
        var ui = UI()
        let shell = NavigationShellCore()
        shell.barVisibilityChanged(hidden: true, animated: false, in: &ui)
        #expect(ui.events == [.appSetBarHidden(true, animated: false)])
        #expect(!shell.isApplyingBarVisibility)
    }
}
