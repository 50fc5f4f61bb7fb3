/// Whether the full-screen pop pan may recognize at the same time as another recognizer
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` of the pan's delegate).
///
/// Never: whether the pan begins at all is ``PopGesturePolicy/decide(_:)``, which already gives a
/// swipe to the scroll views under the touch while any of them can still scroll toward its
/// leading end. Once the pan has begun, letting another recognizer run along would move two
/// things with one finger.
///
/// ```swift
/// SimultaneousRecognition.allows(popPanWith: .scrollView) // false
/// ```
package enum SimultaneousRecognition {
    /// The other recognizer, as far as the decision cares.
    package enum Other: String, Sendable, Hashable, CaseIterable {
        /// The system's own pop recognizer (the edge one, or the iOS 26 content one).
        case systemPopGesture
        /// A recognizer of a scroll view (its pan or pinch).
        case scrollView
        /// Anything else: the app's own recognizers, a control's.
        case other
    }

    /// Whether the pop pan and `other` may recognize together.
    ///
    /// - `systemPopGesture`: no; both drive the same interactive pop, and two drivers would
    ///   start it twice (the recognizer plan keeps only one enabled anyway).
    /// - `scrollView`: no; the pan begins only when every scroll view under the touch is at its
    ///   leading edge, and scrolling while popping would move the content and the page at once.
    /// - `other`: no; an app's recognizer tracking the same finger (a drawing canvas, a slider)
    ///   must not pop the page under it. UIKit's default, which the app can still widen from the
    ///   other recognizer's own delegate.
    ///
    /// ```swift
    /// SimultaneousRecognition.allows(popPanWith: .other) // false
    /// ```
    /// - Parameter other: what the other recognizer is.
    /// - Returns: `true` to let both recognize together.
    package static func allows(popPanWith other: Other) -> Bool {
        switch other {
        case .systemPopGesture, .scrollView, .other: false
        }
    }
}
