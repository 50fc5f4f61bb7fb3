#if os(iOS)
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// Reads a page's bar background at rest into the core's ``BarBackground``: the appearance UIKit
/// applies to the page's item (the item's own over the bar's, standard or scroll edge as the
/// page's content sits, compact in a compact-height bar), and the design UIKit draws with.
///
/// Decides nothing: which transitions that leaves to UIKit is `BackgroundEligibility`'s (SlideEligibility.swift).
@MainActor
enum AppearanceFacts {
    /// The design UIKit draws bars with in this process.
    ///
    /// Liquid Glass from iOS 26 (`#available`, a run-time check that compiles with the iOS 17
    /// SDK), unless the app's Info.plist sets `UIDesignRequiresCompatibility`, which UIKit honours
    /// only for apps built with an SDK before iOS 27 (Apple's documentation of the key). The SDK an
    /// app was built with is the `DTPlatformVersion` Xcode writes into its Info.plist; without it
    /// the key is taken as honoured.
    static let design: BarDesign = {
        guard #available(iOS 26.0, *) else { return .classic }
        let info = Bundle.main.infoDictionary ?? [:]
        let sdk = (info["DTPlatformVersion"] as? String).flatMap { Int($0.split(separator: ".").first ?? "") }
        // An app built with an SDK before iOS 26 keeps the classic bars on iOS 26 and later.
        if let sdk, sdk < 26 { return .classic }
        let asksCompatibility = (info["UIDesignRequiresCompatibility"] as? Bool) ?? false
        return !asksCompatibility || (sdk ?? 0) >= 27 ? .glass : .classic
    }()

    /// The background `page`'s bar has at rest, resolved as UIKit resolves it for the page's item.
    static func background(of page: UIViewController, in navigation: UINavigationController) -> BarBackground {
        let bar = navigation.navigationBar
        let design = Self.design
        let traits = navigation.traitCollection
        // Bars that use the pre-iOS 13 properties (`barTintColor`, `setBackgroundImage`) draw
        // those; they are read as such, before any appearance.
        if let image = legacyImage(of: bar, in: navigation) {
            let shadow: BarBackground.Shadow = bar.shadowImage.map { .image(identity(of: $0)) } ?? .none
            return BarBackground(fill: .image(identity(of: image), over: nil), shadow: shadow, design: design)
        }
        let appearance = resolvedAppearance(of: page, in: navigation)
        var fill = Self.fill(of: appearance, traits: traits, design: design)
        if case .none = fill, let tint = legacyTint(of: page, in: navigation) {
            fill = .color(components(tint, traits))
        }
        return BarBackground(fill: fill, shadow: shadow(of: appearance, traits: traits), design: design)
    }

    /// The appearance UIKit applies to the page's item: the item's own, else the bar's, of the kind
    /// that applies (scroll edge while the page's content is at its top edge; compact in a
    /// compact-height bar). From iOS 15, a missing scroll-edge appearance is the standard one with
    /// a transparent background (Apple, `scrollEdgeAppearance`); before, scroll edge applies to
    /// large titles only.
    static func resolvedAppearance(of page: UIViewController, in navigation: UINavigationController) -> UINavigationBarAppearance {
        let item = page.navigationItem
        let bar = navigation.navigationBar
        let compact = navigation.traitCollection.verticalSizeClass == .compact
        var standard = item.standardAppearance ?? bar.standardAppearance
        if compact, let compactAppearance = item.compactAppearance ?? bar.compactAppearance { standard = compactAppearance }
        var edgeApplies = bar.prefersLargeTitles && item.largeTitleDisplayMode != .never
        if #available(iOS 15.0, *) { edgeApplies = true }
        guard edgeApplies, isAtScrollEdge(page) else { return standard }
        var edge = item.scrollEdgeAppearance ?? bar.scrollEdgeAppearance
        if #available(iOS 15.0, *), compact, let compactEdge = item.compactScrollEdgeAppearance ?? bar.compactScrollEdgeAppearance {
            edge = compactEdge
        }
        if let edge { return edge }
        if #available(iOS 15.0, *) {
            let transparent = standard.copy()
            transparent.configureWithTransparentBackground()
            return transparent
        }
        return standard
    }

    /// Whether the page's content sits at its top edge: its content scroll view (iOS 15's
    /// `contentScrollView(for: .top)`, else the first scroll view at the root of its view, the
    /// one UIKit observes) scrolled no further than its adjusted inset. A page with no scroll view
    /// is at its edge.
    static func isAtScrollEdge(_ page: UIViewController) -> Bool {
        guard page.isViewLoaded, let view = page.view else { return true }
        var scrollView: UIScrollView?
        if #available(iOS 15.0, *) { scrollView = page.contentScrollView(for: .top) }
        if scrollView == nil { scrollView = (view as? UIScrollView) ?? view.subviews.first as? UIScrollView }
        guard let scrollView else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }

    /// What fills the bar: an image, a material (on glass, any effect is read as glass: what iOS 26
    /// draws for an appearance's effect is UIKit's own), a colour, or nothing.
    static func fill(of appearance: UINavigationBarAppearance, traits: UITraitCollection, design: BarDesign) -> BarBackground.Fill {
        let base = appearance.backgroundColor.map { components($0, traits) }.flatMap { $0.alpha > 0 ? $0 : nil }
        if let image = appearance.backgroundImage { return .image(identity(of: image), over: base) }
        if let effect = appearance.backgroundEffect { return design == .glass ? .glass : .material(effect.description, over: base) }
        if let base { return .color(base) }
        return .none
    }

    static func shadow(of appearance: UINavigationBarAppearance, traits: UITraitCollection) -> BarBackground.Shadow {
        // A nil or clear shadow colour hides the shadow, image included (Apple,
        // `UIBarAppearance.shadowColor`).
        guard let line = appearance.shadowColor, components(line, traits).alpha > 0 else { return .none }
        if let image = appearance.shadowImage { return .image(identity(of: image)) }
        return .color(components(line, traits))
    }

    /// The bar's own background image (pre-iOS 13 API) for the bar metrics that apply: compact in
    /// a compact-height bar (an iPhone in landscape), else default.
    static func legacyImage(of bar: UINavigationBar, in navigation: UINavigationController) -> UIImage? {
        let compact = navigation.traitCollection.verticalSizeClass == .compact ? bar.backgroundImage(for: .compact) : nil
        return compact ?? bar.backgroundImage(for: .default)
    }

    /// The bar's `barTintColor` where UIKit draws it: not at the scroll edge of iOS 15 and later
    /// when no scroll-edge appearance is set (the bar is transparent there, tint or not).
    static func legacyTint(of page: UIViewController, in navigation: UINavigationController) -> UIColor? {
        guard let tint = navigation.navigationBar.barTintColor else { return nil }
        if #available(iOS 15.0, *), isAtScrollEdge(page),
            page.navigationItem.scrollEdgeAppearance == nil, navigation.navigationBar.scrollEdgeAppearance == nil
        {
            return nil
        }
        return tint
    }

    /// A colour's sRGB components as resolved for `traits` (dynamic colours included).
    static func components(_ color: UIColor, _ traits: UITraitCollection) -> BarColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        let resolved = color.resolvedColor(with: traits)
        if !resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
            var white: CGFloat = 0
            if resolved.getWhite(&white, alpha: &alpha) { (red, green, blue) = (white, white, white) }
        }
        return BarColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// An image's identity: the same object gives the same number while it lives.
    static func identity(of image: UIImage) -> UInt64 {
        UInt64(UInt(bitPattern: ObjectIdentifier(image).hashValue))
    }
}
#endif
