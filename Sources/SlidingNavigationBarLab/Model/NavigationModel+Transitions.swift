import SlidingNavigationBarCore

/// A navigation call issued at the midpoint of the running transition (`during`).
struct NestedCall {
    var call: NavigationCall
    var animated: Bool
    var label: String
    /// A back tap the app answers itself (`app should-pop=`): refused, then (``ShouldPopAnswer/later``)
    /// popped by the app's own call.
    var refusedTap: ShouldPopAnswer? = nil
    /// `present STYLE during`: not a navigation call but a modal presented at that moment.
    var presents: PresentationStyle? = nil
}

extension NavigationModel {
    /// Frames sampled per animated push or pop (progress 0, 0.1, … 1).
    static let animationSteps = 10
    /// Frames sampled between finger down and lift, and between lift and the end.
    static let swipeSteps = 6

    /// The model's own rule of which transitions should slide whole bars: written independently
    /// of the engine's, so an engine that falls back too often (or too rarely) is caught.
    func expectsSlide(_ spec: TransitionSpec) -> Bool {
        guard spec.call != nil, spec.animated, !delegateAnimates(spec.operation),
            let from = pages[spec.from]?.declaration, let to = pages[spec.to]?.declaration
        else { return false }
        // iOS 18's zoom: the pushed page's preferred transition for a push, the popped page's for a pop.
        if spec.operation == .push ? to.zoom : from.zoom { return false }
        if from.optOut || to.optOut { return false }
        // One page hides the status bar where that moves the bar: UIKit moves both pages and the
        // bar with it, and neither page could carry its bar at its own place.
        if statusBarMovesBar(spec.from) != statusBarMovesBar(spec.to) { return false }
        // Another bar-transition library has this navigation controller: UIKit's own transition.
        if foreignLibrary != nil { return false }
        // A page view that cannot carry its bar's image: a SwiftUI page's hosting view takes no
        // subview, and a scroll view starting below the bar (a table page under an opaque bar) cuts
        // it off. Beside the view it would stay still: UIKit slides each page view in a container
        // of its own (decompiled iOS 26.1, docs/uikit-facts.md §9). UIKit's own transition.
        if host == .swiftui || from.view == .scrollBelowBar || to.view == .scrollBelowBar { return false }
        // A page that hides the bar next to one that shows it: UIKit slides the bar with the page
        // that shows it (the visibility applied as the incoming page appears, as apps do by hand).
        if intendedHidden(spec.from) || restHiddenComingOnTop(spec.to, after: spec.from, intermediates: spec.intermediates) {
            return false
        }
        return shownHeightClass(spec.from) == shownHeightClass(spec.to) && from.prompt == to.prompt && backgroundsAllowSlide(spec)
    }

    /// The spec of a call against the current stack, or `nil` when UIKit would do nothing.
    func spec(for call: NavigationCall, animated: Bool, label: String) -> TransitionSpec? {
        guard let intent = uikitStackChange(call) else { return nil }
        var newStack: [PageID]
        var intermediates: [PageID] = []
        switch call {
        case .push(let id): newStack = stack + [id]
        case .pop: newStack = Array(stack.dropLast())
        case .popTo(let id):
            let index = stack.firstIndex(of: id) ?? 0
            newStack = Array(stack[...index])
            intermediates = Array(stack[(index + 1)..<(stack.count - 1)])
        case .popToRoot:
            newStack = [stack[0]]
            intermediates = Array(stack.dropFirst().dropLast())
        case .setStack(let pages):
            newStack = pages
            intermediates = stack.dropLast().filter { !pages.contains($0) }
        }
        return TransitionSpec(
            call: call, from: intent.from, to: intent.to, operation: intent.operation, newStack: newStack,
            animated: animated, swipe: nil, intermediates: intermediates, label: label)
    }

    /// Runs one navigation call the way UIKit would, with an optional call nested at its midpoint.
    mutating func navigate(_ call: NavigationCall, animated: Bool, label: String, nested: NestedCall? = nil, entry: Entry = .call) {
        if modal.covers {
            navigateWhileCovered(call, animated: animated, label: label, nested: nested)
            return
        }
        guard var spec = spec(for: call, animated: animated, label: label) else {
            // UIKit does nothing visible; our hook still hears the call.
            let heard = hooksHearCall(call, animated: animated)
            if case .setStack(let ids) = call, ids.last == stack.last, !ids.isEmpty {
                stack = ids  // the same top: no transition, but the stack below is replaced
                restTabBarAfterStackChange()
            }
            hooksHearCallReturn(heard)
            renderFrame("\(label) (no change)", atRest: true)
            if let nested { makeCallAtRest(nested) }
            return
        }
        spec.entry = entry
        run(spec, nested: nested)
    }

