import Foundation

/// The rules that read each question off a probe log: values and a sentence of evidence, or a
/// `ReadingStopped` with the unreadable or not-modelled answer.
enum FactRules {
    typealias Values = (values: Set<String>, evidence: String)

    static func read(_ question: UIKitFactQuestion, in log: ProbeLog) throws -> Values {
        switch question {
        case .barSwitch: try barSwitch(log)
        case .didOrder: try didOrder(TrialRecords(.push, in: log))
        case .completionOrder: try completionOrder(TrialRecords(.push, in: log))
        case .coordinator: try coordinator(TrialRecords(.push, in: log))
        case .alongsideAnimates: try alongsideAnimates(TrialRecords(.push, in: log))
        case .cancelCallbacks: try cancelCallbacks(TrialRecords(.swipeCancelled, in: log))
        case .cancelBarRevert: try cancelBarRevert(TrialRecords(.swipeCancelled, in: log))
        case .hiddenSwipeShouldPop: try hiddenSwipeShouldPop(TrialRecords(.swipeToHiddenBar, in: log))
        case .backButton: try backButton(TrialRecords(.backButton, in: log))
        case .intermediates: try intermediates(TrialRecords(.popToRoot, in: log))
        case .nonAnimatedFrame: try nonAnimatedFrame(TrialRecords(.nonAnimatedPush, in: log))
        case .hiddenBarView: try hiddenBarView(TrialRecords(.hiddenBarLayout, in: log))
        case .barLayout: try barLayout(log)
        case .barAnimationCompletionRuns: try barAnimationCompletionRuns(TrialRecords(.barHiddenAtRest, in: log))
        case .pageSuperviewMoves: try pageSuperviewMoves(TrialRecords(.push, in: log))
        case .renderInOfDefaultBar, .drawHierarchyOfDefaultBar, .snapshotViewOfDefaultBar, .renderInOfMaterialBar,
            .drawHierarchyOfMaterialBar, .snapshotViewOfMaterialBar, .renderInOfColouredBar, .drawHierarchyOfColouredBar,
            .snapshotViewOfColouredBar:
            try capture(question, in: log)
        case .defaultBarBackground: try defaultBarBackground(TrialRecords(.captureDefaultBar, in: log))
        case .standardBarHeight: try standardBarHeight(TrialRecords(.captureColouredBar, in: log))
        case .barOnlyOverflow: try barOnlyOverflow(TrialRecords(.barOnlyOverflow, in: log))
        case .barFrontAfterShow: try barFrontAfterShow(TrialRecords(.barShownMidPush, in: log))
        case .commitBeforePush: try commitBeforePush(TrialRecords(.commitBeforePush, in: log))
        case .pageViewReparented: try pageViewReparented(TrialRecords(.pageSuperviewInPush, in: log))
        case .pageSuperviewClips: try pageSuperviewClips(TrialRecords(.pageSuperviewInPush, in: log))
        case .searchPaletteOverAttachment: try searchPaletteOverAttachment(TrialRecords(.searchPaletteInPush, in: log))
        case .popDuringPush: try interruption(TrialRecords(.popDuringPush, in: log), by: .pop, tapCheck: nil)
        case .backDuringPush:
            try interruption(TrialRecords(.backDuringPush, in: log), by: .backTap, tapCheck: TrialRecords(.backTwice, in: log))
        case .backTwice: try backTwice(TrialRecords(.backTwice, in: log))
        case .contentPopExists: try contentPopExists(TrialRecords(.contentPopRequiresFailure, in: log))
        case .contentPopWaitsForFailure: try contentPopWaitsForFailure(TrialRecords(.contentPopRequiresFailure, in: log))
        case .swipeWithNilAnimator: try swipeWithNilAnimator(TrialRecords(.swipeWithNilAnimator, in: log))
        case .statusBarUpdate: try statusBarUpdate(TrialRecords(.statusBarHiddenInPush, in: log), device: log.device)
        case .nonTopSafeArea: try nonTopSafeArea(TrialRecords(.barHiddenMidSwipe, in: log))
        case .backVetoedBar, .backVetoedFrame, .backAction, .barIsHiddenWritten, .nextTurnAfterWillDisappear,
            .nextTurnAfterUnanimatedPop, .didMoveInPush, .didMoveInstalled, .coveredNavigation, .coverDuringPush,
            .coverDuringPushCompletion, .popDuringDismiss, .popDuringDismissCoordinator:
            try readIssue32(question, in: log)
        }
    }

