import SlidingNavigationBarCore

/// Where a page's view sits in the navigation controller's view at rest (horizontal offset 0):
/// the model's own description of UIKit's layout.
///
/// The oracle reads this lab value, never the core's `PagePlacement` the engine consumes: the
/// shell's reading of it (``placement``) is one of the things under test, and a rule added to the
/// core type must not reach what is intended (`docs/architecture.md`, "What the oracle may share").
struct PageView: Hashable {
    /// The view's frame in the navigation controller's view.
    var frameInContainer: LayoutRect
    /// The view's `bounds.origin` (a scroll view's content offset).
    var boundsOrigin = LayoutPoint.zero
    /// The view's `clipsToBounds` (`true` for a scroll view).
    var clipsToBounds = false
    /// Whether the view takes a subview from outside (not a SwiftUI hosting view).
    var acceptsSubviews = true

    /// The same facts as the core value the shell reports to the engine.
    var placement: PagePlacement {
        PagePlacement(
            frameInContainer: frameInContainer, boundsOrigin: boundsOrigin, clipsToBounds: clipsToBounds,
            acceptsSubviews: acceptsSubviews)
    }
}

/// What UIKit does with a navigation call, by the model's own rules (not the engine's
/// `NavigationIntent`, which the oracle would otherwise share).
struct UIKitStackChange {
    /// The page on top before the call.
    var from: PageID
    /// The page on top after it.
    var to: PageID
    /// The one transition UIKit shows: a pop when the new top was already in the stack, a push otherwise.
    var operation: NavigationOperation
}

extension NavigationModel {
    /// The transition UIKit runs for `call` on the current stack, or `nil` when the top does not
    /// change (a pop at the root, a pop to the top, a `setViewControllers` keeping the top) or the
    /// call cannot be honoured (a page pushed twice, a pop to a page not in the stack).
    ///
    /// `setViewControllers` runs one transition (Apple's documentation): a pop when its new top
    /// was in the stack, a push otherwise.
    func uikitStackChange(_ call: NavigationCall) -> UIKitStackChange? {
        guard let top = stack.last else { return nil }
        let after: [PageID]
        switch call {
        case .push(let id):
            if stack.contains(id) { return nil }
            after = stack + [id]
        case .pop: after = Array(stack.dropLast())
        case .popTo(let id):
            guard let index = stack.firstIndex(of: id) else { return nil }
            after = Array(stack[...index])
        case .popToRoot: after = [stack[0]]
        case .setStack(let ids): after = ids
        }
        guard let newTop = after.last, newTop != top else { return nil }
        return UIKitStackChange(from: top, to: newTop, operation: stack.contains(newTop) ? .pop : .push)
    }

    /// What our hook can read of `id`'s declaration when a call is announced, by the model's own
    /// rule (not the core's option resolution, which ``requestProfile(_:)`` runs for the engine):
    /// a page whose view never loaded under ``ModelVariant/OptionsTiming/atViewDidLoad`` has set
    /// nothing yet, so it reads as showing the bar at the standard height.
    func declaredAtCall(_ id: PageID) -> (prefersHidden: Bool?, heightClass: BarHeightClass, prompt: Bool) {
        guard let declaration = pages[id]?.declaration else { return (nil, .standard, false) }
        // An option the app set on the page itself (`style`) is set, loaded view or not.
        if variant.options == .atViewDidLoad, !loaded.contains(id), !optionsSetByApp.contains(id) { return (nil, .standard, false) }
        // Under `host swiftui`, before SwiftUI's update the modifier has set no option yet.
        if let beforeUpdate = hosting.atCall[id] { return (beforeUpdate.optionHidden, shownHeightClass(id), declaration.prompt) }
        return (declaration.optionHidden, shownHeightClass(id), declaration.prompt)
    }

    /// Where `id`'s view is: the safe area's top is the status bar, plus the bar's height while
    /// the page's bar shows (``intendedHidden(_:)``). Under `host swiftui` every page's view is a
    /// hosting view.
    func pageView(_ id: PageID) -> PageView {
        var view = laidOutPageView(id)
        view.acceptsSubviews = host != .swiftui
        return view
    }

    private func laidOutPageView(_ id: PageID) -> PageView {
        let layout = self.layout
        let size = layout.frameInScreen.size
        let declaration = pages[id]?.declaration
        let barBottom: Double
        if intendedHidden(id) {
            barBottom = layout.statusBarOverlap
        } else {
            barBottom =
                layout.statusBarOverlap + layout.barHeight(shownHeightClass(id), prompt: declaration?.prompt ?? false)
        }
        switch declaration?.view ?? .full {
        case .full:
            return PageView(frameInContainer: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))
        case .belowBar where awaitingLayout.contains(id):
            return PageView(frameInContainer: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))
        case .belowBar:
            // With the bar hidden, the view may start at the container's top (a variant).
            let top = intendedHidden(id) && variant.hiddenBarView == .atTop ? 0 : barBottom
            return PageView(
                frameInContainer: LayoutRect(x: 0, y: top, width: size.width, height: size.height - top))
        case .scroll:
            // A scroll view under the bar: its content inset puts the content below the bar, so at
            // rest its bounds origin (content offset) is minus the bar's bottom.
            return PageView(
                frameInContainer: LayoutRect(x: 0, y: 0, width: size.width, height: size.height),
                boundsOrigin: LayoutPoint(x: 0, y: -barBottom))
        case .scrollBelowBar:
            // A `UITableViewController` under an opaque bar: its view is the scroll view, starts
            // below the bar, and clips to its bounds (see ``clips(_:frame:)``). The same
            // `edgesForExtendedLayout` rule as `below-bar`: with the bar hidden, it may start at
            // the container's top (a variant); its adjusted content inset (the status bar) then
            // keeps the content where it was, so at rest its bounds origin is minus that inset.
            let top = intendedHidden(id) && variant.hiddenBarView == .atTop ? 0 : barBottom
            return PageView(
                frameInContainer: LayoutRect(x: 0, y: top, width: size.width, height: size.height - top),
                boundsOrigin: LayoutPoint(x: 0, y: top - barBottom),
                clipsToBounds: true)
        }
    }

}
