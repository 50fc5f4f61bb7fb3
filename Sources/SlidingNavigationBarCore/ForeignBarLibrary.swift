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
/// let found = ForeignBarLibrary.detect(ForeignBarLibrary.Facts(
///     navigationClassChain: ["MyNavigation", "HBDNavigationController", "UINavigationController"],
///     childClassNames: [], selectorsAnswered: []
/// ))
/// // [.hbdNavigationBar]
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

    /// What the shell read about one navigation controller and the runtime.
    package struct Facts: Sendable, Hashable {
        /// The navigation controller's class and its superclasses, most derived first.
        package var navigationClassChain: [String]
        /// The class names of its child view controllers.
        package var childClassNames: [String]
        /// The marker selectors (``markerSelectors`` values) that UIKit's classes answer.
        package var selectorsAnswered: Set<String>

        /// Creates the facts.
        /// - Parameters:
        ///   - navigationClassChain: the class and superclass names, most derived first.
        ///   - childClassNames: the children's class names.
        ///   - selectorsAnswered: the marker selectors answered.
        package init(navigationClassChain: [String], childClassNames: [String], selectorsAnswered: Set<String>) {
            self.navigationClassChain = navigationClassChain
            self.childClassNames = childClassNames
            self.selectorsAnswered = selectorsAnswered
        }
    }

    /// The libraries found, in declaration order; empty when none.
    /// - Parameter facts: what the shell read.
    /// - Returns: every library whose marker is present.
    package static func detect(_ facts: Facts) -> [ForeignBarLibrary] {
        let classes = Set(facts.navigationClassChain).union(facts.childClassNames)
        return allCases.filter { library in
            if let selector = markerSelectors[library], facts.selectorsAnswered.contains(selector) { return true }
            if let names = markerClasses[library], !names.isDisjoint(with: classes) { return true }
            return false
        }
    }
}
