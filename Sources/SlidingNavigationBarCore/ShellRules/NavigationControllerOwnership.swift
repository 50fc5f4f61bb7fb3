/// Which navigation controllers the library serves: the app's, never the system's own.
///
/// UIKit and SwiftUI use navigation controller subclasses of their own — the image picker, the
/// contact and document pickers, the "More" tab, SwiftUI's controller behind `NavigationStack` —
/// whose bars they manage themselves; libraries that hooked every navigation controller broke
/// them (their users' reports are in `docs/other-libraries.md`). A plain `UINavigationController`
/// is the app's (it made one), and so is any class the app's own binary defines; a subclass
/// defined in a system image is not — except SwiftUI's `NavigationStack` controller
/// (`SwiftUI.UIKitNavigationController`, docs/uikit-facts.md "SwiftUI NavigationStack and tab
/// bars"): its pages are the app's own views, each with its own toolbar, which is where apps now
/// keep their navigation (issue 17). SwiftUI sets its bar through the public API (the item's
/// appearance, `setNavigationBarHidden`), which the library takes like an app's own calls.
///
/// ```swift
/// NavigationControllerOwnership.isServed(isPlainNavigationController: false,
///                                        classImagePath: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI") // false
/// ```
package enum NavigationControllerOwnership {
    /// - Parameters:
    ///   - isPlainNavigationController: the instance's class (key-value observing's dynamic
    ///     subclass set aside) is `UINavigationController` itself.
    ///   - classImagePath: `class_getImageName` of that class, if known.
    ///   - className: `NSStringFromClass` of that class, if known.
    package static func isServed(isPlainNavigationController: Bool, classImagePath: String?, className: String? = nil) -> Bool {
        if isPlainNavigationController { return true }
        if let className, swiftUINavigationStackClassNames.contains(className) { return true }
        guard let path = classImagePath else { return true }  // unknown: the app's, as before
        return !isSystemImage(path)
    }

    /// SwiftUI's `NavigationStack` controller, as `NSStringFromClass` and as the Objective-C
    /// runtime (mangled) name it.
    package static let swiftUINavigationStackClassNames: Set<String> = [
        "SwiftUI.UIKitNavigationController", "_TtC7SwiftUI25UIKitNavigationController",
    ]

    /// Whether an image path is the system's: frameworks and libraries under `/System/Library/`
    /// or `/usr/lib/` (on a simulator, below the runtime's root). An app's binary and its embedded
    /// frameworks live in its bundle.
    package static func isSystemImage(_ path: String) -> Bool {
        path.hasPrefix("/System/Library/") || path.hasPrefix("/usr/lib/")
            || path.contains("/RuntimeRoot/System/Library/") || path.contains("/RuntimeRoot/usr/lib/")
    }
}
