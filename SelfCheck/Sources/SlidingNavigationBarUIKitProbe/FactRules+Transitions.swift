import Foundation

/// The rules read off what happens during a push (the bar's order, the page's superview, the
/// search palette, a transaction of our own), a call or a tap made while a transition runs, and
/// the iOS 26 swipe back.
extension FactRules {
    /// The records from the first to the incoming page's `didAppear` (or to the end of the trial).
    static func untilArrival(_ trial: TrialRecords, of page: String) -> [TrialEntry] {
        let arrival = trial.appearance(page, .didAppear)?.index ?? Int.max
        return trial.entries.filter { $0.index < arrival }
    }

    static func barFrontAfterShow(_ trial: TrialRecords) throws -> Values {
        let sent = try trial.require(
            trial.first {
                if case .barSentBehind = $0.event { return true }
                return false
            }, "record of the bar sent behind")
        guard sent.event == .barSentBehind(behind: true) else {
            throw ReadingStopped.unreadable("\(trial.name): the bar could not be put behind the pages (\(sent.label))")
        }
        let shown = try trial.require(trial.first { $0.event == .callReturned(call: .showBar) }, "show-bar call")
        let samples = untilArrival(trial, of: "B").filter {
            guard $0.index > shown.index else { return false }
            if case .barOrder = $0.event { return true }
            return false
        }
        guard let last = samples.last else {
            throw ReadingStopped.unreadable("\(trial.name): no display frame between \(shown.label) and B's didAppear")
        }
        if let front = samples.first(where: { $0.event == .barOrder(inFront: true) }) {
            return (["brought-front"], "\(trial.name): after \(sent.label) and \(shown.label), \(front.label)")
        }
        return (
            ["stays-behind"],
            "\(trial.name): after \(sent.label) and \(shown.label), behind in all \(samples.count) frames to \(last.label)"
        )
    }

    static func commitBeforePush(_ trial: TrialRecords) throws -> Values {
        let committed = try trial.require(
            trial.first {
                if case .transactionCommitted = $0.event { return true }
                return false
            }, "transaction record")
        _ = try trial.require(trial.first { $0.event == .callStarted(call: .push) }, "push call after the transaction")
        return committed.event == .transactionCommitted(presentationBeforeNextCall: true)
            ? (["flushed-alone"], "\(trial.name): \(committed.label), before the push call")
            : (["joins-push"], "\(trial.name): \(committed.label): it goes to the screen with the push")
    }

    /// `B`'s superview records up to `B`'s arrival (at least two: when the call returned, then later).
    static func pageSuperviews(_ trial: TrialRecords) throws -> [TrialEntry] {
        let samples = untilArrival(trial, of: "B").filter {
            if case .pageSuperview(page: "B", _, _, _) = $0.event { return true }
            return false
        }
        guard samples.count >= 2 else {
            throw ReadingStopped.unreadable("\(trial.name): fewer than two records of B's superview before it appeared (\(samples.count))")
        }
        return samples
    }

    static func pageViewReparented(_ trial: TrialRecords) throws -> Values {
        let samples = try pageSuperviews(trial)
        if let moved = samples.first(where: {
            if case .pageSuperview(_, _, false, _) = $0.event { return true }
            return false
        }) {
            return (["reparented"], "\(trial.name): \(moved.label)")
        }
        return (["stays"], "\(trial.name): \(samples.count) records, \(samples[0].label) to \(samples[samples.count - 1].label)")
    }

    static func pageSuperviewClips(_ trial: TrialRecords) throws -> Values {
        let samples = try pageSuperviews(trial)
        if let clipping = samples.first(where: {
            if case .pageSuperview(_, _, _, true) = $0.event { return true }
            return false
        }) {
            return (["clips"], "\(trial.name): \(clipping.label)")
        }
        return (["does-not-clip"], "\(trial.name): no clipping ancestor in \(samples.count) records to \(samples[samples.count - 1].label)")
    }

    static func searchPaletteOverAttachment(_ trial: TrialRecords) throws -> Values {
        let samples = untilArrival(trial, of: "B").filter {
            $0.event == .searchPalette(inWindow: true, overAttachment: true)
                || $0.event == .searchPalette(inWindow: true, overAttachment: false)
        }
        guard let last = samples.last else {
            throw ReadingStopped.unreadable("\(trial.name): the search bar was never in the window over the attachment during the push")
        }
        if let over = samples.first(where: { $0.event == .searchPalette(inWindow: true, overAttachment: true) }) {
            return (["over"], "\(trial.name): \(over.label)")
        }
        return (["under"], "\(trial.name): under the attachment in all \(samples.count) frames to \(last.label)")
    }

    // MARK: - A call or a tap during a transition

