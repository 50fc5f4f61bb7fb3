import Testing
import SlidingNavigationBarPixelOracle

extension SyntheticScreen {
    /// Darkens every pixel whose column centre lies in `x0..<x1` points, over the whole height,
    /// toward black by `dim(x)` (the column centre's x in points): UIKit's dimming over a covered
    /// page, bar snapshot and status-bar strip included.
    mutating func dim(_ x0: Double, _ x1: Double, _ dim: (Double) -> Double) {
        let w = Int(Self.width * Self.scale)
        let h = Int(Self.height * Self.scale)
        for px in max(0, Int(x0 * Self.scale))..<min(w, Int(x1 * Self.scale)) {
            let keep = 1 - dim((Double(px) + 0.5) / Self.scale)
            for py in 0..<h {
                let i = (py * w + px) * 4
                for c in 0..<3 { bytes[i + c] = UInt8((Double(bytes[i + c]) * keep).rounded()) }
            }
        }
    }

    /// Darkens the columns `x0..<x1` by one dim `t`.
    mutating func dim(_ x0: Double, _ x1: Double, by t: Double) { dim(x0, x1) { _ in t } }
}

/// `color` darkened toward black by `t`, as UIKit's dimming would draw it.
func darkened(_ color: PixelColor, by t: Double) -> PixelColor {
    func channel(_ v: UInt8) -> UInt8 { UInt8((Double(v) * (1 - t)).rounded()) }
    return PixelColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
}

/// UIKit dims the page being covered in a push or pop (and shades it along the covering page's
/// leading edge): the oracle reads the dim off the body row and wants the same dim in the strip.
@Suite struct PixelOracleDimmingTests {
    typealias S = SyntheticScreen

    /// A covered page (palette index `covered`) left of x=40, dimmed by `t`, under a covering page
    /// (palette index `covered + 1`) from x=40: both carry their bars.
    static func slide(covered: Int, t: Double) -> (SyntheticScreen, [PageSwatch]) {
        let low = PagePalette.swatch(forPageAt: covered, name: "A", showsBar: true)
        let high = PagePalette.swatch(forPageAt: covered + 1, name: "B", showsBar: true)
        var screen = SyntheticScreen()
        screen.page(low, 0, 100)
        screen.dim(0, 100, by: t)
        screen.page(high, 40, 100)
        return (screen, [low, high])
    }

    static let dims = [0.05, 0.15, 0.3, 1.0 / 3, 0.45]

    /// A dimmed covered page passes for several dims and palette colours (the bright, the dark
    /// and the mixed ones among the first pages).
    @Test(arguments: dims, [0, 3, 6, 9, 12, 15, 20, 25, 29])
    func aDimmedCoveredPagePasses(_ t: Double, _ covered: Int) throws {
        let (screen, pages) = Self.slide(covered: covered, t: t)
        let verdict = try screen.verdict(pages)
        #expect(verdict.passes, "\(verdict)")
        #expect(verdict.judgedSamples == 200 * S.geometry.stripRows.count - 2 * S.geometry.stripRows.count)
    }

    /// A page that hides the bar, dimmed: its body continues to the top, darkened alike.
    @Test(arguments: dims)
    func aDimmedPageWithoutABarPasses(_ t: Double) throws {
        var screen = SyntheticScreen()
        screen.page(S.hides, 0, 100)
        screen.dim(0, 100, by: t)
        screen.page(S.a, 70, 100)
        let verdict = try screen.verdict()
        #expect(verdict.passes, "\(verdict)")
    }

    /// The shadow along the covering page's leading edge: the dim changes from column to column
    /// (here from `base` far from the edge up to the maximum at it, over the last 12 pt, and a
    /// ramp across the whole page); each column agrees with itself, so the frame passes.
    @Test(arguments: [0.0, 0.1, 0.3], [0, 7, 18])
    func aDimThatChangesAcrossColumnsPasses(_ base: Double, _ covered: Int) throws {
        var (screen, pages) = Self.slide(covered: covered, t: 0)
        screen.dim(0, 40) { x in x < 28 ? base : base + (0.45 - base) * (x - 28) / 12 }
        #expect(try screen.verdict(pages).passes)
        var (ramp, _) = Self.slide(covered: covered, t: 0)
        ramp.dim(0, 40) { x in 0.45 * x / 40 }
        let verdict = try ramp.verdict(pages)
        #expect(verdict.passes, "\(verdict)")
    }

