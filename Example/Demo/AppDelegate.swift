import SlidingNavigationBar
import UIKit

/// A demo of SlidingNavigationBar: nothing to install, a few pages whose bars differ.
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
        return true
    }
}
