import SlidingNavigationBarCore

/// What the model knows of Liquid Glass and of materials (docs/uikit-facts.md, "Liquid Glass"):
/// when a bar is glass, which looks are materials, what each way of drawing a bar makes of them,
/// and the model's own rule of what a transition on glass should look like.
///
/// - A bar is glass on `ios` 26 and later unless the scenario says `glass off`
///   (`UIDesignRequiresCompatibility` on 26; an app built with an older SDK on 27).
/// - Materials: the default background's blur below 26 (`material-…`), and glass (`glass-…`).
/// - Drawing: `layer.render(in:)` (``CaptureMethod/layerTree``) draws a material or glass wrong
///   (swift-snapshot-testing PR 801, issues 1019 and 1029), and `drawHierarchy(in:
///   afterScreenUpdates: false)` of the bar alone (``CaptureMethod/screenContents``) loses a
///   visual effect (Apple's `UIVisualEffectView` page: only a snapshot of the whole window or
///   screen keeps it; the probe's `draw-hierarchy-of-*-bar` trials settle it). Modelled as wrong,
///   not as a variant: the engine must not rely on it either way. The image then holds `flat:` and
///   the background it should have had, which no intended frame shows. On glass every bar with
///   items holds glass (their platters): any bitmap of it is wrong. A live view built from the
///   page's appearance (``CaptureMethod/liveBackground``) shows the page's own background, never
///   its items.
/// - UIKit animates a glass bar's items itself: in a transition where pages carry only their
///   backgrounds, the real bar stays in front, its background concealed, its items live.
extension NavigationModel {
    /// Whether the app's bars are Liquid Glass.
    var isGlass: Bool { glassSetting ?? (iosVersion >= 26) }

    /// Whether a look's background is a blur material or glass.
    static func isMaterial(_ background: String) -> Bool {
        background.hasPrefix("material") || background.hasPrefix("glass")
    }

    /// The background a page's own bar has at rest (its item's appearance, where it is scrolled).
    func ownBackground(_ id: PageID) -> String? { barLook(id)?.background }

    /// The page's bar background as the shell reads it into the core's value: the page's own
    /// resolved appearance, whichever applies where its content is scrolled.
    func resolvedBackground(_ id: PageID) -> BarBackground? {
        guard let background = ownBackground(id) else { return nil }
        let design: BarDesign = isGlass ? .glass : .classic
        if background == "transparent" { return BarBackground(fill: .none, design: design) }
        if background.hasPrefix("glass") { return BarBackground(fill: .glass, design: design) }
        if background.hasPrefix("material") {
            return BarBackground(fill: .material("systemChromeMaterial", over: nil), design: design)
        }
        // A colour or the image, then the page's own line if it has one (else the system's hairline).
        let parts = background.split(separator: " ", maxSplits: 1).map(String.init)
        let shadow: BarBackground.Shadow
        switch parts.count > 1 ? parts[1] : nil {
        case nil: shadow = .color(Self.systemShadow)
        case "shadow-none"?: shadow = .none
        case let line?: shadow = BarColor(hex: String(line.dropFirst("shadow-".count))).map { .color($0) } ?? .none
        }
        if parts[0] == "image" { return BarBackground(fill: .image(Self.patternImage, over: nil), shadow: shadow, design: design) }
        if let color = BarColor(hex: parts[0]) { return BarBackground(fill: .color(color), shadow: shadow, design: design) }
        return BarBackground(fill: .none, design: design)
    }

    /// The identity of the app's one pattern image (`bar=image`): every page that asks for it
    /// gets the same image object.
    static let patternImage: UInt64 = 1

    /// The hairline of an appearance without a line of its own: the model's stand-in for the
    /// system's (a dark grey, partly transparent; only its being one value for every such page matters).
    static let systemShadow = BarColor(red: 0, green: 0, blue: 0, alpha: 0.3)

