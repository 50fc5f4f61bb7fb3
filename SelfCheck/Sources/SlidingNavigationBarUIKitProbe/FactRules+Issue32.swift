import Foundation

/// The rules of issue 32's trials: a back tap the app refuses or answers with `backAction`, a
/// bar view written hidden, the main queue's next turn, `didMove(toParent:)`, and navigation
/// under or around a full-screen modal (docs/uikit-facts.md 2b, 2c, 4a).
extension FactRules {
    static func readIssue32(_ question: UIKitFactQuestion, in log: ProbeLog) throws -> Values {
        switch question {
        case .backVetoedBar: try backVetoedBar(TrialRecords(.backVetoed, in: log))
        case .backVetoedFrame: try backVetoedFrame(TrialRecords(.backVetoed, in: log))
        case .backAction: try backAction(TrialRecords(.backAction, in: log))
        case .barIsHiddenWritten: try barIsHiddenWritten(TrialRecords(.barIsHiddenWritten, in: log))
        case .nextTurnAfterWillDisappear:
            try nextTurnAfterWillDisappear(
                push: TrialRecords(.nextTurnAfterWillDisappear, in: log), pop: TrialRecords(.nextTurnAfterWillDisappearPop, in: log))
        case .nextTurnAfterUnanimatedPop: try nextTurnAfterUnanimatedPop(TrialRecords(.nextTurnAfterUnanimatedPop, in: log))
        case .didMoveInPush: try didMoveInPush(TrialRecords(.didMoveOrder, in: log))
        case .didMoveInstalled: try didMoveInstalled(TrialRecords(.didMoveOrderInstalled, in: log))
        case .coveredNavigation:
            try bothAgree(
                coveredNavigation(TrialRecords(.coveredNavigation, in: log)),
                coveredNavigation(TrialRecords(.coveredNavigationUnanimated, in: log)), "an animated and an unanimated pop")
        case .coverDuringPush: try coverDuringPush(TrialRecords(.coverDuringPush, in: log))
        case .coverDuringPushCompletion: try coverDuringPushCompletion(TrialRecords(.coverDuringPush, in: log))
        case .popDuringDismiss:
            try bothAgree(
                popDuringDismiss(TrialRecords(.popDuringDismiss, in: log)),
                popDuringDismiss(TrialRecords(.popDuringDismissUnanimated, in: log)), "an animated and an unanimated pop")
        case .popDuringDismissCoordinator:
            try bothAgree(
                popDuringDismissCoordinator(TrialRecords(.popDuringDismiss, in: log)),
                popDuringDismissCoordinator(TrialRecords(.popDuringDismissUnanimated, in: log)), "an animated and an unanimated pop")
        default: throw ReadingStopped.unreadable("\(question.rawValue) is not one of issue 32's questions")
        }
    }

    /// Two trials of one question must give the same value (the lab would have one for both).
    static func bothAgree(_ first: Values, _ second: Values, _ what: String) throws -> Values {
        let both = first.values.intersection(second.values)
        guard !both.isEmpty else {
            throw ReadingStopped.notModelled(
                "\(what) differ (\(first.values.sorted().joined(separator: ", ")) and \(second.values.sorted().joined(separator: ", "))): "
                    + "\(first.evidence); \(second.evidence)")
        }
        return (both, "\(first.evidence); \(second.evidence)")
    }

    static func firstEvent(_ trial: TrialRecords, after start: Int = -1, _ matches: (ProbeEvent) -> Bool) -> TrialEntry? {
        trial.first(after: start) { matches($0.event) }
    }

    // MARK: - A back tap refused, then popped on the next turn

