import Testing
@testable import SlidingNavigationBarCore

/// When the engine changes the real bar's visibility while it stages a push between a page with
/// a bar and one without, and whether with animation.
///
/// The bar's visibility sets every page's safe area, so each change moves the content of the
/// pages on screen by the bar's height. The rules, stated from that:
/// - the incoming page needs a bar: the bar is shown for its capture, with UIKit's own animation
///   (the outgoing page carries no bar, so nothing attached to it can lag), not while staging
///   but once the incoming page appears, when the options its `viewDidLoad` set are known
///   (``TransitionEngineIncomingBarShowTests``);
/// - the incoming page has none: the bar is hidden at the call, with animation, only when the
///   outgoing page's view lies at the container's top unscrolled (its snapshot is where its bar
///   is: the change moves its content, not its view or its snapshot); otherwise it stays until
///   the end, so a page laid out below the bar does not move while it slides away.
@Suite struct StagingVisibilityTests {
    static let a = PageID(1)
    static let b = PageID(2)
    static let boundary = LayoutRect(x: 0, y: 0, width: 393, height: 103)

    /// Where the outgoing page's view lies.
    enum OutgoingView: String, CaseIterable, Sendable {
        /// At the container's top, not scrolled: its snapshot frame is the bar's boundary.
        case atTop = "at the top"
        /// Below the bar (`edgesForExtendedLayout` without `.top`).
        case belowBar = "below the bar"
        /// A scroll view at its scroll edge (bounds origin above zero).
        case scrolled = "a scroll view"

