import SlidingNavigationBarUIKitProbe

/// The records of one trial, written as a probe would append them.
struct TrialScript {
    let trial: ProbeTrial
    var records: [ProbeRecord] = []
    var bar: String?
    var hidden = false
    var coordinator = false

    init(_ trial: ProbeTrial, bar: String?) {
        self.trial = trial
        self.bar = bar
    }

    mutating func add(_ event: ProbeEvent) {
        records.append(
            ProbeRecord(
                trial: trial, event: event, time: Double(records.count) / 100, barTopItem: bar, barHidden: hidden,
                coordinatorPresent: coordinator))
    }

    mutating func appear(_ page: String, _ callback: ProbeCallback) { add(.appearance(page: page, callback: callback)) }

    mutating func frames(_ count: Int = 2) { for _ in 0..<count { add(.displayFrame) } }
}

/// A hand-written UIKit: the records each trial would give if UIKit behaved as `behaviour` says,
/// one value per question (the values of `UIKitFactQuestion.answers`, plus a few no lab value
/// describes, for the not-modelled cases). Synthetic: nothing here was recorded on a device.
struct SyntheticUIKit {
    var behaviour: [UIKitFactQuestion: String] = [
        .barSwitch: "at-will-appear", .didOrder: "outgoing-first", .completionOrder: "after-did", .coordinator: "after-call",
        .alongsideAnimates: "yes", .cancelCallbacks: "full", .cancelBarRevert: "at-will-appear", .hiddenSwipeShouldPop: "no",
        .backButton: "both", .intermediates: "none", .nonAnimatedFrame: "none", .hiddenBarView: "below-status-bar",
        .barLayout: "at-once", .barAnimationCompletionRuns: "yes", .pageSuperviewMoves: "moves-with-page",
        .statusBarUpdate: "at-end", .nonTopSafeArea: "at-its-next-layout",
    ]
    /// The pop's bar switch when it differs from the push's.
    var popBarSwitch: String?
    /// The incoming page's `viewWillAppear` comes before the outgoing page's `viewWillDisappear`.
    var incomingWillAppearFirst = false
    /// The non-animated push records `viewIsAppearing` (iOS 16 and later).
    var recordsIsAppearing = true
    /// The page that stays after a cancelled swipe gets `viewIsAppearing` too.
    var cancelSendsIsAppearing = false
    var statusBarHeight = 59.0
    /// The capture trials got no photographs (as on a device).
    var photographsMissing = false
    var trials: [ProbeTrial] = ProbeTrial.allCases

    init(_ overrides: [UIKitFactQuestion: String] = [:]) {
        behaviour.merge(Self.glassEraDefaults) { $1 }
        behaviour.merge(Self.issue32Defaults) { $1 }
        behaviour.merge(overrides) { $1 }
    }

    subscript(_ question: UIKitFactQuestion) -> String { behaviour[question] ?? "" }

    var log: ProbeLog {
        ProbeLog(systemVersion: "synthetic", device: "hand-written test log", records: trials.flatMap(records))
    }

    func records(_ trial: ProbeTrial) -> [ProbeRecord] {
        var script: TrialScript
        switch trial {
        case .push: script = transition(.push, call: .push, from: "A", to: "B", barSwitch: self[.barSwitch])
        case .pop: script = transition(.pop, call: .pop, from: "B", to: "A", barSwitch: popBarSwitch ?? self[.barSwitch])
        case .swipeCancelled: script = swipeCancelled()
        case .swipeToHiddenBar: script = swipeToHiddenBar()
        case .backButton: script = backButton()
        case .popToRoot: script = popToRoot()
        case .nonAnimatedPush: script = nonAnimatedPush()
        case .hiddenBarLayout: script = hiddenBarLayout()
        case .barHiddenAtRest: script = barHidden(.barHiddenAtRest, glides: ["glides", "glides-outside-transitions"])
        case .barHiddenInPush: script = barHidden(.barHiddenInPush, glides: ["glides", "inside-only"])
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar, .barOnlyOverflow, .barShownMidPush, .commitBeforePush,
            .pageSuperviewInPush, .searchPaletteInPush, .popDuringPush, .backDuringPush, .backTwice, .contentPopRequiresFailure,
            .swipeWithNilAnimator:
            script = glassEraScript(trial) ?? TrialScript(trial, bar: nil)
        case .statusBarHiddenInPush: script = statusBarHiddenInPush()
        case .barHiddenMidSwipe: script = barHiddenMidSwipe()
        case .backVetoed, .backAction, .barIsHiddenWritten, .nextTurnAfterWillDisappear, .nextTurnAfterWillDisappearPop,
            .nextTurnAfterUnanimatedPop, .didMoveOrder, .didMoveOrderInstalled, .coveredNavigation, .coveredNavigationUnanimated,
            .coverDuringPush, .popDuringDismiss, .popDuringDismissUnanimated:
            script = issue32Script(trial) ?? TrialScript(trial, bar: nil)
        }
        script.add(.trialEnded(timedOut: false))
        return script.records
    }

