#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// Why the full-screen pop could not be installed on a navigation controller.
struct PopGestureLookupFailure: Error {
    let reason: String
    /// `false` when the recognizer is simply not set up yet (no view yet): look again later.
    /// `true` when a private piece is missing: the structure is not the one we know.
    var isFinal = true
}

/// The full-screen pop: a pan recognizer that drives the system's own interactive pop.
///
/// It is added beside the system edge recognizer and sends its actions to that recognizer's
/// private target (`handleNavigationTransition:`), so UIKit runs the interactive pop exactly as
/// for an edge swipe: same animation, same appearance callbacks, same cancel. Whether a pan may
/// begin is `PopGesturePolicy.decide`, from facts read at every swipe.
///
/// The system recognizers are never written to: their `isEnabled` and delegate are the app's.
/// They wait for the pan to fail (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`), so a swipe
/// the pan takes is driven once, and a swipe the pan refuses is UIKit's as if we were not there.
/// On iOS 26, `interactiveContentPopGestureRecognizer` (public, full-screen, documented as
/// covering "the entire content area ... in cases that are not covered by
/// interactivePopGestureRecognizer") is treated the same way rather than replacing the pan: it
/// does not know the page's options (start distance, opt-out), and it is only on iOS 26.
@MainActor
final class PopGestureController: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?
    let pan: UIPanGestureRecognizer
    private weak var edgeRecognizer: UIGestureRecognizer?
    private weak var contentRecognizer: UIGestureRecognizer?
    /// UIKit's own delegate of the edge recognizer: the private object that is also its target.
    /// Any other delegate found there at a swipe is the app's, and is asked.
    private weak var systemDelegate: NSObject?
    /// Where the touch went down, in the navigation controller's view.
    private var touchStart: CGPoint?
    /// The touch the pan last received, for asking the app's edge-recognizer delegate whether it
    /// would receive it (weak: UIKit owns touches).
    private weak var lastTouch: UITouch?
    /// The view under the touch, found once per touch (``viewUnderTouch(at:in:)``) and shared by
    /// every walk of the views under it; `hitTestedTouch` is the touch it was found for.
    private weak var hitTestedTouch: UITouch?
    private weak var hitTestedView: UIView?
    /// Called at `.began` of whichever recognizer drives a pop, and at its end.
    var onPopGesture: ((PopGestureController.Phase, UIGestureRecognizer) -> Void)?

    /// Where a driving recognizer is, for the pop announcement.
    enum Phase {
        /// Our pan's `.began`, before UIKit's target starts the pop.
        case willBegin
        /// `.began`, after UIKit's target has run (any of the three recognizers).
        case didBegin
        /// `.ended`, `.cancelled` or `.failed`: the finger is gone.
        case ended
    }

    private init(
        navigation: UINavigationController, pan: UIPanGestureRecognizer,
        edge: UIGestureRecognizer, content: UIGestureRecognizer?, systemDelegate: NSObject
    ) {
        navigationController = navigation
        self.pan = pan
        edgeRecognizer = edge
        contentRecognizer = content
        self.systemDelegate = systemDelegate
        super.init()
    }

    /// Every installed controller, so that a change of the switches reaches them at once.
    private static let all = NSHashTable<PopGestureController>.weakObjects()

    /// Applies the switches on every navigation controller (the kill switch or the configuration changed).
    static func applyPlanEverywhere() {
        for controller in all.allObjects {
            controller.applyPlan()
        }
    }

    /// Finds the system's pop target and installs the pan beside the edge recognizer.
    ///
    /// Every step is looked up defensively (`responds(to:)`, an instance variable's existence
    /// before key-value coding, type checks), since the target is private. If anything is missing
    /// nothing is installed and the system recognizers are left as UIKit made them.
    static func install(on navigation: UINavigationController) -> Result<PopGestureController, PopGestureLookupFailure> {
        guard let edge = navigation.interactivePopGestureRecognizer else {
            return .failure(PopGestureLookupFailure(reason: "no interactivePopGestureRecognizer yet", isFinal: false))
        }
        guard let edgeView = edge.view else {
            return .failure(PopGestureLookupFailure(reason: "the pop recognizer is in no view yet", isFinal: false))
        }
        guard let targets = readPrivate(edge, key: "targets") as? [AnyObject], let first = targets.first as? NSObject else {
            return .failure(PopGestureLookupFailure(reason: "the pop recognizer's targets were not found"))
        }
        guard let target = readPrivate(first, key: "target") as? NSObject else {
            return .failure(PopGestureLookupFailure(reason: "the pop recognizer's target was not found"))
        }
        let action = NSSelectorFromString("handleNavigationTransition:")
        guard target.responds(to: action) else {
            return .failure(PopGestureLookupFailure(reason: "the pop target does not handle handleNavigationTransition:"))
        }
        let content = contentPopRecognizer(of: navigation)
        let pan = UIPanGestureRecognizer()
        let controller = PopGestureController(
            navigation: navigation, pan: pan, edge: edge, content: content, systemDelegate: target
        )
        // Ours around UIKit's: targets are sent their actions in the order they were added, so the
        // pop is announced before UIKit's target starts it, and the call ends after.
        pan.addTarget(controller, action: #selector(recognizerWillDrive(_:)))
        pan.addTarget(target, action: action)
        pan.addTarget(controller, action: #selector(recognizerChanged(_:)))
        pan.maximumNumberOfTouches = 1
        pan.delegate = controller
        // On the system recognizers, public `addTarget(_:action:)` adds a listener after UIKit's own
        // target; it changes nothing of theirs, and tells us when they drive a pop.
        edge.addTarget(controller, action: #selector(recognizerChanged(_:)))
        content?.addTarget(controller, action: #selector(recognizerChanged(_:)))
        edgeView.addGestureRecognizer(pan)
        all.add(controller)
        Diagnostics.log(.gesture, "full-screen pop installed on \(type(of: navigation))")
        return .success(controller)
    }

    @objc private func recognizerWillDrive(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .began { onPopGesture?(.willBegin, recognizer) }
    }

    @objc private func recognizerChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began: onPopGesture?(.didBegin, recognizer)
        case .ended, .cancelled, .failed: onPopGesture?(.ended, recognizer)
        default: break
        }
    }

    /// `interactiveContentPopGestureRecognizer` (iOS 26) is not in the iOS 17 SDK the library is
    /// built with: it is reached by selector at runtime, and is `nil` before iOS 26.
    private static func contentPopRecognizer(of navigation: UINavigationController) -> UIGestureRecognizer? {
        let selector = NSSelectorFromString("interactiveContentPopGestureRecognizer")
        guard navigation.responds(to: selector) else { return nil }
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
    private static func returnsObject(_ method: Method) -> Bool {
        let encoding = method_copyReturnType(method)
        defer { free(encoding) }
        return ObjectTypeEncoding.isObject(String(cString: encoding))
    }

    /// Turns the pan on or off with the switches (`PopGestureRecognizerSettings.isPanEnabled`).
    /// The system recognizers are the app's and stay as they are.
    func applyPlan() {
        let switches = PopGestureRecognizerSettings.Switches(
            libraryEnabled: SlidingNavigationBar.isEnabled,
            popGestureEnabled: SlidingNavigationBar.configuration.isPopGestureEnabled
        )
        let enabled = PopGestureRecognizerSettings.isPanEnabled(switches)
        guard pan.isEnabled != enabled else { return }
        pan.isEnabled = enabled
        Diagnostics.log(.gesture, "full-screen pan enabled: \(enabled)")
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer === pan, let container = navigationController?.viewIfLoaded {
            touchStart = touch.location(in: container)
            lastTouch = touch
            hitTestedTouch = nil
            hitTestedView = nil
        }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // A pan the settings switched off (the library off included) never begins, should UIKit
        // still ask.
        guard gestureRecognizer === pan, pan.isEnabled,
            let navigation = navigationController, let container = navigation.viewIfLoaded
        else { return false }
        let start = touchStart ?? pan.location(in: container)
        let hitView = viewUnderTouch(at: start, in: container)
        let input = PopGestureInput(
            stackCount: navigation.viewControllers.count,
            isTransitioning: navigation.transitionCoordinator != nil,
            options: topPageOptions(of: navigation),
            startLocation: LayoutPoint(start),
            containerWidth: Double(container.bounds.width),
            layoutDirection: container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            velocity: LayoutPoint(pan.velocity(in: container)),
            scrollViewsUnderTouch: scrollViews(from: hitView, in: container)
        ).with(app: appFacts(of: navigation), touchClaims: touchClaims(from: hitView, in: container))
        let decision = PopGesturePolicy.decide(input)
        Diagnostics.log(.gesture, "pop pan: \(decision)")
        return decision == .begin
    }

    /// `SimultaneousRecognition.allows`, with the other recognizer classified.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        let other: SimultaneousRecognition.Other
        if otherGestureRecognizer === edgeRecognizer || otherGestureRecognizer === contentRecognizer {
            other = .systemPopGesture
        } else if otherGestureRecognizer.view is UIScrollView {
            other = .scrollView
        } else {
            other = .other
        }
        return SimultaneousRecognition.allows(popPanWith: other)
    }

    /// The system recognizers wait for the pan to fail: a swipe the pan takes is driven once, a
    /// swipe it refuses is theirs as if the library were not there. Returning `true` is the
    /// documented way to set up that failure requirement dynamically, without touching them.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer === pan && (otherGestureRecognizer === edgeRecognizer || otherGestureRecognizer === contentRecognizer)
    }

    // MARK: - Facts

    /// The app's switches, read now (never remembered: the app may flip them between swipes).
    private func appFacts(of navigation: UINavigationController) -> PopGestureAppFacts {
        var delegateAnswer: Bool?
        if let edge = edgeRecognizer, let delegate = edge.delegate, delegate !== systemDelegate {
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
            topPageHidesBackButton: navigation.topViewController?.navigationItem.hidesBackButton ?? false
        )
    }

    /// The view the touch at `point` went to, found once per touch: the scroll views and the
    /// claims under the finger are both read from it, and `gestureRecognizerShouldBegin` may be
    /// asked more than once for one touch.
    ///
    /// UIKit has already hit-tested the touch (`UITouch.view`, the view it is delivered to, which
    /// is how the pan on the navigation controller's view received it); that view is used when it
    /// is inside the container. Only otherwise (no touch recorded, or a view outside it) is the
    /// container hit-tested, once.
    private func viewUnderTouch(at point: CGPoint, in container: UIView) -> UIView? {
        if let touch = lastTouch, touch === hitTestedTouch { return hitTestedView }
        let view: UIView?
        if let touchView = lastTouch?.view, touchView.isDescendant(of: container) {
            view = touchView
        } else {
            view = container.hitTest(point, with: nil)
        }
        hitTestedTouch = lastTouch
        hitTestedView = view
        return view
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
                if recognizer === pan || recognizer === edgeRecognizer || recognizer === contentRecognizer { continue }
                if let scrollView, recognizer === scrollView.panGestureRecognizer || recognizer === scrollView.pinchGestureRecognizer {
                    continue
                }
                let kind: TouchClaim.Kind
                switch recognizer {
                case is UIPanGestureRecognizer: kind = .pan
                case is UILongPressGestureRecognizer: kind = .longPress
                case is UISwipeGestureRecognizer: kind = .swipe
                default: kind = .other
                }
                let recognizerClass: AnyClass = type(of: recognizer)
                let isUIKitPrivate =
                    NSStringFromClass(recognizerClass).hasPrefix("_")
                    && Bundle(for: recognizerClass) == uikitBundle
                claims.append(.recognizer(kind, isUIKitPrivate: isUIKitPrivate, isEnabled: recognizer.isEnabled))
            }
            view = current.superview
        }
        return claims
    }

    private func topPageOptions(of navigation: UINavigationController) -> ResolvedSlidingBarOptions {
        let page = navigation.topViewController?.slidingBar.options ?? SlidingBarOptions()
        return SlidingNavigationBar.configuration.resolve(page: page, navigation: navigation.slidingBar.options)
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
