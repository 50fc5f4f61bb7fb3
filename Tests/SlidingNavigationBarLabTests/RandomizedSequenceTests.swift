import Foundation
import Testing
import SlidingNavigationBarCore
@testable import SlidingNavigationBarLab

/// Randomized sequences: thousands of seeded random scenarios, each run under every variant of
/// ``ModelVariant/pairwise``, must give the oracle nothing to report on any frame.
///
/// Why the pairwise set and not the full product: the full product (`ModelVariant.all`, 2,592
/// variants when this was written, more with every dimension added) times 10,000 sequences is
/// tens of millions of model runs, far out of reach of a CI test. The pairwise set is a covering
/// array in which every pair of values of any two dimensions meets in at least one variant, so
/// every two-way interaction of the unconfirmed UIKit behaviours is exercised by every
/// sequence; the scenario catalogue (`ScenarioRunnerTests`, `transition-lab Scenarios/*`) runs
/// the full product of each scenario's relevant dimensions.
///
/// A failure records the seed, the variant, the first violations and a complete scenario file,
/// with a `variant KEY=VALUE` line for every dimension, that `transition-lab FILE` replays.
/// `SNB_RANDOM_COUNT` and `SNB_RANDOM_SEED` (decimal or `0x…`) override the count (1,000 by
/// default, for a quick `swift test`; `.ci/run` asks for 10,000) and the first seed;
/// `SNB_RANDOM_SEED=S SNB_RANDOM_COUNT=1` reruns one failing seed alone.
@Suite struct RandomizedSequenceTests {
    static let firstSeed: UInt64 = environment("SNB_RANDOM_SEED").flatMap(parseSeed) ?? RandomScenarioGenerator.defaultSeed
    static let count: Int = environment("SNB_RANDOM_COUNT").flatMap { Int($0) } ?? 1_000
    /// Seed ranges run as separate test cases, which Swift Testing runs in parallel.
    static let shards = 8
    /// Failing seeds recorded in full per shard; the rest are counted.
    static let reportsPerShard = 3

