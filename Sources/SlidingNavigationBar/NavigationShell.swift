#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// The UIKit host of one navigation controller's shell. Every choice — which calls are
/// announced, what the engine hears, the order commands apply in, the repair at rest — is
/// `NavigationShellCore`'s, the type the lab runs too; this class only finds its pages, reads
/// UIKit (the `NavigationInterface` reads) and writes to it (capture, attach, z-order,
/// concealment, visibility).
@MainActor
final class NavigationShell {
    private(set) weak var navigationController: UINavigationController?
    /// The shell's bookkeeping and the one event loop, the same the lab and the tests run.
    let core = NavigationShellCore()
    private var pages: [PageID: Weak<UIViewController>] = [:]
    private let snapshots = SnapshotStore()
    private let barOrder = BarZOrder()
    private let barBackground = BarBackgroundConcealment()
    /// The swipe back, once installed (``setUpPopGestureIfNeeded()``); kept for the shell's life.
    private var popGesture: PopGestureController?
    /// The outgoing page's bar look as it resolved at the last call (`keepBarLookAtCall(of:)`).
    private var lookKeptAtCall: (page: PageID, look: BarCapture.ResolvedLook)?
    /// The bar's visibility before the first change made in this run-loop turn (the screen still
    /// shows it), until the next turn.
    private var barHiddenBeforeThisTurn: Bool?
    /// The coordinator whose callbacks are registered, so that each is observed once.
    private weak var observedCoordinator: AnyObject?
    /// The page views watched for geometry changes, by page (``PageGeometryObserver``).
    private var geometryObservers: [PageID: PageGeometryObserver] = [:]

    private init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Runs `body` with the core and this shell as its interface: the one way in from the hooks.
    func withCore<Result>(_ body: (NavigationShellCore, inout NavigationShell) -> Result) -> Result {
        var ui = self
        return body(core, &ui)
    }

    // MARK: - Finding shells and pages

    /// The shell already made for `navigation`, whatever the switches say.
    static func existing(_ navigation: UINavigationController) -> NavigationShell? {
        objc_getAssociatedObject(navigation, Self.shellKey) as? NavigationShell
    }

    /// The shell of `navigation` if events should reach it (`NavigationShellCore.isForwarding`).
    /// One is made while the library is on, for the app's navigation controller
    /// (`NavigationControllerOwnership`) that no other bar-transition library has
    /// (`ForeignBarLibrary`); each is read only when the ones before allow it.
    static func active(_ navigation: UINavigationController, creating: Bool) -> NavigationShell? {
        if let shell = existing(navigation) {
            return shell.isForwarding ? shell : nil
        }
        guard creating, SlidingNavigationBar.isEnabled, isAppsNavigationController(navigation),
            !ForeignLibraries.shouldStepAside(navigation)
        else { return nil }
        let shell = NavigationShell(navigation)
        objc_setAssociatedObject(navigation, Self.shellKey, shell, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
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
            classImagePath: class_getImageName(cls).map { String(cString: $0) },
            className: NSStringFromClass(cls)
        )
        if !served {
            Diagnostics.once(.fallback, "\(cls): a system navigation controller; left to UIKit", key: "system-\(NSStringFromClass(cls))")
        }
        return served
    }