    /// The refusal (`shouldPopAnswered(allowed: false)`) and the interceptor's pop call after it.
    static func vetoAndPop(_ trial: TrialRecords) throws -> (veto: TrialEntry, pop: TrialEntry) {
        if let sent = trial.first(where: { $0.event == .backTapSent(control: nil) }) {
            throw ReadingStopped.unreadable("\(trial.name): \(sent.label)")
        }
        let veto = try trial.require(
            trial.first { $0.event == .shouldPopAnswered(allowed: false) },
            "refusal of navigationBar(_:shouldPop:) (did the tap reach the bar's delegate?)")
        let pop = try trial.require(trial.first(after: veto.index) { $0.event == .callStarted(call: .pop) }, "pop call after the refusal")
        return (veto, pop)
    }

    static func alphas(_ entry: TrialEntry) -> [Double]? {
        if case .barSubviewAlphas(let alphas) = entry.event { return alphas }
        return nil
    }

    static func backVetoedBar(_ trial: TrialRecords) throws -> Values {
        let (veto, pop) = try vetoAndPop(trial)
        let tap = try trial.require(trial.first { $0.event == .callStarted(call: .backTap) }, "back tap")
        let before = try trial.require(
            trial.entries.last { $0.index < tap.index && alphas($0) != nil }, "bar subviews' alphas before the tap")
        let baseline = alphas(before) ?? []
        let samples = trial.entries.filter { $0.index > veto.index && $0.index < pop.index && alphas($0) != nil }
        guard let last = samples.last else {
            throw ReadingStopped.unreadable("\(trial.name): no bar subviews' alphas between \(veto.label) and \(pop.label)")
        }
        let changed = samples.first { sample in
            let now = alphas(sample) ?? []
            return now.count != baseline.count || zip(now, baseline).contains { abs($0 - $1) > 0.01 }
        }
        if let changed {
            return (["begun"], "\(trial.name): \(before.label); after \(veto.label), \(changed.label)")
        }
        return (
            ["untouched"],
            "\(trial.name): \(before.label); the same in \(samples.count) samples after \(veto.label), to \(last.label)"
        )
    }

    static func backVetoedFrame(_ trial: TrialRecords) throws -> Values {
        let (veto, pop) = try vetoAndPop(trial)
        let frames = trial.entries.filter { $0.index > veto.index && $0.index < pop.index && $0.event == .displayFrame }
        if let frame = frames.first {
            return (
                ["drawn"],
                "\(trial.name): \(frames.count) display frame\(frames.count == 1 ? "" : "s") (\(frame.label)) between \(veto.label) and \(pop.label)"
            )
        }
        return (["none"], "\(trial.name): no display frame between \(veto.label) and \(pop.label)")
    }

    // MARK: - backAction

    static func backAction(_ trial: TrialRecords) throws -> Values {
        if let sent = trial.first(where: { $0.event == .backTapSent(control: nil) }) {
            throw ReadingStopped.unreadable("\(trial.name): \(sent.label)")
        }
        let tap = try trial.require(trial.first { $0.event == .callStarted(call: .backTap) }, "back tap")
        let ran = try trial.require(
            trial.first(after: tap.index) { $0.event == .backActionRan },
            "run of the back action after the tap (iOS 16 or later, and a tap that reached the button)")
        let asked = trial.first(after: tap.index) { $0.event == .shouldPop }
        let popped = trial.first(after: tap.index) { $0.event == .publicPop }
        switch (asked, popped) {
        case (let asked?, let popped?): return (["both"], "\(trial.name): \(ran.label), \(asked.label) and \(popped.label)")
        case (let asked?, nil): return (["bar-delegate-only"], "\(trial.name): \(ran.label) and \(asked.label), no public pop")
        case (nil, let popped?): return (["public-pop"], "\(trial.name): \(ran.label) and \(popped.label), no shouldPop")
        case (nil, nil):
            guard let rest = restingStack(trial) else { throw ReadingStopped.unreadable("\(trial.name): no resting stack recorded") }
            guard rest.pages == ["A", "B"] else {
                throw ReadingStopped.notModelled(
                    "\(trial.name): \(ran.label), neither shouldPop nor the public pop, yet \(rest.entry.label)")
            }
            return (["action-only"], "\(trial.name): \(ran.label), neither shouldPop nor the public pop; \(rest.entry.label)")
        }
    }

