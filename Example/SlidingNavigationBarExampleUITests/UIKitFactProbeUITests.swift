import SlidingNavigationBarUIKitProbe
import XCTest

/// Runs the UIKit fact probe in the Example app on this simulator or device and hands its log on.
///
/// The app does the experiments (`UIKitFactProbe`: every `ProbeTrial` on a plain
/// `UINavigationController`, the library switched off); this test only performs the swipes and
/// the back tap the app asks for, photographs the screen when it asks (`photo name=NAME`: the
/// screenshot is written as `NAME.png` into a folder the app reads, `-probe-photo-dir`; a
/// simulator app can read the Mac's disk, an app on a device cannot), waits for `done`, attaches the `ProbeLog` JSON
/// (`uikit-facts-<systemVersion>.json`) and prints it between the lines `BEGIN UIKIT FACTS` and
/// `END UIKIT FACTS`, where `scripts/extract-uikit-facts.sh` cuts it from xcodebuild's output.
/// What the records answer is read outside (`transition-lab --facts`).
///
/// The log comes back two ways: as a file the app writes to a path this test chooses (a simulator
/// app can write to the Mac's disk; not so on a device), and as the accessibility value of
/// `probe.log` (tens of kilobytes; XCTest is reported to cut long values in some snapshots). The
/// file is preferred when it decodes; the test prints the file's path (kept), how long each was
/// and whether they differ.
final class UIKitFactProbeUITests: XCTestCase {
    @MainActor
    func testRecordUIKitFacts() throws {
        let app = XCUIApplication()
        let logFile = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-facts-\(UUID().uuidString).json")
        let photos = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-facts-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        app.launchArguments = ["-probe-uikit-facts", "-probe-log-path", logFile.path, "-probe-photo-dir", photos.path]
        // Before the launch: a rotation once the probe runs would move its first trial's pages.
        XCUIDevice.shared.orientation = .portrait
        app.launch()
        let status = app.staticTexts["probe.status"]
        let hint = app.staticTexts["probe.hint"]
        let published = app.staticTexts["probe.log"]
        guard status.waitForExistence(timeout: 15) else {
            XCTFail("the probe did not start")
            return
        }
        // Each hint is performed once: its value names the trial it belongs to. The hint label
        // stays on screen (an empty value when no gesture is needed), so it is never read just
        // as it goes. The 38 trials take a few minutes; a finger trial may wait up to 30 s.
        var performed: Set<String> = []
        let deadline = Date().addingTimeInterval(600)
        while Date() < deadline, status.value as? String != "done" {
            if hint.exists, let value = hint.value as? String, !value.isEmpty, !performed.contains(value) {
                performed.insert(value)
                if value.hasPrefix("photo ") {
                    photograph(value, into: photos)
                } else if !HintGestures.perform(value, in: app) {
                    XCTFail("unknown hint: \(value)")
                }
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        XCTAssertEqual(status.value as? String, "done", "the probe did not finish within 600 s: \(status.label)")
        print("UIKit fact probe status: \(status.label)")
        let fileJSON = try? String(contentsOf: logFile, encoding: .utf8)
        let valueJSON = published.exists ? published.value as? String : nil
        let decodes: (String?) -> Bool = { json in
            guard let json else { return false }
            return (try? JSONDecoder().decode(ProbeLog.self, from: Data(json.utf8))) != nil
        }
        print(
            "UIKit fact probe log: file \(logFile.path) \(fileJSON.map { "\($0.utf8.count) bytes" } ?? "absent"), "
                + "accessibility value \(valueJSON.map { "\($0.utf8.count) bytes" } ?? "absent")"
                + (fileJSON != nil && valueJSON != nil && fileJSON != valueJSON ? ", and they differ" : ""))
        let chosen = decodes(fileJSON) ? fileJSON : decodes(valueJSON) ? valueJSON : (fileJSON ?? valueJSON)
        guard let json = chosen, !json.isEmpty else {
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

    /// `photo name=NAME trial=…`: the whole screen as `NAME.png` in `folder`, written under
    /// another name first and then moved, so the app never reads half a file; also attached.
    @MainActor
    private func photograph(_ hint: String, into folder: URL) {
        let name = hint.split(separator: " ").first { $0.hasPrefix("name=") }.map { String($0.dropFirst("name=".count)) }
        guard let name, !name.isEmpty else {
            XCTFail("a photo hint without a name: \(hint)")
            return
        }
        let screenshot = XCUIScreen.main.screenshot()
        let attachment = XCTAttachment(screenshot: screenshot)
        attachment.name = name
        attachment.lifetime = .keepAlways
        add(attachment)
        let partial = folder.appendingPathComponent("\(name).partial")
        do {
            try screenshot.pngRepresentation.write(to: partial)
            try FileManager.default.moveItem(at: partial, to: folder.appendingPathComponent("\(name).png"))
        } catch {
            XCTFail("could not write the photograph \(name): \(error)")
        }
    }
}