    var isForwarding: Bool { core.isForwarding(self) }

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
        guard let box = objc_getAssociatedObject(controller, Self.pageShellKey) as? Weak<NavigationShell>,
            let shell = box.object, shell.isForwarding
        else { return nil }
        let page = pageID(of: controller)
        guard shell.pages[page]?.object === controller else { return nil }
        return (shell, page)
    }

    private static var lastPageID: UInt = 0

    // Associated-object keys: their addresses, never their contents, identify the values.
    private static var shellKey: UnsafeRawPointer { AssociatedOptions.key("snb_shell") }
    private static var pageShellKey: UnsafeRawPointer { AssociatedOptions.key("snb_pageShell") }
    private static var pageIDKey: UnsafeRawPointer { AssociatedOptions.key("snb_pageID") }

    /// A page's identity: a number given once per view controller, never reused (an address
    /// could be, after the page is freed).
    static func pageID(of controller: UIViewController) -> PageID {
        if let number = objc_getAssociatedObject(controller, Self.pageIDKey) as? NSNumber {
            return PageID(number.uintValue)
        }
        lastPageID += 1
        objc_setAssociatedObject(controller, Self.pageIDKey, NSNumber(value: lastPageID), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return PageID(lastPageID)
    }

    /// Remembers `controller` as one of this shell's pages (weakly) and returns its identity.
    @discardableResult
    private func register(_ controller: UIViewController) -> PageID {
        let page = Self.pageID(of: controller)
        if pages[page]?.object !== controller {
            pages[page] = Weak(controller)
        }
        let box = objc_getAssociatedObject(controller, Self.pageShellKey) as? Weak<NavigationShell>
        if box?.object !== self {
            objc_setAssociatedObject(controller, Self.pageShellKey, Weak(self), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        return page
    }

    private func controller(_ page: PageID) -> UIViewController? {
        pages[page]?.object
    }

    /// The navigation controller's transition coordinator when the transition is its own.
    /// `transitionCoordinator` falls back to an ancestor's (a presentation, a tab switch) when the
    /// controller has none of its own (Apple's documentation of the property); such a transition
    /// moves no page of this stack, and observing it would end ours at the wrong time (nor is one
    /// whose "from" or "to" is this controller, presenting or dismissing a modal). Ours moves a
    /// child of this navigation controller in or out (the popped page keeps its parent until the
    /// transition ends — an unconfirmed detail, logged in diagnostics when a coordinator is refused).
    var ownCoordinator: UIViewControllerTransitionCoordinator? {
        guard let navigation = navigationController, let coordinator = navigation.transitionCoordinator else { return nil }
        let from = coordinator.viewController(forKey: .from)
        let to = coordinator.viewController(forKey: .to)
        guard from?.parent === navigation || to?.parent === navigation else {
            Diagnostics.log(.engine, "transition coordinator belongs to an ancestor's transition; not ours")
            return nil
        }
        return coordinator
    }

    // MARK: - What the hooks heard, handed to the core

    /// Before a navigation method runs; returns whether `didNavigate()` must follow.
    func willNavigate(_ call: ShellCall, animated: Bool) -> Bool {
        pages = pages.filter { $0.value.object != nil }
        let coreCall: NavigationCall
        switch call {
        case .push(let page): coreCall = .push(register(page))
        case .pop: coreCall = .pop
        case .popTo(let page): coreCall = .popTo(register(page))
        case .popToRoot: coreCall = .popToRoot
        case .setStack(let pages): coreCall = .setStack(pages.map { register($0) })
        }
        return withCore { $0.willNavigate(coreCall, animated: animated, in: &$1) }
    }

    /// Forwards a page's options as they now resolve.
    func pageOptionsChanged(_ controller: UIViewController) {
        let page = register(controller)
        withCore { $0.pageOptionsChanged(page, in: &$1) }
    }

    func pageDidLayout(_ controller: UIViewController, page: PageID) {
        snapshots.keepOnTop(page, in: controller)
        withCore { $0.pageDidLayout(page, in: &$1) }
    }

    /// The outermost call of a bar visibility setter is about to run (the app's or the shell's):
    /// the visibility the screen shows stays `hidden` until the next turn.
    func barVisibilityWillChange(from hidden: Bool) {
        guard barHiddenBeforeThisTurn == nil else { return }
        barHiddenBeforeThisTurn = hidden
        DispatchQueue.main.async { [weak self] in self?.barHiddenBeforeThisTurn = nil }
    }

    /// Forwards one event as it is (the coordinator's callbacks, a turn, an environment change).
    func forward(_ kind: TransitionEventKind) {
        withCore { $0.forward(kind, in: &$1) }
    }

    // MARK: - Pop gesture

    /// Finds the system's pop target and installs the full-screen pan, once; until the recognizer
    /// is set up, again at each page appearance and navigation (and UIKit's iOS 26 content
    /// recognizer, when UIKit creates it later than the edge one).
    ///
    /// Not at the navigation controller's `viewDidLoad`: a hook there runs inside `super.viewDidLoad()`
    /// of a subclass, before the subclass's own code, where an app typically sets
    /// `interactivePopGestureRecognizer.isEnabled = false` (the app's switches are read at every
    /// swipe, never at install). A pop needs two pages, so a page has appeared (or a navigation
    /// was announced) before any swipe can pop.
    func setUpPopGestureIfNeeded() {
        if let popGesture { return popGesture.lookUpContentRecognizerIfNeeded() }
        guard let navigation = navigationController, navigation.isViewLoaded,
            let controller = PopGestureController.install(on: navigation)
        else { return }
        popGesture = controller
        controller.onPopGesture = { [weak self] phase in self?.withCore { $0.popGestureChanged(phase, in: &$1) } }
        controller.shouldBegin = { [weak self] role in self?.swipeRecognizerShouldBegin(role) ?? false }
        controller.applyPlan()
        if let reason = controller.privateTargetMissing {
            // Below iOS 26 only: UIKit's edge swipe drives alone, still guarded by the refusals
            // (``popTargetMissing``).
            Diagnostics.once(
                .fallback, "\(type(of: navigation)): \(reason); UIKit's edge swipe drives alone and transitions are left to UIKit",
                key: "gesture-\(ObjectIdentifier(navigation))"
            )
        }
    }

    /// One of our swipe-back recognizers asks to begin: the core's decision on the facts it reads now.
    private func swipeRecognizerShouldBegin(_ role: SwipeBackRecognizers.Role) -> Bool {
        if role == .libraryPan {
            let decision = withCore { $0.popGestureDecision(in: &$1) }
            Diagnostics.log(.gesture, "pop pan: \(decision)")
            return decision == .begin
        }
        let begins = withCore { $0.swipeRecognizerBegins(role, in: &$1) }
        if begins { Diagnostics.log(.gesture, "\(role.rawValue) holds this touch: UIKit's swipe back fails") }
        return begins
    }

    /// Registers the engine's callbacks on the running coordinator once, whoever asks: its
    /// completion is the one signal UIKit always sends, whatever subclasses do with the appearance
    /// callbacks. Never timers: the coordinator's own callbacks are the only clock.
    func observeTransition() {
        guard let coordinator = ownCoordinator,
            observedCoordinator !== (coordinator as AnyObject)
        else { return }
        observedCoordinator = coordinator as AnyObject
        let queued = coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.forward(.animationWillStart) },
            completion: { [weak self] context in self?.forward(.transitionCompleted(cancelled: context.isCancelled)) })
        if !queued {
            // Apple does not promise the completion runs when the blocks could not be queued (the
            // transition is not animating). Nothing may then end the transition but appearance
            // callbacks a subclass can swallow: the end is sent on the next turn of the main loop,
            // and a completion that does come later is ignored by the engine at rest.
            Diagnostics.log(.engine, "observeTransition: alongside animation not queued; ending on the next turn")
            let cancelled = coordinator.isCancelled
            DispatchQueue.main.async { [weak self] in self?.forward(.transitionCompleted(cancelled: cancelled)) }
        }
        // iOS 10+: runs when the finger lifts (interactive → not interactive), finishing or cancelling.
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.forward(.interactionEnded(cancelled: context.isCancelled))
        }
    }

    /// Runs a write outside any animation — an alongside block or an app's animation block may be
    /// running — with Core Animation's implicit actions off.
    private func withoutAnimation(_ body: () -> Void) {
        UIView.performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
        }
    }
}

