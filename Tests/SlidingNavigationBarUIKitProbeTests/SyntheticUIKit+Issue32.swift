import SlidingNavigationBarUIKitProbe

/// Issue 32's trials of the hand-written UIKit: a refused back tap, `backAction`, a bar view
/// written hidden, the main queue's next turn, `didMove(toParent:)` and navigation around a
/// full-screen modal. Synthetic: nothing here was recorded on a device.
extension SyntheticUIKit {
    /// One value per issue-32 question, merged under the tests' overrides.
    static let issue32Defaults: [UIKitFactQuestion: String] = [
        .backVetoedBar: "untouched", .backVetoedFrame: "none", .backAction: "action-only", .barIsHiddenWritten: "call-ignored",
        .nextTurnAfterWillDisappear: "after-first-frame", .nextTurnAfterUnanimatedPop: "detached", .didMoveInPush: "after-did-appear",
        .didMoveInstalled: "before-appearing", .coveredNavigation: "silent-until-dismissal", .coverDuringPush: "ends-disappeared",
        .coverDuringPushCompletion: "completed", .popDuringDismiss: "as-at-rest", .popDuringDismissCoordinator: "dismissal",
    ]

    /// The records of an issue-32 trial (`nil` for the others).
    func issue32Script(_ trial: ProbeTrial) -> TrialScript? {
        switch trial {
        case .backVetoed: backVetoed()
        case .backAction: backAction()
        case .barIsHiddenWritten: barIsHiddenWritten()
        case .nextTurnAfterWillDisappear: nextTurnAnimated(trial, from: "A", to: "B", call: .push)
        case .nextTurnAfterWillDisappearPop: nextTurnAnimated(trial, from: "B", to: "A", call: .pop)
        case .nextTurnAfterUnanimatedPop: nextTurnUnanimatedPop()
        case .didMoveOrder: didMoveOrder()
        case .didMoveOrderInstalled: didMoveOrderInstalled()
        case .coveredNavigation, .coveredNavigationUnanimated: coveredNavigation(trial)
        case .coverDuringPush: coverDuringPush()
        case .popDuringDismiss, .popDuringDismissUnanimated: popDuringDismiss(trial)
        default: nil
        }
    }

    /// A completed pop `B` → `A` from its call on.
    static func pop(_ t: inout TrialScript, publicPop: Bool = true) {
        t.add(.callStarted(call: .pop))
        if publicPop { t.add(.publicPop) }
        t.coordinator = true
        t.add(.callReturned(call: .pop))
        t.appear("B", .willDisappear)
        t.bar = "A"
        t.appear("A", .willAppear)
        t.frames(2)
        t.appear("B", .didDisappear)
        t.appear("A", .didAppear)
        t.add(.completion(cancelled: false))
        t.coordinator = false
    }

    /// `A B`, a tap the navigation controller refuses, then its own pop on the next turn.
    /// Beyond the values: `no-refusal` (the tap never reached the bar's delegate).
    func backVetoed() -> TrialScript {
        var t = TrialScript(.backVetoed, bar: "B")
        let resting: [Double] = [1, 1, 1]
        t.add(.barSubviewAlphas(alphas: resting))
        t.add(.backTapSent(control: "UIKit.BarButton"))
        t.add(.callStarted(call: .backTap))
        if self[.backVetoedBar] != "no-refusal" {
            t.add(.shouldPop)
            t.add(.shouldPopAnswered(allowed: false))
        }
        let later: [Double] = self[.backVetoedBar] == "begun" ? [1, 0.4, 1] : resting
        t.add(.barSubviewAlphas(alphas: later))
        t.add(.callReturned(call: .backTap))
        if self[.backVetoedFrame] == "drawn" {
            t.add(.displayFrame)
            t.add(.barSubviewAlphas(alphas: later))
        }
        t.add(.barSubviewAlphas(alphas: later))
        Self.pop(&t)
        t.add(.restingStack(pages: ["A"]))
        return t
    }

    /// `A B`, `B`'s item with a `backAction`, a back tap. Beyond the values: `silent-pop` (the
    /// stack pops with neither hook) and `never-ran` (the action never runs).
    func backAction() -> TrialScript {
        var t = TrialScript(.backAction, bar: "B")
        let path = self[.backAction]
        t.add(.backTapSent(control: "UIKit.BarButton"))
        t.add(.callStarted(call: .backTap))
        if path != "never-ran" { t.add(.backActionRan) }
        if path == "bar-delegate-only" || path == "both" { t.add(.shouldPop) }
        t.add(.callReturned(call: .backTap))
        if path == "public-pop" || path == "both" {
            Self.pop(&t)
            t.add(.restingStack(pages: ["A"]))
        } else if path == "silent-pop" {
            Self.pop(&t, publicPop: false)
            t.add(.restingStack(pages: ["A"]))
        } else {
            t.frames(2)
            t.add(.restingStack(pages: ["A", "B"]))
        }
        return t
    }