    /// Runs a transition: announcement, UIKit's callbacks, frames, end callbacks.
    mutating func run(_ spec: TransitionSpec, nested: NestedCall?) {
        let oldStack = stack
        hosting.toolbarSetThisTransition = nil
        hostedUpdate(spec, at: .beforeCall)
        // Each page keeps the bar it has at rest: the outgoing page its current one, the incoming
        // page the one it will have once on top.
        restVisibility = [:]
        let fromRest = intendedHidden(spec.from)
        let toRest = restHiddenComingOnTop(spec.to, after: spec.from, intermediates: spec.intermediates)
        restVisibility = [spec.from: fromRest, spec.to: toRest]
        restStyle = [spec.from: sharedBarStyle, spec.to: restStyleComingOnTop(spec.to)]
        if host == .swiftui { restVisibility[spec.to] = restHiddenOnceHosted(spec) }
        beginTabTransition(spec, oldStack: oldStack)
        appOverridesTop = false
        cancelChangedRestOfPageThatStays = false
        // A transition nobody announces may be announced late, at its first callback, and what
        // should happen is then decided as of that moment. A back tap no hook hears is still the
        // user's pop: unless announced late without sliding, each page carries its bar; a call
        // UIKit runs on its own (deferred, or cutting the running one short) slides only if
        // announced late.
        let unannounced = spec.call == nil || !hooksHear(spec)
        let barWrittenAtCall = barWrittenDirectly
        var slides = spec.call != nil && expectsSlide(spec)
        if host == .swiftui { slides = spec.call != nil && expectsSlideOnceHosted(spec) }
        if iosVersion >= 26, spec.animated, spec.operation == .push, spec.swipe == nil,
            pages[spec.to]?.declaration.view == .belowBar
        {
            awaitingLayout.insert(spec.to)
        }
        observing = false
        capturesThisTransition = [:]
        carriedThisTransition = false
        // Our hooks hear the call (or the recognizer's `.began`) before UIKit acts on it.
        let heard = spec.call == nil ? [] : hooksHearBegin(spec)
        if spec.animated, delegate != .system {
            // UIKit asks the delegate for an animator inside the call; our hook forwards its answer.
            let custom = delegateAnimates(spec.operation)
            hook { $0.delegateAnswered(custom: custom, isPop: spec.operation == .pop, in: &$1) }
        }
        // The original method: the stack changes at once; the bar may switch now.
        uikitTransitionRunning = spec.animated
        runningTransition = RunningTransition(
            spec: spec, toIsMovingToParent: !oldStack.contains(spec.to), unannounced: unannounced,
            coordinatorSet: variant.coordinator == .afterCall, toWasLoaded: loaded.contains(spec.to))
        stack = spec.newStack
        if variant.barSwitch == .atCall || !spec.animated { bar.item = spec.to }
        if spec.call != nil { hooksHearCallReturn(heard, spec) }
        // The incoming view loads as the transition starts, before the will-callbacks.
        pageViewDidLoad(spec.to)
        if variant.intermediates == .disappear {
            for id in spec.intermediates { send(.viewWillDisappear(id)) }
        }
        send(.viewWillDisappear(spec.from))
        loaded.insert(spec.to)  // its viewDidLoad has run by now
        if variant.barSwitch == .atIncomingWillAppear { bar.item = spec.to }
        runningTransition?.coordinatorSet = true
        hostedUpdate(spec, at: .willAppearBeforeSuper)
        send(.viewWillAppear(spec.to, coordinatorPresent: spec.animated, profile: profile(spec.to)))
        hostedUpdate(spec, at: .willAppearAfterSuper)
        // `at-animation-start`: as the transition starts, after the coordinator's alongside blocks
        // (decompiled iOS 26.1: the bar's handler runs from the conductor's start of the deferred
        // transition, after the animator and its alongside blocks; docs/uikit-facts.md §9).
        if variant.barSwitch != .atAnimationStart || !spec.animated { bar.item = spec.to }
        if unannounced, let late = runningTransition?.lateSlideExpected { slides = late }
        // A bar view the app wrote itself, out of line with `isNavigationBarHidden` at the call (or
        // at the late announcement) or still as the transition starts: the library reads the flag
        // and the view, which disagree, and steps aside: UIKit's own transition.
        if (barWrittenAtCall && !unannounced) || barWrittenDirectly { slides = false }
        guard spec.animated else {
            hostedUpdate(spec, at: .atFirstLayout)
            // Without animation the new page's status bar comes with it.
            statusBarHidden = hidesStatusBar(spec.to)
            // The new page is in place, at once; UIKit may draw it before the did-pair (a variant).
            if variant.nonAnimatedFrame == .beforeDid { renderFrame("\(spec.label) before the did-pair") }
            finish(spec, cancelled: false, oldStack: oldStack)
            return
        }
        // The coordinator's alongside block: an animated context (a variant).
        if observing { sendInAnimationContext(.animationWillStart) }
        bar.item = spec.to  // at the latest, as the animation starts: the bar animates with the pages
        motion = Motion(operation: spec.operation, from: spec.from, to: spec.to, progress: 0, expectsSlide: slides, label: spec.label)
        // UIKit applies the incoming page's status bar with the animation (a variant).
        if variant.statusBarUpdate == .atAnimationStart { statusBarHidden = hidesStatusBar(spec.to) }
        // (Under `host swiftui`, with the visibility SwiftUI's update leaves the incoming page, as for `slides`.)
        let backgroundsOnly = slides && (host == .swiftui ? hostedPreview(spec) : self).carriesBackgroundsOnly(spec)
        motion?.backgroundsOnly = backgroundsOnly
        if !slides { plantUIKitTransitionFault(active: true) }
        deliverTurnEnd()
        hostedUpdate(spec, at: .atFirstLayout)

        if let swipe = spec.swipe {
            runSwipeFrames(spec, swipe, oldStack: oldStack)
            return
        }
        var pendingNested = nested
        for step in 0...Self.animationSteps {
            let progress = Double(step) / Double(Self.animationSteps)
            motion?.progress = progress
            if step == 1, awaitingLayout.contains(spec.to) {
                // iOS 26: the pushed view is laid out inside the animation, while it slides.
                // (For a page that skips super, `send` stands in for the shell's observation of
                // the page view's own geometry.)
                awaitingLayout.remove(spec.to)
                sendInAnimationContext(.pageLaidOut(spec.to, placement(spec.to)))
            }
            renderFrame("\(spec.label) at \(Int(progress * 100))%")
            if step == 0 { deliverFirstFrameTurn() }
            if let call = pendingNested, progress >= 0.5 {
                pendingNested = nil
                if let style = call.presents {
                    presentDuringTransition(style, animated: call.animated, spec)
                    continue
                }
                if let answer = call.refusedTap {
                    // iOS 26 keeps the back button enabled during a transition: the bar asks, the app refuses.
                    backTapRefused()
                    if answer == .no { continue }
                }
                // Our hook hears the call when it is made, whatever UIKit then does with it.
                hooksHearCallReturn(hooksHearCall(call.call, animated: call.animated))
                switch variant.nested {
                case .cutsShort:
                    motion?.progress = 1
                    finish(spec, cancelled: false, oldStack: oldStack)
                    runNested(call, announced: false)
                    return
                case .reverses where reversesRunningPush(spec, with: call):
                    reverse(spec, from: progress, oldStack: oldStack)
                    return
                case .deferredAnnounced, .deferredSilent, .reverses:
                    continue
                }
            }
        }
        finish(spec, cancelled: false, oldStack: oldStack)
        if nested?.presents != nil {
            endPresentation(top: spec.to)
        } else if let nested, nested.refusedTap != .no {
            runNested(nested, announced: variant.nested == .deferredAnnounced || variant.nested == .reverses)
        }
    }

