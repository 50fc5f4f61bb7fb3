/// Which back-button pops (`navigationBar(_:shouldPop:)`) are announced to the engine.
///
/// The bar asks its delegate to pop an item in two cases: the user tapped the back button (the
/// item is the top page's own), or the bar is catching up with a pop already made through the
/// package methods, whose own hook announced it (the item is no longer the top page's). Only
/// the first is a navigation of its own.
///
/// ```swift
/// BackButtonPop.isAnnounced(itemIsTopPagesItem: false) // false: already announced
/// ```
package enum BackButtonPop {
    /// The back button always pops with UIKit's animation, so the announced pop is animated.
    package static let isAnimated = true

    /// Whether the bar's request to pop an item is announced as a pop.
    ///
    /// ```swift
    /// if BackButtonPop.isAnnounced(itemIsTopPagesItem: item === top.navigationItem) { ... }
    /// ```
    /// - Parameter itemIsTopPagesItem: the item to pop is the navigation item of the page on top
    ///   of the stack (`false` when there is no item or no page).
    /// - Returns: `true` to announce a `.pop`, animated (``isAnimated``).
    package static func isAnnounced(itemIsTopPagesItem: Bool) -> Bool {
        itemIsTopPagesItem
    }
}
