import SlidingNavigationBarUIKitProbe
import Testing
@testable import SlidingNavigationBarLab

@Suite struct UIKitProbeFactCheckTests {
    /// The probe's words for a lab dimension are that dimension's values, so a reading pins it;
    /// a dimension the probe cannot answer is listed here on purpose.
    @Test func theProbeAnswersInTheLabsWords() {
        for question in UIKitFactQuestion.allCases {
            if let dimension = ModelVariant.Dimension(rawValue: question.rawValue) {
                #expect(Set(question.answers) == Set(dimension.values), "\(question.rawValue)")
            } else {
                #expect(
                    UIKitFactCheck.assumedFacts[question.rawValue] != nil, "\(question.rawValue) is neither a dimension nor an assumed fact"
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

    @Test func aValueTheLabLacksIsNamedWithWhatToAdd() {
        let lacking = verdict(.barLayout, .consistent(values: ["sometimes"], evidence: "e"))
        #expect(lacking.pin == nil)
        #expect(lacking.line.contains("sometimes (NOT in the lab)"))
        #expect(
            lacking.toAdd == [
                "bar-layout: add sometimes to ModelVariant's `bar-layout` (it has at-once, glides-outside-transitions, glides)"
            ])
        let stays = verdict(.pageSuperviewMoves, .consistent(values: ["stays"], evidence: "e"))
        #expect(stays.pin == nil && stays.toAdd.count == 1 && stays.toAdd[0].contains("the lab assumes moves-with-page"))
        let moves = verdict(.pageSuperviewMoves, .consistent(values: ["moves-with-page"], evidence: "e"))
        #expect(moves.pin == nil && moves.toAdd.isEmpty)
        let notModelled = verdict(.completionOrder, .notModelled(observed: "between the did-pair"))
        #expect(notModelled.pin == nil && notModelled.toAdd.count == 1)
    }
}
