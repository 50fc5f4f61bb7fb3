import QuartzCore
import SlidingNavigationBarUIKitProbe
import UIKit

/// What the glass-era trials keep between their steps; a fresh one for every trial.
@MainActor
final class GlassEraState {
    /// What the trial waits for has happened (a capture compared, a swipe over, …).
    var finished = false
    /// When the call or tap that interrupts a running transition was made.
    var interruptedAt: CFTimeInterval?
    /// A view standing for a bar snapshot the shell attaches to the incoming page.
    var attachment: UIView?
    /// The incoming page's view's superview at the first record (`page-superview-in-push`).
    var firstSuperview: UIView?
    /// The probe's own recognizer in the swipe trials, and its target.
    var recognizer: UIGestureRecognizer?
    var recognizerTarget: RecognizerStateRecorder?
    /// UIKit's recognizers the probe observes, with the targets it added (a recognizer does not
    /// keep its targets alive; they are removed at the trial's end).
    var observed: [(recognizer: UIGestureRecognizer, target: RecognizerStateRecorder)] = []
    /// When the probe's recognizer ended, failed or was cancelled.
    var swipeEndedAt: CFTimeInterval?
    /// The navigation delegate of `swipe-with-nil-animator` (a navigation controller's delegate is weak).
    var delegate: UINavigationControllerDelegate?
    /// The search controller of `search-palette-in-push`.
    var searchController: UISearchController?
    /// The capture trials' copies of the bar, removed at the trial's end.
    var copies: [UIView] = []
    var stripes: UIView?
}

/// Records a recognizer's state changes as `recognizerState` (a target added with the public
/// `addTarget(_:action:)`, beside the recognizer's own).
@MainActor
final class RecognizerStateRecorder: NSObject {
    let name: String
    weak var probe: UIKitFactProbe?
    private var last: UIGestureRecognizer.State = .possible

    init(name: String, probe: UIKitFactProbe) {
        self.name = name
        self.probe = probe
    }

    @objc func changed(_ recognizer: UIGestureRecognizer) {
        let state = recognizer.state
        guard state != last else { return }
        last = state
        let word: String? =
            switch state {
            case .began: "began"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            default: nil
            }
        guard let word else { return }
        probe?.record(.recognizerState(recognizer: name, state: word))
        if name == "probe", state != .began { probe?.glassEra.swipeEndedAt = CACurrentMediaTime() }
    }
}

/// A pan that lets every other recognizer run beside it: it only watches the swipe.
@MainActor
final class WatchingPanDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
}

/// A navigation delegate that implements `animationController(for:)` and returns `nil`, which
/// Apple documents as "use the standard transition" (radar 15215690: the swipe back stops anyway).
@MainActor
final class NilAnimatorDelegate: NSObject, UINavigationControllerDelegate {
    let watcher = WatchingPanDelegate()

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}

/// The glass-era trials (issue "The glass era", points 1, 3, 4; issue "What a visual review
/// found", points 2 and 7; issue "What a runtime review found", points 1 and 2). The capture
/// trials are in `UIKitFactProbe+Capture.swift`.
extension UIKitFactProbe {
    /// The trials' delay between a push call and the call or tap that interrupts it: well inside
    /// UIKit's push animation (about 0.35 s before iOS 26; not documented).
    static let interruptionDelay: TimeInterval = 0.12

    static func glassEraStartingStack(for trial: ProbeTrial) -> [String] {
        switch trial {
        case .backTwice: ["A", "B", "C"]
        case .contentPopRequiresFailure, .swipeWithNilAnimator: ["A", "B"]
        default: ["A"]
        }
    }

    /// Sets the trial's pages and navigation controller up before the starting stack is reached.
    func installGlassEra(_ trial: ProbeTrial, navigation: ProbeNavigationController) {
        switch trial {
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar, .barOnlyOverflow:
            installCapture(trial)
        case .barShownMidPush:
            // A hides the bar at rest; B shows it in its viewWillAppear (`glassEraPageWillAppear`).
            navigation.setNavigationBarHidden(true, animated: false)
        case .searchPaletteInPush:
            let search = UISearchController(searchResultsController: nil)
            page("B").navigationItem.searchController = search
            page("B").navigationItem.hidesSearchBarWhenScrolling = false
            glassEra.searchController = search
        case .swipeWithNilAnimator:
            let delegate = NilAnimatorDelegate()
            glassEra.delegate = delegate
            navigation.delegate = delegate
        default:
            break
        }
    }