    /// The model's own rule for backgrounds, given that the older rules let the transition slide:
    /// whether it still slides. Written from the design's statement, not from the core's table.
    ///
    /// On glass, two pages that show the bar slide only when their backgrounds differ and neither
    /// is glass (only the real bar draws glass); a page with a bar coming in next to one without
    /// is UIKit's (its items are glass, drawn wrong from the layer tree); a page leaving with its
    /// bar for one without slides its screen image. Below glass, an incoming bar with a material
    /// background is UIKit's (the layer tree would draw it flat).
    ///
    /// The rule holds both for the incoming page's visibility as the call can know it (its options
    /// as read then, else the app's last call) and as it rests once on top (its own option, the
    /// app's calls in the appearance callbacks): a transition left to UIKit at the call stays
    /// UIKit's, and one staged at the call is given to UIKit before the first frame if the page's
    /// visibility at rest breaks the rule.
    /// (A height change left to UIKit at the call, `liftedAtCall`, is decided again when the
    /// incoming page's options arrive: then only the rest visibility counts.)
    func backgroundsAllowSlide(_ spec: TransitionSpec, liftedAtCall: Bool = false) -> Bool {
        // (Under `host swiftui`, the option our hook reads at the call is the one before SwiftUI's
        // update, ``SwiftUIHosting/atCall``.)
        let optionAtCall = hosting.atCall[spec.to].map { $0.optionHidden } ?? requestProfile(spec.to).options.prefersNavigationBarHidden
        // Without an option of its own, the incoming page has at the call what the bar shows
        // then: the outgoing page's visibility (its option may have overridden the app's call).
        let atCall = !(optionAtCall ?? intendedHidden(spec.from))
        let atRest = !restHiddenComingOnTop(spec.to, after: spec.from, intermediates: spec.intermediates)
        // The hook reads the incoming page's look at the call, before its own viewWillAppear styles
        // the shared bar (`app-style=`). (Under SwiftUI its toolbar's later look is modelled through
        // the declaration, NavigationModel+SwiftUI: the look at rest there.)
        let lookAtCall = host != .swiftui
        guard
            (liftedAtCall || backgroundsAllowSlide(spec, toShown: atCall, toLookAtCall: lookAtCall))
                && backgroundsAllowSlide(spec, toShown: atRest)
        else {
            // A fallback decided on the look at the call is lifted when the styling arrives, while
            // the bar still has the visibility it had at the call (an app that changes it in the
            // same viewWillAppear, before, has taken the outgoing bar off the screen; a fallback
            // that changed the bar's visibility at the call has given the transition to UIKit).
            guard lookAtCall, !liftedAtCall, backgroundsAllowSlide(spec, toShown: atRest) else { return false }
            // (Its own code as it comes in: in viewWillAppear, or in a viewDidLoad still to run.)
            let incoming = pages[spec.to]?.declaration
            let comingIn =
                incoming?.appBarMoment == .viewWillAppear || (incoming?.appBarMoment == .viewDidLoad && !loaded.contains(spec.to))
            let changesVisibility = comingIn && incoming?.appBar == (atCall ? .hidden : .shown)
            // (The bar had the outgoing page's visibility at the call; or, pushed from a page
            // without a bar, the bar is shown for the incoming page only as that page appears,
            // as for a slide, so nothing changed at the call: docs/how-it-works.md.)
            let shownAsItAppears = spec.operation == .push && intendedHidden(spec.from) && atCall
            return atCall == atRest && (atCall == !intendedHidden(spec.from) || shownAsItAppears) && !changesVisibility
        }
        return true
    }

