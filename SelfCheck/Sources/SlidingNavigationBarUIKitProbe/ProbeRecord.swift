import Foundation

/// One experiment of the UIKit fact probe: a fresh `UINavigationController` in the Example app,
/// with the library switched off (`SlidingNavigationBar.isEnabled = false`), so what is recorded
/// is UIKit alone. Pages are named `A`, `B`, `C` in stack order.
///
/// Each trial answers one or more of the lab's unconfirmed questions (`docs/uikit-facts.md`,
/// "Still unconfirmed"); ``UIKitFactReport`` reads the answers off the records.
public enum ProbeTrial: String, Codable, Sendable, CaseIterable {
    /// `A` → `B`, an animated `pushViewController`, both pages showing the bar.
    /// Answers `bar-switch`, `did-order`, `completion-order`, `coordinator`, `alongside-animates`,
    /// and whether a page view's superview moves with the page.
    case push
    /// `B` → `A`, an animated `popViewController` called by code.
    /// Answers `bar-switch` for a pop (the model has one value for both).
    case pop
    /// `B` → `A`, UIKit's own edge swipe, released early so it is cancelled (the UI test swipes).
    /// Answers `cancel-callbacks` and `cancel-bar-revert`.
    case swipeCancelled = "swipe-cancelled"
    /// `B` → `A`, UIKit's own edge swipe, completed; `A` hides the bar in its `viewWillAppear`
    /// (`setNavigationBarHidden(true, animated: animated)`). Answers `hidden-swipe-should-pop`.
    case swipeToHiddenBar = "swipe-to-hidden-bar"
    /// `B` → `A`, a tap on the bar's back button (the UI test taps).
    /// Answers `back-button`.
    case backButton = "back-button"
    /// `A B C` → `A`, an animated `popToRootViewController`. Answers `intermediates`.
    case popToRoot = "pop-to-root"
    /// `A` → `B`, a push that is not animated. Answers `non-animated-frame`. The display link
    /// must tick through the whole trial: a log without any `displayFrame` answers nothing.
    case nonAnimatedPush = "non-animated-push"
    /// The bar hidden, `A` → `B` not animated, `B` laid out below the bar
    /// (`edgesForExtendedLayout = []`). Answers `hidden-bar-view`.
    case hiddenBarLayout = "hidden-bar-layout"
    /// At rest on `A`, `setNavigationBarHidden(true, animated: true)` inside a Core Animation
    /// transaction with a completion block. Answers `bar-layout` outside transitions, and whether
    /// that completion runs: end the trial with `trialEnded(timedOut: false)` once the animation
    /// is surely over, since a completion that never came is the answer, not a time-out.
    case barHiddenAtRest = "bar-hidden-at-rest"
    /// `A` → `B` animated, `B`'s `viewWillAppear` calls `setNavigationBarHidden(true, animated: true)`:
    /// `A`'s content is sampled while it is still on screen. Answers `bar-layout` inside transitions.
    /// `B`'s content is sampled too, once `B` is in the window; no rule reads it yet (it shows
    /// whether UIKit moves the incoming page's content instead, should `A`'s not move).
    case barHiddenInPush = "bar-hidden-in-push"
}

/// An appearance callback of a page.
public enum ProbeCallback: String, Codable, Sendable, CaseIterable {
    case willAppear
    case isAppearing
    case didAppear
    case willDisappear
    case didDisappear
}

/// A navigation call the probe makes.
public enum ProbeCall: String, Codable, Sendable, CaseIterable {
    case push
    case pop
    case popToRoot
}

/// What the probe saw at one moment.
public enum ProbeEvent: Codable, Sendable, Hashable {
    /// Just before the probe calls `push`/`pop`/`popToRoot`.
    case callStarted(call: ProbeCall)
    /// Just after that call returned.
    case callReturned(call: ProbeCall)
    /// A page's appearance callback, at its start (before the page's own code and `super`).
    case appearance(page: String, callback: ProbeCallback)
    /// The first run of a block given to the coordinator's `animate(alongsideTransition:)`:
    /// a `UIView` created there and given a new frame has a running animation (`layer.animationKeys()`
    /// not empty after the block returns) when `createdViewAnimates`.
    case alongsideStarted(createdViewAnimates: Bool)
    /// The coordinator's `notifyWhenInteractionChanges` handler.
    case interactionEnded(cancelled: Bool)
    /// The coordinator's `animate(alongsideTransition:completion:)` completion.
    case completion(cancelled: Bool)
    /// The navigation controller's `navigationBar(_:shouldPop:)` (the bar delegate's method).
    case shouldPop
    /// The navigation controller's `popViewController(animated:)`.
    case publicPop
    /// A `CADisplayLink` tick (a frame was drawn).
    case displayFrame
    /// The top, in window coordinates, of the presentation layer of a marker view pinned to the
    /// page's `safeAreaLayoutGuide.topAnchor` (content laid out against the safe area): once just
    /// before the trial's call, then at every display-link tick.
    case contentSample(page: String, y: Double)
    /// The left edge, in window coordinates, of the presentation layer of the page view's superview.
    case superviewSample(page: String, x: Double)
    /// Where a page's view starts (its frame's top in the navigation controller's view) and the
    /// status bar's height, once the page has appeared.
    case pageViewTop(page: String, y: Double, statusBarHeight: Double)
    /// The completion block of the Core Animation transaction around an animated
    /// `setNavigationBarHidden`.
    case barAnimationCompleted
    /// The trial ended (or timed out: `timedOut`), and nothing more is recorded for it.
    case trialEnded(timedOut: Bool)
}

/// One record: the event, when, and the bar and coordinator at that moment.
public struct ProbeRecord: Codable, Sendable, Hashable {
    public var trial: ProbeTrial
    public var event: ProbeEvent
    /// Seconds since the trial began.
    public var time: Double
    /// The name of the page whose `navigationItem` is the bar's `topItem`, `nil` when it is none of them.
    public var barTopItem: String?
    /// `navigationController.isNavigationBarHidden` at that moment.
    public var barHidden: Bool
    /// Whether `navigationController.transitionCoordinator` was non-nil at that moment.
    public var coordinatorPresent: Bool

    public init(
        trial: ProbeTrial, event: ProbeEvent, time: Double, barTopItem: String?, barHidden: Bool, coordinatorPresent: Bool
    ) {
        self.trial = trial
        self.event = event
        self.time = time
        self.barTopItem = barTopItem
        self.barHidden = barHidden
        self.coordinatorPresent = coordinatorPresent
    }
}

/// Everything one run of the probe recorded, with where it ran.
public struct ProbeLog: Codable, Sendable, Hashable {
    /// `UIDevice.current.systemVersion`, e.g. "18.2".
    public var systemVersion: String
    /// The device model, e.g. "iPhone17,3" or "iPad (simulator)".
    public var device: String
    public var records: [ProbeRecord]

    public init(systemVersion: String, device: String, records: [ProbeRecord]) {
        self.systemVersion = systemVersion
        self.device = device
        self.records = records
    }
}
