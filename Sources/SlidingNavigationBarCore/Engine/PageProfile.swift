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

    package init(
        options: ResolvedSlidingBarOptions, heightClass: BarHeightClass = .standard, background: BarBackground? = nil,
        hasPrompt: Bool = false, prefersZoomTransition: Bool = false
    ) {
        self.options = options
        self.heightClass = heightClass
        self.background = background
        self.hasPrompt = hasPrompt
        self.prefersZoomTransition = prefersZoomTransition
    }
}
