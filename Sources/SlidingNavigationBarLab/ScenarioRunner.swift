import SlidingNavigationBarCore

/// The result of one scenario under every variant it was run under.
package struct ScenarioReport: Sendable {
    package var scenario: Scenario
    /// Each failing variant with its violations (at most a few listed per variant).
    package var failures: [(variant: ModelVariant, violations: [LabViolation])]
    package var variantsRun: Int
    package var metrics: LabMetrics

    package var isOK: Bool { failures.isEmpty }
}

/// Runs scenarios through the model of UIKit, under every variant that can make a difference.
package enum ScenarioRunner {
    /// The variant dimensions a scenario can be affected by: a dimension is varied only when the
    /// scenario does something it is about (a cancelled swipe, a nested call, a back tap, …).
    package static func relevantDimensions(of scenario: Scenario) -> [ModelVariant.Dimension] {
        var dims: [ModelVariant.Dimension] = [.barSwitch, .didOrder, .completionOrder, .coordinator]
        var cancels = false, nested = false, back = false, intermediates = false, options = false
        var notAnimated = false, animated = false, notFull = false
        var belowBar: Set<String> = [], hides: Set<String> = []
        var appHides = false
        var swiftUI = false
        var hidesStatusBar = false
        for statement in scenario.statements {
            if case .page(let page) = statement.command, page.statusBarHidden { hidesStatusBar = true }
            if case .host(.swiftui) = statement.command { swiftUI = true }
            switch statement.command {
            case .swipe(let swipe) where swipe.outcome == .cancel: cancels = true
            case .swipePush(_, let swipe) where swipe.outcome == .cancel: cancels = true
            case .push(_, _, true), .pop(_, true), .popTo(_, _, true), .popToRoot(_, true), .set(_, _, true), .back(true):
                nested = true
                if case .back = statement.command { back = true }
            case .back: back = true
            case .popTo, .popToRoot, .set: intermediates = true
            case .page(let page):
                // Both kinds laid out below the bar (`edgesForExtendedLayout` without the top).
                if page.view == .belowBar || page.view == .scrollBelowBar { belowBar.insert(page.name) }
                if page.view != .full { notFull = true }
                if page.bar == .hidden { hides.insert(page.name) }
                if page.optOut || page.bar == .hidden || !page.popGestureEnabled || page.popDistance != nil
                    || page.largeTitle || page.searchBar
                {
                    options = true
                }
            case .style(let name, .hidden?, _): hides.insert(name)
            case .option(let name, let change) where change.bar == .hidden:
                hides.insert(name)
                options = true
            case .option: options = true
            case .appSetsBarHidden: appHides = true
            default: break
            }
            if case .page(let page) = statement.command, page.appBar != nil || page.toolbar != nil { appHides = true }
            switch statement.command {
            case .push(_, false, _), .pop(false, _), .popTo(_, false, _), .popToRoot(false, _), .set(_, false, _):
                notAnimated = true
            case .push, .pop, .popTo, .popToRoot, .set, .back, .swipe, .swipePush: animated = true
            default: break
            }
        }
        if cancels { dims += [.cancelCallbacks, .cancelBarRevert] }
        if nested { dims.append(.nested) }
        if back { dims.append(.backButton) }
        if intermediates { dims.append(.intermediates) }
        if options { dims.append(.options) }
        if notAnimated { dims.append(.nonAnimatedFrame) }
        if !belowBar.isDisjoint(with: hides) { dims.append(.hiddenBarView) }
        // How an animated visibility change moves the content matters only where the bar's
        // visibility changes.
        if !hides.isEmpty || appHides { dims.append(.barLayout) }
        // Commands applied in the coordinator's alongside block (or iOS 26's layout inside a push)
        // show only where a page leaves the bar's strip to what is behind it or puts its snapshot
        // away from its view's origin (a view below the bar, a scroll view): over full-screen
        // pages a drifting snapshot starts where it ends and a fading bar is covered.
        if animated && notFull { dims.append(.alongsideAnimates) }
        // Whether UIKit asks the bar about a swipe matters only for a swipe to a page whose bar is hidden.
        if swipesToAPageThatMayHideTheBar(scenario) { dims.append(.hiddenSwipeShouldPop) }
        // When a page that is not on top takes a change of the bar's visibility matters where
        // the shell holds such a page's safe area: a swipe back from a page with a bar to one
        // whose option hides it.
        if swipesToAPageThatMayHideTheBar(scenario, holdingTheLeavingPage: true) { dims.append(.nonTopSafeArea) }
        // When SwiftUI applies a destination's toolbar and the library's modifier acts.
        if swiftUI { dims.append(.swiftUIUpdate) }
        // When UIKit applies a page's hidden status bar matters only where a page hides it.
        if hidesStatusBar { dims.append(.statusBarUpdate) }
        return dims
    }

    /// Whether a swipe in `scenario` may go back to a page whose bar is hidden: the stack followed
    /// statement by statement (as if every call and swipe went through), a page hiding the bar
    /// by its option or its own code, or any page once the app hid the bar itself.
    /// With `holdingTheLeavingPage`, only a swipe to a page whose option hides the bar from a
    /// page that hides it in no way: where the engine hides the bar for the uncovered page and
    /// holds the leaving page's safe area (an app that hid the bar itself leaves nothing to hide).
    static func swipesToAPageThatMayHideTheBar(_ scenario: Scenario, holdingTheLeavingPage: Bool = false) -> Bool {
        var stack: [String] = []
        var hiding: Set<String> = []
        var optionHiding: Set<String> = []
        var appHidden = false
        for statement in scenario.statements {
            switch statement.command {
            case .page(let page) where page.bar == .hidden || page.appBar == .hidden || page.toolbar == .hidden:
                hiding.insert(page.name)
                if page.bar == .hidden { optionHiding.insert(page.name) }
            case .style(let name, .hidden?, _):
                hiding.insert(name)
                optionHiding.insert(name)
            case .option(let name, let change) where change.bar == .hidden:
                hiding.insert(name)
                optionHiding.insert(name)
            case .appSetsBarHidden(true, _): appHidden = true
            case .root(let names), .set(let names, _, _): stack = names
            case .push(let name, _, _): stack.append(name)
            case .swipePush(let name, let swipe) where swipe.outcome == .complete: stack.append(name)
            case .pop, .back: stack = stack.dropLast()
            case .popTo(let name, _, _): if let index = stack.firstIndex(of: name) { stack = Array(stack[...index]) }
            case .popToRoot: stack = Array(stack.prefix(1))
            case .swipe(let swipe):
                guard stack.count > 1 else { break }
                let (to, from) = (stack[stack.count - 2], stack[stack.count - 1])
                if holdingTheLeavingPage {
                    if optionHiding.contains(to), !hiding.contains(from) { return true }
                } else if appHidden || hiding.contains(to) {
                    return true
                }
                if swipe.outcome == .complete { stack.removeLast() }
            default: break
            }
        }
        return false
    }

    /// The variants a scenario runs under, with any `variant KEY=VALUE` lines pinning theirs:
    /// the full product of its relevant dimensions, or (`.pairwise`) a covering set of them.
    package static func variants(for scenario: Scenario, coverage: VariantCoverage = .full) throws -> [ModelVariant] {
        var base = ModelVariant()
        var pinned: Set<ModelVariant.Dimension> = []
        for statement in scenario.statements {
            guard case .variant(let key, let value) = statement.command else { continue }
            guard let dimension = ModelVariant.Dimension(rawValue: key) else {
                throw ScenarioError(
                    file: scenario.file, line: statement.line,
                    message:
                        "unknown variant '\(key)': expected one of \(ModelVariant.Dimension.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            guard base.set(dimension, to: value) else {
                throw ScenarioError(
                    file: scenario.file, line: statement.line,
                    message:
                        "unknown value '\(value)' for variant '\(key)': expected one of "
                        + dimension.pinnableValues.joined(separator: ", "))
            }
            pinned.insert(dimension)
        }
        // Transitions became interruptible with iOS 26: no reversal before.
        let ios = scenario.statements.lazy.compactMap { if case .ios(let version) = $0.command { version } else { nil } }.first ?? 17
        if ios >= 26 {
            for (dimension, value) in ModelVariant.readInUIKitCode where !pinned.contains(dimension) {
                _ = base.set(dimension, to: value)
                pinned.insert(dimension)
            }
        }
        let varied = relevantDimensions(of: scenario).filter { !pinned.contains($0) }
        var variants: [ModelVariant]
        switch coverage {
        case .full where varied.contains(.nonTopSafeArea):
            // The values of `non-top-safe-area` where UIKit lags run under the covering set of
            // the other dimensions, even here: their full product would double the catalogue's
            // runs. Every pair of values still meets (docs/lab.md).
            let others = varied.filter { $0 != .nonTopSafeArea }
            variants = ModelVariant.product(of: others, base: base)
            for lag in ModelVariant.NonTopSafeArea.varied where lag != base.nonTopSafeArea {
                var lagging = base
                lagging.nonTopSafeArea = lag
                variants += ModelVariant.pairwise(of: others, base: lagging)
            }
        case .full: variants = ModelVariant.product(of: varied, base: base)
        case .pairwise: variants = ModelVariant.pairwise(of: varied, base: base)
        }
        // A value a version rules out takes another instead of being dropped: in a covering set
        // it is the only one to meet some pairs of the other dimensions. Below iOS 26 nothing is
        // reversed. On 26 and later UIKit's code (docs/uikit-facts.md §9) contradicts
        // `non-top-safe-area=at-once`, and a call made while a transition runs either preempts it
        // (it completes at once and the call runs as its own transition, unheard by the public
        // method: `cuts-short`) or is re-applied privately after it (`deferred-silent`).
        var seen: Set<ModelVariant> = []
        return variants.compactMap { variant in
            var variant = variant
            if !pinned.contains(.nested) {
                switch (ios >= 26, variant.nested) {
                case (false, .reverses): variant.nested = ModelVariant.NestedCall.allCases[0]
                case (true, .reverses): variant.nested = .cutsShort
                case (true, .deferredAnnounced): variant.nested = .deferredSilent
                default: break
                }
            }
            if ios >= 26, !pinned.contains(.nonTopSafeArea), variant.nonTopSafeArea == .atOnce {
                variant.nonTopSafeArea = .atItsNextLayout
            }
            return seen.insert(variant).inserted ? variant : nil
        }
    }

    /// The variants a random scenario runs under: `variants` (the all-pairs set), with
    /// `non-top-safe-area` back at `at-once` where the scenario holds no page's safe area (it is
    /// varied only there, as in the catalogue: elsewhere a lagging value only tells what UIKit
    /// would do to any page that leaves), without repeats.
    ///
    /// `pinning` holds dimensions at a value (`--variant KEY=VALUE`, words already checked), except
    /// `non-top-safe-area` where it stays `at-once` for the reason above.
    package static func randomVariants(
        for scenario: Scenario, from variants: [ModelVariant] = ModelVariant.pairwise,
        pinning pins: [(key: String, value: String)] = []
    ) -> [ModelVariant] {
        let holds = swipesToAPageThatMayHideTheBar(scenario, holdingTheLeavingPage: true)
        guard !holds || !pins.isEmpty else { return variants }
        var seen: Set<ModelVariant> = []
        return variants.compactMap { variant in
            var projected = variant
            for (key, value) in pins {
                guard let dimension = ModelVariant.Dimension(rawValue: key), holds || dimension != .nonTopSafeArea else { continue }
                _ = projected.set(dimension, to: value)
            }
            if !holds { projected.nonTopSafeArea = .atOnce }
            return seen.insert(projected).inserted ? projected : nil
        }
    }

    /// Runs `scenario` under every relevant variant (`coverage` says which).
    package static func run(
        _ scenario: Scenario, coverage: VariantCoverage = .full, maxViolationsPerVariant: Int = 3, strictContent: Bool = false
    ) throws -> ScenarioReport {
        let variants = try variants(for: scenario, coverage: coverage)
        var report = ScenarioReport(scenario: scenario, failures: [], variantsRun: 0, metrics: LabMetrics())
        for variant in variants {
            let model = run(scenario, variant: variant, strictContent: strictContent)
            report.variantsRun += 1
            report.metrics.merge(model.metrics)
            if !model.violations.isEmpty {
                report.failures.append((variant, Array(model.violations.prefix(maxViolationsPerVariant))))
            }
        }
        return report
    }

    /// Runs `scenario` under one variant and returns the model, with its violations and metrics.
    package static func run(
        _ scenario: Scenario, variant: ModelVariant, recordFrames: Bool = false, keepNotes: Bool = false,
        digestCommands: Bool = false, fault: ShellFault? = nil, oracleFault: OracleFault? = nil, strictContent: Bool = false
    ) -> NavigationModel {
        var model = NavigationModel(variant: variant, recordFrames: recordFrames)
        model.keepsNotes = keepNotes
        model.digestsCommands = digestCommands
        model.fault = fault
        model.oracleFault = oracleFault
        model.strictContent = strictContent
        model.execute(scenario.statements)
        return model
    }
}
