import SlidingNavigationBarUIKitProbe
import UIKit

/// The capture trials: what `layer.render(in:)`, `drawHierarchy(in:afterScreenUpdates:)` and
/// `snapshotView(afterScreenUpdates:)` make of the default bar (glass on iOS 26 and later), a
/// material bar and a coloured bar, next to a photograph of the screen; and whether
/// `drawHierarchy` of the bar alone draws its background's overflow into the status bar.
///
/// The photographs are the UI test's (`XCUIScreen.main.screenshot()`): the probe shows the hint
/// `photo name=NAME trial=TRIAL` and waits for `NAME.png` in `-probe-photo-dir`, which the test
/// writes there. A simulator app can read that folder on the Mac's disk; on a device it cannot,
/// and the trial records `photoMissing` instead.
extension UIKitFactProbe {
    /// The coloured bar's colour (sRGB), far from black, white and the stripes' grey.
    static let barColour = UIColor(red: 0.82, green: 0.19, blue: 0.13, alpha: 1)
    /// How long the probe waits for a photograph.
    static let photographTimeout: TimeInterval = 30

    /// Gives `A` the trial's bar and, for the capture trials, a bar button item (on glass, an
    /// item in a glass platter).
    func installCapture(_ trial: ProbeTrial) {
        let item = page("A").navigationItem
        switch trial {
        case .captureMaterialBar:
            let appearance = UINavigationBarAppearance()
            appearance.configureWithDefaultBackground()
            item.standardAppearance = appearance
            item.scrollEdgeAppearance = appearance
            item.compactAppearance = appearance
        case .captureColouredBar, .barOnlyOverflow:
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = Self.barColour
            item.standardAppearance = appearance
            item.scrollEdgeAppearance = appearance
            item.compactAppearance = appearance
        default:
            break
        }
        if trial != .barOnlyOverflow {
            item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        }
    }

    // MARK: - The bar alone, with its overflow

