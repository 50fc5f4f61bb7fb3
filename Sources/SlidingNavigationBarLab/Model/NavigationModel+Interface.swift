import SlidingNavigationBarCore

// The model as the shell's UIKit: the reads and writes of `NavigationInterface`, answered the way
// UIKit answers `NavigationShell`'s. A planted ``ShellFault`` breaks one of these writes.
extension NavigationModel {
    /// The transition UIKit is running, as its coordinator describes it to the shell.
    struct RunningTransition {
        var spec: TransitionSpec
        /// The incoming page was not in the stack before (a push, or a new page set).
        var toIsMovingToParent: Bool
        /// No hook announced it: the shell may announce it late.
        var unannounced: Bool
        /// `transitionCoordinator` is set (``ModelVariant/CoordinatorTiming``: right after the
        /// call returns, or only from the incoming page's `viewWillAppear`).
        var coordinatorSet: Bool
        /// Whether it was announced late, and then whether the model expects it to slide (decided
        /// as for a call, with what is known at that moment).
        var lateSlideExpected: Bool?
        /// The incoming page's view had loaded before this transition: its `viewDidLoad` did not
        /// run inside it (where it may restyle the shared bar before any hook hears the pop).
        var toWasLoaded = true
    }
}

extension NavigationModel: NavigationInterface {
    // MARK: Reads

    /// As the shell reads it: the navigation controller's `isNavigationBarHidden`, or the bar view's
    /// own `isHidden` (`app bar-is-hidden=`).
    package func barState() -> BarState { BarState(showsPage: bar.item, isHidden: bar.controllerFlagHidden || bar.isHidden) }

    package var barHiddenOnScreen: Bool { committedBarHidden }

    package var isLibraryEnabled: Bool { true }

    package var coordinator: TransitionCoordinatorFacts? {
        // Without one of its own, the navigation controller's `transitionCoordinator` is a running
        // presentation's or dismissal's, as the shell keeps it (NavigationModel+Modal.swift).
        guard let running = runningTransition, running.spec.animated, running.coordinatorSet else { return modal.coordinator }
        // A shell that hears a swipe's pop only from the bar delegate reads no pop at the pages'
        // callbacks either: the coordinator it sees never says "animated".
        return TransitionCoordinatorFacts(
            isAnimated: fault != .announcesPopOnlyFromShouldPop, from: running.spec.from, to: running.spec.to,
            toIsMovingToParent: running.toIsMovingToParent)
    }

    /// The page's options as the app has set them by now (see ``requestProfile(_:)``); its bar
    /// height family is declared, whatever stack it sits in.
    package func profile(of page: PageID, in stackAfter: [PageID], else current: [PageID]) -> PageProfile {
        requestProfile(page)
    }

    package func placement(of page: PageID) -> PagePlacement? {
        pages[page] == nil ? nil : placement(page)
    }

    package func delegateProvidesAnimator() -> Bool { delegate != .system }

    package var popTargetMissing: Bool { false }

    package func isBarRecognized() -> Bool { true }

    package var barHasScreenContents: Bool { true }

    package func popGestureInput(for role: SwipeBackRecognizers.Role) -> PopGestureInput? { swipeInput }

    /// The model's delegate asked about the pop, as UIKit asks it: `custom-animator` returns its
    /// own animator for every transition, `nil-animator` (a router) answers `nil`, `system` does
    /// not implement the method.
    package func delegateAnimatesPop() -> Bool { delegateAnimates(.pop) }

    // MARK: Writes

    package mutating func setUpPopGestureIfNeeded() {}

    package mutating func keepBarLookAtCall(of page: PageID) {
        lookKeptAtCall = (page, sharedBarStyle)
    }

    package mutating func capture(_ id: PageID, method requested: CaptureMethod) -> CaptureResult {
        let method = fault == .capturesFromScreenOnly ? .screenContents : requested
        guard pages[id] != nil else {
            violation("capture", "capture of an unknown page \(id)")
            return .failed("unknown page")
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
            return .failed("the bar is concealed")
        }
        // As the shell's capture reads it: no bar where the navigation controller's flag says so,
        // nor where the bar view itself is hidden (the app may write it directly,
        // `app bar-is-hidden=yes`; the flag does not follow). Without the second, the bar view
        // was still measured and drawn: a live background shows the page's own, and
        // `layer.render(in:)` of a hidden layer is taken to draw it (unconfirmed).
        if bar.controllerFlagHidden || bar.isHidden { return .noBar }
        guard let current = realBarLook else { return .noBar }
        // The shell draws the bar over the boundary it computes from the bar's tree, which
        // this model describes as UIKit lays it out.
        let captured: LayoutRect
        // From the screen, the bar is read as the screen shows it (its presentation layers):
        // the committed frame's layout, which UIKit may already have changed for the incoming item.
        let shown = method == .screenContents ? (committedBarLook ?? current) : current
        switch VisibleBoundary.compute(bar: layout.barTree(shown.heightClass, prompt: shown.prompt), scale: layout.scale) {
        case .boundary(let rect): captured = rect
        case .unrecognized(let reason): return .failed(reason)
        }
        traceModel("capture \(name(id)) \(method): tree \(current.heightClass) → \(captured), look \(current), layout \(layout)")
        let look: BarLook
        switch method {
        case .screenContents:
            // The screen still holds the last committed frame of the bar; if the bar was not
            // visible in it, the image comes out empty (it does not fail). Drawn from the bar
            // alone, a material or glass loses its effect (see NavigationModel+Glass).
            look = drawnWrongIfEffect(
                committedBarLook
                    ?? BarLook(
                        background: "empty", title: "", heightClass: current.heightClass, prompt: current.prompt,
                        boundary: current.boundary))
        case .layerTree:
            // `layer.render(in:)` draws blur and glass wrong: the image is not the bar.
            look = drawnWrongIfEffect(current)
        case .liveBackground:
            look = liveBackgroundLook(id, boundary: current)
        }
        let owner =
            method == .liveBackground
            ? name(id)
            : method == .layerTree ? bar.item.map { name($0) } : committedBarOwner.flatMap { committedBarLook == nil ? nil : $0 }
        held[id] = Snapshot(
            look: look, captured: captured, bytes: VisibleBoundary.bitmapBytes(of: captured, scale: layout.scale), owner: owner)
        return .image(boundary: captured, placement: placement(id))
    }

