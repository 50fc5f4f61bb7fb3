import Testing
import SlidingNavigationBarCore
import SlidingNavigationBarLab

@Suite("Device presets and container layouts")
struct DeviceTests {
    /// The presets as the brief and the facts file give them, written out independently.
    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var width: Double
        var height: Double
        var scale: Double
        var statusBar: Double
        var landscapeStatusBar: Double
        var bar: Double
        var landscapeBar: Double
        var isPad: Bool
        var description: String { name }
    }

    static let table: [Row] = [
        Row(
            name: "iphone-se", width: 375, height: 667, scale: 2, statusBar: 20, landscapeStatusBar: 0, bar: 44, landscapeBar: 32,
            isPad: false),
        Row(
            name: "iphone-x", width: 375, height: 812, scale: 3, statusBar: 44, landscapeStatusBar: 0, bar: 44, landscapeBar: 32,
            isPad: false),
        Row(
            name: "iphone-12", width: 390, height: 844, scale: 3, statusBar: 47, landscapeStatusBar: 0, bar: 44, landscapeBar: 32,
            isPad: false),
        Row(
            name: "iphone-12-mini", width: 375, height: 812, scale: 3, statusBar: 50, landscapeStatusBar: 0, bar: 44, landscapeBar: 32,
            isPad: false),
        Row(
            name: "iphone-xr", width: 414, height: 896, scale: 2, statusBar: 48, landscapeStatusBar: 0, bar: 44, landscapeBar: 32,
            isPad: false),
        Row(
            name: "iphone-14-pro", width: 393, height: 852, scale: 3, statusBar: 59, landscapeStatusBar: 0, bar: 44, landscapeBar: 32,
            isPad: false),
        Row(
            name: "iphone-15-pro", width: 393, height: 852, scale: 3, statusBar: 54, landscapeStatusBar: 0, bar: 44, landscapeBar: 32,
            isPad: false),
        Row(
            name: "iphone-16-pro-max", width: 440, height: 956, scale: 3, statusBar: 62, landscapeStatusBar: 0, bar: 44, landscapeBar: 32,
            isPad: false),
        Row(
            name: "ipad-pro-11", width: 834, height: 1194, scale: 2, statusBar: 24, landscapeStatusBar: 24, bar: 50, landscapeBar: 50,
            isPad: true),
    ]

    @Test("preset values", arguments: table)
    func preset(_ row: Row) throws {
        let device = try #require(Device.named(row.name))
        #expect(device.name == row.name)
        #expect(device.screenSize == LayoutSize(width: row.width, height: row.height))
        #expect(device.scale == row.scale)
        #expect(device.statusBarHeight == row.statusBar)
        #expect(device.landscapeStatusBarHeight == row.landscapeStatusBar)
        #expect(device.barHeight == row.bar)
        #expect(device.landscapeBarHeight == row.landscapeBar)
        #expect(device.isPad == row.isPad)
    }

    @Test func presetsAreExactlyTheTableWithUniqueNames() {
        #expect(Device.presets.map(\.name).sorted() == Self.table.map(\.name).sorted())
        #expect(Set(Device.presets.map(\.name)).count == Device.presets.count)
    }

    @Test func unknownNamesFindNothing() {
        #expect(Device.named("iphone-3g") == nil)
        #expect(Device.named("iPhone-SE") == nil)
        #expect(Device.named("") == nil)
    }

    @Test("every device a scenario can name exists", arguments: DevicePreset.allCases)
    func scenarioPresetsExist(_ preset: DevicePreset) {
        #expect(Device.named(preset.rawValue) != nil)
    }

    @Test func presetsCoverEveryStatusBarOverlapAndBarHeight() {
        var overlaps = Set<Double>()
        var bars = Set<Double>()
        for device in Device.presets {
            for orientation in InterfaceOrientation.allCases {
                for container in ContainerKind.allCases {
                    let layout = device.layout(orientation, container: container)
                    overlaps.insert(layout.statusBarOverlap)
                    bars.insert(layout.barHeight)
                }
            }
        }
        #expect(overlaps == [0, 20, 24, 44, 47, 48, 50, 54, 59, 62])
        #expect(bars == [32, 44, 50])
    }

    /// Hand-computed layouts.
    struct Expected: Sendable, CustomStringConvertible {
        var device: String
        var orientation: InterfaceOrientation
        var container: ContainerKind
        var frame: LayoutRect
        var overlap: Double
        var bar: Double
        var description: String { "\(device) \(orientation.rawValue) \(container.rawValue)" }
    }

    static let layouts: [Expected] = [
        Expected(
            device: "iphone-14-pro", orientation: .portrait, container: .fullScreen, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852),
            overlap: 59, bar: 44),
        Expected(
            device: "iphone-14-pro", orientation: .landscape, container: .fullScreen,
            frame: LayoutRect(x: 0, y: 0, width: 852, height: 393), overlap: 0, bar: 32),
        // Sheet: 20 status bar + 10 gap = 30 from the top, 667 − 30 tall.
        Expected(
            device: "iphone-se", orientation: .portrait, container: .sheet, frame: LayoutRect(x: 0, y: 30, width: 375, height: 637),
            overlap: 0, bar: 44),
        Expected(
            device: "iphone-16-pro-max", orientation: .portrait, container: .sheet, frame: LayoutRect(x: 0, y: 72, width: 440, height: 884),
            overlap: 0, bar: 44),
        Expected(
            device: "iphone-se", orientation: .landscape, container: .sheet, frame: LayoutRect(x: 0, y: 0, width: 667, height: 375),
            overlap: 0, bar: 32),
        // iPad sheet: a 540 × 620 form centred: (834 − 540) / 2 = 147, (1194 − 620) / 2 = 287.
        Expected(
            device: "ipad-pro-11", orientation: .portrait, container: .sheet, frame: LayoutRect(x: 147, y: 287, width: 540, height: 620),
            overlap: 0, bar: 50),
        Expected(
            device: "ipad-pro-11", orientation: .landscape, container: .sheet, frame: LayoutRect(x: 327, y: 107, width: 540, height: 620),
            overlap: 0, bar: 50),
        Expected(
            device: "ipad-pro-11", orientation: .portrait, container: .split, frame: LayoutRect(x: 320, y: 0, width: 514, height: 1194),
            overlap: 24, bar: 50),
        Expected(
            device: "ipad-pro-11", orientation: .landscape, container: .split, frame: LayoutRect(x: 320, y: 0, width: 874, height: 834),
            overlap: 24, bar: 50),
        Expected(
            device: "ipad-pro-11", orientation: .landscape, container: .fullScreen, frame: LayoutRect(x: 0, y: 0, width: 1194, height: 834),
            overlap: 24, bar: 50),
        // A compact-width split view collapses: full screen.
        Expected(
            device: "iphone-12", orientation: .portrait, container: .split, frame: LayoutRect(x: 0, y: 0, width: 390, height: 844),
            overlap: 47, bar: 44),
        Expected(
            device: "iphone-12", orientation: .landscape, container: .split, frame: LayoutRect(x: 320, y: 0, width: 524, height: 390),
            overlap: 0, bar: 32),
    ]

    @Test("layout", arguments: layouts)
    func layout(_ expected: Expected) throws {
        let device = try #require(Device.named(expected.device))
        let layout = device.layout(expected.orientation, container: expected.container)
        #expect(layout.frameInScreen == expected.frame)
        #expect(layout.statusBarOverlap == expected.overlap)
        #expect(layout.barHeight == expected.bar)
        #expect(layout.scale == device.scale)
    }

    @Test("every layout lies on the screen; sheets never under the status bar", arguments: Device.presets, InterfaceOrientation.allCases)
    func layoutsStayOnScreen(device: Device, orientation: InterfaceOrientation) {
        let portrait = device.screenSize
        let screen =
            orientation == .portrait
            ? LayoutRect(x: 0, y: 0, width: portrait.width, height: portrait.height)
            : LayoutRect(x: 0, y: 0, width: portrait.height, height: portrait.width)
        for container in ContainerKind.allCases {
            let layout = device.layout(orientation, container: container)
            #expect(layout.frameInScreen.intersection(screen) == layout.frameInScreen, "\(container)")
            #expect(!layout.frameInScreen.isEmpty)
            switch container {
            case .fullScreen, .tabBar:
                #expect(layout.frameInScreen == screen)
            case .sheet:
                #expect(layout.statusBarOverlap == 0)
            case .split:
                #expect(layout.frameInScreen.maxX == screen.maxX)
            }
        }
    }
}
