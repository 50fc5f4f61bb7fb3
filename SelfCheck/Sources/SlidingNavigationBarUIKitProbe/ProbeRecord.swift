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

    // MARK: Capturing the bar (issue "The glass era", point 1; issue "What a visual review found", point 2)

    /// At rest on `A` over vertical stripes, the bar as UIKit draws it by default (glass on
    /// iOS 26 and later): the UI test photographs the screen; each ``ProbeCaptureMethod``'s copy of
    /// the bar is then put on `A` below the bar, over the same stripes, and photographed again.
    /// Answers `render-in-of-default-bar`, `draw-hierarchy-of-default-bar`,
    /// `snapshot-view-of-default-bar` and `default-bar-background`. Needs the photographs, which the
    /// UI test writes where the app can read them (a simulator); elsewhere it records `photoMissing`.
    case captureDefaultBar = "capture-default-bar"
    /// As ``captureDefaultBar``, with `A`'s appearances `configureWithDefaultBackground()` (a material).
    case captureMaterialBar = "capture-material-bar"
    /// As ``captureDefaultBar``, with `A`'s appearances opaque and coloured. Also records the bar's
    /// geometry: answers `standard-bar-height`.
    case captureColouredBar = "capture-coloured-bar"

    // MARK: What only a device can settle (issue "What a visual review found", point 7)

    /// At rest on `A` with an opaque coloured bar: the bar alone drawn, as the shell draws it, into
    /// an image reaching from the window's top to the bar's bottom. Answers `bar-only-overflow`.
    case barOnlyOverflow = "bar-only-overflow"
    /// `A` hides the bar; `A` → `B` animated; right after the call the probe sends the bar to the
    /// back of its superview (as the shell does); `B`'s `viewWillAppear`, after `super`, calls
    /// `setNavigationBarHidden(false, animated: true)`. Every display frame records whether the bar
    /// is in front of the pages. Answers `bar-front-after-show`.
    case barShownMidPush = "bar-shown-mid-push"
    /// At rest on `A`, in a fresh turn of the main queue: a layer added inside an explicit
    /// `CATransaction`, committed, then `A` → `B` animated. Answers `commit-before-push`.
    case commitBeforePush = "commit-before-push"
    /// `A` → `B` animated; in `B`'s `viewWillAppear` the probe attaches a view to `B`'s view above
    /// its bounds (as the shell attaches a bar snapshot) and records `B`'s view's superview at
    /// every display frame until `B` has appeared. Answers `page-view-reparented` and
    /// `page-superview-clips`.
    case pageSuperviewInPush = "page-superview-in-push"
    /// `A` → `B` animated, `B` with a search controller in its navigation item (shown, not hidden
    /// on scroll); in `B`'s `viewWillAppear` the probe sends the bar behind and attaches a view to
    /// `B`'s top (as the shell does), and records every display frame whether the search bar is
    /// over that view.
    /// Answers `search-palette-over-attachment`.
    case searchPaletteInPush = "search-palette-in-push"

    // MARK: Interruptible transitions (issue "The glass era", point 3)

    /// `A` → `B` animated; 0.12 s later, while the push animates, `popViewController(animated: true)`.
    /// Answers `pop-during-push`.
    case popDuringPush = "pop-during-push"
    /// As ``popDuringPush`` with a tap on the back button (sent to the bar's leading control:
    /// `backTapSent`) instead of the call. Answers `back-during-push`.
    case backDuringPush = "back-during-push"
    /// `A B C`, a tap on the back button at rest, and a second 0.12 s later while that pop
    /// animates. Answers `back-twice`, and shows whether the probe's tap pops at all.
    case backTwice = "back-twice"

    // MARK: The iOS 26 swipe back (issue "What a runtime review found", points 1 and 2)

    /// `A B`: `interactiveContentPopGestureRecognizer` (looked up by selector: `contentPopFound`),
    /// made to require a pan of the probe's on `B`'s view to fail; the UI test swipes from the
    /// middle of the content, the probe's pan recognizes. Answers `content-pop-exists` and
    /// `content-pop-waits-for-failure`.
    case contentPopRequiresFailure = "content-pop-requires-failure"
    /// `A B` with a navigation delegate that implements `animationController(for:)` and returns
    /// `nil`; the UI test swipes from the middle of the content (from the leading edge where
    /// there is no content recognizer). Answers `swipe-with-nil-animator`.
    case swipeWithNilAnimator = "swipe-with-nil-animator"

    // MARK: The status bar (issue 21, point 3)

    /// `A` (showing the status bar) → `B` animated, `B`'s `prefersStatusBarHidden` true. The bar's
    /// top and whether the status bar is hidden (`statusBar`) are recorded before the call, when
    /// it returned, in the alongside block's first run, at every display frame, at the
    /// completion and at `B`'s `didAppear`. Answers `status-bar-update`, on a device where hiding
    /// the status bar moves the bar (a phone with a home button in portrait, an iPad); elsewhere
    /// (a notched phone) the bar stays and the trial has nothing to time.
    case statusBarHiddenInPush = "status-bar-hidden-in-push"

    // MARK: The safe area of a page that is not on top (docs/uikit-facts.md 5a)

    /// `B` → `A`, UIKit's own edge swipe, released early so it is cancelled (the UI test swipes,
    /// as in ``swipeCancelled``); both pages show the bar. A few display frames after the
    /// alongside block's first run, while the swipe is interactive and `B` is no longer the
    /// `topViewController`, the probe calls `setNavigationBarHidden(true, animated: false)`
    /// (`hideBar`). `B`'s `view.safeAreaInsets.top` (`safeArea`) is recorded before and right
    /// after the call, in each of `B`'s `viewDidLayoutSubviews`, at every display frame, at the
    /// completion and at `B`'s `didAppear`; `A`'s (the top page) before and after the call. The
    /// bar is shown again once the trial has ended. Answers `non-top-safe-area`.
    case barHiddenMidSwipe = "bar-hidden-mid-swipe"

    // MARK: Issue 32: the app's own back, a bar view written hidden, the lifecycle, modals

    /// `A B`, a navigation controller that answers `navigationBar(_:shouldPop:)` with `NO`
    /// without asking UIKit (`shouldPopAnswered`), then pops on the main queue's next turn
    /// (`popViewController(animated: true)`, as the interceptors of docs/uikit-facts.md 2b do).
    /// The probe taps the back button (`backTapSent`). The alphas of the bar's subviews
    /// (`barSubviewAlphas`) before the tap, right after the answer, at every display frame and
    /// just before the pop. Answers `back-vetoed-bar` and `back-vetoed-frame`.
    case backVetoed = "back-vetoed"
    /// `A B`, `B`'s navigation item with a `backAction` (iOS 16) that only records that it ran
    /// (`backActionRan`); the probe taps the back button. Whether `navigationBar(_:shouldPop:)`
    /// and `popViewController(animated:)` are reached too, and the stack at rest. Answers
    /// `back-action`.
    case backAction = "back-action"
    /// At rest on `A`: `navigationBar.isHidden = true` (`writeBarViewHidden`), then
    /// `setNavigationBarHidden(false, animated: false)` (`showBarUnanimated`), then an animated
    /// push to `B`. After each step: the flag (the record's `barHidden`), the view
    /// (`barViewHidden`) and the top page's `safeAreaInsets.top` (`safeArea`). Answers
    /// `bar-is-hidden-written`.
    case barIsHiddenWritten = "bar-is-hidden-written"
    /// `A` → `B` animated. From `A`'s `viewWillDisappear` a block on the main queue records
    /// (`nextTurn`) whether `A` still has a navigation controller and whether `B`'s view had
    /// been committed to the screen (a presentation layer); every display frame is recorded.
    /// Answers `next-turn-after-will-disappear`.
    case nextTurnAfterWillDisappear = "next-turn-after-will-disappear"
    /// As ``nextTurnAfterWillDisappear`` for `B` → `A`, an animated pop (`B`'s
    /// `viewWillDisappear`). Recorded for the evidence; no reading needs it.
    case nextTurnAfterWillDisappearPop = "next-turn-after-will-disappear-pop"
    /// As ``nextTurnAfterWillDisappearPop`` with a pop without animation. Answers
    /// `next-turn-after-unanimated-pop`.
    case nextTurnAfterUnanimatedPop = "next-turn-after-unanimated-pop"
    /// `A` → `B` animated; `didMoveToParent` of `B` against its appearance callbacks. Answers
    /// `did-move-in-push`.
    case didMoveOrder = "did-move-order"
    /// A fresh navigation controller given `A B` at once (`setViewControllers`, not animated)
    /// before it is in the window (`installStack`), then made the window's root; both pages'
    /// `didMoveToParent` against the appearance callbacks. Answers `did-move-installed`.
    case didMoveOrderInstalled = "did-move-order-installed"
    /// `A B`, a `.fullScreen` modal presented (animated) over the navigation controller; once it
    /// is up, `popViewController(animated: true)` under it; then the modal dismissed (animated).
    /// Appearance callbacks, the navigation delegate's `willShow`/`didShow`, the coordinator and
    /// the bar's item at each step. Answers `covered-navigation` (with the next trial).
    case coveredNavigation = "covered-navigation"
    /// As ``coveredNavigation`` with a pop without animation.
    case coveredNavigationUnanimated = "covered-navigation-unanimated"
    /// `A` → `B` animated; 0.12 s later, while the push animates, a `.fullScreen` modal presented
    /// (animated) by the navigation controller; once it is up, dismissed. Every appearance
    /// callback of both pages and the push's completion (`isCancelled`). Answers
    /// `cover-during-push` and `cover-during-push-completion`.
    case coverDuringPush = "cover-during-push"
    /// `A B`, a `.fullScreen` modal up; dismissed (animated); 0.12 s later, while the dismissal
    /// runs, `popViewController(animated: true)`, with whose coordinator the navigation
    /// controller answered just before (`coordinatorOwner`). Answers `pop-during-dismiss` (with
    /// the next trial) and `pop-during-dismiss-coordinator`.
    case popDuringDismiss = "pop-during-dismiss"
    /// As ``popDuringDismiss`` with a pop without animation.
    case popDuringDismissUnanimated = "pop-during-dismiss-unanimated"
}

