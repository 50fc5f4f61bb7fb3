import SlidingNavigationBarCore

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast, seedable generator whose every seed,
/// including 0 and neighbouring integers, starts an independent-looking stream.
///
/// The lab's own, so that a seed replays the same scenario whatever the platform or Swift
/// version: the standard library's `random(in:using:)` algorithms may change between releases,
/// so the generator below draws through ``below(_:)`` and friends, defined here once and for all.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state.
    package private(set) var state: UInt64

    /// - Parameter seed: any value; equal seeds give equal streams.
    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0 ..< bound` (Lemire's multiply-shift; the bias, below `bound / 2⁶⁴`, is irrelevant here).
    package mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(_:) needs a positive bound")
        return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A value in `range`.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// `true` with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    /// One element of a non-empty array.
    package mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// The elements in a random order (Fisher–Yates).
    package mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        var index = result.count - 1
        while index > 0 {
            result.swapAt(index, below(index + 1))
            index -= 1
        }
        return result
    }
}

/// Random but meaningful scenarios over the whole scenario language, one per seed.
///
/// Each scenario sets up a random environment (device and orientation, iOS version, layout
/// direction, container, delegate), declares 3 to 6 pages with random bars, titles, heights,
/// gesture options and view layouts, installs a random root, then performs 5 to 15 random
/// actions: pushes, pops, pop-to, pop-to-root, `set` forward, backward and with the same top,
/// back taps, swipes of every kind, calls nested in a running transition (`during`), style
/// changes on the top or a covered page, scrolling, rotation, appearance, memory warnings and
/// delegate switches. It writes no `expect` lines: the oracle checks every frame anyway.
///
/// Actions stay meaningful: a push names a page that is not on the stack, a pop-to a page
/// below the top, a pop needs two pages, a `during` call follows an animated navigation and
/// refers to the stack that navigation leaves. The generator knows the stack by running each
/// action through a model of its own (whose verdicts it ignores), so a swipe the recognizers
/// refuse, or a cancelled one, leaves the stack as it was.
///
/// ```swift
/// var generator = RandomScenarioGenerator(seed: 42)
/// let first = generator.next()                          // the scenario of seed 42
/// first == RandomScenarioGenerator.scenario(seed: 42)   // true
/// ```
package struct RandomScenarioGenerator {
    /// The seed the randomized test and `transition-lab --random` start from by default.
    package static let defaultSeed: UInt64 = 0x5EED_5A7E

    /// The seed of the scenario ``next()`` returns next; it goes up by one per scenario.
    package private(set) var seed: UInt64
    /// Whether scenarios may run under `host swiftui` (``scenario(seed:drawsSwiftUI:)``).
    package let drawsSwiftUI: Bool

    /// - Parameters:
    ///   - seed: the seed of the first scenario; the following ones take `seed + 1`, …
    ///   - drawsSwiftUI: whether scenarios may run under `host swiftui`.
    package init(seed: UInt64, drawsSwiftUI: Bool = false) {
        self.seed = seed
        self.drawsSwiftUI = drawsSwiftUI
    }

    /// The scenario of ``seed``; then moves on to the next seed.
    package mutating func next() -> Scenario {
        defer { seed &+= 1 }
        return Self.scenario(seed: seed, drawsSwiftUI: drawsSwiftUI)
    }

    /// The scenario of one seed: always the same for the same seed.
    ///
    /// Named `random-SEED` and filed as `random-SEED.scenario`; statements are on lines 1, 2, …
    ///
    /// `host swiftui` is drawn only when `drawsSwiftUI` (`transition-lab --random N --swiftui`):
    /// randomized SwiftUI sequences still find failures (docs/swiftui-and-tab-bars.md), so the
    /// default, which CI runs, leaves them out until they pass; the catalogue's SwiftUI scenarios
    /// run everywhere.
    package static func scenario(seed: UInt64, drawsSwiftUI: Bool = false) -> Scenario {
        var builder = RandomScenarioBuilder(seed: seed)
        builder.drawsSwiftUI = drawsSwiftUI
        builder.build()
        return Scenario(name: "random-\(seed)", file: fileName(seed: seed), statements: builder.statements)
    }

    /// `random-SEED.scenario`.
    package static func fileName(seed: UInt64) -> String {
        "random-\(seed).scenario"
    }

    /// The text of a replay file for one run: a comment naming the seed, one `variant` line per
    /// dimension (so that `transition-lab FILE` runs exactly this variant), then the scenario.
    package static func replayText(_ scenario: Scenario, seed: UInt64, variant: ModelVariant) -> String {
        var text = "# Randomized sequence, seed \(seed) (RandomScenarioGenerator.scenario(seed: \(seed))).\n"
        text += "# Replay: transition-lab \(fileName(seed: seed))\n"
        for dimension in ModelVariant.Dimension.allCases {
            text += ScenarioCommand.variant(key: dimension.rawValue, value: variant.value(of: dimension)).rendered() + "\n"
        }
        return text + scenario.rendered()
    }
}

