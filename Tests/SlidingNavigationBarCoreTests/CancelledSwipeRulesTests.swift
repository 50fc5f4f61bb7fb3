import Testing
@testable import SlidingNavigationBarCore

/// The rules for a page whose bar visibility at rest changes in the middle of a slide: a cancelled
/// swipe (the page that stays), and an app call before the first frame (the incoming page).
///
/// Every expectation below is written from the do-no-harm intent, not from the engine's code:
/// during a transition each page carries the bar it has at rest, which is its own
/// `prefersNavigationBarHidden`, else the app's last `setNavigationBarHidden`, else the visibility
/// the bar had at the navigation call; and no page's content moves by the bar's height while it
/// is on screen when it need not.
///
/// The stories are a swipe back from B to A (stack A, B), fed to a bare engine through
/// `handle(_:)` only; the bar follows every `setBarHidden`, the engine's and the app's.
@Suite struct CancelledSwipeRulesTests {
    static let a = PageID(1)
    static let b = PageID(2)
    static let boundary = LayoutRect(x: 0, y: 0, width: 393, height: 103)
    static let placement = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852))
    static let frame = LayoutRect(x: 0, y: 0, width: 393, height: 103)

    static func profile(_ hidden: Bool?) -> PageProfile {
        PageProfile(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: hidden), heightClass: .standard)
    }

    static func name(_ option: Bool?) -> String { option.map { $0 ? "hides" : "shows" } ?? "nil" }

    // MARK: - The story

    /// A pop from B to A on a bare engine. Captures are answered by the test, one event at a time.
    struct PopStory {
        var engine = TransitionEngine()
        var bar: BarState
        var unanswered: [PageID] = []
        /// Animated visibility changes whose `barAnimationEnded` the shell has still to send.
        var animationsToEnd = 0

        init(hiddenAtCall: Bool) {
            bar = BarState(showsPage: CancelledSwipeRulesTests.b, isHidden: hiddenAtCall)
        }

        /// Feeds one event; returns its own commands (not those of a capture's answer).
        @discardableResult
        mutating func send(_ kind: TransitionEventKind) -> [TransitionCommand] {
            let output = engine.handle(TransitionEvent(kind, bar: bar))
            for command in output.commands {
                switch command {
                case .setBarHidden(let hidden, let animated):
                    bar.isHidden = hidden
                    if animated { animationsToEnd += 1 }
                case .capture(let page, _): unanswered.append(page)
                default: break
                }
            }
            return output.commands
        }

        /// The app's own `setNavigationBarHidden`: the bar changes, then the shell forwards it.
        @discardableResult
        mutating func appCalls(_ hidden: Bool) -> [TransitionCommand] {
            bar.isHidden = hidden
            return send(.appSetBarHidden(hidden, animated: true))
        }

        /// Answers the outstanding captures as the bar draws now: an image, or no bar when hidden.
        @discardableResult
        mutating func answerCaptures(_ result: CaptureResult? = nil) -> [TransitionCommand] {
            var commands: [TransitionCommand] = []
            while !unanswered.isEmpty {
                let page = unanswered.removeFirst()
                let drawn = bar.isHidden ? CaptureResult.noBar : .image(boundary: boundary, placement: placement)
                commands += send(.captureFinished(page, result ?? drawn))
            }
            return commands
        }

        /// Announces the pop and stages both pages.
        /// - Parameters:
        ///   - outgoingCapture: the answer to B's capture at the call, when the bar shows.
        ///   - barSwitchesAtCall: the bar shows A from B's capture on (else from A's viewWillAppear).
        mutating func stage(
            outgoing: Bool?, incoming: Bool?, outgoingCapture: CaptureResult? = nil, barSwitchesAtCall: Bool = false
        ) {
            let request = NavigationRequest(stack: [a, b], profiles: [a: profile(incoming), b: profile(outgoing)], animated: true)
            send(.willNavigate(.pop, request))
            if barSwitchesAtCall { bar.showsPage = a }
            answerCaptures(outgoingCapture)
            send(.didNavigate(coordinatorPresent: true))
            answerCaptures()
            bar.showsPage = a
            if !barSwitchesAtCall {
                send(.viewWillAppear(a, coordinatorPresent: true, profile: profile(incoming)))
                answerCaptures()
            }
        }

        var isSliding: Bool { if case .sliding = engine.phase { true } else { false } }
    }

    /// What the page that stays must get when its visibility at rest is known again at a cancel,
    /// stated from the intent:
    /// - hidden at rest: it carries no bar (its snapshot goes off the screen, the image kept for
    ///   the bar coming back); if the incoming page carries none either yet the bar shows, the
    ///   bar is hidden again at once, so neither page's content moves later by its height;
    /// - shown at rest but carrying no bar: the image it had earlier in this cancel comes back,
    ///   whatever the bar shows; else its bar is drawn once the real bar shows its item (shown if
    ///   hidden, visible for the capture, drawn from the layer tree); until then it stays bar-less.
    static func restageOutgoing(
        staysHidden: Bool, carriesBar: Bool, barHidden: Bool, barShowsIt: Bool, incomingCarriesBar: Bool, kept: Bool = false
    ) -> [TransitionCommand] {
        var commands: [TransitionCommand] = []
        if staysHidden {
            if !incomingCarriesBar && !barHidden { commands.append(.setBarHidden(true, animated: false)) }
            if carriesBar { commands.append(.detach(b)) }
        } else if !carriesBar && kept {
            commands.append(.attach(b, frame: frame))
        } else if !carriesBar && barShowsIt {
            if barHidden { commands.append(.setBarHidden(false, animated: false)) }
            commands += [.setBarConcealed(false), .capture(b, .layerTree)]
        }
        return commands
    }

    // MARK: - 1. The page that stays, at the cancel (`restageOutgoingAfterCancel`)

    struct CancelRow: Sendable, CustomTestStringConvertible {
        /// B's `prefersNavigationBarHidden`.
        var outgoingOption: Bool?
        /// The app's last `setNavigationBarHidden`, made mid-slide (nil: none).
        var appCall: Bool?
        var hiddenAtCall: Bool
        /// B's capture at the call drew a bar (else it answered no bar); only when the bar showed.
        var outgoingCarriesBar: Bool
        /// At the cancel, the bar's item is B's again (else still A's).
        var barShowsOutgoing: Bool
        /// A's option is to show the bar (else to hide it).
        var incomingCarriesBar: Bool

        /// The bar B has at rest: its option, else the app's call, else the visibility at the call.
        var staysHidden: Bool { outgoingOption ?? appCall ?? hiddenAtCall }

        var testDescription: String {
            "B option \(name(outgoingOption)), app \(name(appCall)), bar \(hiddenAtCall ? "hidden" : "shown") at call, "
                + "B \(outgoingCarriesBar ? "carries a bar" : "bar-less"), bar item \(barShowsOutgoing ? "B" : "A"), "
                + "A \(incomingCarriesBar ? "carries a bar" : "bar-less")"
        }

        static let all: [CancelRow] = [Bool?.none, true, false].flatMap { outgoingOption in
            [Bool?.none, true, false].flatMap { appCall in
                [true, false].flatMap { hiddenAtCall in
                    [true, false].flatMap { outgoingCarriesBar in
                        [true, false].flatMap { barShowsOutgoing in
                            [true, false].compactMap { incomingCarriesBar in
                                // A bar hidden at the call draws nothing: B carries no bar.
                                hiddenAtCall && outgoingCarriesBar
                                    ? nil
                                    : CancelRow(
                                        outgoingOption: outgoingOption, appCall: appCall, hiddenAtCall: hiddenAtCall,
                                        outgoingCarriesBar: outgoingCarriesBar, barShowsOutgoing: barShowsOutgoing,
                                        incomingCarriesBar: incomingCarriesBar)
                            }
                        }
                    }
                }
            }
        }

        /// Stages the slide, lets the app call mid-slide, and ends the interaction cancelled.
        func storyUpToTheCancel() -> PopStory {
            var story = PopStory(hiddenAtCall: hiddenAtCall)
            story.stage(
                outgoing: outgoingOption, incoming: !incomingCarriesBar,
                outgoingCapture: outgoingCarriesBar ? nil : .noBar)
            story.send(.animationWillStart)
            if let appCall { story.appCalls(appCall) }
            story.bar.showsPage = barShowsOutgoing ? b : a
            story.send(.interactionEnded(cancelled: true))
            return story
        }
    }

    /// B's viewWillAppear comes again: the swipe is cancelled and B stays.
    @Test(arguments: CancelRow.all)
    func thePageThatStaysCarriesTheBarItHasAtRest(_ row: CancelRow) throws {
        var story = row.storyUpToTheCancel()
        try #require(story.isSliding, "staged: \(story.engine.phase)")
        let barHidden = story.bar.isHidden
        let commands = story.send(.viewWillAppear(Self.b, coordinatorPresent: true, profile: Self.profile(row.outgoingOption)))
        #expect(
            commands
                == Self.restageOutgoing(
                    staysHidden: row.staysHidden, carriesBar: row.outgoingCarriesBar, barHidden: barHidden,
                    barShowsIt: row.barShowsOutgoing, incomingCarriesBar: row.incomingCarriesBar))
    }

    struct LateCallRow: Sendable, CustomTestStringConvertible {
        var outgoingOption: Bool?
        /// The app's call after the cancel (A's viewWillDisappear, or B's viewWillAppear heard late).
        var appCall: Bool
        var hiddenAtCall: Bool
        var outgoingCarriesBar: Bool
        var barShowsOutgoing: Bool
        var incomingCarriesBar: Bool

        var testDescription: String {
            "B option \(name(outgoingOption)), app \(name(appCall)) after the cancel, bar \(hiddenAtCall ? "hidden" : "shown") at call, "
                + "B \(outgoingCarriesBar ? "carries a bar" : "bar-less"), bar item \(barShowsOutgoing ? "B" : "A"), "
                + "A \(incomingCarriesBar ? "carries a bar" : "bar-less")"
        }

        static let all: [LateCallRow] = CancelRow.all.filter { $0.appCall == nil }.flatMap { row in
            [true, false].map { appCall in
                LateCallRow(
                    outgoingOption: row.outgoingOption, appCall: appCall, hiddenAtCall: row.hiddenAtCall,
                    outgoingCarriesBar: row.outgoingCarriesBar, barShowsOutgoing: row.barShowsOutgoing,
                    incomingCarriesBar: row.incomingCarriesBar)
            }
        }
    }

    /// The app calls after the cancel was heard: the page that stays follows the call at once
    /// (unless its own option decides), from whatever it carries by then.
    @Test(arguments: LateCallRow.all)
    func anAppCallAfterTheCancelRestagesThePageThatStays(_ row: LateCallRow) throws {
        var story = CancelRow(
            outgoingOption: row.outgoingOption, appCall: nil, hiddenAtCall: row.hiddenAtCall,
            outgoingCarriesBar: row.outgoingCarriesBar, barShowsOutgoing: row.barShowsOutgoing,
            incomingCarriesBar: row.incomingCarriesBar
        ).storyUpToTheCancel()
        try #require(story.isSliding, "staged: \(story.engine.phase)")
        story.send(.viewWillAppear(Self.b, coordinatorPresent: true, profile: Self.profile(row.outgoingOption)))
        story.answerCaptures()
        // What B carries after the cancel's own restage (the previous test pins its commands).
        let hiddenBefore = row.outgoingOption ?? row.hiddenAtCall
        let carriesBar = hiddenBefore ? false : row.outgoingCarriesBar || row.barShowsOutgoing
        // The image it carried before the cancel, taken off the screen then and kept.
        let kept = hiddenBefore && row.outgoingCarriesBar
        let commands = story.appCalls(row.appCall)
        #expect(
            commands
                == Self.restageOutgoing(
                    staysHidden: row.outgoingOption ?? row.appCall, carriesBar: carriesBar, barHidden: row.appCall,
                    barShowsIt: row.barShowsOutgoing, incomingCarriesBar: row.incomingCarriesBar, kept: kept))
    }

    // MARK: - 2. The answer to the page that stays' capture (`attachOutgoingAfterCancel`)

    @Test(arguments: [
        CaptureResult.image(boundary: boundary, placement: placement), .noBar, .failed("no window"),
    ])
    func thePageThatStaysAttachesWhatItsCaptureDrewAndTheBarIsConcealedAndHiddenAgain(_ result: CaptureResult) throws {
        // B shows the bar by its option but the bar was hidden at the call (the app's call at
        // rest), and A hides it: B slid bar-less, and its bar is drawn at the cancel.
        var story = PopStory(hiddenAtCall: true)
        story.stage(outgoing: false, incoming: true)
        story.send(.animationWillStart)
        try #require(story.isSliding, "staged: \(story.engine.phase)")
        story.bar.showsPage = Self.b
        story.send(.interactionEnded(cancelled: true))
        let cancel = story.send(.viewWillAppear(Self.b, coordinatorPresent: true, profile: Self.profile(false)))
        try #require(cancel.contains(.capture(Self.b, .layerTree)))
        story.unanswered.removeAll()
        let answer = story.send(.captureFinished(Self.b, result))
        let drewBar = if case .image = result { true } else { false }
        let attach: [TransitionCommand] = drewBar ? [.attach(Self.b, frame: Self.frame)] : []
        // A, still on screen, carries no bar: the bar shown for the capture is hidden again in
        // the same turn, so A's content never follows it down.
        #expect(answer == attach + [.setBarConcealed(true), .setBarHidden(true, animated: false)])
        let end = story.send(.transitionCompleted(cancelled: true))
        if drewBar {
            // B carries its bar and lies at the top: the bar is shown after UIKit's transition,
            // with animation, while B's snapshot stands in for it; the snapshot attached is the
            // one discarded when the bar is back in front.
            #expect(end == [.waitForNextTurn])
            #expect(story.send(.nextTurn) == [.setBarHidden(false, animated: true)])
            #expect(story.send(.barAnimationEnded) == [.discard(Self.b), .setBarConcealed(false), .bringBarToFront])
        } else {
            // B carries no bar: nothing can stand in for the bar, which is shown at once.
            #expect(end == [.setBarHidden(false, animated: false), .setBarConcealed(false), .bringBarToFront])
        }
        #expect(story.engine.isAtRest)
    }

    // MARK: - 3. The incoming page, before the first frame (`retargetIncoming`)

    struct RetargetRow: Sendable, CustomTestStringConvertible {
        /// A's `prefersNavigationBarHidden`.
        var incomingOption: Bool?
        var hiddenAtCall: Bool
        /// The app's call before the first frame, once both pages are staged.
        var appCall: Bool

        var testDescription: String {
            "A option \(name(incomingOption)), bar \(hiddenAtCall ? "hidden" : "shown") at call, app \(name(appCall))"
        }

        static let all: [RetargetRow] = [Bool?.none, true, false].flatMap { incomingOption in
            [true, false].flatMap { hiddenAtCall in
                [true, false].map { RetargetRow(incomingOption: incomingOption, hiddenAtCall: hiddenAtCall, appCall: $0) }
            }
        }

        /// The commands of the app's call and of the answers to what it asked for.
        var expected: [TransitionCommand] {
            // B's bar at rest is the one it had at the call; A's is its option, else what it was staged with.
            let incomingStaged = incomingOption ?? hiddenAtCall
            if !appCall && hiddenAtCall && incomingOption == true {
                // Neither page has a bar at rest and the app showed it: hidden again at once,
                // before any frame moves either page's content by the bar's height.
                return [.setBarHidden(true, animated: false)]
            }
            guard incomingOption == nil, appCall != incomingStaged else { return [] }  // A's option decides
            // The app's call is A's visibility at rest: A's snapshot follows it (off the screen,
            // kept for the bar coming back).
            return appCall
                ? [.detach(a)]
                : [.setBarConcealed(false), .capture(a, .layerTree), .attach(a, frame: frame), .setBarConcealed(true)]
        }
    }

    /// The bar switched to A at the call, so both pages are staged before the first frame; then
    /// the app calls (B's viewWillDisappear, A's viewWillAppear).
    @Test(arguments: RetargetRow.all)
    func theIncomingPageFollowsTheAppsCallBeforeTheFirstFrame(_ row: RetargetRow) throws {
        var story = PopStory(hiddenAtCall: row.hiddenAtCall)
        story.stage(outgoing: nil, incoming: row.incomingOption, barSwitchesAtCall: true)
        try #require(story.isSliding, "staged: \(story.engine.phase)")
        var commands = story.appCalls(row.appCall)
        commands += story.answerCaptures()
        #expect(commands == row.expected)
        #expect(story.isSliding)
    }

    /// The app's call comes before the bar shows A (B's viewWillDisappear): A, without the
    /// option, is drawn with the bar the call gave it once the bar shows its item.
    @Test(arguments: [true, false], [true, false])
    func theIncomingPageStagedLaterCarriesTheBarTheAppGaveIt(_ hiddenAtCall: Bool, _ appCall: Bool) {
        var story = PopStory(hiddenAtCall: hiddenAtCall)
        let request = NavigationRequest(
            stack: [Self.a, Self.b], profiles: [Self.a: Self.profile(nil), Self.b: Self.profile(nil)], animated: true)
        story.send(.willNavigate(.pop, request))
        story.answerCaptures()
        story.send(.didNavigate(coordinatorPresent: true))
        story.appCalls(appCall)
        story.bar.showsPage = Self.a
        var commands = story.send(.viewWillAppear(Self.a, coordinatorPresent: true, profile: Self.profile(nil)))
        commands += story.answerCaptures()
        commands += story.send(.animationWillStart)
        #expect(story.isSliding)
        #expect(commands.contains(.attach(Self.a, frame: Self.frame)) == !appCall)
        #expect(story.bar.isHidden == appCall)
    }

    // MARK: - 4. The bar at the end (`finish`)

    struct FinishRow: Sendable, CustomTestStringConvertible {
        var cancelled: Bool
        var outgoingOption: Bool?
        var incomingOption: Bool?
        /// The app's last call, made mid-slide.
        var appCall: Bool?
        var hiddenAtCall: Bool

        /// The page left on top gets its bar at rest: its option, else the app's call, else the
        /// visibility at the call.
        var expectedHidden: Bool { (cancelled ? outgoingOption : incomingOption) ?? appCall ?? hiddenAtCall }

        var testDescription: String {
            "\(cancelled ? "cancelled" : "completed"), B option \(name(outgoingOption)), A option \(name(incomingOption)), "
                + "app \(name(appCall)), bar \(hiddenAtCall ? "hidden" : "shown") at call"
        }

        static let all: [FinishRow] = [true, false].flatMap { cancelled in
            [Bool?.none, true, false].flatMap { outgoingOption in
                [Bool?.none, true, false].flatMap { incomingOption in
                    [Bool?.none, true, false].flatMap { appCall in
                        [true, false].map {
                            FinishRow(
                                cancelled: cancelled, outgoingOption: outgoingOption, incomingOption: incomingOption,
                                appCall: appCall, hiddenAtCall: $0)
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: FinishRow.all)
    func thePageLeftOnTopGetsTheBarItHasAtRest(_ row: FinishRow) throws {
        var story = PopStory(hiddenAtCall: row.hiddenAtCall)
        story.stage(outgoing: row.outgoingOption, incoming: row.incomingOption)
        story.send(.animationWillStart)
        try #require(story.isSliding, "staged: \(story.engine.phase)")
        if let appCall = row.appCall { story.appCalls(appCall) }
        if row.cancelled {
            story.bar.showsPage = Self.b
            story.send(.interactionEnded(cancelled: true))
            story.send(.viewWillAppear(Self.b, coordinatorPresent: true, profile: Self.profile(row.outgoingOption)))
            story.answerCaptures()
        } else {
            story.send(.interactionEnded(cancelled: false))
        }
        var end = story.send(.transitionCompleted(cancelled: row.cancelled))
        end += story.send(.viewDidAppear(row.cancelled ? Self.b : Self.a))
        // Changed behind the pages: inside UIKit's transition without animation, or on the turn
        // after it (`waitForNextTurn`) with animation, the bar returning once that has ended.
        #expect(end.allSatisfy { if case .setBarHidden(_, let animated) = $0 { !animated } else { true } })
        if end.contains(.waitForNextTurn) {
            let after = story.send(.nextTurn)
            #expect(after.allSatisfy { if case .setBarHidden(_, let animated) = $0 { animated } else { true } })
            // The shell answers each animated change once it has ended, earliest first; the bar
            // waits behind the pages until the last.
            while story.animationsToEnd > 0 {
                #expect(!story.engine.isAtRest, "the bar waits behind the pages while it animates")
                story.animationsToEnd -= 1
                story.send(.barAnimationEnded)
            }
        }
        #expect(story.bar.isHidden == row.expectedHidden)
        #expect(story.engine.isAtRest)
    }
}
