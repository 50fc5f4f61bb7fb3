import Testing
@testable import SlidingNavigationBarCore

/// The host app keeps control of its bar: its own `setNavigationBarHidden` calls
/// (`appSetBarHidden`) and its delegate's animator answer (`delegateAnsweredAnimator`).
@Suite struct HostAppBarTests {
    typealias H = EngineHarness

    /// A page that set no `prefersNavigationBarHidden`.
    static let unset = PageProfile(options: ResolvedSlidingBarOptions(), heightClass: .standard)
    static let unsetProfiles = [H.a: unset, H.b: unset]

    @Test func aPageThatSetNothingNeverGetsItsVisibilityChanged() {
        var h = H()
        h.bar.isHidden = true  // the storyboard, or `isNavigationBarHidden = true`
        let commands = h.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: Self.unset))
        #expect(!commands.contains { if case .setBarHidden = $0 { true } else { false } })
    }

    @Test func theAppHidingTheBarInViewWillAppearIsNotUndone() {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request(profiles: Self.unsetProfiles)))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        h.bar.showsPage = H.b
        // B's own viewWillAppear: setNavigationBarHidden(true, animated: true), forwarded by the shell.
        h.bar.isHidden = true
        let hid = h.applied.count
        h.send(.appSetBarHidden(true, animated: true))
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: Self.unset))
        h.send(.animationWillStart)
        h.send(.transitionCompleted(cancelled: false))
        let after = h.applied[hid...]
        #expect(!after.contains(.setBarHidden(false, animated: false)) && !after.contains(.setBarHidden(false, animated: true)))
        #expect(h.bar.isHidden)
        #expect(h.engine.isAtRest)
    }

    @Test func theVisibilityTheAppSetComesBackAfterAPageWithTheOption() {
        var h = H()
        h.bar.isHidden = true
        h.send(.appSetBarHidden(true, animated: false))
        let shows = PageProfile(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: false), heightClass: .standard)
        h.send(.willNavigate(.push(H.b), H.request(profiles: [H.a: Self.unset, H.b: shows])))
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: shows))
        h.send(.animationWillStart)
        h.send(.transitionCompleted(cancelled: false))
        #expect(!h.bar.isHidden)
        h.send(.willNavigate(.pop, H.request(stack: [H.a, H.b], profiles: [H.a: Self.unset, H.b: shows])))
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.a
        h.send(.viewWillAppear(H.a, coordinatorPresent: true, profile: Self.unset))
        h.send(.animationWillStart)
        h.send(.transitionCompleted(cancelled: false))
        #expect(h.bar.isHidden)
        #expect(h.engine.isAtRest)
    }

    /// Implementing the delegate method is not providing an animator: the answer decides.
    @Test(arguments: [(custom: false, slides: true), (custom: true, slides: false)])
    func theDelegatesAnswerDecides(_ row: (custom: Bool, slides: Bool)) {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request(customAnimator: true)))
        h.send(.delegateAnsweredAnimator(custom: row.custom))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: H.profile()))
        h.send(.animationWillStart)
        if case .sliding = h.engine.phase { #expect(row.slides) } else { #expect(!row.slides) }
        h.send(.transitionCompleted(cancelled: false))
        #expect(h.engine.isAtRest)
    }

    /// A transition left to UIKit (here a page opted out) asks for the coordinator's callbacks
    /// too: its completion is the end signal UIKit always sends, even when the pages' overrides
    /// skip the did-pair our hooks would hear.
    @Test func aTransitionLeftToUIKitEndsOnTheCoordinatorsCompletionAlone() {
        var h = H()
        var optedOut = Self.unset
        optedOut.options.isEnabled = false
        h.send(.willNavigate(.push(H.b), H.request(profiles: [H.a: Self.unset, H.b: optedOut])))
        let observed = h.send(.didNavigate(coordinatorPresent: true))
        #expect(observed.contains(.observeTransition))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: optedOut))
        h.send(.animationWillStart)
        // No viewDidDisappear or viewDidAppear: both pages skip super.
        h.send(.transitionCompleted(cancelled: false))
        #expect(h.engine.phase == .idle)
    }
}