/// Builds one random scenario, statement by statement, keeping a model in step to know the stack.
struct RandomScenarioBuilder {
    var random: SplitMix64
    /// A second stream, for words added to the language after seeds were published
    /// (`status-bar=hidden`): drawing them from ``random`` would change every later draw, so a
    /// seed named in the docs or a note would no longer replay the scenario it named.
    var addedWords: SplitMix64
    /// A third stream, for the words of issue 32 (`app-style-in=view-did-load`, `app should-pop=`):
    /// drawn from ``addedWords`` they would change its later draws, and with them the
    /// `status-bar=hidden` pages of seeds published since. Each word it adds leaves the stack as the
    /// statements of ``random`` alone would leave it.
    var issue32Words: SplitMix64
    /// A fourth stream, for the visibility words of issue 32 item 3 (`app-bar-in=`,
    /// `app-bar-restore=`, `app bar-is-hidden=`), for the same reason: seeds published before them
    /// replay unchanged, and a seed that draws none of them replays its sequence.
    var visibilityWords: SplitMix64
    /// A fifth stream, for a modal over the stack (`present`, `dismiss`; issue 32, item 4): an
    /// episode, drawn after an action, presents and dismisses, with at most a call while the modal
    /// is up or during its dismissal. A seed that draws none
    /// replays its sequence unchanged; after one, ``random`` draws against the stack it left.
    var modalWords: SplitMix64
    /// A sixth stream, for the bar looks of issue 32 item 2 (`bar=#RRGGBBAA`, `bar=image`,
    /// `shadow=`): a colour drawn from ``random`` may become translucent, an image, or get a line
    /// of its own. Looks never change the stack, so ``random``'s draws stay as they were; a seed
    /// that draws none replays its sequence unchanged.
    var lookWords: SplitMix64
    /// Whether the sequences draw those looks (``lookWords``).
    static let drawsBarLooks = true
    /// A seventh stream, for the app's own interactive push (`swipe-push`, issue 32 item 8): after
    /// an action, while the navigation delegate answers its own push animator (`delegate
    /// custom-animator` or `push-animator`, the only delegates under which UIKit drives a push
    /// interactively), the user may swipe a page off the stack in, finishing or cancelling. A seed
    /// that draws none replays its sequence unchanged; after one, ``random`` draws against the
    /// stack it left.
    var pushWords: SplitMix64
    /// Whether the sequences draw `swipe-push` (``pushWords``; docs/lab.md).
    static let drawsSwipePushes = true
    /// An eighth stream, for the title colours of issue 32 item 2 (`title-color=` next to a colour
    /// or the image, `app-title-color=` next to an `app-style=` colour): drawn from ``lookWords``
    /// they would change the looks of seeds published since. Colours never change the stack; a
    /// seed that draws none replays its sequence unchanged.
    var titleWords: SplitMix64
    /// Whether the sequences draw those title colours (``titleWords``; docs/lab.md).
    static let drawsTitleColors = true
    /// Whether the sequences draw modal episodes (`present`, `dismiss`; on since issue 32's seeds
    /// were read, docs/lab.md); see ``build()``.
    static let drawsModalEpisodes = true
    /// Whether they draw `app bar-is-hidden=` (the stream is consumed either way, so the other
    /// words drawn from it stay as they are; on since the same stop).
    static let drawsBarIsHiddenWrites = true
    var statements: [ScenarioStatement] = []
    /// Runs every statement as it is written, only to know the stack and the orientation.
    var shadow = NavigationModel(variant: ModelVariant())
    var names: [String] = []
    /// The scenario's iOS (17 unless `ios` is drawn): `zoom` needs 18 or later.
    var iosVersion = 17
    /// Whether `host swiftui` may be drawn.
    var drawsSwiftUI = false

