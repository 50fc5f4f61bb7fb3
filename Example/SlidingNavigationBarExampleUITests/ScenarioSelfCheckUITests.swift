import SlidingNavigationBarPixelOracle
import XCTest

/// Plays every catalogue scenario in the Example app on this simulator and judges screenshots.
///
/// The app does the work (see `ScenarioPlayer`): it builds the pages, performs the steps, checks
/// the stack, the bar and the gesture after each `expect`, shows what a finger has to do as a
/// hint whose accessibility value this test reads and performs, and publishes what the pixel
/// oracle needs to judge the screen (`PixelFrame`, compiled here from the app's folder). This
/// test only launches, performs hints, photographs, hands each screenshot to the oracle and
/// reads the verdicts, so that everything else stays in code that compiles without XCTest.
final class ScenarioSelfCheckUITests: XCTestCase {
    @MainActor
    func testEveryCatalogueScenario() {
        continueAfterFailure = true
        let urls = (Bundle(for: Self.self).urls(forResourcesWithExtension: "scenario", subdirectory: "Scenarios") ?? [])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(urls.isEmpty, "the Scenarios folder is not in the test bundle")
        for url in urls {
            let name = url.deletingPathExtension().lastPathComponent
            XCTContext.runActivity(named: name) { _ in play(name) }
        }
    }

    /// Launches the app on one scenario with animations ten times slower, performs its hints,
    /// photographs it while it moves and at rest, and fails on the app's verdict.
    @MainActor
    private func play(_ name: String) {
        let app = XCUIApplication()
        app.launchArguments = ["-scenario", name, "-animation-speed", "0.1"]
        app.launch()
        XCUIDevice.shared.orientation = .portrait
        let status = app.staticTexts["player.status"]
        let hint = app.staticTexts["player.hint"]
        let published = app.staticTexts["player.frame"]
        guard status.waitForExistence(timeout: 15) else {
            attachScreenshot("\(name): no player")
            XCTFail("\(name): the player did not start")
            return
        }
        let deadline = Date().addingTimeInterval(240)
        var frame = 0
        while Date() < deadline, !["passed", "failed"].contains(status.value as? String ?? "") {
            judgeScreen("\(name) frame \(frame): \(status.label)", published: published)
            frame += 1
            if hint.exists, let value = hint.value as? String, !value.isEmpty {
                if !HintGestures.perform(value, in: app) { XCTFail("unknown hint: \(value)") }
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        judgeScreen("\(name) at rest: \(status.label)", published: published)
        XCTAssertEqual(status.value as? String, "passed", "\(name): \(status.label)")
        app.terminate()
    }

    /// Photographs the screen and judges it with the pixel oracle against what the player
    /// published just before and just after; fails on any disagreement. A moment the player
    /// marks as not judgeable, or whose published frame changed while photographing, is kept
    /// with the reason and not judged.
    @MainActor
    private func judgeScreen(_ name: String, published: XCUIElement) {
        let before = published.value as? String
        let screenshot = XCUIScreen.main.screenshot()
        let after = published.value as? String
        let attachment = XCTAttachment(screenshot: screenshot)
        attachment.name = name
        attachment.lifetime = .keepAlways
        add(attachment)
        let note: String
        switch ScreenshotPixels.judge(screenshot.image.cgImage, publishedBefore: before, after: after, name: name) {
        case .judged(let verdict):
            note = verdict.description
            if !verdict.passes { XCTFail(note) }
        case .notJudged(let reason):
            note = "\(name): not judged: \(reason)"
        case .cannotJudge(let reason):
            note = "\(name): cannot judge: \(reason)"
            XCTFail(note)
        }
        let verdict = XCTAttachment(string: note)
        verdict.name = "\(name): pixel verdict"
        verdict.lifetime = .keepAlways
        add(verdict)
    }

    @MainActor
    private func attachScreenshot(_ name: String) {
        let attachment = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
        attachment.name = name
        attachment.lifetime = .keepAlways
        add(attachment)
    }
}
