import Testing
import SlidingNavigationBarCore

/// A bar as on an iPhone 12 in portrait: 47 pt status bar, 44 pt bar at 3x, so the background
/// spans 91 pt from the container's top and the hairline hangs 1/3 pt below it.
private func phoneBar(
    frame: LayoutRect = LayoutRect(x: 0, y: 47, width: 390, height: 44),
    boundsOrigin: LayoutPoint = .zero,
    clipsToBounds: Bool = false,
    backgroundClass: String = "_UIBarBackground",
    extra: [ViewNode] = []
) -> ViewNode {
    ViewNode(
        className: "UINavigationBar",
        frame: frame,
        boundsOrigin: boundsOrigin,
        clipsToBounds: clipsToBounds,
        children: [
            ViewNode(
                className: backgroundClass,
                frame: LayoutRect(x: 0, y: -47, width: 390, height: 91),
                children: [
                    ViewNode(className: "_UIBarBackgroundShadowView", frame: LayoutRect(x: 0, y: 91, width: 390, height: 1.0 / 3))
                ]
            ),
            ViewNode(className: "_UINavigationBarContentView", frame: LayoutRect(x: 0, y: 0, width: 390, height: 44)),
        ] + extra
    )
}

/// 91 pt plus one pixel at 3x: 274 pixels.
private let phoneBoundary = LayoutRect(x: 0, y: 0, width: 390, height: 274.0 / 3)

private func rect(_ result: VisibleBoundaryResult) -> LayoutRect? {
    if case .boundary(let rect) = result { return rect }
    return nil
}

private func isUnrecognized(_ result: VisibleBoundaryResult) -> Bool {
    if case .unrecognized = result { return true }
    return false
}

private func isOnGrid(_ value: Double, scale: Double) -> Bool {
    abs((value * scale).rounded() - value * scale) < 1e-9
}

@Suite("VisibleBoundary")
struct VisibleBoundaryTests {
    @Test func coversTheStatusBarOverflowAndTheHairline() {
        #expect(VisibleBoundary.compute(bar: phoneBar(), scale: 3) == .boundary(phoneBoundary))
    }

    @Test func withoutOverflowTheBoundaryIsTheBarFrame() {
        // A background exactly the bar's size (a bar inside a sheet with no hairline).
        let bar = ViewNode(
            className: "UINavigationBar",
            frame: LayoutRect(x: 0, y: 0, width: 320, height: 44),
            children: [ViewNode(className: "_UIBarBackground", frame: LayoutRect(x: 0, y: 0, width: 320, height: 44))]
        )
        #expect(VisibleBoundary.compute(bar: bar, scale: 2) == .boundary(LayoutRect(x: 0, y: 0, width: 320, height: 44)))
    }

    /// A dropdown-like subview at (0, 40, 100, 60) in the bar: visible, it reaches y 147.
    struct Dropdown: Sendable, CustomStringConvertible {
        var isHidden = false
        var alpha = 1.0
        var width = 100.0
        var counts: Bool
        var description: String { "hidden \(isHidden), alpha \(alpha), width \(width)" }
    }

    @Test(
        "a subview counts only when visible",
        arguments: [
            Dropdown(counts: true),
            Dropdown(isHidden: true, counts: false),
            Dropdown(alpha: 0, counts: false),
            Dropdown(alpha: 0.005, counts: false),
            Dropdown(alpha: 0.01, counts: false),
            Dropdown(alpha: 0.02, counts: true),
            Dropdown(alpha: .nan, counts: false),
            Dropdown(width: 0, counts: false),
        ])
    func visibility(_ dropdown: Dropdown) {
        let bar = phoneBar(extra: [
            ViewNode(
                className: "Dropdown",
                frame: LayoutRect(x: 0, y: 40, width: dropdown.width, height: 60),
                isHidden: dropdown.isHidden,
                alpha: dropdown.alpha
            )
        ])
        let expected = dropdown.counts ? LayoutRect(x: 0, y: 0, width: 390, height: 147) : phoneBoundary
        #expect(VisibleBoundary.compute(bar: bar, scale: 3) == .boundary(expected))
    }

