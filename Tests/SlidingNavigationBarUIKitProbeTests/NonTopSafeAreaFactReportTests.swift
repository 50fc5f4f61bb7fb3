import SlidingNavigationBarUIKitProbe
import Testing

/// The decision table of `non-top-safe-area` beyond one value each (which
/// `UIKitFactReportTests.eachValueIsReadBackFromTheRecordsItWouldMake` covers): what no value
/// describes, and what leaves it unreadable.
@Suite struct NonTopSafeAreaFactReportTests {
    func reading(_ log: ProbeLog) -> UIKitFactReading { UIKitFactReport(log: log)[.nonTopSafeArea] }

    static let notModelled: [EditedLogCase] = [
        EditedLogCase(question: .nonTopSafeArea, behaviour: [.nonTopSafeArea: "top-late"], phrase: "did not take the hide at once either"),
        EditedLogCase(
            question: .nonTopSafeArea, behaviour: [.nonTopSafeArea: "late-in-swipe"], phrase: "while not on top but after its next layout"
        ),
        EditedLogCase(question: .nonTopSafeArea, behaviour: [.nonTopSafeArea: "never"], phrase: "B kept it to the last sample"),
    ]

    @Test(arguments: notModelled)
    func whatNoValueDescribesIsNotModelled(_ item: EditedLogCase) {
        let answer = reading(item.log).answer
        guard case .notModelled(let observed) = answer else {
            Issue.record("expected not modelled, got \(answer)")
            return
        }
        #expect(observed.contains(item.phrase), "\(observed)")
    }

    static let unreadable: [EditedLogCase] = [
        EditedLogCase(question: .nonTopSafeArea, behaviour: [.nonTopSafeArea: "bar-shown-again"], phrase: "the bar was shown again"),
        EditedLogCase(question: .nonTopSafeArea, behaviour: [.nonTopSafeArea: "completed"], phrase: "the swipe completed"),
        EditedLogCase(question: .nonTopSafeArea, behaviour: [.nonTopSafeArea: "still-top"], phrase: "B was still the top view controller"),
        EditedLogCase(question: .nonTopSafeArea, drop: (.barHiddenMidSwipe, "hideBar"), phrase: "no hideBar call"),
        EditedLogCase(question: .nonTopSafeArea, drop: (.barHiddenMidSwipe, "alongsideStarted"), phrase: "the swipe back never started"),
        EditedLogCase(question: .nonTopSafeArea, drop: (.barHiddenMidSwipe, "safeArea"), phrase: "B safe area before the hideBar call"),
    ]

    @Test(arguments: unreadable)
    func recordsThatCannotTimeTheSafeAreaAreUnreadable(_ item: EditedLogCase) {
        var log = item.log
        // Without its alongside block the synthetic swipe never got to the hide either.
        if item.phrase == "the swipe back never started" {
            log.records.removeAll { $0.trial == .barHiddenMidSwipe && String(describing: $0.event).contains("hideBar") }
        }
        let answer = reading(log).answer
        guard case .unreadable(let reason) = answer else {
            Issue.record("expected unreadable, got \(answer)")
            return
        }
        #expect(reason.contains(item.phrase), "\(reason)")
    }

    /// B's next layout pass is its first `viewDidLayoutSubviews` while not on top, however many
    /// frames later; a change after it, still not on top, is neither value.
    @Test func theNextLayoutPassIsBsOwnFirstOneAfterTheCall() {
        let late = reading(SyntheticUIKit([.nonTopSafeArea: "next-layout-at-frame-2"]).log)
        #expect(late.values == ["at-its-next-layout"], "\(late)")
        let after = reading(SyntheticUIKit([.nonTopSafeArea: "late-in-swipe"]).log)
        #expect(after.values.isEmpty, "\(after)")
    }

    /// The evidence names what was read and the records the value rests on.
    @Test func theEvidenceNamesWhatWasRead() {
        for value in UIKitFactQuestion.nonTopSafeArea.answers {
            let answer = reading(SyntheticUIKit([.nonTopSafeArea: value]).log).answer
            guard case .consistent(_, let evidence) = answer else {
                Issue.record("expected \(value), got \(answer)")
                continue
            }
            #expect(evidence.contains("bar-hidden-mid-swipe, read B's view.safeAreaInsets.top"), "\(evidence)")
            #expect(evidence.contains("B safe area top 103"), "\(evidence)")
        }
    }

    /// A change seen only on top again needs a layout pass or frame sample while not on top
    /// after the hide: without one, the two lagging values look alike.
    @Test func noSampleWhileNotOnTopAfterTheHideIsUnreadable() {
        var log = SyntheticUIKit([.nonTopSafeArea: "when-top-again"]).log
        let call = log.records.firstIndex { $0.trial == .barHiddenMidSwipe && $0.event == .callReturned(call: .hideBar) }!
        let afterCall = log.records.indices.filter { index in
            guard index > call, log.records[index].trial == .barHiddenMidSwipe,
                case .safeArea(let page, _, _, let topPage) = log.records[index].event
            else { return false }
            return page == "B" && topPage != "B"
        }
        // Keep the sample right after the call (the at-once reading needs it), drop the rest.
        for index in afterCall.dropFirst().reversed() { log.records.remove(at: index) }
        #expect("\(reading(log))".contains("was not laid out or sampled at a display frame while not on top"), "\(reading(log))")
    }
}
