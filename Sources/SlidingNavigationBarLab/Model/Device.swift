import SlidingNavigationBarCore

/// A device the lab can model: its screen and the heights UIKit gives the status bar and the
/// navigation bar on it.
///
/// ```swift
/// let phone = Device.named("iphone-14-pro")!
/// phone.layout(.portrait, container: .fullScreen).statusBarOverlap // 59
/// ```
package struct Device: Sendable, Hashable, CustomStringConvertible {
    /// The preset's name, as scenarios write it (`iphone-14-pro`).
    package var name: String
    /// The screen in portrait, in points.
    package var screenSize: LayoutSize
    /// Pixels per point.
    package var scale: Double
    /// The status bar's height in portrait (the safe area's top on notched phones).
    package var statusBarHeight: Double
    /// The status bar's height in landscape; 0 where the system hides it.
    package var landscapeStatusBarHeight: Double
    /// The standard navigation bar's height in portrait.
    package var barHeight: Double
    /// The standard navigation bar's height in landscape.
    package var landscapeBarHeight: Double
    /// True for an iPad: regular size classes, a taller bar, a status bar in landscape.
    package var isPad: Bool

    package init(
        name: String,
        screenSize: LayoutSize,
        scale: Double,
        statusBarHeight: Double,
        landscapeStatusBarHeight: Double,
        barHeight: Double,
        landscapeBarHeight: Double,
        isPad: Bool
    ) {
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.landscapeStatusBarHeight = landscapeStatusBarHeight
        self.barHeight = barHeight
        self.landscapeBarHeight = landscapeBarHeight
        self.isPad = isPad
    }

    package var description: String { name }

    // MARK: Where the numbers come from
    //
    // Screen sizes and scales: Apple's published device specifications (the Human Interface
    // Guidelines' layout specifications); they are not in the project's facts file.

    /// iPhone landscape: the status bar is hidden and the bar is 32 pt (compact height).
    ///
    /// The 32 pt comes from an older book (https://trantor.is/content/meZPSqrOGNt9MH_R/ch05s02.html);
    /// it is **unconfirmed** on notched and Dynamic Island phones. The hidden landscape status bar
    /// is common knowledge, not sourced in the facts file.
    static let phoneLandscapeStatusBar = 0.0
    static let phoneLandscapeBar = 32.0

    /// iPhone portrait bar: 44 pt (64 with a 20 pt status bar).
    ///
    /// Source: https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4
    static let phoneBar = 44.0

    /// iPad bar: 50 pt for apps built with the iOS 12 SDK or later, in both orientations.
    ///
    /// Source: https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4
    static let padBar = 50.0

    /// The presets. Portrait status bar heights, by device:
    ///
    /// - 20 (home-button phones), 44 (X/XS/11 Pro), 48 (XR/11 on iOS 14+), 47 (12/13/14),
    ///   50 (12 mini/13 mini), 59 (14 Pro/Pro Max): third-party tables, namely the
    ///   `StatusBarUtil.js` table of the `ducanh261101a/AppChamCong` project (which cites
    ///   useyourloaf and https://developer.apple.com/forums/thread/662466) and the comment table
    ///   of `react-native-safearea-height`.
    /// - 54 (15 Pro: `statusBarFrame` on Dynamic Island phones on iOS 17+) and 62 (16 Pro Max):
    ///   **unconfirmed**.
    /// - 24 (iPad Pro 11", both orientations): **unconfirmed**; not in the facts file.
    package static let presets: [Device] = [
        .phone("iphone-se", width: 375, height: 667, scale: 2, statusBar: 20),
        .phone("iphone-x", width: 375, height: 812, scale: 3, statusBar: 44),
        .phone("iphone-12", width: 390, height: 844, scale: 3, statusBar: 47),
        .phone("iphone-12-mini", width: 375, height: 812, scale: 3, statusBar: 50),
        .phone("iphone-xr", width: 414, height: 896, scale: 2, statusBar: 48),
        .phone("iphone-14-pro", width: 393, height: 852, scale: 3, statusBar: 59),
        .phone("iphone-15-pro", width: 393, height: 852, scale: 3, statusBar: 54),
        .phone("iphone-16-pro-max", width: 440, height: 956, scale: 3, statusBar: 62),
        Device(
            name: "ipad-pro-11",
            screenSize: LayoutSize(width: 834, height: 1194),
            scale: 2,
            statusBarHeight: 24,
            landscapeStatusBarHeight: 24,
            barHeight: padBar,
            landscapeBarHeight: padBar,
            isPad: true
        ),
    ]

    /// The preset called `name`, or `nil` when there is none.
    package static func named(_ name: String) -> Device? {
        presets.first { $0.name == name }
    }

    /// An iPhone: 44 pt bar in portrait; hidden status bar and 32 pt bar in landscape.
    private static func phone(_ name: String, width: Double, height: Double, scale: Double, statusBar: Double) -> Device {
        Device(
            name: name,
            screenSize: LayoutSize(width: width, height: height),
            scale: scale,
            statusBarHeight: statusBar,
            landscapeStatusBarHeight: phoneLandscapeStatusBar,
            barHeight: phoneBar,
            landscapeBarHeight: phoneLandscapeBar,
            isPad: false
        )
    }
}

