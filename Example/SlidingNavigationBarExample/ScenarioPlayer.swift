import SlidingNavigationBarPixelOracle
import SlidingNavigationBarScenarioLanguage
import UIKit

/// Plays one scenario on a real `UINavigationController` in the app's window: builds each
/// declared page, performs each step with UIKit's public API, waits for each transition to
/// settle, and checks what can be checked from the controller's state (`expect stack`,
/// `expect bar`, `expect gesture`). Pixels are judged outside the app, from screenshots: every
/// 50 ms the player publishes what the pixel oracle needs to judge the screen (a `PixelFrame`).
///
/// Steps a finger or the device has to perform (swipes, back taps, rotations before iOS 16) are
/// shown as a hint in an overlay window that lets touches through; the UI test reads the hint's
/// accessibility value and performs it.
@MainActor
final class ScenarioPlayer {
    private let scenario: Scenario
    private let steps: [(line: Int, step: PlayerStep)]
    private let window: UIWindow
    private let restoreRoot: UIViewController?
    private let overlay: PlayerOverlay

    private var declarations: [String: PageDeclaration] = [:]
    private var declarationOrder: [String] = []
    private var pages: [String: ScenarioPageViewController] = [:]
    private var rightToLeft = false
    private var container: ContainerKind = .fullScreen
    private var navigationDelegate: ScenarioNavigationDelegate?
    private var navigation: UINavigationController?
    /// UIKit's own delegate of the edge recognizer, kept while the app has cleared it
    /// (`app pop-gesture-delegate=nil`), to put back for `app pop-gesture-delegate=uikit`.
    private weak var uikitPopGestureDelegate: UIGestureRecognizerDelegate?
    private var nextIndex = 0
    private var failures: [String] = []
    private var lastSwipeBegan: Bool?
    private var pollGeneration = 0
    private var isPolling = false
    private var framePublisher: Task<Void, Never>?
    /// The bar's frame in the navigation controller's view when it last showed: a page that hides
    /// the bar still sees its neighbours carry theirs at that size.
    private var lastBarFrame: CGRect?
    private let restoreWindowColour: UIColor?
    /// The bar's visibility as UIKit alone would keep it, fed with the app's own calls.
    private var hostBar = HostAppBar()
    /// Whether the app's calls left the bar hidden while each page was last at rest on top (or,
    /// for the page coming on top, will leave it once it is): the bar the page carries.
    private var barHiddenByAppAtRest: [String: Bool] = [:]
    /// The modal page the player presented (`present`), until its dismissal has ended.
    private var modal: UIViewController?
    /// The page on top when the modal came: its appearance callbacks while the modal is there
    /// are the modal's, not a navigation transition's.
    private weak var topUnderModal: UIViewController?
    /// What `swipe over=` put under the finger, for the swipe being waited for.
    private var swipeSurface: UIView?

    /// - Parameters:
    ///   - scenario: a parsed scenario.
    ///   - window: the app's window; its root is replaced while the scenario plays.
    ///   - animationSpeed: `window.layer.speed` to start with (1 is normal, 0.1 ten times slower).
    init(scenario: Scenario, window: UIWindow, animationSpeed: Float) {
        self.scenario = scenario
        self.steps = ScenarioPlayerPlan.steps(for: scenario)
        self.window = window
        self.restoreRoot = window.rootViewController
        self.overlay = PlayerOverlay(above: window)
        self.restoreWindowColour = window.backgroundColor
        // Where no page covers the screen the oracle expects the palette's window colour.
        window.backgroundColor = UIColor(PagePalette.window)
        window.layer.speed = animationSpeed
        overlay.isSlow = animationSpeed < 1
        overlay.onSlowChanged = { [weak self] slow in self?.window.layer.speed = slow ? 0.1 : 1 }
        overlay.onContinue = { [weak self] in self?.finishWaiting() }
        overlay.onClose = { [weak self] in self?.close() }
    }

