/// Another library that moves or replaces the navigation bar during transitions, or drives its
/// own pop gesture. Two such libraries in one navigation controller fight over the same bar and
/// the same swipe, so this library steps aside where one is found.
///
/// The markers are package class and method names of each library's published source:
///
/// | Library                    | Marker                                                        |
/// |----------------------------|---------------------------------------------------------------|
/// | FDFullscreenPopGesture     | `-[UINavigationController fd_fullscreenPopGestureRecognizer]` |
/// | KMNavigationBarTransition  | `-[UIViewController km_transitionNavigationBar]`              |
/// | GKNavigationBar            | `-[UIViewController gk_navigationBar]`                        |
/// | HBDNavigationBar           | a navigation controller of class `HBDNavigationController`    |
/// | RTRootNavigationController | class `RTRootNavigationController`, pages in `RTContainerController` |
/// | QMUI_iOS (NavigationBarTransition) | `-[UIViewController qmuinb_shouldShowTransitionBar]`        |
///
/// ```swift
/// ForeignBarLibrary.detect(
///     classNames: ["MyNavigation", "HBDNavigationController", "UINavigationController"], selectorsAnswered: []
/// ) // [.hbdNavigationBar]
/// ```
package enum ForeignBarLibrary: String, Sendable, Hashable, CaseIterable {
    case fdFullscreenPopGesture = "FDFullscreenPopGesture"
    case kmNavigationBarTransition = "KMNavigationBarTransition"
    case gkNavigationBar = "GKNavigationBar"
    case hbdNavigationBar = "HBDNavigationBar"
    case rtRootNavigationController = "RTRootNavigationController"
    /// QMUI_iOS's `NavigationBarTransition` component: a category on `UIViewController` that,
    /// in every navigation controller, restyles the shared bar in each page's `viewWillAppear`
    /// and puts a bar of its own on each page while a transition runs (docs/other-libraries.md).
    case qmui = "QMUI_iOS"

    /// The selectors the shell asks UIKit's classes whether they answer (`instancesRespond(to:)`):
    /// `-[UINavigationController …]` for FDFullscreenPopGesture, `-[UIViewController …]` otherwise.
    package static let markerSelectors: [ForeignBarLibrary: String] = [
        .fdFullscreenPopGesture: "fd_fullscreenPopGestureRecognizer",
        .kmNavigationBarTransition: "km_transitionNavigationBar",
        .gkNavigationBar: "gk_navigationBar",
        .qmui: "qmuinb_shouldShowTransitionBar",
    ]

    /// The class names that mark a navigation controller (its class or a superclass) or its pages.
    package static let markerClasses: [ForeignBarLibrary: Set<String>] = [
        .hbdNavigationBar: ["HBDNavigationController"],
        .rtRootNavigationController: ["RTRootNavigationController", "RTContainerController"],
    ]

    /// The libraries found, in declaration order; empty when none.
    /// - Parameters:
    ///   - classNames: what the shell read of one navigation controller: its class and
    ///     superclasses, and its child view controllers' classes.
    ///   - selectorsAnswered: the marker selectors (``markerSelectors`` values) that UIKit's
    ///     classes answer.
    /// - Returns: every library whose marker is present.
    package static func detect(classNames: Set<String>, selectorsAnswered: Set<String>) -> [ForeignBarLibrary] {
        allCases.filter { library in
            if let selector = markerSelectors[library], selectorsAnswered.contains(selector) { return true }
            if let names = markerClasses[library], !names.isDisjoint(with: classNames) { return true }
            return false
        }
    }
}
