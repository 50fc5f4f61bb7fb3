import SlidingNavigationBarCore

/// A simulated `UINavigationController` that calls the engine in the order UIKit does, applies the
/// engine's commands as the UIKit shell would, and checks every frame with the oracle.
///
/// Orderings follow `docs/uikit-facts.md`: the push/pop appearance order
/// (readke.com, arm1.ru and wangling.me logs), `viewIsAppearing` after `viewWillAppear` (Apple),
/// the cancelled-swipe callbacks (Apple's `notifyWhenInteractionChanges` doc, wangling.me),
/// `setViewControllers`' single transition (Apple), and no `didShow`/completion when nothing was
/// observed. What is unconfirmed is a ``ModelVariant`` dimension.
package struct NavigationModel: EngineHost {
    struct Page {
        var id: PageID
        var declaration: PageDeclaration
        var scroll: ScrollPosition = .edge
    }

    struct RealBar {
        var item: PageID?
        var isHidden = false
        var isBehind = false
        /// Its layer's opacity is 0: on screen it shows nothing, and drawing it gives nothing.
        var isConcealed = false
        /// The app's own `setNavigationBarHidden` call set the current visibility (not the engine).
        var visibilitySetByApp = false
        /// The bar view's `alpha` (its layer's opacity): the app's, which the shell never writes.
        var alpha = 1.0
        /// The last change of visibility was animated: UIKit moved the pages' safe areas with it.
        var visibilityChangeAnimated = false
    }

    struct Snapshot {
        var look: BarLook
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
        /// How many times our hooks hear the call (the back button may be heard twice).
        var announcements = 1
    }

    package let variant: ModelVariant
    var iosVersion = 17
    var rtl = false
    var device = Device.named("iphone-15-pro") ?? Device.presets[0]
    var orientation = InterfaceOrientation.portrait
    var container = ContainerKind.fullScreen
    var dark = false
    var delegate = DelegateKind.system
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
    /// The `alpha` the app last gave the bar (`app bar-alpha=`).
    var appBarAlpha = 1.0
    /// Another bar-transition library the app installed (`foreign-library`), if any.
    var foreignLibrary: ForeignLibrary?
    /// What builds the navigation controller and its pages (`host`), and SwiftUI's own state.
    var host = HostKind.uikit
    var hosting = SwiftUIHosting()
    /// The tab bar of a `container tab-bar`.
    var tabs = TabBarModel()
    /// Commands are being applied inside an animated context (see ``AnimatedChanges``).
    var inAnimationContext = false
    /// What commands applied with animation still show on screen until the transition ends.
    var animatedChanges = AnimatedChanges()
    /// During a transition, the bar visibility each of its two pages has at rest (UIKit alone).
    var restVisibility: [PageID: Bool] = [:]
    /// Pushed pages not laid out yet: iOS 26 lays a pushed view out inside the push animation, so
    /// until then a `view=below-bar` page still has the frame it was created with (the whole container).
    var awaitingLayout: Set<PageID> = []

    var pages: [PageID: Page] = [:]
    var names: [String: PageID] = [:]
    var stack: [PageID] = []
    var bar = RealBar()
    /// The same event loop the UIKit shell runs; this model is its host.
    let driver = EngineDriver()
    /// Which reports of the pages' layout reach the engine, as in the shell.
    var layoutReports = PageLayoutReports()
    var held: [PageID: Snapshot] = [:]
    var attached: [PageID: LayoutRect] = [:]
    var observing = false
    var motion: Motion?
    var capturesThisTransition: [PageID: Int] = [:]
    var lastGesture: GestureOutcome?
    /// Pages whose view has loaded (their `viewDidLoad` ran).
    var loaded: Set<PageID> = []
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
    /// A navigation transition runs: from inside the navigation call (after our hook's
    /// announcement) to the end of its completion and did-pair. An animated visibility change
    /// made then moves the content as ``ModelVariant/BarLayout`` says.
    var uikitTransitionRunning = false
    /// The app is setting a page's options (`style`): a visibility change the engine makes in
    /// answer moves the content as the app asked, like its own `setNavigationBarHidden`.
    var appChangesOptions = false
    /// The engine asked for the main queue's next turn (`waitForNextTurn`).
    var nextTurnRequested = false
    /// Animated visibility changes under way: one `barAnimationEnded` each is still to come.
    var barAnimationsPending = 0
    /// The transition UIKit runs now, as the shell's hooks can read it (``UnannouncedPop``).
    var runningTransition: RunningTransition?

    package internal(set) var violations: [LabViolation] = []
    package internal(set) var metrics = LabMetrics()
    package internal(set) var notes: [String] = []
    package internal(set) var frames: [LabFrame] = []
    /// The engine's notes are kept only when asked (they cost strings).
    package var keepsNotes = false
    /// A deliberate defect in the shell's stand-in, so tests can show the oracle catches it.
    package var fault: ShellFault?

    package init(variant: ModelVariant, recordFrames: Bool = false) {
        self.variant = variant
        self.recordFrames = recordFrames
    }

    // MARK: - Environment

    var layout: ContainerLayout { device.layout(orientation, container: container) }
    var width: Double { layout.frameInScreen.width }
    var lookEnvironment: LookEnvironment { LookEnvironment(iosVersion: iosVersion, dark: dark, layout: layout) }

    func page(_ id: PageID) -> Page? { pages[id] }

    /// The look the real bar has when it shows `id`'s item.
    func barLook(_ id: PageID) -> BarLook? {
        guard let page = pages[id] else { return nil }
        return page.declaration.barLook(in: lookEnvironment, atScrollEdge: page.scroll == .edge)
    }

    /// The look a page should carry: none when it hides the bar.
    func intendedLook(_ id: PageID) -> BarLook? {
        guard pages[id] != nil, !intendedHidden(id) else { return nil }
        return barLook(id)
    }

    /// Whether UIKit alone would show the bar hidden for this page: its `prefersNavigationBarHidden`
    /// while it is on top, otherwise what the app's own calls set. During a transition each page
    /// keeps the visibility it has at rest (``restVisibility``).
    func intendedHidden(_ id: PageID) -> Bool {
        if let atRest = restVisibility[id] { return atRest }
        if appOverridesTop, id == stack.last { return appBarHidden }
        return optionHidden(id) ?? appBarHidden
    }

    /// The visibility a page coming on top will have at rest once `from` has left: its option, or
    /// what its own viewWillAppear sets, or what `from`'s viewWillDisappear sets, or the app's last.
    /// Under `intermediates=disappear`, the pages a pop removes from under the top are sent
    /// viewWillDisappear too, and one that hides the bar in viewWillAppear shows it there.
    func restHiddenComingOnTop(_ id: PageID, after from: PageID, intermediates: [PageID] = []) -> Bool {
        guard let declaration = pages[id]?.declaration else { return appBarHidden }
        if let option = optionHidden(id) { return option }
        switch declaration.appBar {
        case .hidden?: return true
        case .shown?: return false
        case nil:
            let leaving = (variant.intermediates == .disappear ? intermediates : []) + [from]
            return leaving.contains { pages[$0]?.declaration.appBar == .hidden } ? false : appBarHidden
        }
    }

    /// The host app's own `setNavigationBarHidden(_:animated:)`: UIKit applies it, and our hook
    /// forwards it to the engine (never for the shell's own commands).
    mutating func appSetsBarHidden(_ hidden: Bool, animated: Bool) {
        appBarHidden = hidden
        bar.isHidden = hidden
        bar.visibilitySetByApp = true
        bar.visibilityChangeAnimated = movesContentAnimated(animated)
        send(.appSetBarHidden(hidden, animated: animated))
    }

    /// What the real bar shows right now, or `nil` when hidden, concealed or empty.
    var realBarLook: BarLook? {
        guard !bar.isHidden, !bar.isConcealed, let item = bar.item else { return nil }
        return barLook(item)
    }

    func placement(_ id: PageID) -> PagePlacement {
        let layout = self.layout
        let size = layout.frameInScreen.size
        let declaration = pages[id]?.declaration
        let barBottom: Double
        if intendedHidden(id) {
            barBottom = layout.statusBarOverlap
        } else {
            barBottom = layout.statusBarOverlap + layout.barHeight(declaration?.heightClass ?? .standard)
        }
        switch declaration?.view ?? .full {
        case .full:
            return PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))
        case .belowBar where awaitingLayout.contains(id):
            return PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))
        case .belowBar:
            // With the bar hidden, the view may start at the container's top (a variant).
            let top = intendedHidden(id) && variant.hiddenBarView == .atTop ? 0 : barBottom
            return PagePlacement(
                frameInContainer: LayoutRect(x: 0, y: top, width: size.width, height: size.height - top))
        case .scroll:
            // A scroll view under the bar: its content inset puts the content below the bar, so at
            // rest its bounds origin (content offset) is minus the bar's bottom.
            return PagePlacement(
                frameInContainer: LayoutRect(x: 0, y: 0, width: size.width, height: size.height),
                boundsOrigin: LayoutPoint(x: 0, y: -barBottom))
        case .scrollBelowBar:
            // A `UITableViewController` under an opaque bar: its view is the scroll view, starts
            // below the bar, and clips to its bounds (see ``clips(_:frame:)``). The same
            // `edgesForExtendedLayout` rule as `below-bar`: with the bar hidden, it may start at
            // the container's top (a variant); its adjusted content inset (the status bar) then
            // keeps the content where it was, so at rest its bounds origin is minus that inset.
            let top = intendedHidden(id) && variant.hiddenBarView == .atTop ? 0 : barBottom
            return PagePlacement(
                frameInContainer: LayoutRect(x: 0, y: top, width: size.width, height: size.height - top),
                boundsOrigin: LayoutPoint(x: 0, y: top - barBottom),
                clipsToBounds: true)
        }
    }

    /// Whether the page's view clips a snapshot attached at `frame`: a scroll view clips to its
    /// bounds (`UIScrollView.clipsToBounds` is `true` by default), unless the shell, following
    /// ``SnapshotHost``, puts the snapshot in the view's superview. That superview is modelled as
    /// moving with the page while it slides (UIKit's wrapper view; unconfirmed, needs a device).
    func clips(_ id: PageID, frame: LayoutRect) -> Bool {
        let place = placement(id)
        return place.clipsToBounds && SnapshotHost.host(frame: frame, placement: place) == .pageView
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
        return PageProfile(options: options, heightClass: declaration.heightClass)
    }

    /// The profile our hook reads when a call is announced: a page whose view never loaded has
    /// not run its `viewDidLoad` yet, so under ``ModelVariant/OptionsTiming/atViewDidLoad`` its
    /// options are still the defaults.
    func requestProfile(_ id: PageID) -> PageProfile {
        guard variant.options == .atViewDidLoad, !loaded.contains(id) else { return profile(id) }
        return PageProfile(options: SlidingNavigationBarConfiguration().resolve(), heightClass: .standard)
    }

    func name(_ id: PageID?) -> String {
        guard let id else { return "none" }
        return pages[id]?.declaration.name ?? "\(id)"
    }

    mutating func violation(_ frame: String, _ message: String, kind: LabViolation.Kind = .screen) {
        violations.append(LabViolation(line: line, frame: frame, message: message, kind: kind))
    }

    // MARK: - The shell's stand-in

    /// Forwards one event through the driver the UIKit shell runs, this model applying the
    /// engine's commands as the shell would.
    mutating func send(_ kind: TransitionEventKind) {
        switch kind {
        case .viewWillAppear(let id, let animated, _):
            // The page's own viewWillAppear runs inside the original, before our hook reports it.
            switch pages[id]?.declaration.appBar {
            case .hidden?: appSetsBarHidden(true, animated: animated)
            case .shown?: appSetsBarHidden(false, animated: animated)
            case nil: break
            }
        case .viewWillDisappear(let id):
            if pages[id]?.declaration.appBar == .hidden { appSetsBarHidden(false, animated: motion != nil || observing) }
        case .viewDidAppear(let id):
            // An override that never calls super never reaches our hook.
            if pages[id]?.declaration.skipsSuper ?? false { return }
        case .pageLaidOut(let id, let placement):
            // Two signals, as in the shell: the controller's `viewDidLayoutSubviews` (never heard
            // from an override that skips super), and the page view's own geometry, watched while
            // its snapshot is attached and deduplicated (`PageLayoutReports`).
            let atRest = driver.engine.isAtRest
            if pages[id]?.declaration.skipsSuper ?? false {
                guard PageLayoutReports.watchedPages(attached: driver.engine.attached, engineAtRest: atRest).contains(id),
                    layoutReports.forwards(placement, of: id, from: .viewGeometry, engineAtRest: atRest)
                else { return }
            } else {
                // Sent as before; only remembered, as the shell does.
                _ = layoutReports.forwards(placement, of: id, from: .controllerLayout, engineAtRest: atRest)
            }
        default:
            break
        }
        // After the page's own code, before the callback is forwarded: a pop nobody announced.
        announceUnannouncedPopIfNeeded(before: kind)
        forward(kind)
    }

    /// Forwards an event the shell hears without the page's own code around it (no app calls,
    /// no overrides skipping super): the driver, as the shell runs it.
    mutating func forward(_ kind: TransitionEventKind) {
        // Where the shell steps aside, it has no engine there: UIKit runs alone.
        if shellStepsAside { return }
        let driver = self.driver
        driver.send(kind, to: &self)
        if driver.engine.isAtRest { layoutReports.forgetAll() }
        trackMemory()
    }

    package mutating func apply(_ command: TransitionCommand) -> TransitionEventKind? {
        if keepsNotes { notes.append("line \(line):   \(command)") }
        if let fault, fault.drops(command) { return nil }
        if appliesAnimated { recordAnimated(command) }
        var command = command
        if fault == .attachesOneRowTooHigh, case .attach(let id, let frame) = command {
            command = .attach(id, frame: frame.offsetBy(dx: 0, dy: -1))
        }
        if fault == .attachesStretchedWide, case .attach(let id, let frame) = command {
            command = .attach(id, frame: LayoutRect(x: frame.minX, y: frame.minY, width: frame.width * 2, height: frame.height))
        }
        switch command {
        case .capture(let id, let requested):
            let method = fault == .capturesFromScreenOnly ? .screenContents : requested
            guard pages[id] != nil else {
                violation("capture", "capture of an unknown page \(id)")
                return .captureFinished(id, .failed("unknown page"))
            }
            metrics.captures += 1
            capturesThisTransition[id, default: 0] += 1
            if capturesThisTransition[id, default: 0] > 1 {
                violation(motion?.label ?? "capture", "\(name(id)) captured more than once in one transition")
            }
            let total = capturesThisTransition.values.reduce(0, +)
            metrics.peakCapturesPerTransition = max(metrics.peakCapturesPerTransition, total)
            if total > 2 { violation(motion?.label ?? "capture", "more than two captures in one transition") }
            if bar.isConcealed, !bar.isHidden {
                // Drawing a bar whose opacity is 0 gives an empty image: the engine must reveal it first.
                violation(motion?.label ?? "capture", "capture of \(name(id)) while the real bar is concealed")
                return .captureFinished(id, .failed("the bar is concealed"))
            }
            guard let current = realBarLook else { return .captureFinished(id, .noBar) }
            let look: BarLook
            switch method {
            case .screenContents:
                // The screen still holds the last committed frame of the bar; if the bar was not
                // visible in it, the image comes out empty (it does not fail).
                look =
                    committedBarLook
                    ?? BarLook(background: "empty", title: "", heightClass: current.heightClass, boundary: current.boundary)
            case .layerTree:
                look = current
                if look.background.hasPrefix("material") || look.background.hasPrefix("glass") { metrics.flatCaptures += 1 }
            }
            let owner = method == .layerTree ? bar.item.map { name($0) } : committedBarOwner.flatMap { committedBarLook == nil ? nil : $0 }
            held[id] = Snapshot(look: look, bytes: VisibleBoundary.bitmapBytes(of: look.boundary, scale: layout.scale), owner: owner)
            let placement = placement(id)
            layoutReports.engineHeard(placement, of: id)
            return .captureFinished(id, .image(boundary: look.boundary, placement: placement))
        case .attach(let id, let frame):
            if held[id] == nil {
                violation(motion?.label ?? "attach", "attach of \(name(id)) with no captured image")
            } else {
                attached[id] = frame
            }
        case .discard(let id):
            held[id] = nil
            attached[id] = nil
        case .sendBarBehind:
            bar.isBehind = true
            if fault == .hidesBarWhileBehind || fault == .showsBarWhileBehind {
                bar.isHidden = fault == .hidesBarWhileBehind
                bar.visibilitySetByApp = false
                bar.visibilityChangeAnimated = false
            }
        case .bringBarToFront:
            bar.isBehind = false
        case .setBarHidden(let hidden, let animated):
            bar.isHidden = hidden
            bar.visibilitySetByApp = appChangesOptions
            bar.visibilityChangeAnimated = movesContentAnimated(animated)
            // The shell answers each animated change once its animation is over.
            if animated { barAnimationsPending += 1 }
        case .waitForNextTurn:
            nextTurnRequested = true
        case .setBarConcealed(let concealed):
            bar.isConcealed = concealed
            // The shell conceals with a mask layer of its own and leaves the alpha to the app.
            if fault == .concealsWithOpacity { bar.alpha = concealed ? 0 : 1 }
        case .observeTransition:
            observing = true
        }
        return nil
    }

    package func barState() -> BarState { BarState(showsPage: bar.item, isHidden: bar.isHidden) }

    package mutating func trace(_ step: EngineDriver.Step) {
        switch step {
        case .event: metrics.events += 1
        case .note(let note) where keepsNotes: notes.append("line \(line): \(note)")
        case .runaway: violation(motion?.label ?? "engine", "\(step)")
        default: break
        }
    }

    mutating func trackMemory() {
        metrics.peakSnapshots = max(metrics.peakSnapshots, held.count)
        metrics.peakBytes = max(metrics.peakBytes, held.values.reduce(0) { $0 + $1.bytes })
    }
}
