import SlidingNavigationBar
import UIKit

/// The Liquid Glass demo (iOS 26 and later; on earlier systems the same pages show the classic
/// bar): pages whose bars look alike, and pages whose bars differ, with bar button items that
/// carry an `identifier` so UIKit can match them from page to page.
///
/// What to watch: between two default pages the bars look alike, and the transition is UIKit's
/// own (the items' glass platters morph; `identifier` tells UIKit which item becomes which).
/// Between pages whose backgrounds differ (a coloured bar, a transparent one, no bar at all) each
/// page carries its own background as it slides, while the title and the items stay UIKit's.
final class GlassDemoPage: UIViewController {
    /// What the page's bar looks like.
    enum Kind: CaseIterable {
        /// No appearance of its own: UIKit's default bar (glass on iOS 26 and later).
        case plain
        /// An opaque coloured background (its own `UINavigationBarAppearance`).
        case coloured
        /// A transparent background over a coloured page.
        case transparent
        /// No bar: the page asks the library to hide it while on top.
        case hiddenBar

        var title: String {
            switch self {
            case .plain: "Default"
            case .coloured: "Coloured"
            case .transparent: "Transparent"
            case .hiddenBar: "No bar"
            }
        }
    }

    private let kind: Kind

    /// The options are set before the page is pushed (see `HiddenBarViewController`).
    init(kind: Kind) {
        self.kind = kind
        super.init(nibName: nil, bundle: nil)
        title = kind.title
        if kind == .hiddenBar { slidingBar.prefersNavigationBarHidden = true }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = kind == .transparent ? .systemIndigo : .systemBackground
        applyBarLook()
        navigationItem.rightBarButtonItems = barItems()
        buildPushButtons()
    }

    private func applyBarLook() {
        switch kind {
        case .plain, .hiddenBar:
            break
        case .coloured:
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemOrange
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            navigationItem.standardAppearance = appearance
            navigationItem.scrollEdgeAppearance = appearance
            navigationItem.compactAppearance = appearance
        case .transparent:
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            navigationItem.standardAppearance = appearance
            navigationItem.scrollEdgeAppearance = appearance
            navigationItem.compactAppearance = appearance
        }
    }

    /// Two items on every page, the same identifiers everywhere: the compose item keeps its
    /// symbol, the other changes from page to page, and UIKit morphs one into the other.
    private func barItems() -> [UIBarButtonItem] {
        let compose = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: nil, action: nil)
        let symbols: [Kind: String] = [.plain: "magnifyingglass", .coloured: "heart", .transparent: "star", .hiddenBar: "bell"]
        let changing = UIBarButtonItem(image: UIImage(systemName: symbols[kind] ?? "circle"), style: .plain, target: nil, action: nil)
        Self.identify(compose, "glass-demo.compose")
        Self.identify(changing, "glass-demo.changing")
        return [compose, changing]
    }

    /// Sets `UIBarButtonItem.identifier`, which iOS 26 added (absent from the iOS 17 SDK this
    /// project compiles against): by its Objective-C setter, after `responds(to:)` checks that the
    /// running UIKit has it. Earlier systems have no such property and match items by position.
    static func identify(_ item: UIBarButtonItem, _ identifier: String) {
        let setter = NSSelectorFromString("setIdentifier:")
        guard item.responds(to: setter) else { return }
        item.perform(setter, with: identifier as NSString)
    }

    private func buildPushButtons() {
        let note = UILabel()
        note.numberOfLines = 0
        note.font = .preferredFont(forTextStyle: .footnote)
        note.textColor = kind == .transparent ? .white : .secondaryLabel
        note.text =
            "Alike bars (Default → Default): UIKit's own transition, its glass items morph. "
            + "Different bars: each page carries its own background; the title and items stay live."
        var arranged: [UIView] = [note]
        for (index, next) in Kind.allCases.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle("Push \(next.title.lowercased()) page", for: .normal)
            button.tag = index
            button.addTarget(self, action: #selector(pushTapped(_:)), for: .touchUpInside)
            arranged.append(button)
        }
        if kind == .hiddenBar {
            let back = UIButton(type: .system)
            back.setTitle("Back", for: .normal)
            back.addTarget(self, action: #selector(goBack), for: .touchUpInside)
            arranged.insert(back, at: 0)
        }
        let stack = UIStackView(arrangedSubviews: arranged)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }

    /// A push button: its tag is the index of the page's kind in `Kind.allCases`.
    @objc private func pushTapped(_ sender: UIButton) {
        let kinds = Kind.allCases
        guard kinds.indices.contains(sender.tag) else { return }
        navigationController?.pushViewController(GlassDemoPage(kind: kinds[sender.tag]), animated: true)
    }

    @objc private func goBack() {
        navigationController?.popViewController(animated: true)
    }
}
