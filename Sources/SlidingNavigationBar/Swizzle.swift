#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

// Method replacement, in the manner of InterposeKit: every hooked selector is replaced once, on
// the class that implements it itself, by a block that calls the implementation that was there
// when we installed (UIKit's, or another library's that swizzled before us) exactly once, then
// tells the shell. A library that swizzles after us calls our block as its "original", so the
// chain stays intact in both orders. Nothing here decides behaviour: the hooks only forward.

/// Why a selector could not be hooked (`-[Class selector]: reason`). Install skips it and logs;
/// the other hooks still install.
struct SwizzleFailure: Error, CustomStringConvertible {
    let description: String
}

/// The implementation a hook calls through to. Filled before the hook is installed, so the hook
/// can never run without it.
final class OriginalImplementation: @unchecked Sendable {
    // Written twice, both while installing on the main thread: first with the implementation read
    // before the replacement, then, just after `class_replaceMethod` made the replacement
    // visible, with the one it returned (the same unless something replaced the method in
    // between). A hook running on another thread in that instant calls the first, which was the
    // implementation in place a moment earlier.
    fileprivate(set) var imp: IMP
    init(_ imp: IMP) { self.imp = imp }
}

/// The replacement mechanism.
enum Swizzler {
    /// Replaces `selector` on `cls` with the block `makeBlock` returns.
    ///
    /// Only a method `cls` implements itself is replaced: one it merely inherits is refused, since
    /// replacing it there would add an override on `cls`. A type encoding other than `encoding`
    /// (a changed signature) is refused too: calling through with the wrong types would be
    /// undefined behaviour. `class_replaceMethod` then swaps the class's own implementation and
    /// returns the one that was there, which is what the block calls; a superclass is never
    /// changed.
    /// - Parameters:
    ///   - cls: the class that implements `selector` itself.
    ///   - selector: the selector to replace.
    ///   - encoding: the expected type encoding without frame offsets (`"v@:B"`).
    ///   - makeBlock: builds the replacement block around the original implementation.
    @MainActor
    static func replace(
        _ cls: AnyClass, _ selector: Selector, encoding: String,
        makeBlock: (OriginalImplementation, Selector) -> AnyObject
    ) throws {
        let name = "-[\(NSStringFromClass(cls)) \(NSStringFromSelector(selector))]"
        guard implementsItself(cls, selector), let method = class_getInstanceMethod(cls, selector) else {
            throw SwizzleFailure(description: "\(name): only inherited, not implemented by the class")
        }
        let typesPointer = method_getTypeEncoding(method)
        let types = typesPointer.map { String(cString: $0) }
        guard let typesPointer, let types, strippingOffsets(types) == encoding else {
            throw SwizzleFailure(description: "\(name): type encoding \(types ?? "none"), expected \(encoding)")
        }
        let original = OriginalImplementation(method_getImplementation(method))
        let replacement = imp_implementationWithBlock(makeBlock(original, selector))
        // `class_replaceMethod` reports no previous implementation only if the class had none.
        guard let previous = class_replaceMethod(cls, selector, replacement, typesPointer) else {
            imp_removeBlock(replacement)
            throw SwizzleFailure(description: "\(name): class_replaceMethod returned no previous implementation")
        }
        // The same as read above unless something replaced it in between; either way the block
        // calls what was really there.
        original.imp = previous
    }

    /// Whether `cls` itself (not a superclass) has a method for `selector`.
    static func implementsItself(_ cls: AnyClass, _ selector: Selector) -> Bool {
        var count: UInt32 = 0
        guard let methods = class_copyMethodList(cls, &count) else { return false }
        defer { free(methods) }
        return (0..<Int(count)).contains { method_getName(methods[$0]) == selector }
    }

    /// `"v20@0:8B16"` → `"v@:B"`: the types without the frame offsets, which vary by architecture.
    static func strippingOffsets(_ types: String) -> String {
        String(types.filter { !$0.isNumber })
    }
}

/// One hooked selector: where it is replaced and the block that replaces it.
struct HookSpec {
    /// The classes to try, in order; the first that implements the selector itself is hooked.
    let candidates: [AnyClass]
    let selector: Selector
    let encoding: String
    let makeBlock: (OriginalImplementation, Selector) -> AnyObject

    /// `-[Class selector]` for the first candidate, for logs and the README.
    var name: String { "-[\(candidates.first.map { NSStringFromClass($0) } ?? "?") \(NSStringFromSelector(selector))]" }
}