    package mutating func attach(_ id: PageID, frame: LayoutRect) {
        if fault?.drops(.attach(id, frame)) == true { return }
        var frame = frame
        if fault == .attachesOneRowTooHigh { frame = frame.offsetBy(dx: 0, dy: -1) }
        if fault == .attachesStretchedWide {
            frame = LayoutRect(x: frame.minX, y: frame.minY, width: frame.width * 2, height: frame.height)
        }
        if held[id] == nil {
            violation(motion?.label ?? "attach", "attach of \(name(id)) with no captured image")
        } else if !pageView(id).acceptsSubviews {
            violation(motion?.label ?? "attach", "attach to \(name(id))'s hosting view, which takes no subview")
        } else {
            attached[id] = frame
        }
    }

    package mutating func discard(_ id: PageID?) {
        if fault?.drops(.discard(id ?? PageID(0))) == true { return }
        if let id {
            held[id] = nil
            attached[id] = nil
        } else {
            held = [:]
            attached = [:]
        }
    }

    package mutating func setBarBehind(_ behind: Bool) {
        guard behind else {
            if fault?.drops(.bringBarToFront) == true { return }
            bar.isBehind = false
            return
        }
        if fault?.drops(.sendBarBehind) == true { return }
        bar.isBehind = true
        if fault == .hidesBarWhileBehind || fault == .showsBarWhileBehind {
            bar.isHidden = fault == .hidesBarWhileBehind
            bar.visibilitySetByApp = false
            bar.visibilityChangeAnimated = false
        }
    }

    package mutating func setBarConcealed(_ concealed: Bool) {
        if fault?.drops(.setBarConcealed(concealed)) == true { return }
        bar.isConcealed = concealed
        // The shell conceals with a mask layer of its own and leaves the alpha to the app.
        if fault == .concealsWithOpacity { bar.alpha = concealed ? 0 : 1 }
    }

    package mutating func setBarBackgroundConcealed(_ concealed: Bool) {
        if fault?.drops(.setBarBackgroundConcealed(concealed)) == true { return }
        bar.isBackgroundConcealed = concealed
    }

    package mutating func setBarHidden(_ hidden: Bool, animated: Bool) {
        if fault?.drops(.setBarHidden(hidden, animated: animated)) == true { return }
        // UIKit changes nothing where the flag already agrees and the app wrote the view itself.
        guard uikitSetsBarHidden(hidden) else { return }
        bar.visibilitySetByApp = appChangesOptions
        bar.visibilityChangeAnimated = movesContentAnimated(animated)
        // The shell answers each animated change once its animation is over.
        if animated { barAnimationsPending += 1 }
    }

    package mutating func checkAtTurnEnd(ofCall call: UInt) {
        turnEndChecks.append(call)
    }

    /// Delivered before the next frame is composed (``deliverTurnEnd()``), as the shell's
    /// run-loop observer runs before Core Animation's commit.
    package mutating func requestTurnEnd() {
        turnEndRequested = true
    }

    package mutating func requestNextTurn() {
        nextTurnRequested = true
    }

    /// Kept until the model's time passes (``deliverWatchdogs(within:)``).
    package mutating func requestWatchdog(after seconds: Double, arming: UInt) {
        watchdogRequests.append(WatchdogRequest(after: seconds, arming: arming))
    }

    package mutating func observeTransition() {
        if coordinator != nil { observing = true }
    }

    package mutating func watchGeometry(of pages: Set<PageID>) {
        watchedPages = pages
    }

    package var holdsOurChanges: Bool {
        bar.isBehind || bar.isConcealed || bar.isBackgroundConcealed || !held.isEmpty || !attached.isEmpty
    }

    package mutating func trace(_ step: EngineDriver.Step) {
        switch step {
        case .event: metrics.events += 1
        case .note(let note) where keepsNotes: notes.append("line \(line): \(note)")
        case .command(let command):
            if keepsNotes { notes.append("line \(line):   \(command)") }
            if digestsCommands {
                for byte in "\(line) \(command)\n".utf8 { commandDigest = (commandDigest ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
            if appliesAnimated { recordAnimated(command) }
        case .runaway: violation(motion?.label ?? "engine", "\(step)")
        default: break
        }
    }

    package mutating func log(_ message: String) {
        if keepsNotes { notes.append("line \(line): shell: \(message)") }
    }
}

/// One watchdog timer the shell asked for (``NavigationInterface/requestWatchdog(after:arming:)``).
struct WatchdogRequest: Sendable, Hashable {
    /// Seconds after the request.
    var after: Double
    /// The arming it answers.
    var arming: UInt
}
