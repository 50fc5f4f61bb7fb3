import Testing
import SlidingNavigationBarCore
import SlidingNavigationBarLab

@Suite("ContainerLayout bar trees and their visible boundary")
struct ContainerLayoutTests {
    @Test(
        "bar height per height class",
        arguments: [
            (44.0, BarHeightClass.standard, 44.0),
            (44, .largeTitle, 96),  // 96 pt: the large-title bar of the facts file
            (44, .searchBar, 96),
            (44, .largeTitleWithSearchBar, 148),
            (50, .standard, 50),
            (50, .largeTitle, 102),
            (32, .largeTitleWithSearchBar, 136),
        ])
    func barHeight(standard: Double, heightClass: BarHeightClass, expected: Double) {
        let layout = ContainerLayout(
            frameInScreen: LayoutRect(x: 0, y: 0, width: 390, height: 844),
            statusBarOverlap: 47,
            barHeight: standard,
            scale: 3
        )
        #expect(layout.barHeight(heightClass) == expected)
        #expect(layout.barTree(heightClass).frame.height == expected)
    }

    @Test func barTreeIsShapedLikeUIKits() throws {
        let layout = ContainerLayout(
            frameInScreen: LayoutRect(x: 0, y: 0, width: 393, height: 852),
            statusBarOverlap: 59,
            barHeight: 44,
            scale: 3
        )
        let bar = layout.barTree(.largeTitle)
        #expect(bar.className == "UINavigationBar")
        #expect(bar.frame == LayoutRect(x: 0, y: 59, width: 393, height: 96))
        let background = try #require(bar.children.first { $0.isBarBackground })
        #expect(background.frame == LayoutRect(x: 0, y: -59, width: 393, height: 155))
        let shadow = try #require(background.children.first { $0.className == "_UIBarBackgroundShadowView" })
        #expect(shadow.frame == LayoutRect(x: 0, y: 155, width: 393, height: 1.0 / 3))
        let content = try #require(bar.children.first { $0.className == "_UINavigationBarContentView" })
        #expect(content.frame == LayoutRect(x: 0, y: 0, width: 393, height: 44))
        let title = try #require(bar.children.first { $0.className == "_UINavigationBarLargeTitleView" })
        #expect(title.frame == LayoutRect(x: 0, y: 44, width: 393, height: 52))
    }

    @Test("large-title view only for large titles", arguments: BarHeightClass.allCases)
    func largeTitleViewPresence(_ heightClass: BarHeightClass) {
        let layout = ContainerLayout(
            frameInScreen: LayoutRect(x: 0, y: 0, width: 375, height: 667), statusBarOverlap: 20, barHeight: 44, scale: 2)
        let large = heightClass == .largeTitle || heightClass == .largeTitleWithSearchBar
        #expect(layout.barTree(heightClass).contains { $0.className == "_UINavigationBarLargeTitleView" } == large)
    }

    /// One device, orientation, container and height class.
    struct Case: Sendable, CustomTestStringConvertible {
        var device: Device
        var orientation: InterfaceOrientation
        var container: ContainerKind
        var heightClass: BarHeightClass
        var testDescription: String {
            "\(device.name) \(orientation.rawValue) \(container.rawValue) \(heightClass.rawValue)"
        }
    }

    static let allCases: [Case] = Device.presets.flatMap { device in
        InterfaceOrientation.allCases.flatMap { orientation in
            ContainerKind.allCases.flatMap { container in
                BarHeightClass.allCases.map { Case(device: device, orientation: orientation, container: container, heightClass: $0) }
            }
        }
    }