/// The one list of everything the library replaces, and the blocks that do it.
@MainActor
enum Hooks {
    /// Every hooked selector, in install order. The README's list of swizzled methods is this one.
    static let catalogue: [HookSpec] = {
        // A page's appearance callback (`v@:B`, the flag unused), handed to the page's shell.
        func page(_ selector: Selector, _ hook: @escaping Blocks.ControllerHook) -> HookSpec {
            HookSpec(candidates: [UIViewController.self], selector: selector, encoding: "v@:B", makeBlock: Blocks.pageAnimated(hook))
        }
        func navigation(_ selector: Selector, _ encoding: String, _ makeBlock: @escaping Blocks.Maker) -> HookSpec {
            HookSpec(candidates: [UINavigationController.self], selector: selector, encoding: encoding, makeBlock: makeBlock)
        }
        // For these the navigation controller's own override is hooked when UIKit has one;
        // otherwise UIViewController's, and the hook ignores everything but navigation controllers.
        func navigationOrBase(_ selector: Selector, _ encoding: String, _ makeBlock: @escaping Blocks.Maker) -> HookSpec {
            HookSpec(
                candidates: [UINavigationController.self, UIViewController.self], selector: selector, encoding: encoding,
                makeBlock: makeBlock)
        }
        return [
            page(#selector(UIViewController.viewWillAppear(_:))) { ShellHooks.page($0) { $0.viewWillAppear($1, in: &$2) } },
            page(#selector(UIViewController.viewDidAppear(_:))) { ShellHooks.page($0) { $0.viewDidAppear($1, in: &$2) } },
            page(#selector(UIViewController.viewWillDisappear(_:))) { controller in
                ShellHooks.page(controller) { $0.viewWillDisappear($1, isMovingFromParent: controller.isMovingFromParent, in: &$2) }
            },
            page(#selector(UIViewController.viewDidDisappear(_:))) { ShellHooks.page($0) { $0.viewDidDisappear($1, in: &$2) } },
            HookSpec(
                candidates: [UIViewController.self], selector: #selector(UIViewController.viewDidLayoutSubviews), encoding: "v@:",
                makeBlock: Blocks.controllerPlain(ShellHooks.viewDidLayoutSubviews)),
            navigation(#selector(UINavigationController.pushViewController(_:animated:)), "v@:@B", Blocks.push),
            navigation(#selector(UINavigationController.popViewController(animated:)), "@@:B", Blocks.popping(.pop)),
            navigation(#selector(UINavigationController.popToViewController(_:animated:)), "@@:@B", Blocks.popTo),
            navigation(#selector(UINavigationController.popToRootViewController(animated:)), "@@:B", Blocks.popping(.popToRoot)),
            navigation(#selector(UINavigationController.setViewControllers(_:animated:)), "v@:@B", Blocks.setStack),
            // The back button: UIKit's navigation controller is its bar's delegate and implements
            // this itself (hooked only if it does). UIKit may or may not go on to call the public
            // `popViewControllerAnimated:`; a pop announced twice is recognised by the engine.
            navigation(#selector(UINavigationBarDelegate.navigationBar(_:shouldPop:)), "B@:@@", Blocks.shouldPopItem),
            // The app's bar visibility. Both are hooked: whichever calls the other, the outer call
            // is the one forwarded (`ShellHooks.barVisibilityWillChange`).
            navigation(#selector(UINavigationController.setNavigationBarHidden(_:animated:)), "v@:BB", Blocks.setBarHiddenAnimated),
            navigation(NSSelectorFromString("setNavigationBarHidden:"), "v@:B", Blocks.setBarHidden),
            // Deprecated in iOS 17 in favour of trait registration, still called; reached by name.
            navigationOrBase(NSSelectorFromString("traitCollectionDidChange:"), "v@:@", Blocks.traitsChanged),
            navigationOrBase(#selector(UIViewController.viewWillTransition(to:with:)), "v@:{CGSize=dd}@", Blocks.sizeChanges),
        ]
    }()

    /// Hooked selectors so far (`-[Class selector]`), so that nothing is replaced twice.
    private static var installed: Set<String> = []

    /// Installs every hook of ``catalogue`` not installed yet; returns those installed now and
    /// why the others could not be.
    static func installAll() -> (installed: [String], failures: [String]) {
        var done: [String] = []
        var failures: [String] = []
        for spec in catalogue {
            do {
                if let key = try install(spec) { done.append(key) }
            } catch {
                failures.append("\(error)")
            }
        }
        return (done, failures)
    }

    /// Installs one hook unless it is installed already: on the first candidate that implements
    /// the selector itself, once. Returns `-[Class selector]` when it installed it now.
    @discardableResult
    static func install(_ spec: HookSpec) throws -> String? {
        guard let cls = spec.candidates.first(where: { Swizzler.implementsItself($0, spec.selector) }) else {
            throw SwizzleFailure(description: "\(spec.name): only inherited, not implemented by the class")
        }
        let key = "-[\(NSStringFromClass(cls)) \(NSStringFromSelector(spec.selector))]"
        guard !installed.contains(key) else { return nil }
        try Swizzler.replace(cls, spec.selector, encoding: spec.encoding, makeBlock: spec.makeBlock)
        installed.insert(key)
        return key
    }
}

/// Runs `body` on the main actor when called on the main thread; off it (an app calling UIKit from
/// a background thread) the hook only calls through, since the shell's state is main-thread only.
@inline(__always)
private func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T? {
    guard Thread.isMainThread else { return nil }
    let value: T = assumeMainActor(body)
    return value
}

/// `MainActor.assumeIsolated`, which the iOS 13–16 runtimes lack: the caller has checked
/// `Thread.isMainThread`, the main actor's executor, so the closure may run synchronously here.
/// Before iOS 17 the closure is called through the same function type without its actor
/// annotation (identical representation; the check above is what makes it sound).
@inline(__always)
func assumeMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if #available(iOS 17.0, *) {
        return MainActor.assumeIsolated(body)
    }
    return withoutActuallyEscaping(body) { isolated in
        unsafeBitCast(isolated, to: (() -> T).self)()
    }
}

/// The replacement blocks. Built outside the main actor on purpose: UIKit calls them as plain
/// Objective-C methods, and each checks the thread itself before touching the shell. Every block
/// calls the original implementation exactly once, on every path.
///
/// Object parameters and results. What the iOS 17 SDK's headers (audited for nullability) mark
/// `nullable` is optional here: `traitCollectionDidChange:`'s previous traits, the results of
/// the three pops. The other object parameters are non-null only by annotation, which the
/// Objective-C runtime does not enforce: an app's or another library's Objective-C code can still
/// send `nil` (`pushViewController:nil`, `setViewControllers:nil`, a subclass forwarding `nil` to
/// `super`), and a block that declared them non-optional would hand Swift a `nil` it assumes
/// cannot exist. So every object parameter is optional too, and a `nil` is passed on to the
/// original unchanged: UIKit does with it what it does without the library. A navigation call
/// with `nil` for its page or stack names nothing the engine could know, so it is not announced.
private enum Blocks {
    typealias ControllerHook = @MainActor @Sendable (UIViewController) -> Void
    typealias Maker = (OriginalImplementation, Selector) -> AnyObject

    /// An appearance callback (`v@:B`): the original, then `hook`.
    nonisolated static func pageAnimated(_ hook: @escaping ControllerHook) -> Maker {
        { original, selector in
            let block: @convention(block) (UIViewController, Bool) -> Void = { controller, animated in
                typealias Original = @convention(c) (UIViewController, Selector, Bool) -> Void
                unsafeBitCast(original.imp, to: Original.self)(controller, selector, animated)
                _ = onMain { hook(controller) }
            }
            return block as AnyObject
        }
    }

    /// A callback without arguments (`v@:`): the original, then `hook`.
    nonisolated static func controllerPlain(_ hook: @escaping ControllerHook) -> Maker {
        { original, selector in
            let block: @convention(block) (UIViewController) -> Void = { controller in
                typealias Original = @convention(c) (UIViewController, Selector) -> Void
                unsafeBitCast(original.imp, to: Original.self)(controller, selector)
                _ = onMain { hook(controller) }
            }
            return block as AnyObject
        }
    }

    /// The shape every navigation hook shares: announce the call, call the original exactly
    /// once, then settle (the shell ends the call it announced). Where UIKit raises an
    /// Objective-C exception (a page pushed twice, a pop to a page not in the stack), it unwinds
    /// through this frame and the settle never runs; if the app catches it, the shell closes the
    /// call as the run-loop turn ends (`NavigationShell.closeAtTurnEndIfAbandoned`).
    nonisolated static func navigating<Result>(
        _ navigation: UINavigationController, _ call: ShellCall, animated: Bool, original: () -> Result
    ) -> Result {
        let token = onMain { ShellHooks.willNavigate(navigation, call, animated: animated) } ?? nil
        let result = original()
        _ = onMain { token?.withCore { $0.didNavigate(in: &$1) } }
        return result
    }

    nonisolated static func push(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationController, UIViewController?, Bool) -> Void = { navigation, page, animated in
            typealias Original = @convention(c) (UINavigationController, Selector, UIViewController?, Bool) -> Void
            let call = { unsafeBitCast(original.imp, to: Original.self)(navigation, selector, page, animated) }
            guard let page else { return call() }
            navigating(navigation, .push(page), animated: animated, original: call)
        }
        return block as AnyObject
    }

    /// `popViewControllerAnimated:` and `popToRootViewControllerAnimated:` (`@@:B`): both return
    /// a nullable object (the popped page, the popped pages), passed back as it came.
    nonisolated static func popping(_ call: ShellCall) -> Maker {
        { original, selector in
            let block: @convention(block) (UINavigationController, Bool) -> AnyObject? = { navigation, animated in
                typealias Original = @convention(c) (UINavigationController, Selector, Bool) -> AnyObject?
                return navigating(navigation, call, animated: animated) {
                    unsafeBitCast(original.imp, to: Original.self)(navigation, selector, animated)
                }
            }
            return block as AnyObject
        }
    }

    nonisolated static func popTo(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationController, UIViewController?, Bool) -> NSArray? = { navigation, page, animated in
            typealias Original = @convention(c) (UINavigationController, Selector, UIViewController?, Bool) -> NSArray?
            let call = { unsafeBitCast(original.imp, to: Original.self)(navigation, selector, page, animated) }
            guard let page else { return call() }
            return navigating(navigation, .popTo(page), animated: animated, original: call)
        }
        return block as AnyObject
    }

    nonisolated static func setStack(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationController, NSArray?, Bool) -> Void = { navigation, pages, animated in
            typealias Original = @convention(c) (UINavigationController, Selector, NSArray?, Bool) -> Void
            let call = { unsafeBitCast(original.imp, to: Original.self)(navigation, selector, pages, animated) }
            guard let pages else { return call() }
            let controllers = pages.compactMap { $0 as? UIViewController }
            navigating(navigation, .setStack(controllers), animated: animated, original: call)
        }
        return block as AnyObject
    }

    /// A bar visibility setter: the app's visibility, forwarded after the original ran (the
    /// outermost call only, and never the shell's own).
    nonisolated static func settingBarHidden(
        _ navigation: UINavigationController, _ hidden: Bool, animated: Bool, original: () -> Void
    ) {
        let outermost = onMain { ShellHooks.barVisibilityWillChange(navigation) }
        original()
        if let outermost {
            _ = onMain { ShellHooks.barVisibilityDidChange(navigation, hidden: hidden, animated: animated, outermost: outermost) }
        }
    }

    /// `setNavigationBarHidden:animated:`.
    nonisolated static func setBarHiddenAnimated(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationController, Bool, Bool) -> Void = { navigation, hidden, animated in
            typealias Original = @convention(c) (UINavigationController, Selector, Bool, Bool) -> Void
            settingBarHidden(navigation, hidden, animated: animated) {
                unsafeBitCast(original.imp, to: Original.self)(navigation, selector, hidden, animated)
            }
        }
        return block as AnyObject
    }

    /// The `isNavigationBarHidden` setter (`setNavigationBarHidden:`), not animated.
    nonisolated static func setBarHidden(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationController, Bool) -> Void = { navigation, hidden in
            typealias Original = @convention(c) (UINavigationController, Selector, Bool) -> Void
            settingBarHidden(navigation, hidden, animated: false) {
                unsafeBitCast(original.imp, to: Original.self)(navigation, selector, hidden)
            }
        }
        return block as AnyObject
    }

    /// `navigationBar:shouldPopItem:`: the pop is announced before the original runs; the
    /// original's answer is returned unchanged. The pointers are taken as optionals so that a
    /// `nil` from UIKit is passed on, never trusted as non-null.
    nonisolated static func shouldPopItem(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UINavigationController, UINavigationBar?, UINavigationItem?) -> Bool = {
            navigation, bar, item in
            typealias Original = @convention(c) (UINavigationController, Selector, UINavigationBar?, UINavigationItem?) -> Bool
            let token = onMain { ShellHooks.barWillPop(navigation, item: item) } ?? nil
            let shouldPop = unsafeBitCast(original.imp, to: Original.self)(navigation, selector, bar, item)
            _ = onMain { token?.withCore { $0.didNavigate(in: &$1) } }
            // Refused: nothing will move, and the engine ends what the tap staged.
            if !shouldPop { _ = onMain { token?.withCore { $0.popRefused(in: &$1) } } }
            return shouldPop
        }
        return block as AnyObject
    }

    nonisolated static func traitsChanged(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UIViewController, UITraitCollection?) -> Void = { controller, previous in
            typealias Original = @convention(c) (UIViewController, Selector, UITraitCollection?) -> Void
            unsafeBitCast(original.imp, to: Original.self)(controller, selector, previous)
            _ = onMain {
                ShellHooks.environmentChanged(
                    controller, .traits(previous: previous.map(TraitFacts.init), current: TraitFacts(controller.traitCollection)))
            }
        }
        return block as AnyObject
    }

    nonisolated static func sizeChanges(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block: @convention(block) (UIViewController, CGSize, UIViewControllerTransitionCoordinator?) -> Void = {
            controller, size, coordinator in
            typealias Original = @convention(c) (UIViewController, Selector, CGSize, UIViewControllerTransitionCoordinator?) -> Void
            unsafeBitCast(original.imp, to: Original.self)(controller, selector, size, coordinator)
            _ = onMain { ShellHooks.environmentChanged(controller, .sizeTransition) }
        }
        return block as AnyObject
    }
}
#endif