    mutating func runNested(_ nested: NestedCall, announced: Bool) {
        guard var spec = spec(for: nested.call, animated: nested.animated, label: nested.label) else { return }
        if !announced { spec.call = nil }
        run(spec, nested: nil)
    }

    mutating func runSwipeFrames(_ spec: TransitionSpec, _ swipe: SwipeSpec, oldStack: [PageID]) {
        let steps = Self.swipeSteps
        for step in 0...steps {
            motion?.progress = swipe.fraction * Double(step) / Double(steps)
            renderFrame("\(spec.label) finger at \(Int((motion?.progress ?? 0) * 100))%")
            if step == 0 { deliverFirstFrameTurn() }
        }
        let cancelled = swipe.outcome == .cancel
        if cancelled {
            motion?.cancelling = true
            if variant.cancelBarRevert == .atInteractionEnd { bar.item = spec.from }
            if observing { send(.interactionEnded(cancelled: true)) }
            recognizerEnded(spec)
            // (`at-end`: nothing now; the four callbacks come once the reverse animation is over.)
            if variant.cancelCallbacks == .full { send(.viewWillDisappear(spec.to)) }
            if variant.cancelCallbacks != .atEnd { stayingPageWillAppearAgain(spec) }
        } else {
            if observing { send(.interactionEnded(cancelled: false)) }
            recognizerEnded(spec)
        }
        let start = swipe.fraction
        let target = cancelled ? 0.0 : 1.0
        for step in 1...steps {
            motion?.progress = start + (target - start) * Double(step) / Double(steps)
            renderFrame("\(spec.label) \(cancelled ? "cancelling" : "finishing") at \(Int((motion?.progress ?? 0) * 100))%")
        }
        if cancelled, spec.operation == .push {
            // A cancelled interactive push (`swipe-push`), back where it started: drawn from here
            // as the end of a pop of the pushed page, as a reversed push is (``reverse``).
            motion?.operation = .pop
            motion?.from = spec.to
            motion?.progress = 1
        }
        finish(spec, cancelled: cancelled, oldStack: oldStack)
    }

