import QuartzCore
import SlidingNavigationBarUIKitProbe
import UIKit

/// The UIKit fact probe (`-probe-uikit-facts`): runs every `ProbeTrial` in order, each on a fresh
/// `ProbeNavigationController` made the window's root, with the library switched off (the app
/// delegate sets `SlidingNavigationBar.isEnabled = false` first), and records what UIKit alone
/// does as `ProbeRecord`s. When every trial has ended it publishes the `ProbeLog` JSON for the
/// UI test (`UIKitFactProbeUITests`) and shows `done`.
///
/// A trial begins once its starting stack is at rest in the window, reached as an app reaches
/// it: the root installed, then each page above pushed without animation once the one below has
/// appeared (what UIKit does meanwhile is not recorded). It ends once what it waits for has been
/// recorded and a short settling time has passed (so that later callbacks are recorded too), or
/// after 10 s (30 s for the trials a finger acts in).
@MainActor
final class UIKitFactProbe {
    /// The probe running now; kept alive here because nothing else holds it.
    static var current: UIKitFactProbe?

    /// A trial's time limit; the trials a finger acts in wait for the UI test to notice the hint
    /// and perform it too (a slow drag over three quarters of the width takes seconds).
    private static func timeout(for trial: ProbeTrial) -> TimeInterval {
        switch trial {
        case .swipeCancelled, .swipeToHiddenBar, .backButton, .barHiddenMidSwipe: 30
        // A finger, or the UI test's photographs (two per trial, each polled for up to 30 s).
        case .contentPopRequiresFailure, .swipeWithNilAnimator: 30
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar: 75
        default: 10
        }
    }
    private static let pollInterval: TimeInterval = 0.02

    let window: UIWindow
    let overlay: ProbeOverlay
    private var records: [ProbeRecord] = []
    private var nextTrialIndex = 0

    /// The trial being recorded; `nil` while a stack is being installed and between trials.
    var trial: ProbeTrial?
    var trialStart: CFTimeInterval = 0
    var navigation: ProbeNavigationController?
    var pages: [String: ProbePageViewController] = [:]
    /// The coordinator of this trial's transition has been given its blocks.
    private var coordinatorObserved = false
    /// The incoming page whose `viewWillAppear` gives the coordinator its blocks, when there was
    /// none right after the call (or no call: the swipes and the back button).
    var observeCoordinatorAt: String?
    private var alongsideRan = false
    /// Display frames since the alongside block's first run, and whether the bar-hidden-mid-swipe
    /// trial has hidden the bar.
    private var framesSinceAlongside = 0
    private var hiddenMidSwipe = false
    var completionRecorded = false
    private var barAnimationCompleted = false
    var appeared: Set<String> = []
    /// What the glass-era trials keep between their steps (`UIKitFactProbe+GlassEra.swift`).
    var glassEra = GlassEraState()
    /// What issue 32's trials keep between their steps (`UIKitFactProbe+Issue32.swift`).
    var issue32 = Issue32State()
    private var displayLink: CADisplayLink?
    private var displayLinkTarget: DisplayLinkTarget?

    /// Where the log is also written when every trial has ended (`-probe-log-path`), if anywhere.
    private let logPath: String?
    /// Where the UI test writes the photographs the capture trials ask for (`-probe-photo-dir`),
    /// if anywhere (a simulator app can read the Mac's disk; not so on a device).
    let photoDirectory: String?

    init(window: UIWindow, logPath: String? = nil, photoDirectory: String? = nil) {
        self.window = window
        self.logPath = logPath
        self.photoDirectory = photoDirectory
        self.overlay = ProbeOverlay(above: window)
    }

