import Foundation
import SlidingNavigationBarUIKitProbe
import Testing

/// A malformed probe log and a phrase its error must hold.
struct MalformedLog: Sendable, CustomTestStringConvertible {
    var json: String
    var phrase: String
    var testDescription: String { phrase }
}

@Suite struct ProbeLogJSONTests {
    @Test func aLogWithEveryKindOfEventRoundTrips() throws {
        var log = SyntheticUIKit().log
        // A bar showing no page's item.
        log.records.append(
            ProbeRecord(trial: .push, event: .publicPop, time: 1.5, barTopItem: nil, barHidden: false, coordinatorPresent: true))
        // A capture trial without its photographs (as on a device).
        log.records.append(
            ProbeRecord(
                trial: .captureDefaultBar, event: .photoMissing(name: "capture-default-bar-screen"), time: 2, barTopItem: "A",
                barHidden: false, coordinatorPresent: false))
        let decoded = try ProbeLog(json: log.jsonData())
        #expect(decoded == log)
        let kinds = Set(decoded.records.map { String(describing: $0.event).prefix { $0 != "(" } })
        #expect(kinds.count == 41, "\(kinds.sorted())")
    }

    static let malformed: [MalformedLog] = [
        MalformedLog(json: "", phrase: "malformed at the top level"),
        MalformedLog(json: "{\"systemVersion\": \"18.2\", \"device\": \"x\", \"records\": [", phrase: "malformed at the top level"),
        MalformedLog(json: "[]", phrase: "expected"),
        MalformedLog(json: "{\"systemVersion\": \"18.2\", \"records\": []}", phrase: "missing \"device\""),
        MalformedLog(
            json: """
                {"systemVersion": "18.2", "device": "x", "records": [{"trial": "sideways", "event": {"shouldPop": {}},
                 "time": 0, "barHidden": false, "coordinatorPresent": false}]}
                """,
            phrase: ".records[0].trial"),
        MalformedLog(
            json: """
                {"systemVersion": "18.2", "device": "x", "records": [{"trial": "push", "event": {"wobble": {}},
                 "time": 0, "barHidden": false, "coordinatorPresent": false}]}
                """,
            phrase: ".records[0].event"),
        MalformedLog(
            json: """
                {"systemVersion": "18.2", "device": "x", "records": [{"trial": "push", "event": {"shouldPop": {}},
                 "time": "soon", "barHidden": false, "coordinatorPresent": false}]}
                """,
            phrase: ".records[0].time"),
    ]

    @Test(arguments: malformed)
    func malformedJSONThrowsSayingWhere(_ item: MalformedLog) {
        #expect {
            try ProbeLog(json: Data(item.json.utf8))
        } throws: { error in
            let text = "\(error)"
            return error is ProbeLogReadError && text.hasPrefix("not a probe log: ") && text.contains(item.phrase)
        }
    }
}
