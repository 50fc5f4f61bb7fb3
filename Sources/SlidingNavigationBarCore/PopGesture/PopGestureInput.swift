/// Everything the pop-gesture policy looks at when the full-screen pan asks to begin.
///
/// The UIKit shell fills it in `gestureRecognizerShouldBegin(_:)`:
///
/// ```swift
/// let input = PopGestureInput(
///     stackCount: 3,
///     isTransitioning: false,
///     options: SlidingNavigationBar.configuration.resolve(page: pageOptions),
///     startLocation: LayoutPoint(x: 120, y: 400),
///     containerWidth: 393,
///     layoutDirection: .leftToRight,
///     velocity: LayoutPoint(x: 640, y: 35)
/// )
/// PopGesturePolicy.decide(input) // .begin
/// ```
public struct PopGestureInput: Sendable, Hashable {
    /// The number of pages in the navigation stack.
    public var stackCount: Int
    /// Whether a push or pop is already running.
    public var isTransitioning: Bool
    /// The top page's merged options.
    public var options: ResolvedSlidingBarOptions
    /// Where the touch started, in the navigation controller's view.
    public var startLocation: LayoutPoint
    /// The width of the navigation controller's view (points).
    public var containerWidth: Double
    /// The direction the navigation controller's interface reads in.
    public var layoutDirection: LayoutDirection
    /// The pan's velocity (points per second) when the recognizer asks to begin.
    public var velocity: LayoutPoint
    /// The scroll views under the touch that scroll horizontally, innermost first.
    public var scrollViewsUnderTouch: [HorizontalScrollState]

    /// Creates the input of one decision.
    ///
    /// ```swift
    /// let input = PopGestureInput(
    ///     stackCount: 2, isTransitioning: false, options: ResolvedSlidingBarOptions(),
    ///     startLocation: LayoutPoint(x: 300, y: 500), containerWidth: 393,
    ///     layoutDirection: .rightToLeft, velocity: LayoutPoint(x: -800, y: 0)
    /// )
    /// ```
    /// - Parameters:
    ///   - stackCount: the number of pages in the stack.
    ///   - isTransitioning: a push or pop is already running.
    ///   - options: the top page's merged options.
    ///   - startLocation: the touch start in the navigation controller's view.
    ///   - containerWidth: that view's width.
    ///   - layoutDirection: its layout direction.
    ///   - velocity: the pan's velocity in points per second.
    ///   - scrollViewsUnderTouch: horizontally scrolling views under the touch, innermost first
    ///     (default none).
    public init(
        stackCount: Int,
        isTransitioning: Bool,
        options: ResolvedSlidingBarOptions,
        startLocation: LayoutPoint,
        containerWidth: Double,
        layoutDirection: LayoutDirection,
        velocity: LayoutPoint,
        scrollViewsUnderTouch: [HorizontalScrollState] = []
    ) {
        self.stackCount = stackCount
        self.isTransitioning = isTransitioning
        self.options = options
        self.startLocation = startLocation
        self.containerWidth = containerWidth
        self.layoutDirection = layoutDirection
        self.velocity = velocity
        self.scrollViewsUnderTouch = scrollViewsUnderTouch
    }
}

/// Why the pop gesture may not begin, in the order ``PopGesturePolicy/decide(_:)`` checks.
///
/// ```swift
/// if case .refuse(let reason) = PopGesturePolicy.decide(input) {
///     print("no pop: \(reason.rawValue)")
/// }
/// ```
public enum PopGestureRefusal: String, Sendable, Hashable, CaseIterable {
    /// The top page is the root (or the stack is empty): there is nothing to pop to.
    case rootPage
    /// A push or pop is already running.
    case transitionRunning
    /// The top page (or its navigation controller, or the global configuration) turned the gesture off.
    case disabled
    /// The touch started farther from the leading edge than `popGestureMaxStartDistance`.
    case tooFarFromLeadingEdge
    /// The pan does not move from the leading edge toward the trailing edge.
    case wrongDirection
    /// The pan is at least as vertical as it is horizontal.
    case notHorizontal
    /// A scroll view under the touch can still scroll toward its leading edge: it gets the swipe.
    case scrollViewCanScroll
    /// A number was not finite, the width not positive or the stack count negative.
    case invalidInput
}

/// Whether the pop gesture may begin.
///
/// ```swift
/// switch PopGesturePolicy.decide(input) {
/// case .begin: return true
/// case .refuse: return false
/// }
/// ```
public enum PopGestureDecision: Sendable, Hashable {
    /// The pan may begin and drive the interactive pop.
    case begin
    /// The pan must fail, for the given reason.
    case refuse(PopGestureRefusal)
}
