import SlidingNavigationBarCore

// The model's statement interpreter: each scenario statement as the app and UIKit would act on it.
extension NavigationModel {
    /// Executes statements in order; a navigation followed by a `during` call nests that call.
    mutating func execute(_ statements: [ScenarioStatement]) {
        var index = 0
        while index < statements.count {
            let statement = statements[index]
            line = statement.line
            var nested: NestedCall?
            if statement.command.isAnimatedNavigation, index + 1 < statements.count,
                let call = statements[index + 1].command.nestedCall(in: self)
            {
                nested = call
                index += 1
            }
            execute(statement.command, nested: nested)
            // The statement's run-loop turns are over: the shell's end-of-turn checks run.
            runTurnEndChecks()
            index += 1
        }
    }

    func id(_ name: String) -> PageID {
        names[name] ?? PageID(UInt.max)
    }

    mutating func execute(_ command: ScenarioCommand, nested: NestedCall?) {
        switch command {
        case .device(let preset, let orientation):
            device = Device.named(preset.rawValue) ?? device
            self.orientation = orientation
        case .ios(let version): iosVersion = version
        case .glass(let on): glassSetting = on
        case .rtl(let on): rtl = on
        case .container(let kind): container = kind
        case .foreignLibrary(let library): foreignLibrary = library
        case .host(let kind): host = kind
        case .tabSwitch: switchTabAndBack()
        case .present(let style, let animated, _): present(style, animated: animated)
        case .dismiss(let animated): dismiss(animated: animated, nested: nested)
        case .delegate(let kind): delegate = kind
        case .appSetsBarHidden(let hidden, let animated):
            appSetsBarHidden(hidden, animated: animated)
            appOverridesTop = true
            renderFrame("app bar-hidden=\(hidden ? "yes" : "no")", atRest: motion == nil)
        case .appSetsPopGesture(let on):
            appPopGestureEnabled = on
        case .appSetsPopGestureDelegate(let owner):
            appPopGestureDelegate = owner
        case .appWritesBarIsHidden(let hidden):
            // No call of the app's to remember: the screen shows the view while it differs from
            // the flag (``barWrittenDirectly``), and a write equal to the flag changes nothing.
            appWritesBarIsHidden(hidden)
            renderFrame("app bar-is-hidden=\(hidden ? "yes" : "no")", atRest: motion == nil)
        case .appSetsBarAlpha(let alpha):
            appBarAlpha = alpha
            bar.alpha = alpha
            renderFrame("app bar-alpha=\(alpha)", atRest: motion == nil)
        case .appAnswersShouldPop(let answer):
            appShouldPop = answer
        case .variant: break
        case .page(let declaration):
            let id = PageID(UInt(pages.count + 1))
            pages[id] = Page(id: id, declaration: declaration)
            names[declaration.name] = id
            if host == .swiftui { declareHostedPage(id) }
        case .root(let list):
            stack = list.map(id)
            guard let top = stack.last else { return }
            prepareRoot()
            // The pages join the navigation controller as it is made, before its view loads.
            for id in stack { pageSetsBar(id, at: .didMoveToParent, animated: false) }
            pageViewDidLoad(top)
            loaded.insert(top)
            statusBarHidden = hidesStatusBar(top)
            // The window shows the navigation controller: the top page appears, unannounced.
            bar.item = top
            send(.viewWillAppear(top, coordinatorPresent: false, profile: profile(top)))
            send(.viewDidAppear(top))
            renderFrame("root", atRest: true)
        case .push(let name, let animated, _):
            navigate(.push(id(name)), animated: animated, label: "push \(name)", nested: nested)
        case .pop(let animated, _):
            navigate(.pop, animated: animated, label: "pop", nested: nested)
        case .popTo(let name, let animated, _):
            navigate(.popTo(id(name)), animated: animated, label: "pop-to \(name)", nested: nested)
        case .popToRoot(let animated, _):
            navigate(.popToRoot, animated: animated, label: "pop-to-root", nested: nested)
        case .set(let list, let animated, _):
            navigate(.setStack(list.map(id)), animated: animated, label: "set \(list.joined(separator: " "))", nested: nested)
        case .back:
            backTap(nested: nested)
        case .rejected(.push(let name), let animated):
            rejectedCall(.push(id(name)), animated: animated, label: "push \(name) raises")
        case .rejected(.popTo(let name), let animated):
            rejectedCall(.popTo(id(name)), animated: animated, label: "pop-to \(name) raises")
        case .swipe(let swipe):
            performSwipe(swipe)
        case .swipePush(let name, let swipe):
            performSwipePush(name, swipe)
        case .style(let name, let barSpec, let title):
            let id = id(name)
            guard var page = pages[id] else { return }
            if let barSpec {
                page.declaration.bar = barSpec
                page.declaration.barOption = nil  // the statement said last decides the option
            }
            if let title { page.declaration.title = title }
            pages[id] = page
            restyleHostedPage(id, bar: barSpec, title: title)
            if id == stack.last { appOverridesTop = false }  // the option set last wins
            optionsSetByApp.insert(id)
            // The app sets `slidingBar.prefersNavigationBarHidden`; the hook hears it for a page of
            // the stack. The visibility change that answers it is the app's own, as its own call would be.
            appChangesOptions = true
            if stack.contains(id) { send(.pageOptionsChanged(id, profile(id))) }
            appChangesOptions = false
            renderFrame("style \(name)", atRest: true)
        case .option(let name, let change):
            changeOptions(of: name, change)
        case .scroll(let name, let position):
            pages[id(name)]?.scroll = position
            // The user's own scroll moves the content (and may collapse a large title): like a new
            // layout, not a jump the content check judges.
            lastContentLayout = nil
            renderFrame("scroll \(name)", atRest: true)
        case .rotate(let orientation):
            self.orientation = orientation
            send(.environmentChanged)
            renderFrame("rotate \(orientation.rawValue)", atRest: true)
        case .appearance(let style):
            dark = style == .dark
            send(.environmentChanged)
            renderFrame("appearance \(style.rawValue)", atRest: true)
        case .memoryWarning:
            // UIKit tells the app; the library holds nothing at rest and hooks nothing for it.
            renderFrame("memory warning", atRest: true)
        case .lostEnd:
            dropsNextEnd = true
        case .expectStack(let list):
            let actual = stack.map { name($0) }
            let lies = oracleFault == .expectStackComparesTopOnly && actual.last == list.last
            if actual != list, !lies {
                violation("expect stack", "stack is \(actual.joined(separator: " ")), expected \(list.joined(separator: " "))")
            }
        case .expectBar(let name):
            checkBar(shows: name)
        case .expectGesture(let outcome):
            if lastGesture != outcome, oracleFault != .expectGestureAcceptsAnyOutcome {
                violation(
                    "expect gesture", "the last swipe's recognizer \(lastGesture?.rawValue ?? "never ran"), expected \(outcome.rawValue)")
            }
        case .expectTransition(let carriage):
            if lastCarriage != carriage {
                violation(
                    "expect transition",
                    "the last transition that ended was \(lastCarriage.map { $0 == .uikit ? "left to UIKit" : "carried by its pages" } ?? "none"), expected \(carriage == .uikit ? "left to UIKit" : "carried by its pages")"
                )
            }
        }
    }

