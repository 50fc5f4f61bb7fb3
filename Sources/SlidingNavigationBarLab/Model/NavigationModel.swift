import SlidingNavigationBarCore

/// A violation the oracle found: what the user would see differed from what is intended.
package struct LabViolation: Sendable, Hashable, CustomStringConvertible {
    /// The scenario line being executed.
    package var line: Int
    /// The frame: which transition, at what progress or after which callback.
    package var frame: String
    /// What differed.
    package var message: String

    package var description: String { "line \(line), \(frame): \(message)" }
}

/// Counts the lab reports per run.
package struct LabMetrics: Sendable, Hashable, CustomStringConvertible {
    /// Frames composed and checked by the oracle.
    package var frames = 0
    /// `capture` commands applied.
    package var captures = 0
    /// The most snapshots held at once.
    package var peakSnapshots = 0
    /// The most snapshots held at any rest frame.
    package var restSnapshots = 0
    /// The most snapshot bytes held at once (boundary width × height × scale² × 4).
    package var peakBytes = 0
    /// The most captures in one transition.
    package var peakCapturesPerTransition = 0
    /// Events fed to the engine.
    package var events = 0
    /// Captures of a blurred or glass bar drawn flat (the layer tree has no blur): a fidelity
    /// cost for the length of one slide, not a gap or a stale bar.
    package var flatCaptures = 0

    package init() {}

    /// Combines two runs: counts add, peaks take the larger.
    package mutating func merge(_ other: LabMetrics) {
        frames += other.frames
        captures += other.captures
        events += other.events
        flatCaptures += other.flatCaptures
        peakSnapshots = max(peakSnapshots, other.peakSnapshots)
        restSnapshots = max(restSnapshots, other.restSnapshots)
        peakBytes = max(peakBytes, other.peakBytes)
        peakCapturesPerTransition = max(peakCapturesPerTransition, other.peakCapturesPerTransition)
    }

    package var description: String {
        "frames=\(frames) captures=\(captures) peak-snapshots=\(peakSnapshots) rest-snapshots=\(restSnapshots) peak-bytes=\(peakBytes)"
    }
}

/// A defect a test can plant in the shell's stand-in.
package enum ShellFault: String, Sendable, CaseIterable {
    /// Never sends the real bar behind the pages.
    case ignoresSendBarBehind
    /// Never brings the real bar back in front.
    case ignoresBringBarToFront
    /// Never removes a snapshot.
    case ignoresDiscard
    /// Never attaches a snapshot.
    case ignoresAttach
    /// Attaches every snapshot one point too high.
    case attachesOneRowTooHigh
    /// Draws every capture from the screen's contents, whatever method the engine asks for.
    case capturesFromScreenOnly
    /// Never hides or shows the bar.
    case ignoresSetBarHidden
    /// Never conceals the real bar behind the pages.
    case ignoresSetBarConcealed
    /// Hides the real bar as soon as it goes behind the pages (instead of when the transition ends).
    case hidesBarWhileBehind
    /// Attaches every snapshot twice as wide as its image, from the same origin: the visible part
    /// starts at the right place with the right look, but the image is stretched.
    case attachesStretchedWide
    /// Makes the real bar's layer transparent for the frames of a transition left to UIKit (as a
    /// shell that conceals the bar on its own at every animation start would), then shows it again.
    case concealsBarInUIKitTransitions
    /// Hides the real bar for the frames of a transition left to UIKit, then shows it again.
    case hidesBarInUIKitTransitions

    func drops(_ command: TransitionCommand) -> Bool {
        switch (self, command) {
        case (.ignoresSendBarBehind, .sendBarBehind), (.ignoresBringBarToFront, .bringBarToFront),
            (.ignoresDiscard, .discard), (.ignoresAttach, .attach), (.ignoresSetBarHidden, .setBarHidden),
            (.ignoresSetBarConcealed, .setBarConcealed):
            true
        default: false
        }
    }
}

/// One frame of a filmstrip: everything a renderer needs to draw the top of the screen.
package struct LabFrame: Sendable, Hashable {
    package struct Page: Sendable, Hashable {
        package var name: String
        package var offsetX: Double
        package var view: LayoutRect
        package var intendedLook: BarLook?
        /// The attached snapshot, in container coordinates, and the look it holds.
        package var snapshot: LayoutRect?
        package var snapshotLook: BarLook?
        /// Whose bar the snapshot holds (another page's when it was drawn from a stale screen);
        /// `nil` when it holds no page's bar (an empty capture).
        package var snapshotOwner: String?
    }

    package var label: String
    package var line: Int
    package var width: Double
    package var height: Double
    /// Bottom to top.
    package var pages: [Page]
    package var barLook: BarLook?
    package var barInFront: Bool
    package var violation: String?
    /// The page whose item the real bar shows, when `barLook` is not `nil`.
    package var barOwner: String?
    /// How far the status bar reaches down the container (the bar's background covers it).
    package var statusBarHeight: Double = 0
    /// Whether the frame belongs to a transition left to UIKit: one real bar spans the top.
    package var leftToUIKit = false
}