    /// A palette colour darkened by about a quarter can pass for another page's body (255 dimmed
    /// by 0.26 is within the tolerance of 170): a covered page dimmed so that its body looks like
    /// the covering page's still passes (the oracle tries every reading of a body), and its
    /// strip is still checked under the reading that fits.
    @Test func aDimmedBodyThatLooksLikeAnotherPagesBodyPasses() throws {
        let t = 0.26
        let pairs = (0..<PagePalette.distinctPages).flatMap { i in
            (0..<PagePalette.distinctPages).compactMap { j -> (Int, Int)? in
                let looksAlike = darkened(PagePalette.bodyColor(forPageAt: i), by: t).matches(
                    PagePalette.bodyColor(forPageAt: j), tolerance: PixelOracle.defaultTolerance)
                return i != j && looksAlike ? (i, j) : nil
            }
        }
        try #require(pairs.count >= 3)
        for (i, j) in pairs {
            let low = PagePalette.swatch(forPageAt: i, name: "A", showsBar: true)
            let high = PagePalette.swatch(forPageAt: j, name: "B", showsBar: true)
            var screen = SyntheticScreen()
            screen.page(low, 0, 100)
            screen.dim(0, 100, by: t)
            screen.page(high, 40, 100)
            let verdict = try screen.verdict([low, high])
            #expect(verdict.passes, "\(i) under \(j): \(verdict)")
            // A gap in the covered page's strip is still caught. (B's bar there would pass: the
            // column reads as B's undimmed body too, as it did before dimming was accepted.)
            screen.fill(10, 30, 0, 64, PagePalette.window)
            #expect(try !screen.verdict([low, high]).passes, "\(i) under \(j)")
        }
    }

    /// The pages a fault is drawn with: the covered page A (dimmed, left of 40) and B from 40.
    struct Slide: Sendable {
        var a: PageSwatch
        var b: PageSwatch
        var t: Double
    }

    /// A fault under dimming, drawn over ``slide(covered:t:)``.
    struct Fault: Sendable, CustomStringConvertible {
        var description: String
        var draw: @Sendable (inout SyntheticScreen, Slide) -> Void
        /// Every reported run lies inside this span (points) and the span's middle is reported.
        var span: ClosedRange<Double>
        var rowY: Double? = nil
    }

    static let faults: [Fault] = [
        Fault(description: "a gap: the window in A's strip", draw: { s, _ in s.fill(10, 30, 0, 64, PagePalette.window) }, span: 10...30),
        Fault(
            description: "another page's bar, dimmed alike, over A",
            draw: { s, p in s.fill(10, 30, 0, 64, darkened(PagePalette.barColor(forPageAt: 30), by: p.t)) }, span: 10...30),
        Fault(
            description: "B's bar, dimmed alike, over A", draw: { s, p in s.fill(10, 30, 0, 64, darkened(p.b.bar!, by: p.t)) },
            span: 10...30),
        Fault(
            description: "A's body, dimmed alike, instead of its bar", draw: { s, p in s.fill(10, 30, 0, 64, darkened(p.a.body, by: p.t)) },
            span: 10...30),
        Fault(description: "A's bar undimmed over A's dimmed body", draw: { s, p in s.fill(10, 30, 0, 64, p.a.bar!) }, span: 10...30),
        Fault(
            description: "A's bar dimmed by another factor than its body",
            draw: { s, p in s.fill(10, 30, 0, 64, darkened(p.a.bar!, by: p.t > 0.25 ? p.t - 0.25 : p.t + 0.25)) }, span: 10...30),
        Fault(
            description: "A's bar undimmed in the status strip only", draw: { s, p in s.fill(10, 30, 0, 20, p.a.bar!) }, span: 10...30,
            rowY: 0.5),
        Fault(
            description: "A's bar a point too short: its dimmed body shows in the last point",
            draw: { s, p in s.fill(0, 40, 63, 64, darkened(p.a.body, by: p.t)) }, span: 0...40, rowY: 63.5),
        Fault(
            description: "B's bar a point too far left, over A's dimmed body", draw: { s, p in s.fill(39, 40, 0, 64, p.b.bar!) },
            span: 39...40),
        Fault(
            description: "a blank bar over A, dimmed alike",
            draw: { s, p in s.fill(10, 30, 0, 64, darkened(PagePalette.blankBar, by: p.t)) }, span: 10...30),
    ]

