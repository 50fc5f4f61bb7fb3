import Foundation

/// The rule read off a bar hidden while a swipe back leaves its page.
extension FactRules {
    /// `non-top-safe-area`: when `B`, the page the swipe leaves (no longer `topViewController`),
    /// takes the hide in its `safeAreaInsets.top`. Already in the sample right after the call:
    /// `at-once`; by its first layout pass after the call while not on top (its
    /// `viewDidLayoutSubviews`, or the first display frame's sample when it has none while not
    /// on top): `at-its-next-layout`; only once it is on top again (the cancelled swipe brought it
    /// back): `when-top-again`. Later while not on top, or never: not modelled. `A`, the top page,
    /// must take the hide at once (the lab's model gives the top page the new safe area at once).
    static func nonTopSafeArea(_ trial: TrialRecords) throws -> Values {
        let name = trial.name
        func reading(_ entry: TrialEntry) -> (page: String, top: Double, inLayout: Bool, topPage: String?)? {
            if case .safeArea(let page, let top, let inLayout, let topPage) = entry.event { return (page, top, inLayout, topPage) }
            return nil
        }
        let b = trial.entries.filter { reading($0)?.page == "B" }
        let a = trial.entries.filter { reading($0)?.page == "A" }
        guard let call = trial.first(where: { $0.event == .callStarted(call: .hideBar) }) else {
            let started = trial.first {
                if case .alongsideStarted = $0.event { return true }
                return false
            }
            throw ReadingStopped.unreadable(
                started == nil
                    ? "\(name): the swipe back never started (no alongside block), so the probe never hid the bar"
                    : "\(name): no hideBar call: the probe hides the bar only while the swipe is interactive and B is no longer "
                        + "the top view controller")
        }
        let returned = try trial.require(trial.first(after: call.index) { $0.event == .callReturned(call: .hideBar) }, "hideBar return")
        let before = try trial.require(b.last { $0.index < call.index }, "B safe area before the hideBar call")
        let after = try trial.require(b.first { $0.index > returned.index }, "B safe area after the hideBar call")
        if reading(after)?.topPage == "B" {
            throw ReadingStopped.unreadable("\(name): B was still the top view controller when the bar was hidden (\(after.label))")
        }
        if let ended = trial.first(where: {
            if case .interactionEnded = $0.event { return true }
            return false
        }), ended.index < call.index {
            throw ReadingStopped.unreadable("\(name): the bar was hidden after the swipe's interaction had ended (\(ended.label))")
        }
        let top = reading(before)?.top ?? .nan
        let moved = { (entry: TrialEntry) in abs((reading(entry)?.top ?? top) - top) > tolerance }
        // The control: the top page takes the hide at once.
        let aBefore = try trial.require(a.last { $0.index < call.index }, "A safe area before the hideBar call")
        let aAfter = try trial.require(a.first { $0.index > returned.index }, "A safe area after the hideBar call")
        if abs((reading(aAfter)?.top ?? 0) - (reading(aBefore)?.top ?? 0)) <= tolerance {
            throw ReadingStopped.notModelled(
                "\(name): A, the top view controller, did not take the hide at once either (\(aBefore.label); \(aAfter.label)); "
                    + "the lab gives the top page the new safe area at once")
        }
        let notTop = { (entry: TrialEntry) in reading(entry)?.topPage != "B" }
        // B's next layout pass while not on top: its first viewDidLayoutSubviews after the call,
        // or, where it has none before it is on top again, the first display frame's sample.
        let frame = trial.first(after: returned.index) { $0.event == .displayFrame }
        let frameSample = frame.flatMap { frame in b.first { $0.index > frame.index } }
        let layout = b.first { $0.index > returned.index && reading($0)?.inLayout == true }
        let nextLayout = (layout.flatMap { notTop($0) ? $0 : nil } ?? frameSample.flatMap { notTop($0) ? $0 : nil })?.index
        let evidence = "\(name), read B's view.safeAreaInsets.top: \(before.label) before the hide (\(call.label))"
        guard let first = b.first(where: { $0.index > call.index && moved($0) }) else {
            let lastB = b.last ?? after
            if let shown = trial.first(after: returned.index, where: { !$0.record.barHidden }) {
                throw ReadingStopped.unreadable(
                    "\(name): the bar was shown again (\(shown.label)) before B took the hide, so nothing is left to time")
            }
            if let completed = trial.first(where: { $0.event == .interactionEnded(cancelled: false) }) {
                throw ReadingStopped.unreadable(
                    "\(name): the swipe completed (\(completed.label)) and B left without taking the hide or coming back on top")
            }
            guard let back = b.first(where: { $0.index > returned.index && !notTop($0) }) else {
                throw ReadingStopped.unreadable("\(name): no B safe area recorded once B was on top again (last: \(lastB.label))")
            }
            throw ReadingStopped.notModelled(
                "\(evidence): B kept it to the last sample (\(lastB.label)), on top again since \(back.label)")
        }
        if first.index <= after.index {
            return (["at-once"], "\(evidence), changed right after the call (\(first.label))")
        }
        if notTop(first) {
            if let nextLayout, first.index <= nextLayout {
                return (["at-its-next-layout"], "\(evidence), unchanged right after the call (\(after.label)), changed at \(first.label)")
            }
            throw ReadingStopped.notModelled(
                "\(evidence): B took it while not on top but after its next layout pass"
                    + (nextLayout.map { " (record \($0))" } ?? " (none recorded)") + ", at \(first.label)")
        }
        // On top again: the lab's `when-top-again` holds only if B had a layout pass or a frame
        // while not on top after the call (else the two lagging values look alike).
        guard let nextLayout, let passed = b.first(where: { $0.index == nextLayout }) else {
            throw ReadingStopped.unreadable(
                "\(name): B was not laid out or sampled at a display frame while not on top after the hide, before it took it "
                    + "on top again (\(first.label))")
        }
        let lastNotTop = b.last { $0.index < first.index && notTop($0) } ?? passed
        return (
            ["when-top-again"],
            "\(evidence), unchanged while not on top (\(passed.label) to \(lastNotTop.label)), changed on top again at \(first.label)"
        )
    }
}
