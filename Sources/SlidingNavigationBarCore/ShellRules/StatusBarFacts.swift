/// What the shell reads around a navigation controller to tell whether a page that hides the
/// status bar moves the bar (``PageProfile/hidesStatusBarAboveBar``).
///
/// ```swift
/// let facts = StatusBarFacts(isPad: false, windowBottomInset: 0, isVerticallyCompact: false,
///                            containerTopInWindow: 0, viewControllerBasedAppearance: true)
/// facts.hidingMovesBar // true: an iPhone with a home button, in portrait
/// ```
package struct StatusBarFacts: Sendable, Hashable {
    /// The device is an iPad: its status bar is its window's only top inset, in either orientation.
    package var isPad: Bool
    /// The window's bottom safe-area inset: 0 on a phone with a home button, the home
    /// indicator's height on a phone with a sensor housing (whose top inset stays the housing's
    /// height whether the status bar shows or not).
    package var windowBottomInset: Double
    /// The window's vertical size class is compact (a phone in landscape): the status bar is
    /// hidden there anyway.
    package var isVerticallyCompact: Bool
    /// Where the navigation controller's view starts in its window; `nil` outside a window. At
    /// the window's top its bar reaches under the status bar (not in a sheet or a popover).
    package var containerTopInWindow: Double?
    /// The app's Info.plist leaves the status bar to its view controllers
    /// (`UIViewControllerBasedStatusBarAppearance` is not `NO`): otherwise a page's
    /// `prefersStatusBarHidden` is never asked.
    package var viewControllerBasedAppearance: Bool

    package init(
        isPad: Bool, windowBottomInset: Double, isVerticallyCompact: Bool, containerTopInWindow: Double?,
        viewControllerBasedAppearance: Bool
    ) {
        self.isPad = isPad
        self.windowBottomInset = windowBottomInset
        self.isVerticallyCompact = isVerticallyCompact
        self.containerTopInWindow = containerTopInWindow
        self.viewControllerBasedAppearance = viewControllerBasedAppearance
    }

    /// Whether a page's `prefersStatusBarHidden` moves the bar up into the status bar's place.
    /// Where the device is not known to keep its top inset (an iPad, a phone without a home
    /// indicator), it is taken to move it: the transition is then left to UIKit, which costs a
    /// slide, never a gap. Outside a window (nothing on screen yet) the same holds.
    package var hidingMovesBar: Bool {
        let atWindowTop = containerTopInWindow.map { abs($0) < 0.5 } ?? true
        return viewControllerBasedAppearance && atWindowTop && (isPad || (!isVerticallyCompact && windowBottomInset < 1))
    }
}
