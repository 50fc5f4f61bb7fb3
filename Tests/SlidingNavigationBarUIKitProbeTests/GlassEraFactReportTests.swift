import Foundation
import SlidingNavigationBarUIKitProbe
import Testing

/// A log edited from the hand-written UIKit's, a question, and a phrase its answer must hold.
struct EditedLogCase: Sendable, CustomTestStringConvertible {
    var question: UIKitFactQuestion
    var behaviour: [UIKitFactQuestion: String] = [:]
    /// Which records to drop (by trial and a word of how the event prints), if any.
    var drop: (trial: ProbeTrial, event: String)?
    var photographsMissing = false
    var phrase: String
    var testDescription: String { "\(question.rawValue): \(phrase)" }

    var log: ProbeLog {
        var uikit = SyntheticUIKit(behaviour)
        uikit.photographsMissing = photographsMissing
        var log = uikit.log
        if let drop {
            log.records.removeAll { $0.trial == drop.trial && String(describing: $0.event).contains(drop.event) }
        }
        return log
    }
}

/// The decision tables of the glass-era questions beyond one value each (which
/// `UIKitFactReportTests.eachValueIsReadBackFromTheRecordsItWouldMake` covers): the thresholds
/// of the capture comparison, what no value describes, and what leaves a question unreadable.
@Suite struct GlassEraFactReportTests {
    func reading(_ question: UIKitFactQuestion, _ log: ProbeLog, editing edit: (inout ProbeLog) -> Void = { _ in }) -> UIKitFactReading {
        var log = log
        edit(&log)
        return UIKitFactReport(log: log)[question]
    }

    /// One comparison record of a copy, and what it reads as: matching wins over everything,
    /// then nothing drawn, then dark, else it differs.
    struct Comparison: Sendable, CustomTestStringConvertible {
        var mean: Double
        var transparent: Double
        var dark: Double
        var expected: String
        var testDescription: String { "mean \(mean), nothing drawn \(transparent), dark \(dark) → \(expected)" }
    }

    static let comparisons: [Comparison] = [
        Comparison(mean: 0.05, transparent: 1, dark: 1, expected: "matches-screen"),
        Comparison(mean: 0.051, transparent: 0.9, dark: 1, expected: "transparent"),
        Comparison(mean: 0.3, transparent: 0.89, dark: 0.5, expected: "dark"),
        Comparison(mean: 0.3, transparent: 0.89, dark: 0.49, expected: "differs"),
    ]

    @Test(arguments: comparisons)
    func aCopyIsJudgedByItsDifferenceFromTheScreen(_ item: Comparison) {
        let answer = reading(.snapshotViewOfMaterialBar, SyntheticUIKit().log) { log in
            for index in log.records.indices {
                if case .captureCompared(.snapshotView, _, _, _, _) = log.records[index].event,
                    log.records[index].trial == .captureMaterialBar
                {
                    log.records[index].event = .captureCompared(
                        method: .snapshotView, meanDifference: item.mean, maxDifference: 0.9, transparentFraction: item.transparent,
                        darkFraction: item.dark)
                }
            }
        }
        #expect(answer.values == [item.expected], "\(answer)")
    }

    /// The stripes' contrast through the default bar: 70 % or more is no background, 5 % or less
    /// an opaque one, between a blur.
    @Test(arguments: [(0.56, "none"), (0.55, "blurs"), (0.041, "blurs"), (0.04, "opaque")])
    func theDefaultBarsBackgroundIsReadFromTheContrastThatShowsThrough(_ contrast: Double, _ expected: String) {
        let answer = reading(.defaultBarBackground, SyntheticUIKit().log) { log in
            for index in log.records.indices where log.records[index].trial == .captureDefaultBar {
                if case .barBackdrop = log.records[index].event {
                    log.records[index].event = .barBackdrop(contrast: contrast, contentContrast: 0.8)
                }
            }
        }
        #expect(answer.values == [expected], "\(answer)")
    }

    static let notModelled: [EditedLogCase] = [
        EditedLogCase(question: .standardBarHeight, behaviour: [.standardBarHeight: "62"], phrase: "62 pt high"),
        EditedLogCase(question: .barOnlyOverflow, behaviour: [.barOnlyOverflow: "partly"], phrase: "drawn in part"),
        EditedLogCase(question: .popDuringPush, behaviour: [.popDuringPush: "pops-the-root"], phrase: "at rest: B"),
        EditedLogCase(question: .backDuringPush, behaviour: [.backDuringPush: "pops-the-root"], phrase: "at rest: B"),
        EditedLogCase(question: .backTwice, behaviour: [.backTwice: "twice-then-back"], phrase: "at rest: A B C"),
    ]

    @Test(arguments: notModelled)
    func whatNoValueDescribesIsNotModelled(_ item: EditedLogCase) {
        // `twice-then-back` leaves the whole stack: the tap popped nothing, which is unreadable.
        let answer = UIKitFactReport(log: item.log)[item.question].answer
        switch answer {
        case .notModelled(let observed): #expect(observed.contains(item.phrase), "\(observed)")
        case .unreadable(let reason): #expect(reason.contains(item.phrase) && item.question == .backTwice, "\(reason)")
        default: Issue.record("expected not modelled, got \(answer)")
        }
    }