    /// The page that stays in a cancel gets `viewWillAppear` again (at the lift, or under
    /// `cancel-callbacks=at-end` once the reverse animation is over): the bar takes its item back
    /// (`cancel-bar-revert=at-will-appear`), SwiftUI sets its toolbar again around it, and the
    /// page has at rest what the app's calls then leave.
    mutating func stayingPageWillAppearAgain(_ spec: TransitionSpec) {
        if variant.cancelBarRevert == .atRestoredWillAppear { bar.item = spec.from }
        hostedToolbarComesBack(spec.from, afterSuper: false)
        send(.viewWillAppear(spec.from, coordinatorPresent: true, profile: profile(spec.from)))
        hostedToolbarComesBack(spec.from, afterSuper: true)
        stayingPageTakesItsRest(spec)
    }

    /// A cancelled swipe, or a reversed push: the page that stays has at rest what the app's calls
    /// leave once the cancel's callbacks ran, and carries it once it can be drawn.
    mutating func stayingPageTakesItsRest(_ spec: TransitionSpec) {
        // The page that stays has at rest what the app's calls leave once the cancel's
        // callbacks ran: where UIKit sends the other page no viewWillDisappear
        // (`cancel-callbacks=short`), a bar that page's viewWillAppear hid stays hidden.
        // A page with its own option gets it back, as a page hiding the bar in its own
        // viewWillAppear would: a visibility the app set at rest lasts until the next transition.
        let restsHidden = stayingPageRestsHidden(spec.from)
        if restsHidden != restVisibility[spec.from] { cancelChangedRestOfPageThatStays = true }
        // The page that stays hides the bar again (its option, as its own viewWillAppear
        // would): a page that hides the bar next to one that shows it, whose cancel is UIKit's.
        if restsHidden, restVisibility[spec.from] == false { motion?.expectsSlide = false }
        relayingOut(spec.from) { $0.restVisibility[spec.from] = restsHidden }
    }

    /// The bar the page a cancelled swipe leaves on top has at rest once the cancel's callbacks
    /// ran: its option, else the app's last call; the bar view as the app wrote it while that
    /// write holds (``barWrittenDirectly``).
    func stayingPageRestsHidden(_ id: PageID) -> Bool {
        barWrittenDirectly ? bar.isHidden : optionHidden(id) ?? appBarHidden
    }

    /// Applies a change to the bar a page has at rest, and, if that moves its view (the safe
    /// area follows the bar), reports the layout UIKit then runs (`viewDidLayoutSubviews`; for a
    /// page that skips super, the shell's observation of the view's own geometry).
    mutating func relayingOut(_ id: PageID, _ change: (inout NavigationModel) -> Void) {
        let before = placement(id)
        change(&self)
        let after = placement(id)
        guard before != after else { return }
        send(.pageLaidOut(id, after))
    }