    @Test func aHiddenParentHidesItsSubtree() {
        let child = ViewNode(className: "Child", frame: LayoutRect(x: 0, y: 40, width: 100, height: 60))
        let shown = phoneBar(extra: [
            ViewNode(className: "Wrapper", frame: LayoutRect(x: 0, y: 0, width: 100, height: 44), children: [child])
        ])
        let hidden = phoneBar(extra: [
            ViewNode(className: "Wrapper", frame: LayoutRect(x: 0, y: 0, width: 100, height: 44), isHidden: true, children: [child])
        ])
        #expect(rect(VisibleBoundary.compute(bar: shown, scale: 3))?.maxY == 147)
        #expect(VisibleBoundary.compute(bar: hidden, scale: 3) == .boundary(phoneBoundary))
    }

    @Test("alpha multiplies down the tree", arguments: [(0.1, 0.05, false), (0.5, 0.5, true), (1.0, 0.02, true), (0.02, 0.9, true)])
    func alphaMultiplies(parentAlpha: Double, childAlpha: Double, counts: Bool) {
        let child = ViewNode(className: "Child", frame: LayoutRect(x: 0, y: 40, width: 100, height: 60), alpha: childAlpha)
        // The parent itself stays inside the bar, so only the child can move the boundary.
        let bar = phoneBar(extra: [
            ViewNode(className: "Wrapper", frame: LayoutRect(x: 0, y: 0, width: 100, height: 44), alpha: parentAlpha, children: [child])
        ])
        let expectedMaxY = counts ? 147 : 274.0 / 3
        #expect(rect(VisibleBoundary.compute(bar: bar, scale: 3))?.maxY == expectedMaxY)
    }

    @Test func anEmptyViewStillShowsItsSubviewsUnlessItClips() {
        let child = ViewNode(className: "Child", frame: LayoutRect(x: 0, y: 40, width: 100, height: 60))
        let open = phoneBar(extra: [ViewNode(className: "Anchor", frame: LayoutRect(x: 0, y: 0, width: 0, height: 0), children: [child])])
        let clipping = phoneBar(extra: [
            ViewNode(className: "Anchor", frame: LayoutRect(x: 0, y: 0, width: 0, height: 0), clipsToBounds: true, children: [child])
        ])
        #expect(rect(VisibleBoundary.compute(bar: open, scale: 3))?.maxY == 147)
        #expect(VisibleBoundary.compute(bar: clipping, scale: 3) == .boundary(phoneBoundary))
    }

    @Test func aClippingBarKeepsEverythingInsideItsFrame() {
        // Both the overflow under the status bar and the hairline are cut off.
        let bar = phoneBar(clipsToBounds: true)
        #expect(VisibleBoundary.compute(bar: bar, scale: 3) == .boundary(LayoutRect(x: 0, y: 47, width: 390, height: 44)))
    }

    @Test func aClippingAncestorLimitsDeepDescendants() {
        // Container at (0, 0, 390, 60) in the bar, clipping; its grandchild reaches y 200 in the
        // bar, but shows only down to 60, i.e. 107 in the container.
        let grandchild = ViewNode(className: "Deep", frame: LayoutRect(x: 0, y: 0, width: 50, height: 200))
        let bar = phoneBar(extra: [
            ViewNode(
                className: "Clipper",
                frame: LayoutRect(x: 0, y: 0, width: 390, height: 60),
                clipsToBounds: true,
                children: [ViewNode(className: "Middle", frame: LayoutRect(x: 0, y: 0, width: 50, height: 10), children: [grandchild])]
            )
        ])
        #expect(VisibleBoundary.compute(bar: bar, scale: 3) == .boundary(LayoutRect(x: 0, y: 0, width: 390, height: 107)))
    }

    @Test func aViewClippedAwayEntirelyHidesItsSubtree() {
        // The clipper shows 0...10 in the bar; the child at 20...30 and its own child are out.
        let bar = phoneBar(extra: [
            ViewNode(
                className: "Clipper",
                frame: LayoutRect(x: 0, y: 0, width: 390, height: 10),
                clipsToBounds: true,
                children: [
                    ViewNode(
                        className: "Out",
                        frame: LayoutRect(x: 0, y: 20, width: 10, height: 10),
                        children: [ViewNode(className: "FarOut", frame: LayoutRect(x: 0, y: 100, width: 10, height: 10))]
                    )
                ]
            )
        ])
        #expect(VisibleBoundary.compute(bar: bar, scale: 3) == .boundary(phoneBoundary))
    }