    static let unreadable: [EditedLogCase] = [
        EditedLogCase(question: .renderInOfDefaultBar, photographsMissing: true, phrase: "run it on a simulator"),
        EditedLogCase(question: .defaultBarBackground, photographsMissing: true, phrase: "run it on a simulator"),
        EditedLogCase(question: .drawHierarchyOfColouredBar, drop: (.captureColouredBar, "captureCompared"), phrase: "no comparison"),
        EditedLogCase(question: .standardBarHeight, drop: (.captureColouredBar, "barGeometry"), phrase: "no bar geometry"),
        EditedLogCase(question: .barOnlyOverflow, drop: (.barOnlyOverflow, "overflowDrawn"), phrase: "no room above the bar"),
        EditedLogCase(question: .barFrontAfterShow, drop: (.barShownMidPush, "barSentBehind"), phrase: "bar sent behind"),
        EditedLogCase(question: .barFrontAfterShow, drop: (.barShownMidPush, "barOrder"), phrase: "no display frame between"),
        EditedLogCase(question: .barFrontAfterShow, drop: (.barShownMidPush, "showBar"), phrase: "no show-bar call"),
        EditedLogCase(question: .commitBeforePush, drop: (.commitBeforePush, "callStarted"), phrase: "push call after the transaction"),
        EditedLogCase(question: .pageViewReparented, drop: (.pageSuperviewInPush, "pageSuperview"), phrase: "fewer than two records"),
        EditedLogCase(question: .searchPaletteOverAttachment, drop: (.searchPaletteInPush, "searchPalette"), phrase: "never in the window"),
        EditedLogCase(question: .popDuringPush, drop: (.popDuringPush, "restingStack"), phrase: "no resting stack"),
        EditedLogCase(question: .backDuringPush, behaviour: [.backTwice: "nothing"], phrase: "popped nothing even at rest"),
        EditedLogCase(question: .backTwice, drop: (.backTwice, "callStarted"), phrase: "0 back taps"),
        EditedLogCase(question: .contentPopWaitsForFailure, behaviour: [.contentPopExists: "no"], phrase: "content pop recognizer: absent"),
        EditedLogCase(
            question: .contentPopWaitsForFailure, drop: (.contentPopRequiresFailure, "recognizerState"), phrase: "was the swipe performed?"),
        EditedLogCase(question: .swipeWithNilAnimator, drop: (.swipeWithNilAnimator, "trialEnded"), phrase: "no end record"),
    ]

    @Test(arguments: unreadable)
    func incompleteGlassEraTrialsAreUnreadable(_ item: EditedLogCase) {
        let answer = UIKitFactReport(log: item.log)[item.question].answer
        guard case .unreadable(let reason) = answer else {
            Issue.record("expected unreadable, got \(answer)")
            return
        }
        #expect(reason.contains(item.phrase), "\(reason)")
    }

    /// A bar the probe could not put behind, a back button it could not find, or a push that had
    /// ended before the interruption prove nothing.
    @Test func recordsThatDefeatTheTrialAreUnreadable() {
        let log = SyntheticUIKit().log
        let notBehind = reading(.barFrontAfterShow, log) { log in
            for index in log.records.indices where log.records[index].event == .barSentBehind(behind: true) {
                log.records[index].event = .barSentBehind(behind: false)
            }
        }
        #expect(
            notBehind.answer == .unreadable(reason: notBehind.answer.reason ?? "")
                && notBehind.description.contains("could not be put behind"))
        let noButton = reading(.backDuringPush, log) { log in
            for index in log.records.indices where log.records[index].trial == .backDuringPush {
                if case .backTapSent = log.records[index].event { log.records[index].event = .backTapSent(control: nil) }
            }
        }
        #expect(noButton.description.contains("no back button found"), "\(noButton)")
        let late = reading(.popDuringPush, SyntheticUIKit([.popDuringPush: "deferred"]).log) { log in
            // The push's arrival moved before the pop call.
            guard let call = log.records.firstIndex(where: { $0.trial == .popDuringPush && $0.event == .callStarted(call: .pop) }),
                let arrival = log.records.firstIndex(where: {
                    $0.trial == .popDuringPush && $0.event == .appearance(page: "B", callback: .didAppear)
                })
            else { return }
            let record = log.records.remove(at: arrival)
            log.records.insert(record, at: call)
        }
        #expect(late.description.contains("the push had ended"), "\(late)")
    }

    /// A push cut short arrives within a frame of the interruption; deferred, it animates on.
    @Test(arguments: [(0, "cuts-short"), (1, "cuts-short"), (2, "deferred")])
    func framesBeforeTheArrivalTellCutShortFromDeferred(_ frames: Int, _ expected: String) {
        let answer = reading(.popDuringPush, SyntheticUIKit([.popDuringPush: "cuts-short"]).log) { log in
            guard let call = log.records.firstIndex(where: { $0.trial == .popDuringPush && $0.event == .callReturned(call: .pop) })
            else { return }
            let frame = ProbeRecord(
                trial: .popDuringPush, event: .displayFrame, time: 0, barTopItem: "B", barHidden: false, coordinatorPresent: true)
            log.records.insert(contentsOf: Array(repeating: frame, count: frames), at: call + 1)
        }
        #expect(answer.values == [expected], "\(answer)")
    }

    /// Samples after the incoming page arrived are no part of the push's questions.
    @Test func samplesAfterTheArrivalAreIgnored() {
        let log = SyntheticUIKit([.pageSuperviewClips: "does-not-clip"]).log
        #expect(UIKitFactReport(log: log)[.pageSuperviewClips].values == ["does-not-clip"])
    }
}

extension UIKitFactAnswer {
    /// The reason of an unreadable answer.
    var reason: String? {
        if case .unreadable(let reason) = self { return reason }
        return nil
    }
}
