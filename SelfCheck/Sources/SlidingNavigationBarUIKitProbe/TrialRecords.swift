import Foundation

/// A question's reading stopped early: the answer it gives instead of values.
struct ReadingStopped: Error {
    var answer: UIKitFactAnswer

    static func unreadable(_ reason: String) -> ReadingStopped { ReadingStopped(answer: .unreadable(reason: reason)) }
    static func notModelled(_ observed: String) -> ReadingStopped { ReadingStopped(answer: .notModelled(observed: observed)) }
}

/// One record of a trial with its place in the log (records are read in the order the probe
/// appended them, never by their times, which a hand-edited file may leave unsorted).
struct TrialEntry {
    /// The record's index in `ProbeLog.records`, from 0.
    var index: Int
    var record: ProbeRecord

    var event: ProbeEvent { record.event }

    /// `record 12: B willAppear`.
    var label: String { "record \(index): \(event.shortDescription)" }

    func isAppearance(_ page: String, _ callback: ProbeCallback) -> Bool {
        event == .appearance(page: page, callback: callback)
    }

    var appearance: (page: String, callback: ProbeCallback)? {
        if case .appearance(let page, let callback) = event { return (page, callback) }
        return nil
    }
}

/// The records of one trial, up to its `trialEnded`.
struct TrialRecords {
    var trial: ProbeTrial
    var entries: [TrialEntry]
    /// The `trialEnded(timedOut: false)` that closed the trial, if any.
    var end: TrialEntry?

    /// The trial's records; stops the reading when there are none or the trial timed out.
    init(_ trial: ProbeTrial, in log: ProbeLog) throws {
        self.trial = trial
        var entries: [TrialEntry] = []
        var end: TrialEntry?
        for (index, record) in log.records.enumerated() where record.trial == trial {
            if case .trialEnded(let timedOut) = record.event {
                if timedOut { throw ReadingStopped.unreadable("the \(trial.rawValue) trial timed out (record \(index))") }
                end = TrialEntry(index: index, record: record)
                break
            }
            entries.append(TrialEntry(index: index, record: record))
        }
        guard !entries.isEmpty else { throw ReadingStopped.unreadable("the log has no records of the \(trial.rawValue) trial") }
        self.entries = entries
        self.end = end
    }

    var name: String { trial.rawValue }

    func first(after start: Int = -1, where predicate: (TrialEntry) -> Bool) -> TrialEntry? {
        entries.first { $0.index > start && predicate($0) }
    }

    func appearance(_ page: String, _ callback: ProbeCallback, after start: Int = -1) -> TrialEntry? {
        first(after: start) { $0.isAppearance(page, callback) }
    }

    /// The record, or the reading stops as unreadable, saying what is missing.
    func require(_ entry: TrialEntry?, _ what: String) throws -> TrialEntry {
        guard let entry else { throw ReadingStopped.unreadable("the \(name) trial has no \(what)") }
        return entry
    }

    func requireAppearance(_ page: String, _ callback: ProbeCallback, after start: Int = -1) throws -> TrialEntry {
        try require(appearance(page, callback, after: start), "\(page) \(callback.rawValue)" + (start >= 0 ? " after record \(start)" : ""))
    }
}

