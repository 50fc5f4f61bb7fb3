import SlidingNavigationBar
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
        SlidingNavigationBar.diagnostics = true
        let navigation = UINavigationController(rootViewController: MenuViewController())
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        // The UI test (and anyone) can open the player on one scenario: `-scenario NAME`,
        // with `-animation-speed 0.1` to slow every animation down.
        let options = ExampleLaunchOptions(arguments: ProcessInfo.processInfo.arguments)
        if let scenario = options.scenario {
            ScenarioCatalogue.play(named: scenario, in: window, animationSpeed: options.animationSpeed)
        }
        return true
    }
}