    @Test func boundsOriginShiftsSubviewsAsInUIKit() {
        // A scroll view scrolled to y −30 shows its subview at 44 in its content 30 pt lower:
        // 47 (bar) + 0 (scroll view) + 44 + 30 = 121 in the container, 10 tall.
        let bar = phoneBar(extra: [
            ViewNode(
                className: "UIScrollView",
                frame: LayoutRect(x: 0, y: 0, width: 390, height: 44),
                boundsOrigin: LayoutPoint(x: 0, y: -30),
                children: [ViewNode(className: "Row", frame: LayoutRect(x: 0, y: 44, width: 390, height: 10))]
            )
        ])
        #expect(VisibleBoundary.compute(bar: bar, scale: 3) == .boundary(LayoutRect(x: 0, y: 0, width: 390, height: 131)))
    }

    @Test func theBarsOwnBoundsOriginShiftsItsSubviews() {
        // Bounds origin y 5: the background starts at 47 − 47 − 5 = −5; the hairline ends at
        // 86 1/3, inside the bar, which ends at 91.
        let bar = phoneBar(boundsOrigin: LayoutPoint(x: 0, y: 5))
        #expect(VisibleBoundary.compute(bar: bar, scale: 3) == .boundary(LayoutRect(x: 0, y: -5, width: 390, height: 96)))
    }

    @Test func sidewaysOverflowIsClampedToTheBar() {
        let wide = ViewNode(className: "WideTitle", frame: LayoutRect(x: -20, y: 0, width: 430, height: 44))
        #expect(VisibleBoundary.compute(bar: phoneBar(extra: [wide]), scale: 3) == .boundary(phoneBoundary))
    }

    @Test func sidewaysClampFollowsABarNotAtTheLeftEdge() {
        // Bar at x 10, 300 wide; the background (390 wide, from the bar's x 0) pokes out right,
        // a subview pokes out left.
        let bar = phoneBar(
            frame: LayoutRect(x: 10, y: 47, width: 300, height: 44),
            extra: [ViewNode(className: "Left", frame: LayoutRect(x: -8, y: 0, width: 20, height: 44))]
        )
        #expect(VisibleBoundary.compute(bar: bar, scale: 3) == .boundary(LayoutRect(x: 10, y: 0, width: 300, height: 274.0 / 3)))
    }

    @Test func noBackgroundIsUnrecognized() {
        #expect(isUnrecognized(VisibleBoundary.compute(bar: phoneBar(backgroundClass: "UIView"), scale: 3)))
    }

    @Test func theOldBackgroundNameIsRecognized() {
        let result = VisibleBoundary.compute(bar: phoneBar(backgroundClass: "_UINavigationBarBackground"), scale: 3)
        #expect(result == .boundary(phoneBoundary))
    }

    @Test func aHiddenBackgroundStillMakesTheTreeRecognizedButDoesNotCount() {
        // A transparent bar: the structure is known, only the bar's frame shows.
        var bar = phoneBar()
        bar.children[0].isHidden = true
        #expect(VisibleBoundary.compute(bar: bar, scale: 3) == .boundary(LayoutRect(x: 0, y: 47, width: 390, height: 44)))
    }

    @Test func zeroSizeIsUnrecognized() {
        let empty = ViewNode(
            className: "UINavigationBar",
            frame: LayoutRect(x: 0, y: 47, width: 0, height: 0),
            children: [ViewNode(className: "_UIBarBackground", frame: LayoutRect(x: 0, y: -47, width: 0, height: 47))]
        )
        #expect(isUnrecognized(VisibleBoundary.compute(bar: empty, scale: 3)))
        // A zero-width bar whose background still has a width: the clamp leaves nothing.
        let narrow = phoneBar(frame: LayoutRect(x: 0, y: 47, width: 0, height: 44))
        #expect(isUnrecognized(VisibleBoundary.compute(bar: narrow, scale: 3)))
    }

