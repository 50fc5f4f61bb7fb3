/// The transition state machine: one per navigation controller.
///
/// The shell forwards what UIKit does as ``TransitionEvent``s and applies the returned
/// ``TransitionCommand``s in order. The engine never assumes an unconfirmed UIKit ordering:
/// - it captures the outgoing page at the navigation call, while the bar still shows it at rest,
///   and the incoming page once every `viewWillAppear` has run (the animation's start, or the end
///   of that run-loop turn where the bar takes its item later) and the bar shows it (``BarState``);
/// - a page that hides the bar next to one that shows it is UIKit's own transition;
/// - it ends a transition at whichever end signal comes first (coordinator completion, the
///   did-appear or did-disappear of either page), and brings the real bar back only once the bar
///   shows the page left on top;
/// - while sliding it conceals the real bar behind the pages, so only snapshots are on screen;
/// - it re-decides with the incoming page's own options when they arrive (set in `viewDidLoad`);
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
    /// Pages whose snapshot is attached to their view right now.
    package private(set) var attached: Set<PageID> = []
    /// Images the shell keeps unattached (``TransitionCommand/detach(_:)``): a page whose bar
    /// visibility the app flipped after its capture, whose bar may come back in this transition
    /// with the same look. Each with where it was captured and attached; released at the end,
    /// or as soon as any bar look changes.
    package private(set) var detached: [PageID: KeptImage] = [:]
    /// Whether the engine has sent the real bar behind the pages.
    package private(set) var isBarBehind = false
    /// Whether the engine has made the real bar invisible behind the pages.
    package private(set) var isBarConcealed = false
    /// Whether the engine has concealed the real bar's background (``SlideCarriage/backgroundsOnly``).
    package private(set) var isBarBackgroundConcealed = false
    /// The bar visibility that belongs to the app: what it last set with
    /// `setNavigationBarHidden`, or the visibility the bar had before the engine first changed it.
    /// `nil` while neither happened. A page without `prefersNavigationBarHidden` gets this back.
    package private(set) var appBarHidden: Bool?
    /// The page on top when the app last called `setNavigationBarHidden` at rest: its call then
    /// wins over that page's `prefersNavigationBarHidden` until another transition or a new
    /// option, so an appearance nobody announced (a tab switch back) does not apply the option again.
    package private(set) var appChoseVisibilityOf: PageID?
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
        phase == .idle && attached.isEmpty && detached.isEmpty && !isBarBehind && !isBarConcealed && !isBarBackgroundConcealed
    }

    /// Feeds one event and returns the commands to apply, with notes for diagnostics.
    ///
    /// - Parameter event: what happened, with the bar's state at that moment.
    /// - Returns: commands to apply in order, and notes saying what was decided or ignored.
    package mutating func handle(_ event: TransitionEvent) -> TransitionOutput {
        var out = TransitionOutput()
        if case .appSetBarHidden(let hidden, _) = event.kind {
            // The app's choice, whatever the phase: pages without the option keep it.
            appBarHidden = hidden
        }
        switch event.kind {
        case .appSetBarHidden where phase == .idle:
            appChoseVisibilityOf = appearedPage != nil && event.bar.showsPage == appearedPage ? appearedPage : nil
        case .willNavigate: appChoseVisibilityOf = nil
        case .pageOptionsChanged(let page, _) where page == appChoseVisibilityOf: appChoseVisibilityOf = nil
        case .viewWillAppear(let page, _, _), .viewDidAppear(let page): appearedPage = page
        case .viewWillDisappear(let page), .viewDidDisappear(let page): if page == appearedPage { appearedPage = nil }
        default: break
        }
        switch event.kind {
        case .pageOptionsChanged(let page, let profile) where page == appearingPage?.page:
            appearingPage?.prefersHidden = profile.options.prefersNavigationBarHidden
        case .willNavigate:
            appearingPage = nil
            callIncoming = nil
        case .viewDidAppear, .viewWillDisappear: appearingPage = nil
        case .viewDidDisappear(let page) where page != appearingPage?.page:
            appearingPage = nil  // the page it replaced is gone: the call is over (its viewDidAppear may skip super)
        default: break
        }
        switch event.kind {
        case .pageBarChanged(let page, let profile) where knownProfile(of: page) != profile: releaseDetached(&out)
        case .environmentChanged, .memoryWarning: releaseDetached(&out)
        default: break
        }
        switch phase {
        case .idle: handleIdle(event, &out)
        case .preparing(let slide): handlePreparing(slide, event, &out)
        case .sliding(let slide): handleSliding(slide, event, &out)
        case .settling(let slide): handleSettling(slide, event, &out)
        case .system(let system): handleSystem(system, event, &out)
        }
        return out
    }

    // MARK: - Idle

    private mutating func handleIdle(_ event: TransitionEvent, _ out: inout TransitionOutput) {
        switch event.kind {
        case .willNavigate(let call, let request):
            begin(call, request, bar: event.bar, &out)
        case .viewWillAppear(let page, let coordinatorPresent, let profile):
            // An appearance nobody announced: the root page at launch, a tab switch, or a transition
            // UIKit started on its own. It is left to UIKit; only the page's bar visibility is applied.
            out.note(.decided("\(page) appears without an announced navigation: left to UIKit"))
            guard page != appChoseVisibilityOf else {
                out.note(.decided("\(page) keeps the bar visibility the app set while it was on top"))
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
                out.note(.decided("the app's call came while \(appearing.page) appears: its option wins"))
                // With UIKit's transition, as the option read at its viewWillAppear is.
                setBarHidden(option, animated: appearing.animated, bar: event.bar, &out)
            }
        case .captureFinished(let page, let result):
            out.note(.ignored("capture of \(page) finished with no transition running"))
            releaseOrphan(page, result, &out)
        case .pageOptionsChanged(let page, let profile):
            // The page on top shows its new bar visibility at once; a covered page's takes
            // effect when it comes back.
            if event.bar.showsPage == page {
                setBarHidden(restHidden(profile), animated: true, bar: event.bar, &out)
            }
        case .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .didNavigate,
            .environmentChanged, .memoryWarning, .delegateAnsweredAnimator, .barAnimationEnded,
            .pageBarChanged:
            break  // Nothing is cached at rest, so there is nothing to refresh or release.
        case .nextTurn, .turnEnded:
            break  // A turn asked for by a transition that has since ended.
        case .animationWillStart, .interactionEnded, .transitionCompleted, .pageLaidOut:
            out.note(.ignored("\(event.kind.name) with no transition running"))
        }
    }

    private mutating func begin(
        _ call: NavigationCall, _ request: NavigationRequest, bar: BarState, _ out: inout TransitionOutput
    ) {
        guard let intent = NavigationIntent.resolve(call, stack: request.stack) else {
            out.note(.ignored("\(call) changes nothing visible on a stack of \(request.stack.count)"))
            return
        }
        guard let fromProfile = request.profiles[intent.from], let toProfile = request.profiles[intent.to] else {
            out.note(.ignored("\(intent): no profile for one of the pages; left to UIKit"))
            phase = .system(SystemTransition(intent: intent))
            return
        }
        let toHidden = restHidden(toProfile) ?? bar.isHidden
        // A pop announced late, or a swipe announced at the .began of UIKit's own recognizer
        // (whose target, run first, has popped), may find the bar already holding the incoming
        // item: in the run-loop turn where it took it, the screen still shows the outgoing bar,
        // which is what the outgoing capture draws (`screenContents`).
        let barTookIncomingItem = (request.isAnnouncedLate || request.isInteractivePop) && bar.showsPage == intent.to
        // Implementing the delegate method is not choosing an animator: the delegate's answer
        // (`delegateAnsweredAnimator`, inside the call) decides.
        var request = request
        request.delegateProvidesAnimator = false
        guard request.animated else {
            out.note(.decided("\(intent) is not animated: nothing slides"))
            callIncoming = intent.to
            setBarHidden(toHidden, animated: false, bar: bar, &out)
            return
        }
        if let reason = SlideEligibility.fallbackReason(
            request: request, from: Self.atRest(fromProfile, hidden: bar.isHidden), to: Self.atRest(toProfile, hidden: toHidden),
            operation: intent.operation)
        {
            out.note(.decided("\(intent) left to UIKit: \(reason)"))
            var system = SystemTransition(
                intent: intent, fromPrefersHidden: fromProfile.options.prefersNavigationBarHidden,
                toPrefersHidden: toProfile.options.prefersNavigationBarHidden)
            // The bar's visibility is applied as the incoming page appears (its viewWillAppear),
            // the way apps do by hand, and UIKit animates it with its transition.
            // A backgrounds' or a height's reason may still be lifted by the incoming page's own
            // options or look before the first frame (its viewDidLoad, SwiftUI's toolbar).
            if reason.mayLiftWithIncomingOptions || reason.isBackgrounds, fromProfile.options.isEnabled,
                bar.showsPage == intent.from || barTookIncomingItem
            {
                system.provisional = ProvisionalSlide(fromProfile: fromProfile)
                system.provisional?.byBackgrounds = reason.isBackgrounds
            }
            phase = .system(system)
            return
        }
        guard bar.showsPage == intent.from || barTookIncomingItem else {
            out.note(.decided("\(intent) left to UIKit: the bar shows \(bar.showsPage?.description ?? "no page"), not the top page"))
            phase = .system(
                SystemTransition(
                    intent: intent, fromPrefersHidden: fromProfile.options.prefersNavigationBarHidden,
                    toPrefersHidden: toProfile.options.prefersNavigationBarHidden))
            return
        }
        var slide = Slide(intent: intent, fromProfile: fromProfile, toProfile: toProfile)
        slide.carriage = SlideEligibility.carriage(from: fromProfile, to: toProfile)
        out.note(.decided("\(intent) slides \(slide.carriage == .wholeBars ? "whole bars" : "backgrounds only")"))
        startPreparing(&slide, bar: bar, &out)
    }

    /// Enters `preparing` with the outgoing page's bar: a capture of the screen, which at rest
    /// shows the outgoing page's bar with its blur.
    private mutating func startPreparing(_ slide: inout Slide, bar: BarState, _ out: inout TransitionOutput) {
        if let kept = detached[slide.intent.from], kept.carriage == slide.carriage {
            // Captured at the call, kept while the transition was UIKit's (``abandon``): the same
            // image, which no look change has made stale.
            out.note(.decided("\(slide.intent.from)'s image from the call is attached again"))
            reattach(slide.intent.from, kept, &slide, &out)
            phase = .preparing(slide)
            stageOutgoing(&slide, bar: bar, &out)
        } else {
            slide.from = .capturing
            phase = .preparing(slide)
            out.append(.capture(slide.intent.from, slide.carriage == .backgroundsOnly ? .liveBackground : .screenContents))
        }
    }

    // MARK: - Preparing

    private mutating func handlePreparing(_ slide: Slide, _ event: TransitionEvent, _ out: inout TransitionOutput) {
        var slide = slide
        switch event.kind {
        case .captureFinished(let page, let result):
            guard slide.capturing(page) else {
                out.note(.ignored("capture of \(page) was not asked for"))
                releaseOrphan(page, result, &out)
                return
            }
            switch result {
            case .failed(let reason):
                abandon(slide.intent, because: "capture of \(page) failed: \(reason)", &out)
                return
            case .noBar:
                slide.setSlot(page, .noBar)
            case .image(let boundary, let placement):
                let frame = SnapshotGeometry.frameInPage(boundary: boundary, placement: placement)
                slide.setSlot(page, .attached(boundary: boundary, frame: frame))
                attached.insert(page)
                out.append(.attach(page, frame: frame))
            }
            if page == slide.intent.from {
                stageOutgoing(&slide, bar: event.bar, &out)
                return
            }
        case .didNavigate(let coordinatorPresent), .viewWillAppear(_, let coordinatorPresent, _):
            observeIfNeeded(&slide, coordinatorPresent: coordinatorPresent, &out)
            if case .viewWillAppear(let page, _, let profile) = event.kind, page == slide.intent.to,
                takeIncomingProfile(&slide, profile, event, &out)
            {
                return
            }
        case .pageOptionsChanged(let page, let profile) where page == slide.intent.to:
            if takeIncomingProfile(&slide, profile, event, &out) { return }
        case .pageBarChanged(let page, let profile) where page == slide.intent.to:
            if takeIncomingLook(&slide, profile, event, &out) { return }
        case .animationWillStart:
            slide.animationStarted = true
            // The incoming page is captured below (advanceIncoming), then the first frame is
            // waited for.
            if abandonIfBarHidden(slide, event.bar, &out) { return }
        case .nextTurn where slide.animationStarted:
            slide.firstFrameShown = true
        case .willNavigate(let call, let request):
            if NavigationIntent.resolve(call, stack: request.stack) == slide.intent {
                // The same call heard twice: the back button reaches both the bar delegate's
                // `navigationBar(_:shouldPop:)` and the package `popViewController(animated:)`.
                out.note(.ignored("\(call) announced again while \(slide.intent) is prepared"))
                break
            }
            // UIKit's handling of a call made before the first frame is not ours to guess.
            out.note(.ignored("\(call) while \(slide.intent) is being prepared; left to UIKit"))
            abandon(slide.intent, because: "a second navigation arrived before the first frame", &out)
            callIncoming = NavigationIntent.resolve(call, stack: request.stack)?.to
            return
        case .transitionCompleted, .viewDidAppear, .viewDidDisappear:
            // The transition ended before it ever animated (UIKit dropped or finished it at once).
            out.note(.decided("\(slide.intent) ended before its first frame (\(event.kind.name))"))
            restore(&out)
            return
        case .environmentChanged:
            abandon(slide.intent, because: "the environment changed before the first frame", &out)
            return
        case .pageLaidOut(let page, let placement):
            relayout(&slide, page, placement, &out)
        case .delegateAnsweredAnimator(let custom):
            if custom {
                abandon(slide.intent, because: "the delegate answered its own animator", &out)
                return
            }
            out.note(.decided("the delegate answered no animator: UIKit's own slide"))
        case .viewIsAppearing, .viewWillDisappear, .interactionEnded, .appSetBarHidden, .turnEnded, .memoryWarning, .pageOptionsChanged,
            .nextTurn,
            .barAnimationEnded, .pageBarChanged:
            break
        }
        phase = .preparing(slide)
        advanceIncoming(&slide, event, &out)
        // Still ours once the animation started: its first frame's turn tells when it is on screen.
        if case .animationWillStart = event.kind {
            switch phase {
            case .preparing, .sliding: waitForFirstFrame(slide, &out)
            default: break
            }
        }
    }

    /// The outgoing page is staged: the bar goes behind the pages.
    private mutating func stageOutgoing(_ slide: inout Slide, bar: BarState, _ out: inout TransitionOutput) {
        if slide.carriage == .backgroundsOnly {
            // The real bar stays in front, its items UIKit's; only its background gives way to
            // the ones the pages carry.
            setBarBackgroundConcealed(true, &out)
        } else if !isBarBehind {
            isBarBehind = true
            out.append(.sendBarBehind)
        }
        phase = .preparing(slide)
        // The bar may already show the incoming page (UIKit switched it at the call).
        advanceIncoming(&slide, TransitionEvent(.viewIsAppearing(slide.intent.to), bar: bar), &out)
    }

    /// Captures the incoming page as soon as the bar shows it; starts sliding once both are ready.
    private mutating func advanceIncoming(_ slide: inout Slide, _ event: TransitionEvent, _ out: inout TransitionOutput) {
        guard case .preparing = phase else { return }
        let to = slide.intent.to
        if slide.backgroundCheckPending, !checkBackgroundsAgain(&slide, event, &out) { return }
        if slide.to == .pending, !slide.animationStarted {
            // Captured once every viewWillAppear has run, as the animation starts (the
            // coordinator's alongside block): the app styles the shared bar in the incoming
            // page's viewWillAppear, after super, and no hook of ours hears it.
            phase = .preparing(slide)
            return
        }
        if slide.to == .pending {
            if abandonIfBarHidden(slide, event.bar, &out) { return }
            if event.bar.showsPage == to {
                if let kept = detached[to], kept.carriage == slide.carriage {
                    // Its bar was drawn earlier in this transition and no look changed since: the
                    // same image is attached again.
                    out.note(.decided("\(to) shows the bar again: its image is attached again, not captured"))
                    reattach(to, kept, &slide, &out)
                } else {
                    slide.to = .capturing
                    phase = .preparing(slide)
                    setBarConcealed(false, &out)  // a concealed bar would draw nothing
                    // The bar took the incoming item in this run-loop turn; the screen still shows
                    // the outgoing bar, so only the layer tree has the incoming look.
                    out.append(.capture(to, incomingCaptureMethod(slide)))
                    return
                }
            } else if case .animationWillStart = event.kind {
                // UIKit gives the bar its item after the alongside blocks (iOS 26.1): captured as
                // the turn ends, before its frame is committed.
                out.append(.waitForTurnEnd)
            } else if slide.animationStarted {
                abandon(slide.intent, because: "the bar never showed \(to) before the first frame", &out)
                return
            }
        }
        if slide.from.isReady && slide.to.isReady {
            out.note(.decided("\(slide.intent): both bars staged, sliding"))
            if slide.carriage == .wholeBars { setBarConcealed(true, &out) }
            phase = .sliding(slide)
        } else {
            phase = .preparing(slide)
        }
    }

    // MARK: - Sliding

    private mutating func handleSliding(_ slide: Slide, _ event: TransitionEvent, _ out: inout TransitionOutput) {
        var slide = slide
        switch event.kind {
        case .interactionEnded(let cancelled):
            slide.cancelled = cancelled
            slide.animationStarted = true
            slide.firstFrameShown = true
        case .transitionCompleted(cancelled: true) where !slide.isObserving && !slide.animationStarted:
            // Staged before the call, then ended with nothing moved and no coordinator ever seen
            // (a call UIKit rejected, a pop the bar refused): as before the first frame.
            out.note(.decided("\(slide.intent) ended before its first frame (\(event.kind.name))"))
            restore(&out)
            return
        case .transitionCompleted(let cancelled):
            slide.completionSeen = true
            finish(&slide, cancelled: cancelled, bar: event.bar, &out)
            return
        case .viewDidAppear(let page) where page == slide.intent.to || page == slide.intent.from:
            finish(&slide, cancelled: page == slide.intent.from, bar: event.bar, &out)
            return
        case .viewDidDisappear(let page) where page == slide.intent.to || page == slide.intent.from:
            finish(&slide, cancelled: page == slide.intent.to, bar: event.bar, &out)
            return
        case .pageLaidOut(let page, let placement):
            relayout(&slide, page, placement, &out)
        case .didNavigate(let coordinatorPresent), .viewWillAppear(_, let coordinatorPresent, _):
            observeIfNeeded(&slide, coordinatorPresent: coordinatorPresent, &out)
            if case .viewWillAppear(let page, _, let profile) = event.kind, page == slide.intent.from {
                // A cancelled swipe brings the outgoing page back: the frames are long under way.
                slide.animationStarted = true
                slide.firstFrameShown = true
                slide.cancelled = true
                if profile.options.prefersNavigationBarHidden == true, !event.bar.isHidden {
                    // Its option comes back as it appears again (over a call the app made at
                    // rest), as a page hiding the bar in its own viewWillAppear does: a page that
                    // hides the bar, whose cancel UIKit animates.
                    abandon(slide.intent, because: "\(page) hides the bar again as the swipe is cancelled", &out)
                    setBarHidden(true, animated: true, bar: event.bar, &out)
                    return
                }
            }
            if case .viewWillAppear(let page, _, let profile) = event.kind, page == slide.intent.to,
                takeIncomingProfile(&slide, profile, event, &out)
            {
                return
            }
        case .pageOptionsChanged(let page, let profile) where page == slide.intent.to:
            if takeIncomingProfile(&slide, profile, event, &out) { return }
        case .pageBarChanged(let page, let profile) where page == slide.intent.to:
            if takeIncomingLook(&slide, profile, event, &out) { return }
        case .nextTurn where slide.animationStarted:
            slide.firstFrameShown = true
        case .willNavigate(let call, let request):
            // UIKit may ignore it, defer it or cut the running transition short; whichever it does,
            // the running transition's own end signals still arrive, so the slide carries on.
            out.note(.ignored("\(call) during \(slide.intent); left to UIKit"))
            callIncoming = NavigationIntent.resolve(call, stack: request.stack)?.to
        case .environmentChanged:
            // Snapshots of the old size or appearance would be wrong for the rest of the slide.
            abandon(slide.intent, because: "the environment changed mid-transition", &out)
            return
        case .memoryWarning:
            out.note(.ignored("memory warning mid-transition: the two snapshots are still needed"))
        case .delegateAnsweredAnimator(let custom):
            if custom, !slide.animationStarted {
                // The bar switched at the call, so both bars were staged before the answer came.
                abandon(slide.intent, because: "the delegate answered its own animator", &out)
                return
            }
            out.note(custom ? .ignored("custom animator answered after the first frame") : .decided("the delegate answered no animator"))
        case .appSetBarHidden(true, _) where slide.animationStarted:
            // The app hides the bar mid-transition (in a cancelled swipe's viewWillAppear, where
            // its code may show it again after super): decided as the turn ends, before its frame.
            out.append(.waitForTurnEnd)
        case .turnEnded:
            // Still hidden: UIKit slides it away with its own transition.
            if abandonIfBarHidden(slide, event.bar, &out) { return }
        case .captureFinished(let page, let result):
            out.note(.ignored("capture of \(page) was not asked for"))
            releaseOrphan(page, result, &out)
        case .viewDidAppear(let page), .viewDidDisappear(let page):
            out.note(.ignored("appearance callback of \(page), which is not part of \(slide.intent)"))
        case .animationWillStart:
            slide.animationStarted = true
            if abandonIfBarHidden(slide, event.bar, &out) { return }
            waitForFirstFrame(slide, &out)
        case .viewIsAppearing, .viewWillDisappear, .pageOptionsChanged, .nextTurn, .barAnimationEnded, .pageBarChanged,
            .appSetBarHidden:
            break
        }
        phase = .sliding(slide)
    }

    /// The transition has ended: the page on top must be shown by the real bar before it returns.
    private mutating func finish(_ slide: inout Slide, cancelled: Bool, bar: BarState, _ out: inout TransitionOutput) {
        let cancelled = slide.cancelled ?? cancelled
        slide.cancelled = cancelled
        let top = cancelled ? slide.intent.from : slide.intent.to
        settle(slide, top: top, bar: bar, &out)
    }

    // MARK: - Settling

    private mutating func handleSettling(_ slide: Slide, _ event: TransitionEvent, _ out: inout TransitionOutput) {
        var slide = slide
        let top = (slide.cancelled ?? false) ? slide.intent.from : slide.intent.to
        let bar = event.bar
        switch event.kind {
        case .willNavigate:
            restore(&out)
            out.note(.decided("a new navigation ends the settling of \(slide.intent)"))
            handleIdle(TransitionEvent(event.kind, bar: bar), &out)
            return
        case .transitionCompleted:
            slide.completionSeen = true
        case .viewDidAppear(let page) where page == top:
            slide.topDidAppear = true
        case .captureFinished(let page, let result):
            out.note(.ignored("capture of \(page) was not asked for"))
            releaseOrphan(page, result, &out)
        case .environmentChanged:
            restore(&out)
            return
        case .appSetBarHidden, .pageOptionsChanged:
            // The app changes the bar while it settles: the bar is the app's again (in front,
            // with what the app just set; a page's new option is applied as at rest).
            restore(&out)
            if case .pageOptionsChanged = event.kind { handleIdle(event, &out) }
            return
        default:
            break
        }
        // Without observed callbacks there is no completion to wait for.
        if (slide.completionSeen || !slide.isObserving) && slide.topDidAppear {
            // Every end signal is in: nothing more will move the bar, so waiting longer cannot help.
            if !showsTop(top, slide, bar: bar) {
                out.note(
                    .decided(
                        "the bar still shows \(bar.showsPage?.description ?? "no page") after \(slide.intent) ended; restored anyway")
                )
            }
            restore(&out)
            return
        }
        settle(slide, top: top, bar: bar, &out)
    }

    private mutating func settle(_ slide: Slide, top: PageID, bar: BarState, _ out: inout TransitionOutput) {
        if showsTop(top, slide, bar: bar) {
            restore(&out)
            // An option that came after the first frame is applied once the transition has settled.
            let profile = top == slide.intent.from ? slide.fromProfile : slide.toProfile
            setBarHidden(profile.options.prefersNavigationBarHidden, animated: false, bar: bar, &out)
        } else {
            // The top page's own snapshot covers the bar exactly at rest, so waiting is invisible.
            phase = .settling(slide)
        }
    }

    private func showsTop(_ top: PageID, _ slide: Slide, bar: BarState) -> Bool {
        bar.showsPage == top
    }

    // MARK: - System

    private mutating func handleSystem(_ system: SystemTransition, _ event: TransitionEvent, _ out: inout TransitionOutput) {
        var system = system
        let intent = system.intent
        switch event.kind {
        case .didNavigate(let coordinatorPresent), .viewWillAppear(_, let coordinatorPresent, _):
            // UIKit's own transition must end for us too, whatever the pages' overrides skip.
            if coordinatorPresent, !system.isObserving {
                system.isObserving = true
                out.append(.observeTransition)
                phase = .system(system)
            }
        default:
            break
        }
        // The incoming page's latest profile, for a provisional fallback judged again later.
        var latest: (page: PageID, profile: PageProfile)?
        switch event.kind {
        case .viewWillAppear(let page, _, let profile), .pageBarChanged(let page, let profile),
            .pageOptionsChanged(let page, let profile):
            latest = (page, profile)
        default:
            break
        }
        if let latest, latest.page == intent.to, system.provisional?.toProfile != nil {
            system.provisional?.toProfile = latest.profile
            phase = .system(system)
        }
        switch event.kind {
        case .viewWillAppear(let page, let coordinatorPresent, let profile) where page == intent.to && system.provisional != nil:
            if liftFallback(system, toProfile: profile, coordinatorPresent: coordinatorPresent, bar: event.bar, &out) {
                return
            }
            // Still provisional while the bar keeps its visibility (SwiftUI's update may come after
            // this callback, until the first frame); once UIKit animates it, UIKit's for good.
            if let hidden = restHidden(profile), hidden != event.bar.isHidden { system.provisional = nil }
            system.toPrefersHidden = profile.options.prefersNavigationBarHidden
            setBarHidden(restHidden(profile), animated: coordinatorPresent, bar: event.bar, &out)
            phase = .system(system)
        case .pageBarChanged(let page, let profile)
        where page == intent.to && system.provisional != nil && system.provisional?.toProfile != profile:
            if liftFallback(system, toProfile: profile, coordinatorPresent: false, bar: event.bar, &out) {
                return
            }
        case .pageOptionsChanged(let page, let profile)
        where page == intent.to && (system.provisional != nil || !system.firstFrameShown):
            if liftFallback(system, toProfile: profile, coordinatorPresent: false, bar: event.bar, &out) { return }
            guard !system.firstFrameShown else { break }
            // Before the first frame is on screen (SwiftUI's modifier acts in its own update, after
            // viewWillAppear or in the first frame's layout): the bar's visibility goes with
            // UIKit's transition, as an option read at viewWillAppear does.
            out.note(.decided("\(page)'s options came before the first frame of \(intent), which UIKit runs: its bar visibility follows"))
            system.toPrefersHidden = profile.options.prefersNavigationBarHidden
            if let hidden = restHidden(profile), hidden != event.bar.isHidden { system.provisional = nil }
            setBarHidden(restHidden(profile), animated: true, bar: event.bar, &out)
            phase = .system(system)
        case .pageOptionsChanged(let page, _) where page == intent.to:
            out.note(.ignored("\(page)'s options came after \(intent) was left to UIKit: they take effect with the next transition"))
        case .appSetBarHidden(let hidden, _) where !system.firstFrameShown && system.toPrefersHidden.map({ $0 != hidden }) ?? false:
            // A call after the incoming page's option was applied, before the first frame (SwiftUI
            // sets its toolbar's visibility after super, or in the first frame's layout): the
            // option wins, as it does over the page's own viewWillAppear, and goes with UIKit's
            // transition instead of changing at its end.
            out.note(.decided("the app's call came before the first frame of \(intent): \(intent.to)'s option wins"))
            setBarHidden(system.toPrefersHidden, animated: true, bar: event.bar, &out)
        case .appSetBarHidden(let hidden, _) where system.fromReappears && system.fromPrefersHidden.map({ $0 != hidden }) ?? false:
            // The same after a cancelled swipe, for the page that stays once our hook heard it
            // appear again (SwiftUI sets its toolbar again after super).
            out.note(.decided("the app's call came as \(intent.from) appears again: its option wins"))
            setBarHidden(system.fromPrefersHidden, animated: true, bar: event.bar, &out)
        case .animationWillStart:
            // The incoming page's options may still come before the first frame is on screen
            // (SwiftUI applies a destination's in the layout that commits it): the fallback stays
            // provisional until the next turn.
            system.animationStarted = true
            out.append(.waitForNextTurn)
            phase = .system(system)
        case .nextTurn where system.animationStarted && !system.firstFrameShown:
            system.provisional = nil  // the first frame is UIKit's: too late to change course
            system.firstFrameShown = true
            phase = .system(system)
        case .viewWillAppear(let page, let coordinatorPresent, let profile) where page == intent.from || page == intent.to:
            // UIKit animates the bar's visibility with its own transition, as apps do by hand in
            // viewWillAppear. The outgoing page's comes again when a swipe is cancelled.
            let option = profile.options.prefersNavigationBarHidden
            if page == intent.from {
                system.fromPrefersHidden = option
                system.fromReappears = true
            } else {
                system.toPrefersHidden = option
            }
            setBarHidden(restHidden(profile), animated: coordinatorPresent, bar: event.bar, &out)
            phase = .system(system)
        case .transitionCompleted(let cancelled):
            endSystem(system, cancelled: cancelled, bar: event.bar, &out)
        case .viewDidAppear(let page) where page == intent.from || page == intent.to:
            endSystem(system, cancelled: page == intent.from, bar: event.bar, &out)
        case .viewDidDisappear(let page) where page == intent.from || page == intent.to:
            endSystem(system, cancelled: page == intent.to, bar: event.bar, &out)
        case .delegateAnsweredAnimator(true) where system.provisional != nil:
            out.note(.decided("\(intent) stays with UIKit: the delegate answered its own animator"))
            system.provisional = nil
            phase = .system(system)
        case .willNavigate(let call, let request):
            out.note(.ignored("\(call) during \(system.intent), which UIKit runs"))
            callIncoming = NavigationIntent.resolve(call, stack: request.stack)?.to
        case .captureFinished(let page, let result):
            out.note(.ignored("capture of \(page) was not asked for"))
            releaseOrphan(page, result, &out)
        default:
            break
        }
    }

    /// Turns a provisional fallback into a slide when the incoming page's fresh options allow it.
    /// The outgoing page is captured from the screen, which still shows its bar until the first
    /// frame is committed, even if the bar has already taken the incoming item.
    ///
    /// - Returns: true when the transition slides after all.
    private mutating func liftFallback(
        _ system: SystemTransition, toProfile: PageProfile, coordinatorPresent: Bool, bar: BarState,
        _ out: inout TransitionOutput
    ) -> Bool {
        guard let provisional = system.provisional else { return false }
        // (An image of it taken at the call and kept, ``abandon(_:because:provisionally:_:)``,
        // needs no bar on screen.)
        let outgoingKept = detached[system.intent.from] != nil
        guard !bar.isHidden || outgoingKept else {
            // The app hid the bar meanwhile (the incoming page's viewWillAppear runs before our
            // hook hears it): the outgoing page's bar is off the screen and can no longer be
            // captured, so the page could not carry it. UIKit keeps the transition.
            out.note(.decided("\(system.intent) stays with UIKit: the app hid the outgoing page's bar before it was captured"))
            return false
        }
        let request = NavigationRequest(stack: [], profiles: [:], animated: true)
        // Lifted only while the bar is shown and the incoming page shows it at rest too.
        // (The outgoing page showed the bar at the call, whatever its option: the app's call won.)
        let fromAtRest = Self.atRest(provisional.fromProfile, hidden: false)
        let hidden = restHidden(toProfile) ?? bar.isHidden
        guard !hidden, !bar.isHidden else { return false }
        let eligible = Self.atRest(toProfile, hidden: false)
        guard
            SlideEligibility.fallbackReason(
                request: request, from: fromAtRest, to: eligible, operation: system.intent.operation) == nil
        else {
            return false
        }
        out.note(.decided("\(system.intent) slides after all: the incoming page's own options allow it"))
        var slide = Slide(intent: system.intent, fromProfile: provisional.fromProfile, toProfile: toProfile)
        slide.carriage = SlideEligibility.carriage(from: fromAtRest, to: eligible)
        slide.animationStarted = system.animationStarted
        if system.isObserving {
            slide.isObserving = true
        } else if coordinatorPresent {
            slide.isObserving = true
            out.append(.observeTransition)
        }
        startPreparing(&slide, bar: bar, &out)
        return true
    }

    /// The end of a transition UIKit ran: the bar keeps the visibility of the page left on top.
    private mutating func endSystem(_ system: SystemTransition, cancelled: Bool, bar: BarState, _ out: inout TransitionOutput) {
        restore(&out)
        // The page's own option, else the visibility the app last set (nothing if neither).
        let option = cancelled ? system.fromPrefersHidden : system.toPrefersHidden
        setBarHidden(option ?? appBarHidden, animated: false, bar: bar, &out)
    }

    // MARK: - Shared steps

    /// Asks for the coordinator's callbacks once one exists. Sliding may already have begun by
    /// then, when the bar switched at the call.
    private func observeIfNeeded(_ slide: inout Slide, coordinatorPresent: Bool, _ out: inout TransitionOutput) {
        guard coordinatorPresent, !slide.isObserving else { return }
        slide.isObserving = true
        out.append(.observeTransition)
    }

    /// Applies the incoming page's fresh profile while preparing or sliding.
    ///
    /// - Returns: true when this set the phase (the caller returns), false when the slide goes on.
    private mutating func takeIncomingProfile(
        _ slide: inout Slide, _ profile: PageProfile, _ event: TransitionEvent, _ out: inout TransitionOutput
    ) -> Bool {
        var bar = event.bar
        guard refreshIncoming(&slide, profile, bar: &bar, &out) else { return true }
        if case .sliding = phase, slide.to != .pending { return false }
        // (Re)capture the incoming page, with its new bar visibility if that changed.
        phase = .preparing(slide)
        advanceIncoming(&slide, TransitionEvent(event.kind, bar: bar), &out)
        return true
    }

    /// Takes the incoming page's latest profile: options its `viewDidLoad` set after the call was
    /// announced. Before the first frame the slide can still change course; after it, the new
    /// options take effect with the next transition.
    ///
    /// - Returns: false when the transition was handed to UIKit instead.
    private mutating func refreshIncoming(
        _ slide: inout Slide, _ profile: PageProfile, bar: inout BarState, _ out: inout TransitionOutput
    ) -> Bool {
        guard profile != slide.toProfile else { return true }
        guard !slide.firstFrameShown else {
            out.note(
                .ignored(
                    "\(slide.intent.to)'s options came after the first frame of \(slide.intent): too late for this transition, "
                        + "they take effect with the next one"))
            return true
        }
        slide.toProfile = profile
        let request = NavigationRequest(stack: [], profiles: [:], animated: true)
        // The bar is shown (a slide's outgoing page shows it): the incoming page hides it only by
        // its own option; a call of the app's ends the slide when it comes.
        let toAtRest = Self.atRest(profile, hidden: profile.options.prefersNavigationBarHidden ?? false)
        // (The outgoing page showed the bar at the call, whatever its option: the app's call won.)
        let fromAtRest = Self.atRest(slide.fromProfile, hidden: false)
        var reason = SlideEligibility.fallbackReason(
            request: request, from: fromAtRest, to: toAtRest, operation: slide.intent.operation)
        if reason?.isBackgrounds == true, !slide.animationStarted {
            // The look may still change before the animation starts (the app styles the bar in
            // the page's viewWillAppear, after our hook): checked again then.
            out.note(.decided("\(slide.intent.to)'s look is checked again when the animation starts"))
            slide.backgroundCheckPending = true
            reason = nil
        }
        if let reason {
            phase = .preparing(slide)  // abandon keeps what the refreshed slide knows
            // Options that arrive in parts (SwiftUI's modifier acts in its own update, after the
            // profile our viewWillAppear hook read) may still lift it before the first frame.
            let liftable = reason.mayLiftWithIncomingOptions && slide.fromProfile.options.isEnabled
            abandon(slide.intent, because: "\(reason), as the incoming page's options now say", provisionally: liftable, &out)
            setBarHidden(restHidden(profile), animated: true, bar: bar, &out)
            return false
        }
        if SlideEligibility.carriage(from: fromAtRest, to: toAtRest) != slide.carriage {
            phase = .preparing(slide)
            abandon(slide.intent, because: "what the pages carry changed with the incoming page's options", &out)
            return false
        }
        return true
    }

    /// Asks for the turn after the one the animation starts in: its `nextTurn` says the first
    /// frame is on screen (``Slide/firstFrameShown``).
    private func waitForFirstFrame(_ slide: Slide, _ out: inout TransitionOutput) {
        guard !slide.firstFrameShown else { return }
        out.append(.waitForNextTurn)
    }

    /// The incoming page's navigation item took another look after its bar was captured
    /// (SwiftUI's `.toolbarBackground`, applied during SwiftUI's own update): before the first
    /// frame its snapshot is dropped and the bar captured again; after, it is too late for this
    /// transition (said in the notes), and the real bar shows the new look at the end.
    ///
    /// - Returns: true when this set the phase (the caller returns).
    private mutating func takeIncomingLook(
        _ slide: inout Slide, _ profile: PageProfile, _ event: TransitionEvent, _ out: inout TransitionOutput
    ) -> Bool {
        let to = slide.intent.to
        if profile != slide.toProfile, !slide.firstFrameShown {
            // A new background may change what the pages carry (on glass, alike bars are UIKit's).
            var bar = event.bar
            guard refreshIncoming(&slide, profile, bar: &bar, &out) else { return true }
            if slide.to == .pending {
                // Restaged for a new visibility: captured with its new look as it shows.
                phase = .preparing(slide)
                advanceIncoming(&slide, TransitionEvent(event.kind, bar: bar), &out)
                return true
            }
        }
        guard case .attached = slide.to else { return false }
        guard !slide.firstFrameShown else {
            out.note(
                .ignored("\(to)'s bar look changed after the first frame of \(slide.intent): too late for this transition"))
            return false
        }
        out.note(.decided("\(to)'s bar look changed before the first frame: captured again"))
        recaptureIncoming(&slide, event, &out)
        return true
    }

    /// Drops the incoming page's image and captures it again with the bar as it is now.
    private mutating func recaptureIncoming(_ slide: inout Slide, _ event: TransitionEvent, _ out: inout TransitionOutput) {
        dropIncomingImage(&slide, &out)
        phase = .preparing(slide)
        advanceIncoming(&slide, event, &out)
    }

    /// Drops the incoming page's image: it is pending again, for a capture with the bar as it is.
    private mutating func dropIncomingImage(_ slide: inout Slide, _ out: inout TransitionOutput) {
        attached.remove(slide.intent.to)
        out.append(.discard(slide.intent.to))
        slide.to = .pending
    }

    private mutating func relayout(_ slide: inout Slide, _ page: PageID, _ placement: PagePlacement, _ out: inout TransitionOutput) {
        if let kept = detached[page] {
            // Not on screen: where it goes when attached again.
            detached[page]?.frame = SnapshotGeometry.frameInPage(boundary: kept.boundary, placement: placement)
        }
        guard case .attached(let boundary, let frame) = slide.slot(page) else { return }
        let moved = SnapshotGeometry.frameInPage(boundary: boundary, placement: placement)
        guard moved != frame else { return }
        slide.setSlot(page, .attached(boundary: boundary, frame: moved))
        out.append(.attach(page, frame: moved))
    }

    /// Gives the transition to UIKit: snapshots away, the real bar back in front, before any frame.
    ///
    /// - Parameter provisionally: the incoming page's options may still lift it before the first
    ///   frame (``SystemTransition/provisional``): the outgoing page's image is kept off screen
    ///   (``detached``), so a lifted slide attaches it again instead of capturing the bar twice.
    private mutating func abandon(
        _ intent: NavigationIntent, because reason: String, provisionally: Bool = false, _ out: inout TransitionOutput
    ) {
        out.note(.decided("\(intent) left to UIKit: \(reason)"))
        var system = SystemTransition(intent: intent)
        var keep: Set<PageID> = []
        switch phase {
        case .preparing(let slide), .sliding(let slide), .settling(let slide):
            system.fromPrefersHidden = slide.fromProfile.options.prefersNavigationBarHidden
            system.toPrefersHidden = slide.toProfile.options.prefersNavigationBarHidden
            system.isObserving = slide.isObserving
            if provisionally, !slide.firstFrameShown {
                system.provisional = ProvisionalSlide(fromProfile: slide.fromProfile)
                system.animationStarted = slide.animationStarted
                // The turn after the animation's start ends it (``SystemTransition/firstFrameShown``).
                if slide.animationStarted { out.append(.waitForNextTurn) }
                system.provisional?.toProfile = slide.toProfile
                if case .attached(let boundary, let frame) = slide.from {
                    keep.insert(intent.from)
                    detach(intent.from, boundary: boundary, frame: frame, carriage: slide.carriage, &out)
                }
                // The incoming page's too, taken off the screen earlier in this transition.
                if detached[intent.to] != nil { keep.insert(intent.to) }
            }
        case .idle, .system:
            break
        }
        clearStage(keeping: keep, &out)
        phase = .system(system)
    }

    /// Once the animation has started (every `viewWillAppear` has run), a bar the app's calls left
    /// hidden is a page that hides it: UIKit slides the bar with the page that shows it.
    ///
    /// - Returns: true when the transition was given to UIKit.
    private mutating func abandonIfBarHidden(_ slide: Slide, _ bar: BarState, _ out: inout TransitionOutput) -> Bool {
        guard bar.isHidden, slide.animationStarted else { return false }
        abandon(slide.intent, because: "the app hid the bar", &out)
        return true
    }

    /// The profile the running transition knows of `page` (a look re-read unchanged changes nothing).
    private func knownProfile(of page: PageID) -> PageProfile? {
        switch phase {
        case .preparing(let slide), .sliding(let slide), .settling(let slide):
            page == slide.intent.to ? slide.toProfile : page == slide.intent.from ? slide.fromProfile : nil
        case .system(let system): page == system.intent.to ? system.provisional?.toProfile : nil
        case .idle: nil
        }
    }

    /// Back to rest: no snapshot attached, the real bar in front.
    private mutating func restore(_ out: inout TransitionOutput) {
        clearStage(&out)
        phase = .idle
    }

    /// Takes everything of ours off the screen and releases every image but those of `kept`.
    private mutating func clearStage(keeping kept: Set<PageID> = [], _ out: inout TransitionOutput) {
        for page in attached.union(detached.keys).sorted(by: { $0.rawValue < $1.rawValue }) where !kept.contains(page) {
            out.append(.discard(page))
        }
        attached.removeAll()
        detached = detached.filter { kept.contains($0.key) }
        setBarConcealed(false, &out)
        setBarBackgroundConcealed(false, &out)
        if isBarBehind {
            isBarBehind = false
            out.append(.bringBarToFront)
        }
    }

    /// The check ``Slide/backgroundCheckPending`` waits for: passes (true) when the backgrounds'
    /// rules allow the incoming page's visibility now; otherwise waits (false, still preparing)
    /// until the animation starts (the coordinator's alongside block, which runs after every
    /// `viewWillAppear` body: the app may style the bar there, after our hook), then gives the
    /// transition to UIKit.
    private mutating func checkBackgroundsAgain(_ slide: inout Slide, _ event: TransitionEvent, _ out: inout TransitionOutput) -> Bool {
        let toAtRest = Self.atRest(slide.toProfile, hidden: false)
        let fromAtRest = Self.atRest(slide.fromProfile, hidden: false)
        let reason = BackgroundEligibility.fallbackReason(from: fromAtRest, to: toAtRest)
        if reason == nil, SlideEligibility.carriage(from: fromAtRest, to: toAtRest) == slide.carriage {
            slide.backgroundCheckPending = false
            return true
        }
        var settled = slide.animationStarted
        if case .animationWillStart = event.kind { settled = true }
        guard settled else {
            phase = .preparing(slide)
            return false
        }
        let why = reason?.description ?? "the pages now carry something else"
        // The incoming page's look may still come before the first frame (SwiftUI's toolbar
        // background, in the layout that commits it): a look the bitmaps draw right lifts it then.
        abandon(slide.intent, because: "\(why), as the app's calls left the bar", provisionally: true, &out)
        return false
    }

    private mutating func setBarBackgroundConcealed(_ concealed: Bool, _ out: inout TransitionOutput) {
        guard isBarBackgroundConcealed != concealed else { return }
        isBarBackgroundConcealed = concealed
        out.append(.setBarBackgroundConcealed(concealed))
    }

    /// How a page that comes on screen in this run-loop turn is captured: its live background on
    /// glass, else the layer tree (the screen still shows the other bar).
    private func incomingCaptureMethod(_ slide: Slide) -> CaptureMethod {
        slide.carriage == .backgroundsOnly ? .liveBackground : .layerTree
    }

    private mutating func setBarConcealed(_ concealed: Bool, _ out: inout TransitionOutput) {
        guard isBarConcealed != concealed else { return }
        isBarConcealed = concealed
        out.append(.setBarConcealed(concealed))
    }

    private mutating func setBarHidden(_ hidden: Bool?, animated: Bool, bar: BarState, _ out: inout TransitionOutput) {
        guard let hidden, bar.isHidden != hidden else { return }
        // The first change the engine makes: the visibility until now was the app's.
        if appBarHidden == nil { appBarHidden = bar.isHidden }
        out.append(.setBarHidden(hidden, animated: animated))
    }

    /// The profile with the bar visibility the page has at rest, whoever set it (its option or
    /// the app's own call), for eligibility: a page without a bar has no height to change.
    private static func atRest(_ profile: PageProfile, hidden: Bool) -> PageProfile {
        var profile = profile
        profile.options.prefersNavigationBarHidden = hidden
        return profile
    }

    /// The bar visibility a page has at rest on top: its own option, else the app's; `nil` when
    /// neither exists (nothing to change).
    private func restHidden(_ profile: PageProfile) -> Bool? {
        profile.options.prefersNavigationBarHidden ?? appBarHidden
    }

    /// Takes a page's snapshot off the screen and keeps its image (``detached``).
    private mutating func detach(
        _ page: PageID, boundary: LayoutRect, frame: LayoutRect, carriage: SlideCarriage, _ out: inout TransitionOutput
    ) {
        attached.remove(page)
        detached[page] = KeptImage(boundary: boundary, frame: frame, carriage: carriage)
        out.append(.detach(page))
    }

    /// Attaches a kept image again: the page carries its bar without a new capture.
    private mutating func reattach(_ page: PageID, _ kept: KeptImage, _ slide: inout Slide, _ out: inout TransitionOutput) {
        detached[page] = nil
        attached.insert(page)
        slide.setSlot(page, .attached(boundary: kept.boundary, frame: kept.frame))
        out.append(.attach(page, frame: kept.frame))
    }

    /// A bar look changed (a page's own, or the shared bar's): no kept image is that bar any more.
    private mutating func releaseDetached(_ out: inout TransitionOutput) {
        for page in detached.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            out.append(.discard(page))
        }
        detached.removeAll()
    }

    /// A capture nobody waits for still holds an image in the shell: have it released.
    private func releaseOrphan(_ page: PageID, _ result: CaptureResult, _ out: inout TransitionOutput) {
        if case .image = result, !attached.contains(page) {
            out.append(.discard(page))
        }
    }
}

