import QuartzCore
import SlidingNavigationBarUIKitProbe
import UIKit

/// What issue 32's trials keep between their steps; a fresh one for every trial.
@MainActor
final class Issue32State {
    /// What the trial waits for has happened (a modal dismissed, a tap answered, …).
    var finished = false
    /// The navigation controller refused the back tap (`back-vetoed`).
    var refused = false
    /// The back tap was sent (`back-vetoed`, `back-action`).
    var tappedAt: CFTimeInterval?
    /// The outgoing page's next-turn block has run (`next-turn-…`).
    var nextTurnRecorded = false
    /// The full-screen modal of the modal trials.
    var modal: UIViewController?
    /// The coordinator of the modal's dismissal, right after the dismiss call.
    var dismissalCoordinator: UIViewControllerTransitionCoordinator?
    /// The navigation delegate that records `willShow`/`didShow` (a navigation controller's
    /// delegate is weak).
    var showRecorder: ShowRecorder?
}

/// A navigation delegate that only records `willShow` and `didShow` (it answers no animator,
/// so UIKit's own transitions and swipe are kept).
@MainActor
final class ShowRecorder: NSObject, UINavigationControllerDelegate {
    weak var probe: UIKitFactProbe?

    init(probe: UIKitFactProbe) {
        self.probe = probe
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        probe?.record(.willShow(page: (viewController as? ProbePageViewController)?.name ?? "other"))
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        probe?.record(.didShow(page: (viewController as? ProbePageViewController)?.name ?? "other"))
    }
}

/// The probe's full-screen modal: a plain page, presented and dismissed by the probe.
@MainActor
final class ProbeModalViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
    }
}

/// Issue 32's trials (docs/uikit-facts.md 2b, 2c, 4a): a back tap the navigation controller
/// refuses, `backAction`, a bar view written hidden, the main queue's next turn after
/// `viewWillDisappear`, `didMove(toParent:)`, and navigation under or around a full-screen modal.
extension UIKitFactProbe {
    static let issue32Trials: Set<ProbeTrial> = [
        .backVetoed, .backAction, .barIsHiddenWritten, .nextTurnAfterWillDisappear, .nextTurnAfterWillDisappearPop,
        .nextTurnAfterUnanimatedPop, .didMoveOrder, .didMoveOrderInstalled, .coveredNavigation, .coveredNavigationUnanimated,
        .coverDuringPush, .popDuringDismiss, .popDuringDismissUnanimated,
    ]

    /// How long a step that may never come (a refusal, a presentation UIKit declines) is waited
    /// for before the trial ends without it: its absence is then in the records.
    static let issue32StepLimit: TimeInterval = 3

    static func issue32StartingStack(for trial: ProbeTrial) -> [String] {
        switch trial {
        case .barIsHiddenWritten, .nextTurnAfterWillDisappear, .didMoveOrder, .didMoveOrderInstalled, .coverDuringPush: ["A"]
        default: ["A", "B"]
        }
    }

