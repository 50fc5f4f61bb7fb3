import SlidingNavigationBar
#if canImport(SwiftUICore) || SNB_PREBUILT_SWIFTUI  // see SwiftUIDemo.swift
import SwiftUI
#endif
import UIKit

/// A demo of SlidingNavigationBar: nothing to install, a few pages whose bars differ, and a
/// player for the scenario catalogue.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        // The UI test (and anyone) can open the player on one scenario: `-scenario NAME`,
        // with `-animation-speed 0.1` to slow every animation down; `-probe-uikit-facts` runs
        // the UIKit fact probe instead (`-probe-log-path PATH`: it also writes its log there;
        // `-probe-photo-dir DIR`: where the UI test writes the photographs it asks for).
        let options = ExampleLaunchOptions(arguments: ProcessInfo.processInfo.arguments)
        if options.probeUIKitFacts {
            // First of all: the library's hooks are installed when the app's image loads, and
            // while this is false they forward nothing (every hook calls straight through to
            // UIKit), so what the probe records is UIKit alone.
            SlidingNavigationBar.isEnabled = false
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
            let probe = UIKitFactProbe(window: window, logPath: options.probeLogPath, photoDirectory: options.probePhotoDirectory)
            UIKitFactProbe.current = probe
            probe.start()
            return true
        }
        SlidingNavigationBar.diagnostics = true
        let navigation = UINavigationController(rootViewController: MenuViewController())
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: "UIKit", image: UIImage(systemName: "square.stack"), tag: 0)
        // The demo lives in a tab bar controller, as Taobao-style apps do: a page pushed with
        // `hidesBottomBarWhenPushed` ("Hides the tab bar") slides its bar with the tab bar.
        let tabs = UITabBarController()
        var tabPages: [UIViewController] = [navigation]
        #if canImport(SwiftUICore) || SNB_PREBUILT_SWIFTUI
        if #available(iOS 16.0, *) {
            let swiftUI = UIHostingController(rootView: SwiftUIDemo())
            swiftUI.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 1)
            tabPages.append(swiftUI)
        }
        #endif
        tabs.viewControllers = tabPages
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        if let scenario = options.scenario {
            ScenarioCatalogue.play(named: scenario, in: window, animationSpeed: options.animationSpeed)
        }
        return true
    }
}
