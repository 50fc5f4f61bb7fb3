import Foundation

/// The rules read off the capture trials and the bar-only overflow: what a drawing of the bar
/// shows next to the screen.
extension FactRules {
    /// A copy matches the screen when its samples differ from the screen's by at most this on
    /// average (about 13 of 255 per channel: antialiased text and the glass's own shimmer, not a
    /// missing background).
    static let matchingDifference = 0.05
    /// A share of samples counts as "all" from here, and as "none" below `1 - allShare`.
    static let allShare = 0.9

    static func capture(_ question: UIKitFactQuestion, in log: ProbeLog) throws -> Values {
        guard let (trialName, method) = question.capture else {
            throw ReadingStopped.unreadable("\(question.rawValue) is not a capture question")
        }
        let trial = try TrialRecords(trialName, in: log)
        try requirePhotographs(trial)
        let compared = try trial.require(
            trial.first {
                if case .captureCompared(method, _, _, _, _) = $0.event { return true }
                return false
            }, "comparison of the \(method.rawValue) copy")
        guard case .captureCompared(_, let mean, _, let transparent, let dark) = compared.event else {
            throw ReadingStopped.unreadable("\(trial.name): no comparison of the \(method.rawValue) copy")
        }
        let evidence = "\(trial.name): \(compared.label)"
        if mean <= matchingDifference { return (["matches-screen"], evidence) }
        if transparent >= allShare { return (["transparent"], evidence) }
        if dark >= 0.5 { return (["dark"], evidence) }
        return (["differs"], evidence)
    }

    /// Stops the reading when the trial could not photograph the screen.
    static func requirePhotographs(_ trial: TrialRecords) throws {
        if let missing = trial.first(where: {
            if case .photoMissing = $0.event { return true }
            return false
        }) {
            throw ReadingStopped.unreadable(
                "\(trial.name): \(missing.label) (the UI test writes photographs only where the app can read them: run it on a simulator)")
        }
    }

    static func defaultBarBackground(_ trial: TrialRecords) throws -> Values {
        try requirePhotographs(trial)
        let backdrop = try trial.require(
            trial.first {
                if case .barBackdrop = $0.event { return true }
                return false
            }, "contrast of the stripes through the bar")
        guard case .barBackdrop(let contrast, let content) = backdrop.event else {
            throw ReadingStopped.unreadable("\(trial.name): no contrast of the stripes")
        }
        guard content >= 0.2 else {
            throw ReadingStopped.unreadable(
                "\(trial.name): the stripes below the bar hardly contrast (\(backdrop.label)), so nothing can be read through it")
        }
        let share = contrast / content
        let evidence = "\(trial.name): \(backdrop.label), \(Int((share * 100).rounded())) % of it shows through"
        if share >= 0.7 { return (["none"], evidence) }
        if share <= 0.05 { return (["opaque"], evidence) }
        return (["blurs"], evidence)
    }

    static func standardBarHeight(_ trial: TrialRecords) throws -> Values {
        let geometry = try trial.require(
            trial.first {
                if case .barGeometry = $0.event { return true }
                return false
            }, "bar geometry")
        guard case .barGeometry(_, let height, _) = geometry.event else { throw ReadingStopped.unreadable("no bar geometry") }
        let points = String(Int(height.rounded()))
        guard abs(height - height.rounded()) <= tolerance, UIKitFactQuestion.standardBarHeight.answers.contains(points) else {
            throw ReadingStopped.notModelled("\(trial.name): \(geometry.label)")
        }
        return ([points], "\(trial.name): \(geometry.label)")
    }

    static func barOnlyOverflow(_ trial: TrialRecords) throws -> Values {
        let drawn = try trial.require(
            trial.first {
                if case .overflowDrawn(.drawHierarchy, _, _) = $0.event { return true }
                return false
            }, "drawHierarchy of the bar alone (none is recorded where there is no room above the bar)")
        guard case .overflowDrawn(_, let above, let inside) = drawn.event else {
            throw ReadingStopped.unreadable("\(trial.name): no drawing of the bar alone")
        }
        guard inside >= allShare else {
            throw ReadingStopped.unreadable("\(trial.name): the bar's own colour is missing inside its bounds (\(drawn.label))")
        }
        if above >= allShare { return (["drawn"], "\(trial.name): \(drawn.label)") }
        if above <= 1 - allShare { return (["clipped"], "\(trial.name): \(drawn.label)") }
        throw ReadingStopped.notModelled("\(trial.name): the overflow was drawn in part (\(drawn.label))")
    }
}