    /// `option NAME ...`: the app sets the page's `slidingBar` options at run time. The page's
    /// declaration takes them (a covered page's show when it comes back; an opt-out page's next
    /// transition is UIKit's; `pop-gesture=off` on the top page refuses the full-screen swipe), and
    /// the shell's hook on the options hears the change for a page of the stack, as for `style`.
    mutating func changeOptions(of name: String, _ change: PageOptionChange) {
        let id = id(name)
        guard var page = pages[id] else { return }
        if let bar = change.bar { page.declaration.barOption = bar }
        if let optOut = change.optOut { page.declaration.optOut = optOut }
        if let on = change.popGesture { page.declaration.popGestureEnabled = on }
        pages[id] = page
        if change.bar != nil, id == stack.last { appOverridesTop = false }  // the option set last wins
        optionsSetByApp.insert(id)
        appChangesOptions = true
        if stack.contains(id) { send(.pageOptionsChanged(id, profile(id))) }
        appChangesOptions = false
        renderFrame("option \(name)", atRest: true)
    }

    /// `expect bar NAME`: NAME is on top, the screen is at rest, and the real bar shows NAME's own
    /// look, or is hidden where NAME's bar is (a hidden bar alone proves nothing about which page is on top).
    mutating func checkBar(shows name: String) {
        let id = id(name)
        if oracleFault == .expectBarPassesWhenHidden, bar.isHidden { return }
        if stack.last != id {
            violation("expect bar", "\(name) is not on top: the top page is \(self.name(stack.last))")
            return
        }
        if motion != nil || bar.isBehind || !attached.isEmpty {
            violation(
                "expect bar",
                "not at rest: the real bar is \(bar.isBehind ? "behind" : "in front") with \(attached.count) snapshot(s) attached")
        }
        if let look = intendedLook(id) {
            if realBarLook != look {
                violation("expect bar", "the bar shows \(realBarLook.map(\.description) ?? "nothing"), expected \(name)'s \(look)")
            }
        } else if !bar.isHidden {
            violation("expect bar", "the bar is shown, expected it hidden for \(name)")
        }
    }