/// A simulated `UINavigationController` that calls the engine in the order UIKit does, applies the
/// engine's commands as the UIKit shell would, and checks every frame with the oracle.
///
/// Orderings follow `shared/research/uikit-facts.md`: the push/pop appearance order
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
    /// Whether the app left `interactivePopGestureRecognizer.isEnabled` on.
    var appPopGestureEnabled = true
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
    var recordFrames = false

    package private(set) var violations: [LabViolation] = []
    package private(set) var metrics = LabMetrics()
    package private(set) var notes: [String] = []
    package private(set) var frames: [LabFrame] = []
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
        return pages[id]?.declaration.optionHidden ?? appBarHidden
    }

    /// The visibility a page coming on top will have at rest once `from` has left: its option, or
    /// what its own viewWillAppear sets, or what `from`'s viewWillDisappear sets, or the app's last.
    func restHiddenComingOnTop(_ id: PageID, after from: PageID) -> Bool {
        guard let declaration = pages[id]?.declaration else { return appBarHidden }
        if let option = declaration.optionHidden { return option }
        switch declaration.appBar {
        case .hidden?: return true
        case .shown?: return false
        case nil: return pages[from]?.declaration.appBar == .hidden ? false : appBarHidden
        }
    }

    /// The host app's own `setNavigationBarHidden(_:animated:)`: UIKit applies it, and our hook
    /// forwards it to the engine (never for the shell's own commands).
    mutating func appSetsBarHidden(_ hidden: Bool, animated: Bool) {
        appBarHidden = hidden
        bar.isHidden = hidden
        bar.visibilitySetByApp = true
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
            // below the bar, and clips to its bounds (see ``clipsToBounds(_:)``).
            return PagePlacement(
                frameInContainer: LayoutRect(x: 0, y: barBottom, width: size.width, height: size.height - barBottom),
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

    mutating func violation(_ frame: String, _ message: String) {
        violations.append(LabViolation(line: line, frame: frame, message: message))
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
        case .viewDidAppear(let id), .pageLaidOut(let id, _):
            // An override that never calls super never reaches our hook.
            if pages[id]?.declaration.skipsSuper ?? false { return }
        default:
            break
        }
        let driver = self.driver
        driver.send(kind, to: &self)
        trackMemory()
    }

    package mutating func apply(_ command: TransitionCommand) -> TransitionEventKind? {
        if keepsNotes { notes.append("line \(line):   \(command)") }
        if let fault, fault.drops(command) { return nil }
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
                look = committedBarLook
                    ?? BarLook(background: "empty", title: "", heightClass: current.heightClass, boundary: current.boundary)
            case .layerTree:
                look = current
                if look.background.hasPrefix("material") || look.background.hasPrefix("glass") { metrics.flatCaptures += 1 }
            }
            let owner = method == .layerTree ? bar.item.map { name($0) } : committedBarOwner.flatMap { committedBarLook == nil ? nil : $0 }
            held[id] = Snapshot(look: look, bytes: VisibleBoundary.bitmapBytes(of: look.boundary, scale: layout.scale), owner: owner)
            return .captureFinished(id, .image(boundary: look.boundary, placement: placement(id)))
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
            if fault == .hidesBarWhileBehind { bar.isHidden = true }
        case .bringBarToFront:
            bar.isBehind = false
        case .setBarHidden(let hidden, _):
            bar.isHidden = hidden
            bar.visibilitySetByApp = false
        case .setBarConcealed(let concealed):
            bar.isConcealed = concealed
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

    // MARK: - Frames and the oracle

    func offset(of id: PageID, in motion: Motion) -> Double {
        let p = motion.progress
        let w = width
        let x: Double
        switch motion.operation {
        case .push: x = id == motion.to ? w * (1 - p) : -0.3 * w * p
        case .pop: x = id == motion.from ? w * p : -0.3 * w * (1 - p)
        }
        return rtl ? -x : x
    }

    /// The pages on screen, bottom to top, with their horizontal offsets.
    func pagesOnScreen() -> [(PageID, Double)] {
        if let motion {
            let (lower, upper) = motion.operation == .push ? (motion.from, motion.to) : (motion.to, motion.from)
            return [(lower, offset(of: lower, in: motion)), (upper, offset(of: upper, in: motion))]
        }
        guard let top = stack.last else { return [] }
        return [(top, 0)]
    }

    /// UIKit lays pages out under the one real bar: hiding it takes the bar's height out of every
    /// page's safe area at once. A page that shows a bar and lays its content out below it
    /// (`view=below-bar` or a scroll view) would see its content jump while still on screen.
    func safeAreaProblem(_ onScreen: [(PageID, Double)]) -> String? {
        // The app's own call moves its content as UIKit alone would: not ours.
        guard bar.isHidden, !bar.visibilitySetByApp else { return nil }
        for (id, dx) in onScreen where abs(dx) < width - 1e-6 {  // a page parked off screen shows nothing
            guard let declaration = pages[id]?.declaration, !intendedHidden(id),
                declaration.view != .full
            else { continue }
            return "the real bar is hidden while \(declaration.name), which shows a bar and lays out below it, is on screen: its content jumps by the bar's height"
        }
        return nil
    }

    /// Composes the frame the user sees and the one intended, and checks them.
    ///
    /// - Parameters:
    ///   - label: names the frame in a violation.
    ///   - atRest: also require the rest state: real bar in front, nothing attached.
    mutating func renderFrame(_ label: String, atRest: Bool = false) {
        metrics.frames += 1
        committedBarLook = realBarLook
        committedBarOwner = realBarLook == nil ? nil : bar.item.map { name($0) }
        let onScreen = pagesOnScreen()
        var seen: [StripLayer] = []
        var intended: [StripLayer] = []
        let realLook = realBarLook
        if bar.isBehind, let realLook { seen.append(.bar(realLook, at: realLook.boundary)) }
        var framePages: [LabFrame.Page] = []
        for (id, dx) in onScreen {
            let place = placement(id)
            let view = place.frameInContainer.offsetBy(dx: dx, dy: 0)
            let name = name(id)
            seen.append(StripLayer(rect: view, pixel: .page(name, dx: milli(dx))))
            intended.append(StripLayer(rect: view, pixel: .page(name, dx: milli(dx))))
            var snapRect: LayoutRect?
            var snapLook: BarLook?
            var snapOwner: String?
            if let frame = attached[id], let snapshot = held[id] {
                let rect = frame.offsetBy(
                    dx: place.frameInContainer.minX + dx - place.boundsOrigin.x,
                    dy: place.frameInContainer.minY - place.boundsOrigin.y)
                var layer = StripLayer.bar(snapshot.look, at: rect)
                if clips(id, frame: frame) {
                    // Only the part inside the view's bounds is drawn.
                    layer.rect = rect.intersection(view) ?? LayoutRect(x: view.minX, y: view.minY, width: 0, height: 0)
                }
                if !layer.rect.isEmpty { seen.append(layer) }
                snapRect = rect
                snapLook = snapshot.look
                snapOwner = snapshot.owner
            }
            let look = intendedLook(id)
            if let look { intended.append(.bar(look, at: look.boundary.offsetBy(dx: dx, dy: 0))) }
            framePages.append(LabFrame.Page(
                name: name, offsetX: dx, view: view, intendedLook: look, snapshot: snapRect, snapshotLook: snapLook,
                snapshotOwner: snapOwner))
        }
        if !bar.isBehind, let realLook { seen.append(.bar(realLook, at: realLook.boundary)) }

        var problem: String?
        if let motion, !motion.expectsSlide {
            // A transition left to UIKit must look exactly like UIKit's own: the real bar in front
            // (cross-fading its items), nothing of ours on screen.
            if bar.isBehind { problem = "the real bar is behind the pages in a transition left to UIKit" }
            else if !attached.isEmpty { problem = "a snapshot is attached in a transition left to UIKit" }
            else { problem = uikitTransitionBarProblem(motion) }
        } else {
            problem = StripCompositor.difference(seen: seen, intended: intended, width: width)
            if problem == nil, motion != nil { problem = safeAreaProblem(onScreen) }
        }
        if problem == nil && atRest {
            if bar.isBehind { problem = "at rest, the real bar is still behind the pages" }
            else if bar.isConcealed { problem = "at rest, the real bar is still concealed" }
            else if !attached.isEmpty { problem = "at rest, a snapshot is still attached to \(attached.keys.map(name).sorted().joined(separator: ", "))" }
        }
        if atRest { metrics.restSnapshots = max(metrics.restSnapshots, held.count) }
        if let problem { violation(label, problem) }
        if recordFrames {
            frames.append(LabFrame(
                label: label, line: line, width: width, height: layout.frameInScreen.height, pages: framePages,
                barLook: realLook, barInFront: !bar.isBehind, violation: problem,
                barOwner: realLook == nil ? nil : bar.item.map { name($0) }, statusBarHeight: layout.statusBarOverlap,
                leftToUIKit: motion.map { !$0.expectsSlide } ?? false))
        }
    }

    /// What is wrong with the real bar in a frame of a transition left to UIKit, which animates
    /// the bar itself: it must be drawn (not made transparent by us), and, between two pages
    /// that both show a bar, it must not be hidden; between two that both hide it, it must be.
    /// (When one page hides it, UIKit animates the change: either state is a frame of it.)
    func uikitTransitionBarProblem(_ motion: Motion) -> String? {
        if bar.isConcealed { return "the real bar is concealed in a transition left to UIKit: no bar is drawn" }
        let fromHides = intendedHidden(motion.from)
        let toHides = intendedHidden(motion.to)
        if !fromHides && !toHides {
            // (Which item it shows is UIKit's doing, not the engine's: not checked here.)
            if bar.isHidden { return "the real bar is hidden in a transition left to UIKit between two pages that show it" }
        } else if fromHides && toHides, !bar.isHidden {
            return "the real bar is shown in a transition left to UIKit between two pages that hide it"
        }
        return nil
    }
}
