/// One choice for every UIKit behaviour that our sources do not pin down.
///
/// The model runs each scenario under every variant that can make a difference to it, and the
/// engine must pass under all of them. Sources for each dimension are in
/// `docs/uikit-facts.md`.
package struct ModelVariant: Sendable, Hashable, CustomStringConvertible {
    /// When the real bar switches to the incoming page's item (facts, "Still unconfirmed" #2).
    package enum BarSwitch: String, Sendable, CaseIterable {
        /// Inside the push/pop call, before any appearance callback.
        case atCall = "at-call"
        /// Just before the incoming page's `viewWillAppear`.
        case atIncomingWillAppear = "at-will-appear"
        /// Just before the animation starts (the latest moment: the bar animates with the pages).
        case atAnimationStart = "at-animation-start"
    }

    /// The order of the did-pair after a transition: logs disagree (readke.com vs remkoh.dev).
    package enum DidOrder: String, Sendable, CaseIterable {
        case outgoingFirst = "outgoing-first"
        case incomingFirst = "incoming-first"
    }

    /// Whether the coordinator's completion runs before or after the did-pair.
    package enum CompletionOrder: String, Sendable, CaseIterable {
        case beforeDidCallbacks = "before-did"
        case afterDidCallbacks = "after-did"
    }

    /// What a cancelled swipe re-sends, and when. Apple documents `to.viewWillDisappear` then
    /// `from.viewWillAppear` at the cancel; the full iOS 7-era list adds `to.viewDidDisappear`;
    /// the decompiled iOS 26.1 sends all four once the reverse animation has ended
    /// (`cancelBeginAppearanceTransition`, docs/uikit-facts.md §9).
    package enum CancelCallbacks: String, Sendable, CaseIterable {
        /// to.viewWillDisappear, from.viewWillAppear at the cancel; to.viewDidDisappear, from.viewDidAppear at the end.
        case full
        /// Only from.viewWillAppear and from.viewDidAppear.
        case short
        /// Nothing at the cancel; when the reverse animation ends, each page's pair back to back:
        /// to.viewWillDisappear, to.viewDidDisappear, then from.viewWillAppear, from.viewDidAppear
        /// (that order whatever `did-order` says of a completed transition); the coordinator's
        /// completion before or after the four (`completion-order`).
        case atEnd = "at-end"

        /// The values the variation takes. `at-end` (what the decompiled iOS 26.1 shows) is
        /// pinnable, not varied yet: 3 of 10,000 random sequences from the default seed fail
        /// under it (docs/lab.md, "cancel-callbacks=at-end").
        package static let varied: [CancelCallbacks] = [.full, .short]
    }

    /// When the bar goes back to the outgoing page's item after a cancelled swipe.
    package enum CancelBarRevert: String, Sendable, CaseIterable {
        case atInteractionEnd = "at-interaction-end"
        case atRestoredWillAppear = "at-will-appear"
        case atCompletion = "at-completion"
    }

    /// What UIKit does with a navigation call made while a transition runs (facts, §g: QMUI says a
    /// pop is re-run after the running one; logs show nested pushes proceeding).
    package enum NestedCall: String, Sendable, CaseIterable {
        /// Run after the current transition ends, through the package method (our hook sees it again).
        case deferredAnnounced = "deferred-announced"
        /// Run after the current transition ends, through a private path (our hook does not see it).
        case deferredSilent = "deferred-silent"
        /// The current transition jumps to its end and the new one starts at once, privately.
        case cutsShort = "cuts-short"
        /// iOS 26's interruptible transitions: a pop of the page being pushed reverses the push
        /// where it is, which then ends as a cancelled one (the pop is consumed); any other call
        /// is queued after the running transition, as `deferred-announced` (react-native-screens
        /// issue 3093: two quick back taps pop twice). Contradicted by the decompiled iOS 26.1
        /// (a preempted transition completes; `cuts-short` stands for it): no longer varied, kept
        /// for scenarios that pin it and for a device probe that would report it.
        case reverses
    }

    /// When `transitionCoordinator` becomes non-nil (facts, Q1: "right after push/pop returns").
    package enum CoordinatorTiming: String, Sendable, CaseIterable {
        case afterCall = "after-call"
        case atIncomingWillAppear = "at-will-appear"
    }

    /// Whether pages popped from the middle of the stack get appearance callbacks (unconfirmed #4).
    package enum IntermediateCallbacks: String, Sendable, CaseIterable {
        case none
        case disappear
    }

    /// Which of our hooks sees a back-button pop: the bar delegate's `navigationBar(_:shouldPop:)`,
    /// the package `popViewController(animated:)` it may call, or both (then the engine hears the
    /// same call twice and must not be thrown by it).
    package enum BackButton: String, Sendable, CaseIterable {
        case publicPop = "public-pop"
        case barDelegateOnly = "bar-delegate-only"
        case both
        /// Neither: the tap pops through a private path, so the engine hears of the pop only from
        /// the pages' callbacks. Reported for back-button hooks that stopped being reached on
        /// iOS 26 (Tencent/QMUI_iOS#1685) and for iOS 14's long-press back menu skipping
        /// `navigationBar(_:shouldPop:)` (wikimedia/wikipedia-ios#3640).
        case silent
    }

    /// When the app sets a page's options (`slidingBar.…`, large titles): in its initializer,
    /// or in `viewDidLoad`, which UIKit runs after the push is announced and before the page's
    /// `viewWillAppear`. Not a UIKit unknown but an app's choice; both must work.
    package enum OptionsTiming: String, Sendable, CaseIterable {
        case atInit = "at-init"
        case atViewDidLoad = "at-view-did-load"
    }

    /// Whether UIKit commits a frame between the incoming page's `viewIsAppearing` and the
    /// did-pair of a transition that is not animated (facts, Q1: `viewDidAppear` runs in its own
    /// CATransaction after `viewWillAppear`'s; whether a frame is drawn in between when nothing
    /// animates is not documented).
    package enum NonAnimatedFrame: String, Sendable, CaseIterable {
        case none
        case beforeDid = "before-did"
    }

    /// Where the view of a page laid out below the bar (`edgesForExtendedLayout` without the top)
    /// starts while the bar is hidden: below the status bar, or at the container's top, since
    /// the status bar is not a bar that `edgesForExtendedLayout` excludes (no source either way).
    package enum HiddenBarView: String, Sendable, CaseIterable {
        case belowStatusBar = "below-status-bar"
        case atTop = "at-top"
    }

    /// Whether the transition coordinator's alongside block is an animated context for what is
    /// applied inside it (Apple: alongside animations run in the transition's animation context;
    /// whether a view created or a layer changed there animates is not documented). `yes`: a
    /// command applied there with animations enabled animates (a new snapshot view drifts from
    /// (0,0), a concealment fades, a visibility change slides), unless the shell applies it
    /// without animation, as it does. iOS 26's layout of a pushed view inside the push animation
    /// is the same kind of context.
    package enum AlongsideAnimates: String, Sendable, CaseIterable {
        case yes
        case no
    }

    /// Whether UIKit calls the bar delegate's `navigationBar(_:shouldPop:)` for an interactive pop
    /// to a page whose bar is hidden (QMUI's source and issues report it is not). Our shell
    /// announces a swipe at the driving recognizer's `.began`, so it must not matter.
    package enum HiddenSwipeShouldPop: String, Sendable, CaseIterable {
        case yes
        case no
    }

    /// How the pages' content moves when the bar is hidden or shown with
    /// `setNavigationBarHidden(_:animated: true)`. A reconstruction of UIKit's source
    /// (docs/uikit-facts.md 5a) lays the top page out inside the bar's own animation when no
    /// transition runs, and after the animation block inside a transition; whether today's
    /// safe-area layout (done in a later layout pass unless forced) joins either animation is not
    /// known. `glides`: the content moves with the animation wherever it is made;
    /// `glides-outside-transitions`: only when no navigation transition runs; `at-once`: never,
    /// the content moves in one frame as without animation.
    package enum BarLayout: String, Sendable, CaseIterable {
        case atOnce = "at-once"
        case glidesOutsideTransitions = "glides-outside-transitions"
        case glides
    }

    /// When SwiftUI applies a `NavigationStack` destination's toolbar (`.toolbarBackground`,
    /// `.toolbar(.hidden)`) to the UIKit bar, and when the library's modifier on it can set its
    /// options, relative to the navigation call, `viewWillAppear` and the animation. Decompiles
    /// show SwiftUI's bar update before a push, in the destination's `viewWillAppear`, and in
    /// the navigation controller's `viewWillLayoutSubviews` (docs/uikit-facts.md, "SwiftUI
    /// NavigationStack and tab bars"); which one a given push takes is not documented.
    package enum SwiftUIUpdate: String, Sendable, CaseIterable {
        /// Before the navigation call (SwiftUI prepares the bar before it pushes): like a UIKit
        /// page's `init`.
        case beforeCall = "before-call"
        /// In the destination's `viewWillAppear`, before it calls super (before our hook hears it).
        case willAppearBeforeSuper = "will-appear-before-super"
        /// In the destination's `viewWillAppear`, after super returned (after our hook forwarded it).
        case willAppearAfterSuper = "will-appear-after-super"
        /// In the layout pass that commits the first frame: after the coordinator's alongside
        /// block, before anything of the animation is on screen.
        case atFirstLayout = "at-first-layout"
    }

    /// When UIKit applies the incoming page's `prefersStatusBarHidden` in a transition, where
    /// hiding the status bar moves the bar up into its place (a phone with a home button, an
    /// iPad): as the animation starts (the status bar and the bar animate with the pages), or
    /// once the transition has ended. Reports disagree (WXNavigationBar issue 5, PopupDialog
    /// issue 337, ETNavBarTransparent issue 25: the layout is not refreshed, the status bar hides
    /// late, the pop is not smooth); nothing public pins it down.
    package enum StatusBarUpdate: String, Sendable, CaseIterable {
        /// As the transition's animation starts (a cancelled swipe gives it back at its end).
        case atAnimationStart = "at-animation-start"
        /// Once the transition has ended, for the page left on top.
        case atEnd = "at-end"
    }

    /// When UIKit gives a page that is not the top view controller (the page a pop leaves, the
    /// page a push covers) the safe area of a change of the bar's visibility (docs/uikit-facts.md
    /// 5a). A reconstruction of iOS 8.3's `UINavigationController` lays out only
    /// `topViewController` when the bar is hidden or shown; nothing public says when the other
    /// page on screen follows. It matters where the shell holds a leaving page's safe area (a pop
    /// to a page without a bar), so it is varied only there.
    package enum NonTopSafeArea: String, Sendable, CaseIterable {
        /// Every page on screen takes the new safe area at once, as the top page does.
        case atOnce = "at-once"
        /// A page that is not on top takes it at its own next layout pass: the next frame (the
        /// animator moves it), with its `viewDidLayoutSubviews`.
        case atItsNextLayout = "at-its-next-layout"
        /// Never while it is not on top; a page that comes back on top (a cancelled swipe) takes
        /// it at its first layout pass there, so a change made before that pass (the bar shown
        /// again at the cancel's end) reaches it a pass late.
        case whenTopAgain = "when-top-again"

        /// The values the lab varies: all three, since a page that hides the bar next to one that
        /// shows it is UIKit's own transition (the catalogue and 3,000 random sequences pass
        /// under `when-top-again`, where two failed while the library timed the bar itself).
        package static let varied: [NonTopSafeArea] = allCases
    }

    package var barSwitch: BarSwitch
    package var didOrder: DidOrder
    package var completionOrder: CompletionOrder
    package var cancelCallbacks: CancelCallbacks
    package var cancelBarRevert: CancelBarRevert
    package var nested: NestedCall
    package var coordinator: CoordinatorTiming
    package var intermediates: IntermediateCallbacks
    package var backButton: BackButton
    package var options: OptionsTiming
    package var nonAnimatedFrame: NonAnimatedFrame
    package var hiddenBarView: HiddenBarView
    package var alongsideAnimates: AlongsideAnimates
    package var hiddenSwipeShouldPop: HiddenSwipeShouldPop
    package var barLayout: BarLayout
    package var swiftUIUpdate: SwiftUIUpdate = .willAppearAfterSuper
    package var nonTopSafeArea: NonTopSafeArea = .atOnce
    package var statusBarUpdate: StatusBarUpdate = .atAnimationStart

    package init(
        barSwitch: BarSwitch = .atIncomingWillAppear,
        didOrder: DidOrder = .outgoingFirst,
        completionOrder: CompletionOrder = .afterDidCallbacks,
        cancelCallbacks: CancelCallbacks = .full,
        cancelBarRevert: CancelBarRevert = .atRestoredWillAppear,
        nested: NestedCall = .deferredAnnounced,
        coordinator: CoordinatorTiming = .afterCall,
        intermediates: IntermediateCallbacks = .none,
        backButton: BackButton = .both,
        options: OptionsTiming = .atInit,
        nonAnimatedFrame: NonAnimatedFrame = .none,
        hiddenBarView: HiddenBarView = .belowStatusBar,
        alongsideAnimates: AlongsideAnimates = .yes,
        hiddenSwipeShouldPop: HiddenSwipeShouldPop = .no,
        barLayout: BarLayout = .atOnce
    ) {
        self.barSwitch = barSwitch
        self.didOrder = didOrder
        self.completionOrder = completionOrder
        self.cancelCallbacks = cancelCallbacks
        self.cancelBarRevert = cancelBarRevert
        self.nested = nested
        self.coordinator = coordinator
        self.intermediates = intermediates
        self.backButton = backButton
        self.options = options
        self.nonAnimatedFrame = nonAnimatedFrame
        self.hiddenBarView = hiddenBarView
        self.alongsideAnimates = alongsideAnimates
        self.hiddenSwipeShouldPop = hiddenSwipeShouldPop
        self.barLayout = barLayout
    }

    /// The dimensions, by the key a scenario's `variant KEY=VALUE` names.
    /// What the decompiled iOS 26.1 UIKitCore shows for a dimension (docs/uikit-facts.md §9,
    /// "Read in UIKit's code"): on `ios 26` and later the model takes these values, and the
    /// dimensions are no longer varied there, unless a scenario pins another value itself.
    /// (Two contradicted values are left out there by `ScenarioRunner.variants`:
    /// `non-top-safe-area=at-once`, and `nested=reverses` and `deferred-announced`, UIKit's
    /// preemption being `cuts-short`; the others are silent there and stay varied.)
    package static let readInUIKitCode: [(dimension: Dimension, value: String)] = [
        (.barSwitch, "at-animation-start"), (.coordinator, "after-call"), (.alongsideAnimates, "yes"),
        (.didOrder, "outgoing-first"), (.cancelBarRevert, "at-interaction-end"), (.intermediates, "none"),
        (.nonAnimatedFrame, "none"), (.hiddenBarView, "at-top"), (.hiddenSwipeShouldPop, "no"),
        (.barLayout, "glides-outside-transitions"), (.statusBarUpdate, "at-animation-start"),
    ]

    package enum Dimension: String, Sendable, CaseIterable {
        case barSwitch = "bar-switch"
        case didOrder = "did-order"
        case completionOrder = "completion-order"
        case cancelCallbacks = "cancel-callbacks"
        case cancelBarRevert = "cancel-bar-revert"
        case nested
        case coordinator
        case intermediates
        case backButton = "back-button"
        case options
        case nonAnimatedFrame = "non-animated-frame"
        case hiddenBarView = "hidden-bar-view"
        case alongsideAnimates = "alongside-animates"
        case hiddenSwipeShouldPop = "hidden-swipe-should-pop"
        case barLayout = "bar-layout"
        case swiftUIUpdate = "swiftui-update"
        case nonTopSafeArea = "non-top-safe-area"
        case statusBarUpdate = "status-bar-update"

        /// The values this dimension takes, as scenario words.
        package var values: [String] {
            switch self {
            case .barSwitch: BarSwitch.allCases.map(\.rawValue)
            case .didOrder: DidOrder.allCases.map(\.rawValue)
            case .completionOrder: CompletionOrder.allCases.map(\.rawValue)
            case .cancelCallbacks: CancelCallbacks.varied.map(\.rawValue)
            case .cancelBarRevert: CancelBarRevert.allCases.map(\.rawValue)
            case .nested: NestedCall.allCases.map(\.rawValue)
            case .coordinator: CoordinatorTiming.allCases.map(\.rawValue)
            case .intermediates: IntermediateCallbacks.allCases.map(\.rawValue)
            case .backButton: BackButton.allCases.map(\.rawValue)
            case .options: OptionsTiming.allCases.map(\.rawValue)
            case .nonAnimatedFrame: NonAnimatedFrame.allCases.map(\.rawValue)
            case .hiddenBarView: HiddenBarView.allCases.map(\.rawValue)
            case .alongsideAnimates: AlongsideAnimates.allCases.map(\.rawValue)
            case .hiddenSwipeShouldPop: HiddenSwipeShouldPop.allCases.map(\.rawValue)
            case .barLayout: BarLayout.allCases.map(\.rawValue)
            case .swiftUIUpdate: SwiftUIUpdate.allCases.map(\.rawValue)
            case .nonTopSafeArea: NonTopSafeArea.varied.map(\.rawValue)
            case .statusBarUpdate: StatusBarUpdate.allCases.map(\.rawValue)
            }
        }

        /// Every value a scenario's `variant` line or `--variant` may pin: the varied ones and
        /// those kept out of the variation until the engine passes under them.
        package var pinnableValues: [String] {
            switch self {
            case .nonTopSafeArea: NonTopSafeArea.allCases.map(\.rawValue)
            case .cancelCallbacks: CancelCallbacks.allCases.map(\.rawValue)
            default: values
            }
        }
    }

    /// The value of one dimension, as a scenario word.
    package func value(of dimension: Dimension) -> String {
        switch dimension {
        case .barSwitch: barSwitch.rawValue
        case .didOrder: didOrder.rawValue
        case .completionOrder: completionOrder.rawValue
        case .cancelCallbacks: cancelCallbacks.rawValue
        case .cancelBarRevert: cancelBarRevert.rawValue
        case .nested: nested.rawValue
        case .coordinator: coordinator.rawValue
        case .intermediates: intermediates.rawValue
        case .backButton: backButton.rawValue
        case .options: options.rawValue
        case .nonAnimatedFrame: nonAnimatedFrame.rawValue
        case .hiddenBarView: hiddenBarView.rawValue
        case .alongsideAnimates: alongsideAnimates.rawValue
        case .hiddenSwipeShouldPop: hiddenSwipeShouldPop.rawValue
        case .barLayout: barLayout.rawValue
        case .swiftUIUpdate: swiftUIUpdate.rawValue
        case .nonTopSafeArea: nonTopSafeArea.rawValue
        case .statusBarUpdate: statusBarUpdate.rawValue
        }
    }

    /// Sets one dimension from a scenario word; returns false when the word is not one of its values.
    @discardableResult
    package mutating func set(_ dimension: Dimension, to word: String) -> Bool {
        switch dimension {
        case .barSwitch: guard let v = BarSwitch(rawValue: word) else { return false }; barSwitch = v
        case .didOrder: guard let v = DidOrder(rawValue: word) else { return false }; didOrder = v
        case .completionOrder: guard let v = CompletionOrder(rawValue: word) else { return false }; completionOrder = v
        case .cancelCallbacks: guard let v = CancelCallbacks(rawValue: word) else { return false }; cancelCallbacks = v
        case .cancelBarRevert: guard let v = CancelBarRevert(rawValue: word) else { return false }; cancelBarRevert = v
        case .nested: guard let v = NestedCall(rawValue: word) else { return false }; nested = v
        case .coordinator: guard let v = CoordinatorTiming(rawValue: word) else { return false }; coordinator = v
        case .intermediates: guard let v = IntermediateCallbacks(rawValue: word) else { return false }; intermediates = v
        case .backButton: guard let v = BackButton(rawValue: word) else { return false }; backButton = v
        case .options: guard let v = OptionsTiming(rawValue: word) else { return false }; options = v
        case .nonAnimatedFrame: guard let v = NonAnimatedFrame(rawValue: word) else { return false }; nonAnimatedFrame = v
        case .hiddenBarView: guard let v = HiddenBarView(rawValue: word) else { return false }; hiddenBarView = v
        case .alongsideAnimates: guard let v = AlongsideAnimates(rawValue: word) else { return false }; alongsideAnimates = v
        case .hiddenSwipeShouldPop:
            guard let v = HiddenSwipeShouldPop(rawValue: word) else { return false }; hiddenSwipeShouldPop = v
        case .barLayout: guard let v = BarLayout(rawValue: word) else { return false }; barLayout = v
        case .swiftUIUpdate: guard let v = SwiftUIUpdate(rawValue: word) else { return false }; swiftUIUpdate = v
        case .nonTopSafeArea: guard let v = NonTopSafeArea(rawValue: word) else { return false }; nonTopSafeArea = v
        case .statusBarUpdate: guard let v = StatusBarUpdate(rawValue: word) else { return false }; statusBarUpdate = v
        }
        return true
    }

    package var description: String {
        Dimension.allCases.map { "\($0.rawValue)=\(value(of: $0))" }.joined(separator: " ")
    }

    /// Every combination of the given dimensions' values, the others at `base`'s values.
    package static func product(of dimensions: [Dimension], base: ModelVariant = ModelVariant()) -> [ModelVariant] {
        var variants = [base]
        for dimension in dimensions {
            variants = variants.flatMap { variant in
                dimension.values.map { word in
                    var copy = variant
                    copy.set(dimension, to: word)
                    return copy
                }
            }
        }
        return variants
    }

    /// The dimensions kept out of ``all``: ``Dimension/swiftUIUpdate``, which only SwiftUI
    /// scenarios vary, and ``Dimension/nonTopSafeArea``, which only scenarios with a pop to a page
    /// without a bar vary, and ``Dimension/statusBarUpdate``, which only scenarios with a page
    /// hiding the status bar vary; each would make the full product several times larger (and the
    /// all-pairs search over it as much slower). ``pairwise`` covers them too (``withSidePairs(_:side:against:)``).
    package static let sideDimensions: [Dimension] = [.swiftUIUpdate, .nonTopSafeArea, .statusBarUpdate]

    /// The dimensions of ``all``: every one but the ``sideDimensions``.
    package static let productDimensions = Dimension.allCases.filter { !sideDimensions.contains($0) }

    /// Every variant: the full product of ``productDimensions``.
    package static let all: [ModelVariant] = product(of: productDimensions)

    /// A set of variants in which every pair of values of any two dimensions occurs together at
    /// least once (a greedy all-pairs covering array): what the randomized test runs each
    /// sequence under, since the full product is too large to run 10,000 times.
    package static let pairwise: [ModelVariant] = {
        // Pairs are numbered, and each variant of the full product is a row of value indices,
        // so that scoring a candidate is array lookups (the product has tens of thousands of rows).
        let dims = productDimensions
        let counts = dims.map(\.values.count)
        var pairBase: [[Int]] = Array(repeating: Array(repeating: 0, count: dims.count), count: dims.count)
        var pairCount = 0
        for i in dims.indices {
            for j in dims.indices where j > i {
                pairBase[i][j] = pairCount
                pairCount += counts[i] * counts[j]
            }
        }
        let rows: [[Int]] = all.map { variant in
            dims.indices.map { dims[$0].values.firstIndex(of: variant.value(of: dims[$0])) ?? 0 }
        }
        func pairIndices(_ row: [Int]) -> [Int] {
            var result: [Int] = []
            result.reserveCapacity(dims.count * (dims.count - 1) / 2)
            for i in dims.indices {
                for j in dims.indices where j > i { result.append(pairBase[i][j] + row[i] * counts[j] + row[j]) }
            }
            return result
        }
        let candidates = rows.map(pairIndices)
        var uncovered = Array(repeating: true, count: pairCount)
        var remaining = pairCount
        var chosen: [ModelVariant] = []
        while remaining > 0 {
            // Pick, from the full product, the variant covering the most uncovered pairs (the first
            // such in the product's order).
            var best = 0
            var bestScore = -1
            uncovered.withUnsafeBufferPointer { open in
                for (index, pairs) in candidates.enumerated() {
                    var score = 0
                    pairs.withUnsafeBufferPointer { for pair in $0 where open[pair] { score += 1 } }
                    if score > bestScore { best = index; bestScore = score }
                }
            }
            chosen.append(all[best])
            for pair in candidates[best] where uncovered[pair] {
                uncovered[pair] = false
                remaining -= 1
            }
        }
        var covering = chosen
        var met = productDimensions
        for side in sideDimensions {
            covering = withSidePairs(covering, side: side, against: met)
            met.append(side)
        }
        return covering
    }()

    /// Gives each variant of a covering array of `others` the value of `side` that meets the
    /// most values of `others` not met yet, then adds a variant for each pair still missing, so
    /// that every value of `side` meets every value of every dimension of `others`.
    static func withSidePairs(_ rows: [ModelVariant], side: Dimension, against others: [Dimension]) -> [ModelVariant] {
        var missing: Set<String> = []
        for value in side.values {
            for dimension in others {
                for word in dimension.values { missing.insert("\(value) \(dimension.rawValue)=\(word)") }
            }
        }
        func pairs(_ variant: ModelVariant) -> [String] {
            others.map { "\(variant.value(of: side)) \($0.rawValue)=\(variant.value(of: $0))" }
        }
        var result: [ModelVariant] = []
        for row in rows {
            var best = row
            var bestScore = -1
            for value in side.values {
                var candidate = row
                candidate.set(side, to: value)
                let score = pairs(candidate).filter { missing.contains($0) }.count
                if score > bestScore { (best, bestScore) = (candidate, score) }
            }
            result.append(best)
            missing.subtract(pairs(best))
        }
        for value in side.values {
            for dimension in others {
                for word in dimension.values where missing.contains("\(value) \(dimension.rawValue)=\(word)") {
                    var extra = rows.first { $0.value(of: dimension) == word } ?? ModelVariant()
                    extra.set(side, to: value)
                    result.append(extra)
                    missing.subtract(pairs(extra))
                }
            }
        }
        return result
    }
}
