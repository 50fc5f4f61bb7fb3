import Foundation
import SlidingNavigationBarCore

/// What a bar looks like: what a snapshot of it holds and what the user sees of it.
///
/// Two looks are equal only if every pixel would be: background, title and the area they cover.
package struct BarLook: Sendable, Hashable, CustomStringConvertible {
    /// The resolved background: `#RRGGBB`, `#RRGGBB@AA` (translucent), `image` (the app's one
    /// pattern image), `transparent`, `material-light`, `glass-dark`, …; a colour or an image with a
    /// line of its own ends with ` shadow-none` or ` shadow-#RRGGBB` (none: the system's hairline).
    package var background: String
    /// The title drawn in the bar.
    package var title: String
    /// The colour it is drawn in: `#RRGGBB` from the appearance that draws it (the item's own, or
    /// the shared bar's for an item without one: `title-color=`, `app-title-color=`), or empty for
    /// the system's label colour. Part of the whole bar a page carries: a title in another page's
    /// colour is another bar.
    package var titleColor: String
    /// The bar's height family.
    package var heightClass: BarHeightClass
    /// Whether the item's prompt makes the bar taller.
    package var prompt: Bool
    /// Where the bar is drawn, in the navigation controller's view: the model's own arithmetic
    /// (``ContainerLayout/barArea(_:)``), never the core's boundary computation it judges.
    package var boundary: LayoutRect

    package init(
        background: String, title: String, titleColor: String = "", heightClass: BarHeightClass, prompt: Bool = false,
        boundary: LayoutRect
    ) {
        self.background = background
        self.title = title
        self.titleColor = titleColor
        self.heightClass = heightClass
        self.prompt = prompt
        self.boundary = boundary
    }

    package var description: String {
        "[\(background) \"\(title)\"\(titleColor.isEmpty ? "" : " in \(titleColor)")\(heightClass == .standard ? "" : " \(heightClass.rawValue)")\(prompt ? " prompt" : "") \(boundary)]"
    }
}

/// The environment a look is resolved in.
package struct LookEnvironment: Sendable, Hashable {
    package var iosVersion: Int
    package var dark: Bool
    package var layout: ContainerLayout
    /// Whether bars are Liquid Glass (`glass`; by default from iOS 26).
    package var glass: Bool

    package init(iosVersion: Int, dark: Bool, layout: ContainerLayout, glass: Bool? = nil) {
        self.iosVersion = iosVersion
        self.dark = dark
        self.layout = layout
        self.glass = glass ?? (iosVersion >= 26)
    }
}

extension PageDeclaration {
    /// The page's bar height family.
    package var heightClass: BarHeightClass {
        switch (largeTitle, searchBar) {
        case (false, false): .standard
        case (true, false): .largeTitle
        case (false, true): .searchBar
        case (true, true): .largeTitleWithSearchBar
        }
    }

    /// Whether the page hides the bar.
    package var prefersBarHidden: Bool { bar == .hidden }
    /// The page's `slidingBar.prefersNavigationBarHidden`: what `option bar=` set last, else
    /// `true` for `bar=hidden`, otherwise `nil` (not the library's to decide).
    package var optionHidden: Bool? {
        switch barOption {
        case .hidden?: true
        case .shown?: false
        case .unset?: nil
        case nil: prefersBarHidden ? true : nil
        }
    }

    /// The look the real bar takes when it shows this page's item (a page that hides the bar
    /// still has an item; shown anyway, it takes the default look).
    ///
    /// Mirrors the platform facts: iOS 13–14 apply the scroll-edge look to large titles only and
    /// the default bar is a material; iOS 15–25 apply it to every bar, and the default scroll-edge
    /// look is transparent; iOS 26's default bar is glass, fading to transparent at the scroll edge.
    package func barLook(in environment: LookEnvironment, atScrollEdge: Bool) -> BarLook {
        let mode = environment.dark ? "dark" : "light"
        let background: String
        // The title's colour is the appearance's that draws it (UIKit's label colour without one).
        var titleColor = ""
        switch bar {
        case .color(let r, let g, let b, let alpha, let shadow, let title):
            // A translucent colour as `BarColor` writes it: `#RRGGBB@AA`.
            let translucency = alpha == 255 ? "" : "@" + hexColor(alpha, 0, 0).dropFirst().prefix(2)
            background = hexColor(r, g, b) + translucency + shadow.lookSuffix
            titleColor = title.lookValue
        case .image(let shadow, let title):
            background = "image" + shadow.lookSuffix
            titleColor = title.lookValue
        case .transparent:
            background = "transparent"
        case .default, .hidden:
            // (a large title the compact height drops is no large title here)
            let edgeApplies = environment.iosVersion >= 15 || (largeTitle && !environment.layout.isVerticallyCompact)
            if atScrollEdge && edgeApplies {
                background = "transparent"
            } else if environment.glass {
                background = "glass-\(mode)"
            } else {
                background = "material-\(mode)"
            }
        }
        // Scrolled from its edge, a scroll view page's large title and search bar collapse.
        let shownClass = heightClass(scrolled: !atScrollEdge, verticallyCompact: environment.layout.isVerticallyCompact)
        let boundary = environment.layout.barArea(shownClass, prompt: prompt)
        return BarLook(
            background: background, title: title ?? name, titleColor: titleColor, heightClass: shownClass, prompt: prompt,
            boundary: boundary)
    }
}

extension BarShadowSpec {
    /// What a line of the page's own ends its look's background with (``BarLook/background``).
    var lookSuffix: String {
        switch self {
        case .system: ""
        case .none: " shadow-none"
        case .color(let r, let g, let b): " shadow-" + hexColor(r, g, b)
        }
    }
}

extension BarTitleSpec {
    /// What a look's ``BarLook/titleColor`` says for it: `#RRGGBB`, or empty for the system's.
    var lookValue: String {
        switch self {
        case .system: ""
        case .color(let r, let g, let b): hexColor(r, g, b)
        }
    }
}

/// `#RRGGBB`, upper case, built without intermediate arrays (the oracle asks for looks on every frame).
private func hexColor(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> String {
    let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    bytes.reserveCapacity(7)
    for value in [red, green, blue] {
        bytes.append(digits[Int(value >> 4)])
        bytes.append(digits[Int(value & 0x0F)])
    }
    return String(decoding: bytes, as: UTF8.self)
}
