import SlidingNavigationBarUIKitProbe
import XCTest

/// Runs the UIKit fact probe in the Example app on this simulator or device and hands its log on.
///
/// The app does the experiments (`UIKitFactProbe`: every `ProbeTrial` on a plain
/// `UINavigationController`, the library switched off); this test only performs the swipes and
/// the back tap the app asks for, waits for `done`, attaches the `ProbeLog` JSON
/// (`uikit-facts-<systemVersion>.json`) and prints it between the lines `BEGIN UIKIT FACTS` and
/// `END UIKIT FACTS`, where `scripts/extract-uikit-facts.sh` cuts it from xcodebuild's output.
/// What the records answer is read outside (`transition-lab --facts`).
final class UIKitFactProbeUITests: XCTestCase {
    @MainActor
    func testRecordUIKitFacts() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-probe-uikit-facts"]
        app.launch()
        XCUIDevice.shared.orientation = .portrait
        let status = app.staticTexts["probe.status"]
        let hint = app.staticTexts["probe.hint"]
        let published = app.staticTexts["probe.log"]
        guard status.waitForExistence(timeout: 15) else {
            XCTFail("the probe did not start")
            return
        }
        // Each hint is performed once: its label names the trial it belongs to.
        var performed: Set<String> = []
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, status.value as? String != "done" {
            if hint.exists, let value = hint.value as? String, !value.isEmpty, !performed.contains(hint.label) {
                performed.insert(hint.label)
                if !HintGestures.perform(value, in: app) { XCTFail("unknown hint: \(value)") }
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        XCTAssertEqual(status.value as? String, "done", "the probe did not finish within 120 s: \(status.label)")
        guard published.exists, let json = published.value as? String, !json.isEmpty else {
            XCTFail("the probe published no log")
            return
        }
        // Printed before anything can fail on it, so that a log that does not decode is kept too.
        print("BEGIN UIKIT FACTS")
        print(json)
        print("END UIKIT FACTS")
        let log = try? JSONDecoder().decode(ProbeLog.self, from: Data(json.utf8))
        let attachment = XCTAttachment(string: json)
        attachment.name = "uikit-facts-\(log?.systemVersion ?? UIDevice.current.systemVersion).json"
        attachment.lifetime = .keepAlways
        add(attachment)
        guard let log else {
            XCTFail("the published log is not a ProbeLog")
            return
        }
        var ended: [ProbeTrial: Bool] = [:]
        for record in log.records {
            if case .trialEnded(let timedOut) = record.event { ended[record.trial] = timedOut }
        }
        for trial in ProbeTrial.allCases {
            switch ended[trial] {
            case nil: XCTFail("\(trial.rawValue): never ended")
            case true?: XCTFail("\(trial.rawValue): timed out (its records are kept in the log)")
            case false?: break
            }
        }
        app.terminate()
    }
}