    func transition(_ trial: ProbeTrial, call: ProbeCall, from: String, to: String, barSwitch: String) -> TrialScript {
        var t = TrialScript(trial, bar: from)
        t.add(.callStarted(call: call))
        if barSwitch == "at-call" { t.bar = to }
        t.coordinator = self[.coordinator] == "after-call"
        t.add(.callReturned(call: call))
        if !incomingWillAppearFirst { t.appear(from, .willDisappear) }
        if barSwitch == "at-will-appear" { t.bar = to }
        t.coordinator = self[.coordinator] != "never"
        t.appear(to, .willAppear)
        if incomingWillAppearFirst { t.appear(from, .willDisappear) }
        t.appear(to, .isAppearing)
        if barSwitch == "at-animation-start" { t.bar = to }
        t.coordinator = true
        t.add(.alongsideStarted(createdViewAnimates: self[.alongsideAnimates] == "yes"))
        for step in 0...4 {
            t.add(.displayFrame)
            let x = self[.pageSuperviewMoves] == "moves-with-page" ? 390 * Double(4 - step) / 4 : 0
            t.add(.superviewSample(page: to, x: x))
        }
        if barSwitch == "at-did-appear" { t.bar = to }
        let completion = ProbeEvent.completion(cancelled: false)
        var did: [ProbeEvent] = [.appearance(page: from, callback: .didDisappear), .appearance(page: to, callback: .didAppear)]
        if self[.didOrder] == "incoming-first" { did.reverse() }
        switch self[.completionOrder] {
        case "before-did": did.insert(completion, at: 0)
        case "between": did.insert(completion, at: 1)
        default: did.append(completion)
        }
        for event in did { t.add(event) }
        return t
    }

    /// `B` → `A` by the edge swipe, released early.
    func swipeCancelled() -> TrialScript {
        var t = TrialScript(.swipeCancelled, bar: "B")
        t.coordinator = true
        t.appear("B", .willDisappear)
        t.bar = "A"
        t.appear("A", .willAppear)
        t.appear("A", .isAppearing)
        t.add(.alongsideStarted(createdViewAnimates: true))
        t.frames(3)
        let revert = self[.cancelBarRevert]
        if revert == "at-interaction-end" { t.bar = "B" }
        t.add(.interactionEnded(cancelled: true))
        let callbacks = self[.cancelCallbacks]
        if callbacks == "at-end" {
            // Every re-send once the reverse animation is over (decompiled iOS 26.1).
            t.frames(2)
            t.appear("A", .willDisappear)
            t.appear("A", .didDisappear)
            if revert == "at-will-appear" { t.bar = "B" }
            t.appear("B", .willAppear)
            if cancelSendsIsAppearing { t.appear("B", .isAppearing) }
        } else {
            if callbacks == "full" || callbacks == "will-only" { t.appear("A", .willDisappear) }
            if revert == "at-will-appear" { t.bar = "B" }
            if callbacks != "no-will-appear" { t.appear("B", .willAppear) }
            if cancelSendsIsAppearing { t.appear("B", .isAppearing) }
            t.frames(2)
            if callbacks == "full" { t.appear("A", .didDisappear) }
        }
        t.appear("B", .didAppear)
        if revert == "at-completion" { t.bar = "B" }
        t.add(.completion(cancelled: true))
        if revert == "later" { t.bar = "B" }
        t.coordinator = false
        t.frames(1)
        return t
    }

    /// `B` → `A` by the edge swipe, completed; `A` hides the bar.
    func swipeToHiddenBar() -> TrialScript {
        var t = TrialScript(.swipeToHiddenBar, bar: "B")
        if self[.hiddenSwipeShouldPop] == "yes" { t.add(.shouldPop) }
        t.coordinator = true
        t.appear("B", .willDisappear)
        t.bar = "A"
        t.hidden = true
        t.appear("A", .willAppear)
        t.frames(3)
        t.add(.interactionEnded(cancelled: false))
        t.appear("B", .didDisappear)
        t.appear("A", .didAppear)
        t.add(.completion(cancelled: false))
        return t
    }

