import CoreGraphics
import SlidingNavigationBarPixelOracle

/// Turns a screenshot into the oracle's `RGBAImage` and judges it against what the player
/// published. Compiled by the UI test, which calls it, and by the app, so that the app's
/// type-check covers it (nothing here needs XCTest).
enum ScreenshotPixels {
    /// What became of one screenshot.
    enum Judgement {
        /// The oracle judged it (the verdict may list disagreements).
        case judged(PixelVerdict)
        /// The player says the colours cannot be predicted at this moment, or the moment is
        /// unclear; the reason says which.
        case notJudged(String)
        /// Something that should always work did not (no bitmap, a crop outside the image).
        case cannotJudge(String)
    }

    /// Judges a whole-screen screenshot with the pixel oracle.
    ///
    /// - Parameters:
    ///   - image: the screenshot (`XCUIScreenshot.image.cgImage`).
    ///   - before: the player's published `PixelFrame` JSON read just before the screenshot.
    ///   - after: the same read just after: if it changed, the moment is not judged.
    ///   - name: names the frame in the verdict.
    static func judge(_ image: CGImage?, publishedBefore before: String?, after: String?, name: String) -> Judgement {
        guard let before, before == after, let frame = PixelFrame(json: before) else {
            return .notJudged("the player published no frame, or it changed while photographing")
        }
        if let reason = frame.unjudgedReason { return .notJudged(reason) }
        guard let image else { return .cannotJudge("the screenshot has no bitmap") }
        if let mismatch = frame.screenshotMismatch(width: image.width, height: image.height) { return .notJudged(mismatch) }
        do {
            let pixels = try rgba(of: image, crop: frame.cropInPixels)
            return .judged(try PixelOracle().judge(pixels, frame: name, pages: frame.swatches, geometry: frame.geometry, rule: frame.rule))
        } catch {
            return .cannotJudge("\(error)")
        }
    }

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
