import Testing
import SlidingNavigationBarCore

/// Which libraries the markers reveal, one row per case written out by hand.
@Suite struct ForeignBarLibraryTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var chain: [String] = ["UINavigationController"]
        var children: [String] = []
        var selectors: Set<String> = []
        var expected: [ForeignBarLibrary]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "plain UIKit", expected: []),
        Row(name: "an app's own subclass", chain: ["AppNavigation", "UINavigationController"], expected: []),
        Row(name: "FDFullscreenPopGesture category", selectors: ["fd_fullscreenPopGestureRecognizer"], expected: [.fdFullscreenPopGesture]),
        Row(name: "KMNavigationBarTransition category", selectors: ["km_transitionNavigationBar"], expected: [.kmNavigationBarTransition]),
        Row(name: "GKNavigationBar category", selectors: ["gk_navigationBar"], expected: [.gkNavigationBar]),
        Row(
            name: "HBDNavigationController itself", chain: ["HBDNavigationController", "UINavigationController"],
            expected: [.hbdNavigationBar]),
        Row(
            name: "a subclass of HBDNavigationController",
            chain: ["AppNavigation", "HBDNavigationController", "UINavigationController"], expected: [.hbdNavigationBar]
        ),
        Row(
            name: "RTRootNavigationController", chain: ["RTRootNavigationController", "UINavigationController"],
            expected: [.rtRootNavigationController]),
        Row(name: "pages wrapped in RTContainerController", children: ["RTContainerController"], expected: [.rtRootNavigationController]),
        Row(
            name: "QMUI_iOS NavigationBarTransition category", selectors: ["qmuinb_shouldShowTransitionBar"],
            expected: [.qmui]),
        Row(
            name: "QMUI_iOS NavigationBarTransition, in QMUI's own navigation controller",
            chain: ["QMUINavigationController", "UINavigationController"], selectors: ["qmuinb_shouldShowTransitionBar"],
            expected: [.qmui]),
        // Without its NavigationBarTransition component QMUI_iOS restyles no bar during a transition.
        Row(
            name: "QMUI_iOS without NavigationBarTransition", chain: ["QMUINavigationController", "UINavigationController"],
            expected: []),
        Row(
            name: "a similar name is not a marker", chain: ["HBDNavigationControllerX", "UINavigationController"], selectors: ["fd_other"],
            expected: []),
        Row(
            name: "two at once, in declaration order",
            chain: ["RTRootNavigationController"], selectors: ["gk_navigationBar", "fd_fullscreenPopGestureRecognizer"],
            expected: [.fdFullscreenPopGesture, .gkNavigationBar, .rtRootNavigationController]
        ),
    ]

    @Test(arguments: rows)
    func detect(_ row: Row) {
        let found = ForeignBarLibrary.detect(classNames: Set(row.chain + row.children), selectorsAnswered: row.selectors)
        #expect(found == row.expected)
    }

    /// Every library has exactly one kind of marker.
    @Test func everyLibraryHasAMarker() {
        for library in ForeignBarLibrary.allCases {
            let markers =
                (ForeignBarLibrary.markerSelectors[library] == nil ? 0 : 1)
                + (ForeignBarLibrary.markerClasses[library] == nil ? 0 : 1)
            #expect(markers == 1, "\(library)")
        }
    }
}
