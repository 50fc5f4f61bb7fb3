import Foundation
import SlidingNavigationBarCore

/// A simulated `UINavigationController` that calls our hooks in the order UIKit does, and checks
/// every frame with the oracle. The shell it runs is the app's own: ``shell`` is the
/// `NavigationShellCore` the UIKit target runs, and this model is its second host — it implements
/// `NavigationInterface` as UIKit does (`NavigationModel+Interface.swift`), and holds UIKit's
/// behaviour, the host app's, and the oracle; nothing of our shell.
///
/// Orderings follow `docs/uikit-facts.md`: the push/pop appearance order
/// (readke.com, arm1.ru and wangling.me logs), `viewIsAppearing` after `viewWillAppear` (Apple),
/// the cancelled-swipe callbacks (Apple's `notifyWhenInteractionChanges` doc, wangling.me),
/// `setViewControllers`' single transition (Apple), and no `didShow`/completion when nothing was
/// observed. What is unconfirmed is a ``ModelVariant`` dimension.
package struct NavigationModel {
    struct Page {
        var id: PageID
        var declaration: PageDeclaration
        var scroll: ScrollPosition = .edge
    }

    struct RealBar {
        var item: PageID?
        /// The bar view's own `isHidden`: what the screen shows.
        var isHidden = false
        /// The navigation controller's own `isNavigationBarHidden`, a flag of its own (decompiled
        /// iOS 26.1): it follows `setNavigationBarHidden`, never a write of the view's `isHidden`
        /// (`app bar-is-hidden=`). The two differ only after such a write.
        var controllerFlagHidden = false
        var isBehind = false
        /// Its layer's opacity is 0: on screen it shows nothing, and drawing it gives nothing.
        var isConcealed = false
        /// The app's own `setNavigationBarHidden` call set the current visibility (not the engine).
        var visibilitySetByApp = false
        /// The bar view's `alpha` (its layer's opacity): the app's, which the shell never writes.
        var alpha = 1.0
        /// The last change of visibility was animated: UIKit moved the pages' safe areas with it.
        var visibilityChangeAnimated = false
        /// Its background is concealed (glass: the items stay, each page carries its background).
        var isBackgroundConcealed = false
    }

    struct Snapshot {
        var look: BarLook
        /// The area of the navigation controller's view the image holds: the boundary the shell
        /// computed (the core's `VisibleBoundary`, the code under test), not the model's bar area.
        var captured: LayoutRect
        var bytes: Int
        /// Whose bar the image holds; `nil` for an empty image.
        var owner: String? = nil
    }

    /// Two pages moving: `upper` above `lower`.
    struct Motion {
        var operation: NavigationOperation
        var from: PageID
        var to: PageID
        var progress: Double
        var expectsSlide: Bool
        var label: String
        /// A swipe released to cancel: the pages go back where they were.
        var cancelling = false
        /// On glass, the pages are to carry only their backgrounds; the real bar's items stay UIKit's.
        var backgroundsOnly = false
    }

    struct TransitionSpec {
        var call: NavigationCall?
        var from: PageID
        var to: PageID
        var operation: NavigationOperation
        var newStack: [PageID]
        var animated: Bool
        var swipe: SwipeSpec?
        var intermediates: [PageID]
        var label: String
        /// How our hooks hear it (``Entry``).
        var entry = Entry.call
    }

    /// How a transition reaches our hooks.
    enum Entry {
        /// A package navigation method (`pushViewController`, `setViewControllers`, …).
        case call
        /// A tap on the back button: which hooks hear it is ``ModelVariant/backButton``.
        case backButton
        /// A swipe, driven by our full-screen pan or by one of UIKit's own recognizers.
        case swipe(SwipeDriver)
    }

    /// Which recognizer drives a swipe's pop.
    enum SwipeDriver {
        /// Our full-screen pan: its target runs before UIKit's.
        case fullScreenPan
        /// UIKit's edge or iOS 26 content recognizer (or another library's pan): UIKit's target
        /// runs first, ours after it.
        case uikit
    }

    package let variant: ModelVariant
    var iosVersion = 17
    /// `glass on|off`, if the scenario said; ``isGlass`` applies the default.
    var glassSetting: Bool?
    /// How the last transition that ended was carried (`expect transition`).
    var lastCarriage: TransitionCarriage?
    /// Something of ours (a snapshot, a background, the bar sent behind) showed in the running transition.
    var carriedThisTransition = false
    var rtl = false
    var device = Device.named("iphone-15-pro") ?? Device.presets[0]
    var orientation = InterfaceOrientation.portrait
    var container = ContainerKind.fullScreen
    var dark = false
    var delegate = DelegateKind.system

    /// Whether the app's navigation delegate returns an animator of its own for this operation.
    func delegateAnimates(_ operation: NavigationOperation) -> Bool {
        delegate == .customAnimator || delegate == .pushAnimator && operation == .push
    }
    /// The visibility the app last set with `setNavigationBarHidden` (the bar starts shown).
    var appBarHidden = false
    /// Whether the app called `setNavigationBarHidden` at rest since the top page came on top:
    /// its call then wins over the page's option (the last call is what UIKit shows).
    var appOverridesTop = false
    /// A swipe was cancelled and the app's calls (or the page's option coming back) changed the
    /// bar the page that stays has at rest.
    var cancelChangedRestOfPageThatStays = false
    /// Whether the app left `interactivePopGestureRecognizer.isEnabled` on.
    var appPopGestureEnabled = true
    /// `interactivePopGestureRecognizer.delegate`: UIKit's own until the app clears it.
    var appPopGestureDelegate = PopGestureDelegate.uikit
    /// The `alpha` the app last gave the bar (`app bar-alpha=`).
    var appBarAlpha = 1.0
    /// How the app's navigation controller answers `navigationBar(_:shouldPop:)` for a back tap
    /// (`app should-pop=`): UIKit's own answer, a veto, or a veto followed by its own pop.
    var appShouldPop = ShouldPopAnswer.yes
    /// Another bar-transition library the app installed (`foreign-library`), if any.
    var foreignLibrary: ForeignLibrary?
    /// What builds the navigation controller and its pages (`host`), and SwiftUI's own state.
    var host = HostKind.uikit
    var hosting = SwiftUIHosting()
    /// The tab bar of a `container tab-bar`.
    var tabs = TabBarModel()
    /// A modal presented over the navigation controller (`present`, `dismiss`).
    var modal = ModalModel()
    /// Commands are being applied inside an animated context (see ``AnimatedChanges``).
    var inAnimationContext = false
    /// What commands applied with animation still show on screen until the transition ends.
    var animatedChanges = AnimatedChanges()
    /// During a transition, the bar visibility each of its two pages has at rest (UIKit alone).
    var restVisibility: [PageID: Bool] = [:]
    /// The shared bar's own background as the app's code last set it (`app-style=`, in a page's
    /// `viewWillAppear` after `super`, or once in its `viewDidLoad`); ``BarStyleSpec/default`` is UIKit's. It shows under every
    /// page whose item has no appearance of its own, until the app sets another.
    var sharedBarStyle = BarStyleSpec.default
    /// During a transition, the shared bar's background each of its pages has at rest (as
    /// ``restVisibility``): the outgoing page the one it showed, the incoming page the one its own
    /// `viewWillAppear` will set, or the current one. A cancel keeps the outgoing page's: where
    /// the other page's viewWillAppear restyled the bar and the page that stays does not style it
    /// back, the bar keeps the new style once the cancel ends, as UIKit leaves it (docs/how-it-works.md).
    var restStyle: [PageID: BarStyleSpec] = [:]
    /// What the shell kept of the outgoing page's look at the last call
    /// (``NavigationInterface/keepBarLookAtCall(of:)``): the shared bar's background then.
    var lookKeptAtCall: (page: PageID, shared: BarStyleSpec)?
    /// Pushed pages not laid out yet: iOS 26 lays a pushed view out inside the push animation, so
    /// until then a `view=below-bar` page still has the frame it was created with (the whole container).
    var awaitingLayout: Set<PageID> = []

    var pages: [PageID: Page] = [:]
    var names: [String: PageID] = [:]
    package internal(set) var stack: [PageID] = []
    var bar = RealBar()
    /// The shell the UIKit target runs, with this model as its UIKit.
    let shell = NavigationShellCore()
    /// The page views the shell watches for geometry changes (`watchGeometry(of:)`).
    var watchedPages: Set<PageID> = []
    /// The facts the full-screen pan reads while it asks to begin.
    var swipeInput: PopGestureInput?
    /// Pages whose options the app set with `style` (set, whatever their `viewDidLoad` did).
    var optionsSetByApp: Set<PageID> = []
    var held: [PageID: Snapshot] = [:]
    var attached: [PageID: LayoutRect] = [:]
    var observing = false
    var motion: Motion?
    var capturesThisTransition: [PageID: Int] = [:]
    var lastGesture: GestureOutcome?
    /// Pages whose view has loaded (their `viewDidLoad` ran).
    var loaded: Set<PageID> = []
    /// Pages whose code shows the bar on the main queue's next turn (`app-bar-restore=next-turn`).
    var appNextTurn: [PageID] = []
    /// Whether the status bar is hidden on screen now: the top page's `prefersStatusBarHidden`,
    /// applied in a transition as ``ModelVariant/StatusBarUpdate`` says.
    var statusBarHidden = false
    var line = 0
    /// The real bar's look as last committed to the screen (what `drawHierarchy(afterScreenUpdates:
    /// false)` draws), whatever its z-order; `nil` when it was hidden.
    var committedBarLook: BarLook?
    /// The page whose bar `committedBarLook` is.
    var committedBarOwner: String?
    /// Whether the real bar was hidden in the last committed frame (a change since is not on screen yet).
    var committedBarHidden = false
    var recordFrames = false
    /// The content top (``contentTop(_:)``) of each page on screen in the last frame, and the
    /// layout it was measured in: the content-jump check compares the next frame with it.
    var lastContentTops: [PageID: Double] = [:]
    var lastContentLayout: ContainerLayout?
    /// How many times each page's content moved in the running transition (the allowance of
    /// ``contentJumpProblem(_:)``).
    var contentMoves: [PageID: Int] = [:]
    /// Judge content moves by the strict rule: no allowance for the one move a transition between
    /// a page with a bar and one without makes today (see ``contentJumpProblem(_:)``).
    package var strictContent = false
    /// Pages whose safe area has not taken the bar's last change of visibility yet
    /// (``ModelVariant/NonTopSafeArea``), with the visibility it still reflects.
    var safeAreaLaidOut: [PageID: Bool] = [:]
    /// A navigation transition runs: from inside the navigation call (after our hook's
    /// announcement) to the end of its completion and did-pair. An animated visibility change
    /// made then moves the content as ``ModelVariant/BarLayout`` says.
    var uikitTransitionRunning = false
    /// The app is setting a page's options (`style`): a visibility change the engine makes in
    /// answer moves the content as the app asked, like its own `setNavigationBarHidden`.
    var appChangesOptions = false
    /// The engine asked for the main queue's next turn (`waitForNextTurn`).
    var nextTurnRequested = false
    /// The shell asked for the end of this run-loop turn (``NavigationInterface/requestTurnEnd()``).
    var turnEndRequested = false
    /// The shell's watchdog timers not yet delivered (``deliverWatchdogs(within:)``).
    var watchdogRequests: [WatchdogRequest] = []
    /// `lost-end`: the end of the next transition (its completion and did-pair) never reaches
    /// the library.
    var dropsNextEnd = false
    /// Animated visibility changes under way, each still to end.
    var barAnimationsPending = 0
    /// The transition UIKit runs now, as the shell's hooks can read it (``UnannouncedPop``).
    var runningTransition: RunningTransition?
    /// The calls the shell asked to check once the run-loop turn ends
    /// (`NavigationInterface.checkAtTurnEnd(ofCall:)`), oldest first.
    var turnEndChecks: [UInt] = []

    package internal(set) var violations: [LabViolation] = []
    package internal(set) var metrics = LabMetrics()
    package internal(set) var notes: [String] = []
    package internal(set) var frames: [LabFrame] = []
    /// With ``recordFrames``, the appearance callbacks and coordinator signals UIKit sent, as
    /// `NAME PAGE@N` (`N`: the frames drawn before it), to read their order and timing.
    package internal(set) var sentCallbacks: [String] = []
    /// The engine's notes are kept only when asked (they cost strings).
    package var keepsNotes = false
    /// Whether the commands the engine gives are folded into ``commandDigest`` (`--digest`).
    package var digestsCommands = false
    /// An FNV-1a hash of every command the engine gave, each with the scenario line it answered:
    /// two runs with the same digest applied the same commands at the same lines.
    package internal(set) var commandDigest: UInt64 = 0xcbf2_9ce4_8422_2325
    /// A deliberate defect in the UIKit side of the shell's interface (a write that loses its
    /// effect or does it wrong), so tests can show the oracle catches it.
    package var fault: ShellFault?
    /// A deliberate lie in the oracle, so tests can show the lab's tests catch it.
    package var oracleFault: OracleFault?

    package init(variant: ModelVariant, recordFrames: Bool = false) {
        self.variant = variant
        self.recordFrames = recordFrames
    }

    // MARK: - Environment

    var layout: ContainerLayout { layout(statusBarHidden: statusBarHidden) }

    /// The container's layout with the status bar shown or hidden: hidden, where that moves the
    /// bar (``Device/hidingStatusBarMovesBar(_:)``), the bar sits at the container's top.
    func layout(statusBarHidden hidden: Bool) -> ContainerLayout {
        var layout = device.layout(orientation, container: container)
        if hidden, device.hidingStatusBarMovesBar(orientation) { layout.statusBarOverlap = 0 }
        return layout
    }

    /// What the shell reports for the page (`PageProfile.hidesStatusBarAboveBar`): its
    /// `prefersStatusBarHidden`, and the core's ``StatusBarFacts`` on the window's facts as the
    /// shell reads them (the model's device and container), so the lab runs that rule. The oracle's
    /// own answer is ``statusBarMovesBar(_:)``, from the layout alone.
    func hidesStatusBarAboveBar(_ id: PageID) -> Bool {
        let layout = layout(statusBarHidden: false)
        let moves = StatusBarFacts.hidingMovesBar(
            isPad: device.isPad, windowBottomInset: device.windowBottomInset(orientation),
            isVerticallyCompact: layout.isVerticallyCompact, containerTopInWindow: layout.frameInScreen.minY,
            viewControllerBasedAppearance: true)
        return hidesStatusBar(id) && moves
    }

    /// Whether the page hides the status bar (`status-bar=hidden`).
    func hidesStatusBar(_ id: PageID) -> Bool { pages[id]?.declaration.statusBarHidden ?? false }

    /// Whether the page's hidden status bar moves the bar here (the shell's
    /// `PageProfile.hidesStatusBarAboveBar`, read from the model's own facts).
    func statusBarMovesBar(_ id: PageID) -> Bool {
        hidesStatusBar(id) && layout(statusBarHidden: false).statusBarOverlap != layout(statusBarHidden: true).statusBarOverlap
    }
    var width: Double { layout.frameInScreen.width }
    var lookEnvironment: LookEnvironment {
        LookEnvironment(iosVersion: iosVersion, dark: dark, layout: layout, glass: isGlass)
    }

    func page(_ id: PageID) -> Page? { pages[id] }

    /// The look the real bar has when it shows `id`'s item.
    func barLook(_ id: PageID) -> BarLook? { look(id, under: sharedBarStyle) }

    /// The look a page has at rest: as ``barLook(_:)``, under the shared bar's background it has at
    /// rest (``restStyle``) during a transition.
    func restBarLook(_ id: PageID) -> BarLook? { look(id, under: restStyle[id] ?? sharedBarStyle) }

    /// The page's look with the shared bar's background `shared`: an item without an appearance
    /// of its own (`bar=default` or `hidden`) shows the bar's.
    func look(_ id: PageID, under shared: BarStyleSpec, in environment: LookEnvironment? = nil) -> BarLook? {
        guard let page = pages[id] else { return nil }
        let environment = environment ?? lookEnvironment
        guard shared != .default, page.declaration.bar == .default || page.declaration.bar == .hidden else {
            return page.declaration.barLook(in: environment, atScrollEdge: page.scroll == .edge)
        }
        var declaration = page.declaration
        declaration.bar = shared
        return declaration.barLook(in: environment, atScrollEdge: page.scroll == .edge)
    }

    /// The look a page should carry: none when it hides the bar; where it shows, with the status
    /// bar as the page has it at rest (hidden, the bar sits higher), whatever the screen shows now.
    func intendedLook(_ id: PageID) -> BarLook? {
        guard pages[id] != nil, !intendedHidden(id) else { return nil }
        var environment = lookEnvironment
        environment.layout = layout(statusBarHidden: hidesStatusBar(id))
        return look(id, under: restStyle[id] ?? sharedBarStyle, in: environment)
    }

    /// Whether UIKit alone would show the bar hidden for this page: its `prefersNavigationBarHidden`
    /// while it is on top, otherwise what the app's own calls set. During a transition each page
    /// keeps the visibility it has at rest (``restVisibility``).
    func intendedHidden(_ id: PageID) -> Bool {
        if let atRest = restVisibility[id] { return atRest }
        if barWrittenDirectly { return bar.isHidden }
        if appOverridesTop, id == stack.last { return appBarHidden }
        return optionHidden(id) ?? appBarHidden
    }

    /// The visibility a page coming on top will have at rest once `from` has left: its option, or
    /// what its own viewWillAppear sets, or what `from`'s viewWillDisappear sets, or the app's last.
    /// Under `intermediates=disappear`, the pages a pop removes from under the top are sent
    /// viewWillDisappear too, and one that hides the bar in viewWillAppear shows it there.
    ///
    /// Only what runs before the transition's first frame counts (`app-bar-in=view-will-appear`,
    /// or `view-did-load` for a view not loaded yet): a page that sets the bar in `viewDidAppear`
    /// or `didMove(toParent:)` comes in with the bar as it was, and its call comes at the end, like
    /// a call at rest. A restore on the main queue's next turn (`app-bar-restore=next-turn`) comes
    /// after the first frame: the page comes in with the bar as the will-callbacks leave it, and
    /// takes the restored bar when it lands (``runAppNextTurn()``).
    func restHiddenComingOnTop(_ id: PageID, after from: PageID, intermediates: [PageID] = []) -> Bool {
        guard let declaration = pages[id]?.declaration else { return appBarHidden }
        if barWrittenDirectly {
            // The calls made as the page comes in, in order: its viewDidLoad, the leaving pages'
            // viewWillDisappear, its viewWillAppear, and ours (its option, else the app's last
            // call). UIKit ignores each one the flag already agrees with; the first that differs
            // brings the flag and the view back in line, and the usual rule holds from there.
            var calls: [Bool] = []
            if declaration.appBarMoment == .viewDidLoad, !loaded.contains(id), let appBar = declaration.appBar {
                calls.append(appBar == .hidden)
            }
            let leaving = (variant.intermediates == .disappear ? intermediates : []) + [from]
            for page in leaving where restoresBarAsItLeaves(page, comingOnTop: id) {
                if pages[page]?.declaration.appBarRestore == .viewWillDisappear { calls.append(false) }
            }
            if declaration.appBarMoment == .viewWillAppear, let appBar = declaration.appBar { calls.append(appBar == .hidden) }
            // (Under `host swiftui`, the preview stands SwiftUI's call in for the page's own: both are made.)
            if let own = hosting.declared[id], own.appBarMoment == .viewWillAppear, let appBar = own.appBar {
                calls.append(appBar == .hidden)
            }
            calls.append(optionHidden(id) ?? appBarHidden)
            guard calls.contains(where: { $0 != bar.controllerFlagHidden }) else { return bar.isHidden }
        }
        if let option = optionHidden(id) { return option }
        if let appBar = declaration.appBar, declaration.appBarMoment == .viewWillAppear { return appBar == .hidden }
        // The leaving page's viewWillDisappear runs after the incoming view loaded.
        let leaving = (variant.intermediates == .disappear ? intermediates : []) + [from]
        let restores = leaving.contains {
            restoresBarAsItLeaves($0, comingOnTop: id) && pages[$0]?.declaration.appBarRestore == .viewWillDisappear
        }
        if restores { return false }
        if let appBar = declaration.appBar, declaration.appBarMoment == .viewDidLoad, !loaded.contains(id) {
            return appBar == .hidden
        }
        return appBarHidden
    }

    /// Whether a page leaving the top shows the bar again (`app-bar=hidden` in `viewWillAppear` or
    /// `viewDidAppear`): in its `viewWillDisappear`, or on the next turn unless `top` hides it itself.
    func restoresBarAsItLeaves(_ id: PageID, comingOnTop top: PageID?) -> Bool {
        guard let declaration = pages[id]?.declaration, declaration.appBar == .hidden,
            declaration.appBarMoment == .viewWillAppear || declaration.appBarMoment == .viewDidAppear
        else { return false }
        switch declaration.appBarRestore {
        case .viewWillDisappear: return true
        case .nextTurn: return top.flatMap { pages[$0]?.declaration.appBar } != .hidden
        }
    }

    /// The page's own code sets the bar's visibility (`app-bar=`) at `moment`, if that is when it
    /// does. A call made once a transition's animation is over (`viewDidAppear`,
    /// `didMove(toParent:)` after the did-pair), whichever page makes it, is the bar the top page
    /// has at rest from then on, and wins over its option as a call at rest does. One exception:
    /// the top page's own `viewDidAppear` that skips super, where the library cannot tell the call
    /// from one made before the page appeared: its own option wins, as over its `viewWillAppear`.
    /// (A `didMove(toParent:)` of a stack installed at once comes before anything appears.)
    mutating func pageSetsBar(_ id: PageID, at moment: AppBarMoment, animated: Bool) {
        guard let declaration = pages[id]?.declaration, let appBar = declaration.appBar, declaration.appBarMoment == moment
        else { return }
        let hidden = appBar == .hidden
        traceModel("\(name(id)) sets the bar \(hidden ? "hidden" : "shown") in \(moment.rawValue)")
        appSetsBarHidden(hidden, animated: animated)
        let afterAppearance = moment == .viewDidAppear || (moment == .didMoveToParent && runningTransition != nil)
        guard afterAppearance, let top = stack.last else { return }
        if moment == .viewDidAppear, id == top, declaration.skipsSuper, optionHidden(id) != nil { return }
        appOverridesTop = true
        if restVisibility[top] != nil { restVisibility[top] = bar.isHidden }
    }

    /// `app-bar-restore=next-turn`: the main queue's next turn after the page's `viewWillDisappear`
    /// (FDFullscreenPopGesture): the bar is shown without animation unless the page on top hides
    /// it itself. The block reaches the navigation controller through the page, which it no longer
    /// has once a pop without animation has removed it.
    mutating func runAppNextTurn() {
        let due = appNextTurn
        appNextTurn = []
        for id in due where stack.contains(id) || runningTransition != nil {
            guard let top = stack.last, restoresBarAsItLeaves(id, comingOnTop: top) else { continue }
            traceModel("\(name(id))'s next turn after viewWillDisappear shows the bar")
            appSetsBarHidden(false, animated: false)
            // Made at rest (after a call without animation), it wins over the top page's option,
            // as a call at rest does; made within a transition, it is the bar the page comes in with.
            if runningTransition == nil { appOverridesTop = true }
            if restVisibility[top] != nil { restVisibility[top] = bar.isHidden }
        }
    }

    /// The host app's own `setNavigationBarHidden(_:animated:)`: UIKit applies it, and our hook
    /// forwards it to the engine (never for the shell's own commands).
    mutating func appSetsBarHidden(_ hidden: Bool, animated: Bool) {
        if uikitSetsBarHidden(hidden) {
            bar.visibilitySetByApp = true
            bar.visibilityChangeAnimated = movesContentAnimated(animated)
        }
        // The app's last call: what its pages show once no direct write of the view holds
        // (while one holds, the screen shows the view's own, ``barWrittenDirectly``).
        appBarHidden = hidden
        send(.appSetBarHidden(hidden, animated: animated))
    }

    /// `setNavigationBarHidden(_:animated:)` inside UIKit: nothing unless `hidden` differs from the
    /// controller's own flag (the reconstruction of iOS 8.3's `_setNavigationBarHidden:edge:duration:`
    /// returns at once otherwise); then the flag and the bar view both take it. So after the app
    /// wrote the view's `isHidden` itself, a call asking for what the flag already says changes
    /// nothing on screen. Answers whether it changed anything.
    mutating func uikitSetsBarHidden(_ hidden: Bool) -> Bool {
        if barWrittenDirectly, hidden == bar.controllerFlagHidden { return false }
        safeAreasFollowBar(hidden)
        bar.isHidden = hidden
        bar.controllerFlagHidden = hidden
        return true
    }

    /// The app wrote the bar view's `isHidden` itself and no call has brought the controller's
    /// flag back to it: every page shows the bar as the view has it until a call that differs
    /// from the flag (UIKit ignores the others; ours included). Once one has, the write is
    /// forgotten: the app's last call (``appBarHidden``) and the pages' options decide again.
    var barWrittenDirectly: Bool { bar.isHidden != bar.controllerFlagHidden }

    /// `app bar-is-hidden=`: the app writes `navigationBar.isHidden` (GKNavigationBar's demo as a
    /// back tap pops). UIKit's layout reads the view (`_isNavigationBarVisible`: the safe areas
    /// follow it); `isNavigationBarHidden` does not. No hook of ours hears it.
    mutating func appWritesBarIsHidden(_ hidden: Bool) {
        guard hidden != bar.isHidden else { return }
        traceModel("the app writes navigationBar.isHidden = \(hidden)")
        safeAreasFollowBar(hidden)
        bar.isHidden = hidden
        bar.visibilitySetByApp = true
        bar.visibilityChangeAnimated = false
    }

    /// The page's `viewDidLoad`, the first time its view loads (before its first `viewWillAppear`;
    /// for a pushed page, after the call, as the transition starts: docs/uikit-facts.md §9): the
    /// app's code that styles the shared bar once there (`app-style-in=view-did-load`).
    mutating func pageViewDidLoad(_ id: PageID) {
        guard !loaded.contains(id), let declaration = pages[id]?.declaration else { return }
        pageSetsBar(id, at: .viewDidLoad, animated: false)
        guard declaration.appStyleMoment == .viewDidLoad, let style = declaration.appStyle else { return }
        appStylesBar(style)
    }

    /// The shared bar's style a page coming on top will have at rest: what its own code sets as it
    /// appears (in every `viewWillAppear`, or in `viewDidLoad` if its view has not loaded yet),
    /// otherwise the style the bar has now, whichever page set it.
    func restStyleComingOnTop(_ id: PageID) -> BarStyleSpec {
        guard let declaration = pages[id]?.declaration, let style = declaration.appStyle else { return sharedBarStyle }
        switch declaration.appStyleMoment {
        case .viewWillAppear: return style
        case .viewDidLoad: return loaded.contains(id) ? sharedBarStyle : style
        }
    }

    /// The host app's own code styling the shared bar (`app-style=`): UIKit applies it to the real
    /// bar at once, under every item without an appearance of its own.
    mutating func appStylesBar(_ style: BarStyleSpec) {
        guard style != sharedBarStyle else { return }
        traceModel("app styles the bar \(style)")
        sharedBarStyle = style
        // No hook of ours hears it (the bar's setters are not hooked): the incoming page is
        // captured once every viewWillAppear has run, as the animation starts. A new look makes
        // an image of the shared bar taken before it stale, so capturing again is not a waste.
        capturesThisTransition = [:]
    }

    /// What the real bar shows right now, or `nil` when hidden, concealed or empty.
    var realBarLook: BarLook? {
        guard !bar.isHidden, !bar.isConcealed, let item = bar.item else { return nil }
        return barLook(item).map(presenting)
    }

    /// Where `id`'s view is, as the shell reads it for the engine (``pageView(_:)``, as a core value).
    func placement(_ id: PageID) -> PagePlacement { pageView(id).placement }

    /// Whether the page's view clips a snapshot attached at `frame`: a scroll view clips to its
    /// bounds (`UIScrollView.clipsToBounds` is `true` by default). The shell attaches a snapshot
    /// only to its page's view: UIKit slides each page view in a container of its own and leaves
    /// its superview still (decompiled iOS 26.1, docs/uikit-facts.md §9).
    func clips(_ id: PageID, frame: LayoutRect) -> Bool {
        pageView(id).clipsToBounds
    }

    func profile(_ id: PageID) -> PageProfile {
        let declaration = pages[id]?.declaration ?? PageDeclaration(name: "?")
        let options = SlidingNavigationBarConfiguration().resolve(
            page: SlidingBarOptions(
                isEnabled: declaration.optOut ? false : nil,
                isPopGestureEnabled: declaration.popGestureEnabled ? nil : false,
                popGestureMaxStartDistance: declaration.popDistance,
                prefersNavigationBarHidden: declaration.optionHidden
            )
        )
        return PageProfile(
            options: options, heightClass: BarHeightClass(facts: itemFacts(id)), background: resolvedBackground(id),
            hasPrompt: declaration.prompt,
            prefersZoomTransition: declaration.zoom, hidesStatusBarAboveBar: hidesStatusBarAboveBar(id))
    }

    /// The profile our hook reads when a call is announced: a page whose view never loaded has
    /// not run its `viewDidLoad` yet, so under ``ModelVariant/OptionsTiming/atViewDidLoad`` its
    /// options are still the defaults.
    func requestProfile(_ id: PageID) -> PageProfile {
        guard variant.options == .atViewDidLoad, !loaded.contains(id), !optionsSetByApp.contains(id) else { return profile(id) }
        return PageProfile(
            options: SlidingNavigationBarConfiguration().resolve(), heightClass: .standard, background: resolvedBackground(id),
            // The app sets `preferredTransition` before the push (it names the zoom's source view);
            // `prefersStatusBarHidden` is an override, known before the view loads.
            prefersZoomTransition: pages[id]?.declaration.zoom ?? false, hidesStatusBarAboveBar: hidesStatusBarAboveBar(id))
    }

    func name(_ id: PageID?) -> String {
        guard let id else { return "none" }
        return pages[id]?.declaration.name ?? "\(id)"
    }

    mutating func violation(_ frame: String, _ message: String, kind: LabViolation.Kind = .screen) {
        violations.append(LabViolation(line: line, frame: frame, message: message, kind: kind))
    }

    // MARK: - Our hooks

    /// Runs one of our hooks: hands what it heard to the shell, with this model as its UIKit.
    /// Where the shell steps aside there is no shell: UIKit runs alone.
    /// `SNB_TRACE=1`: every callback and hook the model makes is printed to standard error, with
    /// the stack and the real bar's state — for reading a failing scenario step by step.
    static let isTracing = ProcessInfo.processInfo.environment["SNB_TRACE"] != nil

    func traceModel(_ text: @autoclosure () -> String) {
        if Self.isTracing {
            let state = "stack=\(stack.map { name($0) }) barHidden=\(bar.isHidden) flag=\(bar.controllerFlagHidden) behind=\(bar.isBehind)"
            FileHandle.standardError.write(Data("  [line \(line)] \(text()) \(state)\n".utf8))
        }
    }

    mutating func hook(_ body: (NavigationShellCore, inout NavigationModel) -> Void) {
        guard !shellStepsAside else { return }
        let shell = self.shell
        body(shell, &self)
        trackMemory()
    }

    /// What UIKit calls on a page or the navigation controller, with the page's own code around
    /// it, and what our hook on it hears (nothing, for an override that skips `super`).
    mutating func send(_ kind: TransitionEventKind) {
        traceModel("send \(kind)")
        if recordFrames {
            let page: PageID? =
                switch kind {
                case .viewWillAppear(let id, _, _), .viewDidAppear(let id), .viewWillDisappear(let id), .viewDidDisappear(let id): id
                default: nil
                }
            switch kind {
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .interactionEnded, .transitionCompleted:
                sentCallbacks.append("\(kind.name)\(page.map { " " + name($0) } ?? "")@\(frames.count)")
            default: break
            }
        }
        switch kind {
        case .viewWillAppear(let id, let animated, _):
            // The page's own viewWillAppear runs inside the original, before our hook reports it.
            pageSetsBar(id, at: .viewWillAppear, animated: animated)
        case .viewWillDisappear(let id):
            if let declaration = pages[id]?.declaration, declaration.appBar == .hidden,
                declaration.appBarMoment == .viewWillAppear || declaration.appBarMoment == .viewDidAppear
            {
                switch declaration.appBarRestore {
                case .viewWillDisappear:
                    appSetsBarHidden(false, animated: motion != nil || observing)
                    // With no transition (a tab switch, a full-screen presentation), a call at rest:
                    // UIKit shows it, and the app's calls own the top page's bar from then on.
                    if runningTransition == nil { appOverridesTop = true }
                case .nextTurn: appNextTurn.append(id)
                }
            }
        case .viewDidAppear(let id):
            // An override that never calls super never reaches our hook (its own code still runs).
            if pages[id]?.declaration.skipsSuper ?? false {
                pageSetsBar(id, at: .viewDidAppear, animated: runningTransition?.spec.animated ?? false)
                return
            }
        default:
            break
        }
        defer {
            // The page's own viewWillAppear, after super (so after our hook): the app styles the
            // shared bar (`app-style=`).
            if case .viewWillAppear(let id, _, _) = kind, let declaration = pages[id]?.declaration,
                declaration.appStyleMoment == .viewWillAppear, let style = declaration.appStyle
            {
                appStylesBar(style)
            }
            // The page's own viewDidAppear, after super: `app-bar-in=view-did-appear`.
            if case .viewDidAppear(let id) = kind {
                pageSetsBar(id, at: .viewDidAppear, animated: runningTransition?.spec.animated ?? false)
            }
        }
        let lateBefore = shell.lateAnnouncements
        // What the oracle expects of a pop announced late here, as of now (independent of the shell):
        // not where the screen no longer shows what the bar says of the outgoing page (its
        // visibility changed unseen, or the incoming page's view loaded in this transition, whose
        // viewDidLoad may have restyled the shared bar before the announcement).
        // (A bar view written out of line with the flag is judged before the shell's reaction,
        // which may bring the two back in line.)
        let lateCanSlide =
            !(delegateAnimates(.pop) && runningTransition?.spec.animated == true) && committedBarHidden == bar.isHidden
            && runningTransition?.toWasLoaded != false && !barWrittenDirectly
        hook { shell, ui in
            switch kind {
            case .viewWillAppear(let id, _, _): shell.viewWillAppear(id, in: &ui)
            case .viewDidAppear(let id): shell.viewDidAppear(id, in: &ui)
            case .viewWillDisappear(let id): shell.viewWillDisappear(id, isMovingFromParent: !ui.stack.contains(id), in: &ui)
            case .viewDidDisappear(let id): shell.viewDidDisappear(id, in: &ui)
            case .pageLaidOut(let id, _):
                // Two signals: the controller's `viewDidLayoutSubviews` (never heard from an
                // override that skips super), and the page view's own geometry, while watched.
                if ui.pages[id]?.declaration.skipsSuper ?? false {
                    if ui.watchedPages.contains(id) { shell.pageGeometryChanged(id, in: &ui) }
                } else {
                    shell.pageDidLayout(id, in: &ui)
                }
            case .pageOptionsChanged(let id, _): shell.pageOptionsChanged(id, in: &ui)
            case .appSetBarHidden(let hidden, let animated): shell.barVisibilityChanged(hidden: hidden, animated: animated, in: &ui)
            case .willNavigate, .didNavigate, .captureFinished, .pageBarChanged:
                ui.violation("model", "\(kind) is the shell's to send")
            default:
                // The coordinator's callbacks, the next turn, a bar animation's end, the environment.
                shell.forward(kind, in: &ui)
            }
        }
        if shell.lateAnnouncements > lateBefore, var running = runningTransition {
            // Announced late: what should happen is decided as of now.
            var heard = running.spec
            heard.call = heard.call ?? .pop
            // Under `host swiftui`, with what SwiftUI's update brings, as for an announced call.
            let expected = host == .swiftui ? expectsSlideOnceHosted(heard) : expectsSlide(heard)
            running.lateSlideExpected = running.unannounced && lateCanSlide && expected
            runningTransition = running
        }
    }

    mutating func trackMemory() {
        metrics.peakSnapshots = max(metrics.peakSnapshots, held.count)
        metrics.peakBytes = max(metrics.peakBytes, held.values.reduce(0) { $0 + $1.bytes })
    }
}
