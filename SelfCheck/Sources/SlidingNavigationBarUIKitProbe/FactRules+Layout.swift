import Foundation

/// The rules read off frames, geometry and the bar's own animation.
extension FactRules {
    /// Two points are the same within this distance (sub-pixel rounding of a presentation layer).
    static let tolerance = 0.5

    static func nonAnimatedFrame(_ trial: TrialRecords) throws -> Values {
        let arrived = try trial.requireAppearance("B", .didAppear)
        let isAppearing = trial.appearance("B", .isAppearing)
        let start = try trial.require(isAppearing ?? trial.appearance("B", .willAppear), "B isAppearing or willAppear")
        let from = isAppearing == nil ? "B's willAppear (no isAppearing recorded, as before iOS 16)" : "B's isAppearing"
        guard let anyFrame = trial.first(where: { $0.event == .displayFrame }) else {
            throw ReadingStopped.unreadable("\(trial.name): no display frame was recorded at all, so none between proves nothing")
        }
        if let frame = trial.first(after: start.index, where: { $0.event == .displayFrame && $0.index < arrived.index }) {
            return (["before-did"], "\(trial.name): \(frame.label) between \(from) (\(start.label)) and \(arrived.label)")
        }
        return (
            ["none"],
            "\(trial.name): no display frame between \(from) (\(start.label)) and \(arrived.label), though frames were recorded (\(anyFrame.label))"
        )
    }

    static func hiddenBarView(_ trial: TrialRecords) throws -> Values {
        let top = try trial.require(
            trial.first {
                if case .pageViewTop(page: "B", _, _) = $0.event { return true }
                return false
            }, "view top of B")
        guard case .pageViewTop(_, let y, let statusBar) = top.event else { throw ReadingStopped.unreadable("no view top of B") }
        guard top.record.barHidden else {
            throw ReadingStopped.unreadable("\(trial.name): the bar was not hidden when B's view top was recorded (\(top.label))")
        }
        var values: Set<String> = []
        if abs(y - statusBar) <= tolerance { values.insert("below-status-bar") }
        if abs(y) <= tolerance { values.insert("at-top") }
        guard !values.isEmpty else {
            throw ReadingStopped.notModelled(
                "\(trial.name): B's view starts neither below the status bar nor at the top (\(top.label))")
        }
        let alike = values.count > 1 ? ", where the status bar has no height, so both look alike" : ""
        return (values, "\(trial.name): \(top.label)\(alike)")
    }

    /// How `A`'s safe-area content moved in a trial that hides the bar with animation.
    enum ContentMove: Equatable {
        case glides
        case atOnce
    }

    static func contentMove(_ trial: TrialRecords) throws -> (move: ContentMove, evidence: String) {
        let samples = trial.entries.compactMap { entry -> (TrialEntry, Double)? in
            if case .contentSample(page: "A", let y) = entry.event { return (entry, y) }
            return nil
        }
        guard let (firstEntry, first) = samples.first, let (lastEntry, last) = samples.last, abs(last - first) > tolerance else {
            throw ReadingStopped.unreadable("\(trial.name): A's content did not move (\(samples.count) samples)")
        }
        let low = min(first, last)
        let high = max(first, last)
        let span = "from y=\(ProbeEvent.points(first)) (\(firstEntry.label)) to y=\(ProbeEvent.points(last)) (\(lastEntry.label))"
        if let (between, _) = samples.first(where: { $0.1 > low + tolerance && $0.1 < high - tolerance }) {
            return (.glides, "\(trial.name): A's content glided \(span), through \(between.label)")
        }
        if let (outside, _) = samples.first(where: { abs($0.1 - first) > tolerance && abs($0.1 - last) > tolerance }) {
            throw ReadingStopped.notModelled("\(trial.name): A's content moved \(span) by way of \(outside.label), outside that range")
        }
        return (.atOnce, "\(trial.name): A's content moved at once \(span), \(samples.count) samples")
    }

    /// Outside a transition (`bar-hidden-at-rest`) and inside one (`bar-hidden-in-push`).
    static func barLayout(_ log: ProbeLog) throws -> Values {
        let outside = try contentMove(TrialRecords(.barHiddenAtRest, in: log))
        let inside = try contentMove(TrialRecords(.barHiddenInPush, in: log))
        let evidence = "\(outside.evidence); \(inside.evidence)"
        switch (outside.move, inside.move) {
        case (.glides, .glides): return (["glides"], evidence)
        case (.glides, .atOnce): return (["glides-outside-transitions"], evidence)
        case (.atOnce, .atOnce): return (["at-once"], evidence)
        case (.atOnce, .glides):
            throw ReadingStopped.notModelled("the content glides inside transitions but not outside: \(evidence)")
        }
    }

    static func barAnimationCompletionRuns(_ trial: TrialRecords) throws -> Values {
        if let completed = trial.first(where: { $0.event == .barAnimationCompleted }) {
            return (["yes"], "\(trial.name): \(completed.label)")
        }
        guard let end = trial.end else {
            throw ReadingStopped.unreadable(
                "\(trial.name): the trial has no end record, so a missing bar animation completion proves nothing")
        }
        return (["no"], "\(trial.name): no bar animation completion before the trial ended (\(end.label))")
    }

    static func pageSuperviewMoves(_ trial: TrialRecords) throws -> Values {
        let samples = trial.entries.compactMap { entry -> (TrialEntry, Double)? in
            if case .superviewSample(page: "B", let x) = entry.event { return (entry, x) }
            return nil
        }
        guard samples.count >= 2, let low = samples.min(by: { $0.1 < $1.1 }), let high = samples.max(by: { $0.1 < $1.1 }) else {
            throw ReadingStopped.unreadable("\(trial.name): fewer than two samples of B's superview (\(samples.count))")
        }
        if high.1 - low.1 > tolerance {
            return (["moves-with-page"], "\(trial.name): B's superview moved, \(low.0.label) to \(high.0.label)")
        }
        return (
            ["stays"],
            "\(trial.name): B's superview stayed at x=\(ProbeEvent.points(low.1)) over \(samples.count) samples, "
                + "\(samples[0].0.label) to \(samples[samples.count - 1].0.label)"
        )
    }
}