    // MARK: - A bar view written hidden

    static func barIsHiddenWritten(_ trial: TrialRecords) throws -> Values {
        let written = try trial.require(
            trial.first { $0.event == .callReturned(call: .writeBarViewHidden) }, "write of navigationBar.isHidden")
        let writtenView = try trial.require(
            firstEvent(trial, after: written.index) { $0 == .barViewHidden(hidden: true) || $0 == .barViewHidden(hidden: false) },
            "bar view state after the write")
        guard writtenView.event == .barViewHidden(hidden: true) else {
            throw ReadingStopped.unreadable("\(trial.name): the write did not hide the view (\(writtenView.label))")
        }
        guard !writtenView.record.barHidden else {
            throw ReadingStopped.notModelled("\(trial.name): the write set the flag too (\(writtenView.label): isNavigationBarHidden true)")
        }
        let shown = try trial.require(
            trial.first(after: writtenView.index) { $0.event == .callReturned(call: .showBarUnanimated) },
            "setNavigationBarHidden(false) after the write")
        let after = try trial.require(
            firstEvent(trial, after: shown.index) { $0 == .barViewHidden(hidden: true) || $0 == .barViewHidden(hidden: false) },
            "bar view state after setNavigationBarHidden(false)")
        return after.event == .barViewHidden(hidden: true)
            ? (["call-ignored"], "\(trial.name): \(writtenView.label) with the flag false; after \(shown.label), \(after.label)")
            : (["call-shows-bar"], "\(trial.name): \(writtenView.label) with the flag false; after \(shown.label), \(after.label)")
    }

    // MARK: - The main queue's next turn after viewWillDisappear

    static func nextTurn(_ trial: TrialRecords, page: String) throws -> (entry: TrialEntry, attached: Bool, committed: Bool?, frames: Int) {
        let willDisappear = try trial.requireAppearance(page, .willDisappear)
        let turn = try trial.require(
            trial.first(after: willDisappear.index) {
                if case .nextTurn(page, _, _) = $0.event { return true }
                return false
            }, "next-turn record of \(page)")
        guard case .nextTurn(_, let attached, let committed) = turn.event else {
            throw ReadingStopped.unreadable("\(trial.name): no next turn")
        }
        let frames = trial.entries.filter { $0.index > willDisappear.index && $0.index < turn.index && $0.event == .displayFrame }.count
        return (turn, attached, committed, frames)
    }

    /// After the first frame: the incoming view had been committed, or a display frame came
    /// between the callback and the block.
    static func nextTurnTiming(_ trial: TrialRecords, page: String) throws -> Values {
        let (turn, _, committed, frames) = try nextTurn(trial, page: page)
        let seen = "\(turn.label), \(frames) display frame\(frames == 1 ? "" : "s") after \(page)'s willDisappear"
        if committed == true || frames > 0 { return (["after-first-frame"], "\(trial.name): \(seen)") }
        return (["before-first-frame"], "\(trial.name): \(seen)")
    }

    static func nextTurnAfterWillDisappear(push: TrialRecords, pop: TrialRecords) throws -> Values {
        try bothAgree(nextTurnTiming(push, page: "A"), nextTurnTiming(pop, page: "B"), "an animated push and an animated pop")
    }

    static func nextTurnAfterUnanimatedPop(_ trial: TrialRecords) throws -> Values {
        let (turn, attached, _, _) = try nextTurn(trial, page: "B")
        let popped = try trial.require(trial.first { $0.event == .callReturned(call: .pop) }, "pop call returned")
        let when = turn.index > popped.index ? "after \(popped.label)" : "before \(popped.label) (inside the call)"
        return attached ? (["attached"], "\(trial.name): \(turn.label), \(when)") : (["detached"], "\(trial.name): \(turn.label), \(when)")
    }

    // MARK: - didMove(toParent:)