    static let pageNames = ["A", "B", "C", "D", "E", "F"]
    static let titles = ["Home", "Inbox", "Settings", "Photos", "Detail", "Profile", "Search", "Notes", "Map", "About"]
    static let iosVersions = [13, 14, 15, 16, 17, 18, 26, 26, 27, 27]
    static let popDistances: [Double] = [0, 20, 44, 80, 150, 250]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        addedWords = SplitMix64(seed: seed ^ 0x5354_4154_5553_4241)  // "STATUSBA"
        issue32Words = SplitMix64(seed: seed ^ 0x5348_4F55_4C44_504F)  // "SHOULDPO"
        visibilityWords = SplitMix64(seed: seed ^ 0x5649_5349_4249_4C45)  // "VISIBILE"
        modalWords = SplitMix64(seed: seed ^ 0x5052_4553_454E_5453)  // "PRESENTS"
        lookWords = SplitMix64(seed: seed ^ 0x4241_524C_4F4F_4B53)  // "BARLOOKS"
        pushWords = SplitMix64(seed: seed ^ 0x5357_4950_4550_5553)  // "SWIPEPUS"
        titleWords = SplitMix64(seed: seed ^ 0x5449_544C_4543_4F4C)  // "TITLECOL"
    }

    var stack: [String] { shadow.stack.map { shadow.name($0) } }

    // MARK: Writing statements

    /// Appends a statement and runs it in the shadow model.
    mutating func emit(_ command: ScenarioCommand) {
        let statement = ScenarioStatement(line: statements.count + 1, command: command)
        statements.append(statement)
        shadow.execute([statement])
    }

    /// Appends an animated navigation and the call nested in it, and runs them together.
    mutating func emit(_ command: ScenarioCommand, nesting nested: ScenarioCommand) {
        let first = ScenarioStatement(line: statements.count + 1, command: command)
        let second = ScenarioStatement(line: statements.count + 2, command: nested)
        statements += [first, second]
        shadow.execute([first, second])
    }

    // MARK: The scenario

    mutating func build() {
        setup()
        let count = random.int(in: 3...6)
        names = Array(Self.pageNames.prefix(count))
        for name in names { emit(.page(randomPage(name))) }
        if random.chance(0.1) { emit(.delegate(random.chance(0.5) ? .customAnimator : .nilAnimator)) }
        let rootCount = random.int(in: 1...min(3, count - 1))
        emit(.root(Array(random.shuffled(names).prefix(rootCount))))
        let actions = random.int(in: 5...15)
        var done = 0
        var attempts = 0
        while done < actions, attempts < actions * 20 {
            attempts += 1
            if action() {
                done += 1
                if Self.drawsModalEpisodes, modalWords.chance(0.1) { modalEpisode() }
                if Self.drawsSwipePushes { swipePush() }
            }
        }
    }

    /// The app's own interactive push (``pushWords``), only while the delegate answers its own push
    /// animator (the parser refuses `swipe-push` under any other) and a page is off the stack.
    mutating func swipePush() {
        guard shadow.delegate == .customAnimator || shadow.delegate == .pushAnimator else { return }
        let offStack = names.filter { !stack.contains($0) }
        guard !offStack.isEmpty, pushWords.chance(0.3) else { return }
        let page = pushWords.pick(offStack)
        // Lifted past half way it finishes (the app's percent-driven controller), short of it cancels.
        let swipe =
            pushWords.chance(0.6)
            ? SwipeSpec(fraction: Double(pushWords.int(in: 11...20)) / 20, outcome: .complete)
            : SwipeSpec(fraction: Double(pushWords.int(in: 0...9)) / 20, outcome: .cancel)
        emit(.swipePush(page, swipe))
    }

    /// A modal presented over the stack and dismissed (``modalWords``).
    mutating func modalEpisode() {
        let style: PresentationStyle = modalWords.chance(0.6) ? .fullScreen : .sheet
        let animated = modalWords.chance(0.8)
        // Not drawn yet (they still fail, see CHANGELOG): a cover presented while a push runs
        // (`present full-screen during`), and an animated call while a full-screen modal is up.
        switch modalWords.below(3) {
        case 0:  // a call while the modal is up (HBDNavigationBar's demo pops without animation)
            emit(.present(style, animated: animated, during: false))
            if let call = modalCall(animated: style == .sheet && modalWords.chance(0.4)) { emit(call) }
            emit(.dismiss(animated: modalWords.chance(0.8)))
        case 1:  // a call made during the dismissal
            emit(.present(style, animated: animated, during: false))
            if let call = modalCall(during: true, animated: modalWords.chance(0.4)) {
                emit(.dismiss(animated: true), nesting: call)
            } else {
                emit(.dismiss(animated: true))
            }
        default:
            emit(.present(style, animated: animated, during: false))
            emit(.dismiss(animated: modalWords.chance(0.8)))
        }
    }

    /// A navigation call for a modal episode, against the stack now.
    mutating func modalCall(during: Bool = false, animated: Bool) -> ScenarioCommand? {
        let offStack = names.filter { !stack.contains($0) }
        if stack.count >= 2, offStack.isEmpty || modalWords.chance(0.7) {
            return modalWords.chance(0.8)
                ? .pop(animated: animated, during: during) : .popToRoot(animated: animated, during: during)
        }
        guard !offStack.isEmpty else { return nil }
        return .push(modalWords.pick(offStack), animated: animated, during: during)
    }

    mutating func setup() {
        if random.chance(0.85) {
            emit(.device(random.pick(DevicePreset.allCases), orientation: random.chance(0.25) ? .landscape : .portrait))
        }
        var ios = 17
        if random.chance(0.9) {
            ios = random.pick(Self.iosVersions)
            emit(.ios(ios))
        }
        iosVersion = ios
        // Liquid Glass: on by default from 26; `glass off` is UIDesignRequiresCompatibility (or an
        // app built with an older SDK on 27); said explicitly now and then either way.
        if ios >= 26, random.chance(0.3) {
            emit(.glass(random.chance(0.7) ? false : true))
        } else if ios < 26, random.chance(0.05) {
            emit(.glass(false))
        }
        if random.chance(0.25) { emit(.rtl(random.chance(0.8))) }
        if random.chance(0.35) { emit(.container(random.pick(ContainerKind.allCases))) }
        // Another bar-transition library in the app: the shell steps aside, UIKit runs alone.
        if random.chance(0.03) { emit(.foreignLibrary(random.pick(ForeignLibrary.allCases))) }
        // A SwiftUI NavigationStack: hosting-controller pages whose toolbar SwiftUI applies.
        if drawsSwiftUI, random.chance(0.15) { emit(.host(.swiftui)) }
    }

    mutating func randomBar() -> BarStyleSpec {
        switch random.below(20) {
        case 0..<7: .default
        case 7..<14: randomColor()
        case 14..<17: .transparent
        default: .hidden
        }
    }

    /// A colour drawn from ``random``, maybe translucent, an image instead, or with a line of its
    /// own (from ``lookWords``); other looks as they are.
    mutating func randomLook(_ bar: BarStyleSpec) -> BarStyleSpec {
        guard Self.drawsBarLooks, case .color(let red, let green, let blue, _, _, _) = bar else { return bar }
        let title = randomTitleColor()
        let shadow: BarShadowSpec
        switch lookWords.below(8) {
        case 0: shadow = .none
        case 1:
            shadow = .color(red: UInt8(lookWords.below(256)), green: UInt8(lookWords.below(256)), blue: UInt8(lookWords.below(256)))
        default: shadow = .system
        }
        switch lookWords.below(10) {
        case 0..<2: return .color(red: red, green: green, blue: blue, alpha: UInt8(lookWords.below(255)), shadow: shadow, title: title)
        case 2..<4: return .image(shadow: shadow, title: title)
        default: return .color(red: red, green: green, blue: blue, shadow: shadow, title: title)
        }
    }

    /// A title colour of an appearance's own, now and then (from ``titleWords``): white, black or any.
    mutating func randomTitleColor() -> BarTitleSpec {
        guard Self.drawsTitleColors, titleWords.chance(0.25) else { return .system }
        switch titleWords.below(4) {
        case 0: return .color(red: 255, green: 255, blue: 255)
        case 1: return .color(red: 0, green: 0, blue: 0)
        default:
            return .color(red: UInt8(titleWords.below(256)), green: UInt8(titleWords.below(256)), blue: UInt8(titleWords.below(256)))
        }
    }

    mutating func randomColor() -> BarStyleSpec {
        .color(red: UInt8(random.below(256)), green: UInt8(random.below(256)), blue: UInt8(random.below(256)))
    }

    mutating func randomPage(_ name: String) -> PageDeclaration {
        var page = PageDeclaration(name: name)
        page.bar = randomBar()
        page.bar = randomLook(page.bar)
        if random.chance(0.6) { page.title = random.pick(Self.titles) }
        page.largeTitle = random.chance(0.2)
        page.searchBar = random.chance(0.15)
        page.optOut = random.chance(0.1)
        page.popGestureEnabled = !random.chance(0.1)
        if random.chance(0.15) {
            page.popDistance = random.chance(0.5) ? random.pick(Self.popDistances) : Double(random.int(in: 1...300))
        }
        switch random.below(12) {
        case 0..<7: page.view = .full
        case 7..<9: page.view = .belowBar
        case 9..<11: page.view = .scroll
        default: page.view = .scrollBelowBar
        }
        // The host app's own code: hiding the bar by hand, skipping super, hiding the back button.
        switch random.below(20) {
        case 0..<3: page.appBar = .hidden
        case 3..<5: page.appBar = .shown
        default: page.appBar = nil
        }
        page.skipsSuper = random.chance(0.08)
        page.hidesBackButton = random.chance(0.05)
        page.hidesTabBar = random.chance(0.15)
        if shadow.host != .swiftui, random.chance(0.15) {
            // The app styling the shared bar in the page's own viewWillAppear, after super.
            switch random.below(4) {
            case 0: page.appStyle = .default
            case 1: page.appStyle = .transparent
            default:
                page.appStyle = randomColor()
                // The shared bar's title colour set with it (`app-title-color=`).
                if case .color(let red, let green, let blue, _, _, _)? = page.appStyle {
                    page.appStyle = .color(red: red, green: green, blue: blue, title: randomTitleColor())
                }
            }
        }
        if shadow.host == .swiftui {
            if random.chance(0.35) { page.toolbarBackground = randomColor() }
            if random.chance(0.25) { page.toolbar = random.chance(0.7) ? .hidden : .visible }
        }
        // The item's prompt (a taller bar) and iOS 18's zoom transition (only from ios 18).
        page.prompt = random.chance(0.1)
        page.zoom = iosVersion >= 18 && random.chance(0.08)
        // A page that hides the status bar (it moves the bar on an iPhone SE or an iPad only).
        page.statusBarHidden = addedWords.chance(0.08)
        // The shared bar styled once, in the page's viewDidLoad, instead of in every viewWillAppear.
        if page.appStyle != nil, issue32Words.chance(0.4) { page.appStyleMoment = .viewDidLoad }
        // The bar's visibility set by the page's code at another moment, or shown again a turn late.
        if page.appBar != nil, visibilityWords.chance(0.5) { page.appBarMoment = visibilityWords.pick(AppBarMoment.allCases) }
        // Held back: viewDidAppear code on a page that skips super there. Against the page's own
        // option (`bar=hidden`, or one set later), the library cannot tell the call from a late
        // one before the page appeared and applies the option a callback later: a frame or two
        // of the app's bar (seeds 1592613846, 1592614363; README, "When it steps aside").
        if page.skipsSuper, page.appBarMoment == .viewDidAppear { page.appBarMoment = .viewWillAppear }
        // Held back too: viewDidAppear code on a page whose own option hides the bar. A cancelled
        // swipe from it gives the option back (an animated hide as the cancel ends) and its
        // re-sent viewDidAppear shows the bar again; how the model judges the frames of that
        // animated hide after the completion is not settled (seed 7001360).
        if page.bar == .hidden, page.appBarMoment == .viewDidAppear { page.appBarMoment = .viewWillAppear }
        if page.appBar == .hidden, page.appBarMoment == .viewWillAppear || page.appBarMoment == .viewDidAppear,
            visibilityWords.chance(0.4)
        {
            page.appBarRestore = .nextTurn
        }
        // A SwiftUI destination has no such code of its own (the parser refuses the words there).
        if shadow.host == .swiftui {
            page.appBarMoment = .viewWillAppear
            page.appBarRestore = .viewWillDisappear
        }
        return page
    }

    // MARK: Actions

    /// Appends one action if it is meaningful now; returns whether it did.
    mutating func action() -> Bool {
        let stack = stack
        let offStack = names.filter { !stack.contains($0) }
        let depth = stack.count
        switch random.below(100) {
        case 0..<18:  // push
            guard let page = offStack.isEmpty ? nil : random.pick(offStack) else { return false }
            navigation(.push(page, animated: animated(), during: false))
        case 18..<28:  // pop
            guard depth >= 2 else { return false }
            navigation(.pop(animated: animated(), during: false))
        case 28..<33:  // pop-to
            guard depth >= 2 else { return false }
            navigation(.popTo(random.pick(Array(stack.dropLast())), animated: animated(), during: false))
        case 33..<37:  // pop-to-root
            guard depth >= 2 else { return false }
            navigation(.popToRoot(animated: animated(), during: false))
        case 37..<45:  // set
            guard let list = randomSet(stack: stack) else { return false }
            navigation(.set(list, animated: animated(), during: false))
        case 45..<53:  // back
            guard depth >= 2 else { return false }
            // The app answering navigationBar(_:shouldPop:) itself: a tap it refuses before the
            // back, or the back popped by the app's interceptor; either way the back pops.
            switch issue32Words.below(10) {
            case 0:
                emit(.appAnswersShouldPop(.no))
                emit(.back(during: false))
                emit(.appAnswersShouldPop(.yes))
                navigation(.back(during: false))
            case 1:
                emit(.appAnswersShouldPop(.later))
                navigation(.back(during: false))
                emit(.appAnswersShouldPop(.yes))
            default:
                // GKNavigationBar's demo: the bar view hidden directly as the back tap pops.
                if visibilityWords.chance(0.1), Self.drawsBarIsHiddenWrites { emit(.appWritesBarIsHidden(true)) }
                navigation(.back(during: false))
            }
        case 53..<68:
            guard depth >= 2 || random.chance(0.1) else { return false }
            emit(.swipe(randomSwipe()))
        case 68..<77:  // style: the top page or a covered one, sometimes one off the stack
            let page = random.chance(0.85) ? random.pick(stack) : random.pick(names)
            var bar: BarStyleSpec? = random.chance(0.75) ? randomBar() : nil
            if let drawn = bar { bar = randomLook(drawn) }
            let title: String? = bar == nil || random.chance(0.3) ? random.pick(Self.titles) : nil
            emit(.style(page, bar: bar, title: title))
            // The app sets a page's own options at run time (issue 32 item 7), drawn from the
            // stream of issue 32's words so that every earlier draw stays as it was.
            if issue32Words.chance(0.2) { emit(.option(stack[issue32Words.below(stack.count)], randomOptionChange())) }
        case 77..<83:
            emit(.scroll(random.pick(names), random.chance(0.5) ? .scrolled : .edge))
        case 83..<88:  // usually a real rotation, sometimes to the orientation it already has
            let other: InterfaceOrientation = shadow.orientation == .portrait ? .landscape : .portrait
            emit(.rotate(random.chance(0.9) ? other : shadow.orientation))
        case 88..<93:
            emit(.appearance(random.chance(0.5) ? .dark : .light))
        case 93:
            emit(.memoryWarning)
        case 94:  // the app sets the bar's alpha, which is its own
            emit(.appSetsBarAlpha(random.pick([0.0, 0.5, 0.8, 1.0])))
        case 95..<97:  // the app calls setNavigationBarHidden itself
            emit(.appSetsBarHidden(random.chance(0.5), animated: random.chance(0.7)))
            // Or (as well) the bar view's isHidden written directly, which the flag does not follow.
            if visibilityWords.chance(0.3) {
                let hidden = visibilityWords.chance(0.5)
                if Self.drawsBarIsHiddenWrites { emit(.appWritesBarIsHidden(hidden)) }
            }
        case 97:  // the app's own switches on UIKit's edge swipe: enabled, or its delegate cleared
            if random.chance(0.5) {
                emit(.appSetsPopGesture(!shadow.appPopGestureEnabled || random.chance(0.2)))
            } else {
                emit(.appSetsPopGestureDelegate(shadow.appPopGestureDelegate == .uikit ? .cleared : .uikit))
            }
        default:
            if shadow.container == .tabBar, random.chance(0.5) {
                emit(.tabSwitch)
                return true
            }
            switch shadow.delegate {
            case .system:
                // RTRootNavigationController's pattern (issue 32 item 8), from issue 32's own stream.
                let kind: DelegateKind = random.chance(0.5) ? .customAnimator : .nilAnimator
                emit(.delegate(issue32Words.chance(0.3) ? .pushAnimator : kind))
            case .customAnimator, .nilAnimator, .pushAnimator: emit(.delegate(.system))
            }
        }
        return true
    }

    mutating func animated() -> Bool { random.chance(0.8) }

    /// What an `option` statement changes: each option set, cleared or left, at least one present.
    mutating func randomOptionChange() -> PageOptionChange {
        let bars: [BarHiddenOption?] = [nil, .hidden, .shown, .unset]
        let switches: [Bool?] = [nil, nil, true, false]
        var change = PageOptionChange(
            bar: bars[issue32Words.below(4)], optOut: switches[issue32Words.below(4)], popGesture: switches[issue32Words.below(4)])
        if change == PageOptionChange() { change.bar = .unset }
        return change
    }

    /// Emits a navigation; after an animated one, sometimes a call nested in it (`during`),
    /// meaningful against the stack the first call leaves.
    mutating func navigation(_ command: ScenarioCommand) {
        guard command.isAnimatedNavigation, random.chance(0.25), let nested = nestedCall(stack: stack(after: command))
        else {
            emit(command)
            return
        }
        // A back tap during another call, intercepted by the app: refused, then popped by its own
        // call (iOS 26 keeps the back button enabled in a transition); it still pops.
        if case .back(true) = nested, !command.isBackTap, issue32Words.chance(0.3) {
            emit(.appAnswersShouldPop(.later))
            emit(command, nesting: nested)
            emit(.appAnswersShouldPop(.yes))
            return
        }
        emit(command, nesting: nested)
    }

    /// The stack a navigation statement leaves (as UIKit's stack reads once the call returns).
    func stack(after command: ScenarioCommand) -> [String] {
        guard let call = command.navigationCall(shadow) else { return stack }
        if let spec = shadow.spec(for: call, animated: true, label: "") {
            return spec.newStack.map { shadow.name($0) }
        }
        // No transition; `set` with the same top still replaces the pages below it.
        if case .set(let list, _, _) = command, list.last == stack.last { return list }
        return stack
    }

    mutating func nestedCall(stack: [String]) -> ScenarioCommand? {
        let offStack = names.filter { !stack.contains($0) }
        let depth = stack.count
        for _ in 0..<8 {
            switch random.below(6) {
            case 0:
                guard !offStack.isEmpty else { continue }
                return .push(random.pick(offStack), animated: animated(), during: true)
            case 1:
                guard depth >= 2 else { continue }
                return .pop(animated: animated(), during: true)
            case 2:
                guard depth >= 2 else { continue }
                return .popTo(random.pick(Array(stack.dropLast())), animated: animated(), during: true)
            case 3:
                guard depth >= 2 else { continue }
                return .popToRoot(animated: animated(), during: true)
            case 4:
                guard let list = randomSet(stack: stack) else { continue }
                return .set(list, animated: animated(), during: true)
            default:
                guard depth >= 2 else { continue }
                return .back(during: true)
            }
        }
        return nil
    }

    /// A new stack for `set`: forward (a new top), backward (a page below the top becomes the
    /// top) or the same top over a different stack below.
    mutating func randomSet(stack: [String]) -> [String]? {
        let top = stack.last
        let offStack = names.filter { !stack.contains($0) }
        let newTop: String
        switch random.below(3) {
        case 0:
            guard !offStack.isEmpty else { return nil }
            newTop = random.pick(offStack)
        case 1:
            guard stack.count >= 2 else { return nil }
            newTop = random.pick(Array(stack.dropLast()))
        default:
            guard let top else { return nil }
            newTop = top
        }
        // Below the new top: usually a prefix of the current stack, sometimes any pages at all.
        var below: [String]
        if random.chance(0.6) {
            below = Array(stack.prefix(random.int(in: 0...stack.count)))
        } else {
            below = Array(random.shuffled(names).prefix(random.int(in: 0...3)))
        }
        below.removeAll { $0 == newTop }
        let list = below + [newTop]
        if newTop == top, list == stack { return nil }  // nothing would change at all
        return list
    }

    mutating func randomSwipe() -> SwipeSpec {
        var swipe: SwipeSpec
        if random.chance(0.6) {
            // Released so that UIKit finishes: past half way, or a flick.
            if random.chance(0.7) {
                swipe = SwipeSpec(fraction: Double(random.int(in: 10...20)) / 20, outcome: .complete)
                if random.chance(0.4) { swipe.velocity = Double(random.int(in: -2...30) * 50) }
            } else {
                swipe = SwipeSpec(fraction: Double(random.int(in: 1...10)) / 20, outcome: .complete)
                swipe.velocity = Double(random.int(in: 12...30) * 50)
            }
        } else {
            swipe = SwipeSpec(fraction: Double(random.int(in: 0...10)) / 20, outcome: .cancel)
            if random.chance(0.5) { swipe.velocity = Double(random.int(in: -16...4) * 50) }
        }
        switch random.below(10) {
        case 0..<2: swipe.from = Double(random.int(in: 0...20))  // at the edge
        case 2..<4: swipe.from = Double(random.int(in: 21...320))  // anywhere, past some distances
        default: break  // 100, the default
        }
        switch random.below(20) {
        case 0..<2: swipe.over = .hscrollLeading
        case 2..<4: swipe.over = .hscrollScrolled
        case 4: swipe.over = .slider
        case 5: swipe.over = .map
        case 6: swipe.over = .swipeActions
        case 7: swipe.over = .webView
        case 8: swipe.over = .webViewBackForward
        default: break
        }
        return swipe
    }
}

extension ScenarioCommand {
    /// Whether this is a tap on the back button (`back`).
    var isBackTap: Bool {
        if case .back = self { true } else { false }
    }

    /// The navigation call this statement makes, against the model's current stack.
    func navigationCall(_ model: NavigationModel) -> NavigationCall? {
        switch self {
        case .push(let name, _, _): .push(model.id(name))
        case .pop, .back: .pop
        case .popTo(let name, _, _): .popTo(model.id(name))
        case .popToRoot: .popToRoot
        case .set(let list, _, _): .setStack(list.map(model.id))
        default: nil
        }
    }
}
