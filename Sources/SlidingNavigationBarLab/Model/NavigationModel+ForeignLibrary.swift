import SlidingNavigationBarCore

// Another bar-transition library installed by the app (`foreign-library`): the shell steps aside
// for that navigation controller, and UIKit (with the other library) has it alone.
extension ForeignLibrary {
    /// The core's name for the library.
    var coreLibrary: ForeignBarLibrary {
        switch self {
        case .fdFullscreenPopGesture: .fdFullscreenPopGesture
        case .kmNavigationBarTransition: .kmNavigationBarTransition
        case .gkNavigationBar: .gkNavigationBar
        case .hbdNavigationBar: .hbdNavigationBar
        case .rtRootNavigationController: .rtRootNavigationController
        case .qmuiIOS: .qmui
        }
    }

    /// What the core's detection finds where this library is installed, from what the shell
    /// reads there: its marker selector answered by UIKit's classes, or its navigation controller
    /// class (and page wrapper) in the hierarchy.
    var detected: [ForeignBarLibrary] {
        let library = coreLibrary
        let classes = (ForeignBarLibrary.markerClasses[library] ?? []).sorted()
        return ForeignBarLibrary.detect(
            classNames: Set(classes + ["UINavigationController"]),
            selectorsAnswered: ForeignBarLibrary.markerSelectors[library].map { [$0] } ?? [])
    }

    /// Whether the library drives pops with a full-screen pan of its own (FDFullscreenPopGesture
    /// turns the system edge recognizer off for it; GKNavigationBar has one too). The others
    /// leave the system edge swipe as it is (QMUI_iOS sets its own delegate on it, which still
    /// lets it begin wherever UIKit's would).
    var drivesFullScreenPan: Bool {
        switch self {
        case .fdFullscreenPopGesture, .gkNavigationBar: true
        case .kmNavigationBarTransition, .hbdNavigationBar, .rtRootNavigationController, .qmuiIOS: false
        }
    }
}

extension NavigationModel {
    /// Whether the shell steps aside for this navigation controller, by the core's detection rule
    /// (``ForeignBarLibrary/detect(classNames:selectorsAnswered:)``), as the shell decides it: then no event reaches the
    /// engine and no pan of ours is installed.
    var shellStepsAside: Bool {
        guard let foreignLibrary, fault != .ignoresForeignLibrary else { return false }
        return !foreignLibrary.detected.isEmpty
    }

    /// The page's `slidingBar.prefersNavigationBarHidden` as it takes effect: nothing applies it
    /// where another library has the navigation controller (UIKit alone does not know it).
    func optionHidden(_ id: PageID) -> Bool? {
        foreignLibrary == nil ? pages[id]?.declaration.optionHidden : nil
    }
}
