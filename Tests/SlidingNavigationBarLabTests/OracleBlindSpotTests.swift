import Foundation
import Testing
@testable import SlidingNavigationBarLab
import SlidingNavigationBarCore

/// Defects the oracle once let through (found by an audit planting each one), kept so it keeps
/// catching them, each next to proof that the healthy engine still passes the same scenario.
@Suite struct OracleBlindSpotTests {
    static let pushPop = NavigationModelTests.pushPop

    /// Two bars of the same height, the incoming page opted out: UIKit runs the transition.
    static let optedOut = """
        device iphone-15-pro
        page A bar=#FF0000 title=A
        page B bar=#0000FF title=B opt-out
        root A
        push B
        pop
        """

    func violations(_ text: String, fault: ShellFault?, variant: ModelVariant = ModelVariant()) throws -> [LabViolation] {
        let scenario = try ScenarioParser.parse(text, file: "blind-spot.scenario")
        return ScenarioRunner.run(scenario, variant: variant, fault: fault).violations
    }

    /// A snapshot twice as wide as its image, from the right origin: every visible point shows
    /// the right bar from the right corner, so only the image's size tells the stretch apart.
    @Test func aStretchedSnapshotIsCaught() throws {
        #expect(try violations(Self.pushPop, fault: nil).isEmpty)
        let found = try violations(Self.pushPop, fault: .attachesStretchedWide)
        #expect(!found.isEmpty, "the oracle missed a snapshot stretched to twice its width")
        #expect(found.first?.message.contains("stretched") == true, "\(found.first?.description ?? "")")
    }

    @Test func aStretchedBarIsADifferenceInTheCompositor() {
        let red = BarLook(
            background: "#FF0000", title: "A", heightClass: .standard, boundary: LayoutRect(x: 0, y: 0, width: 100, height: 64))
        let wide = LayoutRect(x: 0, y: 0, width: 200, height: 64)
        #expect(StripCompositor.difference(seen: [.bar(red, at: wide)], intended: [.bar(red, at: red.boundary)], width: 100) != nil)
        #expect(StripCompositor.difference(seen: [.bar(red, at: red.boundary)], intended: [.bar(red, at: red.boundary)], width: 100) == nil)
    }

    /// In a transition left to UIKit, a real bar made transparent (or hidden) shows no bar at all
    /// between two pages that both have one: the check of those frames must see it.
    @Test(arguments: [ShellFault.concealsBarInUIKitTransitions, .hidesBarInUIKitTransitions])
    func aBlankBarInATransitionLeftToUIKitIsCaught(_ fault: ShellFault) throws {
        #expect(try violations(Self.optedOut, fault: nil).isEmpty)
        let found = try violations(Self.optedOut, fault: fault)
        #expect(!found.isEmpty, "the oracle missed \(fault)")
        // Caught during the transition, not only once the bar is back at rest.
        #expect(found.contains { !$0.frame.contains("at rest") }, "\(found.map(\.description))")
    }

    /// From a bar-less page to one with a bar and back: UIKit's own transition, whose visibility
    /// change (applied as each page appears) moves each page's content by the bar's height where
    /// UIKit does not animate the layout. The default rule allows UIKit's count of moves; the
    /// strict rule counts each of them.
    @Test func theStrictRuleCountsTheMovesUIKitWouldAnimate() throws {
        let text = """
            device iphone-15-pro
            page Splash bar=hidden
            page Detail bar=#0A84FF title=Detail view=scroll
            root Splash
            push Detail
            swipe 0.4 cancel
            back
            """
        let scenario = try ScenarioParser.parse(text, file: "strict.scenario")
        #expect(ScenarioRunner.run(scenario, variant: ModelVariant()).violations.isEmpty)
        var model = NavigationModel(variant: ModelVariant())
        model.strictContent = true
        model.execute(scenario.statements)
        let jumps = model.violations.filter { $0.kind == .contentJump }
        #expect(!jumps.isEmpty)
        #expect(jumps.contains { $0.message.contains("Splash") }, "\(jumps.map(\.description))")
    }

    /// The filmstrip draws each page's content top, and marks a frame with a content jump.
    @Test func theFilmstripShowsContentTopsAndJumps() throws {
        let text = "page A bar=#FF0000 title=A\npage B bar=hidden\nroot A\npush B"
        let scenario = try ScenarioParser.parse(text, file: "strip.scenario")
        var model = NavigationModel(variant: ModelVariant(barLayout: .glides), recordFrames: true)
        model.strictContent = true
        model.fault = .dropsAnimatedBarVisibility
        model.execute(scenario.statements)
        #expect(model.frames.allSatisfy { frame in frame.pages.allSatisfy { $0.contentTop != nil } })
        #expect(model.frames.contains { $0.violation?.contains("content jump") == true })
        let svg = FilmstripRenderer.svg(model.frames, title: "content")
        #expect(svg.contains("class=\"content-top\""))
    }

    /// An engine bug the content check found: with options set in `viewDidLoad`, the engine does
    /// not know at the call that the incoming page hides the bar, shows it to capture that page's
    /// bar, and (before the fix) left it shown until the end: between two bar-less pages, both
    /// pages' content jumped. Now it hides the bar again before the first frame.
    @Test func lateOptionsKeepTheBarHiddenBetweenTwoBarLessPages() throws {
        let text = """
            page Home
            page Splash bar=hidden
            page Photo bar=hidden
            root Home
            push Splash
            push Photo
            """
        var variant = ModelVariant()
        variant.options = .atViewDidLoad
        let found = try violations(text, fault: nil, variant: variant)
        #expect(found.isEmpty, "\(found.map(\.description))")
    }
}