    /// Starts playing from the first statement.
    func play() {
        overlay.show(status: "\(scenario.name): starting", state: "playing")
        framePublisher = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                guard let self else { return }
                self.publishPixelFrame()
                try? await Task.sleep(nanoseconds: 50_000_000)
            }
        }
        runNext()
    }

    // MARK: Running steps

    private func runNext() {
        guard nextIndex < steps.count else {
            let verdict = failures.isEmpty ? "passed" : "failed"
            let detail = failures.isEmpty ? "" : "\n" + failures.joined(separator: "\n")
            overlay.show(status: "\(scenario.name): \(verdict)\(detail)", state: verdict)
            return
        }
        let (line, step) = steps[nextIndex]
        nextIndex += 1
        overlay.show(status: "\(scenario.name) line \(line): \(step)", state: "playing")
        perform(step, line: line)
    }

    /// Runs the next step now when it is issued `during` the current transition, otherwise once
    /// the navigation controller has no transition in flight.
    private func continueAfterStep() {
        if nextIndex < steps.count, Self.isDuring(steps[nextIndex].step) {
            // One turn of the run loop: the transition has started and is still running.
            DispatchQueue.main.async { [weak self] in self?.runNext() }
            return
        }
        poll(every: 0.05, until: { [weak self] in self?.navigation?.transitionCoordinator == nil }) { [weak self] in
            // A short rest so that the settled screen can be seen (and photographed) at rest.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self?.runNext() }
        }
    }

    private static func isDuring(_ step: PlayerStep) -> Bool {
        switch step {
        case .navigate(_, _, let during), .waitForFinger(_, let during), .present(_, _, let during): return during
        default: return false
        }
    }

    private func perform(_ step: PlayerStep, line: Int) {
        switch step {
        case .setRightToLeft(let on):
            rightToLeft = on
            continueAfterStep()
        case .setContainer(let kind):
            container = kind
            continueAfterStep()
        case .setDelegate(let kind):
            let delegate = ScenarioNavigationDelegate.make(kind)
            navigationDelegate = delegate
            navigation?.delegate = delegate
            continueAfterStep()
        case .appSetsBarHidden(let hidden, let animated):
            // The host app's own call, made at rest; the library must follow it, not undo it.
            hostBar.appSetsHidden(hidden, onTop: (navigation?.topViewController as? ScenarioPageViewController)?.pageName)
            navigation?.setNavigationBarHidden(hidden, animated: animated)
            continueAfterStep()
        case .appSetsPopGesture(let enabled):
            // The host app's own switch on UIKit's edge swipe; the library's pan must honour it.
            navigation?.interactivePopGestureRecognizer?.isEnabled = enabled
            continueAfterStep()
        case .appSetsPopGestureDelegate(let owner):
            // What apps with a custom back button do to keep the edge swipe: clear UIKit's delegate.
            if let edge = navigation?.interactivePopGestureRecognizer {
                switch owner {
                case .cleared:
                    if let delegate = edge.delegate { uikitPopGestureDelegate = delegate }
                    edge.delegate = nil
                case .uikit:
                    if let delegate = uikitPopGestureDelegate { edge.delegate = delegate }
                }
            }
            continueAfterStep()
        case .appWritesBarIsHidden(let hidden):
            // The host app hides the bar view itself (GKNavigationBar's demo); the controller's
            // isNavigationBarHidden does not follow.
            hostBar.appWritesViewHidden(hidden)
            navigation?.navigationBar.isHidden = hidden
            continueAfterStep()
        case .appSetsBarAlpha(let alpha):
            // The host app's own alpha on the bar; the library conceals with a mask and keeps it.
            navigation?.navigationBar.alpha = CGFloat(alpha)
            continueAfterStep()
        case .appAnswersShouldPop(let answer):
            // The host app's own answer to a back tap (a confirm alert, an interceptor).
            (navigation as? ScenarioNavigationController)?.shouldPopAnswer = answer
            continueAfterStep()
        case .declare(let declaration):
            if declarations[declaration.name] == nil { declarationOrder.append(declaration.name) }
            declarations[declaration.name] = declaration
            continueAfterStep()
        case .installRoot(let names):
            installNavigation(root: names.map(page(named:)))
        case .navigate(let call, let animated, _):
            navigate(call, animated: animated)
            continueAfterStep()
        case .waitForFinger(let hint, _):
            waitForFinger(hint)
        case .restyle(let name, let bar, let title):
            let target = page(named: name)
            if let bar { target.apply(bar: bar) }
            if title != nil { target.apply(title: title) }
            hostBar.pageRestyled(name)
            continueAfterStep()
        case .setOptions(let name, let change):
            // As an app does at run time: the page's own options, which the library hears set.
            let options = page(named: name).slidingBar
            switch change.bar {
            case .hidden?: options.prefersNavigationBarHidden = true
            case .shown?: options.prefersNavigationBarHidden = false
            case .unset?: options.prefersNavigationBarHidden = nil
            case nil: break
            }
            if let optOut = change.optOut { options.isEnabled = optOut ? false : nil }
            if let popGesture = change.popGesture { options.isPopGestureEnabled = popGesture ? nil : false }
            continueAfterStep()
        case .scroll(let name, let position):
            let target = page(named: name)
            target.loadViewIfNeeded()
            target.scroll(to: position)
            continueAfterStep()
        case .rotate(let orientation):
            rotate(to: orientation)
        case .setInterfaceStyle(let style):
            window.overrideUserInterfaceStyle = style == .dark ? .dark : .light
            continueAfterStep()
        case .memoryWarning:
            // What UIKit does on a memory warning, done by the player since no public API asks
            // the system for one (the simulator's Debug menu sends a real one): it posts the
            // notification and calls `didReceiveMemoryWarning()` on the view controllers, which
            // is where the library listens.
            NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared)
            if let navigation {
                navigation.didReceiveMemoryWarning()
                navigation.viewControllers.forEach { $0.didReceiveMemoryWarning() }
            }
            continueAfterStep()
        case .check(let check):
            if let failure = evaluate(check) { failures.append("line \(line): \(failure)") }
            continueAfterStep()
        case .modelOnly:
            continueAfterStep()
        case .present(let style, let animated, _):
            present(style, animated: animated, line: line)
        case .dismiss(let animated):
            dismissModal(animated: animated, line: line)
        case .switchTabAndBack:
            // The other tab shows for a moment (its controller appears for the first time on
            // the first switch), then the navigation controller's tab comes back.
            guard let tabs = navigation?.tabBarController else { return continueAfterStep() }
            tabs.selectedIndex = 1
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
                tabs.selectedIndex = 0
                self?.continueAfterStep()
            }
        }
    }

    // MARK: Pages and the navigation controller

    /// The page named `name`, built on first use. The parser guarantees every name was declared.
    private func page(named name: String) -> ScenarioPageViewController {
        if let existing = pages[name] { return existing }
        let declaration = declarations[name] ?? PageDeclaration(name: name)
        let index = declarationOrder.firstIndex(of: name) ?? declarationOrder.count
        let built =
            declaration.skipsSuper
            ? SkipsSuperPageViewController(declaration: declaration, paletteIndex: index)
            : ScenarioPageViewController(declaration: declaration, paletteIndex: index)
        // The page reports its appearance callbacks as it makes its own bar calls in them.
        built.onAppearanceCallback = { [weak self, weak built] callback in
            guard let self, let built else { return }
            switch callback {
            case .willAppear:
                let uncovered = self.modal != nil && built === self.topUnderModal && built === self.navigation?.topViewController
                self.hostBar.pageWillAppear(built.declaration, uncoveredByModal: uncovered)
            case .willDisappear: self.hostBar.pageWillDisappear(built.declaration)
            case .setsBar(let hidden): self.hostBar.pageSetsBar(hidden)
            }
        }
        pages[name] = built
        return built
    }

    private func installNavigation(root: [ScenarioPageViewController]) {
        let navigation = ScenarioNavigationController()
        navigation.view.backgroundColor = UIColor(PagePalette.window)
        navigation.setViewControllers(root, animated: false)
        navigation.navigationBar.prefersLargeTitles = declarations.values.contains { $0.largeTitle }
        navigation.delegate = navigationDelegate
        if rightToLeft {
            navigation.view.semanticContentAttribute = .forceRightToLeft
            navigation.navigationBar.semanticContentAttribute = .forceRightToLeft
        }
        self.navigation = navigation
        switch container {
        case .fullScreen:
            window.rootViewController = navigation
            continueAfterStep()
        case .sheet:
            let host = UIViewController()
            host.view.backgroundColor = .systemGray
            window.rootViewController = host
            navigation.modalPresentationStyle = .pageSheet
            // Presented once the host is in the window, so that the sheet has somewhere to go.
            DispatchQueue.main.async { [weak self] in
                host.present(navigation, animated: false) { self?.continueAfterStep() }
            }
        case .tabBar:
            // A tab bar controller whose first tab is the navigation controller; the second,
            // never shown until a `tab switch`, is a plain page.
            let tabs = UITabBarController()
            let other = UIViewController()
            other.view.backgroundColor = .systemGray
            other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "square"), tag: 1)
            navigation.tabBarItem = UITabBarItem(title: "Scenario", image: UIImage(systemName: "play"), tag: 0)
            tabs.viewControllers = [navigation, other]
            window.rootViewController = tabs
            continueAfterStep()
        case .split:
            let split = UISplitViewController()
            let primary = UIViewController()
            primary.view.backgroundColor = .systemGray
            split.viewControllers = [primary, navigation]
            split.preferredDisplayMode = .oneBesideSecondary
            window.rootViewController = split
            continueAfterStep()
        }
    }

    private func navigate(_ call: NavigationCall, animated: Bool) {
        guard let navigation else { return }
        switch call {
        case .push(let name):
            navigation.pushViewController(page(named: name), animated: animated)
        case .pop:
            navigation.popViewController(animated: animated)
        case .popTo(let name):
            navigation.popToViewController(page(named: name), animated: animated)
        case .popToRoot:
            navigation.popToRootViewController(animated: animated)
        case .set(let names):
            navigation.setViewControllers(names.map(page(named:)), animated: animated)
        }
    }

    // MARK: Modals

    /// The top page presents a modal page of the player's; the next step comes once it is up
    /// (a presentation UIKit declines is a failure after 5 s).
    private func present(_ style: PresentationStyle, animated: Bool, line: Int) {
        guard let presenter = navigation?.topViewController ?? navigation else { return continueAfterStep() }
        let page = UIViewController()
        page.view.backgroundColor = .systemGray
        page.view.accessibilityIdentifier = "player.modal"
        page.modalPresentationStyle = style == .fullScreen ? .fullScreen : .pageSheet
        modal = page
        topUnderModal = navigation?.topViewController
        var presented = false
        presenter.present(page, animated: animated) { presented = true }
        let deadline = Date().addingTimeInterval(5)
        poll(every: 0.05, until: { presented || Date() > deadline }) { [weak self] in
            guard let self else { return }
            if !presented {
                self.failures.append("line \(line): UIKit did not present the \(style.rawValue) modal")
                if page.presentingViewController == nil { self.modal = nil }
            }
            self.continueAfterStep()
        }
    }

    /// The modal goes. A navigation call said `during` next runs one turn into the dismissal
    /// (`continueAfterStep`); otherwise the next step comes once the dismissal has ended.
    private func dismissModal(animated: Bool, line: Int) {
        guard let page = modal else {
            failures.append("line \(line): dismiss: no modal is up")
            return continueAfterStep()
        }
        var dismissed = false
        page.dismiss(animated: animated) { [weak self] in
            dismissed = true
            if self?.modal === page { self?.modal = nil }
        }
        if nextIndex < steps.count, Self.isDuring(steps[nextIndex].step) { return continueAfterStep() }
        let deadline = Date().addingTimeInterval(5)
        poll(every: 0.05, until: { dismissed || Date() > deadline }) { [weak self] in
            guard let self else { return }
            if !dismissed { self.failures.append("line \(line): the modal's dismissal did not end") }
            self.continueAfterStep()
        }
    }

    // MARK: Finger and device

    private func waitForFinger(_ hint: FingerHint) {
        guard let navigation else { continueAfterStep(); return }
        var sawTransition = false
        var path: SwipePath?
        if case .swipe(let spec) = hint {
            let frame = navigation.view.convert(navigation.view.bounds, to: window)
            path = SwipePath(
                spec: spec, containerMinX: Double(frame.minX), containerWidth: Double(frame.width),
                y: Double(frame.midY), rightToLeft: rightToLeft
            )
        }
        let value = path?.accessibilityValue ?? (hint == .backTap ? "back" : "")
        // What the scenario puts under the finger, on the page on top, for this swipe only.
        if case .swipe(let spec) = hint, let over = spec.over, let top = navigation.topViewController, let path {
            let start = CGPoint(x: path.startX, y: path.y)
            swipeSurface = SwipeSurfaceView.install(over, on: top, start: start, rightToLeft: rightToLeft)
        }
        overlay.showHint(hint.instruction, value: value, path: path)
        // Done when a transition has come and gone; a refused swipe never starts one, so the
        // wait also ends after a while (or on the overlay's Continue button).
        let deadline = Date().addingTimeInterval(20)
        poll(
            every: 0.05,
            until: { [weak self] in
                guard let self, let navigation = self.navigation else { return true }
                if navigation.transitionCoordinator != nil { sawTransition = true }
                return (sawTransition && navigation.transitionCoordinator == nil) || Date() > deadline
            }
        ) { [weak self] in
            if case .swipe = hint { self?.lastSwipeBegan = sawTransition }
            self?.removeSwipeSurface()
            self?.overlay.hideHint()
            self?.continueAfterStep()
        }
    }

    private func removeSwipeSurface() {
        swipeSurface?.removeFromSuperview()
        swipeSurface = nil
    }

    /// The overlay's Continue button: ends a wait for a finger at once.
    private func finishWaiting() {
        guard isPolling else { return }
        pollGeneration += 1
        isPolling = false
        lastSwipeBegan = false
        removeSwipeSurface()
        overlay.hideHint()
        continueAfterStep()
    }

    private func rotate(to orientation: InterfaceOrientation) {
        let wantsLandscape = orientation == .landscape
        let isLandscape = { [weak self] () -> Bool in
            guard let bounds = self?.window.bounds else { return true }
            return (bounds.width > bounds.height) == wantsLandscape
        }
        if isLandscape() { continueAfterStep(); return }
        if #available(iOS 16.0, *), let scene = window.windowScene {
            let mask: UIInterfaceOrientationMask = wantsLandscape ? .landscapeRight : .portrait
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: mask)) { [weak self] error in
                let message = "rotate: \(error.localizedDescription)"
                Task { @MainActor in self?.failures.append(message) }
            }
        } else {
            // Before iOS 16 an app cannot rotate itself with public API: a person or the UI test does.
            overlay.showHint(FingerHint.rotateDevice(orientation).instruction, value: "rotate \(orientation.rawValue)", path: nil)
        }
        let deadline = Date().addingTimeInterval(10)
        poll(every: 0.05, until: { isLandscape() || Date() > deadline }) { [weak self] in
            self?.overlay.hideHint()
            if !isLandscape() { self?.failures.append("the window did not turn \(orientation.rawValue)") }
            self?.continueAfterStep()
        }
    }

    // MARK: Checks

    /// What is wrong with the live controller against one expectation, or `nil`.
    private func evaluate(_ check: PlayerCheck) -> String? {
        guard let navigation else { return "no navigation controller yet" }
        switch check {
        case .stack(let expected):
            let actual = navigation.viewControllers.map { ($0 as? ScenarioPageViewController)?.pageName ?? "?" }
            return actual == expected ? nil : "stack is \(actual.joined(separator: " ")), expected \(expected.joined(separator: " "))"
        case .bar(let name):
            guard let top = navigation.topViewController as? ScenarioPageViewController, top.pageName == name else {
                return "the top page is not \(name)"
            }
            // What UIKit alone would show: the page's option or the app's own calls.
            let wantsHidden = hostBar.isHiddenAtRest(onTop: top.declaration)
            return navigation.isNavigationBarHidden == wantsHidden
                ? nil : "the bar is \(navigation.isNavigationBarHidden ? "hidden" : "shown") on \(name)"
        case .gesture(let outcome):
            guard let began = lastSwipeBegan else { return "no swipe before expect gesture" }
            let actual: GestureOutcome = began ? .began : .refused
            return actual == outcome ? nil : "the swipe \(actual.rawValue), expected \(outcome.rawValue)"
        }
    }

    // MARK: Pixel frames

    /// Publishes what the pixel oracle needs to judge the screen as it is now.
    private func publishPixelFrame() {
        overlay.publish(frame: currentPixelFrame()?.json ?? "")
    }

    private func currentPixelFrame() -> PixelFrame? {
        guard let navigation, let view = navigation.viewIfLoaded, view.window != nil else { return nil }
        let bar = navigation.navigationBar
        if !navigation.isNavigationBarHidden, !bar.isHidden {
            lastBarFrame = bar.convert(bar.bounds, to: view)
        }
        // Never shown yet (the first page hides it): UIKit's standard 44 pt row below the safe area.
        let barFrame = lastBarFrame ?? CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
        let inWindow = view.convert(view.bounds, to: nil)
        let built = pages.values.sorted { $0.paletteIndex < $1.paletteIndex }
        var onScreen: [ScenarioPageViewController] = []
        if let coordinator = navigation.transitionCoordinator {
            for key in [UITransitionContextViewControllerKey.from, .to] {
                if let page = coordinator.viewController(forKey: key) as? ScenarioPageViewController { onScreen.append(page) }
            }
            // The page coming on top carries the bar it will have at rest: its viewWillAppear
            // (and the leaving page's viewWillDisappear) have made the app's calls by now. The
            // leaving page keeps the one recorded while it was at rest.
            if let incoming = coordinator.viewController(forKey: .to) as? ScenarioPageViewController {
                barHiddenByAppAtRest[incoming.pageName] = hostBar.isHiddenByApp(onTop: incoming.declaration)
            }
        } else if let top = navigation.topViewController as? ScenarioPageViewController {
            onScreen.append(top)
            barHiddenByAppAtRest[top.pageName] = hostBar.isHiddenByApp(onTop: top.declaration)
        }
        func look(_ page: ScenarioPageViewController) -> PixelLook {
            PixelLook.of(page.declaration, scrolled: page.isScrolled, barHiddenByApp: barHiddenByAppAtRest[page.pageName] ?? false)
        }
        var reasons: [String] = []
        for page in onScreen {
            if case .unpredictable(let reason) = look(page) { reasons.append(reason) }
        }
        if Set(onScreen.map(\.declaration.largeTitle)).count > 1 {
            reasons.append("a large-title bar and a standard bar are on screen together (their bottoms differ)")
        }
        if Set(onScreen.map(\.declaration.prompt)).count > 1 {
            reasons.append("a bar with a prompt and one without are on screen together (their bottoms differ)")
        }
        // (`push-animator` cross-fades its pushes only; its pops are judged as unjudged here too.)
        let kind = (navigation.delegate as? ScenarioNavigationDelegate)?.kind
        let delegateAnimates = kind == .customAnimator || kind == .pushAnimator
        if delegateAnimates, navigation.transitionCoordinator != nil {
            reasons.append("the app's own animator cross-fades the pages' bodies")
        }
        if let modal {
            // A sheet's card or a full-screen page covers the stack while it comes, stays and goes.
            reasons.append("the player's \(modal.modalPresentationStyle == .fullScreen ? "full-screen" : "sheet") modal covers the stack")
        }
        return PixelFrame(
            viewX: Double(inWindow.minX), viewY: Double(inWindow.minY),
            viewWidth: Double(inWindow.width), viewHeight: Double(inWindow.height),
            windowWidth: Double(window.bounds.width), windowHeight: Double(window.bounds.height),
            scale: Double(view.traitCollection.displayScale),
            statusBarHeight: Double(barFrame.minY), barBottom: Double(barFrame.maxY),
            // A sheet's top corners are rounded (about 10 pt): what shows there is not the page.
            cornerSkip: container == .sheet ? 12 : 0,
            pages: built.map {
                PixelFrame.Page(name: $0.pageName, index: $0.paletteIndex, showsBar: look($0) == .paletteBar)
            },
            oneBarAcrossTheTop: delegateAnimates || onScreen.contains { $0.declaration.optOut },
            unjudgedReason: reasons.isEmpty ? nil : reasons.joined(separator: "; ")
        )
    }

    // MARK: Plumbing

    /// Calls `next` once `done` holds, checking every `interval` seconds on the main actor.
    /// Starting another poll (or closing) abandons the one running.
    private func poll(every interval: TimeInterval, until done: @escaping @MainActor () -> Bool, then next: @escaping @MainActor () -> Void)
    {
        pollGeneration += 1
        let generation = pollGeneration
        isPolling = true
        Task { @MainActor [weak self] in
            while true {
                try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
                guard let self, self.pollGeneration == generation else { return }
                if done() {
                    self.isPolling = false
                    next()
                    return
                }
            }
        }
    }

    private func close() {
        pollGeneration += 1
        isPolling = false
        framePublisher?.cancel()
        window.backgroundColor = restoreWindowColour
        modal?.presentingViewController?.dismiss(animated: false)
        modal = nil
        navigation?.presentingViewController?.dismiss(animated: false)
        window.layer.speed = 1
        window.overrideUserInterfaceStyle = .unspecified
        window.rootViewController = restoreRoot
        overlay.remove()
        ScenarioPlayer.current = nil
    }

    /// The scenario playing now; kept alive here because nothing else holds the player.
    static var current: ScenarioPlayer?
}

