import Foundation
import SlidingNavigationBarPixelOracle
import Testing
@testable import SlidingNavigationBarLab

/// The lab's frames drawn in palette colours and judged by the pixel oracle: the catalogue passes,
/// and the shell faults the model's oracle catches show in pixels too (where pixels can show them).
@Suite struct PixelOracleCatalogueTests {
    static var catalogue: [String] { ScenarioCatalogueFixture.paths + ScenarioRunnerTests.regressionPaths }

    /// Judges every recorded frame of `scenario` under `variant`; returns the failing verdicts.
    static func failingVerdicts(
        _ scenario: Scenario, variant: ModelVariant, fault: ShellFault? = nil, dimming: RGBAFrameRenderer.Dimming = .none
    ) throws -> (model: NavigationModel, failing: [PixelVerdict], judged: Int) {
        let model = ScenarioRunner.run(scenario, variant: variant, recordFrames: true, fault: fault)
        let order = RGBAFrameRenderer.pageOrder(of: scenario)
        var failing: [PixelVerdict] = []
        var judged = 0
        for frame in model.frames {
            let verdict = try RGBAFrameRenderer.judge(frame, pageOrder: order, dimming: dimming)
            judged += verdict.judgedSamples
            if !verdict.passes { failing.append(verdict) }
        }
        return (model, failing, judged)
    }

    /// The variant a scenario's frames are judged under here: the first of its product (every
    /// relevant dimension at its first value). Judging more takes minutes in a debug build (the
    /// first, middle and last of each product took about 80 s of CPU for the catalogue; the full
    /// product over nine minutes for 49 files); CI judges every frame of the whole covering set
    /// with the pixel oracle in a release build instead (`transition-lab --pixels`, about 11 s).
    static func judgedVariants(_ scenario: Scenario) throws -> [ModelVariant] {
        Array(try ScenarioRunner.variants(for: scenario).prefix(1))
    }

    @Test(arguments: catalogue)
    func everyCatalogueFramePassesThePixelOracle(_ path: String) throws {
        let scenario = try ScenarioParser.parseFile(atPath: path)
        for variant in try Self.judgedVariants(scenario) {
            let result = try Self.failingVerdicts(scenario, variant: variant)
            #expect(!result.model.frames.isEmpty && result.judged > 0, "\(path): nothing was judged")
            if let first = result.failing.first {
                Issue.record("\(path) under \(variant): \(result.failing.count) frame(s) fail; first: \(first)")
                return
            }
        }
    }

    /// The catalogue's frames drawn with UIKit's dimming over the page being covered (a guess at
    /// its values, which are not known: ``RGBAFrameRenderer/Dimming/uikitGuess``): every frame
    /// that passes undimmed passes dimmed, and frames of a push or pop are dimmed indeed.
    @Test(arguments: catalogue)
    func catalogueFramesPassDimmedWhereTheyPassUndimmed(_ path: String) throws {
        let scenario = try ScenarioParser.parseFile(atPath: path)
        let order = RGBAFrameRenderer.pageOrder(of: scenario)
        var dimmedFrames = 0
        var slidingFrames = 0
        for variant in try Self.judgedVariants(scenario) {
            let model = ScenarioRunner.run(scenario, variant: variant, recordFrames: true)
            for frame in model.frames {
                let geometry = RGBAFrameRenderer.geometry(of: frame)
                let height = geometry.bodyRow + 1
                let sliding = frame.pages.count > 1 && frame.pages.last.map { $0.view.minX > 1 && $0.view.minX < frame.width - 1 } == true
                if sliding { slidingFrames += 1 }
                // A frame dimming leaves unchanged (on the rows the oracle reads) is judged by the test above.
                let rows = geometry.pixelRowsRead
                guard
                    try RGBAFrameRenderer.render(frame, pageOrder: order, height: height, onlyRows: rows)
                        != RGBAFrameRenderer.render(frame, pageOrder: order, height: height, dimming: .uikitGuess, onlyRows: rows)
                else { continue }
                if sliding { dimmedFrames += 1 }
                let plain = try RGBAFrameRenderer.judge(frame, pageOrder: order)
                let dimmed = try RGBAFrameRenderer.judge(frame, pageOrder: order, dimming: .uikitGuess)
                if plain.passes && !dimmed.passes {
                    Issue.record("\(path) under \(variant): passes undimmed, fails dimmed: \(dimmed)")
                    return
                }
            }
        }
        // Every frame where a covering page lies part-way across the screen is drawn dimmed.
        #expect(dimmedFrames == slidingFrames, "\(path): \(dimmedFrames) of \(slidingFrames) sliding frames dimmed")
    }

