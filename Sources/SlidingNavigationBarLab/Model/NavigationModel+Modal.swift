import SlidingNavigationBarCore

/// A modal presented over the navigation controller (`present`, `dismiss`; issue 32, item 4).
///
/// UIKit's rules, as the model takes them (docs/uikit-facts.md, section 4a):
/// - the presenter's pages get appearance callbacks only where the presentation controller
///   removes the presenter's views (`shouldRemovePresentersView`): a full-screen modal sends the
///   top page `viewWillDisappear` as it starts and `viewDidDisappear` once it is up, and on
///   dismissal `viewWillAppear`/`viewIsAppearing` then `viewDidAppear`; a sheet (iOS 13's card)
///   sends nothing;
/// - while a presentation or dismissal runs, the navigation controller's `transitionCoordinator`
///   falls back to that transition's coordinator (Apple's documentation of the property), whose
///   "from" and "to" are the presenting view controller and the modal: the navigation controller
///   itself when it is the window's root or is itself presented, an ancestor (the tab bar or split
///   view controller) otherwise. Neither is a child of the navigation controller, so the shell
///   refuses it (`NavigationShell.ownCoordinator`) and the core hears no coordinator; with the
///   shell's old filter planted (``ShellFault/keepsPresentersCoordinator``) it is handed over with
///   stand-in pages for the navigation controller and the modal;
/// - a full-screen modal that is up has the navigation controller's view out of the window: a
///   navigation call then changes the stack and the bar at once, with no page callback and no
///   coordinator (reported, Open); the page then on top appears at the dismissal;
/// - a full-screen modal presented while a push runs (Open): the pushed page gets
///   `viewWillDisappear` at once, the push runs to its end, and its did-pair says
///   `viewDidDisappear` for that page (its appearance ends as the disappearance it began last);
///   nothing more comes when the modal is up;
/// - a navigation call made during a dismissal (Open) runs as it would at rest; the dismissal's
///   end then sends nothing (the page on top has appeared already).
struct ModalModel {
    /// The modal's style, from the presentation's start to the dismissal's end.
    var style: PresentationStyle?
    /// A full-screen modal is up: the navigation controller's view is out of the window.
    var covers = false
    /// The presentation's or dismissal's coordinator while it runs, as the shell reads it through
    /// the navigation controller's `transitionCoordinator` (nil where the shell refuses it).
    var coordinator: TransitionCoordinatorFacts?
    /// A page of a running push that a full-screen presentation began to take off screen: the
    /// push's did-pair ends its appearance as a disappearance.
    var disappearingInTransition: PageID?
    /// How many modals were presented (the run's metrics and traces).
    var presentations = 0
}

extension NavigationModel {
    /// The page the shell registers for the navigation controller, and for the modal, when it reads
    /// a presentation's coordinator.
    static let navigationStandIn = PageID(UInt.max - 1)
    static let modalStandIn = PageID(UInt.max - 2)

    /// The presentation's coordinator as the shell reads it: from the presenting view controller to
    /// the modal (reversed for a dismissal). The presenter is the navigation controller where it
    /// fills the window or is itself presented (`container full-screen`, `sheet`); there the shell's
    /// filter keeps the coordinator. Under a tab bar or split view controller, the presenter is that
    /// ancestor and the shell refuses it.
    func presentationCoordinator(dismissing: Bool) -> TransitionCoordinatorFacts? {
        // The shell keeps only a coordinator that moves a child of the navigation controller
        // (`NavigationShell.ownCoordinator`): a presentation's never does. Before issue 32 item 4
        // it also kept one whose "from" or "to" is the navigation controller itself.
        guard fault == .keepsPresentersCoordinator else { return nil }
        guard container == .fullScreen || container == .sheet else { return nil }
        let (from, to) = dismissing ? (Self.modalStandIn, Self.navigationStandIn) : (Self.navigationStandIn, Self.modalStandIn)
        return TransitionCoordinatorFacts(isAnimated: true, from: from, to: to, toIsMovingToParent: false)
    }

    /// `present STYLE` at rest: the top page's appearance callbacks where UIKit sends them, a frame
    /// while the modal comes up (the navigation controller's strip stays on screen until it is up).
    mutating func present(_ style: PresentationStyle, animated: Bool) {
        guard let top = stack.last, modal.style == nil else { return }
        beginPresentation(style, animated: animated, top: top)
        if animated { renderFrame("present \(style.rawValue) under way", atRest: motion == nil) }
        endPresentation(top: top)
    }

