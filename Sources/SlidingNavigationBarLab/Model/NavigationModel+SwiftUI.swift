import SlidingNavigationBarCore

/// SwiftUI's own state in a `host swiftui` scenario: a `NavigationStack` whose pages are hosting
/// controllers.
///
/// What the model takes from docs/uikit-facts.md ("SwiftUI NavigationStack and tab bars"):
/// - a destination's `.toolbarBackground(color, for: .navigationBar)` becomes its hosting
///   controller's own navigation item appearance, so once applied it belongs to that page like a
///   UIKit page's bar look;
/// - `.toolbar(.hidden|.visible, for: .navigationBar)` is a `setNavigationBarHidden(_:animated:)`
///   on SwiftUI's navigation controller, made when the page comes on top, and only when the
///   visibility SwiftUI wants differs from the one it last set;
/// - both happen during SwiftUI's own update, whose moment relative to the call,
///   `viewWillAppear` and the animation is ``ModelVariant/SwiftUIUpdate``;
/// - the library's modifier (`bar=hidden`, `opt-out` on such a page) sets the page's options
///   from a view SwiftUI adds in that same update: before it, the page has no option.
struct SwiftUIHosting {
    /// Each page as the scenario declares it, which SwiftUI and the modifier apply at its update.
    var declared: [PageID: PageDeclaration] = [:]
    /// The pages whose update has run: their toolbar look and the modifier's options are set.
    var updated: Set<PageID> = []
    /// The visibility SwiftUI last set with `setNavigationBarHidden` (the bar starts shown).
    var lastSetHidden = false
    /// The page SwiftUI made its `setNavigationBarHidden` call for in the running transition (reset
    /// at each transition's start): a late look at that transition (a pop announced late) still
    /// counts the call as that page's own.
    var toolbarSetThisTransition: PageID?
    /// In ``NavigationModel/hostedPreview(_:)`` only: the incoming page as our hook reads it at the
    /// call, before SwiftUI's update (which the preview has applied): no option of the modifier yet.
    var atCall: [PageID: PageDeclaration] = [:]
}

extension NavigationModel {
    /// A page before SwiftUI's update: the system's bar, no option of the library.
    static func beforeHostedUpdate(_ declared: PageDeclaration) -> PageDeclaration {
        var page = declared
        if page.bar == .hidden { page.bar = .default }
        page.optOut = false
        return page
    }

    /// A page once SwiftUI's update ran: its toolbar background is its item's look, and the
    /// modifier's options are set.
    static func afterHostedUpdate(_ declared: PageDeclaration) -> PageDeclaration {
        var page = declared
        if let background = declared.toolbarBackground, declared.bar != .hidden { page.bar = background }
        return page
    }

    /// `page` under `host swiftui`: the page starts as it is before SwiftUI's update.
    mutating func declareHostedPage(_ id: PageID) {
        guard let declaration = pages[id]?.declaration else { return }
        hosting.declared[id] = declaration
        pages[id]?.declaration = Self.beforeHostedUpdate(declaration)
    }

    /// `style` under `host swiftui`: the page's SwiftUI state changes; a page not updated yet
    /// takes it at its update.
    mutating func restyleHostedPage(_ id: PageID, bar: BarStyleSpec?, title: String?) {
        guard host == .swiftui, var declared = hosting.declared[id] else { return }
        if let bar {
            declared.bar = bar
            declared.toolbarBackground = nil
        }
        if let title { declared.title = title }
        hosting.declared[id] = declared
    }

    /// `root`: the tab bar takes its place, and SwiftUI sets up the pages of its initial path
    /// before the top one appears (at launch nothing slides, so the moment does not matter).
    mutating func prepareRoot() {
        if container == .tabBar {
            tabs.hidden = !tabBarShown(stack.last, in: stack)
        }
        guard host == .swiftui else { return }
        for id in stack where !hosting.updated.contains(id) {
            hosting.updated.insert(id)
            if let declared = hosting.declared[id] { pages[id]?.declaration = Self.afterHostedUpdate(declared) }
        }
        if let top = stack.last { applyHostedToolbar(top, animated: false) }
    }

    /// SwiftUI's update for the page coming on top, if the variant puts it at `moment`.
    ///
    /// Before the call, SwiftUI prepares the bar's look (and the modifier acts), but the
    /// visibility is set from the destination's `viewWillAppear` (the traced
    /// `setNavigationBarHidden:animated:` call): a bar shown or hidden before the call would
    /// change the outgoing page's own bar.
    mutating func hostedUpdate(_ spec: TransitionSpec, at moment: ModelVariant.SwiftUIUpdate) {
        guard host == .swiftui else { return }
        if variant.swiftUIUpdate == .beforeCall {
            switch moment {
            case .beforeCall: updateHostedPage(spec.to, animated: false, toolbar: false)
            case .willAppearBeforeSuper: applyHostedToolbar(spec.to, animated: spec.animated)
            default: break
            }
            return
        }
        guard variant.swiftUIUpdate == moment else { return }
        updateHostedPage(spec.to, animated: spec.animated)
        // In the first frame's layout, after the library decided: a bar hidden now ends a slide,
        // UIKit's from here (as the incoming page's own code hiding it would).
        if moment == .atFirstLayout, bar.isHidden, motion?.expectsSlide == true { motion?.expectsSlide = false }
    }

