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
        case .rtl(let on): rtl = on
        case .container(let kind): container = kind
        case .foreignLibrary(let library): foreignLibrary = library
        case .host(let kind): host = kind
        case .tabSwitch: switchTabAndBack()
        case .delegate(let kind): delegate = kind
        case .appSetsBarHidden(let hidden, let animated):
            appSetsBarHidden(hidden, animated: animated)
            appOverridesTop = true
            renderFrame("app bar-hidden=\(hidden ? "yes" : "no")", atRest: motion == nil)
        case .appSetsPopGesture(let on):
            appPopGestureEnabled = on
        case .appSetsBarAlpha(let alpha):
            appBarAlpha = alpha
            bar.alpha = alpha
            renderFrame("app bar-alpha=\(alpha)", atRest: motion == nil)
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
            loaded.insert(top)
            // The window shows the navigation controller: the top page appears, unannounced.
            bar.item = top
            send(.viewWillAppear(top, coordinatorPresent: false, profile: profile(top)))
            send(.viewIsAppearing(top))
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
        case .swipe(let swipe):
            performSwipe(swipe)
        case .style(let name, let barSpec, let title):
            let id = id(name)
            guard var page = pages[id] else { return }
            if let barSpec { page.declaration.bar = barSpec }
            if let title { page.declaration.title = title }
            pages[id] = page
            restyleHostedPage(id, bar: barSpec, title: title)
            if id == stack.last { appOverridesTop = false }  // the option set last wins
            // The app sets `slidingBar.prefersNavigationBarHidden`; the shell forwards it. The
            // visibility change that answers it is the app's own, as its own call would be.
            appChangesOptions = true
            send(.pageOptionsChanged(id, profile(id)))
            appChangesOptions = false
            renderFrame("style \(name)", atRest: true)
        case .scroll(let name, let position):
            pages[id(name)]?.scroll = position
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
            send(.memoryWarning)
            renderFrame("memory warning", atRest: true)
        case .expectStack(let list):
            let actual = stack.map { name($0) }
            if actual != list {
                violation("expect stack", "stack is \(actual.joined(separator: " ")), expected \(list.joined(separator: " "))")
            }
        case .expectBar(let name):
            checkBar(shows: name)
        case .expectGesture(let outcome):
            if lastGesture != outcome {
                violation(
                    "expect gesture", "the last swipe's recognizer \(lastGesture?.rawValue ?? "never ran"), expected \(outcome.rawValue)")
            }
        }
    }

    mutating func checkBar(shows name: String) {
        let id = id(name)
        if bar.isBehind || !attached.isEmpty {
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
    /// both, or neither.
    mutating func backTap(nested: NestedCall?) {
        let announcements =
            switch variant.backButton {
            case .both: 2
            case .publicPop, .barDelegateOnly: 1
            case .silent: 0
            }
        navigate(.pop, animated: true, label: "back", nested: nested, announcements: announcements)
    }

    /// A swipe: the recognizers decide, then (if one began) an interactive pop follows the finger.
    mutating func performSwipe(_ swipe: SwipeSpec) {
        let w = width
        let direction: LayoutDirection = rtl ? .rightToLeft : .leftToRight
        let startX = rtl ? w - swipe.from : swipe.from
        let sign: Double = rtl ? -1 : 1
        // The finger moves toward the trailing edge when the recognizer asks to begin; a swipe that
        // is released backwards (negative `velocity`) still began forwards.
        let beginVelocity = LayoutPoint(x: sign * 300, y: 20)
        var scrollViews: [HorizontalScrollState] = []
        switch swipe.over {
        case .hscrollLeading?:
            scrollViews = [HorizontalScrollState(contentOffsetX: rtl ? 600 : 0, minOffsetX: 0, maxOffsetX: 600)]
        case .hscrollScrolled?:
            scrollViews = [HorizontalScrollState(contentOffsetX: 300, minOffsetX: 0, maxOffsetX: 600)]
        case nil: break
        }
        let top = stack.last
        let options = top.map { profile($0).options } ?? ResolvedSlidingBarOptions()
        var input = PopGestureInput(
            stackCount: stack.count, isTransitioning: motion != nil, options: options,
            startLocation: LayoutPoint(x: startX, y: 300), containerWidth: w, layoutDirection: direction,
            velocity: beginVelocity, scrollViewsUnderTouch: scrollViews)
        // What the app owns, read at every swipe as the shell does.
        let hidesBackButton = top.flatMap { pages[$0]?.declaration.hidesBackButton } ?? false
        input.app = PopGestureAppFacts(
            systemPopGestureEnabled: appPopGestureEnabled, topPageHidesBackButton: hidesBackButton)
        // The shell reads the app's switch when the finger goes down, not once at install: the app
        // may turn the system swipe off at any time.
        var plan = PopGesturePolicy.recognizerPlan(
            isPopGestureEnabled: true, systemTargetFound: true, contentPopGestureAvailable: iosVersion >= 26,
            systemGestureDisabledByApp: !appPopGestureEnabled)
        let canPop = stack.count > 1 && motion == nil
        var drivers: [String] = []
        if let foreignLibrary {
            // The other library's own gesture: its full-screen pan replaces the system edge swipe.
            if foreignLibrary.drivesFullScreenPan, canPop { drivers.append("\(foreignLibrary.rawValue)'s pan") }
            if shellStepsAside {
                // No pan of ours: UIKit's recognizers as the app and the other library left them.
                plan = PopGestureRecognizerPlan(
                    installsFullScreenPan: false,
                    systemEdgeGestureEnabled: appPopGestureEnabled && !foreignLibrary.drivesFullScreenPan,
                    systemContentGestureEnabled: iosVersion >= 26)
            }
        }
        if plan.installsFullScreenPan, PopGesturePolicy.decide(input) == .begin { drivers.append("full-screen pan") }
        // UIKit's own recognizers, when left enabled, begin on their own terms.
        let leading = PopGesturePolicy.leadingDistance(of: input.startLocation, containerWidth: w, direction: direction)
        if plan.systemEdgeGestureEnabled, canPop, leading <= 20 { drivers.append("system edge swipe") }
        if plan.systemContentGestureEnabled, canPop, iosVersion >= 26, swipe.over != .hscrollScrolled {
            drivers.append("iOS 26 content swipe")
        }
        // (Where the shell steps aside, which of UIKit's and the other library's recognizers wins
        // is theirs to settle; one pop happens either way.)
        if drivers.count > 1, !shellStepsAside {
            violation("swipe", "\(drivers.joined(separator: " and ")) would both drive one pop")
        }
        guard !drivers.isEmpty else {
            lastGesture = .refused
            renderFrame("swipe refused", atRest: true)
            return
        }
        lastGesture = .began
        guard var spec = spec(for: .pop, animated: true, label: "swipe \(swipe.outcome.rawValue)") else { return }
        spec.swipe = swipe
        spec.announcements = swipeAnnouncements(spec)
        run(spec, nested: nil)
    }
}

extension NavigationModel {
    /// How many times our hooks announce a swipe's pop. The shell listens at the `.began` of
    /// whichever recognizer drives it: its own pan's target runs before UIKit's and announces;
    /// on a system recognizer UIKit's target runs first and may ask the bar delegate
    /// (`navigationBar(_:shouldPop:)`, whose hook then announces), and the shell's target after
    /// it announces only if nothing did. Either way exactly once, whether UIKit asks the bar
    /// or not (``ModelVariant/HiddenSwipeShouldPop``: it may not for a page whose bar is hidden).
    func swipeAnnouncements(_ spec: TransitionSpec) -> Int {
        let destinationHidesBar = restHiddenComingOnTop(spec.to, after: spec.from)
        let barAsked = !destinationHidesBar || variant.hiddenSwipeShouldPop == .yes
        if fault == .announcesPopOnlyFromShouldPop { return barAsked ? 1 : 0 }
        return 1
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
        case .back(true): NestedCall(call: .pop, animated: true, label: "back (during)")
        default: nil
        }
    }
}
