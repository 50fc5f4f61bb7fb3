import SlidingNavigationBarCore
import SlidingNavigationBarScenarioLanguage

/// The recognizers of a swipe back, modelled as UIKit runs them.
///
/// The shell's side is the shell's own code, run through ``hook(_:)`` as the app runs it: which
/// of our recognizers it installs (`SwipeBackRecognizers.installsLibraryPan`), when each begins
/// (`NavigationShellCore.swipeRecognizerBegins`, on the facts this model's
/// `NavigationInterface` reads) and which failure requirements it sets up
/// (`SwipeBackRecognizers.mustFail`). UIKit's side is modelled from UIKit's documented and
/// reported behaviour, never from our policy:
/// - The edge recognizer (`interactivePopGestureRecognizer`) begins for a swipe that starts
///   within 20 points of the leading edge, when the app left it enabled, nothing is animating
///   and the page below exists.
/// - On iOS 26+, the content recognizer (`interactiveContentPopGestureRecognizer`) begins for a
///   leading-to-trailing swipe anywhere in the content that the edge recognizer did not take
///   ("in cases that are not covered by interactivePopGestureRecognizer", Apple), except over a
///   horizontal scroll view that can still scroll back (react-native-screens PR 3265: the native
///   content pop leaves such a scroll view its swipe). Over a slider, a map or a table's swipe
///   actions it is assumed to begin: the worst case, unconfirmed.
/// - While the edge recognizer's delegate is UIKit's own, the edge swipe is off on a page that
///   hides its back button (UIKit turns it off for a replaced back button, radar 19031955; the
///   same rule is assumed for a hidden one); an app that cleared that delegate gets it back.
/// - Both are off where the navigation delegate implements
///   `navigationController(_:animationControllerFor:from:to:)`, whatever it answers (radar
///   15215690; WordPress-iOS PR 6639; on iOS 26 react-native-screens PR 3173). Our pan, which
///   asks the delegate, is not: a delegate answering `nil` keeps it.
/// - Each begins only once every recognizer it is required to wait for has failed: UIKit's
///   recognizers "begin when ours fail or are absent".
extension NavigationModel {
    /// What the finger did on each recognizer, for one swipe.
    struct SwipeRecognition {
        /// Which recognizers began, ours and UIKit's.
        var began: Set<SwipeBackRecognizers.Role> = []
        /// The recognizers that drive a pop, by name.
        var drivers: [String] = []
    }

    /// The facts the shell gathers when one of its recognizers asks to begin.
    func swipeFacts(_ swipe: SwipeSpec) -> PopGestureInput {
        let w = width
        let direction: LayoutDirection = rtl ? .rightToLeft : .leftToRight
        let startX = rtl ? w - swipe.from : swipe.from
        let sign: Double = rtl ? -1 : 1
        // The finger moves toward the trailing edge when the recognizer asks to begin; a swipe that
        // is released backwards (negative `velocity`) still began forwards.
        let beginVelocity = LayoutPoint(x: sign * 300, y: 20)
        var scrollViews: [HorizontalScrollState] = []
        var claims: [TouchClaim] = []
        switch swipe.over {
        case .hscrollLeading?:
            scrollViews = [HorizontalScrollState(contentOffsetX: rtl ? 600 : 0, minOffsetX: 0, maxOffsetX: 600)]
        case .hscrollScrolled?:
            scrollViews = [HorizontalScrollState(contentOffsetX: 300, minOffsetX: 0, maxOffsetX: 600)]
        case .slider?:
            claims = [.trackingControl]
        case .map?:
            claims = [.recognizer(.pan, isUIKitPrivate: false, isEnabled: true)]
        case .swipeActions?:
            claims = [.recognizer(.pan, isUIKitPrivate: true, isEnabled: true)]
        case .webView?:
            // WebKit's content view: its long presses and taps, public classes or WebKit's own
            // (the shell reports a long press as `.other`).
            claims = [.recognizer(.other, isUIKitPrivate: false, isEnabled: true)]
        case .webViewBackForward?:
            // The same, and on the web view itself WebKit's two edge pans for its history.
            claims = [
                .recognizer(.other, isUIKitPrivate: false, isEnabled: true), .recognizer(.pan, isUIKitPrivate: false, isEnabled: true),
            ]
        case nil: break
        }
        let top = stack.last
        let options = top.map { profile($0).options } ?? ResolvedSlidingBarOptions()
        var input = PopGestureInput(
            stackCount: stack.count, isTransitioning: motion != nil, options: options,
            startLocation: LayoutPoint(x: startX, y: 300), containerWidth: w, layoutDirection: direction,
            velocity: beginVelocity, scrollViewsUnderTouch: scrollViews)
        // What the app owns, read at every swipe as the shell does; the delegate's animator for
        // this pop is asked by the shell itself (`delegateAnimatesPop()`), last.
        let hidesBackButton = top.flatMap { pages[$0]?.declaration.hidesBackButton } ?? false
        input.app = PopGestureAppFacts(
            systemPopGestureEnabled: appPopGestureEnabled, contentPopGestureEnabled: iosVersion >= 26 ? true : nil,
            topPageHidesBackButton: hidesBackButton, edgeDelegateIsUIKits: appPopGestureDelegate == .uikit)
        input.touchClaims = claims
        return input
    }