    static func didMove(_ trial: TrialRecords, _ page: String) -> TrialEntry? {
        trial.first { $0.event == .didMoveToParent(page: page, parent: true) }
    }

    static func didMoveInPush(_ trial: TrialRecords) throws -> Values {
        let moved = try trial.require(didMove(trial, "B"), "B didMove(toParent:) with a parent")
        let appeared = try trial.requireAppearance("B", .didAppear)
        return moved.index > appeared.index
            ? (["after-did-appear"], "\(trial.name): \(moved.label) after \(appeared.label)")
            : (["before-did-appear"], "\(trial.name): \(moved.label) before \(appeared.label)")
    }

    static func didMoveInstalled(_ trial: TrialRecords) throws -> Values {
        let install = try trial.require(trial.first { $0.event == .callStarted(call: .installStack) }, "installStack call")
        let first = try trial.require(trial.first(after: install.index) { $0.appearance != nil }, "appearance callback after the install")
        let moves = try ["A", "B"].map { page in
            try trial.require(
                trial.first(after: install.index) { $0.event == .didMoveToParent(page: page, parent: true) },
                "\(page) didMove(toParent:) after the install")
        }
        if let late = moves.first(where: { $0.index > first.index }) {
            return (["after-appearing"], "\(trial.name): \(late.label) after \(first.label)")
        }
        return (["before-appearing"], "\(trial.name): \(moves.map(\.label).joined(separator: ", ")) before \(first.label)")
    }

    // MARK: - Under and around a full-screen modal

    static func covered(_ trial: TrialRecords) throws -> (
        presented: TrialEntry, call: TrialEntry, returned: TrialEntry, dismiss: TrialEntry
    ) {
        let presented = try trial.require(trial.first { $0.event == .modalCompleted(dismissal: false) }, "completed presentation")
        let call = try trial.require(trial.first(after: presented.index) { $0.event == .callStarted(call: .pop) }, "pop under the modal")
        let returned = try trial.require(trial.first(after: call.index) { $0.event == .callReturned(call: .pop) }, "pop call returned")
        let dismiss = try trial.require(trial.first(after: returned.index) { $0.event == .callStarted(call: .dismiss) }, "dismiss call")
        return (presented, call, returned, dismiss)
    }

    static func coveredNavigation(_ trial: TrialRecords) throws -> Values {
        let (_, call, returned, dismiss) = try covered(trial)
        let state =
            "at \(returned.label) the bar's item \(returned.record.barTopItem ?? "none"), coordinator "
            + (returned.record.coordinatorPresent ? "present" : "absent")
        let under = trial.entries.filter { $0.index > call.index && $0.index < dismiss.index && $0.appearance != nil }
        if !under.isEmpty {
            return (["callbacks-under-modal"], "\(trial.name): \(state); under the modal \(under.map(\.label).joined(separator: ", "))")
        }
        let after = trial.entries.filter { $0.index > dismiss.index }.filter {
            if $0.appearance != nil { return true }
            if case .willShow = $0.event { return true }
            if case .didShow = $0.event { return true }
            return false
        }
        let atDismissal = after.isEmpty ? "nothing at the dismissal" : "at the dismissal \(after.map(\.label).joined(separator: ", "))"
        return (["silent-until-dismissal"], "\(trial.name): \(state); no callback under the modal; \(atDismissal)")
    }