    /// At rest on `A`: the view written hidden, `setNavigationBarHidden(false)`, a push.
    /// Beyond the values: `flag-follows` (the write sets the flag too).
    func barIsHiddenWritten() -> TrialScript {
        var t = TrialScript(.barIsHiddenWritten, bar: "A")
        let behaviour = self[.barIsHiddenWritten]
        let shown = statusBarHeight + 44
        t.add(.barViewHidden(hidden: false))
        t.add(.safeArea(page: "A", top: shown, inLayout: false, topPage: "A"))
        t.add(.callStarted(call: .writeBarViewHidden))
        t.add(.callReturned(call: .writeBarViewHidden))
        if behaviour == "flag-follows" { t.hidden = true }
        t.add(.barViewHidden(hidden: true))
        t.add(.safeArea(page: "A", top: statusBarHeight, inLayout: false, topPage: "A"))
        t.add(.callStarted(call: .showBarUnanimated))
        t.add(.callReturned(call: .showBarUnanimated))
        let viewHidden = behaviour != "call-shows-bar"
        t.add(.barViewHidden(hidden: viewHidden))
        t.add(.safeArea(page: "A", top: viewHidden ? statusBarHeight : shown, inLayout: false, topPage: "A"))
        t.add(.callStarted(call: .push))
        t.coordinator = true
        t.add(.callReturned(call: .push))
        t.appear("A", .willDisappear)
        t.bar = "B"
        t.appear("B", .willAppear)
        t.frames(2)
        t.appear("A", .didDisappear)
        t.appear("B", .didAppear)
        t.add(.completion(cancelled: false))
        t.coordinator = false
        t.add(.barViewHidden(hidden: viewHidden))
        t.add(.safeArea(page: "B", top: viewHidden ? statusBarHeight : shown, inLayout: false, topPage: "B"))
        return t
    }

    /// An animated push or pop; the outgoing page's next-turn block runs after a display frame
    /// (`after-first-frame`) or before any (`before-first-frame`). Beyond the values: `differs`
    /// (the push's block after the first frame, the pop's before it).
    func nextTurnAnimated(_ trial: ProbeTrial, from: String, to: String, call: ProbeCall) -> TrialScript {
        var t = TrialScript(trial, bar: from)
        let behaviour = self[.nextTurnAfterWillDisappear]
        let after = behaviour == "after-first-frame" || (behaviour == "differs" && call == .push)
        t.add(.callStarted(call: call))
        t.coordinator = true
        t.add(.callReturned(call: call))
        t.appear(from, .willDisappear)
        t.bar = to
        t.appear(to, .willAppear)
        if after { t.add(.displayFrame) }
        t.add(.nextTurn(page: from, inNavigationController: true, incomingCommitted: call == .push ? after : nil))
        t.frames(2)
        t.appear(from, .didDisappear)
        t.appear(to, .didAppear)
        t.add(.completion(cancelled: false))
        t.coordinator = false
        return t
    }

    func nextTurnUnanimatedPop() -> TrialScript {
        var t = TrialScript(.nextTurnAfterUnanimatedPop, bar: "B")
        t.frames(1)
        t.add(.callStarted(call: .pop))
        t.add(.publicPop)
        t.bar = "A"
        t.appear("B", .willDisappear)
        t.appear("A", .willAppear)
        t.appear("B", .didDisappear)
        t.appear("A", .didAppear)
        t.add(.callReturned(call: .pop))
        t.add(
            .nextTurn(page: "B", inNavigationController: self[.nextTurnAfterUnanimatedPop] == "attached", incomingCommitted: nil))
        t.frames(1)
        return t
    }

    func didMoveOrder() -> TrialScript {
        var t = TrialScript(.didMoveOrder, bar: "A")
        let after = self[.didMoveInPush] == "after-did-appear"
        t.add(.callStarted(call: .push))
        t.coordinator = true
        t.add(.callReturned(call: .push))
        t.appear("A", .willDisappear)
        t.bar = "B"
        t.appear("B", .willAppear)
        t.frames(2)
        if !after { t.add(.didMoveToParent(page: "B", parent: true)) }
        t.appear("A", .didDisappear)
        t.appear("B", .didAppear)
        if after { t.add(.didMoveToParent(page: "B", parent: true)) }
        t.add(.completion(cancelled: false))
        t.coordinator = false
        return t
    }

    func didMoveOrderInstalled() -> TrialScript {
        var t = TrialScript(.didMoveOrderInstalled, bar: nil)
        let before = self[.didMoveInstalled] == "before-appearing"
        t.add(.callStarted(call: .installStack))
        t.bar = "B"
        if before {
            t.add(.didMoveToParent(page: "A", parent: true))
            t.add(.didMoveToParent(page: "B", parent: true))
        }
        t.add(.callReturned(call: .installStack))
        t.appear("B", .willAppear)
        if !before {
            t.add(.didMoveToParent(page: "A", parent: true))
            t.add(.didMoveToParent(page: "B", parent: true))
        }
        t.appear("B", .isAppearing)
        t.appear("B", .didAppear)
        return t
    }