/// The model dimensions the audit added: each is varied only where it can matter.
@Suite struct AuditedVariantTests {
    @Test func aCallWithoutAnimationVariesTheNonAnimatedFrame() throws {
        let plain = try ScenarioParser.parse("page A\npage B\nroot A\npush B", file: "a.scenario")
        let still = try ScenarioParser.parse("page A\npage B\nroot A\npush B animated=no", file: "b.scenario")
        #expect(!ScenarioRunner.relevantDimensions(of: plain).contains(.nonAnimatedFrame))
        #expect(ScenarioRunner.relevantDimensions(of: still).contains(.nonAnimatedFrame))
    }

    @Test func aBelowBarPageThatHidesTheBarVariesWhereItsViewStarts() throws {
        let hides = try ScenarioParser.parse("page A\npage C bar=hidden view=below-bar\nroot A C", file: "c.scenario")
        let later = try ScenarioParser.parse("page A\npage C view=below-bar\nroot A C\nstyle C bar=hidden", file: "d.scenario")
        let shows = try ScenarioParser.parse("page A bar=hidden\npage C view=below-bar\nroot A C", file: "e.scenario")
        #expect(ScenarioRunner.relevantDimensions(of: hides).contains(.hiddenBarView))
        #expect(ScenarioRunner.relevantDimensions(of: later).contains(.hiddenBarView))
        #expect(!ScenarioRunner.relevantDimensions(of: shows).contains(.hiddenBarView))
    }

    /// A scroll view that starts below the bar (`view=scroll-below-bar`) follows the same
    /// `edgesForExtendedLayout` rule as `view=below-bar`: where it starts with the bar hidden is varied too.
    @Test func aScrollBelowBarPageThatHidesTheBarVariesWhereItsViewStarts() throws {
        let hides = try ScenarioParser.parse(
            "page A\npage C bar=hidden view=scroll-below-bar\nroot A C", file: "c.scenario")
        let later = try ScenarioParser.parse(
            "page A\npage C view=scroll-below-bar\nroot A C\nstyle C bar=hidden", file: "d.scenario")
        let shows = try ScenarioParser.parse(
            "page A bar=hidden\npage C view=scroll-below-bar\nroot A C", file: "e.scenario")
        #expect(ScenarioRunner.relevantDimensions(of: hides).contains(.hiddenBarView))
        #expect(ScenarioRunner.relevantDimensions(of: later).contains(.hiddenBarView))
        #expect(!ScenarioRunner.relevantDimensions(of: shows).contains(.hiddenBarView))
    }

    /// Under `non-animated-frame=before-did` a frame is drawn, and checked, inside the call.
    @Test func theFrameBeforeTheDidPairIsRenderedAndChecked() throws {
        let scenario = try ScenarioParser.parse(
            "page A bar=#FF0000\npage B bar=hidden\nroot A\npush B animated=no", file: "f.scenario")
        var variant = ModelVariant()
        variant.nonAnimatedFrame = .beforeDid
        let model = ScenarioRunner.run(scenario, variant: variant, recordFrames: true)
        #expect(model.violations.isEmpty)
        #expect(model.frames.contains { $0.label.contains("before the did-pair") })
        // A shell that never hides the bar is caught in that frame, before the rest frame.
        let faulty = ScenarioRunner.run(scenario, variant: variant, fault: .ignoresSetBarHidden)
        #expect(faulty.violations.first?.frame.contains("before the did-pair") == true, "\(faulty.violations)")
    }

    /// With `hidden-bar-view=at-top`, a below-bar page that hides the bar reaches the top.
    @Test func aHiddenBarBelowBarViewCanStartAtTheTop() throws {
        let scenario = try ScenarioParser.parse("page C bar=hidden view=below-bar\nroot C", file: "g.scenario")
        var variant = ModelVariant()
        variant.hiddenBarView = .atTop
        let model = ScenarioRunner.run(scenario, variant: variant)
        #expect(model.placement(model.id("C")).frameInContainer.minY == 0)
        variant.hiddenBarView = .belowStatusBar
        let other = ScenarioRunner.run(scenario, variant: variant)
        #expect(other.placement(other.id("C")).frameInContainer.minY == other.layout.statusBarOverlap)
    }

    /// With `hidden-bar-view=at-top`, a scroll-below-bar page that hides the bar reaches the top
    /// too; its scroll view's adjusted inset (the status bar) then keeps its content where it was.
    @Test func aHiddenBarScrollBelowBarViewCanStartAtTheTop() throws {
        let scenario = try ScenarioParser.parse("page C bar=hidden view=scroll-below-bar\nroot C", file: "g.scenario")
        var variant = ModelVariant()
        variant.hiddenBarView = .atTop
        let model = ScenarioRunner.run(scenario, variant: variant)
        let statusBar = model.layout.statusBarOverlap
        try #require(statusBar > 0)
        let top = model.placement(model.id("C"))
        #expect(top.frameInContainer.minY == 0)
        #expect(top.frameInContainer.height == model.layout.frameInScreen.size.height)
        #expect(top.boundsOrigin.y == -statusBar)
        #expect(top.clipsToBounds)
        #expect(model.contentTop(model.id("C")) == statusBar)
        variant.hiddenBarView = .belowStatusBar
        let other = ScenarioRunner.run(scenario, variant: variant)
        let below = other.placement(other.id("C"))
        #expect(below.frameInContainer.minY == statusBar)
        #expect(below.boundsOrigin.y == 0)
        #expect(below.clipsToBounds)
        #expect(other.contentTop(other.id("C")) == statusBar)
    }
}