    // MARK: - bar-switch

    /// Push and pop must agree: the model has one value for both.
    static func barSwitch(_ log: ProbeLog) throws -> Values {
        let push = try barSwitch(TrialRecords(.push, in: log), incoming: "B")
        let pop = try barSwitch(TrialRecords(.pop, in: log), incoming: "A")
        let both = push.values.intersection(pop.values)
        guard !both.isEmpty else {
            throw ReadingStopped.notModelled(
                "the bar's switch differs between push and pop (push: \(push.values.sorted().joined(separator: ", ")); "
                    + "pop: \(pop.values.sorted().joined(separator: ", "))): \(push.evidence); \(pop.evidence)")
        }
        return (both, "\(push.evidence); \(pop.evidence)")
    }

    static func barSwitch(_ trial: TrialRecords, incoming: String) throws -> Values {
        let name = trial.name
        let first = try trial.require(trial.first { $0.appearance != nil }, "appearance callback")
        let willAppear = try trial.requireAppearance(incoming, .willAppear)
        if first.record.barTopItem == incoming {
            if first.index == willAppear.index {
                return (
                    ["at-call", "at-will-appear"],
                    "\(name): \(incoming)'s item was on top at the first appearance callback, \(incoming)'s own willAppear "
                        + "(\(first.label)), so at the call and at its willAppear look alike"
                )
            }
            return (["at-call"], "\(name): \(incoming)'s item was on top already at the first appearance callback (\(first.label))")
        }
        let before = "\(name): not at the first appearance callback (\(first.label), top \(first.record.barTopItem ?? "none"))"
        if willAppear.record.barTopItem == incoming {
            return (["at-will-appear"], "\(before), but at \(incoming)'s willAppear (\(willAppear.label))")
        }
        let starts = trial.entries.filter {
            switch $0.event {
            case .alongsideStarted, .callReturned: true
            default: false
            }
        }
        if let start = starts.first(where: { $0.record.barTopItem == incoming }) {
            return (["at-animation-start"], "\(before) nor at \(incoming)'s willAppear (\(willAppear.label)), but by \(start.label)")
        }
        if let later = trial.first(where: { $0.record.barTopItem == incoming }) {
            throw ReadingStopped.notModelled(
                "\(name): \(incoming)'s item came on top only at \(later.label), after the call returned and the alongside block ran")
        }
        throw ReadingStopped.unreadable("\(name): \(incoming)'s item was never the bar's top item")
    }

    // MARK: - The push's end

    static func didOrder(_ trial: TrialRecords) throws -> Values {
        let outgoing = try trial.requireAppearance("A", .didDisappear)
        let incoming = try trial.requireAppearance("B", .didAppear)
        return outgoing.index < incoming.index
            ? (["outgoing-first"], "push: \(outgoing.label) before \(incoming.label)")
            : (["incoming-first"], "push: \(incoming.label) before \(outgoing.label)")
    }

    static func completionOrder(_ trial: TrialRecords) throws -> Values {
        let completion = try trial.require(
            trial.first {
                if case .completion = $0.event { return true }
                return false
            }, "completion")
        let outgoing = try trial.requireAppearance("A", .didDisappear)
        let incoming = try trial.requireAppearance("B", .didAppear)
        let pair = "\(outgoing.label) and \(incoming.label)"
        if completion.index < min(outgoing.index, incoming.index) {
            return (["before-did"], "push: \(completion.label) before \(pair)")
        }
        if completion.index > max(outgoing.index, incoming.index) {
            return (["after-did"], "push: \(completion.label) after \(pair)")
        }
        throw ReadingStopped.notModelled("push: the completion (\(completion.label)) ran between the did-pair, \(pair)")
    }