// MARK: - The interface the core reads and writes through

extension NavigationShell: @preconcurrency NavigationInterface {
    func barState() -> BarState {
        guard let navigation = navigationController else { return BarState(showsPage: nil, isHidden: true) }
        var shows: PageID?
        if let top = navigation.navigationBar.topItem {
            shows = pages.first { $0.value.object?.navigationItem === top }?.key
        }
        return BarState(showsPage: shows, isHidden: navigation.isNavigationBarHidden || navigation.navigationBar.isHidden)
    }

    var barHiddenOnScreen: Bool {
        barHiddenBeforeThisTurn ?? navigationController.map { $0.isNavigationBarHidden || $0.navigationBar.isHidden } ?? true
    }

    var isLibraryEnabled: Bool { SlidingNavigationBar.isEnabled }

    var stack: [PageID] {
        (navigationController?.viewControllers ?? []).map { register($0) }
    }

    var coordinator: TransitionCoordinatorFacts? {
        guard let coordinator = ownCoordinator else { return nil }
        let to = coordinator.viewController(forKey: .to)
        return TransitionCoordinatorFacts(
            isAnimated: coordinator.isAnimated, from: coordinator.viewController(forKey: .from).map { register($0) },
            to: to.map { register($0) }, toIsMovingToParent: to?.isMovingToParent ?? false)
    }

