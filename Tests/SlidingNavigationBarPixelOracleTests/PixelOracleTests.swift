import Testing
import SlidingNavigationBarPixelOracle

/// Synthetic screenshots at @2x: 100 pt wide, status bar 20 pt, bar bottom 64 pt, 80 pt tall.
/// Pages are drawn as rectangles; the bar strip is painted column span by column span.
struct SyntheticScreen {
    static let scale = 2.0
    static let width = 100.0
    static let height = 80.0
    static let geometry = FrameGeometry.standard(statusBarHeight: 20, barBottom: 64, scale: scale)
    static let a = PagePalette.swatch(forPageAt: 0, name: "A", showsBar: true)
    static let b = PagePalette.swatch(forPageAt: 1, name: "B", showsBar: true)
    static let hides = PagePalette.swatch(forPageAt: 2, name: "H", showsBar: false)

    var bytes: [UInt8]

    init() {
        bytes = [UInt8](repeating: 0, count: Int(Self.width * Self.scale) * Int(Self.height * Self.scale) * 4)
    }

    /// Fills the rectangle `x0..<x1`, `y0..<y1` (points) with `color`.
    mutating func fill(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double, _ color: PixelColor) {
        let w = Int(Self.width * Self.scale)
        for py in Int(y0 * Self.scale)..<Int(y1 * Self.scale) {
            for px in max(0, Int(x0 * Self.scale))..<min(w, Int(x1 * Self.scale)) {
                let i = (py * w + px) * 4
                bytes[i] = color.red; bytes[i + 1] = color.green; bytes[i + 2] = color.blue; bytes[i + 3] = 255
            }
        }
    }

    /// A page's body over the whole height and its bar (or nothing) over the strip, from x0 to x1.
    mutating func page(_ swatch: PageSwatch, _ x0: Double, _ x1: Double) {
        fill(x0, x1, 0, Self.height, swatch.body)
        if let bar = swatch.bar { fill(x0, x1, 0, 64, bar) }
    }

    func image() throws -> RGBAImage {
        try RGBAImage(width: Int(Self.width * Self.scale), height: Int(Self.height * Self.scale), bytes: bytes)
    }

    func verdict(_ pages: [PageSwatch] = [hides, a, b], rule: PixelOracle.BarRule = .eachPageCarriesItsBar) throws -> PixelVerdict {
        try PixelOracle().judge(image(), frame: "synthetic", pages: pages, geometry: Self.geometry, rule: rule)
    }
}

@Suite struct PixelOracleTests {
    typealias S = SyntheticScreen

    /// Screens where each page carries its own bar: every one passes.
    static let agreeing: [(String, @Sendable (inout SyntheticScreen) -> Void)] = [
        ("A alone at rest", { $0.page(S.a, 0, 100) }),
        (
            "B sliding over A at 40 pt",
            {
                $0.page(S.a, 0, 100); $0.page(S.b, 40, 100)
            }
        ),
        (
            "B at a fractional offset",
            {
                $0.page(S.a, 0, 100); $0.page(S.b, 40.5, 100)
            }
        ),
        (
            "a page that hides the bar beside A",
            {
                $0.page(S.hides, 0, 100); $0.page(S.a, 70, 100)
            }
        ),
        (
            "a hidden-bar page starting below the status bar",
            {
                $0.fill(0, 100, 20, S.height, S.hides.body)
            }
        ),
    ]

    @Test(arguments: agreeing.map(\.0))
    func agreeingScreensPass(_ name: String) throws {
        var screen = SyntheticScreen()
        Self.agreeing.first { $0.0 == name }!.1(&screen)
        let verdict = try screen.verdict()
        #expect(verdict.passes, "\(verdict)")
        #expect(verdict.judgedSamples > 0)
    }

    /// A fault, the columns (in points) it must be reported at, and the row band.
    struct Fault: Sendable, CustomStringConvertible {
        var description: String
        var draw: @Sendable (inout SyntheticScreen) -> Void
        /// Every reported run lies inside this span (points) and the span's middle is reported.
        var span: ClosedRange<Double>
        var rowY: Double?
    }

