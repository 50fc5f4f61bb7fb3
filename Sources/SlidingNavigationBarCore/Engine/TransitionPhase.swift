/// Where a navigation controller's transition stands, as the engine sees it.
///
/// The running transition is ``TransitionEngine/current``; the phase says what is decided:
///
/// | phase | decided | on screen |
/// |---|---|---|
/// | `idle` | | the real bar, nothing of ours |
/// | `preparing` | not yet (until the animation starts) | the real bar, in front of the outgoing page's image |
/// | `sliding` | slides | each page's image; the real bar behind, concealed, once both are taken |
/// | `settling` | ended | the top page's image, until the real bar shows that page |
/// | `system` | UIKit's | the real bar, nothing of ours |
package enum TransitionPhase: Sendable, Hashable {
    /// At rest: no transition; the real bar is in front and no snapshot is attached.
    case idle
    /// A navigation was announced and may slide: the outgoing page's image is taken (under the
    /// real bar, still in front). Decided once every `viewWillAppear` has run (the animation's
    /// start).
    case preparing
    /// Decided: each page carries its own bar (the incoming page's image is taken as the
    /// animation starts, or as that turn ends where the bar takes its item later); the real bar
    /// goes behind them once both do.
    case sliding
    /// The transition has ended, but the real bar does not show the page left on top yet. That
    /// page carries its snapshot, so the user sees the rest state; the real bar returns as soon
    /// as it shows that page, or once every end signal has arrived.
    case settling
    /// The transition is UIKit's own (an opted-out page, a custom animator, a hidden bar, a
    /// height change, a failed capture, a nested call): the real bar stays in front and nothing
    /// is attached.
    case system
}

/// One navigation's transition: its pages, what is known of them, and how far it has come.
package struct Transition: Sendable, Hashable {
    package var intent: NavigationIntent
    /// The outgoing page's profile: as at the call, then as its `viewWillAppear` brings it again
    /// (a cancelled swipe).
    package var fromProfile: PageProfile
    /// The incoming page's latest profile: its `viewDidLoad` and `viewWillAppear` may still set
    /// its options and look after the call.
    package var toProfile: PageProfile
    /// The outgoing page's snapshot.
    package var from: SnapshotSlot = .pending
    /// The incoming page's snapshot.
    package var to: SnapshotSlot = .pending
    /// What the pages carry if it slides: whole bar images, or (on glass) live backgrounds.
    package var carriage: SlideCarriage = .wholeBars
    /// How far UIKit's animation has come.
    package var clock: TransitionClock = .announced
    /// Whether the coordinator's callbacks were asked for: its completion is the one end signal
    /// UIKit always sends, even when a page's overrides skip the did-pair our hooks hear.
    package var isObserving = false
    /// Whether the delegate implements the animator method and its answer for this call is
    /// still to come: decided as UIKit's if none came by the animation's start.
    package var awaitsAnimatorAnswer = false
    /// How the transition ends, once known: `true` when the outgoing page stays on top (a
    /// cancelled swipe, whose `viewWillAppear` came again).
    package var cancelled: Bool?
    /// The end signals heard since the transition ended (``TransitionPhase/settling``).
    package var ended: EndSignals = []

    /// What the engine holds at rest, where no transition runs.
    static let none = Transition(
        intent: NavigationIntent(from: PageID(0), to: PageID(0), operation: .push),
        fromProfile: PageProfile(options: .init()), toProfile: PageProfile(options: .init()))

    /// The page on top once the transition is over.
    var top: PageID { cancelled == true ? intent.from : intent.to }

    /// The profile of the page that is appearing: the incoming one, or the outgoing one again.
    var appearing: PageProfile { cancelled == true ? fromProfile : toProfile }

    /// Keeps a page's latest profile, if it is one of the two.
    mutating func keep(_ profile: PageProfile, of page: PageID) {
        if page == intent.from { fromProfile = profile } else if page == intent.to { toProfile = profile }
    }

    func slot(_ page: PageID) -> SnapshotSlot? {
        if page == intent.from { return from }
        if page == intent.to { return to }
        return nil
    }

    mutating func setSlot(_ page: PageID, _ slot: SnapshotSlot) {
        if page == intent.from { from = slot } else if page == intent.to { to = slot }
    }
}

/// How far UIKit's animation of a transition has come.
package enum TransitionClock: Sendable, Hashable, Comparable {
    /// The call was announced; the animation has not started.
    case announced
    /// The coordinator's alongside block ran: every `viewWillAppear` has run, the first frame is
    /// about to be committed.
    case started
    /// The first frame is on screen (the turn after the start came, or the finger moved the
    /// pages): nothing of this transition can change unseen any more.
    case onScreen
}

/// The end signals a settling transition waits for.
package struct EndSignals: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The coordinator's completion ran.
    package static let completion = EndSignals(rawValue: 1)
    /// The page left on top got its `viewDidAppear`.
    package static let topDidAppear = EndSignals(rawValue: 2)
}

/// One page's snapshot during a slide.
package enum SnapshotSlot: Sendable, Hashable {
    /// Not captured yet.
    case pending
    /// A `capture` command is out; its answer is awaited.
    case capturing
    /// Captured over `boundary` (container coordinates) and attached at `frame` (page coordinates).
    case attached(boundary: LayoutRect, frame: LayoutRect)

    var isAttached: Bool {
        if case .attached = self { true } else { false }
    }
}

/// Where the real bar is, as the engine left it.
package enum BarPlace: Sendable, Hashable {
    /// In front of the pages, as UIKit keeps it.
    case front
    /// Behind the pages, which carry their own bars; `concealed` while it is invisible there.
    case behind(concealed: Bool)
    /// In front, its background concealed: the pages carry their backgrounds (on glass).
    case backgroundConcealed
}