    /// Draws the bar alone as the shell does (`BarCapture.draw`): into an image from the window's
    /// top to the bar's bottom, the bar at its place, by `drawHierarchy` and by `render(in:)`.
    func drawBarAlone() {
        defer { glassEra.finished = true }
        guard let bar = navigation?.navigationBar, bar.window != nil else { return }
        let frame = bar.convert(bar.bounds, to: nil)
        // No room above the bar (no status bar): nothing to read, and nothing is recorded.
        guard frame.minY >= 6 else { return }
        let format = UIGraphicsImageRendererFormat()
        format.scale = bar.window?.screen.scale ?? 2
        format.opaque = false
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: frame.width, height: frame.maxY), format: format)
        for method in [ProbeCaptureMethod.renderIn, .drawHierarchy] {
            let image = renderer.image { context in
                if method == .drawHierarchy {
                    bar.drawHierarchy(
                        in: CGRect(x: 0, y: frame.minY, width: bar.bounds.width, height: bar.bounds.height), afterScreenUpdates: false)
                } else {
                    context.cgContext.translateBy(x: -bar.bounds.minX, y: frame.minY - bar.bounds.minY)
                    bar.layer.render(in: context.cgContext)
                }
            }
            guard let pixels = ProbePixels(image: image.cgImage, pointsWide: frame.width) else { continue }
            // Columns clear of the title (the middle) and of the edges.
            let columns = (0..<12).map { index -> CGFloat in
                let fraction = index < 6 ? 0.05 + 0.05 * CGFloat(index) : 0.65 + 0.05 * CGFloat(index - 6)
                return fraction * frame.width
            }
            let above = columns.flatMap { x in [frame.minY * 0.3, frame.minY * 0.7].map { CGPoint(x: x, y: $0) } }
            let inside = columns.flatMap { x in [0.2, 0.8].map { CGPoint(x: x, y: frame.minY + $0 * frame.height) } }
            record(
                .overflowDrawn(
                    method: method, aboveMatching: pixels.share(of: above, matching: Self.barColour),
                    insideMatching: pixels.share(of: inside, matching: Self.barColour)))
        }
    }

    // MARK: - Copies of the bar next to the screen

    func beginCapture(_ trial: ProbeTrial) {
        guard let page = pages["A"], page.isViewLoaded else {
            glassEra.finished = true
            return
        }
        let stripes = StripesView(frame: page.view.bounds)
        stripes.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        page.view.insertSubview(stripes, at: 0)
        glassEra.stripes = stripes
        // Time for the bar to adapt to what is now under it.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { [weak self] in
            guard let self, self.trial == trial else { return }
            self.photographBar(trial)
        }
    }

    private func photographBar(_ trial: ProbeTrial) {
        guard let bar = navigation?.navigationBar, let page = pages["A"] else { return }
        let barFrame = bar.convert(bar.bounds, to: nil)
        let safeTop = page.view.convert(CGPoint(x: 0, y: page.view.safeAreaInsets.top), to: nil).y
        record(.barGeometry(top: Double(barFrame.minY), height: Double(barFrame.height), safeAreaTop: Double(safeTop)))
        photograph("\(trial.rawValue)-screen", for: trial) { [weak self] screen in
            guard let self else { return }
            if trial == .captureDefaultBar { self.recordBackdrop(screen, barFrame: barFrame) }
            let copies = self.placeCopies(of: bar, at: barFrame, on: page)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in
                guard let self, self.trial == trial else { return }
                self.photograph("\(trial.rawValue)-copies", for: trial) { [weak self] withCopies in
                    self?.compare(copies, screen: screen, withCopies: withCopies, barFrame: barFrame)
                    self?.glassEra.finished = true
                }
            }
        }
    }

    /// Puts each method's copy of the bar on `page`, one under the other below the bar, over the
    /// same vertical stripes as the bar (so the content under each copy matches the bar's).
    /// - Returns: each copy's method and its top-left corner in the window.
    private func placeCopies(of bar: UINavigationBar, at barFrame: CGRect, on page: ProbePageViewController) -> [(
        ProbeCaptureMethod, CGPoint
    )] {
        var placed: [(ProbeCaptureMethod, CGPoint)] = []
        let format = UIGraphicsImageRendererFormat()
        format.scale = bar.window?.screen.scale ?? 2
        format.opaque = false
        let renderer = UIGraphicsImageRenderer(size: bar.bounds.size, format: format)
        for (index, method) in ProbeCaptureMethod.allCases.enumerated() {
            let copy: UIView
            switch method {
            case .renderIn:
                copy = UIImageView(image: renderer.image { bar.layer.render(in: $0.cgContext) })
            case .drawHierarchy:
                copy = UIImageView(image: renderer.image { _ in _ = bar.drawHierarchy(in: bar.bounds, afterScreenUpdates: false) })
            case .snapshotView:
                copy = bar.snapshotView(afterScreenUpdates: false) ?? UIView()
            }
            let origin = CGPoint(x: barFrame.minX, y: barFrame.maxY + 24 + CGFloat(index) * (barFrame.height + 16))
            copy.frame = CGRect(origin: page.view.convert(origin, from: nil), size: barFrame.size)
            copy.isUserInteractionEnabled = false
            page.view.addSubview(copy)
            glassEra.copies.append(copy)
            placed.append((method, origin))
        }
        return placed
    }

    /// The sample points: a grid of 24 columns and 3 rows over the bar, in the window.
    private static func samplePoints(in barFrame: CGRect) -> [CGPoint] {
        (0..<24).flatMap { column in
            [0.25, 0.5, 0.75].map { row in
                CGPoint(x: barFrame.minX + (CGFloat(column) + 0.5) / 24 * barFrame.width, y: barFrame.minY + row * barFrame.height)
            }
        }
    }

    private func compare(_ copies: [(ProbeCaptureMethod, CGPoint)], screen: ProbePixels, withCopies: ProbePixels, barFrame: CGRect) {
        let points = Self.samplePoints(in: barFrame)
        for (method, origin) in copies {
            var differences: [Double] = []
            var nothingDrawn = 0
            var dark = 0
            for point in points {
                let moved = CGPoint(x: point.x - barFrame.minX + origin.x, y: point.y - barFrame.minY + origin.y)
                let onScreen = screen.colour(at: point)
                let copy = withCopies.colour(at: moved)
                let under = screen.colour(at: moved)
                differences.append(ProbePixels.difference(copy, onScreen))
                if ProbePixels.difference(copy, under) <= 0.05 { nothingDrawn += 1 }
                if ProbePixels.luminance(copy) < 0.1 && ProbePixels.luminance(onScreen) > 0.3 { dark += 1 }
            }
            let count = Double(max(points.count, 1))
            record(
                .captureCompared(
                    method: method, meanDifference: differences.reduce(0, +) / count, maxDifference: differences.max() ?? 0,
                    transparentFraction: Double(nothingDrawn) / count, darkFraction: Double(dark) / count))
        }
    }

    /// How much of the stripes' contrast shows through the bar's leading third (where the root
    /// page's bar has no item), against the stripes a little below the bar.
    private func recordBackdrop(_ screen: ProbePixels, barFrame: CGRect) {
        func contrast(atY y: CGFloat) -> Double {
            let xs = stride(from: StripesView.width / 2, to: barFrame.width * 0.35, by: StripesView.width)
                .filter { $0 >= barFrame.width * 0.05 }
            let values = xs.map { ProbePixels.luminance(screen.colour(at: CGPoint(x: barFrame.minX + $0, y: y))) }
            guard values.count >= 2 else { return 0 }
            return zip(values, values.dropFirst()).map { abs($0 - $1) }.reduce(0, +) / Double(values.count - 1)
        }
        record(.barBackdrop(contrast: contrast(atY: barFrame.midY), contentContrast: contrast(atY: barFrame.maxY + 12)))
    }

    /// Asks the UI test for a photograph of the screen and hands it on, or records
    /// `photoMissing` and ends the trial's work when none comes.
    private func photograph(_ name: String, for trial: ProbeTrial, then next: @escaping @MainActor (ProbePixels) -> Void) {
        guard let directory = photoDirectory else {
            record(.photoMissing(name: name))
            glassEra.finished = true
            return
        }
        let path = (directory as NSString).appendingPathComponent("\(name).png")
        overlay.showHint("\(trial.rawValue): photographing the screen", value: "photo name=\(name) trial=\(trial.rawValue)")
        let deadline = Date().addingTimeInterval(Self.photographTimeout)
        poll(until: { FileManager.default.fileExists(atPath: path) || Date() > deadline }) { [weak self] in
            guard let self, self.trial == trial else { return }
            self.overlay.hideHint()
            let image = UIImage(contentsOfFile: path)?.cgImage
            guard let pixels = ProbePixels(image: image, pointsWide: self.window.bounds.width) else {
                self.record(.photoMissing(name: name))
                self.glassEra.finished = true
                return
            }
            next(pixels)
        }
    }
}