    /// Runs one swipe through every recognizer: ours as the shell sets them up, UIKit's as UIKit.
    mutating func recognizeSwipe(_ swipe: SwipeSpec) -> SwipeRecognition {
        let input = swipeFacts(swipe)
        var result = SwipeRecognition()
        let canPop = stack.count > 1 && motion == nil

        // Ours: nothing where the shell steps aside for another library.
        let installsPan = SwipeBackRecognizers.installsLibraryPan(contentPopRecognizerExists: iosVersion >= 26, privateTargetFound: true)
        let ours: [SwipeBackRecognizers.Role] = shellStepsAside ? [] : installsPan ? [.libraryPan, .pageRefusal] : [.pageRefusal]
        // Each of ours asks the shell, which decides on what it reads (`popGestureInput(for:)`).
        swipeInput = input
        for role in ours {
            var begins = false
            hook { begins = $0.swipeRecognizerBegins(role, in: &$1) }
            if begins { result.began.insert(role) }
        }
        swipeInput = nil

        // UIKit's: each waits for every recognizer of ours it is required to fail by.
        func waitsInVain(_ uikit: SwipeBackRecognizers.Role) -> Bool {
            result.began.contains { SwipeBackRecognizers.mustFail($0, before: uikit) }
        }
        let uikitVeto = delegate != .system
        let leading = PopGesturePolicy.leadingDistance(
            of: input.startLocation, containerWidth: input.containerWidth, direction: input.layoutDirection)
        let otherLibraryTookEdge = foreignLibrary?.drivesFullScreenPan ?? false
        let uikitDelegateRefusesEdge = appPopGestureDelegate == .uikit && input.app.topPageHidesBackButton
        if appPopGestureEnabled, !otherLibraryTookEdge, canPop, !uikitVeto, !uikitDelegateRefusesEdge, leading <= 20,
            !waitsInVain(.uikitEdge)
        {
            result.began.insert(.uikitEdge)
        }
        if iosVersion >= 26, canPop, !uikitVeto, !result.began.contains(.uikitEdge), swipe.over != .hscrollScrolled,
            !waitsInVain(.uikitContent)
        {
            result.began.insert(.uikitContent)
        }

        if let foreignLibrary, foreignLibrary.drivesFullScreenPan, canPop {
            result.drivers.append("\(foreignLibrary.rawValue)'s pan")
        }
        if result.began.contains(.libraryPan) { result.drivers.append("full-screen pan") }
        if result.began.contains(.uikitEdge) { result.drivers.append("system edge swipe") }
        if result.began.contains(.uikitContent) { result.drivers.append("iOS 26 content swipe") }
        checkRefusalsLeaveTheTouch(swipe, result)
        if result.began.contains(.libraryPan), delegateAnimates(.pop) {
            violation("swipe", "our pan started a pop the app's navigation delegate animates itself: UIKit alone never runs it")
        }
        return result
    }

    /// A refusal of ours that began must leave the finger to whatever is under it: a scroll view
    /// scrolls, a slider slides, a map pans, a table's swipe actions open.
    mutating func checkRefusalsLeaveTheTouch(_ swipe: SwipeSpec, _ result: SwipeRecognition) {
        guard let over = swipe.over else { return }
        let underFinger: SwipeBackRecognizers.Role =
            switch over {
            case .hscrollLeading, .hscrollScrolled: .scrollView
            case .slider, .map, .swipeActions, .webView, .webViewBackForward: .other
            }
        if result.began.contains(.pageRefusal),
            SwipeBackRecognizers.refusalTakesTouchesFromViews
                || !SwipeBackRecognizers.recognizesSimultaneously(.pageRefusal, with: underFinger)
        {
            violation("swipe", "the page refusal recognizer took the finger from the \(over.rawValue) under it")
        }
    }
}
