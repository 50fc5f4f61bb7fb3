import Testing
@testable import SlidingNavigationBarCore

/// Issue 17: a page's bar is drawn once per transition, even when the app (SwiftUI's toolbar, the
/// page's own `viewWillAppear` code) hides and shows the bar for it again before the first frame;
/// and what arrives in parts through SwiftUI's own update still decides the transition until its
/// first frame.
@Suite struct KeptImageTests {
    typealias H = EngineHarness

    static let c = PageID(3)

    /// A page with no `prefersNavigationBarHidden`: the app's calls decide its bar.
    static func noOption(prompt: Bool = false) -> PageProfile {
        var profile = H.profile(prompt: prompt)
        profile.options.prefersNavigationBarHidden = nil
        return profile
    }

    static func captures(of page: PageID, in commands: [TransitionCommand]) -> Int {
        commands.filter { if case .capture(page, _) = $0 { true } else { false } }.count
    }

    static func attaches(_ page: PageID, in commands: [TransitionCommand]) -> Bool {
        commands.contains { if case .attach(page, _) = $0 { true } else { false } }
    }

    /// Push a → b, both without the option, up to b's `viewWillAppear` with the bar on b: b is
    /// captured only as the animation starts.
    static func pushToPageWithoutOption() -> H {
        var h = H()
        let profiles = [H.a: noOption(), H.b: noOption()]
        h.send(.willNavigate(.push(H.b), H.request(profiles: profiles)))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: noOption()))
        #expect(captures(of: H.b, in: h.applied) == 0)
        return h
    }

    /// SwiftUI's `.toolbar(.hidden)` hides the bar, its toolbar background restyles the page, then
    /// the page's own code shows the bar again, all before the animation: nothing is decided or
    /// captured meanwhile; b is captured once, with its last look, as the animation starts.
    @Test func whatTheAppDoesBeforeTheStartCostsOneCapture() {
        var h = Self.pushToPageWithoutOption()
        h.bar.isHidden = true
        let hide = h.send(.appSetBarHidden(true, animated: true))
        var color = Self.noOption()
        color.background = BarBackground(fill: .color(BarColor(red: 1, green: 0, blue: 0)), shadow: .none, design: .classic)
        let look = h.send(.pageBarChanged(H.b, color))
        h.bar.isHidden = false
        let show = h.send(.appSetBarHidden(false, animated: true))
        #expect(hide.isEmpty && look.isEmpty && show.isEmpty, "\(hide) \(look) \(show)")
        let start = h.send(.animationWillStart)
        #expect(Self.captures(of: H.b, in: start) == 1)
        #expect(Self.captures(of: H.b, in: h.applied) == 1)
        h.send(.nextTurn)
        h.send(.transitionCompleted(cancelled: false))
        h.send(.viewDidAppear(H.b))
        #expect(h.engine.isAtRest)
    }

    @Test func aBarTheAppLeavesHiddenAtTheAnimationsStartIsUIKits() {
        var h = Self.pushToPageWithoutOption()
        h.bar.isHidden = true
        h.send(.appSetBarHidden(true, animated: true))
        let start = h.send(.animationWillStart)
        #expect(start.contains(.discard(H.a)))
        #expect(start.contains(.bringBarToFront))
        #expect(Self.captures(of: H.b, in: start) == 0)
        if case .system = h.engine.phase {} else { Issue.record("expected UIKit's transition, got \(h.engine.phase)") }
    }

    @Test func anAbandonBeforeTheStartReleasesTheOutgoingImage() {
        var h = Self.pushToPageWithoutOption()
        let end = h.send(.environmentChanged)
        #expect(end.contains(.discard(H.a)))
        #expect(h.engine.detached.isEmpty)
    }

    @Test func aPageANestedCallBringsGivesWayToItsOptionBeforeTheBarTakesItsItem() {
        var h = H()
        // A pop UIKit runs (the outgoing page opted out), with a push nested in it.
        let profiles = [H.a: H.profile(enabled: false), H.b: H.profile()]
        h.bar.showsPage = H.a
        h.send(.willNavigate(.pop, H.request(stack: [H.b, H.a], profiles: profiles)))
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: H.profile()))
        h.send(.animationWillStart)
        h.send(.nextTurn)
        h.send(.willNavigate(.push(Self.c), H.request(stack: [H.b], profiles: [H.b: H.profile(), Self.c: H.profile()])))
        h.send(.transitionCompleted(cancelled: false))
        h.send(.viewDidAppear(H.b))
        #expect(h.engine.isAtRest)
        // UIKit runs the push on its own: c, hidden by its option, appears; the bar still holds
        // b's item until the animation starts. SwiftUI shows the bar after super: the option wins.
        h.bar.isHidden = true
        h.send(.viewWillDisappear(H.b))
        h.send(.viewWillAppear(Self.c, coordinatorPresent: true, profile: H.profile(hidden: true)))
        h.bar.isHidden = false
        #expect(h.send(.appSetBarHidden(false, animated: true)) == [.setBarHidden(true, animated: true)])
        // Once c has appeared, the app's call is its own.
        h.send(.viewDidAppear(Self.c))
        #expect(h.send(.appSetBarHidden(false, animated: true)).isEmpty)
    }

    @Test func aHeightFallbackIsNotLiftedByAnOptionThatHidesTheBar() {
        var h = H()
        // At the call b's options are not loaded yet: it slides, a is captured.
        let profiles = [H.a: Self.noOption(), H.b: Self.noOption()]
        h.send(.willNavigate(.push(H.b), H.request(profiles: profiles)))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        #expect(Self.captures(of: H.a, in: h.applied) == 1)
        // b's viewWillAppear: a prompt and no option yet (SwiftUI's modifier acts later): UIKit's,
        // for now; a's image is kept.
        h.bar.showsPage = H.b
        let fallback = h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: Self.noOption(prompt: true)))
        #expect(fallback.contains(.detach(H.a)))
        #expect(!fallback.contains(.discard(H.a)))
        guard case .system(let system) = h.engine.phase else {
            Issue.record("expected a transition left to UIKit, got \(h.engine.phase)")
            return
        }
        #expect(system.provisional != nil)
        // The modifier's option: b hides the bar. A page that hides it next to one that shows it
        // is UIKit's: the option is applied with UIKit's transition, nothing slides.
        let hidden = H.profile(hidden: true, prompt: true)
        let option = h.send(.pageOptionsChanged(H.b, hidden))
        #expect(!Self.attaches(H.a, in: option))
        #expect(option.contains(.setBarHidden(true, animated: true)))
        if case .system = h.engine.phase {} else { Issue.record("expected UIKit's transition, got \(h.engine.phase)") }
    }

    @Test func aHeightFallbackIsUIKitsForGoodOnceTheFirstFrameIsOnScreen() {
        var h = H()
        let profiles = [H.a: Self.noOption(), H.b: Self.noOption()]
        h.send(.willNavigate(.push(H.b), H.request(profiles: profiles)))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: Self.noOption(prompt: true)))
        h.send(.animationWillStart)
        h.send(.nextTurn)
        let late = h.send(.pageOptionsChanged(H.b, H.profile(hidden: true, prompt: true)))
        #expect(!Self.attaches(H.a, in: late))
        #expect(Self.captures(of: H.a, in: late) == 0)
        if case .system = h.engine.phase {} else { Issue.record("expected UIKit's transition, got \(h.engine.phase)") }
    }

    /// A page without an option whose bar is the system's material (its look read before
    /// SwiftUI's update), and the same page with the colour SwiftUI's toolbar background gives it.
    static func materialAndColor() -> (material: PageProfile, color: PageProfile) {
        var material = noOption()
        material.background = BarBackground(fill: .material("chrome", over: nil), shadow: .none, design: .classic)
        var color = noOption()
        color.background = BarBackground(fill: .color(BarColor(red: 1, green: 0, blue: 0)), shadow: .none, design: .classic)
        return (material, color)
    }

    @Test func aMaterialFallbackFromAPageWithoutABarStaysUIKitsWhenTheIncomingPageHidesTheBar() {
        var h = H()
        let (material, color) = Self.materialAndColor()
        h.send(.viewWillAppear(H.a, coordinatorPresent: false, profile: H.profile(hidden: true)))
        h.send(.viewDidAppear(H.a))
        h.send(.willNavigate(.push(H.b), H.request(profiles: [H.a: H.profile(hidden: true), H.b: material])))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        h.bar.showsPage = H.b
        // b's own viewWillAppear hides the bar (before our hook), then styles it: b rests without
        // a bar, and its new look lifts nothing.
        h.send(.appSetBarHidden(true, animated: true))
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: material))
        h.send(.pageBarChanged(H.b, color))
        h.send(.animationWillStart)
        h.send(.nextTurn)
        #expect(Self.captures(of: H.b, in: h.applied) == 0)
        #expect(h.bar.isHidden)
        if case .system = h.engine.phase {} else { Issue.record("expected UIKit's transition, got \(h.engine.phase)") }
    }
}
