import SlidingNavigationBar
import UIKit

/// The root page: a list of demo pages.
final class MenuViewController: UITableViewController {
    private struct Demo {
        let title: String
        let make: @MainActor () -> UIViewController
    }

    private let demos: [Demo] = [
        Demo(title: "Scenario player") { ScenarioListViewController(style: .plain) },
        Demo(title: "Coloured bar") { ColouredBarViewController(colour: .systemOrange) },
        Demo(title: "Another colour") { ColouredBarViewController(colour: .systemTeal) },
        Demo(title: "Transparent bar") { TransparentBarViewController() },
        Demo(title: "Hidden bar") { HiddenBarViewController() },
        Demo(title: "Large title") { LargeTitleViewController() },
        Demo(title: "Horizontal scroll view") { CarouselViewController() },
        Demo(title: "Opted out (UIKit's own transition)") { OptedOutViewController() },
        Demo(title: "Liquid Glass (iOS 26 and later)") { GlassDemoPage(kind: .plain) },
        Demo(title: "Hides the tab bar") {
            let page = ColouredBarViewController(colour: .systemPink)
            page.hidesBottomBarWhenPushed = true
            return page
        },
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sliding bars"
        navigationItem.largeTitleDisplayMode = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "demo")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        demos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "demo", for: indexPath)
        cell.textLabel?.text = demos[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(demos[indexPath.row].make(), animated: true)
    }
}

/// A page with a next button, so stacks of different bars can be built.
class DemoPage: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Next", style: .plain, target: self, action: #selector(pushNext)
        )
        let label = UILabel()
        label.text = "Swipe right anywhere to go back"
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    @objc private func pushNext() {
        let colours: [UIColor] = [.systemPink, .systemIndigo, .systemGreen, .systemYellow]
        let next = ColouredBarViewController(colour: colours[(navigationController?.viewControllers.count ?? 0) % colours.count])
        navigationController?.pushViewController(next, animated: true)
    }
}

/// A page whose own item gives the bar a solid colour (per-item appearance, iOS 13).
final class ColouredBarViewController: DemoPage {
    private let colour: UIColor

    init(colour: UIColor) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
        title = "Coloured"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = colour
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = appearance
    }
}

/// A page whose bar is fully transparent over an image-like background.
final class TransparentBarViewController: DemoPage {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transparent"
        view.backgroundColor = .systemPurple
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
    }
}

/// A page without a bar: it asks the library to hide it while on top.
final class HiddenBarViewController: DemoPage {
    /// The options are set before the page is pushed: the push reads them when it is announced,
    /// which is before UIKit loads the page's view (so `viewDidLoad` would be too late for it).
    init() {
        super.init(nibName: nil, bundle: nil)
        slidingBar.prefersNavigationBarHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        let back = UIButton(type: .system)
        back.setTitle("Back", for: .normal)
        back.addTarget(self, action: #selector(goBack), for: .touchUpInside)
        back.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(back)
        NSLayoutConstraint.activate([
            back.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            back.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
    }

    @objc private func goBack() {
        navigationController?.popViewController(animated: true)
    }
}

/// A page with a large title (its bar is taller: UIKit animates that change itself).
final class LargeTitleViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Large title"
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

/// A page with a horizontal pager: the pop swipe waits until the pager shows its first page.
final class CarouselViewController: DemoPage {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Carousel"
        let pager = UIScrollView()
        pager.isPagingEnabled = true
        pager.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pager)
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        pager.addSubview(stack)
        let colours: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange]
        for colour in colours {
            let card = UIView()
            card.backgroundColor = colour
            stack.addArrangedSubview(card)
        }
        NSLayoutConstraint.activate([
            pager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            pager.heightAnchor.constraint(equalToConstant: 220),
            stack.leadingAnchor.constraint(equalTo: pager.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: pager.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: pager.contentLayoutGuide.bottomAnchor),
            stack.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
            stack.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor, multiplier: CGFloat(colours.count)),
        ])
    }
}

/// A page that opts out: transitions to and from it are UIKit's own.
final class OptedOutViewController: DemoPage {
    /// Set before the push, which reads them before the page's view loads (see `HiddenBarViewController`).
    init() {
        super.init(nibName: nil, bundle: nil)
        slidingBar.isEnabled = false
        slidingBar.popGestureMaxStartDistance = 40
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Opted out"
    }
}