extension Device {
    /// The screen's size in `orientation`.
    package func screenSize(_ orientation: InterfaceOrientation) -> LayoutSize {
        switch orientation {
        case .portrait: screenSize
        case .landscape: LayoutSize(width: screenSize.height, height: screenSize.width)
        }
    }

    /// The status bar's height in `orientation`.
    package func statusBarHeight(_ orientation: InterfaceOrientation) -> Double {
        orientation == .portrait ? statusBarHeight : landscapeStatusBarHeight
    }

    /// Whether a page's hidden status bar (`prefersStatusBarHidden`) moves the bar up into the
    /// status bar's place in `orientation`: where the status bar is the window's only top inset,
    /// a phone with a home button (a 20 pt status bar) in portrait, and an iPad (**unconfirmed**
    /// for iPads; WXNavigationBar issue 5 reports the bar moving up on a phone). A notched or
    /// Dynamic Island phone keeps the sensor housing's inset; a phone in landscape hides the
    /// status bar anyway.
    package func hidingStatusBarMovesBar(_ orientation: InterfaceOrientation) -> Bool {
        isPad || (orientation == .portrait && statusBarHeight <= 20)
    }

    /// The window's bottom safe-area inset in `orientation`: the home indicator's height on a
    /// phone whose status bar is taller than 20 pt (a sensor housing: 34 pt in portrait, 21 pt in
    /// landscape) and on the iPad Pro 11 (20 pt); 0 on a phone with a home button. Read by the
    /// shell (`StatusBarFacts`), which the model runs.
    package func windowBottomInset(_ orientation: InterfaceOrientation) -> Double {
        if isPad { return 20 }
        guard statusBarHeight > 20 else { return 0 }
        return orientation == .portrait ? 34 : 21
    }

    /// The standard bar's height in `orientation`.
    package func barHeight(_ orientation: InterfaceOrientation) -> Double {
        orientation == .portrait ? barHeight : landscapeBarHeight
    }

    /// The top gap of an iOS 13+ page sheet below the status bar on an iPhone in portrait (the
    /// presenting screen shows behind it). An approximation: the exact value is unconfirmed.
    static let sheetTopGap = 10.0
    /// The size of a sheet on an iPad: the classic form-sheet size, centred. An approximation for
    /// iOS 13+ page sheets, whose exact size is unconfirmed.
    static let padSheetSize = LayoutSize(width: 540, height: 620)
    /// The width of a split view's primary column, so the detail column starts at this x.
    static let splitPrimaryWidth = 320.0

    /// Where a navigation controller sits on this device, held by `container`.
    ///
    /// - full-screen: the whole screen; the status bar lies over its top.
    /// - sheet: an iOS 13+ page sheet. On an iPhone in portrait it starts 10 pt below the status
    ///   bar and keeps the full width; on an iPad it is a centred 540 × 620 form; on an iPhone in
    ///   landscape (compact height) it adapts to full screen. Never under the status bar. The bar
    ///   keeps the device's standard height; whether UIKit gives a bar in a sheet another height
    ///   is unconfirmed.
    /// - split: the detail column of a split view, right of a 320 pt primary column, under the
    ///   status bar. An iPhone in portrait (compact width) collapses the split view, so the
    ///   navigation controller then fills the screen.
    ///
    /// - Parameters:
    ///   - orientation: how the device is held.
    ///   - container: what holds the navigation controller.
    package func layout(_ orientation: InterfaceOrientation, container: ContainerKind) -> ContainerLayout {
        let screen = screenSize(orientation)
        let statusBar = statusBarHeight(orientation)
        let whole = LayoutRect(x: 0, y: 0, width: screen.width, height: screen.height)
        let frame: LayoutRect
        let overlap: Double
        switch container {
        case .fullScreen, .tabBar:
            // A tab bar controller's tab fills the screen; its tab bar lies over the bottom.
            frame = whole
            overlap = statusBar
        case .sheet:
            if isPad {
                frame = LayoutRect(
                    x: (screen.width - Self.padSheetSize.width) / 2,
                    y: (screen.height - Self.padSheetSize.height) / 2,
                    width: Self.padSheetSize.width,
                    height: Self.padSheetSize.height
                )
            } else if orientation == .landscape {
                frame = whole
            } else {
                let top = statusBar + Self.sheetTopGap
                frame = LayoutRect(x: 0, y: top, width: screen.width, height: screen.height - top)
            }
            overlap = 0
        case .split:
            if isPad || orientation == .landscape {
                frame = LayoutRect(
                    x: Self.splitPrimaryWidth,
                    y: 0,
                    width: screen.width - Self.splitPrimaryWidth,
                    height: screen.height
                )
            } else {
                frame = whole
            }
            overlap = statusBar
        }
        return ContainerLayout(
            frameInScreen: frame,
            statusBarOverlap: overlap,
            barHeight: barHeight(orientation),
            scale: scale,
            isVerticallyCompact: !isPad && orientation == .landscape
        )
    }
}
