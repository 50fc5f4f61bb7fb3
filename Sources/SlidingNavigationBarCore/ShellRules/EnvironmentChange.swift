/// The traits of a navigation controller that the UIKit shell copies from a `UITraitCollection`,
/// as plain values: UIKit's raw values, read without interpretation.
///
/// Which changes of them matter to the bars is ``EnvironmentChange/isRelevant(_:)``, here, where
/// it is tested; the shell only copies.
///
/// ```swift
/// let light = TraitFacts(userInterfaceStyle: 1, horizontalSizeClass: 1, verticalSizeClass: 2,
///                        layoutDirection: 0, displayScale: 3)
/// var dark = light
/// dark.userInterfaceStyle = 2
/// EnvironmentChange.isRelevant(.traits(previous: light, current: dark)) // true
/// ```
package struct TraitFacts: Sendable, Hashable {
    /// `userInterfaceStyle.rawValue`: 0 unspecified, 1 light, 2 dark.
    package var userInterfaceStyle: Int
    /// `horizontalSizeClass.rawValue`: 0 unspecified, 1 compact, 2 regular.
    package var horizontalSizeClass: Int
    /// `verticalSizeClass.rawValue`: 0 unspecified, 1 compact, 2 regular.
    package var verticalSizeClass: Int
    /// `layoutDirection.rawValue`: -1 unspecified, 0 left to right, 1 right to left.
    package var layoutDirection: Int
    /// `displayScale` (points to pixels); 0 when unspecified.
    package var displayScale: Double
    /// `userInterfaceLevel.rawValue` (iOS 13): -1 unspecified, 0 base, 1 elevated.
    package var userInterfaceLevel: Int
    /// `accessibilityContrast.rawValue` (iOS 13): -1 unspecified, 0 normal, 1 high.
    package var accessibilityContrast: Int
    /// `legibilityWeight.rawValue` (iOS 13, Bold Text): -1 unspecified, 0 regular, 1 bold.
    package var legibilityWeight: Int

    /// Creates the facts of one trait collection; the traits not given are "unspecified".
    ///
    /// ```swift
    /// let facts = TraitFacts(userInterfaceStyle: 2, horizontalSizeClass: 1, verticalSizeClass: 2,
    ///                        layoutDirection: 0, displayScale: 3)
    /// ```
    /// - Parameters:
    ///   - userInterfaceStyle: `userInterfaceStyle.rawValue`.
    ///   - horizontalSizeClass: `horizontalSizeClass.rawValue`.
    ///   - verticalSizeClass: `verticalSizeClass.rawValue`.
    ///   - layoutDirection: `layoutDirection.rawValue`.
    ///   - displayScale: `displayScale`.
    ///   - userInterfaceLevel: `userInterfaceLevel.rawValue`.
    ///   - accessibilityContrast: `accessibilityContrast.rawValue`.
    ///   - legibilityWeight: `legibilityWeight.rawValue`.
    package init(
        userInterfaceStyle: Int,
        horizontalSizeClass: Int,
        verticalSizeClass: Int,
        layoutDirection: Int,
        displayScale: Double,
        userInterfaceLevel: Int = -1,
        accessibilityContrast: Int = -1,
        legibilityWeight: Int = -1
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.userInterfaceLevel = userInterfaceLevel
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
    }
}

/// Which changes of a navigation controller's environment the engine hears about
/// (``TransitionEventKind/environmentChanged``).
package enum EnvironmentChange {
    /// One environment callback of a navigation controller, as the shell's hooks receive it.
    ///
    /// ```swift
    /// EnvironmentChange.isRelevant(.traits(previous: nil, current: now)) // false: first assignment
    /// ```
    package enum Signal: Sendable, Hashable {
        /// `traitCollectionDidChange(_:)`: the traits before (`nil` when UIKit passes none) and now.
        case traits(previous: TraitFacts?, current: TraitFacts)
        /// `viewWillTransition(to:with:)`: the view is about to change size (rotation, split
        /// view, a window resized).
        case sizeTransition
    }

    /// Whether an environment callback reaches the engine as ``TransitionEventKind/environmentChanged``.
    ///
    /// - Traits without previous traits: UIKit's first assignment to a new controller, not a change;
    ///   nothing was captured with other traits.
    /// - Traits that differ: a trait change can make a captured bar differ from the real one. A
    ///   snapshot is a picture of the bar with the traits of the moment it was drawn; a change
    ///   that alters what the bar looks like, or where and how big it is, makes the picture wrong
    ///   for the rest of a transition, and the engine then hands the transition to UIKit. Every
    ///   trait ``TraitFacts`` copies is relevant, and its equality compares each:
    ///   - the interface style, level and contrast: the bar's dynamic colours (background, title,
    ///     buttons, hairline) resolve against them;
    ///   - the legibility weight (Bold Text): the title and buttons are drawn in another weight;
    ///   - either size class: UIKit lays the bar out again (heights, margins, which items fit);
    ///   - the layout direction: the back button and the items change sides;
    ///   - the display scale: an image drawn at the old scale is blurred or too large.
    ///
    ///   Not relevant, and not copied into ``TraitFacts``: the content size category (Dynamic
    ///   Type). In our model a bar's height is its height family (``BarHeightClass``), which comes
    ///   from the navigation item alone (``BarHeightFacts``) and never from the text size. The
    ///   model leaves out that UIKit's large title does follow Dynamic Type: a text size changed
    ///   in the middle of a large-title page's transition slides a picture of the old size until
    ///   that transition ends. Nothing is lost beyond that, since no snapshot is kept at rest and
    ///   the next transition captures the bar afresh. Likewise for anything else a trait
    ///   collection carries and this type does not copy.
    /// - A size transition: always. UIKit calls it for a change of the view's size, and the bar
    ///   is laid out again at the new width (margins, which items fit, its height in landscape
    ///   on a phone); a captured bar no longer matches. The sizes are not compared: the call is
    ///   made before the view has its new size, and a rare call with an unchanged size costs at
    ///   most one transition left to UIKit.
    ///
    /// ```swift
    /// EnvironmentChange.isRelevant(.sizeTransition) // true
    /// ```
    /// - Parameter signal: the callback and what it carries.
    /// - Returns: `true` when the engine should hear of it.
    package static func isRelevant(_ signal: Signal) -> Bool {
        switch signal {
        case .traits(previous: nil, current: _): false
        case .traits(previous: let previous?, let current): previous != current
        case .sizeTransition: true
        }
    }
}
