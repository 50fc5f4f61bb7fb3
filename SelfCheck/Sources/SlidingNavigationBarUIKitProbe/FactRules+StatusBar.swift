import Foundation

/// The rule read off a push to a page that hides the status bar.
extension FactRules {
    /// `status-bar-update`: when the bar's top (its frame in the window) leaves where it was
    /// before the push. By the animation's start (when the call returned, in the alongside
    /// block's first run, or at the first display frame after it): `at-animation-start`; at the
    /// completion or later: `at-end`; in between: not modelled. A status bar reported hidden by
    /// the start while the bar moves only at the end is not modelled either. Where the bar never
    /// moves (a notched phone: the status bar hides above a bar that stays) there is nothing to
    /// time: unreadable.
    static func statusBarUpdate(_ trial: TrialRecords, device: String) throws -> Values {
        let name = "\(trial.name) on \(device)"
        let samples = trial.entries.filter {
            if case .statusBar = $0.event { return true }
            return false
        }
        func reading(_ entry: TrialEntry) -> (top: Double, hidden: Bool) {
            if case .statusBar(let top, let hidden) = entry.event { return (top, hidden) }
            return (.nan, false)
        }
        let call = try trial.require(trial.first { $0.event == .callStarted(call: .push) }, "push call")
        let before = try trial.require(samples.last(where: { $0.index < call.index }), "bar top and status bar before the push call")
        guard !reading(before).hidden else {
            throw ReadingStopped.unreadable("\(name): the status bar was hidden already before the push (\(before.label))")
        }
        let alongside = try trial.require(
            trial.first {
                if case .alongsideStarted = $0.event { return true }
                return false
            }, "alongside block")
        let completion = try trial.require(
            trial.first {
                if case .completion = $0.event { return true }
                return false
            }, "completion")
        guard let last = samples.last, last.index > completion.index else {
            throw ReadingStopped.unreadable("\(name): no bar top or status bar recorded at or after the completion (\(completion.label))")
        }
        let top = reading(before).top
        let moved = { (entry: TrialEntry) in abs(reading(entry).top - top) > tolerance }
        let read = "the bar's frame top in the window and statusBarManager.isStatusBarHidden"
        guard let firstMoved = samples.first(where: { $0.index > call.index && moved($0) }) else {
            let hidden = samples.first { $0.index > call.index && reading($0).hidden }
            let why =
                hidden.map {
                    "the status bar hid (\($0.label)) but the bar stayed at y=\(ProbeEvent.points(top)) to \(last.label): on this "
                        + "device hiding the status bar does not move the bar (as on a notched phone), so there is nothing to time"
                }
                ?? "the status bar never reported hidden and the bar stayed at y=\(ProbeEvent.points(top)) to \(last.label): "
                + "B's prefersStatusBarHidden was not applied (another window or the Info.plist governs the status bar?)"
            throw ReadingStopped.unreadable("\(name): read \(read): \(why)")
        }
        // The animation's start: up to the sample in the alongside block's first run and the one
        // at the first display frame after it (a layout pass the start asked for has run by then).
        let frame = trial.first(after: alongside.index) { $0.event == .displayFrame && $0.index < completion.index }
        let startEnd =
            [alongside.index, frame?.index].compactMap { mark in
                mark.flatMap { mark in samples.first { $0.index > mark && $0.index < completion.index }?.index }
            }.max() ?? alongside.index
        let evidence = "\(name), read \(read): \(before.label) before the call, \(firstMoved.label)"
        if firstMoved.index <= startEnd {
            return (["at-animation-start"], "\(evidence), by the animation's start (\(alongside.label))")
        }
        if firstMoved.index < completion.index {
            throw ReadingStopped.notModelled(
                "\(evidence): the bar moved during the animation, after its start (\(alongside.label)) and before \(completion.label)")
        }
        if let early = samples.first(where: { $0.index > call.index && $0.index <= startEnd && reading($0).hidden }) {
            throw ReadingStopped.notModelled(
                "\(evidence): the status bar reported hidden by the animation's start (\(early.label)) but the bar moved only at "
                    + "the end (\(completion.label))")
        }
        return (["at-end"], "\(evidence), not before the completion (\(completion.label))")
    }
}