    /// A page's merged options and bar height family; where the page sits for inherited large
    /// titles is `LargeTitleInheritance`'s, from the item facts of the stacks the core names.
    func profile(of page: PageID, in stackAfter: [PageID], else current: [PageID]) -> PageProfile {
        let navigationOptions = navigationController?.slidingBar.options ?? SlidingBarOptions()
        guard let controller = controller(page) else {
            return PageProfile(options: SlidingNavigationBar.configuration.resolve(navigation: navigationOptions))
        }
        let options = SlidingNavigationBar.configuration.resolve(page: controller.slidingBar.options, navigation: navigationOptions)
        let facts = { (pages: [PageID]) in pages.compactMap { self.controller($0).map(BarCapture.itemFacts(of:)) } }
        let heightClass = LargeTitleInheritance.heightClass(
            of: BarCapture.itemFacts(of: controller), in: facts(stackAfter), else: facts(current),
            prefersLargeTitles: navigationController?.navigationBar.prefersLargeTitles ?? false,
            isVerticallyCompact: navigationController?.traitCollection.verticalSizeClass == .compact
        )
        let background = navigationController.map { AppearanceFacts.background(of: controller, in: $0) }
        let statusBarMovesBar = navigationController.map(Self.statusBarHidingMovesBar(around:)) ?? false
        return PageProfile(
            options: options, heightClass: heightClass, background: background,
            hasPrompt: controller.navigationItem.prompt != nil, prefersZoomTransition: BarCapture.hasPreferredTransition(controller),
            // UIKit asks a page about its status bar only once its view is loaded (an override may
            // read an outlet); a page not loaded yet is asked at its viewWillAppear.
            hidesStatusBarAboveBar: statusBarMovesBar && controller.isViewLoaded && Self.prefersStatusBarHidden(controller))
    }

    /// The page's answer as UIKit asks it: a page that is itself a container may hand the
    /// question to a child (`childForStatusBarHidden`), to the end of that chain.
    static func prefersStatusBarHidden(_ page: UIViewController) -> Bool {
        var asked = page
        for _ in 0..<8 {
            guard let child = asked.childForStatusBarHidden, child !== asked else { break }
            asked = child
        }
        return asked.prefersStatusBarHidden
    }

    /// Whether a page hiding the status bar moves the bar (``StatusBarFacts``), from the facts
    /// around `navigation`.
    static func statusBarHidingMovesBar(around navigation: UINavigationController) -> Bool {
        // `viewIfLoaded`: reading `view` would load the navigation controller's view early, inside
        // a call an app makes before showing it.
        let window = navigation.viewIfLoaded?.window
        let topInWindow = window.map { Double(navigation.view.convert(CGPoint.zero, to: $0).y) }
        let plist = Bundle.main.object(forInfoDictionaryKey: "UIViewControllerBasedStatusBarAppearance") as? Bool
        return StatusBarFacts.hidingMovesBar(
            isPad: navigation.traitCollection.userInterfaceIdiom == .pad,
            windowBottomInset: Double(window?.safeAreaInsets.bottom ?? 0),
            isVerticallyCompact: navigation.traitCollection.verticalSizeClass == .compact,
            containerTopInWindow: topInWindow,
            viewControllerBasedAppearance: plist != false)
    }