    /// Runs the trials from the first, a second after launch (once the system's launch
    /// animation is over, so that it overlaps no trial).
    func start() {
        overlay.show(status: "UIKit fact probe: starting", state: "running")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.runNextTrial() }
    }

    // MARK: Recording

    /// Records `event` for the trial running now, with the bar and the coordinator as they are
    /// at this moment; does nothing between trials.
    /// - Returns: the record's index, or `nil` when nothing was recorded.
    @discardableResult
    func record(_ event: ProbeEvent) -> Int? {
        guard let trial, let navigation else { return nil }
        let topItem = navigation.navigationBar.topItem
        let barTopItem = pages.values.first { $0.navigationItem === topItem }?.name
        records.append(
            ProbeRecord(
                trial: trial, event: event, time: CACurrentMediaTime() - trialStart, barTopItem: barTopItem,
                barHidden: navigation.isNavigationBarHidden, coordinatorPresent: navigation.transitionCoordinator != nil
            ))
        return records.count - 1
    }

    /// A page's `viewWillAppear`, after `super` and the page's own code: gives the coordinator
    /// its blocks there when it could not be given them right after the call.
    func incomingPageWillAppear(_ page: ProbePageViewController) {
        glassEraPageWillAppear(page)
        guard trial != nil, !coordinatorObserved, observeCoordinatorAt == page.name else { return }
        if let coordinator = navigation?.transitionCoordinator ?? page.transitionCoordinator {
            observe(coordinator)
        }
    }

    /// A page's `viewDidAppear`, after `super`.
    func pageDidAppear(_ page: ProbePageViewController) {
        appeared.insert(page.name)
        if trial == .statusBarHiddenInPush, page.name == "B" { recordStatusBar() }
        if trial == .barHiddenMidSwipe, page.name == "B" { recordSafeArea("B") }
        guard trial == .hiddenBarLayout, page.name == "B", let navigation, let superview = page.view.superview else { return }
        let frame = navigation.view.convert(page.view.frame, from: superview)
        let statusBarHeight = window.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
        record(.pageViewTop(page: page.name, y: Double(frame.minY), statusBarHeight: Double(statusBarHeight)))
    }

    /// Gives the coordinator the probe's alongside block, completion and interaction handler.
    func observe(_ coordinator: UIViewControllerTransitionCoordinator) {
        coordinatorObserved = true
        coordinator.animate(
            alongsideTransition: { [weak self] context in self?.alongside(context) },
            completion: { [weak self] context in
                guard let self else { return }
                self.record(.completion(cancelled: context.isCancelled))
                if self.trial == .statusBarHiddenInPush { self.recordStatusBar() }
                if self.trial == .barHiddenMidSwipe { self.recordSafeArea("B") }
                self.completionRecorded = true
                // The finger's part is over once the transition has completed.
                self.overlay.hideHint()
            }
        )
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.record(.interactionEnded(cancelled: context.isCancelled))
        }
    }

    /// The alongside block's first run: a view created here, added to the container and given a
    /// new frame. Whether that frame change animates is read once the block has returned (on the
    /// next turn of the main queue, well inside the transition) and written into the record
    /// made at the block's start, so that the record keeps its place in time.
    private func alongside(_ context: UIViewControllerTransitionCoordinatorContext) {
        guard !alongsideRan else { return }
        alongsideRan = true
        guard let index = record(.alongsideStarted(createdViewAnimates: false)) else { return }
        if trial == .statusBarHiddenInPush { recordStatusBar() }
        let created = UIView()
        created.isUserInteractionEnabled = false
        created.backgroundColor = .systemRed
        context.containerView.addSubview(created)
        created.frame = CGRect(x: 40, y: 120, width: 12, height: 12)
        let trialAtStart = trial
        DispatchQueue.main.async { [weak self] in
            let animates = !(created.layer.animationKeys() ?? []).isEmpty
            created.removeFromSuperview()
            guard let self, self.trial == trialAtStart, index < self.records.count else { return }
            self.records[index].event = .alongsideStarted(createdViewAnimates: animates)
        }
    }

    // MARK: Trials

    private func runNextTrial() {
        guard nextTrialIndex < ProbeTrial.allCases.count else {
            finish()
            return
        }
        let next = ProbeTrial.allCases[nextTrialIndex]
        nextTrialIndex += 1
        overlay.show(status: "UIKit fact probe: \(next.rawValue) (setting up)", state: "running")
        install(for: next)
        setUp(next, pushing: Array(Self.startingStack(for: next).dropFirst()))
    }

    /// Once the top of the stack has appeared and no transition runs, pushes the next of `rest`
    /// without animation, as an app would have reached that stack (so that every page below the
    /// top has loaded, appeared and disappeared once); once none is left, begins `trial`.
    private func setUp(_ trial: ProbeTrial, pushing rest: [String]) {
        let top = navigation?.topViewController as? ProbePageViewController
        let deadline = Date().addingTimeInterval(5)
        poll(until: { [weak self] in
            guard let self, let navigation = self.navigation, let top else { return true }
            return (self.appeared.contains(top.name) && navigation.transitionCoordinator == nil) || Date() > deadline
        }) { [weak self] in
            guard let self else { return }
            guard let name = rest.first else {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.begin(trial) }
                return
            }
            self.navigation?.pushViewController(self.page(name), animated: false)
            self.setUp(trial, pushing: Array(rest.dropFirst()))
        }
    }

    private static func startingStack(for trial: ProbeTrial) -> [String] {
        switch trial {
        case .pop, .swipeCancelled, .swipeToHiddenBar, .backButton, .barHiddenMidSwipe: ["A", "B"]
        case .popToRoot: ["A", "B", "C"]
        case .push, .nonAnimatedPush, .hiddenBarLayout, .barHiddenAtRest, .barHiddenInPush, .statusBarHiddenInPush: ["A"]
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar, .barOnlyOverflow, .barShownMidPush, .commitBeforePush,
            .pageSuperviewInPush, .searchPaletteInPush, .popDuringPush, .backDuringPush, .backTwice, .contentPopRequiresFailure,
            .swipeWithNilAnimator:
            glassEraStartingStack(for: trial)
        case .backVetoed, .backAction, .barIsHiddenWritten, .nextTurnAfterWillDisappear, .nextTurnAfterWillDisappearPop,
            .nextTurnAfterUnanimatedPop, .didMoveOrder, .didMoveOrderInstalled, .coveredNavigation, .coveredNavigationUnanimated,
            .coverDuringPush, .popDuringDismiss, .popDuringDismissUnanimated:
            issue32StartingStack(for: trial)
        }
    }

    /// A fresh navigation controller with page `A` as the window's root; the previous trial's
    /// controller and pages stop recording first.
    private func install(for trial: ProbeTrial) {
        stopDisplayLink()
        navigation?.probe = nil
        for page in pages.values { page.probe = nil }
        self.trial = nil
        coordinatorObserved = false
        observeCoordinatorAt = nil
        alongsideRan = false
        framesSinceAlongside = 0
        hiddenMidSwipe = false
        completionRecorded = false
        barAnimationCompleted = false
        appeared = []
        glassEra = GlassEraState()
        issue32 = Issue32State()

        pages = [:]
        for name in ["A", "B", "C"] {
            let page = ProbePageViewController(name: name)
            page.probe = self
            pages[name] = page
        }
        switch trial {
        // A hides the bar only when the swipe brings it back (`begin`), not when it first appears.
        case .barHiddenInPush: pages["B"]?.hidesBarInWillAppear = .animated
        case .hiddenBarLayout: pages["B"]?.edgesForExtendedLayout = []
        case .statusBarHiddenInPush: pages["B"]?.hidesStatusBar = true
        default: break
        }
        // Shown again at the trial's end.
        overlay.isHidden = trial == .statusBarHiddenInPush
        let navigation = ProbeNavigationController()
        navigation.probe = self
        // The root only: the rest of the starting stack is pushed once it has appeared (`setUp`).
        navigation.setViewControllers([page("A")], animated: false)
        if trial == .hiddenBarLayout {
            // The bar is hidden before B is pushed, not animated.
            navigation.setNavigationBarHidden(true, animated: false)
        }
        self.navigation = navigation
        installGlassEra(trial, navigation: navigation)
        installIssue32(trial, navigation: navigation)
        window.rootViewController = navigation
    }

    /// Starts recording `trial` and acts.
    private func begin(_ trial: ProbeTrial) {
        guard let navigation else { return }
        self.trial = trial
        trialStart = CACurrentMediaTime()
        // What appeared while the starting stack was set up is not this trial's.
        appeared = []
        if trial == .swipeToHiddenBar { pages["A"]?.hidesBarInWillAppear = .withCallbackAnimation }
        overlay.show(status: "UIKit fact probe: \(trial.rawValue)", state: "running")
        if let tick = tickAction(for: trial) {
            // Where A's content is before the bar is touched: without this sample, content that
            // moves at once (in the call's own commit) looks from the first frame as if it never
            // moved, and the trial could not tell "at once" from "did not move".
            if trial == .barHiddenAtRest || trial == .barHiddenInPush { tick() }
            startDisplayLink(tick)
        }
        switch trial {
        case .push, .barHiddenInPush:
            call(.push, incoming: "B") { navigation.pushViewController(self.page("B"), animated: true) }
        case .pop:
            call(.pop, incoming: "A") { navigation.popViewController(animated: true) }
        case .popToRoot:
            call(.popToRoot, incoming: "A") { navigation.popToRootViewController(animated: true) }
        case .nonAnimatedPush, .hiddenBarLayout:
            call(.push, incoming: "B") { navigation.pushViewController(self.page("B"), animated: false) }
        case .statusBarHiddenInPush:
            recordStatusBar()
            call(.push, incoming: "B") { navigation.pushViewController(self.page("B"), animated: true) }
            recordStatusBar()
        case .swipeCancelled:
            observeCoordinatorAt = "A"
            showSwipeHint(trial, toFraction: 0.25, instruction: "Swipe from the left edge to a quarter of the width, hold, lift")
        case .barHiddenMidSwipe:
            // The probe hides the bar a few frames into the swipe (`hideBarMidSwipeIfDue`).
            observeCoordinatorAt = "A"
            showSwipeHint(trial, toFraction: 0.25, instruction: "Swipe from the left edge to a quarter of the width, hold, lift")
        case .swipeToHiddenBar:
            observeCoordinatorAt = "A"
            showSwipeHint(trial, toFraction: 0.75, instruction: "Swipe from the left edge to three quarters of the width, hold, lift")
        case .backButton:
            observeCoordinatorAt = "A"
            overlay.showHint("\(trial.rawValue): tap the back button", value: "back trial=\(trial.rawValue)")
        case .barHiddenAtRest:
            CATransaction.begin()
            CATransaction.setCompletionBlock { [weak self] in
                guard let self else { return }
                self.record(.barAnimationCompleted)
                self.barAnimationCompleted = true
            }
            navigation.setNavigationBarHidden(true, animated: true)
            CATransaction.commit()
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar, .barOnlyOverflow, .barShownMidPush, .commitBeforePush,
            .pageSuperviewInPush, .searchPaletteInPush, .popDuringPush, .backDuringPush, .backTwice, .contentPopRequiresFailure,
            .swipeWithNilAnimator:
            beginGlassEra(trial, navigation: navigation)
        case .backVetoed, .backAction, .barIsHiddenWritten, .nextTurnAfterWillDisappear, .nextTurnAfterWillDisappearPop,
            .nextTurnAfterUnanimatedPop, .didMoveOrder, .didMoveOrderInstalled, .coveredNavigation, .coveredNavigationUnanimated,
            .coverDuringPush, .popDuringDismiss, .popDuringDismissUnanimated:
            beginIssue32(trial, navigation: navigation)
        }
        waitForEnd(of: trial)
    }

    func page(_ name: String) -> ProbePageViewController {
        pages[name] ?? ProbePageViewController(name: name)
    }

    /// Records the call around `perform`; gives the coordinator its blocks right after the call
    /// returns when there is one, otherwise in `incoming`'s `viewWillAppear`.
    func call(_ kind: ProbeCall, incoming: String, _ perform: () -> Void) {
        record(.callStarted(call: kind))
        perform()
        record(.callReturned(call: kind))
        if let coordinator = navigation?.transitionCoordinator {
            observe(coordinator)
        } else {
            observeCoordinatorAt = incoming
        }
    }

    /// A swipe from 2 pt inside the navigation controller's leading (left) edge to `fraction` of
    /// its width, at half its height, lifted at rest (`velocity=0`): UIKit cancels or finishes
    /// by where the finger lifts.
    private func showSwipeHint(_ trial: ProbeTrial, toFraction fraction: Double, instruction: String) {
        guard let view = navigation?.view else { return }
        let frame = view.convert(view.bounds, to: window)
        let x0 = Double(frame.minX) + 2
        let x1 = Double(frame.minX) + fraction * Double(frame.width)
        let y = Double(frame.midY)
        // `trial=` makes each hint's value its own (the UI test performs each value once).
        let value =
            "swipe x0=\(Int(x0.rounded())) x1=\(Int(x1.rounded())) y=\(Int(y.rounded())) velocity=0 trial=\(trial.rawValue)"
        overlay.showHint("\(trial.rawValue): \(instruction)", value: value)
    }

    /// Whether what `trial` waits for has been recorded, and how long to keep recording after.
    private func endCondition(for trial: ProbeTrial) -> (done: () -> Bool, settle: TimeInterval) {
        switch trial {
        case .push, .pop, .popToRoot, .swipeCancelled, .swipeToHiddenBar, .backButton, .barHiddenInPush, .statusBarHiddenInPush,
            .barHiddenMidSwipe:
            return ({ [weak self] in self?.completionRecorded ?? true }, 0.5)
        case .nonAnimatedPush:
            return (
                { [weak self] in
                    guard let self else { return true }
                    return self.appeared.contains("B") && (!self.coordinatorObserved || self.completionRecorded)
                }, 0.3
            )
        case .hiddenBarLayout:
            return ({ [weak self] in self?.appeared.contains("B") ?? true }, 0.3)
        case .barHiddenAtRest:
            // Samples for about 0.6 s (more than the bar's hide animation) once the transaction's
            // completion block has run; a completion still missing after 2 s is an answer ("it
            // does not run"), not a time-out, so the trial ends then without one.
            return (
                { [weak self] in
                    guard let self else { return true }
                    let elapsed = CACurrentMediaTime() - self.trialStart
                    return elapsed >= (self.barAnimationCompleted ? 0.6 : 2)
                }, 0
            )
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar, .barOnlyOverflow, .barShownMidPush, .commitBeforePush,
            .pageSuperviewInPush, .searchPaletteInPush, .popDuringPush, .backDuringPush, .backTwice, .contentPopRequiresFailure,
            .swipeWithNilAnimator:
            return glassEraEndCondition(for: trial)
        case .backVetoed, .backAction, .barIsHiddenWritten, .nextTurnAfterWillDisappear, .nextTurnAfterWillDisappearPop,
            .nextTurnAfterUnanimatedPop, .didMoveOrder, .didMoveOrderInstalled, .coveredNavigation, .coveredNavigationUnanimated,
            .coverDuringPush, .popDuringDismiss, .popDuringDismissUnanimated:
            return issue32EndCondition(for: trial)
        }
    }

    private func waitForEnd(of trial: ProbeTrial) {
        let (done, settle) = endCondition(for: trial)
        var doneAt: CFTimeInterval?
        var timedOut = false
        poll(until: { [weak self] in
            guard let self else { return true }
            let now = CACurrentMediaTime()
            if doneAt == nil, done() { doneAt = now }
            if let doneAt { return now - doneAt >= settle }
            timedOut = now - self.trialStart > Self.timeout(for: trial)
            return timedOut
        }) { [weak self] in
            self?.end(trial, timedOut: timedOut)
        }
    }

    private func end(_ trial: ProbeTrial, timedOut: Bool) {
        glassEraWillEnd(trial)
        if Self.issue32Trials.contains(trial) { issue32WillEnd(trial) }
        record(.trialEnded(timedOut: timedOut))
        stopDisplayLink()
        overlay.hideHint()
        overlay.isHidden = false
        self.trial = nil
        // Shown again, unrecorded, as the trial found it.
        if trial == .barHiddenMidSwipe { navigation?.setNavigationBarHidden(false, animated: false) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak self] in self?.runNextTrial() }
    }

    private func finish() {
        stopDisplayLink()
        navigation?.probe = nil
        for page in pages.values { page.probe = nil }
        let log = ProbeLog(systemVersion: UIDevice.current.systemVersion, device: Self.deviceName(), records: records)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        // Written before `done` is shown, so the UI test finds the file complete once it sees it.
        var written = ""
        if let logPath {
            do {
                try data.write(to: URL(fileURLWithPath: logPath), options: .atomic)
                written = ", written to \(logPath)"
            } catch {
                written = ", not written to \(logPath): \(error.localizedDescription)"
            }
        }
        overlay.publish(log: String(decoding: data, as: UTF8.self))
        let timedOut = records.filter { $0.event == .trialEnded(timedOut: true) }.count
        overlay.show(
            status: "UIKit fact probe: done, \(records.count) records, \(timedOut) trials timed out, \(data.count) bytes\(written)",
            state: "done")
    }

    /// The model identifier, e.g. "iPhone17,3", with " (simulator)" on a simulator.
    private static func deviceName() -> String {
        if let model = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
            return "\(model) (simulator)"
        }
        var info = utsname()
        uname(&info)
        return withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    // MARK: Display frames and samples

    /// What each display-link tick records during `trial`, or `nil` for no display link.
    private func tickAction(for trial: ProbeTrial) -> (() -> Void)? {
        switch trial {
        case .nonAnimatedPush:
            return { [weak self] in self?.record(.displayFrame) }
        case .statusBarHiddenInPush:
            return { [weak self] in
                self?.record(.displayFrame)
                self?.recordStatusBar()
            }
        case .barHiddenMidSwipe:
            // From the transition's start: B's safe area at every frame; the hide once due.
            return { [weak self] in
                guard let self, self.alongsideRan else { return }
                self.framesSinceAlongside += 1
                self.record(.displayFrame)
                self.recordSafeArea("B")
                self.hideBarMidSwipeIfDue()
            }
        case .push:
            // Where B's view's superview is on screen: whether it moves with the page.
            return { [weak self] in
                guard let self, let superview = self.pages["B"]?.viewIfLoaded?.superview,
                    let frame = Self.onScreenFrame(of: superview.layer)
                else { return }
                self.record(.superviewSample(page: "B", x: Double(frame.minX)))
            }
        case .barHiddenAtRest, .barHiddenInPush:
            // A's safe-area content while A is on screen; in the push, B's too (which of the two
            // pages UIKit moves when the bar hides during a push is part of the question).
            let sampled = trial == .barHiddenInPush ? ["A", "B"] : ["A"]
            return { [weak self] in
                guard let self else { return }
                for name in sampled {
                    guard let page = self.pages[name], page.viewIfLoaded?.window != nil,
                        let frame = Self.onScreenFrame(of: page.marker.layer)
                    else { continue }
                    self.record(.contentSample(page: name, y: Double(frame.minY)))
                }
            }
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar, .barOnlyOverflow, .barShownMidPush, .commitBeforePush,
            .pageSuperviewInPush, .searchPaletteInPush, .popDuringPush, .backDuringPush, .backTwice, .contentPopRequiresFailure,
            .swipeWithNilAnimator:
            return glassEraTick(for: trial)
        case .backVetoed, .backAction, .barIsHiddenWritten, .nextTurnAfterWillDisappear, .nextTurnAfterWillDisappearPop,
            .nextTurnAfterUnanimatedPop, .didMoveOrder, .didMoveOrderInstalled, .coveredNavigation, .coveredNavigationUnanimated,
            .coverDuringPush, .popDuringDismiss, .popDuringDismissUnanimated:
            return issue32Tick(for: trial)
        default:
            return nil
        }
    }

    /// The bar's top in the window, from its frame (the model layer: where UIKit has put it, not
    /// where an animation draws it), and whether the window scene reports the status bar hidden.
    func recordStatusBar() {
        guard let bar = navigation?.navigationBar else { return }
        let top = bar.convert(bar.bounds, to: nil).minY
        let hidden = window.windowScene?.statusBarManager?.isStatusBarHidden ?? false
        record(.statusBar(barTop: Double(top), hidden: hidden))
    }

    /// A page's `viewDidLayoutSubviews`, after `super`: `B`'s safe area in the bar-hidden-mid-swipe trial.
    func pageDidLayout(_ page: ProbePageViewController) {
        guard trial == .barHiddenMidSwipe, page.name == "B" else { return }
        recordSafeArea("B", inLayout: true)
    }

    /// `name`'s `view.safeAreaInsets.top` and the navigation controller's top view controller,
    /// while that page's view is in the window.
    func recordSafeArea(_ name: String, inLayout: Bool = false) {
        guard let view = pages[name]?.viewIfLoaded, view.window != nil else { return }
        let top = (navigation?.topViewController as? ProbePageViewController)?.name
        record(.safeArea(page: name, top: Double(view.safeAreaInsets.top), inLayout: inLayout, topPage: top))
    }

    /// The bar-hidden-mid-swipe trial's call: three frames after the alongside block's first run,
    /// while the swipe is interactive and `B` is no longer the top view controller,
    /// `setNavigationBarHidden(true, animated: false)`, with both pages' safe areas around it.
    private func hideBarMidSwipeIfDue() {
        guard !hiddenMidSwipe, framesSinceAlongside >= 3, let navigation, let b = pages["B"],
            navigation.transitionCoordinator?.isInteractive == true, navigation.topViewController !== b
        else { return }
        hiddenMidSwipe = true
        recordSafeArea("B")
        recordSafeArea("A")
        record(.callStarted(call: .hideBar))
        navigation.setNavigationBarHidden(true, animated: false)
        record(.callReturned(call: .hideBar))
        recordSafeArea("B")
        recordSafeArea("A")
    }

    /// `layer`'s frame on screen as drawn now: its presentation layer (the model layer before it
    /// was first drawn) converted up the presentation tree to the window's layer.
    static func onScreenFrame(of layer: CALayer) -> CGRect? {
        guard layer.superlayer != nil else { return nil }
        let drawn = layer.presentation() ?? layer
        return drawn.convert(drawn.bounds, to: nil)
    }

    private func startDisplayLink(_ tick: @escaping () -> Void) {
        stopDisplayLink()
        let target = DisplayLinkTarget(tick: tick)
        let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.tick(_:)))
        link.add(to: .main, forMode: .common)
        displayLinkTarget = target
        displayLink = link
    }

    private func stopDisplayLink() {
        displayLink?.invalidate()
        displayLink = nil
        displayLinkTarget = nil
    }

    // MARK: Plumbing

    /// Calls `next` once `done` holds, checking every 20 ms on the main actor.
    func poll(until done: @escaping @MainActor () -> Bool, then next: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            while !done() {
                try? await Task.sleep(nanoseconds: UInt64(Self.pollInterval * 1_000_000_000))
            }
            next()
        }
    }
}

/// The display link's target (a display link keeps its target alive; this one holds only the
/// closure, not the probe).
@MainActor
private final class DisplayLinkTarget: NSObject {
    private let onTick: () -> Void

    init(tick: @escaping () -> Void) {
        onTick = tick
    }

    @objc func tick(_ link: CADisplayLink) {
        onTick()
    }
}