    func beginGlassEra(_ trial: ProbeTrial, navigation: ProbeNavigationController) {
        switch trial {
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar:
            beginCapture(trial)
        case .barOnlyOverflow:
            drawBarAlone()
        case .barShownMidPush, .searchPaletteInPush, .pageSuperviewInPush:
            call(.push, incoming: "B") { navigation.pushViewController(self.page("B"), animated: true) }
            if trial == .pageSuperviewInPush { samplePageSuperview() }
        case .commitBeforePush:
            // A fresh turn of the main queue, so that no transaction is open around the probe's
            // own (the overlay's status change just now opened one).
            DispatchQueue.main.async { [weak self] in self?.commitThenPush() }
        case .popDuringPush, .backDuringPush:
            call(.push, incoming: "B") { navigation.pushViewController(self.page("B"), animated: true) }
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.interruptionDelay) { [weak self] in
                guard let self, self.trial == trial else { return }
                if trial == .popDuringPush {
                    self.record(.callStarted(call: .pop))
                    let popped = navigation.popViewController(animated: true) as? ProbePageViewController
                    self.record(.popReturned(page: popped?.name))
                    self.record(.callReturned(call: .pop))
                } else {
                    self.tapBack()
                }
                self.glassEra.interruptedAt = CACurrentMediaTime()
            }
        case .backTwice:
            tapBack()
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.interruptionDelay) { [weak self] in
                guard let self, self.trial == trial else { return }
                self.tapBack()
                self.glassEra.interruptedAt = CACurrentMediaTime()
            }
        case .contentPopRequiresFailure:
            beginContentPopTrial(navigation)
        case .swipeWithNilAnimator:
            beginNilAnimatorTrial(navigation)
        default:
            glassEra.finished = true
        }
    }

    func glassEraEndCondition(for trial: ProbeTrial) -> (done: () -> Bool, settle: TimeInterval) {
        switch trial {
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar, .barOnlyOverflow:
            return ({ [weak self] in self?.glassEra.finished ?? true }, 0.2)
        case .commitBeforePush:
            return ({ [weak self] in self.map { $0.glassEra.finished && $0.completionRecorded } ?? true }, 0.5)
        case .barShownMidPush, .pageSuperviewInPush, .searchPaletteInPush:
            return ({ [weak self] in self?.completionRecorded ?? true }, 0.5)
        case .popDuringPush, .backDuringPush, .backTwice:
            // At rest a while after the interruption, so that a deferred pop has run too.
            return (
                { [weak self] in
                    guard let self, let at = self.glassEra.interruptedAt else { return self == nil }
                    return self.navigation?.transitionCoordinator == nil && CACurrentMediaTime() - at >= 1.2
                }, 0.3
            )
        case .contentPopRequiresFailure, .swipeWithNilAnimator:
            // A second after the swipe, so that a pop it started has been recorded.
            return (
                { [weak self] in
                    guard let self else { return true }
                    if self.glassEra.finished { return true }
                    guard let ended = self.glassEra.swipeEndedAt else { return false }
                    return CACurrentMediaTime() - ended >= 1 && self.navigation?.transitionCoordinator == nil
                }, 0.2
            )
        default:
            return ({ true }, 0)
        }
    }

    /// What each display-link tick records during a glass-era trial.
    func glassEraTick(for trial: ProbeTrial) -> (() -> Void)? {
        switch trial {
        case .barShownMidPush:
            return { [weak self] in
                guard let self, let inFront = self.barInFrontOfPages() else { return }
                self.record(.displayFrame)
                self.record(.barOrder(inFront: inFront))
            }
        case .pageSuperviewInPush:
            return { [weak self] in self?.samplePageSuperview() }
        case .searchPaletteInPush:
            return { [weak self] in self?.sampleSearchPalette() }
        case .popDuringPush, .backDuringPush, .backTwice:
            // Frames between the interruption and the push's end tell "cut short" from "deferred".
            return { [weak self] in self?.record(.displayFrame) }
        default:
            return nil
        }
    }

    /// The incoming page's `viewWillAppear`, after `super` and the page's own code.
    func glassEraPageWillAppear(_ page: ProbePageViewController) {
        guard let trial, page.name == "B", let navigation else { return }
        switch trial {
        case .barShownMidPush:
            // As the shell does in its hook inside `super.viewWillAppear`: the bar to the back.
            sendBarBehind()
            // Then the app's own code shows the bar, as an app whose page has a bar would.
            record(.callStarted(call: .showBar))
            navigation.setNavigationBarHidden(false, animated: true)
            record(.callReturned(call: .showBar))
        case .searchPaletteInPush:
            sendBarBehind()
            attach(to: page, top: 0)
        case .pageSuperviewInPush:
            // Above the page's bounds, where a bar snapshot reaching into the status bar would be.
            attach(to: page, top: -30)
        default:
            break
        }
    }

    /// Records the stack at rest for the interruption trials, just before their end.
    func glassEraWillEnd(_ trial: ProbeTrial) {
        switch trial {
        case .popDuringPush, .backDuringPush, .backTwice:
            let names = navigation?.viewControllers.map { ($0 as? ProbePageViewController)?.name ?? "?" } ?? []
            record(.restingStack(pages: names))
        default:
            break
        }
        for copy in glassEra.copies { copy.removeFromSuperview() }
        glassEra.stripes?.removeFromSuperview()
        glassEra.attachment?.removeFromSuperview()
        if let recognizer = glassEra.recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        for (recognizer, target) in glassEra.observed {
            recognizer.removeTarget(target, action: #selector(RecognizerStateRecorder.changed(_:)))
        }
    }

    // MARK: - The bar's order, the page's superview, the search palette

    /// The child of the bar's superview that holds the pages (the incoming page's view if it is
    /// there yet, else the outgoing one's).
    private func pagesBranch(under superview: UIView) -> UIView? {
        for name in ["B", "A"] {
            guard let view = pages[name]?.viewIfLoaded, view.isDescendant(of: superview) else { continue }
            var branch = view
            while let parent = branch.superview, parent !== superview { branch = parent }
            return branch
        }
        return nil
    }

    /// Whether the bar is in front of the view holding the pages; `nil` when they are not siblings.
    func barInFrontOfPages() -> Bool? {
        guard let bar = navigation?.navigationBar, let superview = bar.superview, let branch = pagesBranch(under: superview),
            let barIndex = superview.subviews.firstIndex(of: bar), let pagesIndex = superview.subviews.firstIndex(of: branch)
        else { return nil }
        return barIndex > pagesIndex
    }

    /// Sends the bar to the back of its superview, as the shell's `BarZOrder` does.
    private func sendBarBehind() {
        guard let bar = navigation?.navigationBar, let superview = bar.superview else {
            record(.barSentBehind(behind: false))
            return
        }
        superview.sendSubviewToBack(bar)
        record(.barSentBehind(behind: barInFrontOfPages() == false))
    }

    /// A view on the page standing for the bar snapshot the shell attaches (its frame reaching
    /// from `top`, page coordinates, to below where the bar ends).
    private func attach(to page: ProbePageViewController, top: CGFloat) {
        let view = UIView()
        view.backgroundColor = UIColor.systemRed.withAlphaComponent(0.8)
        view.isUserInteractionEnabled = false
        let height = (navigation?.navigationBar.frame.maxY ?? 100) + 60
        view.frame = CGRect(x: 0, y: top, width: page.view.bounds.width, height: height - top)
        view.autoresizingMask = [.flexibleWidth]
        page.view.addSubview(view)
        glassEra.attachment = view
    }

    private func samplePageSuperview() {
        guard let view = pages["B"]?.viewIfLoaded, let superview = view.superview, let container = navigation?.view else { return }
        if glassEra.firstSuperview == nil { glassEra.firstSuperview = superview }
        var clips = false
        var ancestor: UIView? = superview
        while let current = ancestor, current !== container {
            if current.clipsToBounds || current.layer.mask != nil { clips = true }
            ancestor = current.superview
        }
        record(
            .pageSuperview(
                page: "B", superviewClass: NSStringFromClass(type(of: superview)), sameAsFirst: superview === glassEra.firstSuperview,
                ancestorClips: clips))
    }

    private func sampleSearchPalette() {
        guard let search = glassEra.searchController?.searchBar, let attachment = glassEra.attachment, let window = search.window,
            attachment.window === window
        else { return }
        let overlaps = search.convert(search.bounds, to: nil).intersects(attachment.convert(attachment.bounds, to: nil))
        guard overlaps, !search.isHidden, search.alpha > 0.01 else {
            record(.searchPalette(inWindow: false, overAttachment: false))
            return
        }
        record(.displayFrame)
        record(.searchPalette(inWindow: true, overAttachment: Self.isDrawn(search, above: attachment)))
    }

    /// Whether `view` is drawn above `other` (later in the back-to-front order of their common
    /// ancestor's subviews, or inside it).
    static func isDrawn(_ view: UIView, above other: UIView) -> Bool {
        if view.isDescendant(of: other) { return true }
        if other.isDescendant(of: view) { return false }
        var chain: [UIView] = []
        var current: UIView? = view
        while let step = current {
            chain.append(step)
            current = step.superview
        }
        var otherBranch: UIView = other
        while let parent = otherBranch.superview {
            if let index = chain.firstIndex(where: { $0 === parent }), index > 0 {
                let viewBranch = chain[index - 1]
                return (parent.subviews.firstIndex(of: viewBranch) ?? 0) > (parent.subviews.firstIndex(of: otherBranch) ?? 0)
            }
            otherBranch = parent
        }
        return false
    }

    // MARK: - A transaction of our own before the push

    private func commitThenPush() {
        guard let navigation, let page = pages["A"], trial == .commitBeforePush else { return }
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 20, y: 200, width: 20, height: 20)
        layer.backgroundColor = UIColor.systemRed.cgColor
        page.view.layer.addSublayer(layer)
        CATransaction.commit()
        // `presentation()` is nil until the layer has been committed to the screen (CALayer.h).
        record(.transactionCommitted(presentationBeforeNextCall: layer.presentation() != nil))
        call(.push, incoming: "B") { navigation.pushViewController(self.page("B"), animated: true) }
        glassEra.finished = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { layer.removeFromSuperlayer() }
    }

    // MARK: - Back taps

    /// Taps the bar's back button as a person would, by the public means a probe has: the
    /// control's accessibility activation (what VoiceOver does), else its control events.
    /// Records the control's class, or that none was found.
    func tapBack() {
        guard let bar = navigation?.navigationBar, let control = Self.backControl(in: bar, below: navigation?.topViewController) else {
            record(.backTapSent(control: nil))
            return
        }
        record(.backTapSent(control: NSStringFromClass(type(of: control))))
        record(.callStarted(call: .backTap))
        if !control.accessibilityActivate() {
            control.sendActions(for: control.allControlEvents.contains(.primaryActionTriggered) ? .primaryActionTriggered : .touchUpInside)
        }
        record(.callReturned(call: .backTap))
    }

    /// The bar's back button: a visible, enabled control labelled "Back" or with the title of the
    /// page below the top; failing that, the leading-most control in the bar's leading half.
    static func backControl(in bar: UINavigationBar, below top: UIViewController?) -> UIControl? {
        var controls: [UIControl] = []
        func walk(_ view: UIView) {
            for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
                if let control = subview as? UIControl, control.isEnabled { controls.append(control) }
                walk(subview)
            }
        }
        walk(bar)
        let stack = top?.navigationController?.viewControllers ?? []
        let belowTitle = stack.count >= 2 ? stack[stack.count - 2].title : nil
        if let labelled = controls.first(where: {
            $0.accessibilityLabel == "Back" || ($0.accessibilityLabel != nil && $0.accessibilityLabel == belowTitle)
        }) {
            return labelled
        }
        let leftToRight = bar.effectiveUserInterfaceLayoutDirection == .leftToRight
        let leading = controls.filter {
            let frame = $0.convert($0.bounds, to: bar)
            return leftToRight ? frame.midX < bar.bounds.midX : frame.midX > bar.bounds.midX
        }
        return leading.min {
            let a = $0.convert($0.bounds, to: bar)
            let b = $1.convert($1.bounds, to: bar)
            return leftToRight ? a.minX < b.minX : a.maxX > b.maxX
        }
    }

    // MARK: - The iOS 26 swipe back

    /// UIKit's content pop recognizer: `interactiveContentPopGestureRecognizer` is iOS 26 API,
    /// absent from the iOS 17 SDK this project compiles against, so it is reached by selector
    /// (`responds(to:)` first), and read as the `UIGestureRecognizer?` it is declared to be.
    static func contentPopRecognizer(of navigation: UINavigationController) -> UIGestureRecognizer? {
        let selector = NSSelectorFromString("interactiveContentPopGestureRecognizer")
        guard navigation.responds(to: selector) else { return nil }
        return navigation.perform(selector)?.takeUnretainedValue() as? UIGestureRecognizer
    }

    /// Records the state changes of UIKit's two pop recognizers (public `addTarget`).
    private func observePopRecognizers(_ navigation: UINavigationController) {
        let pairs: [(String, UIGestureRecognizer?)] = [
            ("content-pop", Self.contentPopRecognizer(of: navigation)), ("edge-pop", navigation.interactivePopGestureRecognizer),
        ]
        for (name, recognizer) in pairs {
            guard let recognizer else { continue }
            let target = RecognizerStateRecorder(name: name, probe: self)
            recognizer.addTarget(target, action: #selector(RecognizerStateRecorder.changed(_:)))
            glassEra.observed.append((recognizer, target))
        }
    }

    /// Adds the probe's pan to `B`'s view, recording its states.
    @discardableResult
    private func addProbePan(watchingOnly: Bool) -> UIPanGestureRecognizer? {
        guard let view = pages["B"]?.viewIfLoaded else { return nil }
        let target = RecognizerStateRecorder(name: "probe", probe: self)
        let pan = UIPanGestureRecognizer(target: target, action: #selector(RecognizerStateRecorder.changed(_:)))
        if watchingOnly {
            pan.cancelsTouchesInView = false
            pan.delaysTouchesEnded = false
            pan.delegate = (glassEra.delegate as? NilAnimatorDelegate)?.watcher
        }
        view.addGestureRecognizer(pan)
        glassEra.recognizer = pan
        glassEra.recognizerTarget = target
        return pan
    }

    /// A swipe the UI test performs from `fraction0` to `fraction1` of the width, at 45 % of
    /// the height (above the overlay's panel), lifted at rest.
    private func showSwipe(from fraction0: Double, to fraction1: Double, _ instruction: String) {
        guard let trial, let view = navigation?.view else { return }
        let frame = view.convert(view.bounds, to: window)
        let x0 = Double(frame.minX) + max(2, fraction0 * Double(frame.width))
        let x1 = Double(frame.minX) + fraction1 * Double(frame.width)
        let y = Double(frame.minY) + 0.45 * Double(frame.height)
        let value =
            "swipe x0=\(Int(x0.rounded())) x1=\(Int(x1.rounded())) y=\(Int(y.rounded())) velocity=0 trial=\(trial.rawValue)"
        overlay.showHint("\(trial.rawValue): \(instruction)", value: value)
    }

    private func beginContentPopTrial(_ navigation: ProbeNavigationController) {
        guard let contentPop = Self.contentPopRecognizer(of: navigation) else {
            record(.contentPopFound(exists: false))
            glassEra.finished = true
            return
        }
        record(.contentPopFound(exists: true))
        observePopRecognizers(navigation)
        guard let ours = addProbePan(watchingOnly: false) else {
            glassEra.finished = true
            return
        }
        // What the library's refusal rests on: UIKit's recognizer waits for ours to fail.
        contentPop.require(toFail: ours)
        observeCoordinatorAt = "A"
        showSwipe(from: 0.4, to: 0.9, "Swipe right from the middle of the page, hold, lift")
    }

    private func beginNilAnimatorTrial(_ navigation: ProbeNavigationController) {
        observePopRecognizers(navigation)
        addProbePan(watchingOnly: true)
        observeCoordinatorAt = "A"
        if Self.contentPopRecognizer(of: navigation) != nil {
            showSwipe(from: 0.4, to: 0.9, "Swipe right from the middle of the page, hold, lift")
        } else {
            showSwipe(from: 0, to: 0.75, "Swipe from the left edge to three quarters of the width, hold, lift")
        }
    }
}