    /// A cancelled swipe: SwiftUI sets the toolbar of the page that stays again, at its
    /// `viewWillAppear` (before or after super, as for the page that was coming).
    mutating func hostedToolbarComesBack(_ id: PageID, afterSuper: Bool) {
        guard host == .swiftui else { return }
        let after = variant.swiftUIUpdate == .willAppearAfterSuper || variant.swiftUIUpdate == .atFirstLayout
        // (Before the call, as for the page that was coming, the visibility comes before super.)
        guard after == afterSuper else { return }
        // Shown again after the engine learned the page stays without a bar, its bar must be
        // captured again: not a wasted capture.
        if let declared = hosting.declared[id], (declared.toolbar == .hidden) != hosting.lastSetHidden {
            capturesThisTransition[id] = nil
        }
        applyHostedToolbar(id, animated: true)
    }

    /// One page's SwiftUI update: the first time, its toolbar background becomes its item's
    /// appearance (no hook hears it: the shell reads the page's look as the animation starts)
    /// and the modifier sets its options (the shell forwards them, as for `slidingBar.…`); every
    /// time, SwiftUI sets the bar's visibility this page wants.
    mutating func updateHostedPage(_ id: PageID, animated: Bool, toolbar: Bool = true) {
        if !hosting.updated.contains(id), let declared = hosting.declared[id] {
            hosting.updated.insert(id)
            let before = pages[id]?.declaration
            pages[id]?.declaration = Self.afterHostedUpdate(declared)
            let after = pages[id]?.declaration
            if before?.optOut != after?.optOut || before?.optionHidden != after?.optionHidden {
                send(.pageOptionsChanged(id, profile(id)))
            }
        }
        if toolbar { applyHostedToolbar(id, animated: animated) }
    }

    /// `.toolbar(.hidden)` or not: SwiftUI's `setNavigationBarHidden` when the visibility it
    /// wants for this page differs from the one it last set.
    mutating func applyHostedToolbar(_ id: PageID, animated: Bool) {
        guard let declared = hosting.declared[id] else { return }
        let wanted = declared.toolbar == .hidden
        guard wanted != hosting.lastSetHidden else { return }
        hosting.lastSetHidden = wanted
        hosting.toolbarSetThisTransition = id
        appSetsBarHidden(wanted, animated: animated)
    }

    /// The model as it will be once SwiftUI's update for the incoming page has run (no event
    /// sent): what the page carries at rest is decided by it, whenever it comes.
    ///
    /// - Parameter atAnimationStart: as the library decides, when the animation starts: what
    ///   SwiftUI applies in the first frame's layout (`swiftui-update=at-first-layout`) comes after
    ///   that decision, and is left out (its look, its `setNavigationBarHidden`, the modifier's
    ///   opt-out); only the modifier's hidden bar still goes with UIKit's transition.
    func hostedPreview(_ spec: TransitionSpec, atAnimationStart: Bool = false) -> NavigationModel {
        var copy = self
        if !copy.hosting.updated.contains(spec.to), let declared = copy.hosting.declared[spec.to],
            let before = copy.pages[spec.to]?.declaration
        {
            copy.hosting.atCall[spec.to] = before
            var after = Self.afterHostedUpdate(declared)
            if atAnimationStart, variant.swiftUIUpdate == .atFirstLayout {
                let hidden = after.bar == .hidden
                after = before
                if hidden { after.bar = .hidden }
            }
            copy.pages[spec.to]?.declaration = after
        }
        // SwiftUI's `setNavigationBarHidden` for it is made in its `viewWillAppear` (or later, at
        // the first layout), never at the call: to the engine it is the page's own call there.
        // Made before super, the page's own code in that `viewWillAppear` comes after it and wins.
        // (Already made in this transition, when the model looks at it late: still the page's own.)
        if let declared = copy.hosting.declared[spec.to],
            (declared.toolbar == .hidden) != copy.hosting.lastSetHidden || copy.hosting.toolbarSetThisTransition == spec.to,
            !(atAnimationStart && variant.swiftUIUpdate == .atFirstLayout)
        {
            let afterPageCode = variant.swiftUIUpdate == .willAppearAfterSuper || variant.swiftUIUpdate == .atFirstLayout
            if copy.pages[spec.to]?.declaration.appBar == nil || afterPageCode {
                copy.pages[spec.to]?.declaration.appBar = declared.toolbar == .hidden ? .hidden : .shown
            }
        }
        return copy
    }

    /// Whether the incoming page hides the bar at rest, once SwiftUI's update has run.
    /// SwiftUI's own `setNavigationBarHidden` for it comes after the outgoing page's
    /// `viewWillDisappear`, so it wins over what that page's code set; the page's option wins
    /// over both.
    func restHiddenOnceHosted(_ spec: TransitionSpec) -> Bool {
        hostedPreview(spec).restHiddenComingOnTop(spec.to, after: spec.from, intermediates: spec.intermediates)
    }

    /// ``expectsSlide(_:)`` with what SwiftUI's update brings by the animation's start, where the
    /// library decides: its look and options at every moment (a look or an option that comes in
    /// the first frame's layout is still taken before that frame), its bar visibility except in
    /// the first frame's layout, which comes after the decision (a hide there ends the slide:
    /// ``hostedUpdate(_:at:)``).
    func expectsSlideOnceHosted(_ spec: TransitionSpec) -> Bool {
        hostedPreview(spec, atAnimationStart: true).expectsSlide(spec)
    }
}
