import SlidingNavigationBarUIKitProbe
import Testing
@testable import SlidingNavigationBarLab

@Suite struct UIKitProbeFactCheckTests {
    /// The probe's words for a lab dimension are that dimension's values, those kept out of the
    /// variation included (`pinnableValues`), so a reading pins it; a dimension the probe cannot
    /// answer is listed here on purpose.
    @Test func theProbeAnswersInTheLabsWords() {
        for question in UIKitFactQuestion.allCases {
            if let dimension = ModelVariant.Dimension(rawValue: question.rawValue) {
                #expect(Set(question.answers) == Set(dimension.pinnableValues), "\(question.rawValue)")
            } else {
                #expect(
                    UIKitFactCheck.assumedFacts[question.rawValue] != nil || UIKitFactCheck.notModelledYet[question.rawValue] != nil
                        || UIKitFactCheck.labMappings[question.rawValue] != nil,
                    "\(question.rawValue) is neither a dimension, an assumed fact, mapped to one, nor listed as not modelled yet"
                )
            }
        }
        let unprobed = ModelVariant.Dimension.allCases.filter { UIKitFactQuestion(rawValue: $0.rawValue) == nil }
        // `swiftui-update` is SwiftUI's timing: the probe runs UIKit alone.
        #expect(unprobed == [.nested, .options, .swiftUIUpdate])
    }

    func verdict(_ question: UIKitFactQuestion, _ answer: UIKitFactAnswer) -> UIKitFactCheck.Verdict {
        UIKitFactCheck.verdict(UIKitFactReading(question: question, answer: answer))
    }

    @Test func oneModelledValuePinsItsDimension() {
        let one = verdict(.barLayout, .consistent(values: ["glides"], evidence: "records 1 to 9"))
        #expect(one.toAdd.isEmpty)
        #expect(one.pin?.dimension == .barLayout && one.pin?.value == "glides")
        #expect(one.line == "bar-layout: glides (modelled): records 1 to 9")
        let two = verdict(.barSwitch, .consistent(values: ["at-call", "at-will-appear"], evidence: "e"))
        #expect(two.toAdd.isEmpty && two.pin == nil)
        let unreadable = verdict(.didOrder, .unreadable(reason: "the push trial timed out"))
        #expect(unreadable.toAdd.isEmpty && unreadable.pin == nil)
        #expect(unreadable.line.contains("stays varied"))
    }

    /// `when-top-again` (varied since hidden bars became UIKit's own transitions) is modelled: the
    /// reading pins it, and a scenario run with that pin (as `--facts` prepends it) runs under it
    /// alone.
    @Test func aLaggingValueIsPinned() throws {
        let late = verdict(.nonTopSafeArea, .consistent(values: ["when-top-again"], evidence: "records 5 to 40"))
        #expect(late.toAdd.isEmpty)
        #expect(late.pin?.dimension == .nonTopSafeArea && late.pin?.value == "when-top-again")
        #expect(late.line == "non-top-safe-area: when-top-again (modelled): records 5 to 40")
        let varied = verdict(.nonTopSafeArea, .consistent(values: ["at-its-next-layout"], evidence: "e"))
        #expect(varied.line == "non-top-safe-area: at-its-next-layout (modelled): e" && varied.pin != nil)
        var scenario = try ScenarioParser.parse(
            "page A bar=hidden\npage B bar=#0A84FF\nroot A B\nswipe 0.4 cancel\n", file: "pinned.scenario")
        scenario.statements.insert(ScenarioStatement(line: 0, command: .variant(key: "non-top-safe-area", value: "when-top-again")), at: 0)
        let variants = try ScenarioRunner.variants(for: scenario)
        #expect(!variants.isEmpty && variants.allSatisfy { $0.nonTopSafeArea == .whenTopAgain })
    }

    @Test func aValueTheLabLacksIsNamedWithWhatToAdd() {
        let lacking = verdict(.barLayout, .consistent(values: ["sometimes"], evidence: "e"))
        #expect(lacking.pin == nil)
        #expect(lacking.line.contains("sometimes (NOT in the lab)"))
        #expect(
            lacking.toAdd == [
                "bar-layout: add sometimes to ModelVariant's `bar-layout` (it has at-once, glides-outside-transitions, glides)"
            ])
        let sometimes = verdict(.barAnimationCompletionRuns, .consistent(values: ["sometimes"], evidence: "e"))
        #expect(sometimes.pin == nil && sometimes.toAdd.count == 1 && sometimes.toAdd[0].contains("the lab assumes yes or no"))
        let stays = verdict(.pageSuperviewMoves, .consistent(values: ["stays"], evidence: "e"))
        #expect(stays.pin == nil && stays.toAdd.isEmpty)
        let notModelled = verdict(.completionOrder, .notModelled(observed: "between the did-pair"))
        #expect(notModelled.pin == nil && notModelled.toAdd.count == 1)
    }

    /// A glass-era question the lab does not model yet is printed with its answer, and neither
    /// pins nor fails the run; what it saw that no value describes still asks for a value.
    @Test func aQuestionNotModelledYetIsPrintedWithoutFailing() {
        let reading = verdict(.barOnlyOverflow, .consistent(values: ["clipped"], evidence: "records 3 to 9"))
        #expect(reading.toAdd.isEmpty && reading.pin == nil)
        #expect(reading.line.hasPrefix("bar-only-overflow: clipped (not modelled yet; settles "))
        #expect(reading.line.hasSuffix(": records 3 to 9"))
        let odd = verdict(.standardBarHeight, .notModelled(observed: "the bar is 62 pt high"))
        #expect(odd.pin == nil && odd.toAdd.count == 1)
    }

    /// Issue 32's questions are printed with their answer and the model's assumption; none
    /// pins or fails the run, and what no value describes still asks for a value.
    @Test func issue32sQuestionsArePrintedWithTheModelsAssumption() {
        let covered = verdict(.coveredNavigation, .consistent(values: ["callbacks-under-modal"], evidence: "records 4 to 9"))
        #expect(covered.toAdd.isEmpty && covered.pin == nil)
        #expect(covered.line.hasPrefix("covered-navigation: callbacks-under-modal (not modelled yet; settles "), "\(covered.line)")
        #expect(covered.line.contains("the model: silent-until-dismissal"), "\(covered.line)")
        let odd = verdict(.backAction, .notModelled(observed: "popped without either hook"))
        #expect(odd.pin == nil && odd.toAdd.count == 1)
    }

    /// Every mapping names a dimension the lab has, and maps exactly the question's values.
    @Test func eachMappingNamesALabDimensionAndEveryValue() {
        for (key, mapping) in UIKitFactCheck.labMappings {
            #expect(ModelVariant.Dimension(rawValue: mapping.dimension) != nil, "\(key)")
            #expect(Set(mapping.values.keys) == Set(UIKitFactQuestion(rawValue: key)?.answers ?? []), "\(key)")
            #expect(UIKitFactCheck.notModelledYet[key] == nil, "\(key)")
        }
    }

    /// A pop during a push on iOS 26 answers the `nested` dimension: it confirms a value there,
    /// pins nothing (the log is one iOS version's), and asks for a value the lab lacks.
    @Test func anInterruptionAnswersTheNestedDimensionWithoutPinningIt() {
        let cut = verdict(.popDuringPush, .consistent(values: ["cuts-short"], evidence: "e"))
        #expect(cut.toAdd.isEmpty && cut.pin == nil)
        #expect(cut.line == "pop-during-push: cuts-short (confirms nested=cuts-short on this iOS): e")
        let deferred = verdict(.backDuringPush, .consistent(values: ["deferred"], evidence: "e"))
        #expect(deferred.line.contains("nested=deferred-announced or nested=deferred-silent"), "\(deferred.line)")
        let ignored = verdict(.popDuringPush, .consistent(values: ["ignored"], evidence: "e"))
        #expect(ignored.pin == nil && ignored.toAdd.count == 1 && ignored.line.contains("ignored (NOT in the lab's `nested`)"))
        let reversed = verdict(.popDuringPush, .consistent(values: ["reverses"], evidence: "e"))
        #expect(reversed.pin == nil)
        if ModelVariant.Dimension.nested.values.contains("reverses") {
            #expect(reversed.toAdd.isEmpty && reversed.line.contains("confirms nested=reverses"))
        } else {
            #expect(reversed.toAdd.count == 1 && reversed.toAdd[0].contains("the probe's word for it is reverses"))
        }
        #expect(verdict(.backTwice, .consistent(values: ["pops-once"], evidence: "e")).toAdd.count == 1)
        #expect(verdict(.backTwice, .consistent(values: ["pops-twice"], evidence: "e")).toAdd.isEmpty)
    }
}
