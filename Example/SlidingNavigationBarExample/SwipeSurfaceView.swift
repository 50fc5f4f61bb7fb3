import SlidingNavigationBarScenarioLanguage
import UIKit
import WebKit

/// What `swipe over=` puts under the finger, on the page on top, for the time of one swipe; one
/// for every `SwipeSurface` (the switch below is exhaustive). Each is transparent, so the page's body (which the
/// pixel oracle judges) shows through, and all but the slider cover the page's whole view, as
/// the lab's model takes the surface to be under any point a swipe starts at; the slider's
/// thumb is put under the point the swipe starts at.
@MainActor
enum SwipeSurfaceView {
    /// A transparent page, loaded so that WebKit's content view and its recognizers are set up.
    private static let html = "<html><head><meta name='viewport' content='width=device-width'></head>"
        + "<body style='margin:0;background:transparent;height:200vh'></body></html>"

    /// Builds `surface` over `page`'s view and returns it.
    /// - Parameters:
    ///   - start: where the swipe starts, in the window.
    ///   - rightToLeft: the leading edge is the right one (a scroll view's leading edge is then
    ///     its largest offset).
    static func install(_ surface: SwipeSurface, on page: UIViewController, start: CGPoint, rightToLeft: Bool) -> UIView {
        let bounds = page.view.bounds
        let built: UIView
        switch surface {
        case .webView, .webViewBackForward:
            let webView = WKWebView(frame: bounds, configuration: WKWebViewConfiguration())
            webView.isOpaque = false
            webView.scrollView.backgroundColor = .clear
            // WebKit's own edge pans for its history; with one page loaded there is none to go
            // back to (the lab's model does not ask).
            webView.allowsBackForwardNavigationGestures = surface == .webViewBackForward
            webView.loadHTMLString(html, baseURL: nil)
            built = webView
        case .hscrollLeading, .hscrollScrolled:
            // Three widths of empty content; the leading edge, or one width away from it.
            let scroll = UIScrollView(frame: bounds)
            scroll.contentInsetAdjustmentBehavior = .never
            scroll.showsHorizontalScrollIndicator = false
            scroll.showsVerticalScrollIndicator = false
            scroll.contentSize = CGSize(width: bounds.width * 3, height: bounds.height)
            let leading: CGFloat = rightToLeft ? bounds.width * 2 : 0
            scroll.contentOffset = CGPoint(x: surface == .hscrollLeading ? leading : bounds.width, y: 0)
            built = scroll
        case .map:
            // The app's own pan, following the finger (a map's or a canvas's).
            let map = UIView(frame: bounds)
            map.addGestureRecognizer(UIPanGestureRecognizer(target: nil, action: nil))
            built = map
        case .swipeActions:
            built = SwipeActionsTable(frame: bounds)
        case .slider:
            let slider = ClearSlider(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            slider.value = 0.5
            slider.layoutIfNeeded()
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
            let point = page.view.convert(start, from: nil)
            slider.frame.origin = CGPoint(x: point.x - thumb.midX, y: point.y - thumb.midY)
            slider.accessibilityIdentifier = "player.surface.\(surface.rawValue)"
            page.view.addSubview(slider)
            return slider
        }
        built.frame = bounds
        built.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        built.backgroundColor = .clear
        built.accessibilityIdentifier = "player.surface.\(surface.rawValue)"
        page.view.addSubview(built)
        return built
    }
}

/// A slider drawn with transparent images: it tracks the finger on its thumb as any slider
/// does, and shows nothing.
private final class ClearSlider: UISlider {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let clear = UIGraphicsImageRenderer(size: CGSize(width: 31, height: 31)).image { _ in }
        let track = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        setThumbImage(clear, for: .normal)
        setMinimumTrackImage(track, for: .normal)
        setMaximumTrackImage(track, for: .normal)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// A table of empty rows with leading and trailing swipe actions (UIKit's own swipe-actions
/// recognizer), all transparent.
private final class SwipeActionsTable: UITableView, UITableViewDataSource, UITableViewDelegate {
    init(frame: CGRect) {
        super.init(frame: frame, style: .plain)
        dataSource = self
        delegate = self
        separatorStyle = .none
        rowHeight = 60
        contentInsetAdjustmentBehavior = .never
        showsVerticalScrollIndicator = false
        register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.backgroundColor = .clear
        cell.selectionStyle = .none
        return cell
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { Self.actions() }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { Self.actions() }

    /// One transparent action that does nothing but close the row.
    private static func actions() -> UISwipeActionsConfiguration {
        let action = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
        action.backgroundColor = .clear
        let configuration = UISwipeActionsConfiguration(actions: [action])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
