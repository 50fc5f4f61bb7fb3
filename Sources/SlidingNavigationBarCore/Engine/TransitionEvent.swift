/// What the real navigation bar shows at the moment an event is forwarded.
///
/// The shell reads it cheaply on every event (`navigationBar.topItem`, `isNavigationBarHidden`), so
/// the engine never has to assume *when* UIKit switches the bar to the incoming item: that
/// instant is unconfirmed, and the engine captures a page only once the bar is seen showing it.
package struct BarState: Sendable, Hashable, CustomStringConvertible {
    /// The page whose navigation item is the bar's top item, if it belongs to a known page.
    package var showsPage: PageID?
    /// Whether the bar is hidden: `isNavigationBarHidden` of the navigation controller, or the bar
    /// view itself, which an app may hide by writing its `isHidden` (the flag does not follow).
    package var isHidden: Bool

    package init(showsPage: PageID?, isHidden: Bool) {
        self.showsPage = showsPage
        self.isHidden = isHidden
    }

    package var description: String {
        "bar(\(showsPage.map(\.description) ?? "none")\(isHidden ? ", hidden" : ""))"
    }
}

/// One thing that happened, forwarded by the UIKit shell (or the lab's model of UIKit).
package enum TransitionEventKind: Sendable, Hashable {
    /// A navigation call is about to reach UIKit (the shell's hook, before the original method).
    case willNavigate(NavigationCall, NavigationRequest)
    /// The original navigation method returned; `coordinatorPresent` tells whether a transition
    /// coordinator exists now (UIKit starts animated transitions right away or defers them).
    case didNavigate(coordinatorPresent: Bool)
    /// `viewWillAppear(_:)` of a page, forwarded after the original (the app's own code has run);
    /// `coordinatorPresent` as above; `profile` lets the engine apply the page's bar visibility
    /// when it appears without an announced navigation (the root page at launch).
    case viewWillAppear(PageID, coordinatorPresent: Bool, profile: PageProfile)
    /// `viewDidAppear(_:)` of a page.
    case viewDidAppear(PageID)
    /// `viewWillDisappear(_:)` of a page.
    case viewWillDisappear(PageID)
    /// `viewDidDisappear(_:)` of a page.
    case viewDidDisappear(PageID)
    /// The transition coordinator's alongside-animation block ran: the last moment before the
    /// first animated frame is committed.
    case animationWillStart
    /// `notifyWhenInteractionChanges`: the user lifted the finger; the transition now finishes
    /// or cancels on its own.
    case interactionEnded(cancelled: Bool)
    /// The transition coordinator's completion ran.
    case transitionCompleted(cancelled: Bool)
    /// The answer to a `capture` command.
    case captureFinished(PageID, CaptureResult)
    /// A page's view was laid out again during a transition (its placement may have moved).
    case pageLaidOut(PageID, PagePlacement)
    /// The app changed a page's options (`slidingBar.prefersNavigationBarHidden`, …).
    case pageOptionsChanged(PageID, PageProfile)
    /// The page on top's bar look, read once more just before `animationWillStart`: the app may
    /// have styled the shared bar in its `viewWillAppear`, after super, where no hook hears it.
    /// With the page's profile as it now resolves (its background).
    case pageBarChanged(PageID, PageProfile)
    /// Light/dark, size class, orientation or window size changed.
    case environmentChanged
    /// The app (not the shell applying a `setBarHidden` command) called
    /// `setNavigationBarHidden(_:animated:)` or set `isNavigationBarHidden`: the visibility the app
    /// wants from now on, which the engine must restore when a page without an option of its own
    /// comes on top.
    case appSetBarHidden(Bool, animated: Bool)
    /// The navigation controller's delegate answered `navigationController(_:animationControllerFor:from:to:)`
    /// during the current navigation call: `custom` is true when it returned an animator (UIKit then
    /// runs the app's animation), false when it returned `nil` (UIKit animates as usual).
    case delegateAnsweredAnimator(custom: Bool)
    /// The run-loop turn after a `waitForNextTurn` command: UIKit's transition is over by then.
    case nextTurn
    /// The run-loop turn of a `waitForTurnEnd` command ends, before its frame is committed: every
    /// callback of the turn (a page's `viewWillAppear`, with the app's code around it) has run.
    case turnEnded
}

/// The facts a `willNavigate` carries: the stack before the call and what is known of its pages.
package struct NavigationRequest: Sendable, Hashable {
    /// The stack before the call, bottom first.
    package var stack: [PageID]
    /// The pages involved (at least the current top and the incoming page).
    package var profiles: [PageID: PageProfile]
    /// The `animated:` argument.
    package var animated: Bool
    /// True when the navigation controller's delegate implements
    /// `navigationController(_:animationControllerFor:from:to:)`. It may still answer `nil`
    /// (UIKit's own slide): the answer, ``TransitionEventKind/delegateAnsweredAnimator(custom:)``,
    /// decides; a custom animator is not ours to predict, so the engine then stays out of the way.
    package var delegateProvidesAnimator = false
    /// False when the shell could not find the bar's expected private structure, or the
    /// navigation controller or the library is switched off.
    package var isSlidingAvailable = true
    /// The pop is announced by a swipe's gesture beginning, not by a call: UIKit's own target
    /// may not have started it yet (our pan), or already has (a system recognizer), so nothing
    /// that could change how UIKit begins it (the bar's visibility) is done before.
    package var isInteractivePop = false
    /// The pop is announced after UIKit began it, at its first appearance callback, because none
    /// of the shell's hooks heard it (``UnannouncedPop``): not interactive, but like a swipe's
    /// start nothing that could change how UIKit begins it is done before, and the bar may
    /// already hold the incoming page's item while the screen still shows the outgoing bar.
    package var isAnnouncedLate = false
}

extension NavigationRequest {
    /// A call with no delegate animator, sliding available, not a swipe nor announced late (the
    /// memberwise initializer, internal, sets those).
    package init(stack: [PageID], profiles: [PageID: PageProfile], animated: Bool) {
        self.stack = stack
        self.profiles = profiles
        self.animated = animated
    }
}

/// An event and the bar's state when it happened.
package struct TransitionEvent: Sendable, Hashable {
    package var kind: TransitionEventKind
    package var bar: BarState

    package init(_ kind: TransitionEventKind, bar: BarState) {
        self.kind = kind
        self.bar = bar
    }
}

/// The outcome of a `capture` command, fed back by the shell.
package enum CaptureResult: Sendable, Hashable {
    /// The bar was drawn into an image covering `boundary` (container coordinates).
    case image(boundary: LayoutRect, placement: PagePlacement)
    /// The bar is hidden for this page: it carries no bar, nothing to attach.
    case noBar
    /// The bar could not be drawn (unknown hierarchy, zero size, no window); the reason is logged.
    case failed(String)
}
