/// The recognizers that take part in a swipe back on one navigation controller, and how they are
/// tied together: which ones the shell installs, which must fail before which may begin, which
/// recognize alongside which, and when each of ours begins.
///
/// The shell sets the recognizers up from these answers and gathers the facts; the lab models
/// UIKit's recognizers against the same answers. Every tie is public API: failure requirements
/// from our own recognizers' delegate (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`) and
/// `addTarget(_:action:)` to listen. Nothing of UIKit's recognizers is changed: their `isEnabled`,
/// delegate and UIKit's own targets stay the app's and UIKit's; the library adds a listening
/// target of its own to learn when they drive a pop.
///
/// ```swift
/// SwipeBackRecognizers.installsLibraryPan(contentPopRecognizerExists: true, privateTargetFound: false)
/// // false on iOS 26: no pan of ours; the page refusal only
/// SwipeBackRecognizers.mustFail(.pageRefusal, before: .uikitContent) // true
/// ```
package enum SwipeBackRecognizers {
    /// One recognizer taking part in a touch.
    ///
    /// None of ours holds UIKit's content swipe for a touch a slider, a map or a canvas claims:
    /// what claims a touch cannot yet be told from what UIKit or the app merely keeps waiting (a
    /// text view's loupe, a web view's long press), and holding the swipe for all of them would
    /// take it from pages UIKit alone lets the user leave. Whether UIKit's content swipe takes
    /// such a finger at all is the probe's open question (docs/uikit-facts.md).
    package enum Role: String, Sendable, Hashable, CaseIterable {
        /// Our full-screen pan, which drives UIKit's private pop target (iOS 13–25 only).
        case libraryPan
        /// Ours: begins for every touch the top page refuses to be swiped back by
        /// (``PopGesturePolicy/pageRefusal(_:)``), and drives nothing. UIKit's edge and content
        /// recognizers wait for it to fail.
        case pageRefusal
        /// `interactivePopGestureRecognizer`: UIKit's edge swipe.
        case uikitEdge
        /// `interactiveContentPopGestureRecognizer`: UIKit's full-screen swipe (iOS 26+).
        case uikitContent
        /// A scroll view's pan or pinch.
        case scrollView
        /// Anything else under the finger: a slider's tracking, a map's pan, a table's swipe
        /// actions, the app's own recognizers.
        case other

        /// Whether the library installs this recognizer.
        package var isOurs: Bool {
            switch self {
            case .libraryPan, .pageRefusal: true
            case .uikitEdge, .uikitContent, .scrollView, .other: false
            }
        }
    }

    /// Whether the shell installs our full-screen pan. The page refusal is installed on every
    /// navigation controller the shell serves.
    ///
    /// - iOS 26 and later (`interactiveContentPopGestureRecognizer` exists): no private selector
    ///   for the pop. UIKit's content and edge recognizers drive every swipe back; our pan is not
    ///   installed. The page refusal makes them honour the page's settings.
    /// - iOS 13–25: our pan drives UIKit's private target where it was found (the full-screen
    ///   swipe, as before); UIKit's edge recognizer waits for it. Where the target was not found
    ///   (a future structure), UIKit's edge swipe is left to drive alone.
    /// - The page refusal is public API only, so it is installed either way: a
    ///   refused page is not swiped back from the edge on any iOS.
    ///
    /// ```swift
    /// SwipeBackRecognizers.installsLibraryPan(contentPopRecognizerExists: false, privateTargetFound: true) // true
    /// ```
    /// - Parameters:
    ///   - contentPopRecognizerExists: the navigation controller answers
    ///     `interactiveContentPopGestureRecognizer` (iOS 26+).
    ///   - privateTargetFound: the edge recognizer's private target and its
    ///     `handleNavigationTransition:` were found (the shell looks only below iOS 26).
    /// - Returns: `true` to install our pan beside the page refusal.
    package static func installsLibraryPan(contentPopRecognizerExists: Bool, privateTargetFound: Bool) -> Bool {
        !contentPopRecognizerExists && privateTargetFound
    }

    /// Whether `ours` must fail before `other` may begin: the failure requirements our delegate
    /// answers in `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    ///
    /// - UIKit's edge recognizer waits for our pan (one driver per swipe) and for the page's refusal.
    /// - UIKit's content recognizer waits for both of ours.
    /// - Nothing else waits for any of ours: scroll views, controls and the app's recognizers run
    ///   as without the library.
    ///
    /// ```swift
    /// SwipeBackRecognizers.mustFail(.pageRefusal, before: .scrollView) // false
    /// ```
    /// - Parameters:
    ///   - ours: one of our recognizers (any other role answers `false`).
    ///   - other: the recognizer that would wait.
    /// - Returns: `true` to make `other` wait for `ours` to fail.
    package static func mustFail(_ ours: Role, before other: Role) -> Bool {
        switch (ours, other) {
        case (.libraryPan, .uikitEdge), (.libraryPan, .uikitContent): true
        case (.pageRefusal, .uikitEdge), (.pageRefusal, .uikitContent): true
        default: false
        }
    }

    /// Whether `ours` recognizes alongside `other`
    /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` of our delegate).
    ///
    /// - Our pan: never. Whether it begins at all is ``PopGesturePolicy/decide(_:)``, which already
    ///   gives the swipe to a scroll view that can still scroll toward its leading end and to a
    ///   claimant under the finger; once it drives a pop, nothing else moves with the same finger
    ///   (UIKit's pop recognizers would start the pop twice, a scroll view would move the content
    ///   and the page at once, an app's canvas or slider would pop the page under it). UIKit's
    ///   default, which an app can still widen from the other recognizer's own delegate.
    /// - A refusal recognizer: with everything except UIKit's pop recognizers, which it exists to
    ///   stop. A refusal that has begun so blocks nothing of the page: a scroll view scrolls, a
    ///   slider slides, a map pans, a table's swipe actions open.
    ///
    /// ```swift
    /// SwipeBackRecognizers.recognizesSimultaneously(.pageRefusal, with: .scrollView) // true
    /// ```
    /// - Parameters:
    ///   - ours: one of our recognizers (any other role answers `false`).
    ///   - other: the recognizer asking.
    /// - Returns: `true` to let both recognize together.
    package static func recognizesSimultaneously(_ ours: Role, with other: Role) -> Bool {
        switch (ours, other) {
        case (.pageRefusal, .uikitEdge), (.pageRefusal, .uikitContent): false
        case (.pageRefusal, _): true
        default: false
        }
    }

    /// Whether one of our recognizers is enabled under the global switches.
    ///
    /// - Our pan: with the library on and the configuration's `isPopGestureEnabled` on.
    /// - The refusals: whenever the library is on. A page's refusal holds whatever the
    ///   configuration says: the configuration's `isPopGestureEnabled = false` is every page's
    ///   default, so a page that sets nothing refuses, and one that sets `true` is left to UIKit's
    ///   own swipes. With the library off nothing of ours takes part: UIKit's recognizers run as
    ///   without it.
    ///
    /// ```swift
    /// SwipeBackRecognizers.isEnabled(.pageRefusal, libraryEnabled: true, popGestureEnabled: false) // true
    /// SwipeBackRecognizers.isEnabled(.libraryPan, libraryEnabled: true, popGestureEnabled: false)  // false
    /// ```
    /// - Parameters:
    ///   - role: one of ours (any other role answers `false`: not ours to switch).
    ///   - libraryEnabled: `SlidingNavigationBar.isEnabled`, the kill switch.
    ///   - popGestureEnabled: the configuration's `isPopGestureEnabled`.
    /// - Returns: the value for the recognizer's `isEnabled`.
    package static func isEnabled(_ role: Role, libraryEnabled: Bool, popGestureEnabled: Bool) -> Bool {
        switch role {
        case .libraryPan: libraryEnabled && popGestureEnabled
        case .pageRefusal: libraryEnabled
        case .uikitEdge, .uikitContent, .scrollView, .other: false
        }
    }

    /// How the shell configures a refusal recognizer, so that beginning takes nothing from the
    /// views under the finger: touches are neither cancelled nor delayed (`cancelsTouchesInView`,
    /// `delaysTouchesBegan` and `delaysTouchesEnded` all `false`). A slider still tracks, a
    /// button still gets its touch up.
    package static let refusalTakesTouchesFromViews = false

    /// Whether one of our recognizers begins for this touch.
    ///
    /// - ``Role/libraryPan``: ``PopGesturePolicy/decide(_:)`` says begin.
    /// - ``Role/pageRefusal``: ``PopGesturePolicy/pageRefusal(_:)`` names a refusal.
    /// - Any other role: `false` (not ours to decide).
    ///
    /// The two are exclusive: our pan begins only where the page does not refuse.
    ///
    /// ```swift
    /// SwipeBackRecognizers.begins(.pageRefusal, input) // true on a page with isPopGestureEnabled == false
    /// ```
    /// - Parameters:
    ///   - role: which of ours asks (`gestureRecognizerShouldBegin(_:)`).
    ///   - input: the facts of the touch, as for the pan.
    /// - Returns: whether it begins.
    package static func begins(_ role: Role, _ input: PopGestureInput) -> Bool {
        switch role {
        case .libraryPan: PopGesturePolicy.decide(input) == .begin
        case .pageRefusal: PopGesturePolicy.pageRefusal(input) != nil
        case .uikitEdge, .uikitContent, .scrollView, .other: false
        }
    }
}

