import Testing

@testable import SlidingNavigationBarCore

/// Issue 31: one decision per transition, made as the animation starts, when every
/// `viewWillAppear` has run; before it only the outgoing page's capture at the call, after it a
/// later fact can end a slide, never start one.
@Suite struct DecideOnceTests {
    typealias H = EngineHarness

    /// When a fact arrives, relative to the decision.
    enum Moment: String, Sendable, CaseIterable {
        /// In the incoming page's `viewDidLoad`, before its `viewWillAppear` (`pageOptionsChanged`).
        case beforeWillAppear
        /// With its `viewWillAppear` (the profile our hook reads).
        case atWillAppear
        /// After the animation started, before its first frame is on screen.
        case afterStart
        /// After the first frame is on screen.
        case afterFirstFrame
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        /// The incoming page's profile, once the fact arrived.
        var fact: PageProfile
        var moment: Moment
        /// Whether the pages slide in the end.
        var slides: Bool
        var testDescription: String { "\(name) \(moment.rawValue)" }
    }

    static let hides = H.profile(hidden: true)
    static let optedOut = H.profile(enabled: false)
    static let largeTitle = H.profile(height: .largeTitle)

    /// The decision table: a fact that would leave the transition to UIKit counts until the
    /// animation starts; after, only the option's hidden bar does (it is the bar's visibility,
    /// which the library applies with UIKit's transition until the first frame).
    static let rows: [Row] = [
        Row(name: "hides the bar", fact: hides, moment: .beforeWillAppear, slides: false),
        Row(name: "hides the bar", fact: hides, moment: .atWillAppear, slides: false),
        Row(name: "hides the bar", fact: hides, moment: .afterStart, slides: false),
        Row(name: "hides the bar", fact: hides, moment: .afterFirstFrame, slides: true),
        Row(name: "opts out", fact: optedOut, moment: .beforeWillAppear, slides: false),
        Row(name: "opts out", fact: optedOut, moment: .atWillAppear, slides: false),
        Row(name: "opts out", fact: optedOut, moment: .afterStart, slides: true),
        Row(name: "opts out", fact: optedOut, moment: .afterFirstFrame, slides: true),
        Row(name: "large title", fact: largeTitle, moment: .beforeWillAppear, slides: false),
        Row(name: "large title", fact: largeTitle, moment: .atWillAppear, slides: false),
        Row(name: "large title", fact: largeTitle, moment: .afterStart, slides: true),
        Row(name: "plain", fact: H.profile(), moment: .atWillAppear, slides: true),
    ]