/// The navigation controller's delegate for `delegate system|custom-animator|nil-animator`.
///
/// `system` is this base class: a delegate that does not implement
/// `navigationController(_:animationControllerFor:from:to:)` at all, so UIKit asks it for nothing.
/// The other two implement it (`AnimatorAnsweringNavigationDelegate`): a library that only checks
/// whether the delegate responds to the method would treat them alike, and must not.
/// The player's navigation controller: a plain `UINavigationController` whose answer to a back
/// tap is the app's own (`app should-pop=`), as a subclass showing a confirm alert or a
/// back-button interceptor gives it. `yes` hands the question to UIKit's implementation (the
/// library's hook included); a swipe, which UIKit asks only once the page is off the stack (if at
/// all), is always answered so.
final class ScenarioNavigationController: UINavigationController, UINavigationBarDelegate {
    var shouldPopAnswer = ShouldPopAnswer.yes

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        if shouldPopAnswer == .yes || viewControllers.count < (navigationBar.items?.count ?? 0) {
            return uikitAnswer(navigationBar, shouldPop: item)
        }
        if shouldPopAnswer == .later {
            DispatchQueue.main.async { [weak self] in _ = self?.popViewController(animated: true) }
        }
        return false
    }

    /// `super`'s implementation, which Swift cannot name (UIKit does not declare it).
    private func uikitAnswer(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        let selector = #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:))
        guard let method = class_getInstanceMethod(UINavigationController.self, selector) else { return true }
        typealias Answer = @convention(c) (UINavigationController, Selector, UINavigationBar, UINavigationItem) -> Bool
        return unsafeBitCast(method_getImplementation(method), to: Answer.self)(self, selector, navigationBar, item)
    }
}

class ScenarioNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let kind: DelegateKind

    /// The delegate for `kind`: the base class for `system`, the answering subclass otherwise.
    static func make(_ kind: DelegateKind) -> ScenarioNavigationDelegate {
        switch kind {
        case .system: return ScenarioNavigationDelegate(kind: kind)
        case .customAnimator, .nilAnimator, .pushAnimator: return AnimatorAnsweringNavigationDelegate(kind: kind)
        }
    }

    fileprivate init(kind: DelegateKind) {
        self.kind = kind
    }
}

/// `delegate custom-animator` (answers its own cross-fade), `delegate nil-animator` (answers
/// `nil`, so UIKit runs its own slide) and `delegate push-animator` (its cross-fade for pushes only).
final class AnimatorAnsweringNavigationDelegate: ScenarioNavigationDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        kind == .customAnimator || kind == .pushAnimator && operation == .push ? CrossFadeAnimator() : nil
    }
}

/// The app's own transition for `delegate custom-animator`: a cross-fade.
final class CrossFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                toView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
