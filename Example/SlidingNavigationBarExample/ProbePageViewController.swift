import SlidingNavigationBarUIKitProbe
import UIKit

/// A page of the UIKit fact probe (`A`, `B` or `C`, also its title). Each appearance callback is
/// recorded at its start, before `super` and before the page's own code; a marker view pinned to
/// the safe area's top shows where content laid out against the safe area is.
@MainActor
final class ProbePageViewController: UIViewController {
    /// How the page's `viewWillAppear` hides the bar, as an app would.
    enum BarHiding {
        /// `setNavigationBarHidden(true, animated: animated)`, the callback's own flag.
        case withCallbackAnimation
        /// `setNavigationBarHidden(true, animated: true)`.
        case animated
    }

    let name: String
    /// Receives the records; `nil` once this page's trial is over.
    weak var probe: UIKitFactProbe?
    /// Set for the trials whose page hides the bar when it appears.
    var hidesBarInWillAppear: BarHiding?
    /// A thin view whose top is pinned to `safeAreaLayoutGuide.topAnchor`.
    let marker = UIView()
    /// The page's `prefersStatusBarHidden` (the status-bar trial's `B`).
    var hidesStatusBar = false

    override var prefersStatusBarHidden: Bool { hidesStatusBar }

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let colours: [String: UIColor] = ["A": .systemOrange, "B": .systemTeal, "C": .systemPurple]
        view.backgroundColor = colours[name] ?? .systemGray
        marker.backgroundColor = .black
        marker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            marker.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            marker.widthAnchor.constraint(equalToConstant: 40),
            marker.heightAnchor.constraint(equalToConstant: 4),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        probe?.record(.appearance(page: name, callback: .willAppear))
        super.viewWillAppear(animated)
        switch hidesBarInWillAppear {
        case .withCallbackAnimation?: navigationController?.setNavigationBarHidden(true, animated: animated)
        case .animated?: navigationController?.setNavigationBarHidden(true, animated: true)
        case nil: break
        }
        probe?.incomingPageWillAppear(self)
    }

    /// Declared for iOS 13 in the iOS 17 SDK (back-deployed: UIKit calls it on iOS 13 and later
    /// when the app is built with Xcode 15 or later), so it needs no availability check here;
    /// where the running UIKit does not call it, it is simply not recorded.
    override func viewIsAppearing(_ animated: Bool) {
        probe?.record(.appearance(page: name, callback: .isAppearing))
        super.viewIsAppearing(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        probe?.record(.appearance(page: name, callback: .didAppear))
        super.viewDidAppear(animated)
        probe?.pageDidAppear(self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        probe?.pageDidLayout(self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        probe?.record(.appearance(page: name, callback: .willDisappear))
        super.viewWillDisappear(animated)
        probe?.pageWillDisappear(self)
    }

    override func didMove(toParent parent: UIViewController?) {
        probe?.pageDidMove(self, toParent: parent)
        super.didMove(toParent: parent)
    }

    override func viewDidDisappear(_ animated: Bool) {
        probe?.record(.appearance(page: name, callback: .didDisappear))
        super.viewDidDisappear(animated)
    }
}