extension PopGesturePolicy {
    /// Why the top page refuses any swipe back that starts here, whatever the finger then does;
    /// `nil` when it does not. The touches the ``SwipeBackRecognizers/Role/pageRefusal``
    /// recognizer claims, so that UIKit's recognizers refuse them too.
    ///
    /// Only the page's own choices count, and none of them depends on the finger's motion (a
    /// refusal decided on the first few points of a drag must hold for the rest of it):
    /// - ``PopGestureRefusal/disabled``: `isPopGestureEnabled == false` (page, its navigation
    ///   controller, or the configuration).
    /// - ``PopGestureRefusal/backButtonHidden``: the page hides its back button, while the edge
    ///   recognizer's delegate is UIKit's (``PopGestureAppFacts/backButtonRefusesSwipe``).
    /// - ``PopGestureRefusal/tooFarFromLeadingEdge``: the touch started farther from the leading
    ///   edge than `popGestureMaxStartDistance`.
    ///
    /// Not a refusal of the page: a root page (UIKit pops nothing), a running transition (UIKit
    /// decides; iOS 26 transitions are interruptible), a scroll view under the finger (UIKit
    /// arbitrates its own recognizers with scroll views), the app's switches on UIKit's
    /// recognizers (UIKit already obeys them), invalid numbers (no claim on what is unknown).
    ///
    /// ```swift
    /// var input = PopGestureInput(
    ///     stackCount: 2, isTransitioning: false, options: ResolvedSlidingBarOptions(popGestureMaxStartDistance: 40),
    ///     startLocation: LayoutPoint(x: 120, y: 300), containerWidth: 393,
    ///     layoutDirection: .leftToRight, velocity: .zero
    /// )
    /// PopGesturePolicy.pageRefusal(input) // .tooFarFromLeadingEdge
    /// input.startLocation.x = 10
    /// PopGesturePolicy.pageRefusal(input) // nil
    /// ```
    /// - Parameter input: the facts of the touch.
    /// - Returns: the page's refusal, or `nil`.
    package static func pageRefusal(_ input: PopGestureInput) -> PopGestureRefusal? {
        guard isValid(input), input.stackCount > 1 else { return nil }
        guard input.options.isPopGestureEnabled else { return .disabled }
        guard !input.app.backButtonRefusesSwipe else { return .backButtonHidden }
        let distance = leadingDistance(
            of: input.startLocation, containerWidth: input.containerWidth, direction: input.layoutDirection
        )
        guard distance <= max(0, input.options.popGestureMaxStartDistance) else { return .tooFarFromLeadingEdge }
        return nil
    }
}
