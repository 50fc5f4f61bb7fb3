import Testing
import SlidingNavigationBarCore

@Suite("ForwardingPolicy")
struct ForwardingPolicyTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var libraryEnabled: Bool
        var engineAtRest: Bool
        var forwards: Bool
        var layout: Bool
        var testDescription: String {
            "library \(libraryEnabled ? "on" : "off"), engine \(engineAtRest ? "at rest" : "busy")"
        }
    }

    /// All four combinations, written out.
    static let rows: [Row] = [
        Row(libraryEnabled: true, engineAtRest: true, forwards: true, layout: false),
        Row(libraryEnabled: true, engineAtRest: false, forwards: true, layout: true),
        // Switched off mid-transition: keep forwarding until the engine has put everything back.
        Row(libraryEnabled: false, engineAtRest: false, forwards: true, layout: true),
        // Switched off and at rest: UIKit alone.
        Row(libraryEnabled: false, engineAtRest: true, forwards: false, layout: false),
    ]

    @Test(arguments: rows)
    func shouldForward(_ row: Row) {
        #expect(ForwardingPolicy.shouldForward(libraryEnabled: row.libraryEnabled, engineAtRest: row.engineAtRest) == row.forwards)
    }

    @Test(arguments: rows)
    func forwardsPageLayout(_ row: Row) {
        #expect(ForwardingPolicy.forwardsPageLayout(engineAtRest: row.engineAtRest) == row.layout)
    }

    /// A layout pass is only forwarded to an engine that hears events at all.
    @Test(arguments: rows)
    func layoutImpliesForwarding(_ row: Row) {
        if ForwardingPolicy.forwardsPageLayout(engineAtRest: row.engineAtRest) {
            #expect(ForwardingPolicy.shouldForward(libraryEnabled: row.libraryEnabled, engineAtRest: row.engineAtRest))
        }
    }

    /// A fresh engine is at rest: one is created only while the library is on.
    @Test func newEngineOnlyWhileOn() {
        var engine = TransitionEngine()
        #expect(engine.isAtRest)
        #expect(ForwardingPolicy.shouldForward(libraryEnabled: true, engineAtRest: engine.isAtRest))
        #expect(!ForwardingPolicy.shouldForward(libraryEnabled: false, engineAtRest: engine.isAtRest))
        _ = engine.handle(TransitionEvent(.memoryWarning, bar: BarState(showsPage: nil, isHidden: false)))
        #expect(engine.isAtRest)
    }

    /// (at rest, applying, bar altered, snapshots held) → repair.
    static let repairRows: [(Bool, Bool, Bool, Bool, Bool)] = [
        (true, false, false, false, false),  // nothing of ours left: nothing to do
        (true, false, true, false, true),  // a bar still behind or concealed at rest
        (true, false, false, true, true),  // a snapshot still held at rest
        (true, false, true, true, true),
        (true, true, true, true, false),  // mid-pass: the end may still be being applied
        (false, false, true, true, false),  // a transition runs: its changes are meant
        (false, false, false, false, false),
        (false, true, true, false, false),
    ]

    @Test(arguments: repairRows)
    func restRepair(_ row: (Bool, Bool, Bool, Bool, Bool)) {
        #expect(
            ForwardingPolicy.needsRestRepair(engineAtRest: row.0, applying: row.1, barAltered: row.2, snapshotsHeld: row.3) == row.4)
    }
}
