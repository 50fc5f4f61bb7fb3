import SlidingNavigationBarUIKitProbe
import Testing

/// The decision tables of issue 32's questions beyond one value each (which
/// `UIKitFactReportTests.eachValueIsReadBackFromTheRecordsItWouldMake` covers): what no value
/// describes, and what leaves a question unreadable.
@Suite struct Issue32FactReportTests {
    static let notModelled: [EditedLogCase] = [
        EditedLogCase(question: .backAction, behaviour: [.backAction: "silent-pop"], phrase: "neither shouldPop nor the public pop, yet"),
        EditedLogCase(question: .barIsHiddenWritten, behaviour: [.barIsHiddenWritten: "flag-follows"], phrase: "set the flag too"),
        EditedLogCase(
            question: .nextTurnAfterWillDisappear, behaviour: [.nextTurnAfterWillDisappear: "differs"],
            phrase: "an animated push and an animated pop differ"),
        EditedLogCase(
            question: .coveredNavigation, behaviour: [.coveredNavigation: "differs"], phrase: "an animated and an unanimated pop differ"),
        EditedLogCase(question: .coverDuringPush, behaviour: [.coverDuringPush: "unheard"], phrase: "B heard nothing"),
        EditedLogCase(question: .popDuringDismiss, behaviour: [.popDuringDismiss: "resent"], phrase: "B willAppear"),
        EditedLogCase(
            question: .popDuringDismissCoordinator, behaviour: [.popDuringDismissCoordinator: "presenting"], phrase: "presenting"),
    ]

    @Test(arguments: notModelled)
    func whatNoValueDescribesIsNotModelled(_ item: EditedLogCase) {
        let answer = UIKitFactReport(log: item.log)[item.question].answer
        guard case .notModelled(let observed) = answer else {
            Issue.record("expected not modelled, got \(answer)")
            return
        }
        #expect(observed.contains(item.phrase), "\(observed)")
    }

    static let unreadable: [EditedLogCase] = [
        EditedLogCase(question: .backVetoedBar, behaviour: [.backVetoedBar: "no-refusal"], phrase: "did the tap reach the bar's delegate?"),
        EditedLogCase(question: .backVetoedFrame, behaviour: [.backVetoedBar: "no-refusal"], phrase: "no refusal"),
        EditedLogCase(question: .backVetoedBar, drop: (.backVetoed, "barSubviewAlphas"), phrase: "alphas before the tap"),
        EditedLogCase(
            question: .backVetoedFrame, drop: (.backVetoed, "callStarted(call: SlidingNavigationBarUIKitProbe.ProbeCall.pop"),
            phrase: "pop call after the refusal"),
        EditedLogCase(question: .backAction, behaviour: [.backAction: "never-ran"], phrase: "iOS 16 or later"),
        EditedLogCase(
            question: .barIsHiddenWritten, drop: (.barIsHiddenWritten, "showBarUnanimated"), phrase: "setNavigationBarHidden(false)"),
        EditedLogCase(
            question: .nextTurnAfterUnanimatedPop, drop: (.nextTurnAfterUnanimatedPop, "nextTurn"), phrase: "next-turn record of B"),
        EditedLogCase(question: .didMoveInPush, drop: (.didMoveOrder, "didMoveToParent"), phrase: "B didMove(toParent:)"),
        EditedLogCase(question: .didMoveInstalled, drop: (.didMoveOrderInstalled, "installStack"), phrase: "installStack call"),
        EditedLogCase(question: .coveredNavigation, drop: (.coveredNavigation, "modalCompleted"), phrase: "completed presentation"),
        EditedLogCase(question: .coverDuringPush, drop: (.coverDuringPush, "dismiss"), phrase: "dismiss call"),
        EditedLogCase(question: .popDuringDismiss, drop: (.popDuringDismissUnanimated, "modalCompleted"), phrase: "dismissal's completion"),
        EditedLogCase(question: .popDuringDismissCoordinator, drop: (.popDuringDismiss, "coordinatorOwner"), phrase: "coordinator record"),
    ]

    @Test(arguments: unreadable)
    func recordsThatCannotAnswerAreUnreadable(_ item: EditedLogCase) {
        let answer = UIKitFactReport(log: item.log)[item.question].answer
        guard case .unreadable(let reason) = answer else {
            Issue.record("expected unreadable, got \(answer)")
            return
        }
        #expect(reason.contains(item.phrase), "\(reason)")
    }

    /// A modal that came up after the push had ended, or a pop after the dismissal had ended,
    /// answers nothing about a transition running.
    @Test func aCallAfterTheTransitionEndedIsUnreadable() {
        var log = SyntheticUIKit().log
        // Move B's didAppear (the push's end) before the present call.
        let present = log.records.firstIndex { $0.trial == .coverDuringPush && $0.event == .callStarted(call: .present) }!
        log.records.insert(
            ProbeRecord(
                trial: .coverDuringPush, event: .appearance(page: "B", callback: .didAppear), time: 0, barTopItem: "B", barHidden: false,
                coordinatorPresent: true), at: present)
        #expect("\(UIKitFactReport(log: log)[.coverDuringPush])".contains("the push had ended"))
    }

    /// The covered pop's evidence says where the bar and coordinator were at the call's return.
    @Test func theCoveredPopsEvidenceNamesTheBarAndCoordinator() {
        let reading = UIKitFactReport(log: SyntheticUIKit().log)[.coveredNavigation]
        #expect(reading.values == ["silent-until-dismissal"])
        #expect("\(reading)".contains("the bar's item A, coordinator absent"), "\(reading)")
        #expect("\(reading)".contains("at the dismissal record"), "\(reading)")
    }
}
