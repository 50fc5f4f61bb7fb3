import Testing

@testable import SlidingNavigationBarCore

/// How the app's delegate on the system edge recognizer is heard: every combination of its two hooks.
@Suite struct PopGestureAppDelegateTests {
    /// (shouldReceive, shouldBegin) → what the policy is told.
    static let rows: [(Bool?, Bool?, Bool?)] = [
        (nil, nil, nil),  // implements neither: no say
        (true, nil, true),
        (false, nil, false),  // refuses the touch
        (nil, true, true),
        (nil, false, false),  // refuses to begin
        (true, true, true),
        (true, false, false),
        (false, true, false),
        (false, false, false),
    ]

    @Test(arguments: rows)
    func delegateAllows(_ row: (Bool?, Bool?, Bool?)) {
        #expect(PopGestureAppFacts.delegateAllows(receives: row.0, begins: row.1) == row.2)
    }
}
