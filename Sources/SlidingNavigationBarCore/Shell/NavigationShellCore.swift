/// The shell of one navigation controller, without UIKit: what its hooks heard, turned into the
/// engine's events; the engine's commands, applied in order through a ``NavigationInterface``.
///
/// The UIKit target runs it inside every navigation controller it serves (`NavigationShell`,
/// which implements the interface over UIKit), and the lab runs the very same type inside its
/// model of UIKit (`NavigationModel`, which implements the interface over the model): one type,
/// two hosts. It keeps what the shell must remember between hooks — the nesting of navigation
/// calls, the announcement of a pop a recognizer drives or no hook heard, which layout reports
/// the engine has heard — and owns the one event loop (``EngineDriver``).
///
/// Every entry point takes the interface `inout`: the UIKit host is a reference, the lab's a value
/// that the call mutates in place.
///
/// ```swift
/// let shell = NavigationShellCore()
/// if shell.willNavigate(.push(page), animated: true, in: &uikit) {
///     // the original pushViewController runs here
///     shell.didNavigate(in: &uikit)
/// }
/// ```
package final class NavigationShellCore {
    /// The one event loop: the engine and the queue of events that arrive while commands apply.
    package let driver: EngineDriver
    /// Nesting of navigation calls: only the outermost is announced.
    private var nesting = NavigationNesting()
    /// The pop a recognizer drives, from its `.began` until the finger is gone.
    private var gesturePop = GesturePop.idle
    /// A swipe's start is being announced (`NavigationRequest.isInteractivePop`).
    private var isAnnouncingGesturePop = false
    /// A pop no hook heard is being announced late (`NavigationRequest.isAnnouncedLate`), and
    /// whether it cannot slide (`UnannouncedPop.Announcement.canSlide`).
    private var latePop: UnannouncedPop.Announcement?
    /// The pages our `viewWillAppear` hook heard appear (``UnannouncedPop``'s `appeared`): one
    /// number per page ever shown here (page numbers are never reused), kept for good.
    private var appeared: Set<PageID> = []
    /// The delegate's animator answer heard outside any announced call, until the transition it
    /// belongs to ends: a pop announced late is left to UIKit when it was a custom animator.
    private var unannouncedAnimatorAnswer: Bool?
    /// The delegate's last answer heard (``delegateAnswered(custom:isPop:in:)``, or to the pan's
    /// own question), for any navigation and for a pop: `true` an animator of its own, `false`
    /// `nil`; `nil` while none was heard. The pan asks only a delegate heard answering `nil` last,
    /// or last for a pop (``popGestureDecision(in:)``).
    private var delegateLastAnswer: (any: Bool?, pop: Bool?)
    /// Which reports of the pages' layout reach the engine; what it last heard of each page.
    private var layoutReports = PageLayoutReports()
    /// The shell is applying the engine's `setBarHidden`: the visibility setter's hook must not
    /// report that call as the app's.
    package private(set) var isApplyingBarVisibility = false
    /// How many pops were announced late so far (``announceUnannouncedPopIfNeeded(at:in:)``).
    package private(set) var lateAnnouncements = 0
    /// The current arming of the watchdog (``watchdogFired(_:in:)``): an older one is stale.
    private var watchdogArming: UInt = 0
    /// The watchdog is armed for the transition the engine is running.
    private var watchdogArmed = false
    /// The swipe of that transition was cancelled (its `interactionEnded`).
    private var watchdogSawCancel = false

    /// How long after a transition's animation starts (or its finger lifts) the watchdog looks
    /// whether its end has reached the library: UIKit's push, pop and a lifted swipe's rest are
    /// under half a second (0.35 s below iOS 26), so this is within about a second of when the
    /// transition should have ended, and past any end that is merely late by a frame or two.
    package static let watchdogDelay = 1.25

    /// Where the announcement of a pop a recognizer drives is.
    private enum GesturePop: Equatable {
        /// No pop recognizer is driving.
        case idle
        /// Announced before UIKit's target starts the pop; `didNavigate` comes after it when
        /// `entered` (the call was announced, or nested in one that was).
        case awaitingUIKit(entered: Bool)
        /// Announced (or found announced): nothing more until the finger is gone.
        case announced
    }

    /// Where a pop recognizer is, as the UIKit host's targets on the recognizers hear it.
    package enum PopGesturePhase: Sendable, Hashable {
        /// The full-screen pan's `.began`, before UIKit's target starts the pop.
        case willBegin
        /// `.began` of any pop recognizer, after UIKit's target has run.
        case didBegin
        /// `.ended`, `.cancelled` or `.failed`: the finger is gone.
        case ended
    }

    /// Creates the shell of a navigation controller, its engine at rest.
    package init(engine: TransitionEngine = TransitionEngine()) {
        driver = EngineDriver(engine: engine)
    }

    /// The engine, for reading (`isAtRest`, `attached`).
    package var engine: TransitionEngine { driver.engine }

    // MARK: - Rules of the shell

    /// Whether events reach the engine: the library is on, or a transition the engine started is
    /// still running (switched off mid-slide, it must still end cleanly).
    package func isForwarding(_ ui: some NavigationInterface) -> Bool {
        ui.isLibraryEnabled || !engine.isAtRest
    }

    /// How the bar is drawn for a capture: the engine's method, unless the bar has no screen
    /// contents yet (never committed, or in no window: `drawHierarchy` would give an empty
    /// image), then its layer tree. Not `afterScreenUpdates: true`: that commits half of UIKit's
    /// transition setup.
    package static func drawingMethod(requested: CaptureMethod, barHasScreenContents: Bool) -> CaptureMethod {
        // A live background draws nothing of the bar: screen contents do not matter to it.
        requested != .screenContents || barHasScreenContents ? requested : .layerTree
    }

    // MARK: - Navigation calls

    /// Before a hooked navigation method runs. Returns whether the caller must call
    /// ``didNavigate(in:)`` after the method returns.
    ///
    /// A pop while a recognizer's pop is announced is that same pop (UIKit's own calls as it
    /// starts it); a call inside another announced call is part of it (``NavigationNesting``).
    package func willNavigate(_ call: NavigationCall, animated: Bool, in ui: inout some NavigationInterface) -> Bool {
        if case .pop = call, isGesturePopAnnounced { return false }
        guard isForwarding(ui) else { return false }
        guard nesting.enter() else { return true }
        ui.checkAtTurnEnd(ofCall: nesting.outermostCall)
        ui.setUpPopGestureIfNeeded()
        let request = request(for: call, animated: animated, ui)
        // The outgoing page's look at rest is the one it has now, whatever the incoming page's
        // viewWillAppear then does to the shared bar.
        if let outgoing = request.stack.last { ui.keepBarLookAtCall(of: outgoing) }
        forward(.willNavigate(call, request), in: &ui)
        return true
    }

    /// After a hooked navigation method returned.
    package func didNavigate(in ui: inout some NavigationInterface) {
        guard nesting.leave() else { return }
        let coordinatorPresent = ui.coordinator != nil
        if coordinatorPresent { ui.observeTransition() }
        forward(.didNavigate(coordinatorPresent: coordinatorPresent), in: &ui)
    }

    /// The run-loop turn in which outermost call `call` began has ended
    /// (``NavigationInterface/checkAtTurnEnd(ofCall:)``): a call still open then never returned —
    /// UIKit raised and the app caught the exception. It is closed, and the engine hears what
    /// `NavigationNesting.closeAbandoned` says.
    package func turnEnded(ofCall call: UInt, in ui: inout some NavigationInterface) {
        let events = nesting.closeAbandoned(call, transitionRunning: ui.coordinator != nil, engineAtRest: engine.isAtRest)
        guard !events.isEmpty else { return }
        ui.log("a navigation call never returned (UIKit raised and the app caught it): closed")
        for event in events { forward(event, in: &ui) }
    }

    /// The bar delegate answered NO to a pop it had announced: nothing moves. Only what the tap
    /// staged at rest ends; a tap refused while UIKit runs another transition (iOS 26 keeps the
    /// back button enabled) leaves that one to end on its own.
    package func popRefused(in ui: inout some NavigationInterface) {
        if ui.coordinator == nil { forward(.transitionCompleted(cancelled: true), in: &ui) }
    }

    /// What the engine hears of a call: the stack before it, and the profiles of the page it
    /// leaves and the page it brings on top, with where each will sit (inherited large titles).
    private func request(for call: NavigationCall, animated: Bool, _ ui: some NavigationInterface) -> NavigationRequest {
        // A pop announced after UIKit started it may find the popped page already out of the
        // stack: it is put back from the coordinator's "from" page (a late pop says so itself).
        var stack = latePop?.stack ?? ui.stack
        if case .pop = call, let from = ui.coordinator?.from, !stack.contains(from) {
            stack.append(from)
        }
        let after = LargeTitleInheritance.stack(after: call, from: stack)
        var profiles: [PageID: PageProfile] = [:]
        if let intent = NavigationIntent.resolve(call, stack: stack) {
            for page in [intent.from, intent.to] { profiles[page] = ui.profile(of: page, in: after, else: stack) }
        }
        return NavigationRequest(
            stack: stack, profiles: profiles, animated: animated,
            delegateProvidesAnimator: ui.delegateProvidesAnimator(),
            // Whole bars may slide: the library is on, the system's pop target was not found
            // missing, and the bar's hierarchy is recognised (probed last: it walks the bar's views
            // and may log).
            isSlidingAvailable: latePop?.canSlide != false && ui.isLibraryEnabled && !ui.popTargetMissing && ui.isBarRecognized(),
            isInteractivePop: isAnnouncingGesturePop, isAnnouncedLate: latePop != nil)
    }

    /// The delegate answered the animator method. Forwarded only inside a navigation call the
    /// shell announced: an answer outside one belongs to no transition the engine knows (it is
    /// kept for a pop announced late).
    package func delegateAnswered(custom: Bool, isPop: Bool, in ui: inout some NavigationInterface) {
        delegateLastAnswer = (custom, isPop ? custom : delegateLastAnswer.pop)
        guard nesting.depth > 0, isForwarding(ui) else {
            ui.log("delegate answered an animator (custom: \(custom)) outside a navigation call")
            unannouncedAnimatorAnswer = custom
            return
        }
        forward(.delegateAnsweredAnimator(custom: custom), in: &ui)
    }

    // MARK: - Pop gesture

    /// Whether a pop recognizer's pop has been announced and its finger is still down.
    package var isGesturePopAnnounced: Bool { gesturePop != .idle }

    /// Whether the full-screen pan may begin: `PopGesturePolicy.decide` on the facts the host
    /// reads now (the app's switches included, read at every swipe). Whether the navigation
    /// delegate animates this pop itself (``NavigationInterface/delegateAnimatesPop()``) is asked
    /// last, only of a swipe that is otherwise a pop.
    ///
    /// Asked, because a delegate answers per pair of pages (a router's one custom transition):
    /// the method's mere presence refused every router's swipe. The question is the one UIKit
    /// asks a moment later, as our pan starts the pop, and only of a delegate whose last answer
    /// heard was `nil`, or whose last answer for a pop was (RTRootNavigationController animates
    /// its pushes only): a transition library that animates every transition may keep state when
    /// asked (Hero marks a transition as begun and answers `nil` until it runs). Where no answer
    /// was heard yet (a stack set without animation), or the last was an animator of its own for
    /// a pop as for the last navigation, the swipe is refused, as UIKit's own is, until the
    /// delegate answers `nil` to a navigation.
    /// A delegate without the method (or none) is neither asked nor remembered.
    package func popGestureDecision(in ui: inout some NavigationInterface) -> PopGestureDecision {
        guard var input = ui.popGestureInput(for: .libraryPan) else { return .refuse(.invalidInput) }
        var decision = PopGesturePolicy.decide(input)
        if decision == .begin, ui.delegateProvidesAnimator() {
            // Nothing heard yet (a stack set without animation): UIKit's own rule, no swipe.
            let asks = delegateLastAnswer.any == false || delegateLastAnswer.pop == false
            let animates = asks ? ui.delegateAnimatesPop() : true
            if asks { delegateLastAnswer = (animates, animates) }
            if animates {
                input.app.delegateAnimatesPop = true
                decision = PopGesturePolicy.decide(input)
            }
        }
        return decision
    }

    /// Whether one of our swipe-back recognizers begins for the touch the host reads now
    /// (`gestureRecognizerShouldBegin(_:)`): our pan on ``popGestureDecision(in:)``, the page's
    /// refusal on ``SwipeBackRecognizers/begins(_:_:)``. UIKit's recognizers are not ours to decide.
    ///
    /// ```swift
    /// shell.swipeRecognizerBegins(.pageRefusal, in: &ui) // true on a page that refuses the swipe
    /// ```
    package func swipeRecognizerBegins(_ role: SwipeBackRecognizers.Role, in ui: inout some NavigationInterface) -> Bool {
        switch role {
        case .libraryPan:
            return popGestureDecision(in: &ui) == .begin
        case .pageRefusal:
            guard let input = ui.popGestureInput(for: role) else { return false }
            return SwipeBackRecognizers.begins(role, input)
        case .uikitEdge, .uikitContent, .scrollView, .other:
            return false
        }
    }

    /// Announces a pop at the `.began` of whichever recognizer drives it, once. The bar delegate's
    /// `navigationBar(_:shouldPop:)` is not relied on: it is reportedly not called for a swipe
    /// to a page that hides the bar.
    package func popGestureChanged(_ phase: PopGesturePhase, in ui: inout some NavigationInterface) {
        switch phase {
        case .willBegin:
            // Our pan, before UIKit's target starts the pop: announced like a `popViewController`.
            guard case .idle = gesturePop else { return }
            let entered = announceGesturePop(in: &ui)
            gesturePop = .awaitingUIKit(entered: entered)
        case .didBegin:
            switch gesturePop {
            case .awaitingUIKit(let entered):
                gesturePop = .announced
                if entered { didNavigate(in: &ui) }
            case .announced:
                break
            case .idle:
                // A system recognizer: its target ran before ours. Announced only if no hook
                // announced the pop while UIKit started it. Without the navigation controller's
                // coordinator the pop's pages cannot be read (UIKit may already have taken the
                // leaving page out of the stack, and the stack alone would name the pop below
                // it): the first appearance callback announces it late, as a pop no hook heard.
                guard ui.coordinator != nil else { return }
                if engine.isAtRest, announceGesturePop(in: &ui) { didNavigate(in: &ui) }
                gesturePop = .announced
            }
        case .ended:
            // UIKit's target never saw `.began` (it failed at once): the navigation call ends.
            if case .awaitingUIKit(true) = gesturePop { didNavigate(in: &ui) }
            gesturePop = .idle
            // The transition ends on its own from here: the watchdog counts from the lift.
            if !engine.isAtRest { armWatchdog(in: &ui) }
        }
    }

    private func announceGesturePop(in ui: inout some NavigationInterface) -> Bool {
        isAnnouncingGesturePop = true
        defer { isAnnouncingGesturePop = false }
        return willNavigate(.pop, animated: true, in: &ui)
    }

    // MARK: - Pages

    /// A page's `viewWillAppear`.
    package func viewWillAppear(_ page: PageID, in ui: inout some NavigationInterface) {
        // The first page appearing is the earliest moment the navigation controller's own
        // `viewDidLoad`, a subclass's code after `super` included, has run.
        ui.setUpPopGestureIfNeeded()
        // A transition the engine runs ends from the coordinator's completion, whatever the
        // pages' callbacks do; a coordinator of a transition it does not run is not its business.
        if !engine.isAtRest, ui.coordinator != nil { ui.observeTransition() }
        announceUnannouncedPopIfNeeded(at: .willAppear(page), in: &ui)
        appeared.insert(page)
        let stack = ui.stack
        forward(
            .viewWillAppear(
                page, coordinatorPresent: ui.coordinator != nil, profile: ui.profile(of: page, in: stack, else: stack)),
            in: &ui)
    }

    /// A page's `viewDidAppear`: the transition an animator answer heard outside a call belonged
    /// to is over.
    package func viewDidAppear(_ page: PageID, in ui: inout some NavigationInterface) {
        unannouncedAnimatorAnswer = nil
        forward(.viewDidAppear(page), in: &ui)
    }

    /// A page's `viewWillDisappear`, with its `isMovingFromParent` read there.
    package func viewWillDisappear(_ page: PageID, isMovingFromParent: Bool, in ui: inout some NavigationInterface) {
        announceUnannouncedPopIfNeeded(at: .willDisappear(page, isMovingFromParent: isMovingFromParent), in: &ui)
        forward(.viewWillDisappear(page), in: &ui)
    }

    /// A page's `viewDidDisappear`.
    package func viewDidDisappear(_ page: PageID, in ui: inout some NavigationInterface) {
        forward(.viewDidDisappear(page), in: &ui)
    }

    /// At a page's `viewWillDisappear` or `viewWillAppear`, before it is forwarded: whether this is
    /// the first callback of a pop none of the hooks announced is `UnannouncedPop`'s; if so it is
    /// announced now, late, and its call ended, as a hook would.
    private func announceUnannouncedPopIfNeeded(at callback: UnannouncedPop.Callback, in ui: inout some NavigationInterface) {
        guard
            let late = UnannouncedPop.announcement(
                at: callback, engineAtRest: engine.isAtRest, coordinator: ui.coordinator, stack: ui.stack,
                delegateAnsweredCustomAnimator: unannouncedAnimatorAnswer == true,
                barVisibilityChangedUnseen: ui.barHiddenOnScreen != ui.barState().isHidden, appeared: appeared.contains)
        else { return }
        ui.log("\(late.call) heard by no hook: announced late")
        lateAnnouncements += 1
        latePop = late
        // Announced only for an animated coordinator: UIKit's own back-button animation.
        let entered = willNavigate(late.call, animated: true, in: &ui)
        latePop = nil
        if entered { didNavigate(in: &ui) }
    }

    /// A page's `viewDidLayoutSubviews` reached the hook: forwarded as `pageLaidOut` while a
    /// transition runs (at rest no snapshot is attached).
    package func pageDidLayout(_ page: PageID, in ui: inout some NavigationInterface) {
        reportLayout(of: page, from: .controllerLayout, in: &ui)
    }

    /// A watched page view changed its geometry (``NavigationInterface/watchGeometry(of:)``),
    /// whatever its view controller overrides: forwarded when the engine has not heard that
    /// placement yet (`PageLayoutReports`).
    package func pageGeometryChanged(_ page: PageID, in ui: inout some NavigationInterface) {
        guard isForwarding(ui) else { return }
        reportLayout(of: page, from: .viewGeometry, in: &ui)
    }

    private func reportLayout(of page: PageID, from source: PageLayoutReports.Source, in ui: inout some NavigationInterface) {
        // A placement only moves an attached snapshot, and at rest none is: measuring every
        // layout pass of every page there would cost for nothing.
        guard !engine.isAtRest, let placement = ui.placement(of: page),
            layoutReports.forwards(placement, of: page, from: source)
        else { return }
        forward(.pageLaidOut(page, placement), in: &ui)
    }

    /// A page's options were set: forwarded as they now resolve.
    package func pageOptionsChanged(_ page: PageID, in ui: inout some NavigationInterface) {
        let stack = ui.stack
        forward(.pageOptionsChanged(page, ui.profile(of: page, in: stack, else: stack)), in: &ui)
    }

    /// The outermost call of a bar visibility setter returned: the app's own call, unless the
    /// shell made it while applying the engine's `setBarHidden`.
    package func barVisibilityChanged(hidden: Bool, animated: Bool, in ui: inout some NavigationInterface) {
        guard !isApplyingBarVisibility else { return }
        forward(.appSetBarHidden(hidden, animated: animated), in: &ui)
    }

    // MARK: - The event loop

    /// Forwards one event with the bar's state now, then applies what the engine answers (or,
    /// while a command is being applied, queues it behind the rest of that output). Then the
    /// repair at rest and the pages watched for geometry.
    package func forward(_ kind: TransitionEventKind, in ui: inout some NavigationInterface) {
        if case .animationWillStart = kind, !engine.isAtRest, let top = ui.stack.last {
            // The decision's facts are complete: every viewWillAppear has run, and the app may
            // have styled the shared bar in the incoming page's (on top since the call), after
            // super, where no hook of ours hears it. Its look is read once more.
            let stack = ui.stack
            forward(.pageBarChanged(top, ui.profile(of: top, in: stack, else: stack)), in: &ui)
        }
        var host = Host(shell: self, ui: consume ui)
        driver.send(kind, to: &host)
        ui = host.ui
        watch(after: kind, in: &ui)
        repairIfAtRest(&ui)
        let atRest = engine.isAtRest
        if atRest { layoutReports.forgetAll() }
        // Watched for `viewGeometry`: the pages the engine holds a snapshot attached to, the only
        // ones a layout can move a snapshot of; none at rest.
        ui.watchGeometry(of: atRest ? [] : engine.attached)
    }

    // MARK: - The watchdog

    /// Arms the watchdog when the engine leaves rest, and again from the animation's start and
    /// from a swipe's lift (a transition may start late: UIKit defers it, a page's `viewDidLoad`
    /// is slow); disarms it at rest.
    private func watch(after kind: TransitionEventKind, in ui: inout some NavigationInterface) {
        guard !engine.isAtRest else {
            watchdogArmed = false
            return
        }
        switch kind {
        case .animationWillStart: armWatchdog(in: &ui)
        case .interactionEnded(let cancelled):
            watchdogSawCancel = cancelled
            armWatchdog(in: &ui)
        default:
            if !watchdogArmed {
                watchdogSawCancel = false
                armWatchdog(in: &ui)
            }
        }
    }

    private func armWatchdog(in ui: inout some NavigationInterface) {
        watchdogArming &+= 1
        watchdogArmed = true
        ui.requestWatchdog(after: Self.watchdogDelay, arming: watchdogArming)
    }

    /// The watchdog's time came (``NavigationInterface/requestWatchdog(after:arming:)``). If the
    /// transition it was armed for has not reached rest, no finger drives it and something of
    /// ours is still on screen, its end never reached the library (the navigation controller
    /// covered or removed mid-transition, a lost callback): the end is delivered as UIKit would
    /// have (the coordinator's completion; should the engine wait on, what an environment change
    /// does, then the completion once more), so the engine takes the page on top's visibility
    /// and restores the bar. Whatever it still holds then is taken off the screen here.
    package func watchdogFired(_ arming: UInt, in ui: inout some NavigationInterface) {
        guard arming == watchdogArming, !engine.isAtRest, !isGesturePopAnnounced else { return }
        // UIKit's transition still runs (a stalled main thread, an app suspended mid-push): not lost.
        guard ui.coordinator == nil else { return armWatchdog(in: &ui) }
        // A transition left to UIKit shows nothing of ours: it may run longer (the app's animator).
        guard ui.holdsOurChanges else { return armWatchdog(in: &ui) }
        ui.log("watchdog: the transition's end never reached the library; ended here")
        let end = TransitionEventKind.transitionCompleted(cancelled: watchdogSawCancel)
        for kind in [end, .environmentChanged, end] where !engine.isAtRest { forward(kind, in: &ui) }
        guard ui.holdsOurChanges else { return }
        ui.log("watchdog: the engine did not come to rest; the bar is restored anyway")
        Self.undoOurChanges(&ui)
    }

    /// At rest the screen must be what UIKit alone shows: no snapshot, the bar in front and not
    /// concealed. The engine commands exactly that at every end; if a command was ever lost (a
    /// freed page, a view gone from the hierarchy), it is undone here rather than left for the
    /// next navigation (a concealed bar's buttons still take taps). Never mid-pass: the driver
    /// may still be applying the output that ends the transition.
    private func repairIfAtRest(_ ui: inout some NavigationInterface) {
        guard engine.isAtRest, !driver.isApplying, ui.holdsOurChanges else { return }
        ui.log("at rest with our changes still applied; undone")
        Self.undoOurChanges(&ui)
    }

    /// What UIKit alone shows: no snapshot, the bar neither concealed nor behind the pages.
    private static func undoOurChanges(_ ui: inout some NavigationInterface) {
        ui.discard(nil)
        ui.setBarConcealed(false)
        ui.setBarBackgroundConcealed(false)
        ui.setBarBehind(false)
    }

    /// Applies one command through the interface; returns the event that answers it at once.
    private func apply(_ command: TransitionCommand, in ui: inout some NavigationInterface) -> TransitionEventKind? {
        switch command {
        case .capture(let page, let method):
            let drawing = Self.drawingMethod(requested: method, barHasScreenContents: ui.barHasScreenContents)
            let result = ui.capture(page, method: drawing)
            switch result {
            case .image(_, let placement): layoutReports.engineHeard(placement, of: page)
            case .failed(let reason): ui.log("capture of \(page) failed: \(reason)")
            case .noBar: break
            }
            // The driver handles the answer after the rest of this output is applied.
            return .captureFinished(page, result)
        case .attach(let page, let frame):
            ui.attach(page, frame: frame)
        case .discard(let page):
            ui.discard(page)
        case .sendBarBehind:
            ui.setBarBehind(true)
        case .bringBarToFront:
            ui.setBarBehind(false)
        case .setBarHidden(let hidden, let animated):
            isApplyingBarVisibility = true
            ui.setBarHidden(hidden, animated: animated)
            isApplyingBarVisibility = false
        case .setBarConcealed(let concealed):
            ui.setBarConcealed(concealed)
        case .setBarBackgroundConcealed(let concealed):
            ui.setBarBackgroundConcealed(concealed)
        case .waitForNextTurn:
            ui.requestNextTurn()
        case .waitForTurnEnd:
            ui.requestTurnEnd()
        case .observeTransition:
            // The engine asks only after an event that saw a coordinator; the appearance
            // callbacks still end the transition for it if this one has already gone.
            if ui.coordinator == nil { ui.log("observeTransition: no transition coordinator") }
            ui.observeTransition()
        }
        return nil
    }

    /// The interface as the driver's host, for one `send`.
    private struct Host<UI: NavigationInterface>: EngineHost {
        let shell: NavigationShellCore
        var ui: UI

        func barState() -> BarState { ui.barState() }

        mutating func apply(_ command: TransitionCommand) -> TransitionEventKind? { shell.apply(command, in: &ui) }

        mutating func trace(_ step: EngineDriver.Step) { ui.trace(step) }
    }
}
