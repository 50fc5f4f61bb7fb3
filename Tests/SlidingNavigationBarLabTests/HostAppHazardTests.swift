import Testing
@testable import SlidingNavigationBarLab
import SlidingNavigationBarCore

/// Issue 7's host-app hazards the model now covers: each catalogue scenario passes with the
/// shell's stand-in as the shell is, and fails with the old behaviour planted as a ``ShellFault``.
@Suite struct HostAppHazardTests {
    static func scenario(_ name: String) throws -> Scenario {
        try ScenarioParser.parseFile(atPath: ScenarioCatalogueFixture.directory + "/\(name).scenario")
    }

    /// The violations of `scenario` under each of its variants, with `adjust` applied to each.
    static func failures(
        _ scenario: Scenario, fault: ShellFault?, adjust: (inout ModelVariant) -> Void = { _ in }
    ) throws -> [(ModelVariant, [LabViolation])] {
        try ScenarioRunner.variants(for: scenario).compactMap { variant in
            var variant = variant
            adjust(&variant)
            let found = ScenarioRunner.run(scenario, variant: variant, fault: fault).violations
            return found.isEmpty ? nil : (variant, found)
        }
    }

    // MARK: - #4 Commands applied inside the alongside block

    @Test func commandsAppliedWithAnimationInTheAlongsideBlockAreCaught() throws {
        let scenario = try Self.scenario("alongside-block-applies-without-animation")
        #expect(try Self.failures(scenario, fault: nil).isEmpty)
        let animating = try Self.failures(scenario, fault: .appliesCommandsAnimated) { $0.alongsideAnimates = .yes }
        #expect(!animating.isEmpty, "a shell applying commands with animation in the alongside block went unseen")
        // Caught while the pages slide, not only at rest.
        #expect(animating.allSatisfy { $0.1.contains { !$0.frame.contains("at rest") } }, "\(animating.first?.1 ?? [])")
        // Where the block is no animated context, the same shell draws the same frames.
        #expect(try Self.failures(scenario, fault: .appliesCommandsAnimated) { $0.alongsideAnimates = .no }.isEmpty)
    }

    /// iOS 26 lays a pushed view out inside the push animation: a re-attach there drifts too.
    @Test func aReattachInsideIOS26PushAnimationIsCaught() throws {
        let scenario = try Self.scenario("ios26-pushed-page-laid-out-mid-slide")
        #expect(try !Self.failures(scenario, fault: .appliesCommandsAnimated) { $0.alongsideAnimates = .yes }.isEmpty)
    }

    @Test func theAlongsideDimensionVariesOnlyWherePagesLeaveTheStripUncovered() throws {
        let full = try ScenarioParser.parse("page A\npage B\nroot A\npush B", file: "a.scenario")
        let below = try ScenarioParser.parse("page A\npage B view=below-bar\nroot A\npush B", file: "b.scenario")
        let still = try ScenarioParser.parse("page A\npage B view=below-bar\nroot A B", file: "c.scenario")
        #expect(!ScenarioRunner.relevantDimensions(of: full).contains(.alongsideAnimates))
        #expect(ScenarioRunner.relevantDimensions(of: below).contains(.alongsideAnimates))
        #expect(!ScenarioRunner.relevantDimensions(of: still).contains(.alongsideAnimates))
    }

    // MARK: - #9 A swipe to a page whose bar is hidden

    @Test func theShouldPopDimensionVariesOnlyForASwipeToAPageThatMayHideTheBar() throws {
        let shown = try ScenarioParser.parse("page A\npage B\nroot A B\nswipe 0.7 complete", file: "a.scenario")
        let hidden = try ScenarioParser.parse("page A bar=hidden\npage B\nroot A B\nswipe 0.7 complete", file: "b.scenario")
        let above = try ScenarioParser.parse("page A\npage B bar=hidden\nroot A B\nswipe 0.7 complete", file: "c.scenario")
        let app = try ScenarioParser.parse("page A\npage B\nroot A B\napp bar-hidden=yes\nswipe 0.7 complete", file: "d.scenario")
        #expect(!ScenarioRunner.relevantDimensions(of: shown).contains(.hiddenSwipeShouldPop))
        #expect(ScenarioRunner.relevantDimensions(of: hidden).contains(.hiddenSwipeShouldPop))
        #expect(!ScenarioRunner.relevantDimensions(of: above).contains(.hiddenSwipeShouldPop))
        #expect(ScenarioRunner.relevantDimensions(of: app).contains(.hiddenSwipeShouldPop))
    }

    // MARK: - #5 The app's alpha