    /// Each fault, over covered pages whose bodies pin the dim (a channel at 170 or 255: the
    /// tolerance leaves the dim ±0.09 to ±0.14; the root page's (0, 0, 85) leaves it ±0.28, too
    /// loose to tell 0.2 from 0, see below).
    @Test(arguments: faults, [(1, 0.2), (12, 0.3), (23, 0.45), (1, 0.45), (23, 0.2)])
    func faultsStillFailUnderDimming(_ fault: Fault, _ slide: (covered: Int, t: Double)) throws {
        var (screen, pages) = Self.slide(covered: slide.covered, t: slide.t)
        fault.draw(&screen, Slide(a: pages[0], b: pages[1], t: slide.t))
        let verdict = try screen.verdict(pages)
        #expect(!verdict.passes, "\(fault) passed")
        for run in verdict.disagreements {
            #expect(
                run.points.lowerBound >= fault.span.lowerBound - 1e-9 && run.points.upperBound <= fault.span.upperBound + 1e-9, "\(run)")
            if let y = fault.rowY { #expect(run.row.y == y, "\(run)") }
        }
        let middle = (fault.span.lowerBound + fault.span.upperBound) / 2
        #expect(verdict.disagreements.contains { $0.points.contains(middle) }, "\(verdict)")
    }

    /// Rows that each fit the body's dim but not one another (the status strip darkened by 0.2,
    /// the bar by 0.4, over a body darkened by 0.3): one column, one dim, so this fails.
    @Test(arguments: [1, 23])
    func rowsDimmedUnlikeEachOtherFail(_ covered: Int) throws {
        var (screen, pages) = Self.slide(covered: covered, t: 0)
        screen.dim(10, 30, by: 0.3)
        screen.fill(10, 30, 0, 20, darkened(pages[0].bar!, by: 0.2))
        screen.fill(10, 30, 20, 64, darkened(pages[0].bar!, by: 0.4))
        let verdict = try screen.verdict(pages)
        #expect(!verdict.passes)
        #expect(verdict.disagreements.allSatisfy { $0.points.lowerBound >= 10 && $0.points.upperBound <= 30 }, "\(verdict)")
        // A status strip at 0.3 and a bar at 0.4 share a dim within the tolerance (0.31 or so).
        screen.fill(10, 30, 0, 20, darkened(pages[0].bar!, by: 0.3))
        #expect(try screen.verdict(pages).passes)
    }

    /// What the tolerance hides: over the root page's body (0, 0, 85), an undimmed bar over a
    /// body dimmed by 0.2 passes (a channel at 85 pins the dim only to ±24/85); at 0.45 it fails.
    @Test(arguments: [(0.2, true), (0.45, false)])
    func aDarkBodyPinsTheDimLoosely(_ t: Double, _ passes: Bool) throws {
        var (screen, pages) = Self.slide(covered: 0, t: t)
        screen.fill(10, 30, 0, 64, pages[0].bar!)
        #expect(try screen.verdict(pages).passes == passes)
    }

    /// Darker than ``PixelOracle/maximumDim`` (plus what the tolerance hides): the body is no
    /// page's body, and is reported on the body row; a larger maximum accepts it.
    @Test(arguments: [1, 12, 23], [0.6, 0.7])
    func aDimBeyondTheMaximumFails(_ covered: Int, _ t: Double) throws {
        let (screen, pages) = Self.slide(covered: covered, t: t)
        let verdict = try screen.verdict(pages)
        #expect(!verdict.passes)
        #expect(verdict.disagreements.allSatisfy { $0.row.y == S.geometry.bodyRow && $0.points.upperBound <= 40 }, "\(verdict)")
        let lenient = PixelOracle(maximumDim: t + 0.05)
        #expect(try lenient.judge(screen.image(), frame: "f", pages: pages, geometry: S.geometry).passes)
        // With no dimming accepted, even a light dim fails.
        let (light, _) = Self.slide(covered: covered, t: 0.2)
        #expect(try !PixelOracle(maximumDim: 0).judge(light.image(), frame: "f", pages: pages, geometry: S.geometry).passes)
    }

    /// UIKit's one bar lies outside the pages' views: over a dimmed body it passes undimmed or
    /// darkened like the column, but the bodies showing through the strip still fail.
    @Test(arguments: [0.15, 0.3, 0.45])
    func oneBarAcrossTheTopOverADimmedPage(_ t: Double) throws {
        var (screen, pages) = Self.slide(covered: 0, t: t)
        screen.fill(0, 100, 0, 64, S.b.bar!)
        #expect(try screen.verdict(pages, rule: .oneBarAcrossTheTop).passes)
        screen.fill(0, 40, 0, 64, darkened(S.b.bar!, by: t))
        #expect(try screen.verdict(pages, rule: .oneBarAcrossTheTop).passes)
        screen.fill(0, 40, 0, 64, darkened(S.a.body, by: t))
        screen.fill(40, 100, 0, 64, S.b.body)
        let verdict = try screen.verdict(pages, rule: .oneBarAcrossTheTop)
        #expect(!verdict.passes)
        #expect(verdict.disagreements.contains { $0.points.contains(20) }, "\(verdict)")
    }
}