    static func coordinator(_ trial: TrialRecords) throws -> Values {
        let returned = try trial.require(trial.first { $0.event == .callReturned(call: .push) }, "push call returned")
        let willAppear = try trial.requireAppearance("B", .willAppear)
        if returned.record.coordinatorPresent {
            return (["after-call"], "push: the coordinator was there when the call returned (\(returned.label))")
        }
        if willAppear.record.coordinatorPresent {
            return (
                ["at-will-appear"],
                "push: no coordinator when the call returned (\(returned.label)), one at B's willAppear (\(willAppear.label))"
            )
        }
        if let later = trial.first(where: { $0.record.coordinatorPresent }) {
            throw ReadingStopped.notModelled(
                "push: the coordinator was first there at \(later.label), neither when the call returned nor at B's willAppear")
        }
        throw ReadingStopped.unreadable("push: the coordinator was never there")
    }

    static func alongsideAnimates(_ trial: TrialRecords) throws -> Values {
        let block = try trial.require(
            trial.first {
                if case .alongsideStarted = $0.event { return true }
                return false
            }, "alongside block")
        guard case .alongsideStarted(let animates) = block.event else { throw ReadingStopped.unreadable("push: no alongside block") }
        return animates
            ? (["yes"], "push: a view created in the alongside block animated (\(block.label))")
            : (["no"], "push: a view created in the alongside block did not animate (\(block.label))")
    }

    // MARK: - The cancelled swipe

    /// The cancel (`interactionEnded(cancelled: true)`) of the swipe-cancelled trial, after
    /// checking that the swipe got that far.
    static func cancel(_ trial: TrialRecords) throws -> TrialEntry {
        if let cancel = trial.first(where: { $0.event == .interactionEnded(cancelled: true) }) { return cancel }
        if let finished = trial.first(where: { $0.event == .interactionEnded(cancelled: false) }) {
            throw ReadingStopped.unreadable("\(trial.name): the swipe was not cancelled but completed (\(finished.label))")
        }
        throw ReadingStopped.unreadable("\(trial.name): no end of the interaction was recorded")
    }

    static func cancelCallbacks(_ trial: TrialRecords) throws -> Values {
        let cancel = try cancel(trial)
        _ = try trial.requireAppearance("B", .didAppear, after: cancel.index)
        let after = trial.entries.filter { $0.index > cancel.index && $0.appearance != nil }
        // `viewIsAppearing` of the page that stays, if UIKit sends it, is no part of the question.
        let counted = after.filter { $0.appearance?.callback != .isAppearing }
        let of: (String) -> Set<ProbeCallback> = { page in
            Set(counted.compactMap { $0.appearance?.page == page ? $0.appearance?.callback : nil })
        }
        let list = after.map(\.event.shortDescription).joined(separator: ", ")
        let known = Set(counted.compactMap { $0.appearance?.page }).isSubset(of: ["A", "B"])
        if known, of("B") == [.willAppear, .didAppear] {
            if of("A") == [.willDisappear, .didDisappear], let first = counted.first {
                // All four only once the reverse animation has drawn frames: sent at its end.
                let framesBefore = trial.entries.contains { $0.index > cancel.index && $0.index < first.index && $0.event == .displayFrame }
                return ([framesBefore ? "at-end" : "full"], "swipe-cancelled: after the cancel (\(cancel.label)): \(list)")
            }
            if of("A").isEmpty {
                return (["short"], "swipe-cancelled: after the cancel (\(cancel.label)) only \(list)")
            }
        }
        throw ReadingStopped.notModelled("swipe-cancelled: after the cancel (\(cancel.label)): \(list)")
    }

