#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// Reads the markers of other bar-transition libraries (`ForeignBarLibrary`) and steps aside
/// where one is found: no shell is made for that navigation controller, so nothing of ours runs
/// there (no sliding bars, no full-screen pan), and the other library and UIKit have it alone.
@MainActor
enum ForeignLibraries {
    /// The marker selectors UIKit's classes answer: `UINavigationController` for
    /// FDFullscreenPopGesture's, `UIViewController` for the others' (KMNavigationBarTransition,
    /// GKNavigationBar, QMUI_iOS's NavigationBarTransition). Categories are loaded with their
    /// image, before any navigation controller exists, so this is read once.
    private static let selectorsAnswered = Set(
        ForeignBarLibrary.markerSelectors.compactMap { library, name in
            let owner: AnyClass = library == .fdFullscreenPopGesture ? UINavigationController.self : UIViewController.self
            return owner.instancesRespond(to: NSSelectorFromString(name)) ? name : nil
        })

    /// Whether to leave `navigation` alone; logs once per navigation controller class.
    static func shouldStepAside(_ navigation: UINavigationController) -> Bool {
        // The class and its superclasses, and the pages' classes (a library's wrapper).
        let chain = sequence(first: type(of: navigation) as AnyClass, next: class_getSuperclass).map(NSStringFromClass)
        let children = navigation.children.map { NSStringFromClass(type(of: $0)) }
        let found = ForeignBarLibrary.detect(classNames: Set(chain + children), selectorsAnswered: selectorsAnswered)
        guard !found.isEmpty else { return false }
        Diagnostics.once(
            .fallback,
            "\(type(of: navigation)): \(found.map(\.rawValue).joined(separator: ", ")) installed; left to it and UIKit",
            key: "foreign-\(NSStringFromClass(type(of: navigation)))"
        )
        return true
    }
}

/// Hooks the navigation controller delegate's `navigationController(_:animationControllerFor:from:to:)`
/// on the delegate's class, so that its answer (an animator or `nil`) reaches the engine.
///
/// The delegate object is never replaced (`navigationController.delegate` stays the app's):
/// the method is replaced once on the class that implements it, keeping the original, like the
/// other hooks. A delegate that only forwards the method (a proxy answering `responds(to:)`
/// without implementing it) is not hooked: no answer is forwarded, and the engine keeps counting
/// the method's presence as a custom animator.
///
/// A subclass that overrides the method and calls `super` runs two hooked implementations for
/// one question (its own, and its superclass's once that class was hooked for another delegate):
/// only the outermost answer, the one UIKit receives, is forwarded (`DelegateAnswerNesting`).
@MainActor
enum DelegateAnimatorHook {
    static let selector = #selector(UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:))

    /// Classes already looked at, hooked or not.
    private static var seen: Set<ObjectIdentifier> = []

    /// Hooked implementations running, per navigation controller (a question about one
    /// navigation controller asked from inside another's is its own question).
    private static var nesting: [ObjectIdentifier: DelegateAnswerNesting] = [:]

    /// Navigation controllers whose delegate the shell itself is asking (``animatesPop``).
    private static var asking: Set<ObjectIdentifier> = []

    /// A hooked implementation returned: the outermost one's answer goes to the shell, unless the
    /// shell asked the question itself.
    static func answerDidEnd(_ navigation: UINavigationController, custom: Bool, isPop: Bool) {
        let key = ObjectIdentifier(navigation)
        var current = nesting[key] ?? DelegateAnswerNesting()
        let answer = current.leave(custom: custom)
        nesting[key] = current.depth > 0 ? current : nil
        guard let answer, !asking.contains(key) else { return }
        NavigationShell.existing(navigation)?.withCore { $0.delegateAnswered(custom: answer, isPop: isPop, in: &$1) }
    }

    /// Asks `delegate` what UIKit asks as a pop from `from` to `to` starts: whether it returns an
    /// animator of its own (`false` when it does not implement the method). The answer belongs to
    /// no running transition, so the hook does not forward it to the shell.
    static func animatesPop(
        _ delegate: UINavigationControllerDelegate, _ navigation: UINavigationController,
        from: UIViewController, to: UIViewController
    ) -> Bool {
        let key = ObjectIdentifier(navigation)
        asking.insert(key)
        defer { asking.remove(key) }
        return delegate.navigationController?(navigation, animationControllerFor: .pop, from: from, to: to) != nil
    }

    /// Hooks the class of `delegate` if it implements the method and is not hooked yet.
    static func hookIfNeeded(_ delegate: NSObjectProtocol) {
        let delegateClass: AnyClass = type(of: delegate)
        guard seen.insert(ObjectIdentifier(delegateClass)).inserted else { return }
        // A delegate class of the system's own (a picker's, SwiftUI's) is never swizzled.
        if let image = class_getImageName(delegateClass), NavigationControllerOwnership.isSystemImage(String(cString: image)) {
            return
        }
        guard
            let owner = sequence(first: delegateClass, next: class_getSuperclass).first(where: { Swizzler.implementsItself($0, selector) })
        else {
            Diagnostics.log(.engine, "\(delegateClass): animator method answered by forwarding; not hooked")
            return
        }
        let spec = HookSpec(
            candidates: [owner], selector: selector, encoding: "@@:@q@@", makeBlock: DelegateAnimatorHook.block
        )
        do {
            try Hooks.install(spec)
        } catch {
            Diagnostics.log(.engine, "\(delegateClass): animator method not hooked: \(error)")
        }
    }

    /// The replacement: calls the original once, then tells the navigation controller's shell
    /// whether an animator came back, if this is the outermost hooked implementation running.
    nonisolated static func block(_ original: OriginalImplementation, _ selector: Selector) -> AnyObject {
        let block:
            @convention(block) (AnyObject, UINavigationController?, Int, UIViewController?, UIViewController?)
                -> UIViewControllerAnimatedTransitioning? = { delegate, navigation, operation, from, to in
                    // Non-null by annotation only (an app may call its delegate itself): a `nil`
                    // is passed on, and an answer about no navigation controller is not forwarded.
                    typealias Original =
                        @convention(c) (
                            AnyObject, Selector, UINavigationController?, Int, UIViewController?, UIViewController?
                        ) -> UIViewControllerAnimatedTransitioning?
                    guard let navigation else {
                        return unsafeBitCast(original.imp, to: Original.self)(delegate, selector, navigation, operation, from, to)
                    }
                    let onMainThread = Thread.isMainThread
                    // A hooked implementation begins answering for `navigation`.
                    if onMainThread { assumeMainActor { nesting[ObjectIdentifier(navigation), default: DelegateAnswerNesting()].enter() } }
                    let animator = unsafeBitCast(original.imp, to: Original.self)(delegate, selector, navigation, operation, from, to)
                    let custom = animator != nil
                    let isPop = operation == UINavigationController.Operation.pop.rawValue
                    if onMainThread { assumeMainActor { answerDidEnd(navigation, custom: custom, isPop: isPop) } }
                    return animator
                }
        return block as AnyObject
    }
}
#endif