/// How the probe draws the bar, as the shell may (`BarCapture`).
public enum ProbeCaptureMethod: String, Codable, Sendable, CaseIterable {
    /// `bar.layer.render(in:)` into an image of the bar's bounds.
    case renderIn = "render-in"
    /// `bar.drawHierarchy(in: bar.bounds, afterScreenUpdates: false)` into an image of the bar's
    /// bounds: the bar alone, not the window.
    case drawHierarchy = "draw-hierarchy"
    /// `bar.snapshotView(afterScreenUpdates: false)`, a view that is put on screen as it is.
    case snapshotView = "snapshot-view"
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
    /// `setNavigationBarHidden(false, animated: true)`.
    case showBar
    /// A tap on the bar's back button, sent by the probe (`backTapSent`).
    case backTap
    /// `setNavigationBarHidden(true, animated: false)`.
    case hideBar
    /// `navigationBar.isHidden = true`, the bar view written directly.
    case writeBarViewHidden
    /// `setNavigationBarHidden(false, animated: false)`.
    case showBarUnanimated
    /// `present(_:animated: true)` of a `.fullScreen` modal by the navigation controller.
    case present
    /// `dismiss(animated: true)` of that modal.
    case dismiss
    /// `setViewControllers(_:animated: false)` on a navigation controller not yet in the window,
    /// then made the window's root.
    case installStack
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

