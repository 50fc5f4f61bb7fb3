/// How the system draws bars for this app: the design UIKit applies, read once by the shell.
package enum BarDesign: String, Sendable, Hashable, CaseIterable {
    /// The bar of iOS 13–25, and of iOS 26 with `UIDesignRequiresCompatibility`: a background
    /// view (colour, image, blur) with the items drawn over it.
    case classic
    /// Liquid Glass (iOS 26 and later, an app built with the iOS 26 SDK or later): the items sit
    /// in glass platters that UIKit morphs from page to page itself.
    case glass
}

/// A page's bar background at rest, as the shell resolves it from the page's
/// `navigationItem.standardAppearance` / `scrollEdgeAppearance` over the bar's own, and which
/// one applies (the page's content at its scroll edge or not).
///
/// Two pages whose backgrounds are equal look alike at rest behind their items: on glass such a
/// transition is UIKit's own. Colours are compared as the sRGB components the shell resolved for
/// the current traits; images by identity (the same image object).
///
/// ```swift
/// let white = BarBackground(fill: .color(BarColor(red: 1, green: 1, blue: 1)), design: .glass)
/// white.isAlike(white)  // true
/// ```
package struct BarBackground: Sendable, Hashable, CustomStringConvertible {
    /// What fills the bar's area.
    package enum Fill: Sendable, Hashable {
        /// Nothing: the content under the bar shows through (`configureWithTransparentBackground`).
        case none
        /// An opaque or translucent colour.
        case color(BarColor)
        /// A background image (by identity), over the colour if any.
        case image(UInt64, over: BarColor?)
        /// A blur material (`backgroundEffect`, or the default background's `systemChromeMaterial`
        /// on iOS 13–25), named by the shell (for example its blur style), over the colour if any.
        case material(String, over: BarColor?)
        /// The glass of the iOS 26 default bar: drawn only by the real bar.
        case glass
    }

    /// The line under the bar.
    package enum Shadow: Sendable, Hashable {
        case none
        case color(BarColor)
        case image(UInt64)
    }

    package var fill: Fill
    package var shadow: Shadow
    package var design: BarDesign

    package init(fill: Fill, shadow: Shadow = .none, design: BarDesign) {
        self.fill = fill
        self.shadow = shadow
        self.design = design
    }

    /// Same background: fill and shadow.
    package func isAlike(_ other: BarBackground) -> Bool { fill == other.fill && shadow == other.shadow }

    /// Whether a bitmap of the bar draws this background wrong: blur and glass are drawn by the
    /// render server, not by the layer tree (`layer.render(in:)`: swift-snapshot-testing PR 801,
    /// issues 1019, 1029), and `drawHierarchy` of the bar alone loses a visual effect (Apple's
    /// `UIVisualEffectView` documentation).
    package var isDrawnWrongByLayerTree: Bool {
        if case .material = fill { true } else { fill == .glass }
    }

    /// Whether a view built from this value shows it as the bar does: colours, images and
    /// materials (a `UIVisualEffectView` with the same effect) are; glass is drawn only by the
    /// real bar (what a standalone glass effect shows next to the bar's is unconfirmed).
    package var isRebuildable: Bool { fill != .glass }

    package var description: String {
        let fill: String
        switch self.fill {
        case .none: fill = "none"
        case .color(let color): fill = "\(color)"
        case .image(let id, let color): fill = "image \(id)" + (color.map { " over \($0)" } ?? "")
        case .material(let name, let color): fill = "material \(name)" + (color.map { " over \($0)" } ?? "")
        case .glass: fill = "glass"
        }
        switch shadow {
        case .none: return fill
        case .color(let color): return "\(fill), shadow \(color)"
        case .image(let id): return "\(fill), shadow image \(id)"
        }
    }
}

/// An sRGB colour with alpha, each component 0 ... 1, as resolved for the current traits.
package struct BarColor: Sendable, Hashable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    /// Components are rounded to 1/255 so that two resolutions of one colour compare equal.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func quantized(_ value: Double) -> Double { (min(max(value, 0), 1) * 255).rounded() / 255 }
        self.red = quantized(red)
        self.green = quantized(green)
        self.blue = quantized(blue)
        self.alpha = quantized(alpha)
    }

    package var description: String {
        func hex(_ value: Double) -> String {
            let byte = Int((value * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return "#\(hex(red))\(hex(green))\(hex(blue))" + (alpha < 1 ? "@\(hex(alpha))" : "")
    }
}

/// What pages carry in a transition that slides.
package enum SlideCarriage: String, Sendable, Hashable, CaseIterable {
    /// Each page carries an image of its whole bar; the real bar waits behind, concealed.
    case wholeBars
    /// Each page carries a live view of its bar's background (no bitmap); the real bar stays in
    /// front with its background concealed, its title and items live and animated by UIKit.
    case backgroundsOnly
}
