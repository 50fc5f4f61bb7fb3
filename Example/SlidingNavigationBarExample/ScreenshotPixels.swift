import CoreGraphics
import SlidingNavigationBarPixelOracle

/// Turns a screenshot into the oracle's `RGBAImage`. Compiled by the UI test, which calls it,
/// and by the app, so that the app's type-check covers it (XCTest is not needed here).
enum ScreenshotPixels {
    /// Why a screenshot could not be read.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The part of `image` at `crop` (pixels, from the top-left), redrawn as 8-bit sRGB RGBA
    /// (alpha premultiplied last; a screenshot is opaque, so the colours are unchanged).
    ///
    /// - Parameters:
    ///   - image: the whole screenshot (`XCUIScreenshot.image.cgImage`).
    ///   - crop: where the navigation controller's view is, in the screenshot's pixels.
    static func rgba(of image: CGImage, crop: (x: Int, y: Int, width: Int, height: Int)) throws -> RGBAImage {
        guard crop.width > 0, crop.height > 0, crop.x >= 0, crop.y >= 0,
              crop.x + crop.width <= image.width, crop.y + crop.height <= image.height else {
            throw Failure(description: "the navigation controller's view \(crop) px is not inside the \(image.width)×\(image.height) px screenshot")
        }
        var bytes = [UInt8](repeating: 0, count: crop.width * crop.height * 4)
        let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let space = CGColorSpace(name: CGColorSpace.sRGB),
                  let context = CGContext(
                    data: buffer.baseAddress, width: crop.width, height: crop.height, bitsPerComponent: 8,
                    bytesPerRow: crop.width * 4, space: space,
                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            // Core Graphics puts the origin at the bottom-left: shift the whole image so that the
            // crop's top-left lands on the context's top-left.
            let bottom = image.height - crop.y - crop.height
            context.draw(image, in: CGRect(x: -crop.x, y: -bottom, width: image.width, height: image.height))
            return true
        }
        guard drawn else { throw Failure(description: "no RGBA bitmap context for \(crop.width)×\(crop.height) px") }
        return try RGBAImage(width: crop.width, height: crop.height, bytes: bytes)
    }
}