extension ProbeEvent {
    /// A few words for an evidence sentence.
    var shortDescription: String {
        switch self {
        case .callStarted(let call): "\(call.rawValue) call started"
        case .callReturned(let call): "\(call.rawValue) call returned"
        case .appearance(let page, let callback): "\(page) \(callback.rawValue)"
        case .alongsideStarted(let animates): "alongside block, created view animates: \(animates)"
        case .interactionEnded(let cancelled): "interaction ended, cancelled: \(cancelled)"
        case .completion(let cancelled): "completion, cancelled: \(cancelled)"
        case .shouldPop: "navigationBar(_:shouldPop:)"
        case .publicPop: "popViewController(animated:)"
        case .displayFrame: "display frame"
        case .contentSample(let page, let y): "\(page) content at y=\(Self.points(y))"
        case .superviewSample(let page, let x): "\(page) superview at x=\(Self.points(x))"
        case .pageViewTop(let page, let y, let statusBar):
            "\(page) view top at y=\(Self.points(y)), status bar \(Self.points(statusBar))"
        case .barAnimationCompleted: "bar animation completed"
        case .trialEnded(let timedOut): "trial ended, timed out: \(timedOut)"
        case .captureCompared(let method, let mean, let max, let transparent, let dark):
            "\(method.rawValue) copy vs screen: mean difference \(Self.fraction(mean)), largest \(Self.fraction(max))"
                + ", nothing drawn at \(Self.fraction(transparent)), dark \(Self.fraction(dark))"
        case .barBackdrop(let contrast, let content):
            "stripes' contrast through the bar \(Self.fraction(contrast)), below it \(Self.fraction(content))"
        case .barGeometry(let top, let height, let safeAreaTop):
            "bar at y=\(Self.points(top)), \(Self.points(height)) pt high, safe area top \(Self.points(safeAreaTop))"
        case .photoMissing(let name): "no photograph \(name)"
        case .overflowDrawn(let method, let above, let inside):
            "\(method.rawValue) of the bar alone: bar colour above its bounds \(Self.fraction(above)), inside \(Self.fraction(inside))"
        case .barSentBehind(let behind): "bar sent to the back, behind the pages: \(behind)"
        case .barOrder(let inFront): "bar in front of the pages: \(inFront)"
        case .transactionCommitted(let committed): "own transaction committed alone: \(committed)"
        case .pageSuperview(let page, let superviewClass, let same, let clips):
            "\(page)'s superview \(superviewClass), same as at first: \(same), clipping ancestor: \(clips)"
        case .searchPalette(let inWindow, let over): "search bar in window: \(inWindow), over the attachment: \(over)"
        case .popReturned(let page): "pop returned \(page ?? "nil")"
        case .backTapSent(let control): control.map { "back tap sent to \($0)" } ?? "no back button found"
        case .restingStack(let pages): "at rest: \(pages.joined(separator: " "))"
        case .contentPopFound(let exists): "content pop recognizer: \(exists ? "present" : "absent")"
        case .recognizerState(let recognizer, let state): "\(recognizer) \(state)"
        case .statusBar(let top, let hidden): "bar top at y=\(Self.points(top)), status bar hidden: \(hidden)"
        case .safeArea(let page, let top, let inLayout, let topPage):
            "\(page) safe area top \(Self.points(top))\(inLayout ? " in its viewDidLayoutSubviews" : ""), top view controller "
                + (topPage ?? "none")
        case .shouldPopAnswered(let allowed): "the navigation controller answered navigationBar(_:shouldPop:) \(allowed ? "YES" : "NO")"
        case .barSubviewAlphas(let alphas): "bar subviews' alphas " + alphas.map(Self.fraction).joined(separator: " ")
        case .backActionRan: "the back action ran"
        case .barViewHidden(let hidden): "navigationBar.isHidden \(hidden)"
        case .nextTurn(let page, let attached, let committed):
            "next turn after \(page)'s willDisappear: navigationController \(attached ? "present" : "nil")"
                + (committed.map { ", incoming view committed: \($0)" } ?? "")
        case .didMoveToParent(let page, let parent): "\(page) didMove(toParent: \(parent ? "the navigation controller" : "nil"))"
        case .willShow(let page): "delegate willShow \(page)"
        case .didShow(let page): "delegate didShow \(page)"
        case .modalCompleted(let dismissal): dismissal ? "modal dismissed (completion)" : "modal presented (completion)"
        case .coordinatorOwner(let owner): "navigation controller's coordinator: \(owner)"
        }
    }

    /// `0.42` for a share or a difference from 0 to 1.
    static func fraction(_ value: Double) -> String { String(format: "%.2f", value) }

    static func points(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e9 && value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