    /// The end: completion and the did-pair in the variant's order, a frame after each, then rest.
    mutating func finish(_ spec: TransitionSpec, cancelled: Bool, oldStack: [PageID]) {
        var didPair: [TransitionEventKind]
        if cancelled {
            switch variant.cancelCallbacks {
            case .full: didPair = [.viewDidDisappear(spec.to), .viewDidAppear(spec.from)]
            case .short: didPair = [.viewDidAppear(spec.from)]
            case .atEnd:
                // Each page's pair back to back (`cancelBeginAppearanceTransition`), the page the
                // swipe brought in first, whatever `did-order` says of a completed transition's
                // did-pair: every source sends its viewWillDisappear before the staying page's
                // viewWillAppear. (That viewWillAppear is sent below with what goes with it,
                // ``stayingPageWillAppearAgain``.)
                didPair = [
                    .viewWillDisappear(spec.to), .viewDidDisappear(spec.to),
                    .viewWillAppear(spec.from, coordinatorPresent: true, profile: profile(spec.from)), .viewDidAppear(spec.from),
                ]
            }
        } else {
            // A full-screen modal began to take the incoming page off screen: its appearance ends
            // as that disappearance.
            let incoming: TransitionEventKind =
                modal.disappearingInTransition == spec.to ? .viewDidDisappear(spec.to) : .viewDidAppear(spec.to)
            didPair = [.viewDidDisappear(spec.from), incoming]
            if variant.intermediates == .disappear {
                didPair.insert(contentsOf: spec.intermediates.map { .viewDidDisappear($0) }, at: 0)
            }
        }
        if variant.didOrder == .incomingFirst, !(cancelled && variant.cancelCallbacks == .atEnd) { didPair.reverse() }
        var events: [TransitionEventKind] = []
        let completion: [TransitionEventKind] = (spec.animated && observing) ? [.transitionCompleted(cancelled: cancelled)] : []
        switch variant.completionOrder {
        case .beforeDidCallbacks: events = completion + didPair
        case .afterDidCallbacks: events = didPair + completion
        }
        if cancelled { stack = oldStack }
        // The status bar of the page left on top, at the latest now that the animation is over.
        statusBarHidden = hidesStatusBar(cancelled ? spec.from : spec.to)
        // The animation is over: UIKit has taken the view that no longer shows out of the
        // container before it calls the completion and the did-pair (`viewDidDisappear` means
        // exactly that). Frames from here on show only the page that stays. Without this, a
        // pushed page whose view does not reach the top (a hidden bar over `view=below-bar`)
        // would leave the outgoing page, parked at -30 % of the width, showing above it.
        // (A finished pop already parks the outgoing page off screen, at the full width.)
        if cancelled {
            motion?.to = spec.from
        } else if spec.operation == .push {
            motion?.from = spec.to
        }
        var restoredStayingPage = false
        // Under `cancel-callbacks=at-end` the page that stays appears again only among the end's
        // callbacks: its look at rest (what its own viewWillAppear sets included) is known from
        // there, and no frame is drawn before it, UIKit sending the four callbacks in one call
        // (`_didCancelTransitionFromViewController:…`, one run-loop turn; docs/uikit-facts.md §9).
        var stayingPageAppeared = !(cancelled && variant.cancelCallbacks == .atEnd)
        let endLost = dropsNextEnd
        dropsNextEnd = false
        endTabTransition(spec, cancelled: cancelled)
        for event in events {
            let isCompletion = if case .transitionCompleted = event { true } else { false }
            if cancelled, isCompletion, variant.cancelBarRevert == .atCompletion { bar.item = spec.from }
            let staysAndAppears = if cancelled, case .viewWillAppear = event { true } else { false }
            if staysAndAppears {
                if endLost {
                    // No hook hears it (nor, in the model, the page's own code around it).
                    if variant.cancelBarRevert == .atRestoredWillAppear { bar.item = spec.from }
                    stayingPageTakesItsRest(spec)
                } else {
                    stayingPageWillAppearAgain(spec)
                }
                stayingPageAppeared = true
            }
            // A signal no hook hears (a viewDidAppear overridden without super) tells the library
            // nothing: the staying page's look comes back at the first one it hears.
            let heard = if case .viewDidAppear(let id) = event { !(pages[id]?.declaration.skipsSuper ?? false) } else { true }
            if cancelled, !restoredStayingPage, heard, stayingPageAppeared,
                isCompletion || variant.cancelBarRevert != .atCompletion || bar.item == spec.from
            {
                // From here its bar can be drawn: the page that stays has its look at rest, from
                // the first signal of the end (also where no bitmap could draw it during the
                // cancel, glass or a material: the real bar shows it from here).
                restoredStayingPage = true
                relayingOut(spec.from) {
                    $0.restVisibility[spec.from] = $0.stayingPageRestsHidden(spec.from)
                }
                // And the bar's style as the app's calls left it (the real bar shows it from here).
                restStyle[spec.from] = sharedBarStyle
            }
            // `lost-end`: UIKit ends its transition, but no hook of ours hears it.
            if endLost { continue }
            if !staysAndAppears { send(event) }
            if motion != nil, stayingPageAppeared { renderFrame("\(spec.label) after \(event.name)") }
        }
        if cancelled { bar.item = spec.from }  // whatever the variant, UIKit has reverted by now
        // The pages the call added have joined the stack: their didMove(toParent:), after the did-pair.
        if !cancelled {
            for id in spec.newStack where !oldStack.contains(id) {
                pageSetsBar(id, at: .didMoveToParent, animated: false)
                if motion != nil { renderFrame("\(spec.label) after didMove(toParent:)") }
            }
        }
        if motion.map({ !$0.expectsSlide }) ?? false { plantUIKitTransitionFault(active: false) }
        // UIKit's transition is over; the main queue's next turn, then the end of any animated
        // visibility change, each with a frame while it runs.
        uikitTransitionRunning = false
        runningTransition = nil
        lastCarriage = carriedThisTransition ? .slide : .uikit
        settleAfterTransition(spec.label)
        motion = nil
        animatedChanges = AnimatedChanges()  // the transition's animations are over
        restVisibility = [:]
        restStyle = [:]
        // A page that left the stack is laid out anew if it comes back.
        safeAreaLaidOut = safeAreaLaidOut.filter { stack.contains($0.key) }
        // An end the library never heard: judged at rest about a second later, once the shell's
        // watchdog has had its time (and only it).
        if endLost { deliverWatchdogs(within: Self.lostEndJudgedAfter) }
        renderFrame("\(spec.label) at rest", atRest: true)
        // Time passes before the next statement: every timer the shell asked for runs (at rest a
        // watchdog must change nothing, which the next frame judges).
        deliverWatchdogs(within: .infinity)
    }

