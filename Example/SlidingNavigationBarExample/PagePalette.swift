import SlidingNavigationBarScenarioLanguage
import UIKit

/// The colours the player paints a page with: its body and, for `bar=#RRGGBB`, its bar.
///
/// Colour assignment lives here alone so that screenshots can be judged by knowing which colour
/// belongs to which page.
/// TODO(SlidingNavigationBarPixelOracle): take the body colours from the pixel oracle's palette
/// (target `SlidingNavigationBarPixelOracle`, product `SlidingNavigationBarSelfCheck`) once that
/// target exists on this branch, so that the app paints exactly what the oracle expects.
enum PagePalette {
    /// Distinct, saturated body colours, one per declared page in declaration order.
    private static let bodies: [(UInt8, UInt8, UInt8)] = [
        (0xF2, 0xE6, 0xD9), (0xD9, 0xF2, 0xE6), (0xE6, 0xD9, 0xF2), (0xF2, 0xF2, 0xD0),
        (0xD0, 0xF2, 0xF2), (0xF2, 0xD0, 0xE6), (0xE0, 0xE0, 0xE0), (0xD0, 0xD9, 0xF2),
    ]

    /// - Parameter index: the page's position among the scenario's declared pages.
    static func bodyColour(forPageAt index: Int) -> UIColor {
        let (red, green, blue) = bodies[index % bodies.count]
        return colour(red: red, green: green, blue: blue)
    }

    /// The opaque bar colour of `bar=#RRGGBB`, exactly as written in the scenario.
    static func barColour(red: UInt8, green: UInt8, blue: UInt8) -> UIColor {
        colour(red: red, green: green, blue: blue)
    }

    private static func colour(red: UInt8, green: UInt8, blue: UInt8) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }
}