    /// The lab draws only the rows the oracle reads (``FrameGeometry/pixelRowsRead``): on every
    /// frame of a few scenarios, healthy and with planted faults, undimmed and dimmed, that image
    /// gets the same verdict as the whole frame drawn, and its read rows are the whole frame's.
    @Test(
        arguments: [
            ("readme-filmstrip", nil), ("hidden-bar-below-bar-view-beside-neighbours", nil),
            ("swipe-back-uncovers-bar-less-page", nil), ("bar-transparent-opaque-colored", ShellFault.attachesOneRowTooHigh),
            ("readme-filmstrip", ShellFault.ignoresBringBarToFront),
        ] as [(String, ShellFault?)])
    func drawingOnlyTheRowsReadGivesTheWholeFramesVerdict(_ file: String, _ fault: ShellFault?) throws {
        let scenario = try ScenarioParser.parseFile(atPath: ScenarioCatalogueFixture.directory + "/\(file).scenario")
        let order = RGBAFrameRenderer.pageOrder(of: scenario)
        var failing = 0
        for variant in try Self.judgedVariants(scenario) {
            let model = ScenarioRunner.run(scenario, variant: variant, recordFrames: true, fault: fault)
            for frame in model.frames {
                for dimming in [RGBAFrameRenderer.Dimming.none, .uikitGuess] {
                    let geometry = RGBAFrameRenderer.geometry(of: frame)
                    let whole = try RGBAFrameRenderer.render(frame, pageOrder: order, height: geometry.bodyRow + 1, dimming: dimming)
                    let rows = try RGBAFrameRenderer.render(
                        frame, pageOrder: order, height: geometry.bodyRow + 1, dimming: dimming, onlyRows: geometry.pixelRowsRead)
                    let wholeVerdict = try PixelOracle().judge(
                        whole, frame: "line \(frame.line), \(frame.label)", pages: RGBAFrameRenderer.swatches(of: frame, pageOrder: order),
                        geometry: geometry,
                        rule: RGBAFrameRenderer.barRule(of: frame))
                    let verdict = try RGBAFrameRenderer.judge(frame, pageOrder: order, dimming: dimming)
                    #expect(verdict.passes == wholeVerdict.passes && verdict.judgedSamples == wholeVerdict.judgedSamples)
                    #expect("\(verdict)" == "\(wholeVerdict)")
                    for y in geometry.pixelRowsRead {
                        let range = (y * whole.width * 4)..<((y + 1) * whole.width * 4)
                        #expect(whole.bytes[range] == rows.bytes[range], "row \(y) of line \(frame.line)")
                    }
                    if !verdict.passes { failing += 1 }
                }
            }
        }
        // A planted fault is seen: the comparison covered failing verdicts too.
        #expect((failing > 0) == (fault != nil), "\(failing) failing")
    }

    /// A page that hides the bar and lays its view out below it (`view=below-bar`, or a table
    /// page's scroll view, `view=scroll-below-bar`), pushed, popped and swiped beside a page with
    /// a bar and beside a full-screen page without one: both oracles agree under both values of
    /// `hidden-bar-view`. Where the view starts below the status bar, the strip above it shows
    /// the page beneath: the bar-less neighbour's body (its view reaches the top), which the
    /// pixel oracle once rejected, or the other's bar.
    @Test(
        arguments: ["hidden-bar-below-bar-view-beside-neighbours", "hidden-bar-scroll-below-bar-view-beside-neighbours"],
        ModelVariant.HiddenBarView.allCases)
    func aBelowBarPageWithoutABarAgreesWithItsNeighbours(
        _ file: String, _ hiddenBarView: ModelVariant.HiddenBarView
    ) throws {
        let path = ScenarioCatalogueFixture.directory + "/\(file).scenario"
        let scenario = try ScenarioParser.parseFile(atPath: path)
        let all = try ScenarioRunner.variants(for: scenario).filter { $0.hiddenBarView == hiddenBarView }
        try #require(all.count > 1)
        var showsThrough = 0
        for variant in [all[0], all[all.count / 2], all[all.count - 1]] {
            let result = try Self.failingVerdicts(scenario, variant: variant)
            #expect(result.model.violations.isEmpty, "\(result.model.violations.map(\.description))")
            #expect(
                result.failing.isEmpty,
                "\(result.failing.count) frame(s) fail under \(variant); first: \(result.failing.first?.description ?? "")")
            #expect(result.judged > 0)
            // Frames where Splash's view, reaching the top, lies beside Photo's below the status bar.
            showsThrough +=
                result.model.frames.filter { frame in
                    guard let splash = frame.pages.first(where: { $0.name == "Splash" }),
                        let photo = frame.pages.first(where: { $0.name == "Photo" })
                    else { return false }
                    return splash.view.minY == 0 && photo.view.minY > 0 && splash.view.maxX > photo.view.minX + 1
                }.count
        }
        // The case is played where the view starts below the status bar, and only there.
        #expect((showsThrough > 0) == (hiddenBarView == .belowStatusBar), "\(showsThrough) frames")
    }
}