    @Test(arguments: rows)
    func aFactCountsUntilTheDecision(_ row: Row) {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request()))
        h.send(.didNavigate(coordinatorPresent: true))
        h.send(.viewWillDisappear(H.a))
        if row.moment == .beforeWillAppear { h.send(.pageOptionsChanged(H.b, row.fact)) }
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: row.moment <= .atWillAppear ? row.fact : H.profile()))
        h.send(.animationWillStart)
        if row.moment == .afterFirstFrame { h.send(.nextTurn) }
        if row.moment >= .afterStart { h.send(.pageOptionsChanged(H.b, row.fact)) }
        if case .sliding = h.engine.phase { #expect(row.slides) } else { #expect(!row.slides, "\(h.engine.phase)") }
        // Whatever was decided, it ends at rest.
        h.send(.transitionCompleted(cancelled: false))
        h.send(.viewDidAppear(H.b))
        #expect(h.engine.isAtRest)
    }

    @Test func theOutgoingPageIsCapturedAtTheCallAndDiscardedByTheDecision() {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request(profiles: [H.a: H.profile(), H.b: Self.optedOut])))
        // The real bar stays in front, over the image, until both pages carry theirs.
        #expect(h.applied == [.capture(H.a, .screenContents), .attach(H.a, H.boundary)])
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: Self.optedOut))
        let start = h.send(.animationWillStart)
        #expect(start == [.discard(H.a), .waitForNextTurn])
        guard case .system = h.engine.phase else { Issue.record("not UIKit's: \(h.engine.phase)"); return }
    }

    @Test func aBarHiddenAtTheCallIsUIKitsWithNothingCaptured() {
        var h = H()
        h.bar.isHidden = true
        h.send(.willNavigate(.push(H.b), H.request()))
        #expect(h.applied.isEmpty)
        guard case .system = h.engine.phase else { Issue.record("not UIKit's: \(h.engine.phase)"); return }
    }

    /// The app hides the bar after the decision: decided as the turn ends, whether its own code
    /// showed it again meanwhile (SwiftUI against the page's own `viewWillAppear` code).
    @Test(arguments: [false, true])
    func anAppHideAfterTheStartIsJudgedAsTheTurnEnds(_ shownAgain: Bool) {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request(profiles: [H.a: H.profile(), H.b: Self.noOption])))
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: Self.noOption))
        h.send(.animationWillStart)
        h.bar.isHidden = true
        #expect(h.send(.appSetBarHidden(true, animated: false)) == [.waitForTurnEnd])
        if shownAgain {
            h.bar.isHidden = false
            h.send(.appSetBarHidden(false, animated: false))
        }
        h.send(.turnEnded)
        if case .sliding = h.engine.phase { #expect(shownAgain) } else { #expect(!shownAgain, "\(h.engine.phase)") }
    }

    @Test func theRealBarGoesBehindOnlyOnceBothPagesCarryTheirBars() {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request()))
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: H.profile()))
        let start = h.send(.animationWillStart)
        #expect(
            start == [
                .capture(H.b, .layerTree), .waitForNextTurn, .attach(H.b, H.boundary), .sendBarBehind, .setBarConcealed(true),
            ])
    }

    /// A look that comes with the incoming page's options after the decision, before the first
    /// frame, is no new fact: no capture again, no fallback, whether an image would draw it (a
    /// colour) or not (a material). It is left as UIKit leaves it until the real bar returns.
    @Test(arguments: [true, false])
    func aLookAfterTheDecisionIsLeftAsItIs(_ material: Bool) {
        var h = H()
        h.startPush()
        var restyled = H.profile()
        restyled.background = BarBackground(
            fill: material ? .material("systemChromeMaterial", over: nil) : .color(BarColor(red: 1, green: 0, blue: 0)), design: .classic)
        #expect(h.send(.pageOptionsChanged(H.b, restyled)).isEmpty)
        guard case .sliding = h.engine.phase else { Issue.record("not sliding: \(h.engine.phase)"); return }
    }

    /// Another page appears while a slide runs (iOS 26 preempts it with a new call): the slide is
    /// over for the engine, whatever end signals it still gets.
    @Test func aThirdPageAppearingEndsTheRunningTransition() {
        var h = H()
        h.startPush()
        let c = PageID(3)
        h.send(.willNavigate(.push(c), H.request(stack: [H.a, H.b], profiles: [H.b: H.profile(), c: H.profile()])))
        h.bar.showsPage = c
        h.send(.viewWillAppear(c, coordinatorPresent: true, profile: H.profile()))
        #expect(h.engine.phase == .idle)
        #expect(h.engine.attached.isEmpty && h.engine.barPlace == .front)
    }

    /// A delegate that implements the animator method answers inside the call; when no answer is
    /// heard (a forwarding proxy whose class no hook reaches), the transition is UIKit's.
    @Test(arguments: [false, true])
    func anAnimatorAnswerNeverHeardLeavesTheCallToUIKit(_ answered: Bool) {
        var h = H()
        h.send(.willNavigate(.push(H.b), H.request(customAnimator: true)))
        if answered { h.send(.delegateAnsweredAnimator(custom: false)) }
        h.send(.didNavigate(coordinatorPresent: true))
        h.bar.showsPage = H.b
        h.send(.viewWillAppear(H.b, coordinatorPresent: true, profile: H.profile()))
        h.send(.animationWillStart)
        if case .sliding = h.engine.phase { #expect(answered) } else { #expect(!answered, "\(h.engine.phase)") }
    }

    static var noOption: PageProfile {
        var profile = H.profile()
        profile.options.prefersNavigationBarHidden = nil
        return profile
    }
}

extension DecideOnceTests.Moment: Comparable {
    static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
