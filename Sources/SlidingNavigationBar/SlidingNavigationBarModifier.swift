// SwiftUI is compiled where it can be built: every SDK apps are built with (iOS 18 and later, where
// `SwiftUICore` exists; the App Store has required the iOS 26 SDK since April 2026), and on Linux
// only with the module `scripts/build-swiftui-module.sh` prebuilds (`-D SNB_PREBUILT_SWIFTUI`,
// as `.ci/run` does): this toolchain cannot rebuild the iOS 17 SDK's SwiftUI interface, and a
// plain `ios-build` must compile the library without it.
#if os(iOS) && (canImport(SwiftUICore) || SNB_PREBUILT_SWIFTUI)
import SwiftUI
import UIKit

// The library's options for a SwiftUI page. A `NavigationStack` is a UIKit navigation controller
// whose pages are hosting controllers, so the library already slides their bars with no code;
// these modifiers reach the options an app sets on a UIKit page with `slidingBar`. Each one adds
// a zero-size, non-interactive UIKit view behind the content; once SwiftUI puts that view in the
// hosting view (its `didMoveToSuperview`, or at the latest its `didMoveToWindow`) it walks the
// responder chain to its hosting controller and sets that page's option. No registration call,
// wrapper view or subclass: the modifier is all there is to write.

extension View {
    /// Hides the navigation bar on this `NavigationStack` destination, the way
    /// `slidingBar.prefersNavigationBarHidden = true` hides it on a UIKit page: the page comes
    /// and goes without a bar while its neighbours keep theirs.
    ///
    /// Put it on the destination's root view. SwiftUI's own `.toolbar(.hidden, for: .navigationBar)`
    /// works too, with no modifier of ours: use this one where the page should own the choice
    /// whatever SwiftUI's toolbar says.
    ///
    /// ```swift
    /// NavigationLink("Photo") {
    ///     PhotoView()
    ///         .slidingNavigationBar(hidden: true)
    /// }
    /// ```
    ///
    /// - Parameter hidden: `true` hides the bar on this page, `false` shows it; each page without
    ///   the modifier keeps what the app set.
    /// - Returns: the view, with the option set on its hosting controller.
    public func slidingNavigationBar(hidden: Bool) -> some View {
        background(SlidingNavigationBarOptionsReader(option: .hidden(hidden)))
    }

    /// Turns the library off (`false`) or on for this `NavigationStack` destination, the way
    /// `slidingBar.isEnabled` does on a UIKit page: transitions to and from a page with
    /// `enabled: false` are SwiftUI's own.
    ///
    /// ```swift
    /// MapView()
    ///     .slidingNavigationBar(enabled: false)
    /// ```
    ///
    /// - Parameter enabled: `false` opts this page out; `true` opts it back in.
    /// - Returns: the view, with the option set on its hosting controller.
    public func slidingNavigationBar(enabled: Bool) -> some View {
        background(SlidingNavigationBarOptionsReader(option: .enabled(enabled)))
    }
}

/// The option one modifier sets.
enum SlidingNavigationBarViewOption: Equatable {
    case hidden(Bool)
    case enabled(Bool)

    /// Sets it on `controller`'s options, only when it changes (every SwiftUI update calls
    /// `updateUIView`, and a page's options changed is an event for its navigation controller).
    @MainActor
    func apply(to controller: UIViewController) {
        let bar = controller.slidingBar
        switch self {
        case .hidden(let hidden):
            if bar.prefersNavigationBarHidden != hidden { bar.prefersNavigationBarHidden = hidden }
        case .enabled(let enabled):
            if bar.isEnabled != enabled { bar.isEnabled = enabled }
        }
    }
}

/// The zero-size view behind the content that finds the hosting controller.
struct SlidingNavigationBarOptionsReader: UIViewRepresentable {
    let option: SlidingNavigationBarViewOption

    func makeUIView(context: Context) -> HostingControllerFinderView {
        let view = HostingControllerFinderView()
        view.option = option
        return view
    }

    func updateUIView(_ view: HostingControllerFinderView, context: Context) {
        view.option = option
    }
}

/// Sets its option on the page that hosts it as soon as it is in that page's view.
final class HostingControllerFinderView: UIView {
    var option: SlidingNavigationBarViewOption? {
        didSet { if option != oldValue { applyToPage() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        isHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        applyToPage()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        applyToPage()
    }

    /// The page: the first view controller up the responder chain (the hosting controller),
    /// or, when that one is a child inside a page (a hosting controller embedded in a UIKit
    /// page), the ancestor that is a navigation controller's child.
    var page: UIViewController? {
        var responder: UIResponder? = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard var controller = responder as? UIViewController else { return nil }
        while let parent = controller.parent, !(parent is UINavigationController) { controller = parent }
        return controller
    }

    private func applyToPage() {
        guard let option, let page else { return }
        option.apply(to: page)
    }
}
#endif
