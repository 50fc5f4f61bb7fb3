/// Where a navigation controller's transition stands, as the engine sees it.
package enum TransitionPhase: Sendable, Hashable {
    /// At rest: no transition; the real bar is in front and no snapshot is attached.
    case idle
    /// A navigation was announced and may slide. The outgoing page is captured and the real bar is
    /// behind; the incoming page is captured once the animation starts (or as that turn ends, where
    /// the bar takes its item later), or the transition is left to UIKit before the first frame.
    case preparing(Slide)
    /// Each page carries its own snapshot; the real bar is behind them.
    case sliding(Slide)
    /// The transition has ended, but the real bar does not show the page left on top yet. That
    /// page carries its snapshot, so the user sees the rest state; the real bar returns as soon
    /// as it shows that page, or once every end signal has arrived.
    case settling(Slide)
    /// The transition is UIKit's own (an opted-out page, a custom animator, a height change, a
    /// failed capture, a nested call): the real bar stays in front and nothing is attached.
    case system(SystemTransition)
}

/// A transition that slides whole bars.
package struct Slide: Sendable, Hashable {
    package var intent: NavigationIntent
    /// The outgoing page's snapshot.
    package var from: SnapshotSlot = .pending
    /// The incoming page's snapshot.
    package var to: SnapshotSlot = .pending
    /// The outgoing page's profile.
    package var fromProfile: PageProfile
    /// The incoming page's profile: refreshed when its `viewWillAppear` brings options its
    /// `viewDidLoad` set after the call was announced.
    package var toProfile: PageProfile
    /// Whether the coordinator's callbacks were asked for.
    package var isObserving = false
    /// Whether the first animated frame is about to be committed.
    package var animationStarted = false
    /// Whether the first animated frame is on screen: the run-loop turn after the one the
    /// animation started in came (``TransitionEventKind/nextTurn``), or the user's finger already
    /// moved the pages. Until then the incoming page's options and bar look are still taken for
    /// this transition (SwiftUI applies a destination's toolbar in the layout that commits the
    /// first frame, after the coordinator's alongside block); after, they wait for the next one.
    package var firstFrameShown = false
    /// How the interaction ended, once known.
    package var cancelled: Bool?
    /// Whether the coordinator's completion ran.
    package var completionSeen = false
    /// Whether the page left on top got its `viewDidAppear`.
    package var topDidAppear = false
    /// What the pages carry: whole bar images, or (on glass) live backgrounds with the real bar's
    /// items in front.
    package var carriage: SlideCarriage = .wholeBars
    /// The app changed the incoming page's bar visibility before its options were known, to one
    /// the backgrounds' rules leave to UIKit: decided once its `viewWillAppear` brings them (or
    /// at the first frame), not by capturing a bar no bitmap draws right meanwhile.
    package var backgroundCheckPending = false

    package init(
        intent: NavigationIntent, fromProfile: PageProfile, toProfile: PageProfile
    ) {
        self.intent = intent
        self.fromProfile = fromProfile
        self.toProfile = toProfile
    }

    func slot(_ page: PageID) -> SnapshotSlot? {
        if page == intent.from { return from }
        if page == intent.to { return to }
        return nil
    }

    mutating func setSlot(_ page: PageID, _ slot: SnapshotSlot) {
        if page == intent.from { from = slot } else if page == intent.to { to = slot }
    }

    func capturing(_ page: PageID) -> Bool { slot(page) == .capturing }
}

/// One page's snapshot during a slide.
package enum SnapshotSlot: Sendable, Hashable {
    /// Not captured yet.
    case pending
    /// A `capture` command is out; its answer is awaited.
    case capturing
    /// The page carries no bar (the bar is hidden for it).
    case noBar
    /// Captured over `boundary` (container coordinates) and attached at `frame` (page coordinates).
    case attached(boundary: LayoutRect, frame: LayoutRect)

    var isReady: Bool {
        switch self {
        case .noBar, .attached: true
        case .pending, .capturing: false
        }
    }
}

/// An image the shell keeps off the screen (``TransitionCommand/detach(_:)``).
package struct KeptImage: Sendable, Hashable {
    /// Where it was captured (container coordinates).
    package var boundary: LayoutRect
    /// Where it goes in the page's view (page coordinates), following the page's layout meanwhile.
    package var frame: LayoutRect
    /// What it is: a whole bar's image, or a live background (``SlideCarriage/backgroundsOnly``).
    package var carriage: SlideCarriage

    package init(boundary: LayoutRect, frame: LayoutRect, carriage: SlideCarriage) {
        self.boundary = boundary
        self.frame = frame
        self.carriage = carriage
    }
}

/// A transition left to UIKit.
package struct SystemTransition: Sendable, Hashable {
    package var intent: NavigationIntent
    /// Each page's own `prefersNavigationBarHidden`, when it has one: the bar ends the transition
    /// with the option of the page left on top (completed or cancelled), else with the visibility
    /// the app last set.
    package var fromPrefersHidden: Bool?
    package var toPrefersHidden: Bool?

    /// Set while the fallback rests on the incoming page's options as announced, which its
    /// `viewDidLoad` may still change: fresh options before the first frame can lift it.
    package var provisional: ProvisionalSlide?
    /// Whether the coordinator's callbacks were asked for: its completion is the one end signal
    /// UIKit always sends, even when a page's overrides skip the did-pair our hooks hear.
    package var isObserving = false
    /// Whether the coordinator's alongside block ran: the first frame is about to be committed.
    /// A provisional fallback can still be lifted until the turn after it.
    package var animationStarted = false
    /// Whether the turn after the alongside block came: the first frame is on screen. Until
    /// then the incoming page's options still set the bar's visibility with UIKit's transition.
    package var firstFrameShown = false
    /// Whether the outgoing page's `viewWillAppear` came again (a cancelled swipe): the bar is
    /// now for the page that stays.
    package var fromReappears = false

    package init(intent: NavigationIntent, fromPrefersHidden: Bool? = nil, toPrefersHidden: Bool? = nil) {
        self.intent = intent
        self.fromPrefersHidden = fromPrefersHidden
        self.toPrefersHidden = toPrefersHidden
    }
}

/// What a fallback needs to become a slide after all.
package struct ProvisionalSlide: Sendable, Hashable {
    package var fromProfile: PageProfile
    /// Whether the fallback was the backgrounds' (alike bars, a glass background, a bar drawn
    /// wrong): only a new look lifts it, and only while the bar keeps the visibility it had.
    package var byBackgrounds = false
    /// The incoming page's profile when the fallback was decided inside a staged slide, for a
    /// later call of the app's to judge it again.
    package var toProfile: PageProfile?

    package init(fromProfile: PageProfile) {
        self.fromProfile = fromProfile
    }
}
