import XCTest

/// Performs what the app asks a finger or the device to do, read from a hint's accessibility
/// value (the scenario player's `player.hint`, the UIKit fact probe's `probe.hint`).
enum HintGestures {
    /// `back`, `rotate portrait|landscape`, or `swipe x0=… x1=… y=… velocity=…` (window points);
    /// words after the first that are not these numbers (the probe's `trial=…`) are ignored.
    /// - Returns: `false` for a hint it does not know (nothing is performed).
    @MainActor
    static func perform(_ hint: String, in app: XCUIApplication) -> Bool {
        let words = hint.split(separator: " ").map(String.init)
        switch words.first {
        case "back":
            app.navigationBars.buttons.element(boundBy: 0).tap()
        case "rotate":
            XCUIDevice.shared.orientation = words.last == "landscape" ? .landscapeLeft : .portrait
        case "swipe":
            var numbers: [String: CGFloat] = [:]
            for word in words.dropFirst() {
                let pair = word.split(separator: "=")
                if pair.count == 2, let value = Double(pair[1]) { numbers[String(pair[0])] = CGFloat(value) }
            }
            let origin = app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
            let start = origin.withOffset(CGVector(dx: numbers["x0"] ?? 0, dy: numbers["y"] ?? 0))
            let end = origin.withOffset(CGVector(dx: numbers["x1"] ?? 0, dy: numbers["y"] ?? 0))
            let velocity = numbers["velocity"] ?? 0
            // A lift at rest holds the finger part-way first; a flick lifts while moving.
            // Hints give points per second, XCUITest takes pixels per second.
            start.press(
                forDuration: 0.1, thenDragTo: end,
                withVelocity: velocity > 0 ? XCUIGestureVelocity(rawValue: velocity * UIScreen.main.scale) : .slow,
                thenHoldForDuration: velocity > 0 ? 0 : 1
            )
        default:
            return false
        }
        return true
    }
}