/// Vertical black and white stripes, `width` points each: content whose blur, tint or absence
/// under a bar shows in the contrast between neighbouring stripes.
final class StripesView: UIView {
    static let width: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = true
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        var x: CGFloat = 0
        var black = true
        while x < bounds.width {
            context.setFillColor((black ? UIColor.black : UIColor.white).cgColor)
            context.fill(CGRect(x: x, y: 0, width: Self.width, height: bounds.height))
            x += Self.width
            black.toggle()
        }
    }
}

/// An image's pixels as 8-bit sRGB RGBA, read by point (window points times the image's own
/// pixels per point).
struct ProbePixels {
    typealias Colour = (red: Double, green: Double, blue: Double, alpha: Double)

    private let bytes: [UInt8]
    private let width: Int
    private let height: Int
    private let pixelsPerPoint: CGFloat

    /// - Parameters:
    ///   - image: the image (a photograph of the screen, or a drawing of the bar).
    ///   - pointsWide: how many points its width spans (the window's width for a photograph).
    init?(image: CGImage?, pointsWide: CGFloat) {
        guard let image, image.width > 0, image.height > 0, pointsWide > 0,
            let space = CGColorSpace(name: CGColorSpace.sRGB)
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
        let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard
                let context = CGContext(
                    data: buffer.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                    bytesPerRow: image.width * 4, space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
            return true
        }
        guard drawn else { return nil }
        self.bytes = bytes
        width = image.width
        height = image.height
        pixelsPerPoint = CGFloat(image.width) / pointsWide
    }

    /// The colour at `point` (from the top-left), channels from 0 to 1 (premultiplied); clear
    /// outside the image.
    func colour(at point: CGPoint) -> Colour {
        let x = Int((point.x * pixelsPerPoint).rounded(.down))
        let y = Int((point.y * pixelsPerPoint).rounded(.down))
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        // The bitmap context's rows run from the top: CGContext.draw put the image upright.
        let offset = (y * width + x) * 4
        return (
            Double(bytes[offset]) / 255, Double(bytes[offset + 1]) / 255, Double(bytes[offset + 2]) / 255, Double(bytes[offset + 3]) / 255
        )
    }

    /// The largest of the three colour channels' differences, and of the alphas'.
    static func difference(_ a: Colour, _ b: Colour) -> Double {
        max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
    }

    /// Relative luminance of the (gamma-encoded) channels, close enough to tell dark from light.
    static func luminance(_ colour: Colour) -> Double {
        0.2126 * colour.red + 0.7152 * colour.green + 0.0722 * colour.blue
    }

    /// The share of `points` whose colour is `target`'s, opaque, within 0.1 per channel.
    func share(of points: [CGPoint], matching target: UIColor) -> Double {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        target.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let wanted: Colour = (Double(red), Double(green), Double(blue), 1)
        guard !points.isEmpty else { return 0 }
        let matching = points.filter { Self.difference(colour(at: $0), wanted) <= 0.1 }.count
        return Double(matching) / Double(points.count)
    }
}
