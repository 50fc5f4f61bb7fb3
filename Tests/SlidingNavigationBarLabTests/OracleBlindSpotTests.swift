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

    /// Issue 7, point 6: the real bar's visibility sets every page's safe area. A bar shown behind
    /// the pages and concealed draws nothing, so the top strip looks right; only the content's top
    /// tells that the pages moved by the bar's height.
    static let twoBarLessPages = """
        device iphone-15-pro
        page Home bar=#2C6E49 title=Home
        page Splash bar=hidden
        page Photo bar=hidden view=below-bar
        root Home
        push Splash
        push Photo
        swipe 0.4 cancel
        back
        """

    @Test func aBarShownWhileBehindIsCaughtAsAContentJump() throws {
        #expect(try violations(Self.twoBarLessPages, fault: nil).isEmpty)
        let found = try violations(Self.twoBarLessPages, fault: .showsBarWhileBehind)
        #expect(!found.isEmpty, "the oracle missed a bar shown behind the pages between two bar-less pages")
        // (The page its swipe uncovers lies a bar's height low too: the revealed-page rule's.)
        #expect(
            found.allSatisfy { $0.kind == .contentJump || $0.message.hasPrefix("revealed page") },
            "\(found.map(\.description))")
        #expect(found.contains { $0.frame.contains("at 0%") && $0.message.contains("Splash") }, "\(found.map(\.description))")
    }

    /// The catalogue scenario of the same check fails under the planted fault.
    @Test func theContentScenarioFailsUnderTheFault() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/hidden-bar-pages-content-stays.scenario")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(try violations(text, fault: nil).isEmpty)
        #expect(try violations(text, fault: .showsBarWhileBehind).contains { $0.kind == .contentJump })
    }

    /// From a bar-less page to one with a bar and back: the engine changes the visibility without
    /// animation, so each page's content moves by the bar's height in one frame where UIKit's own
    /// transition would move it with the animation. The default rule allows UIKit's count of
    /// moves; the strict rule counts each of them (the cost left of point 6).
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

    /// Between a page whose view lies at the top and one without a bar, the engine changes the
    /// bar's visibility before the navigation call, with UIKit's own animation: where UIKit lays
    /// the page out inside that animation (`bar-layout=glides-outside-transitions`), no page's
    /// content moves in one frame, even by the strict rule; where it does not (`at-once`), the
    /// content moves as often as UIKit's own transition moves it, and no more.
    @Test(arguments: ModelVariant.BarLayout.allCases)
    func theBarChangesBeforeTheCallSoContentCanGlide(_ layout: ModelVariant.BarLayout) throws {
        let text = """
            device iphone-15-pro
            page Home bar=#0A84FF title=Home
            page Splash bar=hidden
            root Home
            push Splash
            back
            push Splash
            swipe 0.7 complete
            """
        let scenario = try ScenarioParser.parse(text, file: "glide.scenario")
        var variant = ModelVariant()
        variant.barLayout = layout
        #expect(ScenarioRunner.run(scenario, variant: variant).violations.isEmpty)
        let strict = ScenarioRunner.run(scenario, variant: variant, strictContent: true)
        let jumps = strict.violations.filter { $0.kind == .contentJump }
        if layout == .atOnce {
            #expect(!jumps.isEmpty)
        } else {
            #expect(jumps.isEmpty, "\(jumps.map(\.description))")
        }
    }

    /// From a scroll page (its view moves its bounds with the bar, so the bar is not hidden
    /// before the call) to a page without a bar, and a cancelled swipe back to it: the engine
    /// hides the bar on the turn after UIKit's transition, with animation, while the bar still
    /// waits behind the pages. Where UIKit lays the page out inside that animation, the strict
    /// rule finds no jump (before, the bar was hidden inside the transition's end).
    @Test(arguments: ModelVariant.BarLayout.allCases)
    func theBarIsHiddenAfterTheTransitionSoContentCanGlide(_ layout: ModelVariant.BarLayout) throws {
        let text = """
            device iphone-15-pro
            page List bar=#2C6E49 title=List view=scroll
            page Hero bar=hidden
            root List
            push Hero
            swipe 0.4 cancel
            back
            """
        let scenario = try ScenarioParser.parse(text, file: "after.scenario")
        var variant = ModelVariant()
        variant.barLayout = layout
        #expect(ScenarioRunner.run(scenario, variant: variant).violations.isEmpty)
        let jumps = ScenarioRunner.run(scenario, variant: variant, strictContent: true).violations.filter { $0.kind == .contentJump }
        if layout == .atOnce {
            #expect(!jumps.isEmpty)
        } else {
            #expect(jumps.isEmpty, "\(jumps.map(\.description))")
        }
    }

    /// A swipe back from A to B is cancelled; B hides the bar by its option, yet its own
    /// viewWillAppear showed it (the app's call), so A has a bar at rest after the cancel while
    /// it slid back bar-less. The bar is shown to capture A's bar while B, which carries none, is
    /// still on screen: hidden again in the same turn, B's content never follows it down, and A
    /// gets the bar on the turn after UIKit's transition, with animation. Before, B's content
    /// moved by the bar's height mid-cancel in every variant. Where the bar takes A's item only
    /// at the completion (`cancel-bar-revert=at-completion`), A cannot be captured before the
    /// end and gets its bar at once there: that jump is still found.
    @Test(arguments: ModelVariant.CancelBarRevert.allCases)
    func theBarShownForACaptureDuringACancelIsHiddenAgainAtOnce(_ revert: ModelVariant.CancelBarRevert) throws {
        let text = """
            device ipad-pro-11
            ios 14
            page A title=Search large-title
            page B bar=hidden title=Detail view=scroll app-bar=shown
            root B A
            app bar-hidden=yes animated=no
            swipe 0.35 cancel velocity=-550
            expect bar A
            """
        let scenario = try ScenarioParser.parse(text, file: "cancel-capture.scenario")
        var variant = ModelVariant()
        variant.barLayout = .glidesOutsideTransitions
        variant.cancelBarRevert = revert
        #expect(ScenarioRunner.run(scenario, variant: variant).violations.isEmpty)
        let jumps = ScenarioRunner.run(scenario, variant: variant, strictContent: true).violations.filter { $0.kind == .contentJump }
        if revert == .atCompletion {
            #expect(jumps.contains { $0.message.contains("A's content") }, "\(jumps.map(\.description))")
        } else {
            #expect(jumps.isEmpty, "\(jumps.map(\.description))")
        }
    }

    /// The filmstrip draws each page's content top, and marks a frame with a content jump.
    @Test func theFilmstripShowsContentTopsAndJumps() throws {
        let scenario = try ScenarioParser.parse(Self.twoBarLessPages, file: "strip.scenario")
        var model = NavigationModel(variant: ModelVariant(), recordFrames: true)
        model.fault = .showsBarWhileBehind
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