    static let faults: [Fault] = [
        Fault(
            description: "A's bar over B's body",
            draw: { s in
                s.page(S.a, 0, 100); s.page(S.b, 40, 100); s.fill(40, 100, 0, 64, S.a.bar!)
            }, span: 40...100),
        Fault(
            description: "a gap where B's bar should be",
            draw: { s in
                s.page(S.a, 0, 100); s.page(S.b, 40, 100); s.fill(60, 80, 0, 64, PagePalette.window)
            }, span: 60...80),
        Fault(
            description: "B's bar a point too far left (over A)",
            draw: { s in
                s.page(S.a, 0, 100); s.page(S.b, 40, 100); s.fill(39, 40, 0, 64, S.b.bar!)
            }, span: 39...40),
        Fault(
            description: "B's bar a point too high: its body shows in the last point",
            draw: { s in
                s.page(S.a, 0, 100); s.page(S.b, 40, 100); s.fill(40, 100, 63, 64, S.b.body)
            }, span: 40...100, rowY: 63.5),
        Fault(
            description: "a blank bar over A",
            draw: { s in
                s.page(S.a, 0, 100); s.fill(0, 30, 0, 64, PagePalette.blankBar)
            }, span: 0...30),
        Fault(
            description: "A's bar above the page that hides it, in the status strip",
            draw: { s in
                s.fill(0, 100, 20, S.height, S.hides.body); s.fill(0, 100, 0, 20, S.a.bar!)
            }, span: 0...100, rowY: 0.5),
    ]

    @Test(arguments: faults)
    func disagreementsAreReportedAtTheirColumns(_ fault: Fault) throws {
        var screen = SyntheticScreen()
        fault.draw(&screen)
        let verdict = try screen.verdict()
        #expect(!verdict.passes, "\(fault) passed")
        for run in verdict.disagreements {
            #expect(
                run.points.lowerBound >= fault.span.lowerBound - 1e-9 && run.points.upperBound <= fault.span.upperBound + 1e-9, "\(run)")
            if let y = fault.rowY { #expect(run.row.y == y, "\(run)") }
        }
        let middle = (fault.span.lowerBound + fault.span.upperBound) / 2
        #expect(verdict.disagreements.contains { $0.points.contains(middle) }, "\(verdict)")
    }

    /// Above a page that hides the bar and starts below the status bar, the bar of the page below
    /// shows through where that page reaches (its span), and nowhere else.
    @Test(arguments: [(30.0, true), (60.0, false)])
    func aLowerPagesBarShowsAboveAHiddenBarPageOnlyWithinItsSpan(_ barEnd: Double, _ passes: Bool) throws {
        var screen = SyntheticScreen()
        screen.fill(0, 100, 20, S.height, S.hides.body)
        screen.fill(0, barEnd, 0, 20, S.a.bar!)
        let below = PagePalette.swatch(forPageAt: 0, name: "A", showsBar: true, span: -10...30)
        let verdict = try screen.verdict([below, S.hides])
        #expect(verdict.passes == passes, "\(verdict)")
        if !passes { #expect(verdict.disagreements.allSatisfy { $0.points.lowerBound >= 30 && $0.points.upperBound <= 60 }, "\(verdict)") }
        // Without a span, the oracle cannot tell how far A reaches: its bar passes anywhere there.
        #expect(try screen.verdict([PagePalette.swatch(forPageAt: 0, name: "A", showsBar: true), S.hides]).passes)
    }

    /// Above a page that hides the bar and starts below the status bar, a lower page that hides
    /// the bar too, its view reaching the top, shows its body where that page reaches, and nowhere
    /// else; the body of a lower page that shows a bar never passes there (its bar is missing).
    @Test(arguments: [(30.0, true), (60.0, false)])
    func aLowerBarLessPagesBodyShowsAboveAHiddenBarPageOnlyWithinItsSpan(_ bodyEnd: Double, _ passes: Bool) throws {
        var screen = SyntheticScreen()
        screen.fill(0, 100, 20, S.height, S.hides.body)
        let lower = PagePalette.swatch(forPageAt: 3, name: "L", showsBar: false, span: -10...30)
        screen.fill(0, bodyEnd, 0, 20, lower.body)
        let verdict = try screen.verdict([lower, S.hides])
        #expect(verdict.passes == passes, "\(verdict)")
        if !passes {
            #expect(
                verdict.disagreements.allSatisfy { $0.points.lowerBound >= 30 && $0.points.upperBound <= 60 && $0.seenName == "L's body" },
                "\(verdict)")
        }
        // Without a span, the oracle cannot tell how far L reaches: its body passes anywhere there.
        #expect(try screen.verdict([PagePalette.swatch(forPageAt: 3, name: "L", showsBar: false), S.hides]).passes)
        // A lower page that shows a bar has it over the strip: its body there is a missing bar.
        let barred = PagePalette.swatch(forPageAt: 3, name: "L", showsBar: true, span: -10...30)
        #expect(try !screen.verdict([barred, S.hides]).passes)
    }