    /// Sets the trial's pages and navigation controller up before the starting stack is reached.
    func installIssue32(_ trial: ProbeTrial, navigation: ProbeNavigationController) {
        switch trial {
        case .backAction:
            if #available(iOS 16.0, *) {
                // Only records: the question is what else the tap reaches.
                page("B").navigationItem.backAction = UIAction { [weak self] _ in self?.record(.backActionRan) }
            }
        case .coveredNavigation, .coveredNavigationUnanimated, .coverDuringPush, .popDuringDismiss, .popDuringDismissUnanimated:
            let recorder = ShowRecorder(probe: self)
            issue32.showRecorder = recorder
            navigation.delegate = recorder
        default:
            break
        }
    }

    func beginIssue32(_ trial: ProbeTrial, navigation: ProbeNavigationController) {
        switch trial {
        case .backVetoed:
            navigation.vetoesNextShouldPop = true
            recordBarSubviewAlphas()
            tapBack()
            recordBarSubviewAlphas()
            endIfStillWaiting(trial) { !$0.refused }
        case .backAction:
            // A pop the tap may start gives the coordinator its blocks at A's willAppear.
            observeCoordinatorAt = "A"
            tapBack()
            issue32.tappedAt = CACurrentMediaTime()
            // Whatever the tap did (a pop, or nothing) is over well within the step limit.
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
                guard let self, self.trial == trial else { return }
                self.issue32.finished = true
            }
        case .barIsHiddenWritten:
            writeBarViewHiddenThenShowThenPush(navigation)
        case .nextTurnAfterWillDisappear, .didMoveOrder:
            call(.push, incoming: "B") { navigation.pushViewController(self.page("B"), animated: true) }
        case .nextTurnAfterWillDisappearPop:
            call(.pop, incoming: "A") { navigation.popViewController(animated: true) }
        case .nextTurnAfterUnanimatedPop:
            call(.pop, incoming: "A") { navigation.popViewController(animated: false) }
        case .didMoveOrderInstalled:
            installStackAtOnce()
        case .coveredNavigation, .coveredNavigationUnanimated:
            presentModal(navigation) { [weak self] in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                    guard let self, self.trial == trial else { return }
                    self.call(.pop, incoming: "A") { navigation.popViewController(animated: trial == .coveredNavigation) }
                    // A coordinator found at A's willAppear later would be the dismissal's:
                    // only one there right after the call is the pop's own.
                    self.observeCoordinatorAt = nil
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { self.dismissModal(then: nil) }
                }
            }
        case .coverDuringPush:
            call(.push, incoming: "B") { navigation.pushViewController(self.page("B"), animated: true) }
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.interruptionDelay) { [weak self] in
                guard let self, self.trial == trial else { return }
                self.presentModal(navigation) {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.dismissModal(then: nil) }
                }
            }
        case .popDuringDismiss, .popDuringDismissUnanimated:
            presentModal(navigation) { [weak self] in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                    guard let self, self.trial == trial else { return }
                    self.dismissModal {
                        DispatchQueue.main.asyncAfter(deadline: .now() + Self.interruptionDelay) { [weak self] in
                            guard let self, self.trial == trial else { return }
                            self.recordCoordinatorOwner()
                            self.call(.pop, incoming: "A") { navigation.popViewController(animated: trial == .popDuringDismiss) }
                        }
                    }
                }
            }
        default:
            issue32.finished = true
        }
    }

    func issue32EndCondition(for trial: ProbeTrial) -> (done: () -> Bool, settle: TimeInterval) {
        switch trial {
        case .backVetoed:
            return ({ [weak self] in self.map { $0.completionRecorded || $0.issue32.finished } ?? true }, 0.5)
        case .backAction, .coveredNavigation, .coveredNavigationUnanimated, .coverDuringPush:
            return ({ [weak self] in self?.issue32.finished ?? true }, 0.5)
        case .popDuringDismiss, .popDuringDismissUnanimated:
            // The pop's own did-pair, when it animates, may end after the dismissal.
            return (
                { [weak self] in
                    guard let self else { return true }
                    return self.issue32.finished && self.navigation?.transitionCoordinator == nil
                }, 0.8
            )
        case .barIsHiddenWritten, .nextTurnAfterWillDisappear, .nextTurnAfterWillDisappearPop, .didMoveOrder:
            return ({ [weak self] in self?.completionRecorded ?? true }, 0.5)
        case .nextTurnAfterUnanimatedPop:
            return ({ [weak self] in self?.issue32.nextTurnRecorded ?? true }, 0.3)
        case .didMoveOrderInstalled:
            return ({ [weak self] in self?.appeared.contains("B") ?? true }, 0.5)
        default:
            return ({ true }, 0)
        }
    }

    /// Every issue-32 trial records its display frames; the back-vetoed one the bar's subviews too.
    func issue32Tick(for trial: ProbeTrial) -> (() -> Void)? {
        if trial == .backVetoed {
            return { [weak self] in
                self?.record(.displayFrame)
                self?.recordBarSubviewAlphas()
            }
        }
        return { [weak self] in self?.record(.displayFrame) }
    }

    /// Records the stack at rest and what the trial's end shows, then lets the modal go.
    func issue32WillEnd(_ trial: ProbeTrial) {
        if trial == .barIsHiddenWritten {
            record(.barViewHidden(hidden: navigation?.navigationBar.isHidden ?? false))
            recordSafeArea("B")
        }
        let names = navigation?.viewControllers.map { ($0 as? ProbePageViewController)?.name ?? "?" } ?? []
        record(.restingStack(pages: names))
        if let modal = issue32.modal, modal.presentingViewController != nil { modal.dismiss(animated: false) }
        if navigation?.delegate === issue32.showRecorder { navigation?.delegate = nil }
    }

    // MARK: - Hooks from the pages and the navigation controller

    /// A page's `viewWillDisappear`, after `super`: in the next-turn trials, the outgoing page
    /// puts a block on the main queue, as FDFullscreenPopGesture's `fd_viewWillDisappear:` does.
    func pageWillDisappear(_ page: ProbePageViewController) {
        guard let trial,
            [.nextTurnAfterWillDisappear, .nextTurnAfterWillDisappearPop, .nextTurnAfterUnanimatedPop].contains(trial)
        else { return }
        let push = trial == .nextTurnAfterWillDisappear
        guard page.name == (push ? "A" : "B") else { return }
        let incoming = pages[push ? "B" : "A"]
        DispatchQueue.main.async { [weak self, weak page] in
            guard let self, let page, self.trial == trial else { return }
            // A pushed view that was never on screen has no presentation layer until committed;
            // a page popped back to was on screen before, so the test says nothing for a pop.
            let committed = push ? incoming?.viewIfLoaded.map { $0.layer.presentation() != nil } : nil
            self.record(
                .nextTurn(page: page.name, inNavigationController: page.navigationController != nil, incomingCommitted: committed))
            self.issue32.nextTurnRecorded = true
        }
    }

    /// A page's `didMove(toParent:)`, before `super`: recorded in the did-move trials.
    func pageDidMove(_ page: ProbePageViewController, toParent parent: UIViewController?) {
        guard trial == .didMoveOrder || trial == .didMoveOrderInstalled else { return }
        record(.didMoveToParent(page: page.name, parent: parent != nil))
    }

    /// The navigation controller answered a back tap `NO` (`ProbeNavigationController`): the
    /// app's own pop comes on the main queue's next turn, as the interceptors' does.
    func backTapRefused() {
        issue32.refused = true
        guard trial == .backVetoed, let navigation else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self, self.trial == .backVetoed else { return }
            self.recordBarSubviewAlphas()
            self.call(.pop, incoming: "A") { navigation.popViewController(animated: true) }
        }
    }

    // MARK: - Steps

    /// Ends the trial once the step limit has passed if `stillWaiting` holds then (the step
    /// never came: its absence is the record).
    private func endIfStillWaiting(_ trial: ProbeTrial, _ stillWaiting: @escaping (Issue32State) -> Bool) {
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.issue32StepLimit) { [weak self] in
            guard let self, self.trial == trial, stillWaiting(self.issue32) else { return }
            self.issue32.finished = true
        }
    }

    /// The bar's direct subviews' alphas as drawn.
    func recordBarSubviewAlphas() {
        guard let bar = navigation?.navigationBar else { return }
        let alphas = bar.subviews.map { view in Double(view.layer.presentation()?.opacity ?? Float(view.alpha)) }
        record(.barSubviewAlphas(alphas: alphas))
    }

    /// The view written hidden, then a call for what the flag already says, then a push; the
    /// flag, the view and the top page's safe area after each step (a layout pass later).
    private func writeBarViewHiddenThenShowThenPush(_ navigation: ProbeNavigationController) {
        let trial = ProbeTrial.barIsHiddenWritten
        let sample = { [weak self] in
            guard let self else { return }
            self.record(.barViewHidden(hidden: navigation.navigationBar.isHidden))
            self.recordSafeArea("A")
        }
        sample()
        record(.callStarted(call: .writeBarViewHidden))
        navigation.navigationBar.isHidden = true
        record(.callReturned(call: .writeBarViewHidden))
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            guard let self, self.trial == trial else { return }
            sample()
            self.record(.callStarted(call: .showBarUnanimated))
            navigation.setNavigationBarHidden(false, animated: false)
            self.record(.callReturned(call: .showBarUnanimated))
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
                guard let self, self.trial == trial else { return }
                sample()
                self.call(.push, incoming: "B") { navigation.pushViewController(self.page("B"), animated: true) }
            }
        }
    }

    /// A fresh navigation controller given `A B` at once while not in the window, then made the
    /// window's root; the pages of the starting stack stop recording first.
    private func installStackAtOnce() {
        navigation?.probe = nil
        for page in pages.values { page.probe = nil }
        pages = [:]
        for name in ["A", "B", "C"] {
            let page = ProbePageViewController(name: name)
            page.probe = self
            pages[name] = page
        }
        let fresh = ProbeNavigationController()
        fresh.probe = self
        navigation = fresh
        record(.callStarted(call: .installStack))
        fresh.setViewControllers([page("A"), page("B")], animated: false)
        window.rootViewController = fresh
        record(.callReturned(call: .installStack))
    }

    /// The navigation controller presents a full-screen modal (animated); `then` runs once it is up.
    private func presentModal(_ navigation: ProbeNavigationController, then: @escaping () -> Void) {
        guard let trial else { return }
        let modal = ProbeModalViewController()
        issue32.modal = modal
        record(.callStarted(call: .present))
        navigation.present(modal, animated: true) { [weak self] in
            guard let self, self.trial == trial else { return }
            self.record(.modalCompleted(dismissal: false))
            then()
        }
        record(.callReturned(call: .present))
        // UIKit may decline a presentation asked for during a transition: then nothing follows.
        endIfStillWaiting(trial) { $0.modal?.presentingViewController == nil }
    }

    /// The modal is dismissed (animated); `then` runs right after the call, while it runs.
    private func dismissModal(then: (() -> Void)?) {
        guard let trial, let modal = issue32.modal else { return }
        record(.callStarted(call: .dismiss))
        modal.dismiss(animated: true) { [weak self] in
            guard let self, self.trial == trial else { return }
            self.record(.modalCompleted(dismissal: true))
            self.issue32.finished = true
        }
        issue32.dismissalCoordinator = modal.transitionCoordinator
        record(.callReturned(call: .dismiss))
        then?()
    }

    /// Whose coordinator the navigation controller answers with now.
    private func recordCoordinatorOwner() {
        let owner: String
        if let current = navigation?.transitionCoordinator {
            owner = current === issue32.dismissalCoordinator ? "dismissal" : "other"
        } else {
            owner = "none"
        }
        record(.coordinatorOwner(owner: owner))
    }
}