    /// - Parameter toLookAtCall: the incoming page's look as the shared bar is styled now (before
    ///   its own viewWillAppear), instead of the one it has at rest.
    func backgroundsAllowSlide(_ spec: TransitionSpec, toShown: Bool, toLookAtCall: Bool = false) -> Bool {
        guard pages[spec.from] != nil, pages[spec.to] != nil else { return false }
        let fromShown = !intendedHidden(spec.from)
        let fromBackground = restBarLook(spec.from)?.background ?? "transparent"
        let toLook = toLookAtCall ? look(spec.to, under: sharedBarStyle) : restBarLook(spec.to)
        let toBackground = toLook?.background ?? "transparent"
        if isGlass {
            if fromShown && toShown {
                if fromBackground == toBackground { return false }
                if fromBackground.hasPrefix("glass") || toBackground.hasPrefix("glass") { return false }
                return true
            }
            // One bar carried whole: its glass items would be in a bitmap.
            return !fromShown && !toShown
        }
        return !(toShown && Self.isMaterial(toBackground)) && !(fromShown && Self.isMaterial(fromBackground))
    }

    /// Whether a sliding transition carries backgrounds only (both pages show the bar, on glass).
    func carriesBackgroundsOnly(_ spec: TransitionSpec) -> Bool {
        isGlass && !intendedHidden(spec.from)
            && !restHiddenComingOnTop(spec.to, after: spec.from, intermediates: spec.intermediates)
    }

    /// A look as the real bar presents it: without its background while that is concealed.
    func presenting(_ look: BarLook) -> BarLook {
        guard bar.isBackgroundConcealed else { return look }
        var look = look
        look.background = "concealed"
        return look
    }

    /// A `.liveBackground` capture: the page's own background, no items, over the bar's boundary.
    /// Built as the shell builds it: from the look it kept of the page at the call, if it kept it.
    func liveBackgroundLook(_ id: PageID, boundary: BarLook) -> BarLook {
        let kept = lookKeptAtCall.flatMap { $0.page == id ? $0.shared : nil }
        return BarLook(
            background: look(id, under: kept ?? sharedBarStyle)?.background ?? "transparent", title: "",
            heightClass: boundary.heightClass, prompt: boundary.prompt, boundary: boundary.boundary)
    }

    /// What a frame of a transition carrying backgrounds only shows wrong: the real bar must be in
    /// front, drawn, its background concealed; each page on screen carries its own background (a
    /// transparent one is nothing), at its own offset.
    func backgroundsProblem(_ onScreen: [(PageID, Double)]) -> String? {
        if bar.isBehind { return "the real bar is behind the pages while they carry only their backgrounds: its items are gone" }
        if bar.isConcealed { return "the real bar is concealed while the pages carry only their backgrounds: its items are gone" }
        // Only while every page on screen shows a bar at rest: a cancel (or an iOS 26 reversal)
        // can give the page that stays a hidden bar, which the app's calls then hide.
        if bar.isHidden, onScreen.allSatisfy({ !intendedHidden($0.0) }) { return "the real bar is hidden while both pages show it" }
        if !bar.isHidden, !bar.isBackgroundConcealed {
            return "the real bar's background is drawn over the backgrounds the pages carry"
        }
        var seen: [StripLayer] = []
        var intended: [StripLayer] = []
        for (id, dx) in onScreen {
            let place = placement(id)
            let view = place.frameInContainer.offsetBy(dx: dx, dy: 0)
            seen.append(StripLayer(rect: view, pixel: .page(name(id), dx: milli(dx))))
            intended.append(StripLayer(rect: view, pixel: .page(name(id), dx: milli(dx))))
            if let frame = presentedFrame(of: id), let snapshot = held[id], snapshot.look.background != "transparent" {
                let rect = frame.offsetBy(
                    dx: place.frameInContainer.minX + dx - place.boundsOrigin.x,
                    dy: place.frameInContainer.minY - place.boundsOrigin.y)
                var layer = StripLayer.bar(snapshot.look, at: rect)
                if clips(id, frame: frame) {
                    layer.rect = rect.intersection(view) ?? LayoutRect(x: view.minX, y: view.minY, width: 0, height: 0)
                }
                if !layer.rect.isEmpty { seen.append(layer) }
            }
            if let look = intendedLook(id), look.background != "transparent" {
                let background = BarLook(
                    background: look.background, title: "", heightClass: look.heightClass, prompt: look.prompt, boundary: look.boundary)
                intended.append(.bar(background, at: look.boundary.offsetBy(dx: dx, dy: 0)))
            }
        }
        return StripCompositor.difference(seen: seen, intended: intended, width: width)
    }

