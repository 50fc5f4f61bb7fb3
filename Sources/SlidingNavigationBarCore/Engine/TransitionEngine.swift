/// The transition state machine: one per navigation controller.
///
/// The shell forwards what UIKit does as ``TransitionEvent``s and applies the returned
/// ``TransitionCommand``s in order. Facts in, one decision, the difference out:
/// - at the call it captures the outgoing page, while the bar still shows it at rest, under the
///   real bar, which stays in front: nothing is decided yet, and nothing shows the difference;
/// - the page's options and looks, the delegate's answer and the bar's visibility arrive until
///   the animation starts (the coordinator's alongside block runs after every `viewWillAppear`):
///   only then is it decided, once, whether the pages slide (``SlideEligibility``) or the
///   transition is UIKit's (a page that hides the bar next to one that shows it is UIKit's);
/// - after the decision a later fact can only end a slide (UIKit's from then on) or, before the
///   first frame is on screen, refresh the image of a page whose look changed; the real bar goes
///   behind the pages once both carry their bars;
/// - it ends a transition at whichever end signal comes first (coordinator completion, the
///   did-appear or did-disappear of either page), and brings the real bar back only once the bar
///   shows the page left on top;
/// - it keeps no snapshot at rest, so nothing can go stale while a page is covered.
///
/// ```swift
/// var engine = TransitionEngine()
/// let output = engine.handle(TransitionEvent(.willNavigate(.push(b), request), bar: bar))
/// for command in output.commands { apply(command) }
/// ```
package struct TransitionEngine: Sendable {
    /// Where the engine is; see each case.
    package private(set) var phase: TransitionPhase = .idle
    /// The running transition (``Transition/none`` at rest), mutated in place.
    package private(set) var current = Transition.none
    /// Pages whose snapshot is attached to their view right now.
    package private(set) var attached: Set<PageID> = []
    /// Where the engine has put the real bar.
    package private(set) var barPlace: BarPlace = .front
    /// The bar visibility that belongs to the app: what it last set with
    /// `setNavigationBarHidden`, or the visibility the bar had before the engine first changed it.
    /// `nil` while neither happened. A page without `prefersNavigationBarHidden` gets this back.
    package private(set) var appBarHidden: Bool?
    /// The page on top when the app last called `setNavigationBarHidden` at rest: its call then
    /// wins over that page's `prefersNavigationBarHidden` until another transition or a new
    /// option, so an appearance nobody announced (a tab switch back) does not apply the option again.
    package private(set) var appChoseVisibilityOf: PageID?
    /// ``appChoseVisibilityOf`` as it was when the last call was announced: a call that ends
    /// before UIKit began anything (refused, raised) puts it back.
    private var appChoiceBeforeCall: PageID?
    /// The page our hooks heard appear (its `viewWillAppear`, inside the page's `super`, or its
    /// `viewDidAppear`) and not begin to disappear since: a call the app makes while it is on
    /// screen. A call from the page's own `viewWillAppear` before `super` comes before our hook and
    /// is not one. The `viewWillAppear` counts because a page whose `viewDidAppear` override skips
    /// `super` never lets us hear that it appeared.
    private var appearedPage: PageID?
    /// A page a navigation call brings with no transition of ours (a non-animated call, or an
    /// animated one UIKit runs on its own, such as a call nested in a running transition), from
    /// our `viewWillAppear` hook to its `viewDidAppear` (or the replaced page's
    /// `viewDidDisappear`), with its `prefersNavigationBarHidden` and whether UIKit animates it.
    private var appearingPage: (page: PageID, prefersHidden: Bool?, animated: Bool)?
    /// The page a call brings on top with no transition of ours (a non-animated call, or a call
    /// nested in a running transition, which UIKit runs on its own), until its `viewWillAppear`.
    private var callIncoming: PageID?

    package init() {}

    /// True at rest: no transition, the real bar in front, no snapshot attached.
    package var isAtRest: Bool {
        phase == .idle && attached.isEmpty && barPlace == .front
    }

    /// Feeds one event and returns the commands to apply, with notes for diagnostics.
    ///
    /// - Parameter event: what happened, with the bar's state at that moment.
    /// - Returns: commands to apply in order, and notes saying what was decided or ignored.
    package mutating func handle(_ event: TransitionEvent) -> TransitionOutput {
        var out = TransitionOutput()
        trackTheAppsVisibility(event)
        if case .captureFinished(let page, let result) = event.kind {
            takeCapture(page, result, &out)
        } else if phase == .idle {
            handleIdle(event, &out)
        } else {
            handleRunning(event, &out)
        }
        return out
    }

    /// Who owns the bar's visibility at rest: the app's last call, and the pages it concerns.
    private mutating func trackTheAppsVisibility(_ event: TransitionEvent) {
        switch event.kind {
        case .appSetBarHidden(let hidden, _):
            // The app's choice, whatever the phase: pages without the option keep it.
            appBarHidden = hidden
            // Made on screen, it is the app's choice for the page on top; made as a page appears
            // (its own viewWillAppear before our hook, unannounced; SwiftUI's late call for a page
            // a call brought, see handleIdle), it leaves the choice as it was.
            if phase == .idle, let page = appearedPage, page != appearingPage?.page {
                appChoseVisibilityOf = event.bar.showsPage == page ? page : nil
            }
        case .willNavigate:
            appChoiceBeforeCall = appChoseVisibilityOf
            appChoseVisibilityOf = nil
            appearingPage = nil
            callIncoming = nil
        case .pageOptionsChanged(let page, let profile):
            if page == appChoseVisibilityOf { appChoseVisibilityOf = nil }
            if page == appearingPage?.page { appearingPage?.prefersHidden = profile.options.prefersNavigationBarHidden }
        case .viewWillAppear(let page, _, _):
            appearedPage = page
        case .viewDidAppear(let page):
            appearedPage = page
            appearingPage = nil
        case .viewWillDisappear(let page):
            if page == appearedPage { appearedPage = nil }
            appearingPage = nil
        case .viewDidDisappear(let page):
            if page == appearedPage { appearedPage = nil }
            // The page it replaced is gone: the call is over (its viewDidAppear may skip super).
            if page != appearingPage?.page { appearingPage = nil }
        default:
            break
        }
    }

    // MARK: - Idle

    private mutating func handleIdle(_ event: TransitionEvent, _ out: inout TransitionOutput) {
        switch event.kind {
        case .willNavigate(let call, let request):
            begin(call, request, bar: event.bar, &out)
        case .viewWillAppear(let page, let coordinatorPresent, let profile):
            // An appearance nobody announced: the root page at launch, a tab switch, or a transition
            // UIKit started on its own. It is left to UIKit; only the page's bar visibility is applied.
            out.note("decided: \(page) appears without an announced navigation: left to UIKit")
            guard page != appChoseVisibilityOf else {
                out.note("decided: \(page) keeps the bar visibility the app set while it was on top")
                return
            }
            // Only a page a navigation call brings: a non-animated call, or a call nested in a
            // running transition, which UIKit runs on its own once that one ends. At launch or a
            // tab switch, nothing of SwiftUI's comes after our hook.
            if page == callIncoming {
                appearingPage = (page, profile.options.prefersNavigationBarHidden, coordinatorPresent)
            }
            callIncoming = nil
            setBarHidden(restHidden(profile), animated: coordinatorPresent, bar: event.bar, &out)
        case .appSetBarHidden(let hidden, _):
            // A call after our hook heard the page appear, before it did (SwiftUI sets its
            // toolbar's visibility after super, or in the first layout): the page's option wins,
            // as it does over the page's own viewWillAppear.
            // (In a transition UIKit animates, the bar may take the page's item only as the
            // animation starts.)
            if let appearing = appearingPage, appearing.animated || appearing.page == event.bar.showsPage,
                let option = appearing.prefersHidden, option != hidden
            {
                out.note("decided: the app's call came while \(appearing.page) appears: its option wins")
                // With UIKit's transition, as the option read at its viewWillAppear is.
                setBarHidden(option, animated: appearing.animated, bar: event.bar, &out)
            }
        case .pageOptionsChanged(let page, let profile):
            // The page on top shows its new bar visibility at once; a covered page's takes
            // effect when it comes back.
            if event.bar.showsPage == page {
                setBarHidden(restHidden(profile), animated: true, bar: event.bar, &out)
            }
        case .animationWillStart, .interactionEnded, .transitionCompleted, .pageLaidOut:
            out.note("ignored: \(event.kind.name) with no transition running")
        default:
            break  // Nothing is cached at rest, so there is nothing to refresh or release.
        }
    }

    private mutating func begin(
        _ call: NavigationCall, _ request: NavigationRequest, bar: BarState, _ out: inout TransitionOutput
    ) {
        guard let intent = NavigationIntent.resolve(call, stack: request.stack) else {
            out.note("ignored: \(call) changes nothing visible on a stack of \(request.stack.count)")
            appChoseVisibilityOf = appChoiceBeforeCall  // no transition: the app's choice stands
            return
        }
        let fromProfile = request.profiles[intent.from], toProfile = request.profiles[intent.to]
        current = Transition(
            intent: intent, fromProfile: fromProfile ?? PageProfile(options: .init()), toProfile: toProfile ?? PageProfile(options: .init())
        )
        guard request.animated else {
            out.note("decided: \(intent) is not animated: nothing slides")
            // With no page on screen (a full-screen modal or another tab covers the stack), UIKit
            // brings it in unseen: it appears later, unannounced, as after a tab switch.
            callIncoming = appearedPage == nil ? nil : intent.to
            setBarHidden(restHidden(current.toProfile) ?? bar.isHidden, animated: false, bar: bar, &out)
            return
        }
        // A pop announced late, or a swipe announced at the .began of UIKit's own recognizer
        // (whose target, run first, has popped), may find the bar already holding the incoming
        // item: in the run-loop turn where it took it, the screen still shows the outgoing bar,
        // which is what the outgoing capture draws (`screenContents`).
        let showsOutgoing =
            bar.showsPage == intent.from || (request.isAnnouncedLate || request.isInteractivePop) && bar.showsPage == intent.to
        let reason: String? =
            if fromProfile == nil || toProfile == nil {
                "no profile for one of the pages"
            } else if let reason = SlideEligibility.outgoingReason(request: request, from: current.fromProfile, barHidden: bar.isHidden) {
                reason.description
            } else if !showsOutgoing { "the bar shows \(bar.showsPage?.description ?? "no page"), not the top page" } else { nil }
        if let reason { return abandon(because: reason, &out) }  // (nothing staged yet: only the note and the phase)
        // Whether the pages slide is decided as the animation starts. A whole bar is drawn from
        // the screen, which shows the outgoing bar only at rest: it is captured now (the decision
        // may discard it). A live background is built from the page's look, kept at the call by
        // the shell: it waits for the decision.
        current.carriage = BackgroundEligibility.carriage(from: current.fromProfile, to: current.toProfile)
        // UIKit asks the delegate inside the call (decompiled iOS 26.1): a delegate that implements
        // the method but whose answer no hook hears (a forwarding proxy) may animate it itself.
        current.awaitsAnimatorAnswer = request.delegateProvidesAnimator && !request.isInteractivePop && !request.isAnnouncedLate
        phase = .preparing
        if current.carriage == .wholeBars { capture(intent.from, .screenContents, &out) }
    }

    private mutating func capture(_ page: PageID, _ method: CaptureMethod, _ out: inout TransitionOutput) {
        current.setSlot(page, .capturing)
        out.append(.capture(page, method))
    }

    // MARK: - A running transition

    private mutating func handleRunning(_ event: TransitionEvent, _ out: inout TransitionOutput) {
        let wasAnnounced = current.clock == .announced
        var bar = event.bar
        let intent = current.intent
        if case .viewWillAppear(let page, _, _) = event.kind, page != intent.from, page != intent.to {
            // Another navigation has begun (iOS 26 preempts the running one, which completes
            // first; its end signals may not all come): this one is over for us.
            out.note("decided: \(page) appears: \(intent) is over")
            restore(&out)
            return handleIdle(event, &out)
        }
        // The facts every phase keeps (the pages' latest profiles, the coordinator, the clock) and
        // the bar's visibility: each page's option applied as it appears, the way apps do by hand
        // in viewWillAppear (UIKit animates it with its transition); the option wins over a call
        // of the app's that comes before the first frame, or as the outgoing page appears again.
        switch event.kind {
        case .didNavigate(let coordinatorPresent):
            observe(coordinatorPresent, &out)
        case .viewWillAppear(let page, let coordinatorPresent, let profile):  // intent.from or intent.to (see above)
            current.keep(profile, of: page)
            observe(coordinatorPresent, &out)
            if page == intent.from {
                // A cancelled swipe brings the outgoing page back: the frames are long under way.
                current.cancelled = true
                current.clock = .onScreen
            }
            bar.isHidden = setBarHidden(restHidden(profile), animated: coordinatorPresent, bar: bar, &out)
        case .pageOptionsChanged(let page, let profile):
            current.keep(profile, of: page)
            // SwiftUI's modifier sets them in its own update, after viewWillAppear or in the first
            // frame's layout: the visibility still goes with UIKit's transition.
            if page == intent.to, current.clock < .onScreen {
                bar.isHidden = setBarHidden(restHidden(profile), animated: true, bar: bar, &out)
            }
        case .pageBarChanged(let page, let profile):
            current.keep(profile, of: page)
        case .appSetBarHidden(let hidden, _) where current.clock < .onScreen || current.cancelled == true:
            if let option = current.appearing.options.prefersNavigationBarHidden, option != hidden {
                out.note("decided: the app's call came as \(current.top) appears: its option wins")
                bar.isHidden = setBarHidden(option, animated: true, bar: bar, &out)
            }
        case .animationWillStart:
            current.clock = max(current.clock, .started)
        case .nextTurn where current.clock == .started:
            current.clock = .onScreen
        case .interactionEnded(let cancelled):
            current.cancelled = cancelled
            current.clock = .onScreen
        default:
            break
        }
        if phase == .sliding || phase == .settling, bar.isHidden, !event.bar.isHidden {
            // A page's option hides the bar as it appears (the outgoing one again, as a swipe is
            // cancelled) while the pages carry bars: UIKit slides the bar with the page that shows it.
            abandon(because: "\(current.top)'s option hides the bar", &out)
        } else {
            switch phase {
            case .preparing: handlePreparing(event, bar, &out)
            case .sliding: handleSliding(event, bar, &out)
            case .settling: handleSettling(event, bar, &out)
            case .system, .idle: handleSystem(event, bar, &out)
            }
        }
        // Its first frame's turn tells when it is on screen.
        if case .animationWillStart = event.kind, wasAnnounced, phase != .idle {
            out.append(.waitForNextTurn)
        }
    }

    /// UIKit's transition must end for us too, whatever the pages' overrides skip.
    private mutating func observe(_ coordinatorPresent: Bool, _ out: inout TransitionOutput) {
        guard coordinatorPresent, !current.isObserving else { return }
        current.isObserving = true
        out.append(.observeTransition)
    }

    // MARK: - Preparing: staged, not decided

    private mutating func handlePreparing(_ event: TransitionEvent, _ bar: BarState, _ out: inout TransitionOutput) {
        switch event.kind {
        case .animationWillStart:
            // The one decision, as the animation starts: every `viewWillAppear` has run, both pages'
            // options and looks are known, and the bar shows what the app's calls left it.
            // (The outgoing page showed the bar at the call, whatever its option: the app's call won.)
            // Each page with the bar visibility it has at rest, whoever set it (its option or the
            // app's own call): a page without a bar has no height to change.
            var from = current.fromProfile, to = current.toProfile
            from.options.prefersNavigationBarHidden = false
            to.options.prefersNavigationBarHidden = restHidden(current.toProfile) ?? bar.isHidden
            let carriageChanged = BackgroundEligibility.carriage(from: from, to: to) != current.carriage
            if let reason = current.awaitsAnimatorAnswer
                ? "the delegate implements the animator method; no answer was heard"
                : SlideEligibility.fallbackReason(from: from, to: to, operation: current.intent.operation)?.description
                    ?? (carriageChanged ? "what the pages carry changed" : nil)
            {
                return abandon(because: reason, &out)
            }
            out.note("decided: \(current.intent) slides \(current.carriage == .wholeBars ? "whole bars" : "backgrounds only")")
            phase = .sliding
            if current.from == .pending { capture(current.intent.from, .liveBackground, &out) }
            captureIncoming(bar, &out)
        case .delegateAnsweredAnimator(let custom):
            current.awaitsAnimatorAnswer = false
            if custom { abandon(because: "the delegate answered its own animator", &out) }
        case .willNavigate(let call, let request):
            if NavigationIntent.resolve(call, stack: request.stack) == current.intent {
                // The same call heard twice: the back button reaches both the bar delegate's
                // `navigationBar(_:shouldPop:)` and the package `popViewController(animated:)`.
                return out.note("ignored: \(call) announced again while \(current.intent) is prepared")
            }
            // UIKit's handling of a call made before the first frame is not ours to guess.
            abandon(because: "a second navigation arrived before the first frame", &out)
            handleSystem(event, bar, &out)  // the call is UIKit's, as in any transition UIKit runs
        case .transitionCompleted(true):  // (before the decision, so before UIKit began anything)
            undoCall(&out)
        case .transitionCompleted, .viewDidAppear, .viewDidDisappear:
            // The transition ended before it ever animated (UIKit dropped or finished it at once).
            out.note("decided: \(current.intent) ended before its first frame (\(event.kind.name))")
            restore(&out)
        case .environmentChanged:
            abandon(because: "the environment changed before the first frame", &out)
        case .pageLaidOut(let page, let placement):
            relayout(page, placement, &out)
        default:
            break
        }
    }

    /// Captures the incoming page once the bar shows it: at once, or as this run-loop turn ends
    /// (UIKit gives the bar its item after the alongside blocks, iOS 26.1), before its frame.
    private mutating func captureIncoming(_ bar: BarState, _ out: inout TransitionOutput) {
        guard bar.showsPage == current.intent.to else {
            out.append(.waitForTurnEnd)
            return
        }
        if case .behind(concealed: true) = barPlace { moveBar(to: .behind(concealed: false), &out) }  // a concealed bar draws nothing
        // The bar took the incoming item in this run-loop turn; the screen still shows the
        // outgoing bar, so only the layer tree has the incoming look.
        capture(current.intent.to, current.carriage == .backgroundsOnly ? .liveBackground : .layerTree, &out)
    }

    // MARK: - Sliding

    private mutating func handleSliding(_ event: TransitionEvent, _ bar: BarState, _ out: inout TransitionOutput) {
        switch event.kind {
        case .turnEnded:
            if bar.isHidden {
                // Still hidden: UIKit slides it away with its own transition.
                abandon(because: "the app hid the bar", &out)
            } else if current.to == .pending, bar.showsPage == current.intent.to {
                captureIncoming(bar, &out)
            } else if current.to == .pending {
                abandon(because: "the bar never showed \(current.intent.to) before the first frame", &out)
            }
        case .appSetBarHidden(true, _):
            // The app hides the bar mid-transition (in a cancelled swipe's viewWillAppear, where
            // its code may show it again after super): decided as the turn ends, before its frame.
            if bar.isHidden { out.append(.waitForTurnEnd) }
        case .pageOptionsChanged(let page, _) where page != current.intent.to || current.clock >= .onScreen:
            // Decided already: only a hidden bar (above) still goes with UIKit's transition.
            out.note("ignored: \(page)'s options came after the first frame: they take effect with the next transition")
        case .transitionCompleted, .viewDidAppear, .viewDidDisappear:
            // The transition has ended: the page on top must be shown by the real bar before it returns.
            guard let cancelled = endsCancelled(event.kind) else { return }
            if case .transitionCompleted = event.kind { current.ended.insert(.completion) }
            if current.cancelled == nil { current.cancelled = cancelled }
            settle(bar: bar, &out)
            if case .viewDidAppear(current.top) = event.kind, phase == .settling { current.ended.insert(.topDidAppear) }
        case .pageLaidOut(let page, let placement):
            relayout(page, placement, &out)
        case .environmentChanged:
            // Snapshots of the old size or appearance would be wrong for the rest of the slide.
            abandon(because: "the environment changed mid-transition", &out)
        default:
            // A call: UIKit may ignore it, defer it or cut the running transition short; whichever
            // it does, the running transition's own end signals still arrive, so the slide carries
            // on, and the call is UIKit's, as during a transition UIKit runs.
            handleSystem(event, bar, &out)
        }
    }

    /// Whether an end signal of the running transition says it was cancelled (the outgoing page
    /// stays on top); `nil` for any other event.
    private func endsCancelled(_ kind: TransitionEventKind) -> Bool? {
        let intent = current.intent
        switch kind {
        case .transitionCompleted(let cancelled): return cancelled
        case .viewDidAppear(intent.from), .viewDidDisappear(intent.to): return true
        case .viewDidAppear(intent.to), .viewDidDisappear(intent.from): return false
        default: return nil
        }
    }

    // MARK: - Settling

    private mutating func handleSettling(_ event: TransitionEvent, _ bar: BarState, _ out: inout TransitionOutput) {
        switch event.kind {
        case .willNavigate:
            restore(&out)
            out.note("decided: a new navigation ends the settling of \(current.intent)")
            return handleIdle(event, &out)
        case .transitionCompleted(let cancelled):
            current.ended.insert(.completion)
            // The coordinator's word wins over a page's callback (a page a full-screen modal
            // covers mid-push disappears although the push completed).
            current.cancelled = cancelled
        case .viewDidAppear(current.top):
            current.ended.insert(.topDidAppear)
        case .appSetBarHidden(false, _) where !bar.isHidden:
            break  // shows the bar the slide carries (a page's viewDidAppear): the pages keep it to the end
        case .environmentChanged, .appSetBarHidden:
            // The app changes the bar while it settles: the bar is the app's again.
            return restore(&out)
        case .pageOptionsChanged:
            // A page's new option is applied as at rest.
            restore(&out)
            return handleIdle(event, &out)
        default:
            break
        }
        // Without observed callbacks there is no completion to wait for.
        if current.ended.contains(.topDidAppear), current.ended.contains(.completion) || !current.isObserving {
            // Every end signal is in: nothing more will move the bar, so waiting longer cannot help.
            if bar.showsPage != current.top {
                out.note("decided: the bar does not show \(current.top) after \(current.intent) ended; restored anyway")
            }
            return restore(&out)
        }
        settle(bar: bar, &out)
    }

    private mutating func settle(bar: BarState, _ out: inout TransitionOutput) {
        guard bar.showsPage == current.top else {
            // The top page's own snapshot covers the bar exactly at rest, so waiting is invisible.
            phase = .settling
            return
        }
        restore(&out)
        // An option that came after the first frame is applied once the transition has settled.
        setBarHidden(current.appearing.options.prefersNavigationBarHidden, animated: false, bar: bar, &out)
    }

    // MARK: - System

    private mutating func handleSystem(_ event: TransitionEvent, _ bar: BarState, _ out: inout TransitionOutput) {
        if case .transitionCompleted(true) = event.kind, current.clock == .announced { return undoCall(&out) }
        // The incoming page disappearing is no cancel the coordinator has not said (a modal covers it).
        if case .viewDidDisappear(current.intent.to) = event.kind, current.cancelled == nil, current.isObserving { return }
        if let cancelled = endsCancelled(event.kind) {
            if current.cancelled == nil { current.cancelled = cancelled }
            restore(&out)
            // The page's own option, else the visibility the app last set (nothing if neither).
            setBarHidden(restHidden(current.appearing), animated: false, bar: bar, &out)
            return
        }
        if case .willNavigate(let call, let request) = event.kind {
            out.note("ignored: \(call) during \(current.intent): left to UIKit")
            callIncoming = NavigationIntent.resolve(call, stack: request.stack)?.to
        }
    }

    /// A call that ended, cancelled, before UIKit began anything (the bar refused the pop, UIKit
    /// raised): nothing moved, so what was staged for it is undone and the bar's visibility stays
    /// the app's, as before the call.
    private mutating func undoCall(_ out: inout TransitionOutput) {
        out.note("decided: \(current.intent) never began: undone")
        restore(&out)
        appChoseVisibilityOf = appChoiceBeforeCall
    }

    // MARK: - Shared steps

    /// Attaches a page's image; the outgoing one stages the real bar (behind the pages, or on
    /// glass only its background concealed), both together conceal it while whole bars slide.
    /// A capture nobody waits for any more (the transition ended or went to UIKit meanwhile) has
    /// its image released.
    private mutating func takeCapture(_ page: PageID, _ result: CaptureResult, _ out: inout TransitionOutput) {
        guard phase != .idle, current.slot(page) == .capturing else {
            out.note("ignored: capture of \(page) was not asked for")
            if case .image = result, !attached.contains(page) { out.append(.discard(page)) }
            return
        }
        switch result {
        case .failed(let reason):
            return abandon(because: "capture of \(page) failed: \(reason)", &out)
        case .noBar:
            return abandon(because: "the bar is hidden for \(page)", &out)
        case .image(let boundary, let placement):
            let frame = SnapshotGeometry.frameInPage(boundary: boundary, placement: placement)
            guard placement.shows(frame) else { return abandon(because: "\(page)'s view cannot show its bar image", &out) }
            current.setSlot(page, .attached(boundary: boundary, frame: frame))
            attached.insert(page)
            out.append(.attach(page, frame))
        }
        // Until both pages carry their bars the real bar stays in front: a frame committed
        // meanwhile shows UIKit's own bar, never a page without one.
        if phase == .sliding, current.from.isAttached, current.to.isAttached {
            moveBar(to: current.carriage == .backgroundsOnly ? .backgroundConcealed : .behind(concealed: true), &out)
            out.note("decided: \(current.intent): both bars staged, sliding")
        }
    }

    private mutating func relayout(_ page: PageID, _ placement: PagePlacement, _ out: inout TransitionOutput) {
        guard case .attached(let boundary, let frame) = current.slot(page) else { return }
        let moved = SnapshotGeometry.frameInPage(boundary: boundary, placement: placement)
        guard moved != frame else { return }
        guard placement.shows(moved) else { return abandon(because: "\(page)'s view cannot show its bar image", &out) }
        current.setSlot(page, .attached(boundary: boundary, frame: moved))
        out.append(.attach(page, moved))
    }

    /// Gives the transition to UIKit: snapshots away, the real bar back in front.
    private mutating func abandon(because reason: String, _ out: inout TransitionOutput) {
        out.note("decided: \(current.intent) left to UIKit: \(reason)")
        restore(&out)
        current.from = .pending
        current.to = .pending
        phase = .system
    }

    /// Back to rest: everything of ours off the screen (every image released), the real bar in front.
    private mutating func restore(_ out: inout TransitionOutput) {
        for page in attached.sorted(by: { $0.rawValue < $1.rawValue }) {
            out.append(.discard(page))
        }
        attached.removeAll()
        moveBar(to: .front, &out)
        phase = .idle
        // A cancel that ends before the page that stays appears again (UIKit may send its
        // viewWillAppear only at the end): that page comes back as a call's incoming page does.
        if current.cancelled == true, appearedPage != current.intent.from { callIncoming = current.intent.from }
    }

    /// The fewest commands that take the real bar from one place (the key) to another; none
    /// between places no transition goes through.
    private static let barMoves: [BarPlace: [BarPlace: [TransitionCommand]]] = [
        .front: [
            .behind(concealed: true): [.sendBarBehind, .setBarConcealed(true)], .behind(concealed: false): [.sendBarBehind],
            .backgroundConcealed: [.setBarBackgroundConcealed(true)],
        ],
        .behind(concealed: true): [
            .behind(concealed: false): [.setBarConcealed(false)], .front: [.setBarConcealed(false), .bringBarToFront],
        ],
        .behind(concealed: false): [.behind(concealed: true): [.setBarConcealed(true)], .front: [.bringBarToFront]],
        .backgroundConcealed: [.front: [.setBarBackgroundConcealed(false)]],
    ]

    /// Puts the real bar where it is wanted.
    private mutating func moveBar(to place: BarPlace, _ out: inout TransitionOutput) {
        out.commands += Self.barMoves[barPlace]?[place] ?? []
        barPlace = place
    }

    /// Hides or shows the real bar unless it already is; returns the visibility it then has.
    @discardableResult
    private mutating func setBarHidden(_ hidden: Bool?, animated: Bool, bar: BarState, _ out: inout TransitionOutput) -> Bool {
        guard let hidden, bar.isHidden != hidden else { return bar.isHidden }
        // The first change the engine makes: the visibility until now was the app's.
        if appBarHidden == nil { appBarHidden = bar.isHidden }
        out.append(.setBarHidden(hidden, animated: animated))
        return hidden
    }

    /// The bar visibility a page has at rest on top: its own option, else the app's; `nil` when
    /// neither exists (nothing to change).
    private func restHidden(_ profile: PageProfile) -> Bool? {
        profile.options.prefersNavigationBarHidden ?? appBarHidden
    }

}

/// The engine's answer to one event.
package struct TransitionOutput: Sendable, Hashable {
    /// Commands to apply, in order.
    package var commands: [TransitionCommand] = []
    /// What the engine decided (`decided: …`: what slides, what is left to UIKit and why) or
    /// ignored (`ignored: …`: an event out of place, duplicated, or for an unknown page), for
    /// diagnostics (`SlidingNavigationBar.diagnostics`).
    package var notes: [String] = []

    package init() {}

    mutating func append(_ command: TransitionCommand) { commands.append(command) }
    mutating func note(_ note: String) { notes.append(note) }
}

extension TransitionEventKind {
    /// The event's name without its payload, for notes.
    package var name: String { String(String(describing: self).prefix { $0 != "(" }) }
}
