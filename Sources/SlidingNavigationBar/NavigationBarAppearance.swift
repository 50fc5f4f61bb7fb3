#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

// The app styling the shared bar itself. Apps set the bar's appearance, `barTintColor`, background
// image, shadow or title attributes in a page's `viewWillAppear`, after `super`: after our hook in
// that `viewWillAppear` has run, and often after the incoming page's bar was captured (the pattern
// fake-bar libraries were built for; QMUI follows the bar's setters for the same reason). The
// setters are hooked; a new value is forwarded as the top page's new bar look
// (`NavigationShellCore.sharedBarStyled`), and the engine captures that page again if its first
// frame is not on screen yet (docs/how-it-works.md, "When the app styles the bar").

/// The hooks on `UINavigationBar`'s styling setters.
enum NavigationBarAppearanceHooks {
    /// The setters taking one object (`v@:@`), each with the getter that reads it back, to tell a
    /// new value from the same one set again (apps restyle in every `viewWillAppear`).
    private static let objectSetters: [(setter: Selector, getter: Selector)] = [
        (#selector(setter: UINavigationBar.standardAppearance), #selector(getter: UINavigationBar.standardAppearance)),
        (#selector(setter: UINavigationBar.scrollEdgeAppearance), #selector(getter: UINavigationBar.scrollEdgeAppearance)),
        (#selector(setter: UINavigationBar.compactAppearance), #selector(getter: UINavigationBar.compactAppearance)),
        (#selector(setter: UINavigationBar.barTintColor), #selector(getter: UINavigationBar.barTintColor)),
        (#selector(setter: UINavigationBar.shadowImage), #selector(getter: UINavigationBar.shadowImage)),
        (#selector(setter: UINavigationBar.titleTextAttributes), #selector(getter: UINavigationBar.titleTextAttributes)),
        (#selector(setter: UINavigationBar.largeTitleTextAttributes), #selector(getter: UINavigationBar.largeTitleTextAttributes)),
        (#selector(setter: UINavigationBar.tintColor), #selector(getter: UINavigationBar.tintColor)),
        // iOS 15 and later; by name, as the deployment target is iOS 13 (on 13–14 the runtime has
        // no such method and the hook is not installed: `HookSpec.isAvailable`).
        (NSSelectorFromString("setCompactScrollEdgeAppearance:"), NSSelectorFromString("compactScrollEdgeAppearance")),
    ]

    static var specs: [HookSpec] {
        objectSetters.map { pair in
            HookSpec(candidates: [UINavigationBar.self], selector: pair.setter, encoding: "v@:@") { original, selector in
                objectSetterBlock(original, selector, getter: pair.getter)
            }
        } + [
            // `setBackgroundImage(_:for:)`: an image and a `UIBarMetrics` (NSInteger).
            HookSpec(
                candidates: [UINavigationBar.self], selector: #selector(UINavigationBar.setBackgroundImage(_:for:)),
                encoding: "v@:@q", makeBlock: backgroundImageBlock),
            // `setBackgroundImage(_:for:barMetrics:)`: an image, a `UIBarPosition` and a `UIBarMetrics`.
            HookSpec(
                candidates: [UINavigationBar.self], selector: #selector(UINavigationBar.setBackgroundImage(_:for:barMetrics:)),
                encoding: "v@:@qq", makeBlock: positionedBackgroundImageBlock),
            // `barStyle` (a `UIBarStyle`, NSInteger) and `isTranslucent` (BOOL) change the default
            // background the bar draws.
            HookSpec(
                candidates: [UINavigationBar.self], selector: #selector(setter: UINavigationBar.barStyle), encoding: "v@:q",
                makeBlock: barStyleBlock),
            HookSpec(
                candidates: [UINavigationBar.self], selector: #selector(setter: UINavigationBar.isTranslucent), encoding: "v@:B",
                makeBlock: translucentBlock),
        ]
    }

    /// Calls the original setter once, then forwards a new value (not the same one set again).
    nonisolated static func objectSetterBlock(_ original: OriginalImplementation, _ selector: Selector, getter: Selector)
        -> AnyObject
    {
        let block: @convention(block) (UINavigationBar, AnyObject?) -> Void = { bar, value in
            typealias Original = @convention(c) (UINavigationBar, Selector, AnyObject?) -> Void
            let before = bar.perform(getter)?.takeUnretainedValue()
            unsafeBitCast(original.imp, to: Original.self)(bar, selector, value)
            guard Thread.isMainThread else { return }
            let same = (before as? NSObject).map { value?.isEqual($0) ?? false } ?? (value == nil)
            if !same { assumeMainActor { barStyled(bar) } }
        }
        return block as AnyObject
    }

    /// Calls the original `setBackgroundImage(_:for:)` once, then forwards a new image.
    nonisolated static func backgroundImageBlock(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationBar, UIImage?, Int) -> Void = { bar, image, metrics in
            typealias Original = @convention(c) (UINavigationBar, Selector, UIImage?, Int) -> Void
            let onMainThread = Thread.isMainThread
            let before: ObjectIdentifier? =
                onMainThread
                ? assumeMainActor { UIBarMetrics(rawValue: metrics).flatMap { bar.backgroundImage(for: $0) }.map(ObjectIdentifier.init) }
                : nil
            unsafeBitCast(original.imp, to: Original.self)(bar, selector, image, metrics)
            guard onMainThread, before != image.map(ObjectIdentifier.init) else { return }
            assumeMainActor { barStyled(bar) }
        }
        return block as AnyObject
    }

    /// Calls the original `setBackgroundImage(_:for:barMetrics:)` once, then forwards a new image.
    nonisolated static func positionedBackgroundImageBlock(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationBar, UIImage?, Int, Int) -> Void = { bar, image, position, metrics in
            typealias Original = @convention(c) (UINavigationBar, Selector, UIImage?, Int, Int) -> Void
            let onMainThread = Thread.isMainThread
            let before: ObjectIdentifier? =
                onMainThread
                ? assumeMainActor {
                    guard let position = UIBarPosition(rawValue: position), let metrics = UIBarMetrics(rawValue: metrics) else {
                        return nil
                    }
                    return bar.backgroundImage(for: position, barMetrics: metrics).map(ObjectIdentifier.init)
                }
                : nil
            unsafeBitCast(original.imp, to: Original.self)(bar, selector, image, position, metrics)
            guard onMainThread, before != image.map(ObjectIdentifier.init) else { return }
            assumeMainActor { barStyled(bar) }
        }
        return block as AnyObject
    }

    /// Calls the original `setBarStyle:` once, then forwards a new style.
    nonisolated static func barStyleBlock(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationBar, Int) -> Void = { bar, style in
            typealias Original = @convention(c) (UINavigationBar, Selector, Int) -> Void
            let onMainThread = Thread.isMainThread
            let before = onMainThread ? assumeMainActor { bar.barStyle.rawValue } : style
            unsafeBitCast(original.imp, to: Original.self)(bar, selector, style)
            guard onMainThread, before != style else { return }
            assumeMainActor { barStyled(bar) }
        }
        return block as AnyObject
    }

    /// Calls the original `setTranslucent:` once, then forwards a change.
    nonisolated static func translucentBlock(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationBar, Bool) -> Void = { bar, translucent in
            typealias Original = @convention(c) (UINavigationBar, Selector, Bool) -> Void
            let onMainThread = Thread.isMainThread
            let before = onMainThread ? assumeMainActor { bar.isTranslucent } : translucent
            unsafeBitCast(original.imp, to: Original.self)(bar, selector, translucent)
            guard onMainThread, before != translucent else { return }
            assumeMainActor { barStyled(bar) }
        }
        return block as AnyObject
    }

    /// A bar managed by a navigation controller (its delegate) the library serves was styled.
    @MainActor
    private static func barStyled(_ bar: UINavigationBar) {
        guard let navigation = bar.delegate as? UINavigationController, navigation.navigationBar === bar,
            let shell = NavigationShell.active(navigation, creating: false)
        else { return }
        shell.sharedBarStyled()
    }
}
#endif