    @Test("the boundary covers the status bar overlap, the bar and the hairline", arguments: allCases)
    func boundaryOfEveryPreset(_ c: Case) throws {
        let layout = c.device.layout(c.orientation, container: c.container)
        // Independent of the model's constants: the bar's height from the facts (large title
        // +52, search bar +52).
        var barHeight = layout.barHeight
        if c.heightClass == .largeTitle || c.heightClass == .largeTitleWithSearchBar { barHeight += 52 }
        if c.heightClass == .searchBar || c.heightClass == .largeTitleWithSearchBar { barHeight += 52 }
        // Status bar and bar heights are whole points; the hairline is one pixel.
        let pixels = Int(((layout.statusBarOverlap + barHeight) * c.device.scale).rounded()) + 1
        let expected = LayoutRect(x: 0, y: 0, width: layout.frameInScreen.width, height: Double(pixels) / c.device.scale)

        let result = VisibleBoundary.compute(bar: layout.barTree(c.heightClass), scale: c.device.scale)
        guard case .boundary(let boundary) = result else {
            Issue.record("unrecognized: \(result)")
            return
        }
        #expect(boundary == expected)
        // The oracle's own arithmetic agrees with the tree it describes.
        #expect(layout.barArea(c.heightClass) == expected)
        // Covers the status bar above the bar and the hairline below it.
        let bar = layout.barTree(c.heightClass).frame
        #expect(boundary.minY <= bar.minY - layout.statusBarOverlap)
        #expect(boundary.maxY >= bar.maxY + 1 / c.device.scale - 1e-9)

        let columns = Int((layout.frameInScreen.width * c.device.scale).rounded())
        #expect(VisibleBoundary.bitmapBytes(of: boundary, scale: c.device.scale) == columns * pixels * 4)
    }
    @Test("a prompt's line adds 30 pt, and the tree and the oracle's area agree", arguments: allCases)
    func boundaryWithAPrompt(_ c: Case) throws {
        let layout = c.device.layout(c.orientation, container: c.container)
        let plain = layout.barArea(c.heightClass)
        let withPrompt = layout.barArea(c.heightClass, prompt: true)
        #expect(abs(withPrompt.height - plain.height - 30) < 1e-9)
        let result = VisibleBoundary.compute(bar: layout.barTree(c.heightClass, prompt: true), scale: c.device.scale)
        guard case .boundary(let boundary) = result else {
            Issue.record("unrecognized: \(result)")
            return
        }
        #expect(boundary == withPrompt)
    }

    // The lab's memory metric (VisibleBoundary.bitmapBytes).
    @Test func bitmapBytes() {
        #expect(VisibleBoundary.bitmapBytes(of: LayoutRect(x: 0, y: 0, width: 393, height: 310.0 / 3), scale: 3) == 1179 * 310 * 4)
        #expect(VisibleBoundary.bitmapBytes(of: LayoutRect(x: 0, y: 0, width: 375, height: 64.5), scale: 2) == 387_000)
        #expect(VisibleBoundary.bitmapBytes(of: LayoutRect(x: 5, y: -3, width: 10.1, height: 10), scale: 2) == 21 * 20 * 4)
        #expect(VisibleBoundary.bitmapBytes(of: LayoutRect(x: 0, y: 0, width: 390, height: 274.0 / 3), scale: 3) == 1170 * 274 * 4)
    }

    @Test func bitmapBytesOfNothingIsZero() {
        #expect(VisibleBoundary.bitmapBytes(of: .zero, scale: 3) == 0)
        #expect(VisibleBoundary.bitmapBytes(of: LayoutRect(x: 0, y: 0, width: 100, height: 0), scale: 3) == 0)
        #expect(VisibleBoundary.bitmapBytes(of: LayoutRect(x: 0, y: 0, width: .nan, height: 10), scale: 3) == 0)
        #expect(VisibleBoundary.bitmapBytes(of: LayoutRect(x: 0, y: 0, width: 10, height: 10), scale: 0) == 0)
        #expect(VisibleBoundary.bitmapBytes(of: LayoutRect(x: 0, y: 0, width: 10, height: 10), scale: -1) == 0)
    }

    @Test func bitmapBytesSaturates() {
        #expect(VisibleBoundary.bitmapBytes(of: LayoutRect(x: 0, y: 0, width: 1e10, height: 1e10), scale: 3) == Int.max)
    }
}