/// The engine's answer to one event.
package struct TransitionOutput: Sendable, Hashable {
    /// Commands to apply, in order.
    package var commands: [TransitionCommand] = []
    /// What the engine decided or ignored, for diagnostics (`SlidingNavigationBar.diagnostics`).
    package var notes: [TransitionNote] = []

    package init(commands: [TransitionCommand] = [], notes: [TransitionNote] = []) {
        self.commands = commands
        self.notes = notes
    }

    mutating func append(_ command: TransitionCommand) { commands.append(command) }
    mutating func note(_ note: TransitionNote) { notes.append(note) }
}

/// A line for the diagnostics log.
package enum TransitionNote: Sendable, Hashable, CustomStringConvertible {
    /// A decision: what slides, what is left to UIKit and why.
    case decided(String)
    /// An event that was out of place (out of order, duplicated, for an unknown page) and was ignored.
    case ignored(String)

    package var description: String {
        switch self {
        case .decided(let text): "decided: \(text)"
        case .ignored(let text): "ignored: \(text)"
        }
    }
}

extension TransitionEventKind {
    /// The event's name without its payload, for notes.
    package var name: String {
        switch self {
        case .willNavigate: "willNavigate"
        case .didNavigate: "didNavigate"
        case .viewWillAppear: "viewWillAppear"
        case .viewIsAppearing: "viewIsAppearing"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        case .animationWillStart: "animationWillStart"
        case .interactionEnded: "interactionEnded"
        case .transitionCompleted: "transitionCompleted"
        case .captureFinished: "captureFinished"
        case .pageLaidOut: "pageLaidOut"
        case .pageOptionsChanged: "pageOptionsChanged"
        case .pageBarChanged: "pageBarChanged"
        case .environmentChanged: "environmentChanged"
        case .memoryWarning: "memoryWarning"
        case .appSetBarHidden: "appSetBarHidden"
        case .delegateAnsweredAnimator: "delegateAnsweredAnimator"
        case .nextTurn: "nextTurn"
        case .turnEnded: "turnEnded"
        case .barAnimationEnded: "barAnimationEnded"
        }
    }
}