    // MARK: Capturing the bar

    /// One capture method's copy of the bar, photographed on screen over the same content as the
    /// bar, compared with the bar in the first photograph at the same sample points (a grid over
    /// the bar's bounds). Differences are per sample the largest of the three colour channels'
    /// differences, from 0 to 1. `transparentFraction`: the share of samples where the copy shows
    /// just the content under it (as the first photograph shows that spot without the copy), so
    /// the copy drew nothing there. `darkFraction`: the share of samples dark in the copy
    /// (luminance below 0.1) where the screen's bar is not (above 0.3).
    case captureCompared(
        method: ProbeCaptureMethod, meanDifference: Double, maxDifference: Double, transparentFraction: Double,
        darkFraction: Double)
    /// How much of the striped content's contrast shows through the bar in the first photograph,
    /// where the bar has no item (`contrast`), against the same stripes below the bar
    /// (`contentContrast`); each the mean difference of neighbouring stripes' luminance, 0 to 1.
    case barBackdrop(contrast: Double, contentContrast: Double)
    /// The bar's frame in the window and the safe area's top of the page below it, in points.
    case barGeometry(top: Double, height: Double, safeAreaTop: Double)
    /// The photograph `name` never came (the UI test writes them only where the app can read
    /// them, on a simulator), so the trial compared nothing.
    case photoMissing(name: String)

    // MARK: What only a device can settle

