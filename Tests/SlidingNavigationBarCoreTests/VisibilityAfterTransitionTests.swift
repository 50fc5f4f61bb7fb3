import Testing
@testable import SlidingNavigationBarCore

/// The bar's visibility for the page left on top, changed after UIKit's transition instead of
/// inside it: on the next run-loop turn, with UIKit's own animation, while the bar still waits
/// concealed behind the pages; the bar comes back in front only when that animation has ended.
@Suite struct VisibilityAfterTransitionTests {
    static let a = PageID(1)
    static let b = PageID(2)
    static let c = PageID(3)
    static let boundary = LayoutRect(x: 0, y: 0, width: 393, height: 103)
    /// A scroll view at its edge: the bar is not hidden before the call for it.
    static let scrolled = PagePlacement(
        frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852), boundsOrigin: LayoutPoint(x: 0, y: -103),
        clipsToBounds: true)

    static func profile(_ hidden: Bool?) -> PageProfile {
        PageProfile(options: ResolvedSlidingBarOptions(prefersNavigationBarHidden: hidden), heightClass: .standard)
    }

    /// A bare engine fed one event at a time; the bar follows every `setBarHidden`. By default:
    /// a push of B (which hides the bar) over A (a scroll view with a bar), `pushToTheEnd`.
    struct Story {
        var engine = TransitionEngine()
        var bar = BarState(showsPage: a, isHidden: false)

        @discardableResult
        mutating func send(_ kind: TransitionEventKind) -> [TransitionCommand] {
            let commands = engine.handle(TransitionEvent(kind, bar: bar)).commands
            for case .setBarHidden(let hidden, _) in commands { bar.isHidden = hidden }
            return commands
        }

        mutating func pushToTheEnd() -> [TransitionCommand] {
            let request = NavigationRequest(stack: [a], profiles: [a: profile(nil), b: profile(true)], animated: true)
            send(.willNavigate(.push(b), request))
            send(.captureFinished(a, .image(boundary: boundary, placement: scrolled)))
            send(.didNavigate(coordinatorPresent: true))
            bar.showsPage = b
            send(.viewWillAppear(b, coordinatorPresent: true, profile: profile(true)))
            send(.animationWillStart)
            return send(.transitionCompleted(cancelled: false)) + send(.viewDidDisappear(a)) + send(.viewDidAppear(b))
        }
    }

    static func changesVisibility(_ commands: [TransitionCommand]) -> Bool {
        commands.contains { if case .setBarHidden = $0 { true } else { false } }
    }

    @Test func theBarIsHiddenOnTheNextTurnWithAnimationAndComesBackWhenItEnds() {
        var story = Story()
        let end = story.pushToTheEnd()
        #expect(end.contains(.waitForNextTurn))
        #expect(!Self.changesVisibility(end), "not inside UIKit's transition")
        #expect(!end.contains(.bringBarToFront), "the bar still waits behind the pages")
        #expect(story.send(.nextTurn) == [.setBarHidden(true, animated: true)])
        #expect(!story.engine.isAtRest)
        // Any other event while the bar animates (it would end a settling otherwise) waits too.
        #expect(!story.send(.memoryWarning).contains(.bringBarToFront))
        #expect(!story.engine.isAtRest)
        let ended = story.send(.barAnimationEnded)
        #expect(ended.contains(.bringBarToFront))
        #expect(ended.contains(.setBarConcealed(false)))
        #expect(story.engine.isAtRest)
    }

    @Test func aNavigationDuringTheWaitHidesTheBarAtOnceFirst() {
        var story = Story()
        _ = story.pushToTheEnd()
        let request = NavigationRequest(
            stack: [Self.a, Self.b], profiles: [Self.b: Self.profile(true), Self.c: Self.profile(true)], animated: true)
        let commands = story.send(.willNavigate(.push(Self.c), request))
        let hide = commands.firstIndex(of: .setBarHidden(true, animated: false))
        let front = commands.firstIndex(of: .bringBarToFront)
        #expect(hide != nil && front != nil && hide! < front!)
        #expect(story.send(.nextTurn).isEmpty, "the turn asked for by the ended transition changes nothing")
    }

    @Test func theAppsOwnCallDuringTheWaitWins() {
        var story = Story()
        _ = story.pushToTheEnd()
        story.bar.isHidden = false
        let commands = story.send(.appSetBarHidden(false, animated: false))
        #expect(!Self.changesVisibility(commands))
        #expect(commands.contains(.bringBarToFront))
        #expect(story.engine.isAtRest)
        #expect(story.send(.nextTurn).isEmpty)
        #expect(story.send(.barAnimationEnded).isEmpty)
    }

    /// The bar already has the visibility on the next turn (something the engine did not hear
    /// changed it): there is nothing to animate and no end will come, so the bar comes back now
    /// instead of waiting forever, concealed, with dead buttons.
    @Test func nothingToAnimateOnTheNextTurnEndsTheWaitAtOnce() {
        var story = Story()
        _ = story.pushToTheEnd()
        story.bar.isHidden = true
        let commands = story.send(.nextTurn)
        #expect(!Self.changesVisibility(commands))
        #expect(commands.contains(.bringBarToFront))
        #expect(story.engine.isAtRest)
    }

    /// A cancelled swipe back from a bar-less page: the bar was shown with animation for the
    /// other page's capture, and is hidden again after the transition. The first animation's end
    /// may come after the second has begun; the bar waits behind the pages for both.
    @Test func theWaitLastsUntilEveryAnimatedChangeHasEnded() {
        var story = Story(bar: BarState(showsPage: Self.b, isHidden: true))
        let request = NavigationRequest(
            stack: [Self.a, Self.b], profiles: [Self.a: Self.profile(false), Self.b: Self.profile(true)], animated: true)
        #expect(story.send(.willNavigate(.pop, request)).contains(.setBarHidden(false, animated: true)))
        story.send(.didNavigate(coordinatorPresent: true))
        story.bar.showsPage = Self.a
        story.send(.viewWillAppear(Self.a, coordinatorPresent: true, profile: Self.profile(false)))
        story.send(.captureFinished(Self.a, .image(boundary: Self.boundary, placement: Self.scrolled)))
        story.send(.animationWillStart)
        story.send(.interactionEnded(cancelled: true))
        story.bar.showsPage = Self.b
        story.send(.viewWillAppear(Self.b, coordinatorPresent: true, profile: Self.profile(true)))
        #expect(story.send(.transitionCompleted(cancelled: true)).contains(.waitForNextTurn))
        story.send(.viewDidAppear(Self.b))
        #expect(story.send(.nextTurn) == [.setBarHidden(true, animated: true)])
        #expect(!story.send(.barAnimationEnded).contains(.bringBarToFront), "the show's end, earlier")
        #expect(!story.engine.isAtRest)
        #expect(story.send(.barAnimationEnded).contains(.bringBarToFront))
        #expect(story.engine.isAtRest)
    }

    @Test func aStaleEndOfAnimationDoesNotEndTheWaitEarly() {
        var story = Story()
        _ = story.pushToTheEnd()
        #expect(story.send(.barAnimationEnded).isEmpty, "an earlier change's animation, before the hide was applied")
        #expect(!story.engine.isAtRest)
        #expect(story.send(.nextTurn) == [.setBarHidden(true, animated: true)])
        #expect(story.send(.barAnimationEnded).contains(.bringBarToFront))
    }
}