    func placement(of page: PageID) -> PagePlacement? {
        guard let navigation = navigationController, let controller = controller(page) else { return nil }
        return BarCapture.placement(of: controller, in: navigation)
    }

    /// Whether the delegate implements the animator method. Calling it here would run the app's
    /// code out of turn; its presence is the fact the shell can read without side effects. Its
    /// answer, when UIKit asks it, is forwarded by `DelegateAnimatorHook` (hooked here, once per
    /// class, before the navigation reaches UIKit).
    func delegateProvidesAnimator() -> Bool {
        guard let delegate = navigationController?.delegate, delegate.responds(to: DelegateAnimatorHook.selector) else {
            return false
        }
        DelegateAnimatorHook.hookIfNeeded(delegate)
        return true
    }

    /// The system's pop target (a private structure) was not found: this navigation controller's
    /// transitions are left to UIKit (the page refusal still holds UIKit's swipes where a page
    /// refuses them).
    var popTargetMissing: Bool { popGesture?.privateTargetMissing != nil }

    /// Whether the bar's hierarchy is one the core knows; logs once when it is not.
    func isBarRecognized() -> Bool {
        guard let navigation = navigationController else { return false }
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

    /// `drawHierarchy(afterScreenUpdates: false)` draws what is displayed: a bar outside any
    /// window, or never committed, has nothing displayed. Core Animation's `presentationLayer` is
    /// `nil` until the layer has been committed (QuartzCore's `CALayer.h`).
    var barHasScreenContents: Bool {
        guard let bar = navigationController?.navigationBar else { return false }
        return bar.window != nil && bar.layer.presentation() != nil
    }

    func popGestureInput(for role: SwipeBackRecognizers.Role) -> PopGestureInput? {
        popGesture?.input(for: role)
    }

    /// Asks the navigation delegate, as UIKit will as the pop starts, whether it animates the pop
    /// of the top page to the one below itself (`DelegateAnimatorHook.animatesPop`).
    func delegateAnimatesPop() -> Bool {
        guard let navigation = navigationController, let delegate = navigation.delegate else { return false }
        let pages = navigation.viewControllers
        guard pages.count > 1 else { return false }
        return DelegateAnimatorHook.animatesPop(delegate, navigation, from: pages[pages.count - 1], to: pages[pages.count - 2])
    }

    func keepBarLookAtCall(of page: PageID) {
        guard let navigation = navigationController, let controller = controller(page) else {
            lookKeptAtCall = nil
            return
        }
        lookKeptAtCall = (page, BarCapture.ResolvedLook(of: controller, in: navigation))
    }

    func capture(_ page: PageID, method: CaptureMethod) -> CaptureResult {
        guard let navigation = navigationController, let controller = controller(page) else {
            return .failed("\(page) was freed")
        }
        var output = BarCapture.Output(result: .noBar)
        let kept = lookKeptAtCall.flatMap { $0.page == page ? $0.look : nil }
        withoutAnimation { output = BarCapture.capture(page: controller, in: navigation, method: method, keptLook: kept) }
        if let image = output.image { snapshots.store(image, for: page) }
        if let live = output.liveView { snapshots.store(live: live, for: page) }
        return output.result
    }

    func attach(_ page: PageID, frame: LayoutRect) {
        guard let controller = controller(page) else {
            Diagnostics.log(.capture, "attach: \(page) was freed")
            return
        }
        withoutAnimation { snapshots.attach(page, to: controller, frame: CGRect(frame)) }
    }

    func discard(_ page: PageID?) {
        withoutAnimation {
            if let page { snapshots.discard(page) } else { snapshots.discardAll() }
        }
    }

    func setBarBehind(_ behind: Bool) {
        guard let bar = navigationController?.navigationBar else { return }
        withoutAnimation {
            if behind {
                barOrder.sendBehind(bar)
            } else if barOrder.isBehind {
                barOrder.bringToFront(bar)
            }
        }
    }

    func setBarConcealed(_ concealed: Bool) {
        guard let bar = navigationController?.navigationBar else { return }
        withoutAnimation { barOrder.setConcealed(concealed, bar) }
    }

    func setBarBackgroundConcealed(_ concealed: Bool) {
        guard let bar = navigationController?.navigationBar else { return }
        withoutAnimation { barBackground.setConcealed(concealed, bar) }
    }

    func setBarHidden(_ hidden: Bool, animated: Bool) {
        // Only a change of the controller's flag: where the app hid the bar view itself (its
        // `isHidden`, which the flag does not follow) the engine reads the bar as hidden, and a
        // call that leaves the flag as it is must not show the view the app hid (whether UIKit
        // still ignores such a call on iOS 26 is unconfirmed: docs/uikit-facts.md, section 2c).
        guard let navigation = navigationController, navigation.isNavigationBarHidden != hidden else { return }
        // Animated, it goes with UIKit's running transition (applied from its appearance callbacks).
        guard animated else { return withoutAnimation { navigation.setNavigationBarHidden(hidden, animated: false) } }
        navigation.setNavigationBarHidden(hidden, animated: true)
    }

    func requestNextTurn() {
        DispatchQueue.main.async { [weak self] in self?.forward(.nextTurn) }
    }

    /// A timer on the main queue: the watchdog of a transition whose end may never come.
    func requestWatchdog(after seconds: Double, arming: UInt) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in
            self?.withCore { $0.watchdogFired(arming, in: &$1) }
        }
    }

    /// A one-shot observer of the main run loop before it waits (or leaves its mode), ordered
    /// before Core Animation's commit (order 2,000,000): a call that raised (UIKit rejects a page
    /// pushed twice or a pop to a page not in the stack, and the app caught it) is closed before
    /// any frame shows what the engine staged for it. A call made while Core Animation lays out
    /// for its commit is checked at the next turn instead.
    func checkAtTurnEnd(ofCall call: UInt) {
        atTurnEnd { [weak self] in self?.withCore { $0.turnEnded(ofCall: call, in: &$1) } }
    }

    /// The same moment, for the engine: the app's code of this turn has run, its frame is not
    /// committed yet.
    func requestTurnEnd() {
        atTurnEnd { [weak self] in self?.forward(.turnEnded) }
    }

    private func atTurnEnd(_ body: @escaping @MainActor () -> Void) {
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities, false, 0) { _, _ in
            // The main run loop runs on the main thread.
            assumeMainActor { body() }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        // Added while the run loop already ran its observers for this pass (inside Core
        // Animation's commit): woken, it runs them again soon instead of at the next event.
        CFRunLoopWakeUp(CFRunLoopGetMain())
    }

    /// Watches exactly `watched` (pages with a snapshot attached while a transition runs).
    func watchGeometry(of watched: Set<PageID>) {
        for (page, observer) in geometryObservers
        where !watched.contains(page) || observer.view == nil || observer.view !== controller(page)?.viewIfLoaded {
            geometryObservers[page] = nil  // freed: its observations end
        }
        for page in watched where geometryObservers[page] == nil {
            guard let controller = controller(page), let view = controller.viewIfLoaded else { continue }
            // The page's view changed its geometry, heard whatever its view controller overrides.
            geometryObservers[page] = PageGeometryObserver(view: view) { [weak self, weak controller] in
                guard let self, let controller, self.pages[page]?.object === controller else { return }
                snapshots.keepOnTop(page, in: controller)
                withCore { $0.pageGeometryChanged(page, in: &$1) }
            }
        }
    }

    var holdsOurChanges: Bool {
        barOrder.isAltered || barBackground.isConcealed || !snapshots.isEmpty
    }

    func trace(_ step: EngineDriver.Step) {
        if case .runaway = step {
            Diagnostics.once(.engine, "\(step)", key: "event-loop")
        } else {
            Diagnostics.log(.engine, "\(step)")
        }
    }

    func log(_ message: String) {
        Diagnostics.log(.engine, message)
    }
}

/// A weak reference: a page in a shell's table, a shell or an item's page as an associated object.
final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

#endif
