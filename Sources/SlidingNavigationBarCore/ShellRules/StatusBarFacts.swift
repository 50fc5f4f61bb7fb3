/// Whether a page that hides the status bar moves the bar (``PageProfile/hidesStatusBarAboveBar``),
/// from what the shell reads around a navigation controller.
///
/// ```swift
/// StatusBarFacts.hidingMovesBar(isPad: false, windowBottomInset: 0, isVerticallyCompact: false,
///                               containerTopInWindow: 0, viewControllerBasedAppearance: true)
/// // true: an iPhone with a home button, in portrait
/// ```
package enum StatusBarFacts {
    /// Whether a page's `prefersStatusBarHidden` moves the bar up into the status bar's place.
    /// Where the device is not known to keep its top inset (an iPad, a phone without a home
    /// indicator), it is taken to move it: the transition is then left to UIKit, which costs a
    /// slide, never a gap. Outside a window (nothing on screen yet) the same holds.
    ///
    /// - Parameters:
    ///   - isPad: the device is an iPad: its status bar is its window's only top inset, in either
    ///     orientation.
    ///   - windowBottomInset: the window's bottom safe-area inset: 0 on a phone with a home
    ///     button, the home indicator's height on a phone with a sensor housing (whose top inset
    ///     stays the housing's height whether the status bar shows or not).
    ///   - isVerticallyCompact: the window's vertical size class is compact (a phone in
    ///     landscape): the status bar is hidden there anyway.
    ///   - containerTopInWindow: where the navigation controller's view starts in its window;
    ///     `nil` outside a window. At the window's top its bar reaches under the status bar (not
    ///     in a sheet or a popover).
    ///   - viewControllerBasedAppearance: the app's Info.plist leaves the status bar to its view
    ///     controllers (`UIViewControllerBasedStatusBarAppearance` is not `NO`): otherwise a
    ///     page's `prefersStatusBarHidden` is never asked.
    package static func hidingMovesBar(
        isPad: Bool, windowBottomInset: Double, isVerticallyCompact: Bool, containerTopInWindow: Double?,
        viewControllerBasedAppearance: Bool
    ) -> Bool {
        let atWindowTop = containerTopInWindow.map { abs($0) < 0.5 } ?? true
        return viewControllerBasedAppearance && atWindowTop && (isPad || (!isVerticallyCompact && windowBottomInset < 1))
    }
}
