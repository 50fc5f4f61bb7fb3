/// The height family of a page's bar. Two pages of different families change the bar's height
/// during the transition, which UIKit animates on the real bar; the engine leaves such pairs to
/// the system rather than capture a bar caught mid-resize.
package enum BarHeightClass: String, Sendable, Hashable, Codable, CaseIterable {
    case standard
    case largeTitle
    case searchBar
    case largeTitleWithSearchBar
}

/// What the engine needs to know of one page when a navigation begins.
package struct PageProfile: Sendable, Hashable {
    /// The page's options, already merged with the navigation controller's and the global ones.
    package var options: ResolvedSlidingBarOptions
    /// The page's bar height family.
    package var heightClass: BarHeightClass
    /// The page's bar background at rest, as the shell resolved it; `nil` when not read (the
    /// classic rules then apply as if it were an opaque colour).
    package var background: BarBackground?
    /// Whether the page's item has a `prompt`: a line of text above the title that makes the bar
    /// taller, whatever its height family.
    package var hasPrompt: Bool
    /// Whether the page's `preferredTransition` is the zoom (iOS 18): UIKit zooms the page in
    /// when it is pushed and out when it is popped, instead of the slide.
    package var prefersZoomTransition: Bool
    /// Whether the page hides the status bar (`prefersStatusBarHidden`, which its navigation
    /// controller asks of its top page) where that moves the bar up into the status bar's place:
    /// where the status bar is the window's only top inset (a phone with a home button in
    /// portrait, an iPad). Elsewhere (a notched phone, whose safe area keeps the sensor housing's
    /// height; any phone in landscape, where the status bar is hidden anyway) the bar stays put.
    package var hidesStatusBarAboveBar: Bool

    package init(
        options: ResolvedSlidingBarOptions, heightClass: BarHeightClass = .standard, background: BarBackground? = nil,
        hasPrompt: Bool = false, prefersZoomTransition: Bool = false, hidesStatusBarAboveBar: Bool = false
    ) {
        self.options = options
        self.heightClass = heightClass
        self.background = background
        self.hasPrompt = hasPrompt
        self.prefersZoomTransition = prefersZoomTransition
        self.hidesStatusBarAboveBar = hidesStatusBarAboveBar
    }
}
