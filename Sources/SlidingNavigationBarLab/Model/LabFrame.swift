import SlidingNavigationBarCore

/// One frame of a filmstrip: everything a renderer needs to draw the top of the screen.
package struct LabFrame: Sendable, Hashable {
    package struct Page: Sendable, Hashable {
        package var name: String
        package var offsetX: Double
        package var view: LayoutRect
        package var intendedLook: BarLook?
        /// The attached snapshot, in container coordinates, and the look it holds.
        package var snapshot: LayoutRect?
        package var snapshotLook: BarLook?
        /// Whose bar the snapshot holds (another page's when it was drawn from a stale screen);
        /// `nil` when it holds no page's bar (an empty capture).
        package var snapshotOwner: String?
        /// Where the page's safe-area content starts, in the container (``NavigationModel/contentTop(_:)``).
        package var contentTop: Double? = nil
    }

    package var label: String
    package var line: Int
    package var width: Double
    package var height: Double
    /// Bottom to top.
    package var pages: [Page]
    package var barLook: BarLook?
    package var barInFront: Bool
    package var violation: String?
    /// The page whose item the real bar shows, when `barLook` is not `nil`.
    package var barOwner: String?
    /// How far the status bar reaches down the container (the bar's background covers it).
    package var statusBarHeight: Double = 0
    /// Whether the frame belongs to a transition left to UIKit: one real bar spans the top.
    package var leftToUIKit = false
}
