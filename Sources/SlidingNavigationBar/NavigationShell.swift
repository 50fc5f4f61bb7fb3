#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// The shell of one navigation controller: it owns that controller's engine, forwards events to
/// it, and applies its commands in order. It gathers facts and applies commands; every choice is
/// the engine's.
@MainActor
final class NavigationShell {
    private(set) weak var navigationController: UINavigationController?
    /// The one event loop, the same the lab and the tests run: it owns the engine and the queue
    /// of events that arrive while commands are being applied.
    private let driver = EngineDriver()
    private var engine: TransitionEngine { driver.engine }
    private var pages: [PageID: WeakController] = [:]
    /// Nesting of navigation calls: which of them are announced is the core's.
    private var nesting = NavigationNesting()
    private let snapshots = SnapshotStore()
    private let barOrder = BarZOrder()
    private let barBackground = BarBackgroundConcealment()
    private var popGesture: PopGestureController?
    private var popGestureLookedUp = false
    /// The system's pop target (a private structure) was not found: this navigation controller
    /// is left to UIKit entirely.
    private var privateStructureMissing = false
    /// The shell is calling `setNavigationBarHidden` for the engine: that call is not the app's.
    private(set) var isApplyingBarVisibility = false
    /// The pop a recognizer drives, from its `.began` until the finger is gone.
    private var gesturePop = GesturePop.idle
    /// A swipe's start is being announced (`NavigationRequest.isInteractivePop`).
    private var isAnnouncingGesturePop = false
    /// A pop none of the hooks heard is being announced late (`NavigationRequest.isAnnouncedLate`).
    private var isAnnouncingLatePop = false
    /// The pop announced late cannot slide (`UnannouncedPop.Announcement.canSlide`).
    private var latePopCannotSlide = false
    /// The delegate's animator answer heard outside any announced call, until the transition it
    /// belongs to ends: a pop announced late is left to UIKit when it was a custom animator.
    private var unannouncedAnimatorAnswer: Bool?
    /// The bar's visibility before the first change made in this run-loop turn (the screen still
    /// shows it), until the next turn.
    private var barHiddenOnScreen: Bool?
    /// The coordinator whose callbacks are registered, so that each is observed once.
    private weak var observedCoordinator: AnyObject?
    /// Which reports of the pages' layout reach the engine (`PageLayoutReports`).
    private var layoutReports = PageLayoutReports()
    /// The page views watched for geometry changes, by page (``PageGeometryObserver``).
    private var geometryObservers: [PageID: PageGeometryObserver] = [:]

    /// Where the announcement of a pop a recognizer drives is.
    private enum GesturePop {
        /// No pop recognizer is driving.
        case idle
        /// Announced before UIKit's target starts the pop; `didNavigate` comes after it.
        case awaitingUIKit(NavigationShell?)
        /// Announced (or found announced): nothing more until the finger is gone.
        case announced
    }

    /// Whether a pop a recognizer drives has been announced and its finger is still down.
    var isGesturePopAnnounced: Bool {
        if case .idle = gesturePop { return false }
        return true
    }

    private init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    // MARK: - Finding shells and pages

    /// The shell already made for `navigation`, whatever the switches say.
    static func existing(_ navigation: UINavigationController) -> NavigationShell? {
        objc_getAssociatedObject(navigation, ShellKeys.shell) as? NavigationShell
    }