    /// A frame showing an image of a material or glass drawn by `layer.render(in:)`.
    func flatImageProblem(_ onScreen: [(PageID, Double)]) -> String? {
        for (id, _) in onScreen where attached[id] != nil {
            if let look = held[id]?.look, look.background.hasPrefix("flat:") {
                return
                    "\(name(id)) carries an image of a \(look.background.dropFirst(5)) bar drawn with layer.render(in:): it shows flat, not as the screen does"
            }
        }
        return nil
    }
}

extension BarColor {
    /// `#RRGGBB`, or `#RRGGBB@AA` for a translucent one, as the model's looks write colours.
    init?(hex: String) {
        let parts = hex.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, hex.first == "#", parts[0].count == 7, let value = UInt32(parts[0].dropFirst(), radix: 16) else {
            return nil
        }
        var alpha = 1.0
        if parts.count == 2 {
            guard parts[1].count == 2, let byte = UInt8(parts[1], radix: 16) else { return nil }
            alpha = Double(byte) / 255
        }
        self.init(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255, alpha: alpha)
    }
}

// MARK: - Interruptible transitions (iOS 26)

extension NavigationModel {
    /// Whether UIKit reverses the running transition for `call` (``ModelVariant/NestedCall/reverses``):
    /// on iOS 26 and later, a pop of the page a push is bringing in.
    func reversesRunningPush(_ spec: TransitionSpec, with nested: NestedCall) -> Bool {
        guard iosVersion >= 26, spec.operation == .push, spec.swipe == nil, spec.animated, nested.animated else { return false }
        let call = nested.call
        switch call {
        case .pop: return true
        case .popTo(let id): return id == spec.from
        case .popToRoot: return stack.count == 2
        case .push, .setStack: return false
        }
    }

    /// UIKit reverses a push where it is: the pages slide back, the bar takes the outgoing page's
    /// item again, and the transition ends as a cancelled one (the callbacks of a cancelled swipe,
    /// the coordinator's completion with `isCancelled`). The pop that reversed it is consumed.
    mutating func reverse(_ spec: TransitionSpec, from progress: Double, oldStack: [PageID]) {
        motion?.cancelling = true
        bar.item = spec.from
        // The callbacks of a cancelled swipe (under `cancel-callbacks=at-end`, all at the end),
        // SwiftUI setting the toolbar of the page that stays again at its `viewWillAppear`.
        if variant.cancelCallbacks == .full { send(.viewWillDisappear(spec.to)) }
        if variant.cancelCallbacks != .atEnd { stayingPageWillAppearAgain(spec) }
        let steps = Self.animationSteps / 2
        for step in 1...steps {
            motion?.progress = progress * (1 - Double(step) / Double(steps))
            renderFrame("\(spec.label) reversing at \(Int((motion?.progress ?? 0) * 100))%")
        }
        // Back where it started: drawn from here as the end of a pop of the pushed page, the page
        // that stays in place and the other off screen (``finish`` then shows only the former).
        motion?.operation = .pop
        motion?.from = spec.to
        motion?.progress = 1
        finish(spec, cancelled: true, oldStack: oldStack)
    }
}

extension NavigationModel {
    /// A bitmap of the bar showing `look`: wrong (`flat:`) when the look holds a material or glass,
    /// or on glass at all (the items' platters).
    mutating func drawnWrongIfEffect(_ look: BarLook) -> BarLook {
        guard Self.isMaterial(look.background) || (isGlass && look.background != "empty") else { return look }
        metrics.flatCaptures += 1
        var flat = look
        flat.background = "flat:" + look.background
        return flat
    }
}

extension NavigationModel {
}