    /// A push `A` → `B` interrupted by `call` (a pop call or a back tap): where the stack came to
    /// rest, whether `B` ever arrived and how many display frames that took tell reverses,
    /// deferred, cuts short and ignored apart.
    /// `tapCheck`, the back-twice trial, shows whether the probe's tap pops at all (at rest).
    static func interruption(_ trial: TrialRecords, by call: ProbeCall, tapCheck: TrialRecords?) throws -> Values {
        if call == .backTap {
            if let sent = trial.first(where: { $0.event == .backTapSent(control: nil) }) {
                throw ReadingStopped.unreadable("\(trial.name): \(sent.label)")
            }
            if let tapCheck, let rest = restingStack(tapCheck), rest.pages == ["A", "B", "C"] {
                throw ReadingStopped.unreadable(
                    "the probe's back tap popped nothing even at rest (\(tapCheck.name): \(rest.entry.label)), so it proves nothing here")
            }
        }
        let push = try trial.require(trial.first { $0.event == .callReturned(call: .push) }, "push call")
        let interrupt = try trial.require(trial.first { $0.event == .callStarted(call: call) }, "\(call.rawValue) call")
        if let arrived = trial.appearance("B", .didAppear), arrived.index < interrupt.index {
            throw ReadingStopped.unreadable("\(trial.name): the push had ended (\(arrived.label)) before \(interrupt.label)")
        }
        guard let rest = restingStack(trial) else { throw ReadingStopped.unreadable("\(trial.name): no resting stack recorded") }
        let at = "\(interrupt.label), then \(rest.entry.label)"
        if rest.pages == ["A", "B"] { return (["ignored"], "\(trial.name): \(at)") }
        guard rest.pages == ["A"] else { throw ReadingStopped.notModelled("\(trial.name): \(at)") }
        let pushEnd = trial.first(after: push.index) {
            if case .completion = $0.event { return true }
            return false
        }
        if let pushEnd, pushEnd.event == .completion(cancelled: true) {
            return (["reverses"], "\(trial.name): \(at); the push's \(pushEnd.label)")
        }
        guard let arrived = trial.appearance("B", .didAppear, after: interrupt.index) else {
            return (["reverses"], "\(trial.name): \(at); B never appeared")
        }
        // The push cut short arrives at once (within a frame); deferred, it animates on first.
        let frames = trial.entries.filter { $0.index > interrupt.index && $0.index < arrived.index && $0.event == .displayFrame }.count
        let gap = "\(arrived.label) \(frames) display frame\(frames == 1 ? "" : "s") after the \(call.rawValue)"
        return frames <= 1 ? (["cuts-short"], "\(trial.name): \(at); \(gap)") : (["deferred"], "\(trial.name): \(at); \(gap)")
    }

    static func restingStack(_ trial: TrialRecords) -> (entry: TrialEntry, pages: [String])? {
        for entry in trial.entries.reversed() {
            if case .restingStack(let pages) = entry.event { return (entry, pages) }
        }
        return nil
    }

    static func backTwice(_ trial: TrialRecords) throws -> Values {
        let taps = trial.entries.filter { $0.event == .callStarted(call: .backTap) }
        guard taps.count == 2 else { throw ReadingStopped.unreadable("\(trial.name): \(taps.count) back taps recorded, not 2") }
        if let sent = trial.first(where: { $0.event == .backTapSent(control: nil) }) {
            throw ReadingStopped.unreadable("\(trial.name): \(sent.label)")
        }
        guard let rest = restingStack(trial) else { throw ReadingStopped.unreadable("\(trial.name): no resting stack recorded") }
        switch rest.pages {
        case ["A"]: return (["pops-twice"], "\(trial.name): \(rest.entry.label)")
        case ["A", "B"]: return (["pops-once"], "\(trial.name): \(rest.entry.label)")
        case ["A", "B", "C"]:
            throw ReadingStopped.unreadable("\(trial.name): the probe's back tap popped nothing (\(rest.entry.label))")
        default: throw ReadingStopped.notModelled("\(trial.name): \(rest.entry.label)")
        }
    }

    // MARK: - The iOS 26 swipe back

    static func contentPopExists(_ trial: TrialRecords) throws -> Values {
        let found = try trial.require(
            trial.first {
                if case .contentPopFound = $0.event { return true }
                return false
            }, "lookup of the content pop recognizer")
        return found.event == .contentPopFound(exists: true)
            ? (["yes"], "\(trial.name): \(found.label)") : (["no"], "\(trial.name): \(found.label)")
    }

    /// The probe's pan began (the UI test's swipe arrived) and the trial ended after it.
    static func swipePerformed(_ trial: TrialRecords) throws -> (began: TrialEntry, end: TrialEntry) {
        let began = try trial.require(
            trial.first { $0.event == .recognizerState(recognizer: "probe", state: "began") },
            "probe pan that began (was the swipe performed?)")
        guard let end = trial.end else { throw ReadingStopped.unreadable("\(trial.name): the trial has no end record") }
        return (began, end)
    }

    static func contentPopWaitsForFailure(_ trial: TrialRecords) throws -> Values {
        if let absent = trial.first(where: { $0.event == .contentPopFound(exists: false) }) {
            throw ReadingStopped.unreadable("\(trial.name): \(absent.label)")
        }
        let (began, end) = try swipePerformed(trial)
        if let content = trial.first(where: { $0.event == .recognizerState(recognizer: "content-pop", state: "began") }) {
            return (["ignores"], "\(trial.name): \(content.label) although \(began.label)")
        }
        if let popped = trial.appearance("A", .didAppear) {
            return (["ignores"], "\(trial.name): \(popped.label) although \(began.label)")
        }
        return (["waits"], "\(trial.name): \(began.label), no content pop and no pop before \(end.label)")
    }

    static func swipeWithNilAnimator(_ trial: TrialRecords) throws -> Values {
        let (began, end) = try swipePerformed(trial)
        if let popped = trial.appearance("A", .didAppear) ?? trial.first(where: { $0.event == .completion(cancelled: false) }) {
            return (["pops"], "\(trial.name): \(popped.label) after \(began.label)")
        }
        return (["refused"], "\(trial.name): \(began.label), no pop before \(end.label)")
    }
}