    /// `present` of a full-screen modal over `A B`, up.
    static func presentModal(_ t: inout TrialScript) {
        t.add(.callStarted(call: .present))
        t.coordinator = true
        t.add(.callReturned(call: .present))
        t.appear("B", .willDisappear)
        t.frames(2)
        t.appear("B", .didDisappear)
        t.add(.modalCompleted(dismissal: false))
        t.coordinator = false
    }

    /// A pop under a full-screen modal, then the dismissal. Beyond the values: `differs` (the
    /// animated pop sends callbacks under the modal, the unanimated one does not).
    func coveredNavigation(_ trial: ProbeTrial) -> TrialScript {
        var t = TrialScript(trial, bar: "B")
        let behaviour = self[.coveredNavigation]
        let under = behaviour == "callbacks-under-modal" || (behaviour == "differs" && trial == .coveredNavigation)
        Self.presentModal(&t)
        t.add(.callStarted(call: .pop))
        t.add(.publicPop)
        t.bar = "A"
        t.add(.callReturned(call: .pop))
        if under {
            t.appear("A", .willAppear)
            t.appear("A", .didAppear)
        }
        t.frames(2)
        t.add(.callStarted(call: .dismiss))
        t.coordinator = true
        t.add(.callReturned(call: .dismiss))
        if !under { t.appear("A", .willAppear) }
        t.frames(2)
        if !under { t.appear("A", .didAppear) }
        // UIKit is reported to send no willShow at the dismissal (section 4a); the animated
        // trial's synthetic UIKit sends one to show the evidence lists it.
        if trial == .coveredNavigation { t.add(.willShow(page: "A")) }
        t.add(.didShow(page: "A"))
        t.add(.modalCompleted(dismissal: true))
        t.coordinator = false
        t.add(.restingStack(pages: ["A"]))
        return t
    }

    /// `A` → `B` animated, a full-screen modal presented midway, then dismissed. Beyond the
    /// values: `unheard` (B hears nothing once the modal is asked for).
    func coverDuringPush() -> TrialScript {
        var t = TrialScript(.coverDuringPush, bar: "A")
        let behaviour = self[.coverDuringPush]
        let completion = ProbeEvent.completion(cancelled: self[.coverDuringPushCompletion] == "cancelled")
        t.add(.callStarted(call: .push))
        t.coordinator = true
        t.add(.callReturned(call: .push))
        t.appear("A", .willDisappear)
        t.bar = "B"
        t.appear("B", .willAppear)
        t.frames(2)
        t.add(.callStarted(call: .present))
        t.add(.callReturned(call: .present))
        switch behaviour {
        case "appears-then-disappears":
            t.appear("A", .didDisappear)
            t.appear("B", .didAppear)
            t.add(completion)
            t.appear("B", .willDisappear)
            t.frames(2)
            t.appear("B", .didDisappear)
        case "unheard":
            t.frames(2)
            t.add(completion)
        default:
            t.appear("B", .willDisappear)
            t.frames(2)
            t.appear("A", .didDisappear)
            t.appear("B", .didDisappear)
            t.add(completion)
        }
        t.add(.modalCompleted(dismissal: false))
        t.add(.callStarted(call: .dismiss))
        t.add(.callReturned(call: .dismiss))
        t.appear("B", .willAppear)
        t.frames(2)
        t.appear("B", .didAppear)
        t.add(.modalCompleted(dismissal: true))
        t.coordinator = false
        return t
    }

    /// A full-screen modal up over `A B`, dismissed, a pop midway. Beyond the values: `resent`
    /// (run as at rest, then B hears `viewWillAppear` again at the dismissal's end).
    func popDuringDismiss(_ trial: ProbeTrial) -> TrialScript {
        var t = TrialScript(trial, bar: "B")
        let behaviour = self[.popDuringDismiss]
        Self.presentModal(&t)
        t.add(.callStarted(call: .dismiss))
        t.coordinator = true
        t.add(.callReturned(call: .dismiss))
        t.appear("B", .willAppear)
        t.frames(1)
        t.add(.coordinatorOwner(owner: self[.popDuringDismissCoordinator]))
        t.add(.callStarted(call: .pop))
        t.add(.publicPop)
        if behaviour == "after-dismissal" {
            t.add(.callReturned(call: .pop))
            t.frames(2)
            t.appear("B", .didAppear)
            t.add(.modalCompleted(dismissal: true))
            t.appear("B", .willDisappear)
            t.bar = "A"
            t.appear("A", .willAppear)
            t.frames(2)
        } else {
            t.appear("B", .willDisappear)
            t.bar = "A"
            t.appear("A", .willAppear)
            t.add(.callReturned(call: .pop))
            t.frames(2)
            t.add(.modalCompleted(dismissal: true))
            if behaviour == "resent" { t.appear("B", .willAppear) }
        }
        t.appear("B", .didDisappear)
        t.appear("A", .didAppear)
        t.add(.completion(cancelled: false))
        t.coordinator = false
        t.add(.restingStack(pages: ["A"]))
        return t
    }
}
