@testable import SlidingNavigationBarCore

/// A ``NavigationInterface`` that answers from plain values and records every write, so the
/// tests of ``NavigationShellCore`` read as stories of what the shell did to UIKit.
struct RecordingNavigation: NavigationInterface {
    static let a = PageID(1)
    static let b = PageID(2)

    var bar = BarState(showsPage: RecordingNavigation.a, isHidden: false)
    var barHiddenOnScreen = false
    var isLibraryEnabled = true
    var stack: [PageID] = [RecordingNavigation.a]
    var coordinator: TransitionCoordinatorFacts?
    var providesAnimator = false
    var popTargetMissing = false
    var barRecognized = true
    var barHasScreenContents = true
    var gestureInput: PopGestureInput?
    var animatesPop = false
    /// How many times the navigation delegate was asked for its animator (it runs the app's code).
    let delegateAsks = Counter()
    var placements: [PageID: PagePlacement] = [:]
    /// Pages whose view has not loaded (every other one has).
    var holdsOurChanges = false

    /// Every write, in order, as a short word.
    var writes: [String] = []
    /// The events the engine handled.
    var events: [TransitionEventKind] = []
    /// How many times the bar's hierarchy was probed (a class: a read must not need `mutating`).
    let probes = Counter()
    var watched: Set<PageID> = []

    func barState() -> BarState { bar }

    func profile(of page: PageID, in stackAfter: [PageID], else current: [PageID]) -> PageProfile {
        PageProfile(options: ResolvedSlidingBarOptions())
    }

    func placement(of page: PageID) -> PagePlacement? { placements[page] }

    func delegateProvidesAnimator() -> Bool { providesAnimator }

    func isBarRecognized() -> Bool {
        probes.count += 1
        return barRecognized
    }

    func popGestureInput(for role: SwipeBackRecognizers.Role) -> PopGestureInput? { gestureInput }

    func delegateAnimatesPop() -> Bool {
        delegateAsks.count += 1
        return animatesPop
    }

    mutating func setUpPopGestureIfNeeded() { writes.append("setUpPopGesture") }
    mutating func keepBarLookAtCall(of page: PageID) { writes.append("keepBarLookAtCall(\(page))") }

    mutating func capture(_ page: PageID, method: CaptureMethod) -> CaptureResult {
        writes.append("capture(\(page), \(method.rawValue))")
        guard !bar.isHidden else { return .noBar }
        let placement = placements[page] ?? PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852))
        return .image(boundary: LayoutRect(x: 0, y: 0, width: 393, height: 103), placement: placement)
    }

    mutating func attach(_ page: PageID, frame: LayoutRect) {
        writes.append("attach(\(page))")
        holdsOurChanges = true
    }

    mutating func discard(_ page: PageID?) { writes.append("discard(\(page.map(\.description) ?? "all"))") }

    mutating func setBarBehind(_ behind: Bool) { writes.append("behind(\(behind))") }

    mutating func setBarConcealed(_ concealed: Bool) { writes.append("concealed(\(concealed))") }

    mutating func setBarHidden(_ hidden: Bool, animated: Bool) {
        writes.append("hidden(\(hidden))")
        bar.isHidden = hidden
    }

    mutating func requestNextTurn() { writes.append("nextTurn") }
    mutating func requestTurnEnd() { writes.append("turnEnd") }

    /// The watchdog's armings the shell asked for, oldest first, and their delays.
    var watchdogs: [UInt] = []
    var watchdogDelays: [Double] = []

    mutating func requestWatchdog(after seconds: Double, arming: UInt) {
        watchdogs.append(arming)
        watchdogDelays.append(seconds)
    }

    mutating func setBarBackgroundConcealed(_ concealed: Bool) { writes.append("backgroundConcealed(\(concealed))") }

    /// The calls the shell asked to check at the end of the turn (kept apart from `writes`).
    var turnEndChecks: [UInt] = []

    mutating func checkAtTurnEnd(ofCall call: UInt) { turnEndChecks.append(call) }

    mutating func observeTransition() { writes.append("observe") }

    mutating func watchGeometry(of pages: Set<PageID>) { watched = pages }

    mutating func trace(_ step: EngineDriver.Step) {
        if case .event(let event) = step { events.append(event.kind) }
    }

    mutating func log(_ message: String) {}
}

/// A count shared by the copies of one ``RecordingNavigation``.
final class Counter {
    var count = 0
}