    static func cancelBarRevert(_ trial: TrialRecords) throws -> Values {
        let cancel = try cancel(trial)
        guard let swiped = trial.first(where: { $0.index < cancel.index && $0.record.barTopItem == "A" }) else {
            throw ReadingStopped.unreadable(
                "swipe-cancelled: A's item was never on top before the cancel (\(cancel.label)), so no return to B's can be timed")
        }
        if cancel.record.barTopItem == "B" {
            return (
                ["at-interaction-end"], "swipe-cancelled: A's item on top at \(swiped.label), B's again at the cancel (\(cancel.label))"
            )
        }
        let willAppear = trial.appearance("B", .willAppear, after: cancel.index)
        if let willAppear, willAppear.record.barTopItem == "B" {
            return (
                ["at-will-appear"],
                "swipe-cancelled: A's item still on top at the cancel (\(cancel.label)), B's at \(willAppear.label)"
            )
        }
        let completion = trial.first(after: cancel.index) {
            if case .completion = $0.event { return true }
            return false
        }
        if let completion, completion.record.barTopItem == "B" {
            return (
                ["at-completion"],
                "swipe-cancelled: A's item still on top at the cancel (\(cancel.label))"
                    + (willAppear.map { " and at \($0.label)" } ?? "") + ", B's at \(completion.label)"
            )
        }
        if let later = trial.first(after: cancel.index, where: { $0.record.barTopItem == "B" }) {
            throw ReadingStopped.notModelled("swipe-cancelled: B's item came back on top only at \(later.label), after the completion")
        }
        throw ReadingStopped.unreadable("swipe-cancelled: B's item never came back on top after the cancel (\(cancel.label))")
    }

    // MARK: - Pops

    static func hiddenSwipeShouldPop(_ trial: TrialRecords) throws -> Values {
        if let cancel = trial.first(where: { $0.event == .interactionEnded(cancelled: true) }) {
            throw ReadingStopped.unreadable("\(trial.name): the swipe was cancelled (\(cancel.label))")
        }
        let arrived = try trial.requireAppearance("A", .didAppear)
        if let asked = trial.first(where: { $0.event == .shouldPop }) {
            return (["yes"], "\(trial.name): \(asked.label)")
        }
        return (["no"], "\(trial.name): no navigationBar(_:shouldPop:) before the swipe completed (\(arrived.label))")
    }

    static func backButton(_ trial: TrialRecords) throws -> Values {
        let asked = trial.first { $0.event == .shouldPop }
        let popped = trial.first { $0.event == .publicPop }
        switch (asked, popped) {
        case (let asked?, let popped?): return (["both"], "\(trial.name): \(asked.label) and \(popped.label)")
        case (let asked?, nil): return (["bar-delegate-only"], "\(trial.name): \(asked.label), no popViewController(animated:)")
        case (nil, let popped?): return (["public-pop"], "\(trial.name): \(popped.label), no navigationBar(_:shouldPop:)")
        case (nil, nil):
            // Silent only if the tap did pop: else nothing was asked because nothing happened.
            guard let arrived = trial.first(where: { $0.event == .appearance(page: "A", callback: .didAppear) }) else {
                throw ReadingStopped.unreadable(
                    "\(trial.name): neither navigationBar(_:shouldPop:) nor popViewController(animated:) ran, and A never appeared")
            }
            return (
                ["silent"],
                "\(trial.name): neither navigationBar(_:shouldPop:) nor popViewController(animated:) ran before \(arrived.label)"
            )
        }
    }

    static func intermediates(_ trial: TrialRecords) throws -> Values {
        let arrived = try trial.requireAppearance("A", .didAppear)
        let middle = trial.entries.filter { $0.appearance?.page == "B" }
        if middle.isEmpty { return (["none"], "\(trial.name): B got no appearance callback before \(arrived.label)") }
        let list = middle.map(\.label).joined(separator: ", ")
        guard middle.allSatisfy({ $0.appearance?.callback == .willDisappear || $0.appearance?.callback == .didDisappear }) else {
            throw ReadingStopped.notModelled("\(trial.name): B, popped from the middle, got \(list)")
        }
        return (["disappear"], "\(trial.name): B, popped from the middle, got \(list)")
    }
}
