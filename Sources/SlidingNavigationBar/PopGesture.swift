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
/// begin is `PopGesturePolicy.decide`; which recognizers are on is `PopGesturePolicy.recognizerPlan`.
@MainActor
final class PopGestureController: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?
    let pan: UIPanGestureRecognizer
    private weak var edgeRecognizer: UIGestureRecognizer?
    private weak var contentRecognizer: UIGestureRecognizer?
    /// The system recognizers' `isEnabled` before we touched them, given back by the kill switch,
    /// and read by the plan (an edge recognizer the app had already disabled is the app's choice).
    private let atInstall: PopGestureRecognizerSettings.AtInstall
    /// The switches of the settings last applied (when to apply again is the core's), and those
    /// settings.
    private var appliedSwitches: PopGestureRecognizerSettings.Switches?
    private var appliedSettings: PopGestureRecognizerSettings?
    /// Where the touch went down, in the navigation controller's view.
    private var touchStart: CGPoint?

    private init(
        navigation: UINavigationController, pan: UIPanGestureRecognizer,
        edge: UIGestureRecognizer, content: UIGestureRecognizer?
    ) {
        navigationController = navigation
        self.pan = pan
        edgeRecognizer = edge
        contentRecognizer = content
        atInstall = PopGestureRecognizerSettings.AtInstall(edgeWasEnabled: edge.isEnabled, contentWasEnabled: content?.isEnabled)
        super.init()
    }

    /// Every installed controller, so that a change of the switches reaches them at once.
    private static let all = NSHashTable<PopGestureController>.weakObjects()

    /// Applies the plan on every navigation controller (the kill switch or the configuration changed).
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
        let pan = UIPanGestureRecognizer()
        pan.addTarget(target, action: action)
        pan.maximumNumberOfTouches = 1
        let controller = PopGestureController(
            navigation: navigation, pan: pan, edge: edge, content: contentPopRecognizer(of: navigation)
        )
        pan.delegate = controller
        edgeView.addGestureRecognizer(pan)
        all.add(controller)
        Diagnostics.log(.gesture, "full-screen pop installed on \(type(of: navigation))")
        return .success(controller)
    }

    /// `interactiveContentPopGestureRecognizer` (iOS 26) is not in the iOS 17 SDK the library is
    /// built with: it is reached by selector at runtime, and is `nil` before iOS 26.
    private static func contentPopRecognizer(of navigation: UINavigationController) -> UIGestureRecognizer? {
        let selector = NSSelectorFromString("interactiveContentPopGestureRecognizer")
        guard navigation.responds(to: selector) else { return nil }
        return navigation.value(forKey: "interactiveContentPopGestureRecognizer") as? UIGestureRecognizer
    }

    /// `value(forKey:)` only when it cannot throw an Objective-C exception: the object answers the
    /// getter, or has the `_key` instance variable that key-value coding falls back to.
    private static func readPrivate(_ object: NSObject, key: String) -> Any? {
        if object.responds(to: NSSelectorFromString(key)) {
            return object.value(forKey: key)
        }
        let objectClass: AnyClass = type(of: object)
        guard objectClass.accessInstanceVariablesDirectly, class_getInstanceVariable(objectClass, "_\(key)") != nil else {
            return nil
        }
        return object.value(forKey: key)
    }

    /// Applies `PopGestureRecognizerSettings.toApply`: exactly one recognizer drives a pop, and
    /// with the library switched off the system recognizers get their own state back.
    func applyPlan() {
        let switches = PopGestureRecognizerSettings.Switches(
            libraryEnabled: SlidingNavigationBar.isEnabled,
            popGestureEnabled: SlidingNavigationBar.configuration.isPopGestureEnabled
        )
        guard let settings = PopGestureRecognizerSettings.toApply(
            switches, lastApplied: appliedSwitches, atInstall: atInstall,
            contentRecognizerPresent: contentRecognizer != nil
        ) else { return }
        appliedSwitches = switches
        appliedSettings = settings
        pan.isEnabled = settings.panEnabled
        edgeRecognizer?.isEnabled = settings.edgeEnabled
        if let content = settings.contentEnabled { contentRecognizer?.isEnabled = content }
        Diagnostics.log(.gesture, "recognizers: \(settings)")
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer === pan, let container = navigationController?.viewIfLoaded {
            touchStart = touch.location(in: container)
        }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // A pan the settings switched off (the library off included) never begins, should UIKit
        // still ask.
        guard gestureRecognizer === pan, appliedSettings?.panEnabled == true,
            let navigation = navigationController, let container = navigation.viewIfLoaded
        else { return false }
        let start = touchStart ?? pan.location(in: container)
        let input = PopGestureInput(
            stackCount: navigation.viewControllers.count,
            isTransitioning: navigation.transitionCoordinator != nil,
            options: topPageOptions(of: navigation),
            startLocation: LayoutPoint(start),
            containerWidth: Double(container.bounds.width),
            layoutDirection: container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            velocity: LayoutPoint(pan.velocity(in: container)),
            scrollViewsUnderTouch: scrollViews(at: start, in: container)
        )
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

    // MARK: - Facts

    private func topPageOptions(of navigation: UINavigationController) -> ResolvedSlidingBarOptions {
        let page = navigation.topViewController?.slidingBar.options ?? SlidingBarOptions()
        return SlidingNavigationBar.configuration.resolve(page: page, navigation: navigation.slidingBar.options)
    }

    /// The scroll views under `point`, innermost first: the hit view and its superviews up to the
    /// container. Every scroll view is reported; which of them hold a horizontal swipe is the
    /// policy's call (`HorizontalScrollState.isAtLeadingEdge`).
    private func scrollViews(at point: CGPoint, in container: UIView) -> [HorizontalScrollState] {
        var states: [HorizontalScrollState] = []
        var view = container.hitTest(point, with: nil)
        while let current = view, current !== container {
            if let scrollView = current as? UIScrollView {
                let inset = scrollView.adjustedContentInset
                states.append(HorizontalScrollState(
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