    func backButton() -> TrialScript {
        var t = TrialScript(.backButton, bar: "B")
        let path = self[.backButton]
        if path == "both" || path == "bar-delegate-only" { t.add(.shouldPop) }
        if path == "both" || path == "public-pop" { t.add(.publicPop) }
        t.coordinator = true
        t.appear("B", .willDisappear)
        t.bar = "A"
        t.appear("A", .willAppear)
        t.frames(3)
        t.appear("B", .didDisappear)
        t.appear("A", .didAppear)
        return t
    }

    /// `A B C` → `A`.
    func popToRoot() -> TrialScript {
        var t = TrialScript(.popToRoot, bar: "C")
        t.add(.callStarted(call: .popToRoot))
        t.coordinator = true
        t.add(.callReturned(call: .popToRoot))
        let middle = self[.intermediates]
        t.appear("C", .willDisappear)
        if middle == "disappear" { t.appear("B", .willDisappear) }
        if middle == "appear" { t.appear("B", .willAppear) }
        t.bar = "A"
        t.appear("A", .willAppear)
        t.frames(3)
        t.appear("C", .didDisappear)
        if middle == "disappear" { t.appear("B", .didDisappear) }
        t.appear("A", .didAppear)
        return t
    }

    func nonAnimatedPush() -> TrialScript {
        var t = TrialScript(.nonAnimatedPush, bar: "A")
        let frames = self[.nonAnimatedFrame] != "no-frames"
        if frames { t.frames(2) }
        t.add(.callStarted(call: .push))
        t.bar = "B"
        t.appear("A", .willDisappear)
        t.appear("B", .willAppear)
        if recordsIsAppearing { t.appear("B", .isAppearing) }
        if self[.nonAnimatedFrame] == "before-did" { t.frames(1) }
        t.appear("A", .didDisappear)
        t.appear("B", .didAppear)
        t.add(.callReturned(call: .push))
        if frames { t.frames(2) }
        return t
    }

    /// The bar hidden, `A` → `B` not animated, `B` laid out below the bar.
    func hiddenBarLayout() -> TrialScript {
        var t = TrialScript(.hiddenBarLayout, bar: "A")
        t.hidden = true
        t.add(.callStarted(call: .push))
        t.bar = "B"
        t.appear("A", .willDisappear)
        t.appear("B", .willAppear)
        t.appear("A", .didDisappear)
        t.appear("B", .didAppear)
        t.add(.callReturned(call: .push))
        let y: Double =
            switch self[.hiddenBarView] {
            case "below-status-bar": statusBarHeight
            case "at-top": 0
            default: statusBarHeight + 44
            }
        t.add(.pageViewTop(page: "B", y: y, statusBarHeight: statusBarHeight))
        return t
    }

    /// An animated hide of the bar, at rest on `A` or inside a push; `A`'s content top is
    /// sampled each frame.
    func barHidden(_ trial: ProbeTrial, glides: Set<String>) -> TrialScript {
        var t = TrialScript(trial, bar: "A")
        let shown = statusBarHeight + 44
        let moves = self[.barLayout] != "still"
        let path: [Double] =
            !moves
            ? [shown, shown, shown, shown]
            : glides.contains(self[.barLayout])
                ? [shown, shown - 11, shown - 22, shown - 33, statusBarHeight] : [shown, shown, statusBarHeight, statusBarHeight]
        if trial == .barHiddenInPush {
            t.add(.callStarted(call: .push))
            t.coordinator = true
            t.add(.callReturned(call: .push))
            t.appear("A", .willDisappear)
            t.bar = "B"
            t.appear("B", .willAppear)
        }
        t.add(.contentSample(page: "A", y: path[0]))
        t.hidden = true
        for y in path.dropFirst() {
            t.add(.displayFrame)
            t.add(.contentSample(page: "A", y: y))
        }
        if trial == .barHiddenAtRest, self[.barAnimationCompletionRuns] == "yes" { t.add(.barAnimationCompleted) }
        if trial == .barHiddenInPush {
            t.appear("A", .didDisappear)
            t.appear("B", .didAppear)
            t.add(.completion(cancelled: false))
        }
        return t
    }
}

