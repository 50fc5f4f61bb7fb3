import SlidingNavigationBarUIKitProbe
import Testing

/// The decision table of `status-bar-update` beyond one value each (which
/// `UIKitFactReportTests.eachValueIsReadBackFromTheRecordsItWouldMake` covers): where the
/// animation's start ends, what no value describes, and what leaves it unreadable.
@Suite struct StatusBarFactReportTests {
    func reading(_ log: ProbeLog) -> UIKitFactReading { UIKitFactReport(log: log)[.statusBarUpdate] }

    /// The sample in the alongside block and the one at the first display frame after it are the
    /// animation's start; a move first seen at a later frame, before the completion, is neither value.
    @Test func theStartEndsAtTheFirstDisplayFrameAfterTheAlongsideBlock() {
        let first = reading(SyntheticUIKit([.statusBarUpdate: "moves-at-frame-0"]).log)
        #expect(first.values == ["at-animation-start"], "\(first)")
        for frame in [1, 3] {
            let later = reading(SyntheticUIKit([.statusBarUpdate: "moves-at-frame-\(frame)"]).log)
            guard case .notModelled(let observed) = later.answer else {
                Issue.record("expected not modelled, got \(later)")
                continue
            }
            #expect(observed.contains("during the animation, after its start"), "\(observed)")
        }
    }

    /// The evidence says where it ran and what was read.
    @Test func theEvidenceNamesTheDeviceAndWhatWasRead() {
        let answer = reading(SyntheticUIKit([.statusBarUpdate: "at-animation-start"]).log).answer
        guard case .consistent(_, let evidence) = answer else {
            Issue.record("expected a value, got \(answer)")
            return
        }
        #expect(evidence.contains("status-bar-hidden-in-push on hand-written test log"), "\(evidence)")
        #expect(evidence.contains("isStatusBarHidden") && evidence.contains("bar top at y=20"), "\(evidence)")
    }

    @Test func aStatusBarHiddenAtTheStartAboveABarMovedAtTheEndIsNotModelled() {
        let answer = reading(SyntheticUIKit([.statusBarUpdate: "status-bar-early"]).log).answer
        guard case .notModelled(let observed) = answer else {
            Issue.record("expected not modelled, got \(answer)")
            return
        }
        #expect(observed.contains("reported hidden by the animation's start"), "\(observed)")
    }

    static let unreadable: [EditedLogCase] = [
        // A notched phone: the status bar hides, the bar stays.
        EditedLogCase(question: .statusBarUpdate, behaviour: [.statusBarUpdate: "bar-stays"], phrase: "a notched phone"),
        EditedLogCase(question: .statusBarUpdate, behaviour: [.statusBarUpdate: "never-hidden"], phrase: "never reported hidden"),
        EditedLogCase(question: .statusBarUpdate, drop: (.statusBarHiddenInPush, "statusBar"), phrase: "before the push call"),
        EditedLogCase(question: .statusBarUpdate, drop: (.statusBarHiddenInPush, "alongsideStarted"), phrase: "no alongside block"),
        EditedLogCase(question: .statusBarUpdate, drop: (.statusBarHiddenInPush, "completion"), phrase: "no completion"),
        EditedLogCase(question: .statusBarUpdate, drop: (.statusBarHiddenInPush, "callStarted"), phrase: "no push call"),
    ]

    @Test(arguments: unreadable)
    func recordsThatCannotTimeTheStatusBarAreUnreadable(_ item: EditedLogCase) {
        let answer = reading(item.log).answer
        guard case .unreadable(let reason) = answer else {
            Issue.record("expected unreadable, got \(answer)")
            return
        }
        #expect(reason.contains(item.phrase), "\(reason)")
    }

    @Test func aStatusBarHiddenBeforeThePushIsUnreadable() {
        var log = SyntheticUIKit().log
        let first = log.records.firstIndex { $0.trial == .statusBarHiddenInPush }!
        log.records[first].event = .statusBar(barTop: 0, hidden: true)
        #expect(
            reading(log).answer
                == .unreadable(
                    reason: "status-bar-hidden-in-push on hand-written test log: "
                        + "the status bar was hidden already before the push (record \(first): bar top at y=0, status bar hidden: true)"))
    }

    /// Nothing recorded at or after the completion: a bar that would move at the end cannot be seen.
    @Test func aTrialWithoutSamplesAfterTheCompletionIsUnreadable() {
        var log = SyntheticUIKit().log
        let completion = log.records.firstIndex { $0.trial == .statusBarHiddenInPush && $0.event == .completion(cancelled: false) }!
        let after = log.records.indices.filter { index in
            guard index > completion, log.records[index].trial == .statusBarHiddenInPush, case .statusBar = log.records[index].event
            else { return false }
            return true
        }
        for index in after.reversed() { log.records.remove(at: index) }
        #expect("\(reading(log))".contains("no bar top or status bar recorded at or after the completion"), "\(reading(log))")
    }
}
