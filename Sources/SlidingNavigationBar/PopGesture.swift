#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// The swipe back of one navigation controller: who drives it, and how a page's refusal holds.
///
/// What is installed, which recognizer waits for which and when each of ours begins are the
/// core's (`SwipeBackRecognizers`); this class gathers the facts and sets the recognizers up.
///
/// - iOS 26 and later: UIKit's `interactiveContentPopGestureRecognizer` (public, full-screen) and
///   its edge recognizer drive every swipe back; no private selector is used and our pan is not
///   installed.
/// - iOS 13–25: our full-screen pan sends its actions to the edge recognizer's private target
///   (`handleNavigationTransition:`), so UIKit runs the interactive pop exactly as for an edge
///   swipe. UIKit's edge recognizer waits for the pan to fail: a swipe the pan takes is driven
///   once, one it refuses for its own reasons (a scroll view, the wrong direction) is UIKit's.
/// - On every iOS, a refusal recognizer of ours (a pan that drives nothing, cancels no touch and
///   recognizes alongside everything but UIKit's pop recognizers) begins exactly for the touches
///   the page refuses (`isPopGestureEnabled == false`, a start beyond
///   `popGestureMaxStartDistance`, a hidden back button). UIKit's recognizers are required to
///   fail by it (`gestureRecognizer(_:shouldBeRequiredToFailBy:)` of our delegate): when it
///   begins, UIKit's swipe fails; when it fails, UIKit's swipe proceeds as without the library.
///
/// Nothing of UIKit's recognizers is changed: their `isEnabled`, delegate and UIKit's own targets
/// are the app's and UIKit's. The library adds a listening target (`addTarget(_:action:)`) to
/// announce a pop.
@MainActor
final class PopGestureController: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?
    /// Our full-screen pan; `nil` on iOS 26+ and where UIKit's private target was not found.
    let pan: UIPanGestureRecognizer?
    /// Begins for the touches the page refuses; UIKit's edge and content recognizers wait for it.
    let pageRefusal = UIPanGestureRecognizer()
    private weak var edgeRecognizer: UIGestureRecognizer?
    private weak var contentRecognizer: UIGestureRecognizer?
    /// UIKit's own delegate of the edge recognizer: the private object that is also its target
    /// (found below iOS 26 only). Any other delegate is told apart by `isSystemDelegate(_:)`.
    private weak var systemDelegate: NSObject?
    /// Why UIKit's private pop target was not found below iOS 26 (`nil`: found, or iOS 26+
    /// where it is not looked for). The shell then leaves transitions to UIKit.
    let privateTargetMissing: String?
    /// Where the touch went down, in the navigation controller's view.
    private var touchStart: CGPoint?
    /// The touch our recognizers last received, for asking the app's edge-recognizer delegate
    /// whether it would receive it (weak: UIKit owns touches).
    private weak var lastTouch: UITouch?
    /// Called at `.began` of whichever recognizer drives a pop, and at its end.
    var onPopGesture: ((NavigationShellCore.PopGesturePhase) -> Void)?
    /// Asked when one of our recognizers may begin: the shell's decision
    /// (`NavigationShellCore.swipeRecognizerBegins`) on the facts ``input(for:)`` reads now.
    var shouldBegin: ((SwipeBackRecognizers.Role) -> Bool)?

    private init(
        navigation: UINavigationController, pan: UIPanGestureRecognizer?, edge: UIGestureRecognizer,
        content: UIGestureRecognizer?, systemDelegate: NSObject?, privateTargetMissing: String?
    ) {
        navigationController = navigation
        self.pan = pan
        edgeRecognizer = edge
        contentRecognizer = content
        self.systemDelegate = systemDelegate
        self.privateTargetMissing = privateTargetMissing
        super.init()
    }

    /// Every installed controller, so that a change of the switches reaches them at once.
    private static let all = NSHashTable<PopGestureController>.weakObjects()

    /// Applies the switches on every navigation controller (the kill switch or the configuration changed).
    static func applyPlanEverywhere() {
        for controller in all.allObjects { controller.applyPlan() }
    }

    /// Installs our recognizers beside UIKit's pop recognizers: the page refusal always, our pan
    /// where `SwipeBackRecognizers.installsLibraryPan` says.
    ///
    /// Below iOS 26 the private pop target is looked up defensively (`responds(to:)`, an instance
    /// variable's existence before reading it, type checks); if anything is missing our pan is
    /// not installed, UIKit's edge swipe drives alone and `privateTargetMissing` says why. The
    /// page refusal is public API only and is installed either way. `nil` (logged) while UIKit's
    /// recognizer is not set up yet: looked up again at the next navigation.
    static func install(on navigation: UINavigationController) -> PopGestureController? {
        guard let edge = navigation.interactivePopGestureRecognizer, let edgeView = edge.view else {
            Diagnostics.log(.gesture, "\(type(of: navigation)): the pop recognizer is not in a view yet")
            return nil
        }
        let contentExists = navigation.responds(to: contentPopSelector)
        let content = contentPopRecognizer(of: navigation)
        if contentExists, content == nil {
            // Created lazily by UIKit (react-native-screens PR 3141). The page refusal is installed
            // now, for the edge swipe; the content recognizer is looked up again at each navigation
            // (`lookUpContentRecognizerIfNeeded`) and waits for the refusal from then on.
            Diagnostics.log(.gesture, "\(type(of: navigation)): interactiveContentPopGestureRecognizer not set up yet")
        }
        var missing: String?
        let driver = contentExists ? nil : privatePopTarget(of: edge, missing: &missing)
        let installsPan = SwipeBackRecognizers.installsLibraryPan(
            contentPopRecognizerExists: contentExists, privateTargetFound: driver != nil)
        let pan = installsPan ? UIPanGestureRecognizer() : nil
        let controller = PopGestureController(
            navigation: navigation, pan: pan, edge: edge, content: content, systemDelegate: driver?.target,
            privateTargetMissing: missing
        )
        if let pan, let driver {
            // Ours around UIKit's: targets are sent their actions in the order they were added, so
            // the pop is announced before UIKit's target starts it, and the call ends after.
            pan.addTarget(controller, action: #selector(recognizerWillDrive(_:)))
            pan.addTarget(driver.target, action: driver.action)
            pan.addTarget(controller, action: #selector(recognizerChanged(_:)))
            pan.maximumNumberOfTouches = 1
            // A finger only, as UIKit's edge swipe: a pointer's click-drag (iPad trackpad, Mac) selects or drags.
            pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
            pan.delegate = controller
            edgeView.addGestureRecognizer(pan)
        }
        // Beginning takes nothing from the views under the finger.
        let refusal = controller.pageRefusal
        let takes = SwipeBackRecognizers.refusalTakesTouchesFromViews
        refusal.cancelsTouchesInView = takes
        refusal.delaysTouchesBegan = takes
        refusal.delaysTouchesEnded = takes
        refusal.delegate = controller
        edgeView.addGestureRecognizer(refusal)
        // On UIKit's recognizers, public `addTarget(_:action:)` adds a listener after UIKit's own
        // target; it changes nothing of theirs, and tells us when they drive a pop.
        edge.addTarget(controller, action: #selector(recognizerChanged(_:)))
        content?.addTarget(controller, action: #selector(recognizerChanged(_:)))
        all.add(controller)
        Diagnostics.log(.gesture, "swipe back set up on \(type(of: navigation)): page refusal, our pan \(installsPan)")
        return controller
    }

    /// UIKit's private pop target and the action our pan sends it.
    private typealias PrivateDriver = (target: NSObject, action: Selector)

    /// The edge recognizer's private target and `handleNavigationTransition:` (iOS 13–25), or
    /// `nil` with why not in `missing`.
    private static func privatePopTarget(of edge: UIGestureRecognizer, missing: inout String?) -> PrivateDriver? {
        guard let targets = readPrivate(edge, key: "targets") as? [AnyObject], let first = targets.first as? NSObject else {
            missing = "the pop recognizer's targets were not found"
            return nil
        }
        guard let target = readPrivate(first, key: "target") as? NSObject else {
            missing = "the pop recognizer's target was not found"
            return nil
        }
        let action = NSSelectorFromString("handleNavigationTransition:")
        guard target.responds(to: action) else {
            missing = "the pop target does not handle handleNavigationTransition:"
            return nil
        }
        return (target, action)
    }

    @objc private func recognizerWillDrive(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .began { onPopGesture?(.willBegin) }
    }

    @objc private func recognizerChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began: onPopGesture?(.didBegin)
        case .ended, .cancelled, .failed: onPopGesture?(.ended)
        default: break
        }
    }

    /// Finds UIKit's content recognizer if it was not set up at install (iOS 26+), and listens to
    /// it. Cheap when known or absent: one identity check, or one `responds(to:)`. From then on it
    /// is told apart in our delegate's answers, so it waits for the page refusal.
    func lookUpContentRecognizerIfNeeded() {
        guard contentRecognizer == nil, let navigation = navigationController,
            let content = Self.contentPopRecognizer(of: navigation)
        else { return }
        contentRecognizer = content
        content.addTarget(self, action: #selector(recognizerChanged(_:)))
        Diagnostics.log(.gesture, "\(type(of: navigation)): interactiveContentPopGestureRecognizer found")
    }

    /// `interactiveContentPopGestureRecognizer` (iOS 26, public) is not in the iOS 17 SDK the
    /// library is built with: it is reached by selector at runtime (`responds(to:)`), and is
    /// `nil` before iOS 26.
    private static let contentPopSelector = NSSelectorFromString("interactiveContentPopGestureRecognizer")

    private static func contentPopRecognizer(of navigation: UINavigationController) -> UIGestureRecognizer? {
        guard navigation.responds(to: contentPopSelector) else { return nil }
        return navigation.value(forKey: "interactiveContentPopGestureRecognizer") as? UIGestureRecognizer
    }

    /// Reads a private object-typed property without key-value coding: `value(forKey:)` can
    /// raise an Objective-C exception Swift cannot catch (UIKit overrides it to refuse some private
    /// keys, as iOS 13 did for `UITextField`), which would crash the app at launch. The getter is
    /// called when the object answers it and its method returns an object, else the `_key`
    /// instance variable is read directly, and only when it holds an object. `perform` treats
    /// whatever the method returns as an object: a getter of that name returning a scalar or a
    /// structure in some future UIKit would crash there, so its return type is read first.
    private static func readPrivate(_ object: NSObject, key: String) -> Any? {
        let getter = NSSelectorFromString(key)
        if object.responds(to: getter) {
            guard let method = class_getInstanceMethod(type(of: object), getter), returnsObject(method) else {
                return nil
            }
            return object.perform(getter)?.takeUnretainedValue()
        }
        guard let ivar = class_getInstanceVariable(type(of: object), "_\(key)"),
            let encoding = ivar_getTypeEncoding(ivar), ObjectTypeEncoding.isObject(String(cString: encoding))
        else {
            return nil
        }
        return object_getIvar(object, ivar)
    }

    /// Whether `method` returns an object (`ObjectTypeEncoding.isObject` of its return type).
    static func returnsObject(_ method: Method) -> Bool {
        let encoding = method_copyReturnType(method)
        defer { free(encoding) }
        return ObjectTypeEncoding.isObject(String(cString: encoding))
    }

    /// Turns our recognizers on or off with the switches (`SwipeBackRecognizers.isEnabled`).
    /// UIKit's recognizers are the app's and stay as they are.
    func applyPlan() {
        let libraryEnabled = SlidingNavigationBar.isEnabled
        let popGestureEnabled = SlidingNavigationBar.configuration.isPopGestureEnabled
        let recognizers: [(UIGestureRecognizer?, SwipeBackRecognizers.Role)] = [
            (pan, .libraryPan), (pageRefusal, .pageRefusal),
        ]
        for case (let recognizer?, let role) in recognizers {
            let enabled = SwipeBackRecognizers.isEnabled(
                role, libraryEnabled: libraryEnabled, popGestureEnabled: popGestureEnabled)
            guard recognizer.isEnabled != enabled else { continue }
            recognizer.isEnabled = enabled
            Diagnostics.log(.gesture, "\(role.rawValue) enabled: \(enabled)")
        }
    }

    // MARK: - UIGestureRecognizerDelegate

    /// Which recognizer this is, as far as the swipe back goes.
    private func role(of recognizer: UIGestureRecognizer) -> SwipeBackRecognizers.Role {
        if let pan, recognizer === pan { return .libraryPan }
        if recognizer === pageRefusal { return .pageRefusal }
        if recognizer === edgeRecognizer { return .uikitEdge }
        if recognizer === contentRecognizer { return .uikitContent }
        if recognizer.view is UIScrollView { return .scrollView }
        return .other
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        // All of ours receive the same touch at the same moment: recording it again is harmless,
        // and never comparing touches keeps a touch object UIKit reuses from looking old.
        if role(of: gestureRecognizer).isOurs, let container = navigationController?.viewIfLoaded {
            touchStart = touch.location(in: container)
            lastTouch = touch
        }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // A recognizer the switches turned off never begins, should UIKit still ask.
        let role = role(of: gestureRecognizer)
        guard role.isOurs, gestureRecognizer.isEnabled else { return false }
        return shouldBegin?(role) ?? false
    }

    /// What one of our recognizers sees, read now: the stack, the top page's options, where the
    /// touch went down and how it moves, the scroll views and claims under it, the app's switches
    /// (the app's delegate on the edge recognizer is asked for our pan only).
    func input(for role: SwipeBackRecognizers.Role) -> PopGestureInput? {
        let ours: UIGestureRecognizer? = role == .libraryPan ? pan : role == .pageRefusal ? pageRefusal : nil
        guard let recognizer = ours, let navigation = navigationController,
            let container = navigation.viewIfLoaded
        else { return nil }
        let start = touchStart ?? recognizer.location(in: container)
        // The view the touch went to, read once for both walks (scroll views, claims). UIKit has
        // already hit-tested the touch (`UITouch.view`, fixed for the touch's life, which is how
        // a recognizer on the navigation controller's view received it): that view, when it is
        // inside the container; only otherwise (no touch recorded, or a view outside it) is the
        // container hit-tested.
        let hitView =
            lastTouch?.view.flatMap { $0.isDescendant(of: container) ? $0 : nil } ?? container.hitTest(start, with: nil)
        let velocity = (recognizer as? UIPanGestureRecognizer)?.velocity(in: container) ?? .zero
        return PopGestureInput(
            stackCount: navigation.viewControllers.count,
            isTransitioning: navigation.transitionCoordinator != nil,
            options: SlidingNavigationBar.configuration.resolve(
                page: navigation.topViewController?.slidingBar.options ?? SlidingBarOptions(), navigation: navigation.slidingBar.options),
            startLocation: LayoutPoint(start),
            containerWidth: Double(container.bounds.width),
            layoutDirection: container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            velocity: LayoutPoint(velocity),
            scrollViewsUnderTouch: scrollViews(from: hitView, in: container)
        ).with(
            app: appFacts(of: navigation, askingAppDelegate: role == .libraryPan), touchClaims: touchClaims(from: hitView, in: container))
    }

    /// `SwipeBackRecognizers.recognizesSimultaneously`: our pan alongside nothing, a refusal
    /// alongside everything but UIKit's pop recognizers.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        SwipeBackRecognizers.recognizesSimultaneously(role(of: gestureRecognizer), with: role(of: otherGestureRecognizer))
    }

    /// UIKit's pop recognizers wait for ours to fail (`SwipeBackRecognizers.mustFail`). Returning
    /// `true` here is the documented way to set up that failure requirement dynamically, without
    /// touching them.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        SwipeBackRecognizers.mustFail(role(of: gestureRecognizer), before: role(of: otherGestureRecognizer))
    }

    // MARK: - Facts

    /// The app's switches, read now (never remembered: the app may flip them between swipes).
    /// The app's delegate on the edge recognizer is asked for our pan only (`askingAppDelegate`):
    /// a refusal does not depend on it, and asking runs the app's code.
    private func appFacts(of navigation: UINavigationController, askingAppDelegate: Bool) -> PopGestureAppFacts {
        var delegateAnswer: Bool?
        if askingAppDelegate, let edge = edgeRecognizer, let delegate = edge.delegate, !isSystemDelegate(delegate) {
            // A delegate that is not UIKit's own is the app's: it is asked as UIKit would ask it,
            // both where apps refuse a swipe: receiving the touch, and beginning.
            let receives = lastTouch.flatMap { delegate.gestureRecognizer?(edge, shouldReceive: $0) }
            let begins = delegate.gestureRecognizerShouldBegin?(edge)
            delegateAnswer = PopGestureAppFacts.delegateAllows(receives: receives, begins: begins)
        }
        return PopGestureAppFacts(
            systemPopGestureEnabled: edgeRecognizer?.isEnabled ?? true,
            contentPopGestureEnabled: contentRecognizer?.isEnabled,
            appDelegateAllows: delegateAnswer,
            topPageHidesBackButton: navigation.topViewController?.navigationItem.hidesBackButton ?? false,
            edgeDelegateIsUIKits: edgeRecognizer?.delegate.map(isSystemDelegate) ?? false
        )
    }

    /// Whether the edge recognizer's delegate is the system's own, not the app's: the private
    /// object found below iOS 26, or an object of a private class (`_` prefix) from one of Apple's
    /// frameworks (UIKit's interactive transition), read through the public `Bundle(for:)`. A
    /// delegate the app cleared (`nil`) or set is the app's: its own object, or a public UIKit
    /// class it extended (`interactivePopGestureRecognizer.delegate = self` from a
    /// `UINavigationController` extension is the common way to keep the swipe).
    private func isSystemDelegate(_ delegate: any UIGestureRecognizerDelegate) -> Bool {
        if let systemDelegate, delegate === systemDelegate { return true }
        let delegateClass: AnyClass = type(of: delegate as AnyObject)
        return NSStringFromClass(delegateClass).hasPrefix("_")
            && (Bundle(for: delegateClass).bundleIdentifier?.hasPrefix("com.apple.") ?? false)
    }

    /// What else under the finger may want it: the recognizers on the hit view and its
    /// superviews up to the container, and a control tracking the touch. A scroll view's own pan
    /// and pinch are left out (the scroll state is reported separately), and so are the system
    /// pop recognizers and ours.
    private func touchClaims(from hitView: UIView?, in container: UIView) -> [TouchClaim] {
        var claims: [TouchClaim] = []
        let uikitBundle = Bundle(for: UIGestureRecognizer.self)
        var view = hitView
        while let current = view, current !== container {
            // Controls that follow a moving finger (a slider's thumb, a switch's knob) while
            // tracking; a button tracks a touch too but does not move with it, so it does not claim.
            if let control = current as? UIControl, control.isTracking, control is UISlider || control is UISwitch {
                claims.append(.trackingControl)
            }
            let scrollView = current as? UIScrollView
            for recognizer in current.gestureRecognizers ?? [] {
                if role(of: recognizer).isOurs || recognizer === edgeRecognizer || recognizer === contentRecognizer { continue }
                if let scrollView, recognizer === scrollView.panGestureRecognizer || recognizer === scrollView.pinchGestureRecognizer {
                    continue
                }
                let kind: TouchClaim.Kind =
                    recognizer is UIPanGestureRecognizer ? .pan : recognizer is UISwipeGestureRecognizer ? .swipe : .other
                let recognizerClass: AnyClass = type(of: recognizer)
                let isUIKitPrivate = NSStringFromClass(recognizerClass).hasPrefix("_") && Bundle(for: recognizerClass) == uikitBundle
                claims.append(.recognizer(kind, isUIKitPrivate: isUIKitPrivate, isEnabled: recognizer.isEnabled))
            }
            view = current.superview
        }
        return claims
    }

    /// The scroll views under the finger, innermost first: the hit view and its superviews up to
    /// the container. Every scroll view is reported; which of them hold a horizontal swipe is the
    /// policy's call (`HorizontalScrollState.isAtLeadingEdge`).
    private func scrollViews(from hitView: UIView?, in container: UIView) -> [HorizontalScrollState] {
        var states: [HorizontalScrollState] = []
        var view = hitView
        while let current = view, current !== container {
            if let scrollView = current as? UIScrollView {
                let inset = scrollView.adjustedContentInset
                states.append(
                    HorizontalScrollState(
                        contentOffsetX: Double(scrollView.contentOffset.x),
                        minOffsetX: Double(-inset.left),
                        maxOffsetX: Double(scrollView.contentSize.width - scrollView.bounds.width + inset.right),
                        isScrollEnabled: scrollView.isScrollEnabled
                    ))
            }
            view = current.superview
        }
        return states
    }
}
#endif