    @Test("non-finite frames are unrecognized", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(bad: Double) {
        #expect(isUnrecognized(VisibleBoundary.compute(bar: phoneBar(frame: LayoutRect(x: 0, y: bad, width: 390, height: 44)), scale: 3)))
        #expect(isUnrecognized(VisibleBoundary.compute(bar: phoneBar(frame: LayoutRect(x: 0, y: 47, width: bad, height: 44)), scale: 3)))
        #expect(isUnrecognized(VisibleBoundary.compute(bar: phoneBar(boundsOrigin: LayoutPoint(x: bad, y: 0)), scale: 3)))
        let child = ViewNode(className: "Broken", frame: LayoutRect(x: 0, y: bad, width: 10, height: 10))
        #expect(isUnrecognized(VisibleBoundary.compute(bar: phoneBar(extra: [child]), scale: 3)))
        let scroller = ViewNode(
            className: "Broken", frame: LayoutRect(x: 0, y: 0, width: 10, height: 10), boundsOrigin: LayoutPoint(x: 0, y: bad),
            children: [
                ViewNode(className: "Inside", frame: LayoutRect(x: 0, y: 0, width: 10, height: 10))
            ])
        #expect(isUnrecognized(VisibleBoundary.compute(bar: phoneBar(extra: [scroller]), scale: 3)))
    }

    @Test func aHiddenViewWithANonFiniteFrameDoesNotMatter() {
        let child = ViewNode(className: "Broken", frame: LayoutRect(x: 0, y: .nan, width: 10, height: 10), isHidden: true)
        #expect(VisibleBoundary.compute(bar: phoneBar(extra: [child]), scale: 3) == .boundary(phoneBoundary))
    }

    @Test("a scale that is not positive is unrecognized", arguments: [0, -2, Double.nan, .infinity])
    func badScale(scale: Double) {
        #expect(isUnrecognized(VisibleBoundary.compute(bar: phoneBar(), scale: scale)))
    }

    @Test func pixelAlignmentAt2x() {
        let bar = ViewNode(
            className: "UINavigationBar",
            frame: LayoutRect(x: 0.2, y: 10.3, width: 100.1, height: 44.2),
            children: [ViewNode(className: "_UIBarBackground", frame: LayoutRect(x: 0, y: 0, width: 100.1, height: 44.2))]
        )
        // Pixels: x 0.4 → 0, y 20.6 → 20, right 200.6 → 201, bottom 109 stays 109.
        let result = rect(VisibleBoundary.compute(bar: bar, scale: 2))
        #expect(result == LayoutRect(x: 0, y: 10, width: 100.5, height: 44.5))
    }

    @Test func pixelAlignmentAt3x() throws {
        let bar = ViewNode(
            className: "UINavigationBar",
            frame: LayoutRect(x: 0.2, y: 10.3, width: 100.1, height: 44.2),
            children: [ViewNode(className: "_UIBarBackground", frame: LayoutRect(x: 0, y: 0, width: 100.1, height: 44.2))]
        )
        // Pixels: x 0.6 → 0, y 30.9 → 30, right 300.9 → 301, bottom 163.5 → 164.
        let result = try #require(rect(VisibleBoundary.compute(bar: bar, scale: 3)))
        #expect(result.minX == 0)
        #expect(abs(result.minY - 10) < 1e-9)
        #expect(abs(result.maxX - 301.0 / 3) < 1e-9)
        #expect(abs(result.maxY - 164.0 / 3) < 1e-9)
        for edge in [result.minX, result.minY, result.maxX, result.maxY] {
            #expect(isOnGrid(edge, scale: 3), "\(edge) is off the 3x grid")
        }
    }

    @Test func alignmentRoundsNegativeEdgesOutwards() {
        let bar = ViewNode(
            className: "UINavigationBar",
            frame: LayoutRect(x: 0, y: 20, width: 320, height: 44),
            children: [ViewNode(className: "_UIBarBackground", frame: LayoutRect(x: 0, y: -20.2, width: 320, height: 64.2))]
        )
        // Top at −0.2 pt = −0.4 px → −1 px = −0.5 pt.
        #expect(VisibleBoundary.compute(bar: bar, scale: 2) == .boundary(LayoutRect(x: 0, y: -0.5, width: 320, height: 64.5)))
    }

    @Test func edgesAlreadyOnTheGridDoNotGrow() {
        // 1/3 pt steps are not exact in binary floating point; they must not gain a pixel.
        let third = 1.0 / 3
        let bar = ViewNode(
            className: "UINavigationBar",
            frame: LayoutRect(x: 0, y: 100 * third, width: 390, height: 44 + 2 * third),
            children: [ViewNode(className: "_UIBarBackground", frame: LayoutRect(x: 0, y: 0, width: 390, height: 44 + 2 * third))]
        )
        let result = rect(VisibleBoundary.compute(bar: bar, scale: 3))
        // 100 px to 100 + 134 = 234 px.
        #expect(result.map { ($0.minY * 3).rounded() } == 100)
        #expect(result.map { ($0.maxY * 3).rounded() } == 234)
        #expect(result.map { abs($0.height - 134.0 / 3) < 1e-9 } == true)
    }
}