    static func coverDuringPush(_ trial: TrialRecords) throws -> Values {
        let present = try trial.require(trial.first { $0.event == .callStarted(call: .present) }, "present call")
        if let arrived = trial.appearance("B", .didAppear), arrived.index < present.index {
            throw ReadingStopped.unreadable("\(trial.name): the push had ended (\(arrived.label)) before \(present.label)")
        }
        let dismiss = try trial.require(trial.first(after: present.index) { $0.event == .callStarted(call: .dismiss) }, "dismiss call")
        let heard = trial.entries.filter {
            $0.index > present.index && $0.index < dismiss.index && $0.appearance?.page == "B" && $0.appearance?.callback != .isAppearing
        }
        let list = heard.isEmpty ? "nothing" : heard.map(\.label).joined(separator: ", ")
        let callbacks = heard.compactMap { $0.appearance?.callback }
        guard callbacks.last == .didDisappear, callbacks.contains(.willDisappear) else {
            throw ReadingStopped.notModelled("\(trial.name): after \(present.label), B heard \(list) before \(dismiss.label)")
        }
        return callbacks.contains(.didAppear)
            ? (["appears-then-disappears"], "\(trial.name): after \(present.label), B heard \(list)")
            : (["ends-disappeared"], "\(trial.name): after \(present.label), B heard \(list)")
    }

    static func coverDuringPushCompletion(_ trial: TrialRecords) throws -> Values {
        let push = try trial.require(trial.first { $0.event == .callReturned(call: .push) }, "push call")
        let end = try trial.require(
            trial.first(after: push.index) {
                if case .completion = $0.event { return true }
                return false
            }, "completion of the push")
        return end.event == .completion(cancelled: true)
            ? (["cancelled"], "\(trial.name): the push's \(end.label)") : (["completed"], "\(trial.name): the push's \(end.label)")
    }

    static func duringDismissal(_ trial: TrialRecords) throws -> (dismiss: TrialEntry, pop: TrialEntry, dismissed: TrialEntry) {
        let dismiss = try trial.require(trial.first { $0.event == .callReturned(call: .dismiss) }, "dismiss call")
        let pop = try trial.require(trial.first(after: dismiss.index) { $0.event == .callStarted(call: .pop) }, "pop during the dismissal")
        let dismissed = try trial.require(
            trial.first(after: dismiss.index) { $0.event == .modalCompleted(dismissal: true) }, "dismissal's completion")
        guard pop.index < dismissed.index else {
            throw ReadingStopped.unreadable("\(trial.name): the dismissal had ended (\(dismissed.label)) before \(pop.label)")
        }
        return (dismiss, pop, dismissed)
    }

    static func popDuringDismiss(_ trial: TrialRecords) throws -> Values {
        let (_, pop, dismissed) = try duringDismissal(trial)
        let arrived = try trial.requireAppearance("A", .willAppear, after: pop.index)
        let after = trial.entries.filter { $0.index > dismissed.index && $0.appearance != nil }
        let list = after.isEmpty ? "nothing" : after.map(\.label).joined(separator: ", ")
        if arrived.index > dismissed.index {
            return (["after-dismissal"], "\(trial.name): \(pop.label), \(arrived.label) only after \(dismissed.label)")
        }
        // Run as at rest: what follows the dismissal's end is at most the pop's own did-pair.
        let extra = after.filter {
            !($0.isAppearance("A", .didAppear) || $0.isAppearance("B", .didDisappear) || $0.isAppearance("A", .isAppearing))
        }
        guard extra.isEmpty else {
            throw ReadingStopped.notModelled("\(trial.name): \(pop.label), \(arrived.label); after \(dismissed.label): \(list)")
        }
        return (["as-at-rest"], "\(trial.name): \(pop.label), \(arrived.label) before \(dismissed.label); after it \(list)")
    }

    static func popDuringDismissCoordinator(_ trial: TrialRecords) throws -> Values {
        let (_, pop, _) = try duringDismissal(trial)
        let owner = try trial.require(
            trial.entries.last {
                guard $0.index < pop.index else { return false }
                if case .coordinatorOwner = $0.event { return true }
                return false
            }, "coordinator record before the pop")
        guard case .coordinatorOwner(let word) = owner.event, UIKitFactQuestion.popDuringDismissCoordinator.answers.contains(word) else {
            throw ReadingStopped.notModelled("\(trial.name): \(owner.label)")
        }
        return ([word], "\(trial.name): \(owner.label), before \(pop.label)")
    }
}