    /// Adjacent disagreeing columns make one run per row, not one line per column.
    @Test func adjacentColumnsAreGroupedPerRow() throws {
        var screen = SyntheticScreen()
        screen.page(S.a, 0, 100)
        screen.fill(10, 50, 0, 64, S.b.bar!)
        let verdict = try screen.verdict()
        #expect(verdict.disagreements.count == S.geometry.stripRows.count, "\(verdict)")
        for run in verdict.disagreements {
            #expect(run.columns == 20...99)
            #expect(run.seenName == "B's bar" && run.pageBelow == "A", "\(run)")
        }
        #expect(verdict.description.contains("columns 20–99 px (x 10–50 pt)"), "\(verdict)")
    }

    /// Noise within the tolerance passes; a colour beyond it does not.
    @Test(arguments: [(10, true), (24, true), (25, false), (60, false)])
    func channelNoiseIsToleratedUpToTheTolerance(_ shift: Int, _ passes: Bool) throws {
        var screen = SyntheticScreen()
        screen.page(S.a, 0, 100)
        let bar = S.a.bar!
        let moved = PixelColor(
            red: UInt8(bar.red > 127 ? Int(bar.red) - shift : Int(bar.red) + shift), green: bar.green, blue: bar.blue)
        screen.fill(0, 100, 0, 64, moved)
        #expect(try screen.verdict().passes == passes)
    }

    /// One anti-aliased column at a page edge is not judged; a wrong colour two columns in is.
    @Test(arguments: [(1, true), (3, false)])
    func antiAliasedEdgeColumnsAreNotJudged(_ columns: Int, _ passes: Bool) throws {
        var screen = SyntheticScreen()
        screen.page(S.a, 0, 100)
        screen.page(S.b, 40, 100)
        // A blend of the two bars, `columns` pixels wide, left of B's edge.
        screen.fill(40 - Double(columns) / S.scale, 40, 0, 64, PixelColor(red: 60, green: 60, blue: 200))
        #expect(try screen.verdict().passes == passes)
    }

    /// In a transition UIKit runs itself, one bar spans both pages and cross-fades.
    @Test func oneBarAcrossTheTopAcceptsEitherBarAndTheirBlend() throws {
        var screen = SyntheticScreen()
        screen.page(S.a, 0, 100)
        screen.page(S.b, 40, 100)
        screen.fill(0, 100, 0, 64, S.b.bar!)
        #expect(!(try screen.verdict().passes))
        #expect(try screen.verdict(rule: .oneBarAcrossTheTop).passes)
        let (a, b) = (S.a.bar!, S.b.bar!)
        let half = PixelColor(
            red: UInt8((Int(a.red) + Int(b.red)) / 2), green: UInt8((Int(a.green) + Int(b.green)) / 2),
            blue: UInt8((Int(a.blue) + Int(b.blue)) / 2))
        screen.fill(0, 100, 0, 64, half)
        #expect(try screen.verdict(rule: .oneBarAcrossTheTop).passes)
        // No bar at all (the bodies show through) is not a bar across the top.
        screen.page(S.a, 0, 100)
        screen.page(S.b, 40, 100)
        screen.fill(0, 100, 0, 64, S.a.body)
        #expect(!(try screen.verdict(rule: .oneBarAcrossTheTop).passes))
    }

