import SlidingNavigationBarScenarioLanguage
import UIKit
import WebKit

/// What `swipe over=` puts under the finger, on the page on top, for the time of one swipe
/// (`ScenarioPlayerPlan.builtSurfaces`). It is transparent, so the page's body (which the pixel
/// oracle judges) shows through, and it covers the page's whole view, as the lab's model takes
/// the surface to be under any point a swipe starts at.
@MainActor
enum SwipeSurfaceView {
    /// A transparent page, loaded so that WebKit's content view and its recognizers are set up.
    private static let html = "<html><head><meta name='viewport' content='width=device-width'></head>"
        + "<body style='margin:0;background:transparent;height:200vh'></body></html>"

    /// Builds `surface` over `page`'s view and returns it, or `nil` for a surface the player does
    /// not build (the plan refuses such a scenario before it plays).
    static func install(_ surface: SwipeSurface, on page: UIViewController) -> UIView? {
        switch surface {
        case .webView, .webViewBackForward:
            let webView = WKWebView(frame: page.view.bounds, configuration: WKWebViewConfiguration())
            webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            webView.isOpaque = false
            webView.backgroundColor = .clear
            webView.scrollView.backgroundColor = .clear
            // WebKit's own edge pans for its history; with one page loaded there is none to go
            // back to (the lab's model does not ask).
            webView.allowsBackForwardNavigationGestures = surface == .webViewBackForward
            webView.accessibilityIdentifier = "player.surface.\(surface.rawValue)"
            webView.loadHTMLString(html, baseURL: nil)
            page.view.addSubview(webView)
            return webView
        case .hscrollLeading, .hscrollScrolled, .slider, .map, .swipeActions:
            return nil
        }
    }
}
