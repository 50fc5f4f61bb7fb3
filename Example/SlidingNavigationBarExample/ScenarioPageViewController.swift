import SlidingNavigationBar
import SlidingNavigationBarPixelOracle
import SlidingNavigationBarScenarioLanguage
import UIKit

/// One page declared by a scenario (`page NAME [options]`), built for real: its bar through the
/// per-item `UINavigationBarAppearance`, its options through `slidingBar`, its body a plain
/// view, a view below the bar or a table view, and the host app's own code the scenario gives
/// it (`app-bar=`, `hides-back-button`; `skips-super` is `SkipsSuperPageViewController`).
class ScenarioPageViewController: UIViewController, UITableViewDataSource {
    /// The name scenario statements refer to this page by.
    let pageName: String
    private(set) var declaration: PageDeclaration
    /// The page's declaration order in its scenario: its colours in the oracle's `PagePalette`.
    let paletteIndex: Int
    /// Whether `scroll NAME scrolled` moved the table away from its top (and no `edge` since).
    private(set) var isScrolled = false
    private let bodyColour: UIColor
    private var tableView: UITableView?
    /// Told each time this page's own code calls `setNavigationBarHidden(_:animated:)` or is
    /// about to appear or disappear, so the player can follow what UIKit alone would show
    /// (`HostAppBar`). The page makes the UIKit call itself; this only reports it.
    var onAppearanceCallback: ((AppearanceCallback) -> Void)?

