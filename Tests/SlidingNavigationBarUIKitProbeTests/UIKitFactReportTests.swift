import Foundation
import SlidingNavigationBarUIKitProbe
import Testing

/// One value of one question.
struct QuestionValue: Sendable, CustomTestStringConvertible {
    var question: UIKitFactQuestion
    var value: String
    var testDescription: String { "\(question.rawValue)=\(value)" }
}

/// A behaviour outside what a question's values describe, and a phrase its answer must hold.
struct OffModelCase: Sendable, CustomTestStringConvertible {
    var question: UIKitFactQuestion
    var behaviour: [UIKitFactQuestion: String]
    var popBarSwitch: String?
    var phrase: String
    var testDescription: String { "\(question.rawValue): \(phrase)" }
}

/// The decision table of `UIKitFactReport`: hand-written logs (`SyntheticUIKit`) for every value
/// of every question, the cases a trial cannot tell apart, and what is unreadable or not modelled.
@Suite struct UIKitFactReportTests {
    static let everyValue = UIKitFactQuestion.allCases.flatMap { question in
        question.answers.map { QuestionValue(question: question, value: $0) }
    }

    @Test(arguments: everyValue)
    func eachValueIsReadBackFromTheRecordsItWouldMake(_ item: QuestionValue) {
        let report = UIKitFactReport(log: SyntheticUIKit([item.question: item.value]).log)
        let reading = report[item.question]
        #expect(reading.values == [item.value], "\(reading)")
        // The evidence names the records it rests on.
        if case .consistent(_, let evidence) = reading.answer { #expect(evidence.contains("record ")) }
    }

    @Test func aCompleteLogAnswersEveryQuestionWithOneValue() {
        let report = UIKitFactReport(log: SyntheticUIKit().log)
        #expect(report.readings.map(\.question) == UIKitFactQuestion.allCases)
        for reading in report.readings { #expect(reading.values.count == 1, "\(reading)") }
        #expect(report.description.hasPrefix("iOS synthetic on hand-written test log\n"))
    }

    /// When the incoming page's `viewWillAppear` is the first callback and already sees its item,
    /// the bar switched at the call or just before that callback: the trial cannot tell.
    @Test(arguments: ["at-call", "at-will-appear"])
    func barSwitchAtTheIncomingPagesFirstCallbackIsAmbiguous(_ value: String) {
        var uikit = SyntheticUIKit([.barSwitch: value])
        uikit.incomingWillAppearFirst = true
        let reading = UIKitFactReport(log: uikit.log)[.barSwitch]
        #expect(reading.values == ["at-call", "at-will-appear"], "\(reading)")
    }

    @Test func aPushAndPopAgreeingOnOneOfTwoValuesGiveThatOne() {
        var uikit = SyntheticUIKit([.barSwitch: "at-call"])
        uikit.incomingWillAppearFirst = true
        uikit.popBarSwitch = "at-will-appear"
        // Push: at-call or at-will-appear; pop: the same two; only in the push log's own order
        // would a difference show.
        #expect(UIKitFactReport(log: uikit.log)[.barSwitch].values == ["at-call", "at-will-appear"])
        var plain = SyntheticUIKit([.barSwitch: "at-will-appear"])
        plain.popBarSwitch = "at-will-appear"
        #expect(UIKitFactReport(log: plain.log)[.barSwitch].values == ["at-will-appear"])
    }

    @Test func aViewAtTheTopOfAScreenWithoutStatusBarIsBothPlaces() {
        var uikit = SyntheticUIKit([.hiddenBarView: "at-top"])
        uikit.statusBarHeight = 0
        let reading = UIKitFactReport(log: uikit.log)[.hiddenBarView]
        #expect(reading.values == ["below-status-bar", "at-top"], "\(reading)")
    }

    static let offModel: [OffModelCase] = [
        OffModelCase(
            question: .barSwitch, behaviour: [.barSwitch: "at-call"], popBarSwitch: "at-animation-start",
            phrase: "differs between push and pop"),
        OffModelCase(question: .barSwitch, behaviour: [.barSwitch: "at-did-appear"], phrase: "came on top only at"),
        OffModelCase(question: .completionOrder, behaviour: [.completionOrder: "between"], phrase: "between the did-pair"),
        OffModelCase(question: .coordinator, behaviour: [.coordinator: "never"], phrase: "first there at record"),
        OffModelCase(
            question: .cancelCallbacks, behaviour: [.cancelCallbacks: "will-only"], phrase: "A willDisappear, B willAppear, B didAppear"),
        OffModelCase(question: .cancelCallbacks, behaviour: [.cancelCallbacks: "no-will-appear"], phrase: "cancelled: true): B didAppear"),
        OffModelCase(question: .cancelBarRevert, behaviour: [.cancelBarRevert: "later"], phrase: "after the completion"),
        OffModelCase(question: .intermediates, behaviour: [.intermediates: "appear"], phrase: "B willAppear"),
        OffModelCase(
            question: .hiddenBarView, behaviour: [.hiddenBarView: "below-bar"], phrase: "neither below the status bar nor at the top"),
        OffModelCase(question: .barLayout, behaviour: [.barLayout: "inside-only"], phrase: "glides inside transitions but not outside"),
    ]

    @Test(arguments: offModel)
    func whatNoValueDescribesIsNotModelled(_ item: OffModelCase) {
        var uikit = SyntheticUIKit(item.behaviour)
        uikit.popBarSwitch = item.popBarSwitch
        let reading = UIKitFactReport(log: uikit.log)[item.question]
        guard case .notModelled(let observed) = reading.answer else {
            Issue.record("expected not modelled, got \(reading)")
            return
        }
        #expect(observed.contains(item.phrase), "\(observed)")
    }

    /// Without a trial, every question it answers is unreadable, naming the trial; the others
    /// are still read.
    @Test(arguments: ProbeTrial.allCases)
    func aMissingTrialLeavesItsQuestionsUnreadable(_ trial: ProbeTrial) {
        var uikit = SyntheticUIKit()
        uikit.trials.removeAll { $0 == trial }
        let report = UIKitFactReport(log: uikit.log)
        for reading in report.readings {
            if reading.question.trials.contains(trial) {
                #expect(reading.answer == .unreadable(reason: "the log has no records of the \(trial.rawValue) trial"), "\(reading)")
            } else {
                #expect(reading.values.count == 1, "\(reading)")
            }
        }
    }

    @Test(arguments: ProbeTrial.allCases)
    func aTimedOutTrialLeavesItsQuestionsUnreadable(_ trial: ProbeTrial) {
        var log = SyntheticUIKit().log
        let end = log.records.lastIndex { $0.trial == trial }!
        log.records[end].event = .trialEnded(timedOut: true)
        for question in UIKitFactQuestion.allCases where question.trials.contains(trial) {
            #expect(
                UIKitFactReport(log: log)[question].answer == .unreadable(reason: "the \(trial.rawValue) trial timed out (record \(end))"))
        }
    }

    @Test func recordsAfterTheTrialsEndAreIgnored() {
        var log = SyntheticUIKit([.barAnimationCompletionRuns: "no"]).log
        log.records.append(
            ProbeRecord(
                trial: .barHiddenAtRest, event: .barAnimationCompleted, time: 9, barTopItem: "A", barHidden: true, coordinatorPresent: false
            ))
        #expect(UIKitFactReport(log: log)[.barAnimationCompletionRuns].values == ["no"])
    }

    /// Absences prove nothing in a log that stops early, and a swipe that went the other way
    /// answers nothing about a cancel.
    @Test func incompleteTrialsAreUnreadable() {
        func unreadable(_ question: UIKitFactQuestion, _ log: ProbeLog, _ phrase: String, sourceLocation: SourceLocation = #_sourceLocation)
        {
            let reading = UIKitFactReport(log: log)[question]
            guard case .unreadable(let reason) = reading.answer else {
                Issue.record("expected unreadable, got \(reading)", sourceLocation: sourceLocation)
                return
            }
            #expect(reason.contains(phrase), "\(reason)", sourceLocation: sourceLocation)
        }
        func without(_ uikit: SyntheticUIKit = SyntheticUIKit(), _ drop: (ProbeRecord) -> Bool) -> ProbeLog {
            var log = uikit.log
            log.records.removeAll(where: drop)
            return log
        }
        func ends(_ record: ProbeRecord) -> Bool { record.event == .trialEnded(timedOut: false) }

        unreadable(.barAnimationCompletionRuns, without(SyntheticUIKit([.barAnimationCompletionRuns: "no"]), ends), "no end record")
        unreadable(
            .backButton,
            without(SyntheticUIKit([.backButton: "silent"])) {
                $0.trial == .backButton && $0.event == .appearance(page: "A", callback: .didAppear)
            },
            "A never appeared")
        unreadable(.barLayout, SyntheticUIKit([.barLayout: "still"]).log, "did not move")
        unreadable(.nonAnimatedFrame, SyntheticUIKit([.nonAnimatedFrame: "no-frames"]).log, "no display frame was recorded")
        unreadable(.didOrder, without { $0.trial == .push && $0.event == .appearance(page: "B", callback: .didAppear) }, "no B didAppear")
        unreadable(.completionOrder, without { $0.trial == .push && $0.event == .completion(cancelled: false) }, "no completion")
        unreadable(.coordinator, without { $0.trial == .push && $0.event == .callReturned(call: .push) }, "no push call returned")
        unreadable(.alongsideAnimates, without { if case .alongsideStarted = $0.event { true } else { false } }, "no alongside block")
        unreadable(.barSwitch, without { $0.trial == .pop && $0.event == .appearance(page: "A", callback: .willAppear) }, "no A willAppear")
        unreadable(
            .intermediates, without { $0.trial == .popToRoot && $0.event == .appearance(page: "A", callback: .didAppear) }, "no A didAppear"
        )
        unreadable(
            .hiddenSwipeShouldPop, without { $0.trial == .swipeToHiddenBar && $0.event == .appearance(page: "A", callback: .didAppear) },
            "no A didAppear")
        unreadable(
            .cancelCallbacks, without { $0.trial == .swipeCancelled && $0.event == .appearance(page: "B", callback: .didAppear) },
            "no B didAppear")
        unreadable(.pageSuperviewMoves, without { if case .superviewSample = $0.event { true } else { false } }, "fewer than two samples")
        unreadable(.hiddenBarView, without { if case .pageViewTop = $0.event { true } else { false } }, "no view top of B")

        var completed = SyntheticUIKit().log
        for index in completed.records.indices where completed.records[index].event == .interactionEnded(cancelled: true) {
            completed.records[index].event = .interactionEnded(cancelled: false)
        }
        unreadable(.cancelCallbacks, completed, "not cancelled but completed")
        unreadable(.cancelBarRevert, completed, "not cancelled but completed")
        unreadable(.cancelBarRevert, without { $0.event == .interactionEnded(cancelled: true) }, "no end of the interaction")

        var shown = SyntheticUIKit().log
        for index in shown.records.indices where shown.records[index].trial == .hiddenBarLayout { shown.records[index].barHidden = false }
        unreadable(.hiddenBarView, shown, "the bar was not hidden")

        var neverA = SyntheticUIKit().log
        for index in neverA.records.indices where neverA.records[index].trial == .swipeCancelled { neverA.records[index].barTopItem = "B" }
        unreadable(.cancelBarRevert, neverA, "never on top before the cancel")

        var neverB = SyntheticUIKit().log
        for index in neverB.records.indices where neverB.records[index].trial == .push { neverB.records[index].barTopItem = "A" }
        unreadable(.barSwitch, neverB, "never the bar's top item")

        var swipeCancelled = SyntheticUIKit().log
        for index in swipeCancelled.records.indices where swipeCancelled.records[index].trial == .swipeToHiddenBar {
            if swipeCancelled.records[index].event == .interactionEnded(cancelled: false) {
                swipeCancelled.records[index].event = .interactionEnded(cancelled: true)
            }
        }
        unreadable(.hiddenSwipeShouldPop, swipeCancelled, "the swipe was cancelled")
    }

    /// Before iOS 16 there is no `viewIsAppearing`: the frame check starts at `viewWillAppear`.
    @Test(arguments: ["none", "before-did"])
    func withoutIsAppearingTheFrameIsLookedForFromWillAppear(_ value: String) {
        var uikit = SyntheticUIKit([.nonAnimatedFrame: value])
        uikit.recordsIsAppearing = false
        let reading = UIKitFactReport(log: uikit.log)[.nonAnimatedFrame]
        #expect(reading.values == [value])
        #expect(reading.description.contains("no isAppearing recorded"), "\(reading)")
    }

    /// `viewIsAppearing` of the page that stays after a cancel is no part of the question.
    @Test(arguments: ["full", "short", "at-end"])
    func isAppearingAfterACancelIsNotCounted(_ value: String) {
        var uikit = SyntheticUIKit([.cancelCallbacks: value])
        uikit.cancelSendsIsAppearing = true
        let reading = UIKitFactReport(log: uikit.log)[.cancelCallbacks]
        #expect(reading.values == [value], "\(reading)")
    }

    /// The probe appends records as they happen; their times may be edited out of order.
    @Test func recordsAreReadInTheirOrderNotByTime() {
        let log = SyntheticUIKit([.didOrder: "incoming-first", .completionOrder: "before-did"]).log
        var shuffled = log
        for index in shuffled.records.indices { shuffled.records[index].time = Double(shuffled.records.count - index) }
        #expect(UIKitFactReport(log: shuffled) == UIKitFactReport(log: log))
    }

    @Test func aReportRoundTripsThroughJSON() throws {
        let report = UIKitFactReport(log: SyntheticUIKit([.completionOrder: "between"]).log)
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(UIKitFactReport.self, from: data) == report)
    }
}
