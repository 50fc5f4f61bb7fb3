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
package struct PopGestureInput: Sendable, Hashable {
    /// The number of pages in the navigation stack.
    package var stackCount: Int
    /// Whether a push or pop is already running.
    package var isTransitioning: Bool
    /// The top page's merged options.
    package var options: ResolvedSlidingBarOptions
    /// Where the touch started, in the navigation controller's view.
    package var startLocation: LayoutPoint
    /// The width of the navigation controller's view (points).
    package var containerWidth: Double
    /// The direction the navigation controller's interface reads in.
    package var layoutDirection: LayoutDirection
    /// The pan's velocity (points per second) when the recognizer asks to begin.
    package var velocity: LayoutPoint
    /// The scroll views under the touch that scroll horizontally, innermost first.
    package var scrollViewsUnderTouch: [HorizontalScrollState]
    /// What the app decided about swiping back, read again at every swipe (never at install:
    /// the app may switch it at any time).
    package var app = PopGestureAppFacts()
    /// The other recognizers and controls under the touch that may claim it, innermost first.
    package var touchClaims: [TouchClaim] = []

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
    package init(
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

    /// The same input with the app's facts and the touch's claimants.
    ///
    /// ```swift
    /// let input = PopGestureInput(
    ///     stackCount: 2, isTransitioning: false, options: ResolvedSlidingBarOptions(),
    ///     startLocation: LayoutPoint(x: 30, y: 300), containerWidth: 393,
    ///     layoutDirection: .leftToRight, velocity: LayoutPoint(x: 600, y: 0)
    /// ).with(app: PopGestureAppFacts(systemPopGestureEnabled: false))
    /// PopGesturePolicy.decide(input) // .refuse(.systemGestureDisabledByApp)
    /// ```
    /// - Parameters:
    ///   - app: what the app decided about swiping back.
    ///   - touchClaims: the claimants under the touch (default none).
    /// - Returns: the input with both set.
    package func with(app: PopGestureAppFacts, touchClaims: [TouchClaim] = []) -> PopGestureInput {
        var input = self
        input.app = app
        input.touchClaims = touchClaims
        return input
    }
}

/// What the host app decided about going back, as the shell reads it when a swipe starts.
///
/// Every field is read again at each swipe: the app owns these switches and may flip them at any
/// moment (a page's `viewWillAppear` typically does), so nothing is remembered from install.
///
/// ```swift
/// let facts = PopGestureAppFacts(systemPopGestureEnabled: true, appDelegateAllows: false)
/// ```
package struct PopGestureAppFacts: Sendable, Hashable {
    /// Whether a hidden back button refuses the swipe back: only while UIKit's own delegate rules
    /// the edge swipe. An app that cleared or replaced that delegate asked for the swipe back on
    /// pages with a custom or hidden back button, and keeps it.
    ///
    /// ```swift
    /// PopGestureAppFacts(topPageHidesBackButton: true).backButtonRefusesSwipe                              // true
    /// PopGestureAppFacts(topPageHidesBackButton: true, edgeDelegateIsUIKits: false).backButtonRefusesSwipe // false
    /// ```
    package var backButtonRefusesSwipe: Bool { topPageHidesBackButton && edgeDelegateIsUIKits }

    /// The answer of the app's delegate on the system edge recognizer, from its two hooks where
    /// apps refuse a swipe: `nil` when it implements neither (it has no say), otherwise `false`
    /// as soon as either refuses.
    ///
    /// - Parameters:
    ///   - receives: `gestureRecognizer(_:shouldReceive:)` with the pan's touch, if implemented.
    ///   - begins: `gestureRecognizerShouldBegin(_:)`, if implemented.
    package static func delegateAllows(receives: Bool?, begins: Bool?) -> Bool? {
        guard receives != nil || begins != nil else { return nil }
        return receives != false && begins != false
    }

    /// `interactivePopGestureRecognizer.isEnabled` now. The library never writes it, so this is
    /// the app's value (or UIKit's default, `true`).
    package var systemPopGestureEnabled: Bool
    /// `interactiveContentPopGestureRecognizer.isEnabled` now (iOS 26+); `nil` when that
    /// recognizer does not exist.
    package var contentPopGestureEnabled: Bool?
    /// The answer of a delegate the app set on the system pop recognizer to
    /// `gestureRecognizerShouldBegin(_:)`; `nil` when the app set none (UIKit's own delegate is
    /// not the app's) or its delegate does not implement the method.
    package var appDelegateAllows: Bool?
    /// `navigationItem.hidesBackButton` of the top page: UIKit offers no way back then.
    package var topPageHidesBackButton: Bool
    /// The edge recognizer's delegate is still UIKit's own. UIKit's delegate turns the edge swipe
    /// off where the page replaces or hides its back button (radar 19031955); apps that want the
    /// swipe back there clear it (`interactivePopGestureRecognizer.delegate = nil`) or set their
    /// own. `false` then: the app has taken that rule over, and a hidden back button no longer
    /// refuses the swipe.
    package var edgeDelegateIsUIKits: Bool
    /// The navigation controller's delegate supplies its own animator for this pop: asked, as
    /// UIKit asks it when the pop starts, `navigationController(_:animationControllerFor:from:to:)`
    /// with `.pop`, from the top page to the one below, it returned one. A delegate that answers
    /// `nil` (a router, a coordinator) asked for UIKit's own slide: `false`, the swipe stays.
    /// `false` too when it does not implement the method.
    package var delegateAnimatesPop: Bool

    /// Creates the facts; the defaults are UIKit's defaults (everything allows going back).
    /// - Parameters:
    ///   - systemPopGestureEnabled: the system edge recognizer's `isEnabled`.
    ///   - contentPopGestureEnabled: the iOS 26 content recognizer's `isEnabled`, `nil` if absent.
    ///   - appDelegateAllows: the app's delegate's answer, `nil` without one.
    ///   - topPageHidesBackButton: the top page's `navigationItem.hidesBackButton`.
    ///   - edgeDelegateIsUIKits: the edge recognizer's delegate is UIKit's own (not cleared, not the app's).
    ///   - delegateAnimatesPop: the navigation delegate supplies its own animator for this pop.
    package init(
        systemPopGestureEnabled: Bool = true, contentPopGestureEnabled: Bool? = nil,
        appDelegateAllows: Bool? = nil, topPageHidesBackButton: Bool = false, edgeDelegateIsUIKits: Bool = true,
        delegateAnimatesPop: Bool = false
    ) {
        self.systemPopGestureEnabled = systemPopGestureEnabled
        self.contentPopGestureEnabled = contentPopGestureEnabled
        self.appDelegateAllows = appDelegateAllows
        self.topPageHidesBackButton = topPageHidesBackButton
        self.edgeDelegateIsUIKits = edgeDelegateIsUIKits
        self.delegateAnimatesPop = delegateAnimatesPop
    }
}

/// Something under the touch that may want the same finger: a gesture recognizer on a view
/// between the touched view and the navigation controller's view, or a control tracking it.
///
/// The shell only describes; which claimants win over the pop is
/// ``PopGesturePolicy/claimsTouch(_:)``.
///
/// ```swift
/// let mapPan = TouchClaim.recognizer(.pan, isUIKitPrivate: false, isEnabled: true)
/// PopGesturePolicy.claimsTouch(mapPan) // true
/// ```
package enum TouchClaim: Sendable, Hashable {
    /// The kind of a gesture recognizer, as far as claiming a drag goes.
    package enum Kind: Sendable, Hashable, CaseIterable {
        /// A pan (a map, a canvas, a drawer, a card): it follows a moving finger.
        case pan
        /// A swipe: a horizontal one is the same finger motion as a pop.
        case swipe
        /// A tap, a long press, a pinch, a rotation, a hover: never a one-finger drag of its own.
        case other
    }

    /// A recognizer; `isUIKitPrivate` when its class is UIKit's own private one (a table view's
    /// swipe actions, the bar's), which UIKit arbitrates with the pop itself.
    case recognizer(Kind, isUIKitPrivate: Bool, isEnabled: Bool)
    /// A control that follows a moving finger (a slider, a switch) and is tracking the touch.
    case trackingControl
}

/// Why the pop gesture may not begin, in the order ``PopGesturePolicy/decide(_:)`` checks.
///
/// ```swift
/// if case .refuse(let reason) = PopGesturePolicy.decide(input) {
///     print("no pop: \(reason.rawValue)")
/// }
/// ```
package enum PopGestureRefusal: String, Sendable, Hashable, CaseIterable {
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
    /// The app set `interactivePopGestureRecognizer.isEnabled = false` (or, on iOS 26, disabled
    /// `interactiveContentPopGestureRecognizer`): it wants no swipe back here.
    case systemGestureDisabledByApp
    /// A delegate the app set on the system pop recognizer answered `false` to
    /// `gestureRecognizerShouldBegin(_:)`.
    case refusedByAppDelegate
    /// The top page hides its back button (`navigationItem.hidesBackButton`): no way back is offered.
    case backButtonHidden
    /// Another recognizer or a control under the touch (a map, a canvas, a slider) claims it.
    case touchClaimedByOtherView
    /// The navigation controller's delegate supplies its own animator for this pop: a pop started
    /// by our pan would run behind the app's own animation, which UIKit alone never does.
    case delegateAnimatesPop
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
package enum PopGestureDecision: Sendable, Hashable {
    /// The pan may begin and drive the interactive pop.
    case begin
    /// The pan must fail, for the given reason.
    case refuse(PopGestureRefusal)
}