    @Test func concealingWithOpacityOverwritesTheAppsAlpha() throws {
        let scenario = try Self.scenario("app-sets-bar-alpha")
        #expect(try Self.failures(scenario, fault: nil).isEmpty)
        let found = try Self.failures(scenario, fault: .concealsWithOpacity)
        #expect(!found.isEmpty, "a shell overwriting the app's alpha went unseen")
        #expect(found.first?.1.first?.message.contains("alpha") == true, "\(found.first?.1 ?? [])")
    }

    @Test func theAppsAlphaIsKeptAtRest() throws {
        let scenario = try Self.scenario("app-sets-bar-alpha")
        let model = ScenarioRunner.run(scenario, variant: ModelVariant())
        #expect(model.bar.alpha == 0.5)
    }

    // MARK: - #10 Another bar-transition library

    @Test func theShellStepsAsideForAnotherBarLibrary() throws {
        let scenario = try Self.scenario("foreign-library-steps-aside")
        #expect(try Self.failures(scenario, fault: nil).isEmpty)
        let found = try Self.failures(scenario, fault: .ignoresForeignLibrary)
        #expect(!found.isEmpty, "a shell acting beside another bar library went unseen")
        let messages = found.flatMap { $0.1.map(\.message) }
        #expect(messages.contains { $0.contains("left to UIKit") || $0.contains("both drive") }, "\(messages.prefix(3))")
    }

    // MARK: - Issue 20: a call UIKit rejects with an exception

    /// Each scenario passes with the shell closing the rejected call on the next turn, and fails
    /// with the shell as it was (the call left open: later calls never announced, the stage of a
    /// rejected push left on screen).
    @Test(arguments: ["rejected-push-twice", "rejected-push-of-a-new-page", "rejected-pop-to-missing-page"])
    func aRejectedCallIsClosedOnTheNextTurn(_ name: String) throws {
        let scenario = try Self.scenario(name)
        #expect(try Self.failures(scenario, fault: nil).isEmpty)
        let open = try Self.failures(scenario, fault: .keepsRejectedCallOpen)
        #expect(!open.isEmpty, "a rejected call left open went unseen")
    }

    // MARK: - Issue 32, item 4: a modal over the stack

    /// A pop made during a dismissal passes with the shell refusing the presentation's coordinator,
    /// and fails with the shell as it was (the coordinator kept because its "to" is the navigation
    /// controller itself: the modal read as the popped page, the pop left to UIKit).
    @Test func aPresentationsCoordinatorIsNotTheNavigationControllers() throws {
        let scenario = try Self.scenario("modal-pop-during-dismiss")
        #expect(try Self.failures(scenario, fault: nil).isEmpty)
        let kept = try Self.failures(scenario, fault: .keepsPresentersCoordinator)
        #expect(!kept.isEmpty, "a presentation's coordinator taken for the navigation controller's went unseen")
    }

    /// QMUI_iOS's NavigationBarTransition: a shell that did not detect it (as before QMUI was a
    /// ``ForeignBarLibrary``) installs its pan beside UIKit's edge swipe and slides bars QMUI
    /// restyles; the scenario catches both.
    @Test func theShellStepsAsideForQMUI() throws {
        let scenario = try Self.scenario("foreign-library-qmui")
        #expect(try Self.failures(scenario, fault: nil).isEmpty)
        let found = try Self.failures(scenario, fault: .ignoresForeignLibrary)
        #expect(!found.isEmpty, "a shell acting beside QMUI_iOS went unseen")
    }

    /// The model decides by the core's rule, as the shell does: every library the grammar names
    /// is one the rule detects.
    @Test(arguments: ForeignLibrary.allCases)
    func everyForeignLibraryIsDetectedByTheCoreRule(_ library: ForeignLibrary) {
        #expect(library.detected == [library.coreLibrary])
        var model = NavigationModel(variant: ModelVariant())
        model.foreignLibrary = library
        #expect(model.shellStepsAside)
        model.fault = .ignoresForeignLibrary
        #expect(!model.shellStepsAside)
    }

    /// Where the shell steps aside, a page's `slidingBar` option is nobody's: UIKit alone shows the bar.
    @Test func aPagesOptionIsNotAppliedWhereAnotherLibraryHasTheController() throws {
        let scenario = try ScenarioParser.parse(
            "foreign-library km-navigation-bar-transition\npage A bar=hidden\npage B\nroot A\npush B\npop\nexpect bar A",
            file: "km.scenario")
        let model = ScenarioRunner.run(scenario, variant: ModelVariant())
        #expect(model.violations.isEmpty, "\(model.violations)")
        #expect(!model.bar.isHidden)
    }
}