    /// A tap on the back button: our hooks hear it through the bar delegate, the package pop,
    /// both, or neither (``hooksHearBegin(_:)``). Where the app answers `navigationBar(_:shouldPop:)`
    /// itself (`app should-pop=`), UIKit pops nothing for the tap: the bar keeps the top item; an
    /// interceptor then pops by its own call on the main queue's next turn, before that turn's
    /// frame (the run loop serves the main queue before it commits).
    mutating func backTap(nested: NestedCall?) {
        guard appShouldPop != .yes, stack.count >= 2 else {
            navigate(.pop, animated: true, label: "back", nested: nested, entry: .backButton)
            return
        }
        backTapRefused()
        if appShouldPop == .later {
            navigate(.pop, animated: true, label: "back (popped by the app)", nested: nested)
            return
        }
        settleAfterTransition("back (refused by the app)")
        renderFrame("back (refused by the app)", atRest: true)
        // A call said `during` the tap: no transition runs, the app makes it at rest.
        if let nested { makeCallAtRest(nested) }
    }

    /// The bar asks the navigation controller about a back tap and the app's code answers `false`.
    /// Our hook on `navigationBar(_:shouldPop:)` hears the question only where it runs around the
    /// app's answer (``ModelVariant/BackButton/barDelegateOnly``, ``ModelVariant/BackButton/both``:
    /// an interceptor that replaced UIKit's method before the library hooked it); under
    /// `public-pop` and `silent` it hears nothing (a subclass override that answers without
    /// calling `super` is never heard). What the hook heard it ends with the refusal, as the
    /// shell's block does after the original returned `false`.
    mutating func backTapRefused() {
        traceModel("the app answers navigationBar(_:shouldPop:) false")
        // What the shell stages for the tap is counted apart from a running transition's captures.
        if motion == nil { capturesThisTransition = [:] }
        switch variant.backButton {
        case .barDelegateOnly, .both:
            let heard = barAsksToPop()
            hooksHearCallReturn(heard)
            if heard.contains(true) { hook { $0.popRefused(in: &$1) } }
        case .publicPop, .silent:
            break
        }
    }

    /// A swipe: the recognizers decide, then (if one began) an interactive pop follows the finger.
    mutating func performSwipe(_ swipe: SwipeSpec) {
        // Every recognizer, ours as the shell sets them up and UIKit's as UIKit
        // (NavigationModel+Recognizers.swift).
        let recognition = recognizeSwipe(swipe)
        let drivers = recognition.drivers
        // Our pan's target runs before UIKit's; any other driver is UIKit's (or the other library's).
        let driver: SwipeDriver? =
            recognition.began.contains(.libraryPan) ? .fullScreenPan : drivers.isEmpty ? nil : .uikit
        // (Where the shell steps aside, which of UIKit's and the other library's recognizers wins
        // is theirs to settle; one pop happens either way.)
        if drivers.count > 1, !shellStepsAside {
            violation("swipe", "\(drivers.joined(separator: " and ")) would both drive one pop")
        }
        guard let driver else {
            lastGesture = .refused
            renderFrame("swipe refused", atRest: true)
            return
        }
        lastGesture = .began
        guard var spec = spec(for: .pop, animated: true, label: "swipe \(swipe.outcome.rawValue)") else { return }
        spec.swipe = swipe
        spec.entry = .swipe(driver)
        run(spec, nested: nil)
    }
}

