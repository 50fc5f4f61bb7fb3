import Testing
@testable import SlidingNavigationBarCore

@Suite struct TransitionEngineTests {
    typealias H = EngineHarness
    let frame = LayoutRect(x: 0, y: 0, width: 393, height: 103)

    @Test func anAnimatedPushSlidesBothBarsAndEndsAtRest() {
        var h = H()
        h.startPush()
        #expect(
            h.applied == [
                // A's image under the real bar, which stays in front until both pages carry theirs.
                .capture(H.a, .screenContents), .attach(H.a, frame), .observeTransition,
                // B is captured once, as the animation starts; the turn after it says its first
                // frame is on screen (the capture's answer is applied after the rest of the output).
                .capture(H.b, .layerTree), .waitForNextTurn, .attach(H.b, frame), .sendBarBehind, .setBarConcealed(true),
            ])
        guard case .sliding = h.engine.phase else { Issue.record("not sliding: \(h.engine.phase)"); return }
        let end = h.send(.transitionCompleted(cancelled: false))
        #expect(end == [.discard(H.a), .discard(H.b), .setBarConcealed(false), .bringBarToFront])
        #expect(h.engine.isAtRest)
    }

    @Test func theIncomingPageIsCapturedOnlyOnceTheBarShowsIt() {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request()))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: H.profile()))
        #expect(!h.applied.contains(.capture(H.b, .layerTree)))
        h.bar.showsPage = H.b
        h.send(.animationWillStart)
        #expect(h.applied.contains(.capture(H.b, .layerTree)))
    }

    @Test func aBarThatNeverShowsTheIncomingPageLeavesTheTransitionToUIKitBeforeTheFirstFrame() {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request()))
        h.send(.didNavigate(coordinatorPresent: true))
        // UIKit may give the bar its item after the alongside block: the end of the turn decides.
        #expect(h.send(.animationWillStart).contains(.waitForTurnEnd))
        let commands = h.send(.turnEnded)
        #expect(commands == [.discard(H.a)])
        guard case .system = h.engine.phase else { Issue.record("expected system: \(h.engine.phase)"); return }
        h.send(.transitionCompleted(cancelled: false))
        #expect(h.engine.isAtRest)
    }

    @Test func aNonAnimatedPushCapturesNothingAndAppliesTheBarVisibility() {
        var h = H()
        let profiles = [H.a: H.profile(), H.b: H.profile(hidden: true)]
        let commands = h.send(.willNavigate(.push(H.b), H.request(profiles: profiles, animated: false)))
        #expect(commands == [.setBarHidden(true, animated: false)])
        #expect(h.engine.isAtRest)
    }

    @Test func aCancelledSwipeWaitsForTheBarToShowTheOutgoingPageAgain() {
        var h = H()
        h.bar.showsPage = H.b
        let request = H.request(stack: [H.a, H.b])
        h.send(.willNavigate(.pop, request))
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.a
        h.send(.viewWillAppear(H.a, coordinatorPresent: true, profile: H.profile()))
        h.send(.animationWillStart)
        h.send(.interactionEnded(cancelled: true))
        // The did-pair arrives while the bar still shows A: B's own snapshot keeps covering it.
        h.send(.viewDidDisappear(H.a))
        guard case .settling = h.engine.phase else { Issue.record("expected settling: \(h.engine.phase)"); return }
        #expect(!h.engine.isAtRest)
        h.bar.showsPage = H.b
        let end = h.send(.transitionCompleted(cancelled: true))
        #expect(end == [.discard(H.a), .discard(H.b), .setBarConcealed(false), .bringBarToFront])
        #expect(h.engine.isAtRest)
    }

    @Test func aCallShowingTheCarriedBarWhileSettlingKeepsTheStagingToTheEnd() {
        // The staying page's own viewDidAppear calls setNavigationBarHidden(false) (issue 32 item 3)
        // while the bar still shows the other page's item: the pages keep carrying their bars.
        var h = H()
        h.bar.showsPage = H.b
        h.send(.willNavigate(.pop, H.request(stack: [H.a, H.b])))
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.a
        h.send(.viewWillAppear(H.a, coordinatorPresent: true, profile: H.profile()))
        h.send(.animationWillStart)
        h.send(.interactionEnded(cancelled: true))
        h.send(.viewDidAppear(H.b))
        guard case .settling = h.engine.phase else { Issue.record("expected settling: \(h.engine.phase)"); return }
        #expect(h.send(.appSetBarHidden(false, animated: true)).isEmpty)
        #expect(!h.engine.isAtRest)
        h.bar.showsPage = H.b
        let end = h.send(.transitionCompleted(cancelled: true))
        #expect(end == [.discard(H.a), .discard(H.b), .setBarConcealed(false), .bringBarToFront])
    }

    @Test func theSameCallHeardTwiceIsNotASecondNavigation() {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request()))
        h.send(.willNavigate(.push(H.b), H.request()))
        guard case .preparing = h.engine.phase else { Issue.record("expected preparing: \(h.engine.phase)"); return }
        #expect(h.applied.filter { $0 == .capture(H.a, .screenContents) }.count == 1)
    }

    @Test func aCallDuringASlideIsLeftToUIKitAndTheSlideCarriesOn() {
        var h = H()
        h.startPush()
        let commands = h.send(.willNavigate(.pop, H.request(stack: [H.a, H.b])))
        #expect(commands.isEmpty)
        guard case .sliding = h.engine.phase else { Issue.record("expected sliding: \(h.engine.phase)"); return }
        #expect(h.notes.contains { $0.hasPrefix("ignored: ") })
    }

    @Test func anEnvironmentChangeMidSlideGivesTheTransitionToUIKit() {
        var h = H()
        h.startPush()
        let commands = h.send(.environmentChanged)
        #expect(commands == [.discard(H.a), .discard(H.b), .setBarConcealed(false), .bringBarToFront])
        h.send(.viewDidAppear(H.b))
        #expect(h.engine.isAtRest)
    }

    @Test func anUnannouncedAppearanceAppliesOnlyTheBarVisibility() {
        var h = H()
        let commands = h.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: H.profile(hidden: true)))
        #expect(commands == [.setBarHidden(true, animated: false)])
        #expect(h.engine.isAtRest)
    }

    @Test func anUnannouncedReappearanceKeepsTheAppsCallMadeOnTop() {
        var h = H()
        h.send(.viewDidAppear(H.a))
        h.send(.appSetBarHidden(false, animated: true))  // at rest, the bar showing page a
        // A tab switch back: the app's call made while a was on screen wins over a's option.
        h.send(.viewWillDisappear(H.a))
        h.send(.viewDidDisappear(H.a))
        #expect(h.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: H.profile(hidden: true))) == [])
        // Another page appearing unannounced gets its own option.
        h.bar.showsPage = H.b
        let commands = h.send(.viewWillAppear(H.b, coordinatorPresent: false, profile: H.profile(hidden: true)))
        #expect(commands == [.setBarHidden(true, animated: false)])
    }

    /// The page's own viewWillAppear calls too as it comes back (before our hook hears it
    /// appear): that call leaves the app's choice for the page as it was.
    @Test(arguments: [false, true])
    func anUnannouncedReappearanceKeepsTheAppsCallAfterThePagesOwnCall(_ pageCallsAgain: Bool) {
        var h = H()
        h.send(.viewDidAppear(H.a))
        h.send(.appSetBarHidden(false, animated: true))  // at rest, the bar showing page a
        h.send(.viewWillDisappear(H.a))
        h.send(.viewDidDisappear(H.a))
        if pageCallsAgain { h.send(.appSetBarHidden(false, animated: false)) }  // a's viewWillAppear, before super
        #expect(h.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: H.profile(hidden: true))) == [])
    }

    /// SwiftUI's call while a page a call brought still appears is part of that appearance, not
    /// the app's choice at rest: when the page comes back unannounced, its option applies again.
    @Test func aCallWhileThePageAppearsIsNoChoiceForItsReappearance() {
        var h = H()
        h.send(.viewDidAppear(H.a))
        h.send(.willNavigate(.push(H.b), H.request(profiles: [H.a: H.profile(), H.b: H.profile(hidden: true)], animated: false)))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: false, profile: H.profile(hidden: true)))
        h.send(.appSetBarHidden(true, animated: false))  // SwiftUI, after super
        h.send(.viewDidAppear(H.b))
        h.send(.viewWillDisappear(H.b))  // a full-screen modal comes
        h.send(.viewDidDisappear(H.b))
        h.bar.isHidden = false
        h.send(.appSetBarHidden(false, animated: true))  // b's own viewWillAppear, before super, at the dismissal
        let commands = h.send(.viewWillAppear(H.b, coordinatorPresent: false, profile: H.profile(hidden: true)))
        #expect(commands == [.setBarHidden(true, animated: false)])
    }

    /// A call made while no page is on screen (a full-screen modal covers the stack) brings its
    /// page in unseen: it appears at the dismissal, unannounced, and an app's call at rest after
    /// that is the app's, even if the page's viewDidAppear never reaches our hook.
    @Test func aCallMadeOffScreenBringsNoPageIn() {
        var h = H()
        h.send(.viewDidAppear(H.a))
        h.send(.viewWillDisappear(H.a))
        h.send(.viewDidDisappear(H.a))
        let call = h.send(
            .willNavigate(.push(H.b), H.request(profiles: [H.a: H.profile(), H.b: H.profile(hidden: true)], animated: false)))
        #expect(call == [.setBarHidden(true, animated: false)])
        h.bar.showsPage = H.b
        #expect(h.send(.viewWillAppear(H.b, coordinatorPresent: false, profile: H.profile(hidden: true))) == [])
        h.bar.isHidden = false
        #expect(h.send(.appSetBarHidden(false, animated: true)) == [])
    }

    @Test func anUnannouncedReappearanceKeepsTheAppsCallWhenViewDidAppearSkipsSuper() {
        var h = H()
        // Launch: our viewWillAppear hook hears page a (its option hides the bar); its
        // viewDidAppear override never calls super, so nothing more is heard of it.
        let launch = h.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: H.profile(hidden: true)))
        #expect(launch == [.setBarHidden(true, animated: false)])
        h.bar.isHidden = true
        h.send(.appSetBarHidden(false, animated: true))  // at rest, while a is on screen
        h.bar.isHidden = false
        // A tab switch back: the app's call still wins over a's option.
        h.send(.viewWillDisappear(H.a))
        h.send(.viewDidDisappear(H.a))
        #expect(h.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: H.profile(hidden: true))) == [])
    }

    @Test func theAppsCallInTheAppearingPagesOwnViewWillAppearLeavesItsOption() {
        var h = H()
        // At launch the page's own viewWillAppear shows the bar before our hook hears it.
        h.send(.appSetBarHidden(false, animated: false))
        let commands = h.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: H.profile(hidden: true)))
        #expect(commands == [.setBarHidden(true, animated: false)])
    }

    @Test func aCallWhileThePageAppearsGivesWayToItsOption() {
        var h = H()
        h.send(.viewDidAppear(H.a))  // a is on screen (a call made with none brings its page in unseen)
        // A non-animated push of b, whose option (hidden) SwiftUI's modifier sets after super.
        h.send(.willNavigate(.push(H.b), H.request(animated: false)))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: false, profile: H.profile()))
        h.send(.pageOptionsChanged(H.b, H.profile(hidden: true)))
        h.bar.isHidden = false  // SwiftUI shows the bar after super
        #expect(h.send(.appSetBarHidden(false, animated: false)) == [.setBarHidden(true, animated: false)])
        // Once the page has appeared, the app's call is its own.
        h.send(.viewDidAppear(H.b))
        h.bar.isHidden = false
        #expect(h.send(.appSetBarHidden(false, animated: true)) == [])
    }

    @Test func aCallAsTheStayingPageAppearsAgainGivesWayToItsOptionInUIKitsTransition() {
        var h = H()
        // Left to UIKit: the outgoing page opted out; it hides the bar.
        let profiles = [H.a: H.profile(hidden: true, enabled: false), H.b: H.profile()]
        h.send(.willNavigate(.pop, H.request(stack: [H.b, H.a], profiles: profiles)))
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: H.profile()))
        h.send(.animationWillStart)
        h.send(.nextTurn)
        h.send(.interactionEnded(cancelled: true))
        // The swipe is cancelled: a appears again, then SwiftUI shows the bar after super.
        h.send(.viewWillAppear(H.a, coordinatorPresent: true, profile: H.profile(hidden: true, enabled: false)))
        h.bar.isHidden = false
        #expect(h.send(.appSetBarHidden(false, animated: true)) == [.setBarHidden(true, animated: true)])
    }

    @Test func aCaptureNobodyAskedForIsReleased() {
        var h = H()
        let commands = h.send(.captureFinished(H.b, .image(boundary: H.boundary, placement: PagePlacement(frameInContainer: frame))))
        #expect(commands == [.discard(H.b)])
    }

    @Test func aFailedCaptureFallsBackWithoutLeavingAnythingBehind() {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request()))
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.b
        // Answer B's capture with a failure by hand, on a copy of the engine outside the driver.
        var engine = h.engine
        let output = engine.handle(TransitionEvent(.animationWillStart, bar: h.bar))
        #expect(output.commands.first == .capture(H.b, .layerTree))
        let fallback = engine.handle(TransitionEvent(.captureFinished(H.b, .failed("no window")), bar: h.bar))
        #expect(fallback.commands == [.discard(H.a)])
    }

    @Test func hidingTheBarOfThePageOnTopAppliesAtOnceAndOfACoveredPageWaits() {
        var h = H()
        let top = h.send(.pageOptionsChanged(H.a, H.profile(hidden: true)))
        #expect(top == [.setBarHidden(true, animated: true)])
        let covered = h.send(.pageOptionsChanged(H.b, H.profile(hidden: false)))
        #expect(covered.isEmpty)
    }

    /// The bar delegate refused a back-button pop it had announced: the shell reports a
    /// transition that ended before its first frame, and nothing is left behind.
    @Test func aRefusedPopEndsAtRest() {
        var h = H()
        h.bar.showsPage = H.b
        h.send(.willNavigate(.pop, H.request(stack: [H.a, H.b])))
        #expect(!h.engine.isAtRest)
        h.send(.didNavigate(coordinatorPresent: false))
        let end = h.send(.transitionCompleted(cancelled: true))
        #expect(end == [.discard(H.b)])
        #expect(h.engine.isAtRest)
    }

    /// A refused pop is no transition (issue 32): whether it was staged or left to UIKit at the
    /// call, its end neither applies the top page's option over the app's call made on top nor
    /// forgets that call.
    @Test(arguments: [false, true])
    func aRefusedPopKeepsTheAppsCallMadeOnTop(optedOut: Bool) {
        var h = H()
        h.bar.showsPage = H.b
        let hiding = H.profile(hidden: true, enabled: !optedOut)
        h.send(.viewWillAppear(H.b, coordinatorPresent: false, profile: hiding))
        h.send(.viewDidAppear(H.b))
        h.bar.isHidden = true
        h.send(.appSetBarHidden(false, animated: false))  // at rest, on top: the app's call wins
        h.bar.isHidden = false
        #expect(h.engine.appChoseVisibilityOf == H.b)
        h.send(.willNavigate(.pop, H.request(stack: [H.a, H.b], profiles: [H.a: H.profile(), H.b: hiding])))
        h.send(.didNavigate(coordinatorPresent: false))
        let end = h.send(.transitionCompleted(cancelled: true))
        #expect(!end.contains(.setBarHidden(true, animated: false)))
        #expect(h.engine.isAtRest)
        #expect(h.engine.appChoseVisibilityOf == H.b)
    }
}
