/// Everything ``NavigationShellCore`` reads from and writes to one navigation controller: the UIKit
/// target implements it over a real `UINavigationController`, the lab's model implements it over
/// its model of UIKit. Every choice is the shell's; an implementation only reads and writes.
///
/// The idea is airbnb/epoxy-ios's `NavigationInterface` (the model's only door to UIKit), one
/// level above ``EngineHost``: the shell's bookkeeping runs on both hosts unchanged, so the lab
/// tests the code the app runs.
///
/// ```swift
/// struct Recorder: NavigationInterface {
///     var bar = BarState(showsPage: PageID(1), isHidden: false)
///     var stack: [PageID] = [PageID(1)]
///     func barState() -> BarState { bar }
///     // … the other reads and writes
/// }
/// ```
package protocol NavigationInterface {
    // MARK: Reads

    /// The real bar's state now: the page whose item is its top item, and whether it is hidden.
    func barState() -> BarState
    /// The visibility the screen still shows (a change made in this run-loop turn is not on
    /// screen until the next frame).
    var barHiddenOnScreen: Bool { get }
    /// `SlidingNavigationBar.isEnabled`, the global kill switch.
    var isLibraryEnabled: Bool { get }
    /// The pages of `viewControllers`, bottom first.
    var stack: [PageID] { get }
    /// The navigation controller's own transition coordinator, if one is running.
    var coordinator: TransitionCoordinatorFacts? { get }
    /// A page's merged options and bar height family. The large-title display of the stacks
    /// around it is read from the pages the shell names.
    /// - Parameters:
    ///   - page: the page.
    ///   - stackAfter: the stack the page will be in (bottom first), for inherited large titles.
    ///   - current: the stack now.
    func profile(of page: PageID, in stackAfter: [PageID], else current: [PageID]) -> PageProfile
    /// Where the page's view sits in the navigation controller's view now; `nil` if not loaded.
    func placement(of page: PageID) -> PagePlacement?
    /// The navigation controller's delegate implements the animator method.
    func delegateProvidesAnimator() -> Bool
    /// The system's pop target was looked up and found missing: the navigation controller is
    /// left to UIKit entirely. `false` before it is looked up.
    var popTargetMissing: Bool { get }
    /// Whether the bar's hierarchy is one the core recognises (``VisibleBoundary``); read only
    /// when everything else allows sliding.
    func isBarRecognized() -> Bool
    /// The bar has screen contents to draw from: it is in a window and its layer was committed.
    var barHasScreenContents: Bool { get }
    /// What one of our swipe-back recognizers sees when it asks to begin: the stack, the top
    /// page's options, the touch, the scroll views and claims under it, the app's switches (the
    /// app's delegate on the edge recognizer is asked for the pan only).
    func popGestureInput(for role: SwipeBackRecognizers.Role) -> PopGestureInput?
    /// Whether the navigation delegate supplies its own animator for a pop of the top page now:
    /// it is asked `navigationController(_:animationControllerFor:from:to:)` with `.pop`, from
    /// the top page to the one below, the question UIKit asks as that pop starts, and answers
    /// non-`nil`. `false` when it does not implement the method. The answer is the app's for
    /// this very pop, and only an answer tells a router's `nil` from an animator; it is not
    /// forwarded as ``TransitionEventKind/delegateAnsweredAnimator(custom:)`` (no transition runs
    /// yet). Asked only by ``NavigationShellCore/popGestureDecision(in:)``, last, once per swipe,
    /// and never of a delegate whose last answer was an animator.
    func delegateAnimatesPop() -> Bool

    // MARK: Writes

    /// Installs the full-screen pan if it is not yet (the UIKit host looks up the system's pop
    /// target; a model that has the pan from the start does nothing).
    mutating func setUpPopGestureIfNeeded()
    /// Keeps how `page`'s bar background resolves now (its item's appearance over the bar's), for
    /// a live background of it (``CaptureMethod/liveBackground``) built later in this transition:
    /// the app may style the shared bar in the incoming page's `viewWillAppear` before then. One
    /// page at a time; the next call replaces it.
    mutating func keepBarLookAtCall(of page: PageID)
    /// Draws the real bar, showing `page`'s item, with exactly `method`.
    mutating func capture(_ page: PageID, method: CaptureMethod) -> CaptureResult
    /// Puts the page's snapshot at `frame` (page coordinates) in the page's view.
    mutating func attach(_ page: PageID, frame: LayoutRect)
    /// Removes the page's snapshot and releases its image; `nil` removes every snapshot.
    mutating func discard(_ page: PageID?)
    /// Sends the real bar behind the pages, or brings it back where it was.
    mutating func setBarBehind(_ behind: Bool)
    /// Conceals the real bar (a mask of ours), or reveals it.
    mutating func setBarConcealed(_ concealed: Bool)
    /// Conceals the real bar's background only (its title and items stay, animated by UIKit), or
    /// shows it again: while each page carries its own background (glass).
    mutating func setBarBackgroundConcealed(_ concealed: Bool)
    /// `setNavigationBarHidden(_:animated:)`.
    mutating func setBarHidden(_ hidden: Bool, animated: Bool)
    /// Calls ``NavigationShellCore/nextTurn(in:)`` on the main queue's next turn.
    mutating func requestNextTurn()
    /// Calls ``NavigationShellCore/forward(_:in:)`` with ``TransitionEventKind/turnEnded`` as this
    /// run-loop turn ends, before Core Animation commits its frame.
    mutating func requestTurnEnd()
    /// Calls ``NavigationShellCore/watchdogFired(_:in:)`` with `arming` once `seconds` have
    /// passed (the UIKit host: `DispatchQueue.main.asyncAfter`; nothing if the navigation
    /// controller is gone by then).
    mutating func requestWatchdog(after seconds: Double, arming: UInt)
    /// Calls ``NavigationShellCore/turnEnded(ofCall:in:)`` with `call` once the run-loop turn
    /// ends, before the next frame is committed: a navigation call that raised never reaches its
    /// hook's end, and is closed there.
    mutating func checkAtTurnEnd(ofCall call: UInt)
    /// Registers on the running coordinator, once per coordinator: its alongside block, its
    /// interaction change and its completion reach the shell's ``NavigationShellCore/forward(_:in:)``.
    mutating func observeTransition()
    /// Watches the views of exactly these pages for geometry changes
    /// (``NavigationShellCore/pageGeometryChanged(_:in:)``).
    mutating func watchGeometry(of pages: Set<PageID>)
    /// Whether the real bar is still behind the pages or concealed, or a snapshot is still held.
    var holdsOurChanges: Bool { get }
    /// Sees every step of the event loop, and the shell's notes, for diagnostics and metrics.
    mutating func trace(_ step: EngineDriver.Step)
    /// A note from the shell for the diagnostics (a fallback, a repair).
    mutating func log(_ message: String)
}

/// The navigation controller's own transition coordinator, as the shell reads it.
package struct TransitionCoordinatorFacts: Sendable, Hashable {
    /// `isAnimated`.
    package var isAnimated: Bool
    /// The page of `viewController(forKey: .from)`.
    package var from: PageID?
    /// The page of `viewController(forKey: .to)`.
    package var to: PageID?
    /// The `to` page's `isMovingToParent`.
    package var toIsMovingToParent: Bool

    package init(isAnimated: Bool, from: PageID?, to: PageID?, toIsMovingToParent: Bool = false) {
        self.isAnimated = isAnimated
        self.from = from
        self.to = to
        self.toIsMovingToParent = toIsMovingToParent
    }
}