    /// The appearance callbacks the player follows, and the page's own bar calls at the other
    /// moments `app-bar-in=` names (`viewDidLoad`, `didMove(toParent:)`, `viewDidAppear`) and
    /// the restore on the next turn (`app-bar-restore=next-turn`).
    enum AppearanceCallback {
        case willAppear
        case willDisappear
        case setsBar(hidden: Bool)
    }

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
            // UIKit's default: the search bar hides when the table scrolls, as the lab models it.
            navigationItem.hidesSearchBarWhenScrolling = true
        }
        // `prompt`: a line of text above the title, a taller bar.
        if declaration.prompt { navigationItem.prompt = "Prompt" }
        // `hides-back-button`: the app's own switch; the library must not offer a swipe back
        // that the app took away with the button.
        navigationItem.hidesBackButton = declaration.hidesBackButton
        hidesBottomBarWhenPushed = declaration.hidesTabBar
        apply(bar: declaration.bar)
        apply(title: declaration.title)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// `status-bar=hidden`: UIKit asks the navigation controller's top page
    /// (`childForStatusBarHidden`).
    override var prefersStatusBarHidden: Bool { declaration.statusBarHidden }

    /// `view=scroll-below-bar`: the page's own view is the table view, as a
    /// `UITableViewController`'s is; every other layout gets UIKit's plain view.
    override func loadView() {
        guard declaration.view == .scrollBelowBar else {
            super.loadView()
            return
        }
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        // A scroll view clips by default; said here because the library has to cope with it
        // (the snapshot of the bar cannot hang above a clipping page's bounds).
        table.clipsToBounds = true
        view = table
        tableView = table
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = bodyColour
        view.accessibilityIdentifier = "page.\(pageName)"
        switch declaration.view {
        case .scrollBelowBar:
            // Starts below the bar, which `bar=#RRGGBB` makes opaque (built in `loadView()`).
            edgesForExtendedLayout = []
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
        // In a scroll view (the table that is the page's view) the label centres on what is
        // visible, not on the scrolling content.
        let frameGuide = (view as? UIScrollView)?.frameLayoutGuide
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: frameGuide?.centerXAnchor ?? view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: frameGuide?.centerYAnchor ?? view.centerYAnchor),
        ])
        // `app-style-in=view-did-load`: the shared bar styled once, here; it keeps the style after.
        if declaration.appStyleMoment == .viewDidLoad, let style = declaration.appStyle { styleSharedBar(style) }
        // `app-bar-in=view-did-load`: the bar's visibility set once, here, never undone.
        setsBar(at: .viewDidLoad, animated: false)
    }

    /// `app-bar=hidden|shown`: the page's own code sets the bar's visibility as it appears, as
    /// apps do without the library (the library must follow, not undo it).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onAppearanceCallback?(.willAppear)
        setsBar(at: .viewWillAppear, animated: animated)
        if declaration.appStyleMoment == .viewWillAppear, let style = declaration.appStyle { styleSharedBar(style) }
    }

    /// `app-bar-in=view-did-appear`: after super (`SkipsSuperPageViewController` calls it
    /// without super).
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        setsBar(at: .viewDidAppear, animated: animated)
    }

    /// `app-bar-in=did-move-to-parent`: once the page has joined the stack.
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent != nil { setsBar(at: .didMoveToParent, animated: false) }
    }

    /// The page's own `setNavigationBarHidden(_:animated:)` (`app-bar=`) if `moment` is when it
    /// makes it (`app-bar-in=`, by default `viewWillAppear`).
    func setsBar(at moment: AppBarMoment, animated: Bool) {
        guard let appBar = declaration.appBar, declaration.appBarMoment == moment, let navigation = navigationController
        else { return }
        let hidden = appBar == .hidden
        if moment != .viewWillAppear { onAppearanceCallback?(.setsBar(hidden: hidden)) }
        navigation.setNavigationBarHidden(hidden, animated: animated)
    }

    /// `app-style=`: the page's own code styles the shared bar after `super.viewWillAppear`, as the
    /// apps the library serves do (after the library's hook has run); with
    /// `app-style-in=view-did-load`, once, in `viewDidLoad`. A colour is the page's
    /// palette colour, as for `bar=`, so the pixel oracle can tell it apart.
    private func styleSharedBar(_ style: BarStyleSpec) {
        guard let bar = navigationController?.navigationBar else { return }
        let appearance = UINavigationBarAppearance()
        switch style {
        case .transparent:
            appearance.configureWithTransparentBackground()
        case .color(_, _, _, _, _, let title), .image(_, let title):  // (the parser takes only an opaque colour for app-style=)
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = UIColor(PagePalette.barColor(forPageAt: paletteIndex))
            apply(title: title, to: appearance, otherwise: nil)
        case .default, .hidden:
            appearance.configureWithDefaultBackground()
        }
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.compactAppearance = appearance
    }

    /// `app-bar=hidden`: the page gives the bar back as it leaves; with
    /// `app-bar-restore=next-turn`, on the main queue's next turn, without animation, unless the
    /// page then on top hides it itself (FDFullscreenPopGesture's `fd_viewWillDisappear:`).
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onAppearanceCallback?(.willDisappear)
        guard declaration.appBar == .hidden,
            declaration.appBarMoment == .viewWillAppear || declaration.appBarMoment == .viewDidAppear
        else { return }
        switch declaration.appBarRestore {
        case .viewWillDisappear:
            navigationController?.setNavigationBarHidden(false, animated: animated)
        case .nextTurn:
            DispatchQueue.main.async { [weak self] in
                guard let self, let navigation = self.navigationController,
                    (navigation.viewControllers.last as? ScenarioPageViewController)?.declaration.appBar != .hidden
                else { return }
                self.onAppearanceCallback?(.setsBar(hidden: false))
                navigation.setNavigationBarHidden(false, animated: false)
            }
        }
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
        case .color(_, _, _, let alpha, let shadow, let title):
            // `#RRGGBBAA`: the palette colour at the scenario's alpha (the content shows through).
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            let colour = UIColor(PagePalette.barColor(forPageAt: paletteIndex))
            appearance.backgroundColor = colour.withAlphaComponent(CGFloat(alpha) / 255)
            apply(title: title, to: appearance, otherwise: .white)
            apply(shadow: shadow, to: appearance)
            setItemAppearance(appearance)
            slidingBar.prefersNavigationBarHidden = nil
        case .image(let shadow, let title):
            // `bar=image`: one opaque image of the palette colour (the oracle reads flat colours).
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            let colour = UIColor(PagePalette.barColor(forPageAt: paletteIndex))
            appearance.backgroundImage = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                colour.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            apply(title: title, to: appearance, otherwise: .white)
            apply(shadow: shadow, to: appearance)
            setItemAppearance(appearance)
            slidingBar.prefersNavigationBarHidden = nil
        case .hidden:
            // The library hides the bar while this page is on top and slides the page in without one.
            slidingBar.prefersNavigationBarHidden = true
        }
    }

    /// `title-color=#RRGGBB` (or `app-title-color=`): the appearance's title colour (standard and
    /// large), else `fallback` (the player's white on a palette bar), else the system's.
    private func apply(title: BarTitleSpec, to appearance: UINavigationBarAppearance, otherwise fallback: UIColor?) {
        var colour = fallback
        if case .color(let red, let green, let blue) = title {
            colour = UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
        }
        guard let colour else { return }
        appearance.titleTextAttributes = [.foregroundColor: colour]
        appearance.largeTitleTextAttributes = [.foregroundColor: colour]
    }

    /// `shadow=none|#RRGGBB`: the line under the page's own bar; none said, the system's.
    private func apply(shadow: BarShadowSpec, to appearance: UINavigationBarAppearance) {
        switch shadow {
        case .system: break
        case .none: appearance.shadowColor = nil
        case .color(let red, let green, let blue):
            appearance.shadowColor = UIColor(
                red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
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
