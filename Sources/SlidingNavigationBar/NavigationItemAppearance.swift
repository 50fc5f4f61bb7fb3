#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

// A page's bar look set on its navigation item after the engine captured it. SwiftUI writes a
// `NavigationStack` destination's `.toolbarBackground` into its hosting controller's own
// `navigationItem.standardAppearance`/`scrollEdgeAppearance`/`compactAppearance`, during its own
// update, which may come after the incoming page's bar was captured (docs/uikit-facts.md,
// "SwiftUI NavigationStack and tab bars"). The setters are hooked; a change is forwarded as
// `pageBarChanged`, and the engine captures that page again if its first frame is not on screen.

/// Which page each navigation item belongs to: UIKit keeps no link from an item to its view
/// controller, so the pages of a navigation call are tagged when the call is announced.
@MainActor
enum NavigationItemOwners {
    private static let ownerKey = malloc(1)!

    /// Tags the items of the pages a navigation call involves.
    static func tag(_ navigation: UINavigationController, _ call: ShellCall) {
        var controllers = navigation.viewControllers
        switch call {
        case .push(let page): controllers.append(page)
        case .setStack(let pages): controllers += pages
        case .pop, .popTo, .popToRoot: break
        }
        for controller in controllers {
            let item = controller.navigationItem
            if (objc_getAssociatedObject(item, ownerKey) as? Weak<UIViewController>)?.object === controller { continue }
            objc_setAssociatedObject(item, ownerKey, Weak(controller), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// An appearance setter changed `item`'s look: tells the navigation controller of the page
    /// whose item this is, if a call tagged it.
    static func appearanceChanged(_ item: UINavigationItem) {
        guard let controller = (objc_getAssociatedObject(item, ownerKey) as? Weak<UIViewController>)?.object,
            let context = NavigationShell.knownPageContext(of: controller)
        else { return }
        context.shell.withCore { $0.pageBarChanged(context.page, in: &$1) }
    }
}

/// The hooks on `UINavigationItem`'s appearance setters.
enum NavigationItemAppearanceHooks {
    /// The setters, each `v@:@` with a nullable `UINavigationBarAppearance`, each with its getter,
    /// to tell a new look from the same one set again.
    static var specs: [HookSpec] {
        [
            (#selector(setter: UINavigationItem.standardAppearance), #selector(getter: UINavigationItem.standardAppearance)),
            (#selector(setter: UINavigationItem.scrollEdgeAppearance), #selector(getter: UINavigationItem.scrollEdgeAppearance)),
            (#selector(setter: UINavigationItem.compactAppearance), #selector(getter: UINavigationItem.compactAppearance)),
        ].map { setter, getter in
            HookSpec(candidates: [UINavigationItem.self], selector: setter, encoding: "v@:@", makeBlock: block(reading: getter))
        }
    }

    /// Calls the original setter once, then forwards a change of look (not the same look set again).
    nonisolated static func block(reading read: Selector) -> (OriginalImplementation, Selector) -> AnyObject {
        { original, selector in
            let block: @convention(block) (UINavigationItem, UINavigationBarAppearance?) -> Void = { item, appearance in
                typealias Original = @convention(c) (UINavigationItem, Selector, UINavigationBarAppearance?) -> Void
                let before = item.perform(read)?.takeUnretainedValue() as? UINavigationBarAppearance
                unsafeBitCast(original.imp, to: Original.self)(item, selector, appearance)
                guard Thread.isMainThread else { return }
                let same = before.map { appearance?.isEqual($0) ?? false } ?? (appearance == nil)
                if !same { assumeMainActor { NavigationItemOwners.appearanceChanged(item) } }
            }
            return block as AnyObject
        }
    }
}
#endif
