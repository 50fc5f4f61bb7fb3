#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// A navigation call as the hooks see it, view controllers still attached.
enum ShellCall {
    case push(UIViewController)
    case pop
    case popTo(UIViewController)
    case popToRoot
    case setStack([UIViewController])
}

/// What the hooks in `Swizzle.swift` call, on the main actor, after checking the thread.
@MainActor
enum ShellHooks {
    /// Before a navigation method runs. Returns the shell whose core's `didNavigate` follows the
    /// call, when the core says the call must be ended (`NavigationShellCore.willNavigate`).
    static func willNavigate(_ navigation: UINavigationController, _ call: ShellCall, animated: Bool) -> NavigationShell? {
        guard let shell = NavigationShell.active(navigation, creating: true) else { return nil }
        return shell.willNavigate(call, animated: animated) ? shell : nil
    }

    /// `navigationBar(_:shouldPop:)`, before the original: the bar asks to pop `item`. The top
    /// page's own item is a tap on the back button, a pop (always with UIKit's animation);
    /// otherwise the bar is catching up with a pop a navigation method already announced.
    /// Returns the shell whose core's `didNavigate` follows the call.
    static func barWillPop(_ navigation: UINavigationController, item: UINavigationItem?) -> NavigationShell? {
        guard item != nil, item === navigation.topViewController?.navigationItem,
            let shell = NavigationShell.active(navigation, creating: true)
        else { return nil }
        return shell.withCore { $0.willNavigate(.pop, animated: true, in: &$1) } ? shell : nil
    }

    /// An appearance callback of a page of a navigation controller with a shell, handed to its core.
    static func page(_ controller: UIViewController, _ body: (NavigationShellCore, PageID, inout NavigationShell) -> Void) {
        guard let context = NavigationShell.pageContext(of: controller) else { return }
        context.shell.withCore { body($0, context.page, &$1) }
    }

    /// Every view controller's layout passes come here: the cheap associated-object read filters
    /// out everything that is not a page we know.
    static func viewDidLayoutSubviews(_ controller: UIViewController) {
        guard let context = NavigationShell.knownPageContext(of: controller) else { return }
        context.shell.pageDidLayout(controller, page: context.page)
    }

    /// An environment callback of a view controller (`traitCollectionDidChange(_:)`, its traits
    /// copied as ``TraitFacts``; `viewWillTransition(to:with:)`): for a navigation controller with
    /// a shell, forwarded as `environmentChanged` when `EnvironmentChange.isRelevant` says it matters.
    static func environmentChanged(_ controller: UIViewController, _ signal: @autoclosure () -> EnvironmentChange.Signal) {
        guard let navigation = controller as? UINavigationController,
            let shell = NavigationShell.active(navigation, creating: false),
            EnvironmentChange.isRelevant(signal())
        else { return }
        shell.forward(.environmentChanged)
    }

    /// One of the four `slidingBar` options was set on `controller`. A page of a navigation
    /// controller that has an engine: the page's freshly resolved profile is forwarded. A
    /// navigation controller that has one: its options are its pages' defaults, so each of its
    /// pages' profiles is forwarded. What follows (the bar visibility of the page on top) is the
    /// engine's.
    static func optionsChanged(_ controller: UIViewController) {
        if let navigation = controller.parent as? UINavigationController,
            let shell = NavigationShell.active(navigation, creating: false)
        {
            shell.pageOptionsChanged(controller)
        }
        if let navigation = controller as? UINavigationController,
            let shell = NavigationShell.active(navigation, creating: false)
        {
            for page in navigation.viewControllers { shell.pageOptionsChanged(page) }
        }
    }

    /// Nesting of the bar-visibility setters: `isNavigationBarHidden`'s setter may call
    /// `setNavigationBarHidden(_:animated:)` (or the reverse); one app call is one event. Counted
    /// per navigation controller: a call on another one made from inside is its own app call.
    private static var barVisibilityDepth: [ObjectIdentifier: Int] = [:]

    /// Before `setNavigationBarHidden(_:animated:)` or the `isNavigationBarHidden` setter runs.
    /// Returns whether this call is the outermost one (the one that is forwarded).
    static func barVisibilityWillChange(_ navigation: UINavigationController) -> Bool {
        let key = ObjectIdentifier(navigation)
        barVisibilityDepth[key, default: 0] += 1
        let outermost = barVisibilityDepth[key] == 1
        if outermost { NavigationShell.existing(navigation)?.barVisibilityWillChange(from: navigation.isNavigationBarHidden) }
        return outermost
    }

    /// After the setter returned: the outermost call is forwarded as the app's, unless the shell
    /// itself made it while applying the engine's `setBarHidden`.
    static func barVisibilityDidChange(_ navigation: UINavigationController, hidden: Bool, animated: Bool, outermost: Bool) {
        let key = ObjectIdentifier(navigation)
        let depth = (barVisibilityDepth[key] ?? 1) - 1
        barVisibilityDepth[key] = depth > 0 ? depth : nil
        guard outermost, let shell = NavigationShell.active(navigation, creating: false) else { return }
        shell.withCore { $0.barVisibilityChanged(hidden: hidden, animated: animated, in: &$1) }
    }
}

#endif