    @Test(arguments: 0..<shards)
    func randomSequencesPassUnderEveryPairwiseVariant(shard: Int) {
        let variants = ModelVariant.pairwise
        var failingSeeds: [UInt64] = []
        var index = shard
        while index < Self.count {
            let seed = Self.firstSeed &+ UInt64(index)
            if let report = Self.check(seed: seed, variants: variants) {
                failingSeeds.append(seed)
                if failingSeeds.count <= Self.reportsPerShard { Issue.record(Comment(rawValue: report)) }
            }
            index += Self.shards
        }
        #expect(
            failingSeeds.isEmpty,
            "\(failingSeeds.count) failing seed(s) in shard \(shard): \(failingSeeds.prefix(50).map(String.init).joined(separator: ", "))")
    }

    // MARK: The generator

    @Test func theGeneratorIsSeededAndOurOwn() {
        // The first outputs of SplitMix64 from seed 0, as published with the reference code.
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        var generator = RandomScenarioGenerator(seed: 7)
        #expect(generator.next() == RandomScenarioGenerator.scenario(seed: 7))
        #expect(generator.next() == RandomScenarioGenerator.scenario(seed: 8))
        #expect(generator.seed == 9)
        #expect(RandomScenarioGenerator.scenario(seed: 7) != RandomScenarioGenerator.scenario(seed: 8))
        #expect(RandomScenarioGenerator.scenario(seed: 7).file == "random-7.scenario")
    }

    @Test func generatedScenariosSurviveRenderingAndParsing() throws {
        for offset in 0..<1_000 {
            let scenario = RandomScenarioGenerator.scenario(seed: Self.firstSeed &+ UInt64(offset))
            let parsed = try ScenarioParser.parse(scenario.rendered(), file: scenario.file)
            #expect(parsed == scenario, "seed \(Self.firstSeed &+ UInt64(offset)) does not round-trip:\n\(scenario.rendered())")
        }
    }

    @Test func aReplayFilePinsEveryDimension() throws {
        let seed: UInt64 = 12_345
        let scenario = RandomScenarioGenerator.scenario(seed: seed)
        for variant in ModelVariant.pairwise {
            let text = RandomScenarioGenerator.replayText(scenario, seed: seed, variant: variant)
            let replay = try ScenarioParser.parse(text, file: scenario.file)
            #expect(try ScenarioRunner.variants(for: replay) == [variant])
            let commands = replay.statements.map(\.command).filter {
                if case .variant = $0 { false } else { true }
            }
            #expect(commands == scenario.statements.map(\.command))
            #expect(text.contains("seed \(seed)"))
        }
    }

    /// Every generated navigation changes the stack (a push names a page off the stack, a pop-to
    /// one below the top, …), and every `during` call follows an animated navigation.
    @Test func generatedActionsAreMeaningful() {
        for offset in 0..<500 {
            let seed = Self.firstSeed &+ UInt64(offset)
            let statements = RandomScenarioGenerator.scenario(seed: seed).statements
            Self.walk(statements) { index, model in
                let command = statements[index].command
                if command.isDuring {
                    let previous = index > 0 ? statements[index - 1].command : nil
                    #expect(
                        previous?.isAnimatedNavigation == true && previous?.isDuring == false,
                        "seed \(seed), line \(index + 1): 'during' not right after an animated navigation")
                } else if let call = command.navigationCall(model) {
                    #expect(
                        command.changesSomething(call, in: model), "seed \(seed), line \(index + 1): \(command.rendered()) changes nothing")
                }
            }
        }
    }

    /// Over the first few thousand seeds, the generator uses everything the language has.
    @Test func theGeneratorCoversTheLanguage() {
        var seen: Set<String> = []
        for offset in 0..<3_000 {
            let statements = RandomScenarioGenerator.scenario(seed: Self.firstSeed &+ UInt64(offset), drawsSwiftUI: true).statements
            Self.walk(statements) { index, model in
                seen.formUnion(Self.features(of: statements[index].command, in: model))
            }
        }
        var expected: Set<String> = ["landscape", "rtl on", "rtl off", "delegate system", "delegate custom-animator"]
        expected.formUnion(DevicePreset.allCases.map { "device \($0.rawValue)" })
        expected.formUnion([13, 14, 15, 16, 17, 18, 26].map { "ios \($0)" })
        expected.formUnion(ContainerKind.allCases.map { "container \($0.rawValue)" })
        for statement in ["page", "style"] {
            expected.formUnion(["color", "default", "transparent", "hidden"].map { "\(statement) bar=\($0)" })
        }
        expected.formUnion([
            "page title", "page large-title", "page search-bar", "page opt-out", "page pop-gesture=off", "page pop-distance",
        ])
        expected.formUnion(PageViewLayout.allCases.map { "page view=\($0.rawValue)" })
        for call in ["push", "pop", "pop-to", "pop-to-root", "set"] {
            expected.formUnion(["\(call) animated", "\(call) animated=no", "\(call) during"])
        }
        expected.formUnion(["back", "back during", "set forward", "set backward", "set same-top"])
        expected.formUnion([
            "swipe complete", "swipe cancel", "swipe from", "swipe velocity", "swipe over=hscroll-leading", "swipe over=hscroll-scrolled",
            "swipe over=web-view", "swipe over=web-view-back-forward",
        ])
        expected.formUnion(["style top", "style covered", "style title", "scroll edge", "scroll scrolled"])
        expected.formUnion(["rotate landscape", "rotate portrait", "appearance light", "appearance dark", "memory-warning"])
        // The host app's own code (issue "Do no harm").
        expected.formUnion([
            "page app-bar", "page skips-super", "page hides-back-button", "app bar-hidden=yes", "app bar-hidden=no",
            "app pop-gesture=off", "app pop-gesture=on", "delegate nil-animator", "app bar-alpha",
        ])
        expected.formUnion(ForeignLibrary.allCases.map { "foreign-library \($0.rawValue)" })
        // The shared bar styled once in viewDidLoad, back taps the app answers itself (issue 32).
        expected.formUnion(["page app-style", "page app-style-in"])
        expected.formUnion(ShouldPopAnswer.allCases.map { "app should-pop=\($0.rawValue)" })
        // Visibility the app changes in other ways (issue 32 item 3).
        expected.formUnion(["page app-bar-in", "page app-bar-restore"])
        // `app bar-is-hidden=` and the modal episodes only while the generator draws them (docs/lab.md).
        if RandomScenarioBuilder.drawsBarIsHiddenWrites {
            expected.formUnion(["app bar-is-hidden=yes", "app bar-is-hidden=no"])
        }
        if RandomScenarioBuilder.drawsModalEpisodes {
            expected.formUnion(["present full-screen", "present sheet", "dismiss"])
        }
        // Bar looks other than a flat opaque colour (issue 32 item 2), while the generator draws them.
        if RandomScenarioBuilder.drawsBarLooks {
            for statement in ["page", "style"] {
                expected.formUnion(["bar=translucent", "bar=image", "shadow=none", "shadow=color"].map { "\(statement) \($0)" })
            }
        }
        // Title colours (issue 32 item 2), while the generator draws them.
        if RandomScenarioBuilder.drawsTitleColors {
            expected.formUnion(["page title-color", "style title-color", "page app-title-color"])
        }
        // The app's own interactive push (issue 32 item 8), while the generator draws it.
        if RandomScenarioBuilder.drawsSwipePushes {
            expected.formUnion(["swipe-push complete", "swipe-push cancel"])
        }
        // SwiftUI NavigationStack and tab bars (issue 17).
        expected.formUnion([
            "host swiftui", "tab switch", "page hides-tab-bar", "page toolbar-background", "page toolbar",
        ])
        #expect(expected.subtracting(seen).isEmpty, "never generated: \(expected.subtracting(seen).sorted())")
    }

    // MARK: The check and its report

    /// Runs one seed under `variants`; returns the failure report, or `nil` when every variant passes.
    static func check(seed: UInt64, variants: [ModelVariant], fault: ShellFault? = nil) -> String? {
        let scenario = RandomScenarioGenerator.scenario(seed: seed)
        let variants = ScenarioRunner.randomVariants(for: scenario, from: variants)
        var failing: [(ModelVariant, [LabViolation])] = []
        for variant in variants {
            let model = ScenarioRunner.run(scenario, variant: variant, fault: fault)
            if !model.violations.isEmpty { failing.append((variant, model.violations)) }
        }
        guard let (variant, violations) = failing.first else { return nil }
        let text = RandomScenarioGenerator.replayText(scenario, seed: seed, variant: variant)
        // Replay the file's text, so the lines reported are the file's and the replay is proven.
        var replayed = violations
        var reproduced = "the replay file reproduces it"
        if let replay = try? ScenarioParser.parse(text, file: scenario.file) {
            let model = ScenarioRunner.run(replay, variant: variant, fault: fault)
            if model.violations.isEmpty {
                reproduced = "the replay file did NOT reproduce it (lines below are the generated scenario's)"
            } else {
                replayed = model.violations
            }
        } else {
            reproduced = "the replay file does NOT parse (lines below are the generated scenario's)"
        }
        var report = "randomized sequence failed: seed \(seed), \(failing.count) of \(variants.count) variants\n"
        report += "rerun: SNB_RANDOM_SEED=\(seed) SNB_RANDOM_COUNT=1 swift test --filter Randomized\n"
        report += "variant \(variant)\n"
        report += "violations (\(violations.count); \(reproduced)):\n"
        for violation in replayed.prefix(5) { report += "  \(scenario.file):\(violation)\n" }
        report += "----- save as \(scenario.file), replay with `transition-lab \(scenario.file)` -----\n"
        report += text
        report += "----- end of \(scenario.file) -----"
        return report
    }

    /// A test that the check above can fail: a planted shell defect must be reported with
    /// everything needed to replay it.
    @Test func aPlantedDefectIsReportedReplayably() throws {
        var report: String?
        var seed = Self.firstSeed
        while report == nil, seed < Self.firstSeed &+ 50 {
            report = Self.check(seed: seed, variants: [ModelVariant()], fault: .attachesOneRowTooHigh)
            if report == nil { seed &+= 1 }
        }
        let text = try #require(report)
        #expect(text.contains("seed \(seed)"))
        #expect(text.contains("the replay file reproduces it"))
        for dimension in ModelVariant.Dimension.allCases {
            #expect(text.contains("\nvariant \(dimension.rawValue)="))
        }
        let file = RandomScenarioGenerator.fileName(seed: seed)
        let body = try #require(
            text.components(separatedBy: "-----\n").dropFirst().first?
                .components(separatedBy: "----- end of").first)
        let replay = try ScenarioParser.parse(body, file: file)
        #expect(try ScenarioRunner.variants(for: replay) == [ModelVariant()])
    }

    // MARK: Helpers

    /// Runs `statements` in a model as the runner does (a `during` call with the navigation
    /// before it), calling `body` with each statement's index and the model before its group ran.
    static func walk(_ statements: [ScenarioStatement], _ body: (Int, NavigationModel) -> Void) {
        var model = NavigationModel(variant: ModelVariant())
        var index = 0
        while index < statements.count {
            var group = [statements[index]]
            if statements[index].command.isAnimatedNavigation, index + 1 < statements.count,
                statements[index + 1].command.isDuring
            {
                group.append(statements[index + 1])
            }
            for offset in group.indices { body(index + offset, model) }
            model.execute(group)
            index += group.count
        }
    }

    static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }

    /// The coverage tags of one statement, given the statement before it and the model's state.
    static func features(of command: ScenarioCommand, in model: NavigationModel) -> Set<String> {
        var tags: Set<String> = []
        let words = command.rendered().split(separator: " ").map(String.init)
        func callTags(_ name: String, animated: Bool, during: Bool) {
            tags.insert(during ? "\(name) during" : "\(name) \(animated ? "animated" : "animated=no")")
            if during { tags.insert("\(name) \(animated ? "animated" : "animated=no")") }
        }
        switch command {
        case .device(let preset, let orientation):
            tags.insert("device \(preset.rawValue)")
            if orientation == .landscape { tags.insert("landscape") }
        case .scroll(_, let position):
            tags.insert("scroll \(position.rawValue)")
        case .ios, .glass, .rtl, .container, .delegate, .rotate, .appearance, .memoryWarning, .lostEnd, .appSetsPopGesture,
            .appSetsPopGestureDelegate, .foreignLibrary, .host, .tabSwitch, .appAnswersShouldPop, .present, .dismiss:
            tags.insert(command.rendered())
        case .appSetsBarHidden(let hidden, _):
            tags.insert("app bar-hidden=\(hidden ? "yes" : "no")")
        case .appSetsBarAlpha:
            tags.insert("app bar-alpha")
        case .appWritesBarIsHidden(let hidden):
            tags.insert("app bar-is-hidden=\(hidden ? "yes" : "no")")
        case .page(let page):
            tags.insert("page bar=\(page.bar.kind)")
            if let line = page.bar.shadowKind { tags.insert("page shadow=\(line)") }
            for word in words.dropFirst(2) {
                let key = word.split(separator: "=").first.map(String.init) ?? word
                switch key {
                case "bar": break
                case "view", "pop-gesture": tags.insert("page \(word)")
                default: tags.insert("page \(key)")
                }
            }
            if page.view == .full { tags.insert("page view=full") }
        case .push(_, let animated, let during): callTags("push", animated: animated, during: during)
        case .pop(let animated, let during): callTags("pop", animated: animated, during: during)
        case .popTo(_, let animated, let during): callTags("pop-to", animated: animated, during: during)
        case .popToRoot(let animated, let during): callTags("pop-to-root", animated: animated, during: during)
        case .set(let list, let animated, let during):
            callTags("set", animated: animated, during: during)
            if !during, let top = model.stack.last.map({ model.name($0) }) {
                if list.last == top {
                    tags.insert("set same-top")
                } else if model.stack.dropLast().map({ model.name($0) }).contains(list.last ?? "") {
                    tags.insert("set backward")
                } else {
                    tags.insert("set forward")
                }
            }
        case .back(let during): tags.insert(during ? "back during" : "back")
        case .swipe(let swipe):
            tags.insert("swipe \(swipe.outcome.rawValue)")
            if swipe.from != 100 { tags.insert("swipe from") }
            if swipe.velocity != 0 { tags.insert("swipe velocity") }
            if let over = swipe.over { tags.insert("swipe over=\(over.rawValue)") }
        case .swipePush(_, let swipe):
            tags.insert("swipe-push \(swipe.outcome.rawValue)")
        case .style(let name, let bar, let title):
            if let bar { tags.insert("style bar=\(bar.kind)") }
            if let line = bar?.shadowKind { tags.insert("style shadow=\(line)") }
            if bar?.hasTitleColor == true { tags.insert("style title-color") }
            if title != nil { tags.insert("style title") }
            if model.stack.last.map({ model.name($0) }) == name {
                tags.insert("style top")
            } else if model.stack.map({ model.name($0) }).contains(name) {
                tags.insert("style covered")
            }
        case .option(_, let change):
            if let bar = change.bar { tags.insert("option bar=\(bar.rawValue)") }
            if let optOut = change.optOut { tags.insert(optOut ? "option opt-out" : "option opt-in") }
            if let on = change.popGesture { tags.insert("option pop-gesture=\(on ? "on" : "off")") }
        case .variant, .root, .expectStack, .expectBar, .expectGesture, .expectTransition, .rejected: break
        }
        return tags
    }
}

