import Testing
@testable import SlidingNavigationBarCore

@Suite struct SlideEligibilityTests {
    typealias H = EngineHarness

    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var from: PageProfile
        var to: PageProfile
        var operation = NavigationOperation.push
        var expected: FallbackReason?
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "two standard bars slide", from: H.profile(), to: H.profile(), expected: nil),
        Row(name: "the outgoing page opted out", from: H.profile(enabled: false), to: H.profile(), expected: .pageOptedOut),
        Row(name: "the incoming page opted out", from: H.profile(), to: H.profile(enabled: false), expected: .pageOptedOut),
        Row(name: "large title next to standard", from: H.profile(height: .largeTitle), to: H.profile(), expected: .barHeightChanges),
        Row(name: "two large titles slide", from: H.profile(height: .largeTitle), to: H.profile(height: .largeTitle), expected: nil),
        Row(
            name: "a hidden bar next to a large title is UIKit's", from: H.profile(hidden: true), to: H.profile(height: .largeTitle),
            expected: .barHidden),
        Row(name: "a bar shown next to a hidden one is UIKit's", from: H.profile(), to: H.profile(hidden: true), expected: .barHidden),
        Row(name: "two hidden bars are UIKit's", from: H.profile(hidden: true), to: H.profile(hidden: true), expected: .barHidden),
        Row(name: "search bar next to standard", from: H.profile(), to: H.profile(height: .searchBar), expected: .barHeightChanges),
        Row(name: "a prompt next to none", from: H.profile(prompt: true), to: H.profile(), expected: .barHeightChanges),
        Row(name: "none next to a prompt", from: H.profile(), to: H.profile(prompt: true), expected: .barHeightChanges),
        Row(name: "two prompts slide", from: H.profile(prompt: true), to: H.profile(prompt: true), expected: nil),
        Row(
            name: "a large title with a prompt next to one without", from: H.profile(height: .largeTitle, prompt: true),
            to: H.profile(height: .largeTitle), expected: .barHeightChanges),
        Row(
            name: "a hidden bar next to a prompt is UIKit's", from: H.profile(hidden: true), to: H.profile(prompt: true),
            expected: .barHidden),
        Row(name: "a push of a zoom page", from: H.profile(), to: H.profile(zoom: true), operation: .push, expected: .zoomTransition),
        Row(name: "a pop of a zoom page", from: H.profile(zoom: true), to: H.profile(), operation: .pop, expected: .zoomTransition),
        Row(name: "a pop to a zoom page slides", from: H.profile(), to: H.profile(zoom: true), operation: .pop, expected: nil),
        Row(name: "a push from a zoom page slides", from: H.profile(zoom: true), to: H.profile(), operation: .push, expected: nil),
        Row(
            name: "a zoom wins over an opt-out (never lifted)", from: H.profile(), to: H.profile(enabled: false, zoom: true),
            operation: .push, expected: .zoomTransition),
        Row(
            name: "a page hiding the status bar where that moves the bar", from: H.profile(),
            to: H.profile(statusBarMovesBar: true), expected: .statusBarMovesBar),
        Row(
            name: "back from it", from: H.profile(statusBarMovesBar: true), to: H.profile(), operation: .pop,
            expected: .statusBarMovesBar),
        Row(
            name: "to a page without a bar, UIKit's as a hidden bar", from: H.profile(),
            to: H.profile(hidden: true, statusBarMovesBar: true),
            expected: .barHidden),
        Row(
            name: "two pages hiding it slide", from: H.profile(statusBarMovesBar: true), to: H.profile(statusBarMovesBar: true),
            expected: nil),
    ]

    @Test(arguments: rows)
    func fallbackReason(_ row: Row) {
        #expect(SlideEligibility.fallbackReason(from: row.from, to: row.to, operation: row.operation) == row.expected)
    }

    /// The rows final at the call: sliding unavailable wins, then the outgoing page's opt-out,
    /// then a bar hidden at the call.
    @Test(
        arguments: [
            (true, true, false, nil), (false, false, true, .slidingUnavailable), (true, false, true, .pageOptedOut),
            (true, true, true, .barHidden),
        ] as [(Bool, Bool, Bool, FallbackReason?)])
    func outgoingReason(available: Bool, fromEnabled: Bool, barHidden: Bool, expected: FallbackReason?) {
        let request = NavigationRequest(stack: [H.a], profiles: [:], animated: true, isSlidingAvailable: available)
        #expect(SlideEligibility.outgoingReason(request: request, from: H.profile(enabled: fromEnabled), barHidden: barHidden) == expected)
    }
}
