import SlidingNavigationBar
import SlidingNavigationBarPixelOracle
import SlidingNavigationBarScenarioLanguage
import UIKit

/// One page declared by a scenario (`page NAME [options]`), built for real: its bar through the
/// per-item `UINavigationBarAppearance`, its options through `slidingBar`, its body a plain
/// view, a view below the bar or a table view.
final class ScenarioPageViewController: UIViewController, UITableViewDataSource {
    /// The name scenario statements refer to this page by.
    let pageName: String
    private(set) var declaration: PageDeclaration
    /// The page's declaration order in its scenario: its colours in the oracle's `PagePalette`.
    let paletteIndex: Int
    /// Whether `scroll NAME scrolled` moved the table away from its top (and no `edge` since).
    private(set) var isScrolled = false
    private let bodyColour: UIColor
    private var tableView: UITableView?

    /// - Parameters:
    ///   - declaration: the page as the scenario declares it.
    ///   - paletteIndex: the page's declaration order in the scenario, from 0; its body and
    ///     `bar=#RRGGBB` are painted in `PagePalette`'s colours for that index.
    init(declaration: PageDeclaration, paletteIndex: Int) {
        self.pageName = declaration.name
        self.declaration = declaration
        self.paletteIndex = paletteIndex
        self.bodyColour = UIColor(PagePalette.bodyColor(forPageAt: paletteIndex))
        super.init(nibName: nil, bundle: nil)
        // Everything the navigation controller reads when the page is pushed is set here, before
        // the push: the library reads a page's options when the push is announced, before
        // UIKit loads the page's view.
        if declaration.optOut { slidingBar.isEnabled = false }
        if !declaration.popGestureEnabled { slidingBar.isPopGestureEnabled = false }
        if let distance = declaration.popDistance { slidingBar.popGestureMaxStartDistance = CGFloat(distance) }
        navigationItem.largeTitleDisplayMode = declaration.largeTitle ? .always : .never
        if declaration.searchBar {
            let search = UISearchController(searchResultsController: nil)
            search.obscuresBackgroundDuringPresentation = false
            navigationItem.searchController = search
            navigationItem.hidesSearchBarWhenScrolling = false
        }
        apply(bar: declaration.bar)
        apply(title: declaration.title)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = bodyColour
        view.accessibilityIdentifier = "page.\(pageName)"
        switch declaration.view {
        case .full:
            edgesForExtendedLayout = .all
        case .belowBar:
            edgesForExtendedLayout = []
        case .scroll:
            edgesForExtendedLayout = .all
            let table = UITableView(frame: view.bounds, style: .plain)
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.backgroundColor = bodyColour
            table.dataSource = self
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            view.addSubview(table)
            tableView = table
        }
        let label = UILabel()
        label.text = pageName
        label.font = UIFont.boldSystemFont(ofSize: 28)
        label.textColor = .black
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    /// `style NAME bar=...`: the page's bar from now on, whether it is on top or covered.
    /// An opaque bar wears the page's palette bar colour, not the scenario's `#RRGGBB`: the
    /// pixel oracle tells pages apart by those colours (they differ between pages, as the
    /// scenario's do).
    func apply(bar: BarStyleSpec) {
        declaration.bar = bar
        switch bar {
        case .default:
            navigationItem.standardAppearance = nil
            navigationItem.scrollEdgeAppearance = nil
            navigationItem.compactAppearance = nil
            slidingBar.prefersNavigationBarHidden = nil
        case .transparent:
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            setItemAppearance(appearance)
            slidingBar.prefersNavigationBarHidden = nil
        case .color:
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = UIColor(PagePalette.barColor(forPageAt: paletteIndex))
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
            setItemAppearance(appearance)
            slidingBar.prefersNavigationBarHidden = nil
        case .hidden:
            // The library hides the bar while this page is on top and slides the page in without one.
            slidingBar.prefersNavigationBarHidden = true
        }
    }

    /// `style NAME title=WORD`, or the declared title.
    func apply(title: String?) {
        self.title = title
        navigationItem.title = title
    }

    /// `scroll NAME edge|scrolled`: moves the table view's content to or away from its top.
    func scroll(to position: ScrollPosition) {
        guard let table = tableView else { return }
        isScrolled = position == .scrolled
        let top = -table.adjustedContentInset.top
        let offset = position == .edge ? top : top + 240
        table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
    }

    private func setItemAppearance(_ appearance: UINavigationBarAppearance) {
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = appearance
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(pageName) row \(indexPath.row + 1)"
        cell.backgroundColor = bodyColour
        return cell
    }
}