extension ScenarioCommand {
    fileprivate var isDuring: Bool {
        switch self {
        case .push(_, _, true), .pop(_, true), .popTo(_, _, true), .popToRoot(_, true), .set(_, _, true), .back(true): true
        default: false
        }
    }

    /// Whether the call would change the stack (a transition, or `set` replacing what is below the top).
    fileprivate func changesSomething(_ call: NavigationCall, in model: NavigationModel) -> Bool {
        if model.spec(for: call, animated: true, label: "") != nil { return true }
        if case .set(let list, _, _) = self { return list.map(model.id) != model.stack }
        return false
    }
}

extension BarStyleSpec {
    /// `shadow=none` or `shadow=color` when the bar has a line of its own.
    fileprivate var shadowKind: String? {
        switch self {
        case .color(_, _, _, _, .none, _), .image(.none, _): "none"
        case .color(_, _, _, _, .color, _), .image(.color, _): "color"
        default: nil
        }
    }

    /// Whether the bar's title has a colour of its own (`title-color=`).
    fileprivate var hasTitleColor: Bool {
        switch self {
        case .color(_, _, _, _, _, .color), .image(_, .color): true
        default: false
        }
    }

    fileprivate var kind: String {
        switch self {
        case .color(_, _, _, 255, _, _): "color"
        case .color: "translucent"
        case .image: "image"
        case .default: "default"
        case .transparent: "transparent"
        case .hidden: "hidden"
        }
    }
}
