import Testing
import SlidingNavigationBarCore

@Suite("PopGestureRecognizerSettings.toApply")
struct PopGestureRecognizerSettingsTests {
    typealias Settings = PopGestureRecognizerSettings
    typealias Switches = PopGestureRecognizerSettings.Switches

    static let on = Switches(libraryEnabled: true, popGestureEnabled: true)
    static let noSwipe = Switches(libraryEnabled: true, popGestureEnabled: false)
    static let off = Switches(libraryEnabled: false, popGestureEnabled: true)
    static let offNoSwipe = Switches(libraryEnabled: false, popGestureEnabled: false)

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var switches: Switches
        var lastApplied: Switches?
        var edgeWasEnabled = true
        var contentWasEnabled: Bool?
        var contentPresent: Bool?
        /// `nil`: nothing to apply.
        var expected: Settings?
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        // When: only when the switches changed.
        Row(
            name: "first time, on", switches: on, lastApplied: nil,
            expected: Settings(panEnabled: true, edgeEnabled: false, contentEnabled: false)),
        Row(name: "unchanged: nothing", switches: on, lastApplied: on, expected: nil),
        Row(name: "unchanged off: nothing", switches: off, lastApplied: off, expected: nil),
        Row(
            name: "pop swipe switched off globally", switches: noSwipe, lastApplied: on,
            expected: Settings(panEnabled: false, edgeEnabled: false, contentEnabled: false)),
        // Library off: everything given back as found.
        Row(
            name: "off: edge given back on", switches: off, lastApplied: on,
            expected: Settings(panEnabled: false, edgeEnabled: true, contentEnabled: nil)),
        Row(
            name: "off: edge given back off", switches: off, lastApplied: on, edgeWasEnabled: false,
            expected: Settings(panEnabled: false, edgeEnabled: false, contentEnabled: nil)),
        Row(
            name: "off: content given back on", switches: off, lastApplied: on, contentWasEnabled: true,
            expected: Settings(panEnabled: false, edgeEnabled: true, contentEnabled: true)),
        Row(
            name: "off: content given back off", switches: off, lastApplied: on, contentWasEnabled: false,
            expected: Settings(panEnabled: false, edgeEnabled: true, contentEnabled: false)),
        Row(
            name: "off, pop swipe off too: still given back", switches: offNoSwipe, lastApplied: nil, contentWasEnabled: true,
            expected: Settings(panEnabled: false, edgeEnabled: true, contentEnabled: true)),
        // Library on: the recognizer plan.
        Row(
            name: "on, iOS 26 content recognizer: ours alone", switches: on, lastApplied: off, contentWasEnabled: true,
            expected: Settings(panEnabled: true, edgeEnabled: false, contentEnabled: false)),
        Row(
            name: "on, the app had disabled the edge swipe", switches: on, lastApplied: nil, edgeWasEnabled: false,
            contentWasEnabled: true,
            expected: Settings(panEnabled: false, edgeEnabled: false, contentEnabled: true)),
        Row(
            name: "on, the app had disabled both", switches: on, lastApplied: nil, edgeWasEnabled: false,
            contentWasEnabled: false,
            expected: Settings(panEnabled: false, edgeEnabled: false, contentEnabled: false)),
        Row(
            name: "on, edge disabled by app, content recognizer gone since", switches: on, lastApplied: nil,
            edgeWasEnabled: false, contentWasEnabled: true, contentPresent: false,
            expected: Settings(panEnabled: false, edgeEnabled: false, contentEnabled: false)),
        Row(
            name: "back on after off", switches: on, lastApplied: off,
            expected: Settings(panEnabled: true, edgeEnabled: false, contentEnabled: false)),
    ]

    @Test(arguments: rows)
    func settings(_ row: Row) {
        let result = Settings.toApply(
            row.switches, lastApplied: row.lastApplied,
            atInstall: Settings.AtInstall(edgeWasEnabled: row.edgeWasEnabled, contentWasEnabled: row.contentWasEnabled),
            contentRecognizerPresent: row.contentPresent
        )
        #expect(result == row.expected)
    }

    /// At most one driver of pops is ever switched on while the library is on.
    @Test(arguments: rows)
    func atMostOneDriver(_ row: Row) {
        guard row.switches.libraryEnabled,
            let result = Settings.toApply(
                row.switches, lastApplied: row.lastApplied,
                atInstall: Settings.AtInstall(edgeWasEnabled: row.edgeWasEnabled, contentWasEnabled: row.contentWasEnabled),
                contentRecognizerPresent: row.contentPresent
            )
        else { return }
        let drivers = [result.panEnabled, result.edgeEnabled, result.contentEnabled ?? false].filter { $0 }.count
        #expect(drivers <= 1)
    }
}

/// The pan follows both switches; nothing else turns it on.
@Suite struct PopGesturePanSwitchTests {
    @Test(arguments: [(true, true, true), (true, false, false), (false, true, false), (false, false, false)])
    func panEnabled(_ library: Bool, _ popGesture: Bool, _ expected: Bool) {
        let switches = PopGestureRecognizerSettings.Switches(libraryEnabled: library, popGestureEnabled: popGesture)
        #expect(PopGestureRecognizerSettings.isPanEnabled(switches) == expected)
    }
}