extension NavigationModel {
    /// `swipe-push NAME ...`: the app's own interactive push (GKNavigationBar's
    /// `gk_openScrollLeftPush`, RTRootNavigationController). The finger goes down on the trailing
    /// side and moves toward the leading edge: our pop pan is asked first and must refuse the
    /// direction (UIKit's pop recognizers are off under a delegate that implements the animator
    /// method, and go the other way anyway). The app's pan then calls
    /// `pushViewController(_:animated: true)` as it begins, which our hook hears; the delegate
    /// answers its own animator and a percent-driven interaction controller, and UIKit runs the
    /// push interactively: the same callbacks as an interactive pop, the same cancel (the pushed
    /// page's will/did-disappear, the outgoing page's will/did-appear again, the stack as it was).
    mutating func performSwipePush(_ name: String, _ swipe: SwipeSpec) {
        lastGesture = leftwardSwipeBeginsOurPan() ? .began : .refused
        if lastGesture == .began {
            violation("swipe-push", "our full-screen pop pan began on a swipe toward the leading edge")
        }
        let label = "swipe-push \(name) \(swipe.outcome.rawValue)"
        guard var spec = spec(for: .push(id(name)), animated: true, label: label) else {
            renderFrame("\(label) (no change)", atRest: true)
            return
        }
        spec.swipe = swipe
        run(spec, nested: nil)
    }

    /// Whether our full-screen pan would begin for a swipe from the trailing side toward the
    /// leading edge (its policy must refuse the direction).
    mutating func leftwardSwipeBeginsOurPan() -> Bool {
        guard !shellStepsAside,
            SwipeBackRecognizers.installsLibraryPan(contentPopRecognizerExists: iosVersion >= 26, privateTargetFound: true)
        else { return false }
        var input = swipeFacts(SwipeSpec(fraction: 0, outcome: .cancel, from: width - 100))
        input.velocity = LayoutPoint(x: (rtl ? 1 : -1) * 300, y: 20)
        swipeInput = input
        var begins = false
        hook { begins = $0.swipeRecognizerBegins(.libraryPan, in: &$1) }
        swipeInput = nil
        return begins
    }
}

extension ScenarioCommand {
    /// Whether this statement starts an animated transition that a `during` call can nest in.
    var isAnimatedNavigation: Bool {
        switch self {
        case .push(_, let animated, _), .pop(let animated, _), .popTo(_, let animated, _),
            .popToRoot(let animated, _), .set(_, let animated, _):
            animated
        case .back: true
        case .dismiss(let animated): animated
        default: false
        }
    }

    /// The call this statement makes at the midpoint of the previous transition, if it says `during`.
    func nestedCall(in model: NavigationModel) -> NestedCall? {
        switch self {
        case .push(let name, let animated, true):
            NestedCall(call: .push(model.id(name)), animated: animated, label: "push \(name) (during)")
        case .pop(let animated, true): NestedCall(call: .pop, animated: animated, label: "pop (during)")
        case .popTo(let name, let animated, true):
            NestedCall(call: .popTo(model.id(name)), animated: animated, label: "pop-to \(name) (during)")
        case .popToRoot(let animated, true): NestedCall(call: .popToRoot, animated: animated, label: "pop-to-root (during)")
        case .set(let list, let animated, true): NestedCall(call: .setStack(list.map(model.id)), animated: animated, label: "set (during)")
        case .present(let style, let animated, true):
            NestedCall(call: .pop, animated: animated, label: "present \(style.rawValue) (during)", presents: style)
        case .back(true):
            NestedCall(
                call: .pop, animated: true, label: "back (during)", refusedTap: model.appShouldPop == .yes ? nil : model.appShouldPop)
        default: nil
        }
    }
}