    /// `present STYLE during` a navigation transition: the presentation starts at its midpoint,
    /// with the navigation controller's own coordinator still running; it is up once the
    /// transition ended (``endPresentation(top:)``, called by the transition).
    mutating func presentDuringTransition(_ style: PresentationStyle, animated: Bool, _ spec: TransitionSpec) {
        guard modal.style == nil else { return }
        if style == .fullScreen { modal.disappearingInTransition = spec.to }
        beginPresentation(style, animated: animated, top: spec.to)
        // An `app-bar=hidden` page showed the bar in its viewWillDisappear: UIKit shows what the
        // app's call set for the rest of the transition, unless the page's option decides. (With
        // the option, the engine hides the bar again at the push's first end signal: which of the
        // two the frames then should show is not settled, so the random sequences do not draw a
        // cover during a push yet.)
        if style == .fullScreen, pages[spec.to]?.declaration.appBar == .hidden, optionHidden(spec.to) == nil {
            restVisibility[spec.to] = false
        }
    }

    mutating func beginPresentation(_ style: PresentationStyle, animated: Bool, top: PageID) {
        traceModel("the app presents a \(style.rawValue) modal")
        modal.style = style
        modal.presentations += 1
        modal.coordinator = animated ? presentationCoordinator(dismissing: false) : nil
        guard style == .fullScreen else { return }
        // (A page whose viewWillDisappear shows the bar makes a call at rest: UIKit shows it under
        // the modal as it comes up, and the page's own calls decide at the dismissal.)
        send(.viewWillDisappear(top))
    }

    /// The modal is up: a full-screen one has taken the navigation controller off screen.
    mutating func endPresentation(top: PageID) {
        guard modal.style != nil else { return }
        if modal.style == .fullScreen {
            // After a push it ran alongside, the push's did-pair has said it.
            if modal.disappearingInTransition == nil { send(.viewDidDisappear(top)) }
            modal.covers = true
        }
        modal.disappearingInTransition = nil
        modal.coordinator = nil
        // Time passes while the modal is up: the timers the shell asked for run.
        deliverWatchdogs(within: .infinity)
    }

    /// `dismiss`: the page on top appears again where it had disappeared; a call said `during` is
    /// made at the dismissal's midpoint (the page on top has had its `viewWillAppear`).
    mutating func dismiss(animated: Bool, nested: NestedCall?) {
        guard modal.style != nil else { return }
        traceModel("the app dismisses the modal")
        modal.coordinator = animated ? presentationCoordinator(dismissing: true) : nil
        let covered = modal.covers
        modal.covers = false
        if covered, let top = stack.last {
            // A page a call brought on top while covered loads as it first appears.
            if !loaded.contains(top) {
                pageViewDidLoad(top)
                loaded.insert(top)
            }
            statusBarHidden = hidesStatusBar(top)
            send(.viewWillAppear(top, coordinatorPresent: animated, profile: profile(top)))
        }
        // The navigation controller's strip is uncovered as the modal slides down.
        renderFrame(animated ? "dismiss under way" : "dismiss", atRest: true)
        if let nested {
            makeCallAtRest(nested)
        } else if covered, let top = stack.last {
            if animated { renderFrame("dismiss at its end", atRest: true) }
            modal.coordinator = nil
            send(.viewDidAppear(top))
        }
        modal.coordinator = nil
        modal.style = nil
        renderFrame("dismissed", atRest: true)
        deliverWatchdogs(within: .infinity)
    }

    /// A navigation call while a full-screen modal is up: our hooks hear it; UIKit changes the stack
    /// and the bar at once, with no page callback and no coordinator; nothing of it is on screen.
    mutating func navigateWhileCovered(_ call: NavigationCall, animated: Bool, label: String, nested: NestedCall?) {
        traceModel("\(label) while a full-screen modal is up")
        capturesThisTransition = [:]  // what the shell stages for it is counted as for any call
        let heard = hooksHearCall(call, animated: animated)
        if let spec = spec(for: call, animated: animated, label: label) {
            stack = spec.newStack
            bar.item = spec.to
            appOverridesTop = false
            restTabBarAfterStackChange()
        } else if case .setStack(let ids) = call, ids.last == stack.last, !ids.isEmpty {
            stack = ids
            restTabBarAfterStackChange()
        }
        hooksHearCallReturn(heard)
        deliverWatchdogs(within: .infinity)
        if let nested { makeCallAtRest(nested) }
    }

    /// A call said `during` where no transition runs to nest it in: made at rest.
    mutating func makeCallAtRest(_ nested: NestedCall) {
        if let style = nested.presents {
            present(style, animated: nested.animated)
        } else {
            navigate(nested.call, animated: nested.animated, label: nested.label)
        }
    }
}