    static let malformed: [(width: Int, height: Int, bytes: Int, error: PixelOracleError)] = [
        (0, 10, 0, .emptyImage(width: 0, height: 10)),
        (10, 0, 0, .emptyImage(width: 10, height: 0)),
        (-3, 10, 0, .emptyImage(width: -3, height: 10)),
        (2, 2, 15, .bufferSizeMismatch(width: 2, height: 2, expectedBytes: 16, actualBytes: 15)),
        (2, 2, 12, .bufferSizeMismatch(width: 2, height: 2, expectedBytes: 16, actualBytes: 12)),
        (Int.max, 2, 4, .bufferSizeMismatch(width: Int.max, height: 2, expectedBytes: nil, actualBytes: 4)),
    ]

    @Test(arguments: malformed.indices)
    func malformedBuffersThrowAClearError(_ index: Int) {
        let row = Self.malformed[index]
        #expect(throws: row.error) {
            try RGBAImage(width: row.width, height: row.height, bytes: [UInt8](repeating: 0, count: row.bytes))
        }
        #expect(!row.error.description.isEmpty)
    }

    static let badGeometry: [FrameGeometry] = [
        FrameGeometry(scale: 0, statusBarHeight: 20, barBottom: 64, stripRows: [], bodyRow: 70),
        FrameGeometry(scale: .nan, statusBarHeight: 20, barBottom: 64, stripRows: [], bodyRow: 70),
        FrameGeometry(scale: 2, statusBarHeight: 20, barBottom: 64, stripRows: [], bodyRow: 80),
        FrameGeometry(scale: 2, statusBarHeight: 20, barBottom: 64, stripRows: [StripRow(y: -1, band: .bar)], bodyRow: 70),
    ]

    @Test(arguments: badGeometry)
    func geometryOutsideTheImageThrows(_ geometry: FrameGeometry) throws {
        let image = try SyntheticScreen().image()
        #expect(throws: PixelOracleError.self) {
            try PixelOracle().judge(image, frame: "f", pages: [S.a], geometry: geometry)
        }
    }

    @Test func errorMessagesSayWhatIsWrong() {
        let message = PixelOracleError.bufferSizeMismatch(width: 2, height: 2, expectedBytes: 16, actualBytes: 15).description
        #expect(message.contains("15 bytes") && message.contains("16"))
    }
}

@Suite struct PagePaletteTests {
    /// Every colour the palette hands out, the window and the blank bar are unique and more than
    /// twice the tolerance apart in some channel: no noisy pixel can pass for two of them.
    @Test func paletteColoursAreUniqueAndFarApart() {
        var all: [PixelColor] = [PagePalette.window, PagePalette.blankBar]
        for index in 0..<PagePalette.distinctPages {
            all.append(PagePalette.bodyColor(forPageAt: index))
            all.append(PagePalette.barColor(forPageAt: index))
        }
        #expect(Set(all).count == all.count)
        for i in all.indices {
            for j in all.indices where j > i {
                #expect(!all[i].matches(all[j], tolerance: 2 * PixelOracle.defaultTolerance), "\(all[i]) vs \(all[j])")
            }
        }
    }

    @Test func thePaletteIsDeterministicAndWrapsAround() {
        #expect(PagePalette.bodyColor(forPageAt: 3) == PagePalette.bodyColor(forPageAt: 3 + PagePalette.distinctPages))
        #expect(PagePalette.swatch(forPageAt: 1, name: "B", showsBar: false).bar == nil)
        #expect(PagePalette.swatch(forPageAt: 1, name: "B", showsBar: true).bar == PagePalette.barColor(forPageAt: 1))
        #expect(PagePalette.distinctPages == 31)
    }
}
