/// How the shell draws a capture: the engine's ``CaptureMethod``, unless the bar has no screen
/// contents to draw from yet.
///
/// `drawHierarchy(in:afterScreenUpdates: false)` draws what is displayed; a bar that was never
/// on screen has nothing displayed, and the image would be empty (a push made before the first
/// frame: at launch, or right after the navigation controller joined a window). Such a bar is
/// drawn from its layer tree, `layer.render(in:)`, which needs no screen update: it is the tree as
/// it is now, blur and glass drawn flat. Not `afterScreenUpdates: true`: that forces a screen
/// update in the middle of UIKit's transition setup, committing half of it.
///
/// Whether the bar was ever committed is read from its layer: Core Animation's
/// `presentationLayer` is `nil` until the layer has been committed (QuartzCore's `CALayer.h`).
///
/// ```swift
/// CaptureDrawing.decide(method: .screenContents, barInWindow: true, barCommitted: false)  // .layerTree
/// ```
package enum CaptureDrawing: String, Sendable, Hashable, CaseIterable {
    /// `drawHierarchy(in:afterScreenUpdates: false)`: what was last committed to the screen.
    case screenContents
    /// `layer.render(in:)`: the layer tree as it is now.
    case layerTree
    /// No drawing: a live view built from the page's resolved background.
    case liveBackground

    /// Decides how to draw the bar.
    ///
    /// ```swift
    /// CaptureDrawing.decide(method: .screenContents, barInWindow: true, barCommitted: true)  // .screenContents
    /// ```
    /// - Parameters:
    ///   - method: what the engine asked for.
    ///   - barInWindow: the bar is in a window (outside one, there are no screen contents at all).
    ///   - barCommitted: the bar's layer has been committed at least once (it has a presentation layer).
    /// - Returns: how to draw it.
    package static func decide(method: CaptureMethod, barInWindow: Bool, barCommitted: Bool) -> CaptureDrawing {
        switch method {
        case .layerTree: .layerTree
        case .liveBackground: .liveBackground
        case .screenContents: barInWindow && barCommitted ? .screenContents : .layerTree
        }
    }
}