extension SyntheticUIKit {
    /// `A` → `B` animated, `B` hiding the status bar, on a phone with a home button (the bar
    /// moves from y=20 to y=0 with the status bar; a sample in the alongside block and one at each
    /// display frame). Beyond the two values: `moves-at-frame-N` (both move at display frame N,
    /// from 0), `status-bar-early` (the status bar hides at the start, the
    /// bar moves at the end), `bar-stays` (a notched phone: the status bar hides, the bar stays)
    /// and `never-hidden` (nothing changes).
    func statusBarHiddenInPush() -> TrialScript {
        var t = TrialScript(.statusBarHiddenInPush, bar: "A")
        let behaviour = self[.statusBarUpdate]
        var top = 20.0
        var hidden = false
        func sample() { t.add(.statusBar(barTop: top, hidden: hidden)) }
        func apply(bar: Bool = true) {
            hidden = behaviour != "never-hidden"
            if bar, behaviour != "bar-stays", behaviour != "never-hidden" { top = 0 }
        }
        sample()
        t.add(.callStarted(call: .push))
        t.coordinator = true
        t.add(.callReturned(call: .push))
        sample()
        t.appear("A", .willDisappear)
        t.bar = "B"
        t.appear("B", .willAppear)
        if ["at-animation-start", "bar-stays", "never-hidden"].contains(behaviour) { apply() }
        if behaviour == "status-bar-early" { apply(bar: false) }
        t.add(.alongsideStarted(createdViewAnimates: true))
        sample()
        for frame in 0..<4 {
            if behaviour == "moves-at-frame-\(frame)" { apply() }
            t.add(.displayFrame)
            sample()
        }
        t.add(.completion(cancelled: false))
        if ["at-end", "status-bar-early"].contains(behaviour) { apply() }
        sample()
        t.appear("A", .didDisappear)
        t.appear("B", .didAppear)
        sample()
        t.coordinator = false
        return t
    }
}

extension SyntheticUIKit {
    /// `B` → `A` by the edge swipe, cancelled; three frames in, the bar hidden without animation
    /// (`A` takes it at once); `B`'s layout pass comes at the first frame after the call, and it
    /// is on top again from just before its `didAppear`. Beyond the three values:
    /// `next-layout-at-frame-2` (`B`'s first layout pass, where it takes it, comes two frames
    /// later), `top-late` (`A`
    /// does not take it at once), `late-in-swipe` (`B` takes it at the third frame after the
    /// call), `never` (`B` keeps it), `bar-shown-again` (the cancel shows the bar again, `B`
    /// keeps it), `completed` (the swipe completes, `B` keeps it) and `still-top` (`B` is still
    /// `topViewController` at the hide).
    func barHiddenMidSwipe() -> TrialScript {
        var t = TrialScript(.barHiddenMidSwipe, bar: "B")
        let behaviour = self[.nonTopSafeArea]
        let shown = statusBarHeight + 44
        var tops = ["A": shown, "B": shown]
        var topPage = "B"
        func sample(_ page: String, inLayout: Bool = false) {
            t.add(.safeArea(page: page, top: tops[page] ?? 0, inLayout: inLayout, topPage: topPage))
        }
        func take(_ page: String) { tops[page] = statusBarHeight }
        t.coordinator = true
        t.appear("B", .willDisappear)
        if behaviour != "still-top" { topPage = "A" }
        t.bar = "A"
        t.appear("A", .willAppear)
        t.appear("A", .isAppearing)
        t.add(.alongsideStarted(createdViewAnimates: true))
        for _ in 0..<3 {
            t.add(.displayFrame)
            sample("B")
        }
        sample("B")
        sample("A")
        t.add(.callStarted(call: .hideBar))
        t.hidden = true
        if behaviour != "top-late" { take("A") }
        if behaviour == "at-once" { take("B") }
        t.add(.callReturned(call: .hideBar))
        sample("B")
        sample("A")
        let layoutFrame = behaviour == "next-layout-at-frame-2" ? 2 : 0
        for frame in 0..<4 {
            t.add(.displayFrame)
            if frame == layoutFrame {
                if ["at-its-next-layout", "next-layout-at-frame-2"].contains(behaviour) { take("B") }
                sample("B", inLayout: true)
            }
            if frame == 2, behaviour == "late-in-swipe" { take("B") }
            sample("B")
        }
        if behaviour == "completed" {
            t.add(.interactionEnded(cancelled: false))
            t.frames(2)
            t.appear("B", .didDisappear)
            t.appear("A", .didAppear)
            t.add(.completion(cancelled: false))
            t.coordinator = false
            return t
        }
        t.add(.interactionEnded(cancelled: true))
        t.appear("A", .willDisappear)
        t.bar = "B"
        if behaviour == "bar-shown-again" { t.hidden = false }
        t.appear("B", .willAppear)
        t.add(.displayFrame)
        sample("B")
        t.appear("A", .didDisappear)
        topPage = "B"
        if behaviour == "when-top-again" { take("B") }
        sample("B", inLayout: true)
        t.appear("B", .didAppear)
        sample("B")
        t.add(.completion(cancelled: true))
        sample("B")
        t.coordinator = false
        t.add(.displayFrame)
        sample("B")
        return t
    }
}