/// Each shell fault the model's oracle catches, planted on a scenario that shows it: the pixel
/// oracle must report at least one bad frame there too, and none on the healthy run.
@Suite struct PixelOracleFaultTests {
    static let hiddenBarHome = """
        page Home bar=hidden
        page Detail title=Detail
        root Home
        push Detail
        pop
        """
    static let barPageAndHero = """
        page List bar=#2C6E49 view=scroll
        page Hero bar=#0A84FF title=Hero
        root List
        push Hero
        pop
        """

    struct Planted: Sendable, CustomStringConvertible {
        var fault: ShellFault
        var scenario: String
        var barSwitchAtCall = false
        var description: String { "\(fault)" }

        var variant: ModelVariant {
            var variant = ModelVariant()
            if barSwitchAtCall { variant.barSwitch = .atCall }
            return variant
        }

        func run(
            fault: ShellFault?, dimming: RGBAFrameRenderer.Dimming = .none
        ) throws -> (model: NavigationModel, failing: [PixelVerdict], judged: Int) {
            let scenario = try ScenarioParser.parse(scenario, file: "\(self.fault).scenario")
            return try PixelOracleCatalogueTests.failingVerdicts(scenario, variant: variant, fault: fault, dimming: dimming)
        }
    }

    /// Faults whose frames differ in pixels from the healthy run's.
    static let visible: [Planted] = [
        Planted(fault: .ignoresBringBarToFront, scenario: NavigationModelTests.pushPop),
        Planted(fault: .ignoresAttach, scenario: NavigationModelTests.pushPop),
        Planted(fault: .attachesOneRowTooHigh, scenario: NavigationModelTests.pushPop),
        Planted(fault: .capturesFromScreenOnly, scenario: NavigationModelTests.pushPop, barSwitchAtCall: true),
        Planted(fault: .ignoresSetBarHidden, scenario: hiddenBarHome),
        Planted(fault: .concealsBarInUIKitTransitions, scenario: OracleBlindSpotTests.optedOut),
        Planted(fault: .hidesBarInUIKitTransitions, scenario: OracleBlindSpotTests.optedOut),
        // A scroll page's content follows the hidden bar up under the snapshots.
        Planted(fault: .hidesBarWhileBehind, scenario: barPageAndHero),
    ]

    @Test(arguments: visible)
    func thePixelOracleCatchesWhatTheModelsOracleCatches(_ planted: Planted) throws {
        let healthy = try planted.run(fault: nil)
        #expect(healthy.model.violations.isEmpty && healthy.failing.isEmpty, "\(healthy.failing.first?.description ?? "")")
        let faulty = try planted.run(fault: planted.fault)
        #expect(!faulty.model.violations.isEmpty, "the model's oracle missed \(planted.fault)")
        #expect(!faulty.failing.isEmpty, "the pixel oracle missed \(planted.fault)")
    }

    /// The same faults with the covered page dimmed as UIKit dims it (a guess at the values): the
    /// healthy run still passes and the faulty one still fails.
    @Test(arguments: visible)
    func thePixelOracleCatchesTheSameFaultsUnderDimming(_ planted: Planted) throws {
        let healthy = try planted.run(fault: nil, dimming: .uikitGuess)
        #expect(healthy.failing.isEmpty, "\(healthy.failing.first?.description ?? "")")
        let faulty = try planted.run(fault: planted.fault, dimming: .uikitGuess)
        #expect(!faulty.failing.isEmpty, "the pixel oracle missed \(planted.fault) under dimming")
    }

    /// Faults the model's oracle catches that flat palette colours cannot show, each for a reason
    /// of its own (kept here so a change that makes them visible is noticed):
    /// - `attachesStretchedWide`: the image is stretched from the right origin, so its visible
    ///   part covers the same columns; only the title's glyphs would show the stretch, and the
    ///   oracle samples rows away from titles.
    /// - `ignoresDiscard`: the snapshot a page keeps at rest lies under the real bar, which is in
    ///   front and wears the same page's colour.
    static let invisible: [Planted] = [
        Planted(fault: .attachesStretchedWide, scenario: NavigationModelTests.pushPop),
        Planted(fault: .ignoresDiscard, scenario: NavigationModelTests.pushPop),
    ]

    @Test(arguments: invisible)
    func faultsFlatColoursCannotShowPassThePixelOracle(_ planted: Planted) throws {
        let faulty = try planted.run(fault: planted.fault)
        #expect(!faulty.model.violations.isEmpty, "the model's oracle missed \(planted.fault)")
        #expect(faulty.failing.isEmpty, "\(planted.fault) now shows in pixels: move it to `visible`")
        #expect(faulty.judged > 0)
    }
}