    /// How long after a transition's animation starts (or its finger lifts) the model judges a
    /// transition whose end never reached the library: UIKit's transition (under half a second,
    /// 0.35 s below iOS 26; the model takes at most 0.5 s) and about a second.
    static let lostEndJudgedAfter = 1.5

    /// Runs the watchdog timers the shell asked for that are due within `bound` seconds of their
    /// request, oldest first; a later one stays for later. Those a run asks for wait their turn.
    mutating func deliverWatchdogs(within bound: Double) {
        let due = watchdogRequests.filter { $0.after <= bound }
        watchdogRequests.removeAll { $0.after <= bound }
        for request in due { hook { $0.watchdogFired(request.arming, in: &$1) } }
    }

    /// The end of the run-loop turn, before its frame is committed (and before the layout that
    /// commit runs, where SwiftUI may apply a toolbar), if the engine asked for it.
    mutating func deliverTurnEnd() {
        guard turnEndRequested else { return }
        turnEndRequested = false
        send(.turnEnded)
    }

    /// The turn after the one a transition's animation started in, once its first frame is on
    /// screen, if the engine asked for it.
    mutating func deliverFirstFrameTurn() {
        runAppNextTurn()
        guard nextTurnRequested else { return }
        nextTurnRequested = false
        send(.nextTurn)
    }

    /// The turn after a transition, as the shell delivers it: `nextTurn` if the engine asked for
    /// it, then a frame as each animated visibility change ends, earliest first.
    mutating func settleAfterTransition(_ label: String) {
        runAppNextTurn()
        if nextTurnRequested {
            nextTurnRequested = false
            send(.nextTurn)
            if motion != nil { renderFrame("\(label) next turn") }
        }
        if barAnimationsPending > 0 {
            if motion != nil { renderFrame("\(label) while the bar's visibility animates") }
            // The earliest change ends first, each with a frame between.
            while barAnimationsPending > 0 {
                barAnimationsPending -= 1
                if motion != nil, barAnimationsPending > 0 { renderFrame("\(label) after one bar animation ended") }
            }
        }
    }

    /// The planted faults that blank the real bar during a transition left to UIKit.
    mutating func plantUIKitTransitionFault(active: Bool) {
        switch fault {
        case .concealsBarInUIKitTransitions?: bar.isConcealed = active
        case .hidesBarInUIKitTransitions?: bar.isHidden = active
        default: break
        }
    }
}