    /// The shell of `navigation` if events should reach it: the library is on, or a transition it
    /// started is still running (it must be allowed to end cleanly).
    static func active(_ navigation: UINavigationController, creating: Bool) -> NavigationShell? {
        if let shell = existing(navigation) {
            return shell.isForwarding ? shell : nil
        }
        // A navigation controller without a shell has no engine yet, which would be at rest.
        guard creating, ForwardingPolicy.shouldForward(libraryEnabled: SlidingNavigationBar.isEnabled, engineAtRest: true),
            isAppsNavigationController(navigation), !ForeignLibraries.shouldStepAside(navigation)
        else { return nil }
        let shell = NavigationShell(navigation)
        objc_setAssociatedObject(navigation, ShellKeys.shell, shell, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return shell
    }

    /// `NavigationControllerOwnership.isServed` for this instance: its class with key-value
    /// observing's dynamic subclass set aside, and the image that class comes from.
    static func isAppsNavigationController(_ navigation: UINavigationController) -> Bool {
        var cls: AnyClass = object_getClass(navigation) ?? UINavigationController.self
        while NSStringFromClass(cls).hasPrefix("NSKVONotifying_"), let superclass = class_getSuperclass(cls) {
            cls = superclass
        }
        let served = NavigationControllerOwnership.isServed(
            isPlainNavigationController: cls == UINavigationController.self,
            classImagePath: class_getImageName(cls).map { String(cString: $0) }
        )
        if !served {
            Diagnostics.once(.fallback, "\(cls): a system navigation controller; left to UIKit", key: "system-\(NSStringFromClass(cls))")
        }
        return served
    }

    /// Whether the engine runs no transition.
    var isAtRest: Bool { engine.isAtRest }

    var isForwarding: Bool {
        ForwardingPolicy.shouldForward(libraryEnabled: SlidingNavigationBar.isEnabled, engineAtRest: engine.isAtRest)
    }

    /// A page and its shell: a child of a navigation controller, or a page a shell already knows
    /// (a popped page is no longer a child by the time its disappearance callbacks run).
    static func pageContext(of controller: UIViewController) -> (shell: NavigationShell, page: PageID)? {
        if let navigation = controller.parent as? UINavigationController {
            guard let shell = active(navigation, creating: true) else { return nil }
            return (shell, shell.register(controller))
        }
        return knownPageContext(of: controller)
    }

    /// A page some shell already registered; never creates anything.
    static func knownPageContext(of controller: UIViewController) -> (shell: NavigationShell, page: PageID)? {
        guard let box = objc_getAssociatedObject(controller, ShellKeys.pageShell) as? ShellBox,
            let shell = box.shell, shell.isForwarding
        else { return nil }
        let page = pageID(of: controller)
        guard shell.pages[page]?.controller === controller else { return nil }
        return (shell, page)
    }

    private static var lastPageID: UInt = 0

    /// A page's identity: a number given once per view controller, never reused (an address
    /// could be, after the page is freed).
    static func pageID(of controller: UIViewController) -> PageID {
        if let number = objc_getAssociatedObject(controller, ShellKeys.pageID) as? NSNumber {
            return PageID(number.uintValue)
        }
        lastPageID += 1
        objc_setAssociatedObject(controller, ShellKeys.pageID, NSNumber(value: lastPageID), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return PageID(lastPageID)
    }

    @discardableResult
    private func register(_ controller: UIViewController) -> PageID {
        let page = Self.pageID(of: controller)
        if pages[page]?.controller !== controller {
            pages[page] = WeakController(controller)
        }
        let box = objc_getAssociatedObject(controller, ShellKeys.pageShell) as? ShellBox
        if box?.shell !== self {
            objc_setAssociatedObject(controller, ShellKeys.pageShell, ShellBox(self), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        return page
    }

    private func controller(_ page: PageID) -> UIViewController? {
        pages[page]?.controller
    }

    private func pruneFreedPages() {
        pages = pages.filter { $0.value.controller != nil }
    }

    // MARK: - Facts

    var isCoordinatorPresent: Bool { ownCoordinator != nil }

    /// The navigation controller's transition coordinator when the transition is its own.
    /// `transitionCoordinator` falls back to an ancestor's (a presentation, a tab switch) when the
    /// controller has none of its own (Apple's documentation of the property); such a transition
    /// moves no page of this stack, and observing it would end ours at the wrong time. Ours moves a
    /// child of this navigation controller in or out (the popped page keeps its parent until the
    /// transition ends — an unconfirmed detail, logged in diagnostics when a coordinator is refused).
    var ownCoordinator: UIViewControllerTransitionCoordinator? {
        guard let navigation = navigationController, let coordinator = navigation.transitionCoordinator else { return nil }
        let from = coordinator.viewController(forKey: .from)
        let to = coordinator.viewController(forKey: .to)
        guard from?.parent === navigation || to?.parent === navigation || from === navigation || to === navigation
        else {
            Diagnostics.log(.engine, "transition coordinator belongs to an ancestor's transition; not ours")
            return nil
        }
        return coordinator
    }

    /// The bar's state now: the page whose item is the bar's top item, and whether it is hidden.
    fileprivate func barState() -> BarState {
        guard let navigation = navigationController else { return BarState(showsPage: nil, isHidden: true) }
        var shows: PageID?
        if let top = navigation.navigationBar.topItem {
            shows = pages.first { $0.value.controller?.navigationItem === top }?.key
        }
        return BarState(showsPage: shows, isHidden: navigation.isNavigationBarHidden)
    }

    /// A page's merged options and bar height family.
    ///
    /// Where the page sits for inherited large titles is `LargeTitleInheritance`'s: looked up in
    /// `stack` (the stack the page will be in), then in the current stack.
    /// - Parameters:
    ///   - controller: the page.
    ///   - stack: the item facts of the stack the page will be in, bottom first; by default the
    ///     current stack.
    ///   - current: the item facts of the current stack, when the caller has read them already.
    func profile(
        of controller: UIViewController, in stack: [LargeTitleInheritance.Page]? = nil,
        else current: [LargeTitleInheritance.Page]? = nil
    ) -> PageProfile {
        let navigationOptions = navigationController?.slidingBar.options ?? SlidingBarOptions()
        let options = SlidingNavigationBar.configuration.resolve(page: controller.slidingBar.options, navigation: navigationOptions)
        let current = current ?? (navigationController?.viewControllers ?? []).map(BarCapture.itemFacts(of:))
        let heightClass = LargeTitleInheritance.heightClass(
            of: BarCapture.itemFacts(of: controller), in: stack ?? current, else: current,
            prefersLargeTitles: navigationController?.navigationBar.prefersLargeTitles ?? false
        )
        let background = navigationController.map { AppearanceFacts.background(of: controller, in: $0) }
        return PageProfile(options: options, heightClass: heightClass, background: background)
    }

    /// `NavigationRequest.isSlidingAvailable`, decided by `SlidingAvailability`; the bar's
    /// hierarchy is probed only when the rest allows sliding.
    private func isSlidingAvailable() -> Bool {
        guard let navigation = navigationController else { return false }
        return SlidingAvailability.isAvailable(
            libraryEnabled: SlidingNavigationBar.isEnabled, privateStructureFound: !privateStructureMissing,
            barRecognized: isBarRecognized(navigation)
        )
    }

    /// Whether the bar's hierarchy is one the core knows; logs once when it is not.
    private func isBarRecognized(_ navigation: UINavigationController) -> Bool {
        switch BarCapture.boundary(of: navigation) {
        case .boundary:
            return true
        case .unrecognized(let reason):
            Diagnostics.once(
                .fallback, "\(type(of: navigation)): bar not recognised (\(reason)); its transitions are left to UIKit",
                key: "bar-\(ObjectIdentifier(navigation))"
            )
            return false
        }
    }

    /// Whether the delegate implements the animator method. Calling it here would run the app's
    /// code out of turn; its presence is the fact the shell can read without side effects. Its
    /// answer, when UIKit asks it, is forwarded by `DelegateAnimatorHook` (hooked here, once per
    /// class, before the navigation reaches UIKit).
    private static func delegateProvidesAnimator(_ navigation: UINavigationController) -> Bool {
        guard let delegate = navigation.delegate, delegate.responds(to: DelegateAnimatorHook.selector) else { return false }
        DelegateAnimatorHook.hookIfNeeded(delegate)
        return true
    }

    /// The delegate answered the animator method. Forwarded only during a navigation call the
    /// shell announced: an answer outside one belongs to no transition the engine knows.
    func delegateAnswered(custom: Bool) {
        guard nesting.depth > 0, isForwarding else {
            Diagnostics.log(.engine, "delegate answered an animator (custom: \(custom)) outside a navigation call")
            unannouncedAnimatorAnswer = custom
            return
        }
        forward(.delegateAnsweredAnimator(custom: custom))
    }

    // MARK: - Navigation calls

    func willNavigate(_ call: ShellCall, animated: Bool) {
        guard nesting.enter() else { return }
        closeAtTurnEndIfAbandoned()
        // The navigation controller is the one calling: it is alive here; the `let` only unwraps.
        guard let navigation = navigationController else { return }
        lookUpPopGestureIfNeeded()

        // The call as the core's value, and the view controllers it names. A pop announced after
        // UIKit started it may find the popped page already out of the stack: it is put back from
        // the coordinator's "from" page, the stack as it was before the call.
        var stack = navigation.viewControllers
        if case .pop = call, let from = ownCoordinator?.viewController(forKey: .from),
            !stack.contains(from)
        {
            stack.append(from)
        }
        let involved: [UIViewController]
        let coreCall: NavigationCall
        switch call {
        case .push(let page):
            involved = [page]
            coreCall = .push(register(page))
        case .pop:
            involved = []
            coreCall = .pop
        case .popTo(let page):
            involved = [page]
            coreCall = .popTo(register(page))
        case .popToRoot:
            involved = []
            coreCall = .popToRoot
        case .setStack(let pages):
            involved = pages
            coreCall = .setStack(pages.map { register($0) })
        }
        pruneFreedPages()
        let stackIDs = stack.map { register($0) }
        var facts: [PageID: LargeTitleInheritance.Page] = [:]
        for controller in stack + involved {
            facts[register(controller)] = BarCapture.itemFacts(of: controller)
        }
        // Where each page will sit is the core's (a pushed page on top, a popped-to page in place).
        let after = LargeTitleInheritance.stack(after: coreCall, from: stackIDs).compactMap { facts[$0] }
        let current = stackIDs.compactMap { facts[$0] }
        var profiles: [PageID: PageProfile] = [:]
        for controller in stack + involved {
            let page = register(controller)
            guard profiles[page] == nil else { continue }
            profiles[page] = profile(of: controller, in: after, else: current)
        }
        let request = NavigationRequest(
            stack: stackIDs,
            profiles: profiles,
            animated: animated,
            delegateProvidesAnimator: Self.delegateProvidesAnimator(navigation),
            isSlidingAvailable: !latePopCannotSlide && isSlidingAvailable(),
            isInteractivePop: isAnnouncingGesturePop,
            isAnnouncedLate: isAnnouncingLatePop
        )
        forward(.willNavigate(coreCall, request))
    }

    /// At a page's `viewWillDisappear` or `viewWillAppear`, before it is forwarded: whether this
    /// is the first callback of a pop none of the hooks announced is `UnannouncedPop`'s; if so it
    /// is announced now, late, and its call ended, as a hook would.
    func announceUnannouncedPopIfNeeded(at callback: UnannouncedPop.Callback) {
        guard let navigation = navigationController else { return }
        let coordinator = ownCoordinator.map { coordinator in
            let to = coordinator.viewController(forKey: .to)
            return UnannouncedPop.Coordinator(
                isAnimated: coordinator.isAnimated, from: coordinator.viewController(forKey: .from).map(Self.pageID(of:)),
                to: to.map(Self.pageID(of:)), toIsMovingToParent: to?.isMovingToParent ?? false)
        }
        let barChangedUnseen = barHiddenOnScreen.map { $0 != navigation.isNavigationBarHidden } ?? false
        guard
            let late = UnannouncedPop.announcement(
                at: callback, engineAtRest: engine.isAtRest, coordinator: coordinator,
                stack: navigation.viewControllers.map(Self.pageID(of:)),
                delegateAnsweredCustomAnimator: unannouncedAnimatorAnswer == true, barVisibilityChangedUnseen: barChangedUnseen)
        else { return }
        let call: ShellCall
        switch late.call {
        case .popTo(let page):
            guard let target = controller(page) ?? navigation.viewControllers.first(where: { Self.pageID(of: $0) == page })
            else { return }
            call = .popTo(target)
        default:
            call = .pop
        }
        Diagnostics.log(.engine, "\(late.call) heard by no hook: announced late")
        isAnnouncingLatePop = true
        latePopCannotSlide = !late.canSlide
        let token = ShellHooks.willNavigate(navigation, call, animated: UnannouncedPop.isAnimated)
        isAnnouncingLatePop = false
        latePopCannotSlide = false
        ShellHooks.didNavigate(token)
    }

    /// A page's `viewDidAppear`: the transition an animator answer heard outside a call belonged
    /// to is over.
    func transitionDidEnd() {
        unannouncedAnimatorAnswer = nil
    }

    /// The outermost call of a bar visibility setter is about to run (the app's or the shell's):
    /// the visibility the screen shows stays `hidden` until the next turn.
    func barVisibilityWillChange(from hidden: Bool) {
        guard barHiddenOnScreen == nil else { return }
        barHiddenOnScreen = hidden
        DispatchQueue.main.async { [weak self] in self?.barHiddenOnScreen = nil }
    }

    /// A navigation method returns in the run-loop turn it was called in; one that raised (UIKit
    /// rejects a page pushed twice or a pop to a page not in the stack, and the app caught it)
    /// never reaches its hook's end. As the turn ends, `NavigationNesting.closeAbandoned` closes
    /// the call if it is still open and says what the engine hears. The check is a one-shot
    /// observer of the main run loop before it waits (or leaves its mode), ordered before Core
    /// Animation's commit (order 2,000,000), so no frame shows what the engine staged for a call
    /// that never ran. (A call made while Core Animation lays out for its commit is checked at
    /// the next turn instead.)
    private func closeAtTurnEndIfAbandoned() {
        let call = nesting.outermostCall
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities, false, 0) { [weak self] _, _ in
            // The main run loop runs on the main thread.
            assumeMainActor { self?.closeIfAbandoned(call) }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }

    private func closeIfAbandoned(_ call: UInt) {
        let events = nesting.closeAbandoned(call, transitionRunning: isCoordinatorPresent, engineAtRest: engine.isAtRest)
        guard !events.isEmpty else { return }
        Diagnostics.log(.engine, "a navigation call never returned (UIKit raised and the app caught it): closed")
        for event in events { forward(event) }
    }

    func didNavigate() {
        guard nesting.leave() else { return }
        observeCoordinatorIfNeeded()
        forward(.didNavigate(coordinatorPresent: isCoordinatorPresent))
    }

    /// Forwards a page's options as they now resolve.
    func pageOptionsChanged(_ controller: UIViewController) {
        let page = register(controller)
        forward(.pageOptionsChanged(page, profile(of: controller)))
    }

    func pageDidLayout(_ controller: UIViewController, page: PageID) {
        snapshots.keepOnTop(page, in: controller)
        guard ForwardingPolicy.forwardsPageLayout(engineAtRest: engine.isAtRest), let navigation = navigationController,
            let placement = BarCapture.placement(of: controller, in: navigation),
            layoutReports.forwards(placement, of: page, from: .controllerLayout, engineAtRest: engine.isAtRest)
        else { return }
        forward(.pageLaidOut(page, placement))
    }

    /// The page's view changed its geometry (``PageGeometryObserver``), heard whatever its view
    /// controller overrides: forwarded as the same `pageLaidOut`, when `PageLayoutReports` says
    /// the engine has not heard that placement yet.
    func pageGeometryChanged(_ controller: UIViewController, page: PageID) {
        guard isForwarding, pages[page]?.controller === controller,
            ForwardingPolicy.forwardsPageLayout(engineAtRest: engine.isAtRest), let navigation = navigationController,
            let placement = BarCapture.placement(of: controller, in: navigation),
            layoutReports.forwards(placement, of: page, from: .viewGeometry, engineAtRest: engine.isAtRest)
        else { return }
        snapshots.keepOnTop(page, in: controller)
        forward(.pageLaidOut(page, placement))
    }

    /// Watches the views of the pages `PageLayoutReports.watchedPages` names (those with a
    /// snapshot attached, none at rest) and stops watching the others; at rest, what the engine
    /// heard is forgotten. Run after every event: only commands change what is attached.
    private func updateGeometryObservers() {
        let atRest = engine.isAtRest
        if atRest { layoutReports.forgetAll() }
        let watched = PageLayoutReports.watchedPages(attached: engine.attached, engineAtRest: atRest)
        for (page, observer) in geometryObservers
        where !watched.contains(page) || observer.view == nil || observer.view !== controller(page)?.viewIfLoaded {
            observer.invalidate()
            geometryObservers[page] = nil
        }
        for page in watched where geometryObservers[page] == nil {
            guard let controller = controller(page), let view = controller.viewIfLoaded else { continue }
            geometryObservers[page] = PageGeometryObserver(view: view) { [weak self, weak controller] in
                guard let self, let controller else { return }
                self.pageGeometryChanged(controller, page: page)
            }
        }
    }

    // MARK: - Pop gesture

    /// Finds the system's pop target and installs the full-screen pan, once; until the recognizer
    /// is set up, again at each page appearance and navigation.
    ///
    /// Not at the navigation controller's `viewDidLoad`: a hook there runs inside `super.viewDidLoad()`
    /// of a subclass, before the subclass's own code, where an app typically sets
    /// `interactivePopGestureRecognizer.isEnabled = false`; the recognizers' state read at install
    /// is what `PopGesturePolicy.recognizerPlan` takes as the app's choice. A pop needs two pages,
    /// so a page has appeared (or a navigation was announced) before any swipe can pop.
    func lookUpPopGestureIfNeeded() {
        guard !popGestureLookedUp, let navigation = navigationController, navigation.isViewLoaded else { return }
        switch PopGestureController.install(on: navigation) {
        case .success(let controller):
            popGestureLookedUp = true
            popGesture = controller
            controller.onPopGesture = { [weak self] phase, _ in self?.popGestureChanged(phase) }
            controller.applyPlan()
        case .failure(let failure) where !failure.isFinal:
            // Not set up yet: looked up again at the next navigation.
            Diagnostics.log(.gesture, "\(type(of: navigation)): \(failure.reason)")
        case .failure(let failure):
            popGestureLookedUp = true
            privateStructureMissing = true
            Diagnostics.once(
                .fallback,
                "\(type(of: navigation)): \(failure.reason); the system swipe is left alone and transitions are left to UIKit",
                key: "gesture-\(ObjectIdentifier(navigation))"
            )
        }
    }

    func applyGesturePlan() {
        popGesture?.applyPlan()
    }

    /// Announces a pop at the `.began` of whichever recognizer drives it, once. The bar
    /// delegate's `navigationBar(_:shouldPop:)` is not relied on: it is reportedly not called
    /// for a swipe pop to a page that hides the bar.
    private func popGestureChanged(_ phase: PopGestureController.Phase) {
        guard let navigation = navigationController else { return }
        switch phase {
        case .willBegin:
            // Our pan, before UIKit's target starts the pop: announced like a `popViewController`.
            guard case .idle = gesturePop else { return }
            isAnnouncingGesturePop = true
            let token = ShellHooks.willNavigate(navigation, .pop, animated: true)
            isAnnouncingGesturePop = false
            gesturePop = .awaitingUIKit(token)
        case .didBegin:
            switch gesturePop {
            case .awaitingUIKit(let token):
                gesturePop = .announced
                ShellHooks.didNavigate(token)
            case .announced:
                break
            case .idle:
                // A system recognizer: its target ran before ours. Announced only if no hook
                // announced the pop while UIKit started it.
                if engine.isAtRest {
                    isAnnouncingGesturePop = true
                    let token = ShellHooks.willNavigate(navigation, .pop, animated: true)
                    isAnnouncingGesturePop = false
                    ShellHooks.didNavigate(token)
                }
                gesturePop = .announced
            }
        case .ended:
            if case .awaitingUIKit(let token) = gesturePop {
                // UIKit's target never saw `.began` (it failed at once): the navigation call ends.
                ShellHooks.didNavigate(token)
            }
            gesturePop = .idle
        }
    }

    /// Registers on the running coordinator once, whoever asks (the engine's command, a
    /// navigation that started one, a page appearing inside one): its completion is the one
    /// signal UIKit always sends, whatever subclasses do with the appearance callbacks.
    func observeCoordinatorIfNeeded() {
        guard let coordinator = ownCoordinator,
            observedCoordinator !== (coordinator as AnyObject)
        else { return }
        observedCoordinator = coordinator as AnyObject
        TransitionObserver.observe(coordinator, shell: self)
    }

    // MARK: - Engine

    /// Forwards one event with the bar's state now, then applies what the engine answers (or,
    /// while a command is being applied, queues it behind the rest of that output).
    func forward(_ kind: TransitionEventKind) {
        var host = ShellEngineHost(shell: self)
        driver.send(kind, to: &host)
        repairIfAtRest()
        updateGeometryObservers()
    }

    /// At rest the screen must be what UIKit alone shows: no snapshot, the bar in front and not
    /// concealed. The engine commands exactly that at every end; if a command was ever lost (a
    /// freed page, a view gone from the hierarchy), the shell's own state says so here, and it is
    /// undone rather than left for the next navigation (a concealed bar's buttons still take taps).
    private func repairIfAtRest() {
        guard let navigation = navigationController,
            ForwardingPolicy.needsRestRepair(
                engineAtRest: engine.isAtRest, applying: driver.isApplying,
                barAltered: barOrder.isAltered || barBackground.isConcealed,
                snapshotsHeld: !snapshots.isEmpty)
        else { return }
        Diagnostics.once(.engine, "at rest with our changes still applied; undone", key: "rest-repair-\(ObjectIdentifier(self))")
        UIView.performWithoutAnimation {
            snapshots.discardAll()
            barOrder.setConcealed(false, navigation.navigationBar)
            barBackground.setConcealed(false, navigation.navigationBar)
            if barOrder.isBehind { barOrder.bringToFront(navigation.navigationBar) }
        }
    }

    /// Logs one step of the driver's loop.
    fileprivate func trace(_ step: EngineDriver.Step) {
        if case .runaway = step {
            Diagnostics.once(.engine, "\(step)", key: "event-loop")
        } else {
            Diagnostics.log(.engine, "\(step)")
        }
    }

    /// Applies one command. Outside any animation — an alongside block or an app's animation
    /// block may be running — unless the command itself animates (`setBarHidden(_, animated: true)`).
    /// Returns the event that answers the command at once (a capture's result), for the driver
    /// to handle after the rest of the current output.
    fileprivate func apply(_ command: TransitionCommand) -> TransitionEventKind? {
        guard let navigation = navigationController else { return nil }
        if case .setBarHidden(_, animated: true) = command {
            return perform(command, on: navigation)
        }
        var answer: TransitionEventKind?
        UIView.performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            answer = perform(command, on: navigation)
            CATransaction.commit()
        }
        return answer
    }

    /// What one command does to UIKit.
    private func perform(_ command: TransitionCommand, on navigation: UINavigationController) -> TransitionEventKind? {
        switch command {
        case .capture(let page, let method):
            let result: CaptureResult
            if let controller = controller(page) {
                let capture = BarCapture.capture(page: controller, in: navigation, method: method)
                if let image = capture.image { snapshots.store(image, for: page) }
                if let live = capture.liveView { snapshots.store(live: live, for: page) }
                result = capture.result
                if case .image(_, let placement) = result { layoutReports.engineHeard(placement, of: page) }
            } else {
                result = .failed("\(page) was freed")
            }
            if case .failed(let reason) = result {
                Diagnostics.log(.capture, "capture of \(page) failed: \(reason)")
            }
            // The driver handles the answer after the rest of this output is applied.
            return .captureFinished(page, result)
        case .attach(let page, let frame):
            guard let controller = controller(page) else {
                Diagnostics.log(.capture, "attach: \(page) was freed")
                return nil
            }
            let host =
                BarCapture.placement(of: controller, in: navigation)
                .map { SnapshotHost.host(frame: frame, placement: $0) } ?? .pageView
            snapshots.attach(page, to: controller, frame: CGRect(frame), host: host)
        case .discard(let page):
            snapshots.discard(page)
        case .sendBarBehind:
            barOrder.sendBehind(navigation.navigationBar)
        case .bringBarToFront:
            barOrder.bringToFront(navigation.navigationBar)
        case .setBarHidden(let hidden, let animated):
            isApplyingBarVisibility = true
            if animated {
                // The transaction's completion runs once the animations UIKit adds for the bar
                // have ended (at once if it adds none): the engine waits for it before the bar
                // comes back in front. Should it never run (another library replacing the
                // completion block inside the group), a deadline a little past UIKit's own
                // hide/show duration answers instead: exactly one answer per command.
                let answer = OneAnswer()
                CATransaction.begin()
                CATransaction.setCompletionBlock { [weak self] in
                    assumeMainActor { if answer.take() { self?.forward(.barAnimationEnded) } }
                }
                navigation.setNavigationBarHidden(hidden, animated: true)
                CATransaction.commit()
                let deadline = DispatchTime.now() + UINavigationController.hideShowBarDuration + 0.3
                DispatchQueue.main.asyncAfter(deadline: deadline) { [weak self] in
                    if answer.take() { self?.forward(.barAnimationEnded) }
                }
            } else {
                navigation.setNavigationBarHidden(hidden, animated: false)
            }
            isApplyingBarVisibility = false
        case .setBarConcealed(let concealed):
            barOrder.setConcealed(concealed, navigation.navigationBar)
        case .setBarBackgroundConcealed(let concealed):
            barBackground.setConcealed(concealed, navigation.navigationBar)
        case .waitForNextTurn:
            DispatchQueue.main.async { [weak self] in self?.forward(.nextTurn) }
        case .observeTransition:
            if ownCoordinator == nil {
                // The engine asks only after an event that saw a coordinator; the appearance
                // callbacks still end the transition for it if this one has already gone.
                Diagnostics.log(.engine, "observeTransition: no transition coordinator")
            }
            observeCoordinatorIfNeeded()
        }
        return nil
    }
}

/// Lets the first of two callbacks through: a command's one answer, whichever comes first.
@MainActor
final class OneAnswer {
    private var given = false

    /// True the first time only.
    func take() -> Bool {
        defer { given = true }
        return !given
    }
}

/// A weak reference to a page.
struct WeakController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
}

/// A weak reference to a shell, kept on each page it registered.
final class ShellBox {
    weak var shell: NavigationShell?
    init(_ shell: NavigationShell) { self.shell = shell }
}

/// The shell as the driver's host. The driver's protocol belongs to no actor (the lab and the
/// tests run the same loop off the main thread); the shell forwards only on the main thread (the
/// hooks check it). `@preconcurrency` makes that a checked fact: a call off the main actor traps
/// in debug builds instead of racing.
@MainActor
private struct ShellEngineHost: @preconcurrency EngineHost {
    let shell: NavigationShell

    func barState() -> BarState { shell.barState() }

    mutating func apply(_ command: TransitionCommand) -> TransitionEventKind? { shell.apply(command) }

    mutating func trace(_ step: EngineDriver.Step) { shell.trace(step) }
}
#endif