        var placement: PagePlacement {
            switch self {
            case .atTop: PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852))
            case .belowBar: PagePlacement(frameInContainer: LayoutRect(x: 0, y: 103, width: 393, height: 749))
            case .scrolled:
                PagePlacement(
                    frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852), boundsOrigin: LayoutPoint(x: 0, y: -103),
                    clipsToBounds: true)
            }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var hiddenAtCall: Bool
        /// B's `prefersNavigationBarHidden`.
        var incomingOption: Bool?
        var outgoing: OutgoingView

        /// B's bar at rest: its option, else the visibility the bar has (the app's).
        var incomingHidden: Bool { incomingOption ?? hiddenAtCall }

        var testDescription: String {
            "bar \(hiddenAtCall ? "hidden" : "shown") at the call, B option \(incomingOption.map { $0 ? "hides" : "shows" } ?? "nil"), A's view \(outgoing.rawValue)"
        }

        /// The visibility changes made while staging, in order, stated from the rules.
        var expected: [TransitionCommand] {
            if !hiddenAtCall && incomingHidden && outgoing == .atTop { return [.setBarHidden(true, animated: true)] }
            return []
        }
    }

    static let rows: [Row] = [true, false].flatMap { hidden in
        [true, false, nil].flatMap { option in OutgoingView.allCases.map { Row(hiddenAtCall: hidden, incomingOption: option, outgoing: $0) }
        }
    }

    /// Announces a push of B over A and answers A's capture; returns every command, in order.
    static func stage(_ row: Row) -> [TransitionCommand] {
        var engine = TransitionEngine()
        var bar = BarState(showsPage: a, isHidden: row.hiddenAtCall)
        let profile = { (hidden: Bool?) in
            PageProfile(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: hidden), heightClass: .standard)
        }
        let request = NavigationRequest(stack: [a], profiles: [a: profile(nil), b: profile(row.incomingOption)], animated: true)
        var commands = engine.handle(TransitionEvent(.willNavigate(.push(b), request), bar: bar)).commands
        if commands.contains(.capture(a, .screenContents)) {
            let result = CaptureResult.image(boundary: boundary, placement: row.outgoing.placement)
            commands += engine.handle(TransitionEvent(.captureFinished(a, result), bar: bar)).commands
        }
        for case .setBarHidden(let hidden, _) in commands { bar.isHidden = hidden }
        return commands
    }

    /// A swipe's start is announced around UIKit's own handling of the gesture (a hidden bar is
    /// reported to stop UIKit's swipe back): the bar is not hidden then, only a pop by a call is.
    @Test(arguments: [false, true])
    func theBarIsNotHiddenAsASwipeBegins(_ interactive: Bool) {
        var engine = TransitionEngine()
        let bar = BarState(showsPage: Self.b, isHidden: false)
        let profile = { (hidden: Bool?) in
            PageProfile(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: hidden), heightClass: .standard)
        }
        let request = NavigationRequest(
            stack: [Self.a, Self.b], profiles: [Self.a: profile(true), Self.b: profile(nil)], animated: true,
            isInteractivePop: interactive)
        var commands = engine.handle(TransitionEvent(.willNavigate(.pop, request), bar: bar)).commands
        let image = CaptureResult.image(boundary: Self.boundary, placement: OutgoingView.atTop.placement)
        commands += engine.handle(TransitionEvent(.captureFinished(Self.b, image), bar: bar)).commands
        #expect(commands.contains(.setBarHidden(true, animated: true)) == !interactive)
    }

    /// A pop announced late (``UnannouncedPop``), at its first appearance callback: UIKit has
    /// begun it, so, as for a swipe, the bar is not hidden before; and the bar may hold the
    /// incoming item already (it took it inside UIKit's pop), which does not leave it to UIKit:
    /// both pages are captured and slide.
    @Test(arguments: [false, true])
    func aLatePopIsNotStagedBeforeTheCallAndSlidesWhateverItemTheBarHolds(_ barTookIncomingItem: Bool) {
        var engine = TransitionEngine()
        let bar = BarState(showsPage: barTookIncomingItem ? Self.a : Self.b, isHidden: false)
        let profile = { (hidden: Bool?) in
            PageProfile(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: hidden), heightClass: .standard)
        }
        let request = NavigationRequest(
            stack: [Self.a, Self.b], profiles: [Self.a: profile(true), Self.b: profile(nil)], animated: true,
            isAnnouncedLate: true)
        var commands = engine.handle(TransitionEvent(.willNavigate(.pop, request), bar: bar)).commands
        #expect(commands.contains(.capture(Self.b, .screenContents)))
        let image = CaptureResult.image(boundary: Self.boundary, placement: OutgoingView.atTop.placement)
        commands += engine.handle(TransitionEvent(.captureFinished(Self.b, image), bar: bar)).commands
        #expect(!commands.contains(.setBarHidden(true, animated: true)))
        #expect(commands.contains(.attach(Self.b, frame: Self.boundary)))
        guard case .sliding = engine.phase else {
            Issue.record("expected sliding, the engine is \(engine.phase)")
            return
        }
    }

    /// The same bar, holding the incoming item, for a pop announced by a call: the engine cannot
    /// know what the screen shows, and leaves it to UIKit.
    @Test func aCallAnnouncedWhileTheBarHoldsTheIncomingItemIsLeftToUIKit() {
        var engine = TransitionEngine()
        let profile = PageProfile(options: ResolvedSlidingBarOptions(), heightClass: .standard)
        let request = NavigationRequest(stack: [Self.a, Self.b], profiles: [Self.a: profile, Self.b: profile], animated: true)
        let commands = engine.handle(TransitionEvent(.willNavigate(.pop, request), bar: BarState(showsPage: Self.a, isHidden: false)))
            .commands
        #expect(!commands.contains(.capture(Self.b, .screenContents)))
        guard case .system = engine.phase else {
            Issue.record("expected left to UIKit, the engine is \(engine.phase)")
            return
        }
    }

    /// An incoming page whose own option shows the bar, after the app hid the bar before the
    /// first frame (the outgoing page's `viewWillDisappear`): the end shows the bar for it, so it
    /// must slide in carrying it, not bar-less with its bar appearing at the end.
    @Test func anIncomingPageWhoseOptionShowsTheBarCarriesItAfterTheAppHidIt() {
        var engine = TransitionEngine()
        let profile = { (hidden: Bool?) in
            PageProfile(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: hidden), heightClass: .standard)
        }
        let request = NavigationRequest(stack: [Self.a, Self.b], profiles: [Self.a: profile(false), Self.b: profile(nil)], animated: true)
        var bar = BarState(showsPage: Self.b, isHidden: false)
        _ = engine.handle(TransitionEvent(.willNavigate(.pop, request), bar: bar))
        let image = CaptureResult.image(boundary: Self.boundary, placement: OutgoingView.atTop.placement)
        _ = engine.handle(TransitionEvent(.captureFinished(Self.b, image), bar: bar))
        _ = engine.handle(TransitionEvent(.didNavigate(coordinatorPresent: true), bar: bar))
        bar.isHidden = true
        _ = engine.handle(TransitionEvent(.appSetBarHidden(true, animated: true), bar: bar))
        bar.showsPage = Self.a
        let appearing = engine.handle(TransitionEvent(.viewWillAppear(Self.a, coordinatorPresent: true, profile: profile(false)), bar: bar))
        // (The bar is not concealed yet: it is concealed once both pages are staged.)
        #expect(appearing.commands.prefix(2) == [.setBarHidden(false, animated: false), .capture(Self.a, .layerTree)])
        bar.isHidden = false
        let attached = engine.handle(TransitionEvent(.captureFinished(Self.a, image), bar: bar))
        #expect(attached.commands.contains { if case .attach(Self.a, _) = $0 { true } else { false } })
    }

    @Test(arguments: rows)
    func theBarChangesAtStagingOnlyWhereNoPageOnScreenMovesWithIt(_ row: Row) {
        let commands = Self.stage(row)
        let changes = commands.filter { if case .setBarHidden = $0 { true } else { false } }
        #expect(changes == row.expected)
        // The outgoing page's bar is captured from the screen before the bar changes.
        if let change = commands.firstIndex(where: { if case .setBarHidden = $0 { true } else { false } }),
            let capture = commands.firstIndex(of: .capture(Self.a, .screenContents))
        {
            #expect(capture < change)
        }
    }
}