    /// The bar alone drawn by `method` into an image from the window's top to the bar's bottom:
    /// the share of samples above the bar's bounds (`aboveMatching`) and inside them
    /// (`insideMatching`) that show the bar's colour.
    case overflowDrawn(method: ProbeCaptureMethod, aboveMatching: Double, insideMatching: Double)
    /// The probe sent the bar to the back of its superview (as the shell does); `behind`: whether
    /// the bar is then behind the view that holds the incoming page.
    case barSentBehind(behind: Bool)
    /// At a display frame: whether the bar is in front of the view that holds the incoming page
    /// (siblings in the bar's superview).
    case barOrder(inFront: Bool)
    /// A layer added inside an explicit `CATransaction` that was then committed: whether it had a
    /// presentation layer (it was committed to the screen on its own) before the next call.
    case transactionCommitted(presentationBeforeNextCall: Bool)
    /// The incoming page's view's superview: its class, whether it is the one it had at the
    /// trial's first such record (once the page's view had a superview), and whether it or any
    /// view between it and the navigation controller's view clips (`clipsToBounds` or a mask),
    /// which would cut an attachment above the page's bounds.
    case pageSuperview(page: String, superviewClass: String, sameAsFirst: Bool, ancestorClips: Bool)
    /// At a display frame: whether the search bar of the incoming page's search controller is in
    /// the window where the view the probe attached to that page's top is (their frames meet),
    /// and whether it is drawn over that view.
    case searchPalette(inWindow: Bool, overAttachment: Bool)

    // MARK: Interruptions and the swipe back

    /// What a `popViewController(animated:)` call returned (`nil` when it popped nothing).
    case popReturned(page: String?)
    /// The probe sent a tap to the bar's leading control (the back button), of class `control`;
    /// `nil` when it found none.
    case backTapSent(control: String?)
    /// The trial's stack once at rest, bottom first.
    case restingStack(pages: [String])
    /// Whether `UINavigationController` answers `interactiveContentPopGestureRecognizer` with a
    /// recognizer.
    case contentPopFound(exists: Bool)
    /// A recognizer's state changed: `recognizer` is `content-pop`, `edge-pop` or `probe`;
    /// `state` is `began`, `changed`, `ended`, `cancelled` or `failed`.
    case recognizerState(recognizer: String, state: String)

    // MARK: The status bar

    /// The navigation bar's top in the window (its frame, the model layer, not what is drawn)
    /// and the window scene's `statusBarManager.isStatusBarHidden`.
    case statusBar(barTop: Double, hidden: Bool)

    // MARK: The safe area of a page that is not on top

    /// A page's `view.safeAreaInsets.top`, recorded in its `viewDidLayoutSubviews` (after
    /// `super`) when `inLayout`, else sampled; `topPage` is the navigation controller's
    /// `topViewController` then (`nil` when it is none of the probe's pages).
    case safeArea(page: String, top: Double, inLayout: Bool, topPage: String?)

    // MARK: Issue 32

    /// The probe's own answer to `navigationBar(_:shouldPop:)` (UIKit's is not asked).
    case shouldPopAnswered(allowed: Bool)
    /// The alphas of the bar's direct subviews, in order, as drawn (the presentation layer's
    /// opacity where there is one, else the view's `alpha`).
    case barSubviewAlphas(alphas: [Double])
    /// The navigation item's `backAction` ran.
    case backActionRan
    /// `navigationBar.isHidden` at that moment (the record's `barHidden` is the flag).
    case barViewHidden(hidden: Bool)
    /// A block put on the main queue from `page`'s `viewWillDisappear` ran: whether `page`'s
    /// `navigationController` was still there, and whether the incoming page's view had a
    /// presentation layer (had been committed to the screen; `nil` when it has no view).
    case nextTurn(page: String, inNavigationController: Bool, incomingCommitted: Bool?)
    /// `page`'s `didMove(toParent:)`, with a parent or with `nil`.
    case didMoveToParent(page: String, parent: Bool)
    /// The navigation delegate's `navigationController(_:willShow:animated:)`.
    case willShow(page: String)
    /// The navigation delegate's `navigationController(_:didShow:animated:)`.
    case didShow(page: String)
    /// The completion block of the modal's presentation (`dismissal` false) or dismissal.
    case modalCompleted(dismissal: Bool)
    /// Whose coordinator `navigationController.transitionCoordinator` returned: `dismissal`
    /// (the modal's dismissal's), `other` (another one) or `none`.
    case coordinatorOwner(owner: String)
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
