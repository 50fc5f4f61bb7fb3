import UIKit

/// A page declared `skips-super`: it overrides `viewDidAppear(_:)` and `viewDidLayoutSubviews()`
/// without calling super, on purpose. It models apps that do this (UIKit's documentation asks
/// overrides to call super, and apps forget): whatever the library hooks on those methods never
/// hears this page, and the library must still end every transition and give the bar back.
/// The player builds this subclass only for such pages.
final class SkipsSuperPageViewController: ScenarioPageViewController {
    override func viewDidAppear(_ animated: Bool) {
        // Deliberately no `super.viewDidAppear(animated)`: see the type's comment.
        setsBar(at: .viewDidAppear, animated: animated)
    }

    override func viewDidLayoutSubviews() {
        // Deliberately no `super.viewDidLayoutSubviews()`: see the type's comment.
    }
}
