import Testing
import SlidingNavigationBarCore

@Suite("SimultaneousRecognition.allows(popPanWith:)")
struct SimultaneousRecognitionTests {
    @Test(arguments: [
        (SimultaneousRecognition.Other.systemPopGesture, false),
        (.scrollView, false),
        (.other, false),
    ])
    func allows(other: SimultaneousRecognition.Other, expected: Bool) {
        #expect(SimultaneousRecognition.allows(popPanWith: other) == expected)
    }

    /// The table above names every kind.
    @Test func everyKindIsInTheTable() {
        #expect(Set(SimultaneousRecognition.Other.allCases) == [.systemPopGesture, .scrollView, .other])
    }
}
