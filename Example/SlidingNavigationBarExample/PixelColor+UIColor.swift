import SlidingNavigationBarPixelOracle
import UIKit

extension UIColor {
    /// A palette colour of the pixel oracle (`PagePalette`), opaque sRGB, so that what the player
    /// paints is exactly what the oracle expects to read back from a screenshot.
    convenience init(_ color: PixelColor) {
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: 1)
    }
}
