import Testing

import SlidingNavigationBarCore
@testable import SlidingNavigationBarLab

/// Title colours (issue 32 item 2) are part of the whole bar a page carries: the oracle tells a
/// title in one page's colour from the same title in another's, and the model gives each page the
/// colour of the appearance that draws its title.
@Suite struct TitleColorTests {
    /// Home has no appearance of its own; Dark styles the shared bar once, in its viewDidLoad,
    /// with a yellow title (`title-color-leaks-after-pop-view-did-load` in the catalogue).
    static let leak = """
        device iphone-15-pro
        ios 17
        page Home title=Home
        page Dark title=Dark app-style=#1C1C1E app-title-color=#FFD60A app-style-in=view-did-load
        page Plain bar=#34C759 title=Plain
        root Home
        push Dark
        push Plain
        pop
        pop
        """

    @Test func aTitleInAnotherColourIsADifference() {
        let white = BarLook(
            background: "#1C1C1E", title: "A", titleColor: "#FFFFFF", heightClass: .standard,
            boundary: LayoutRect(x: 0, y: 0, width: 100, height: 64))
        var yellow = white
        yellow.titleColor = "#FFD60A"
        let difference = StripCompositor.difference(
            seen: [.bar(yellow, at: white.boundary)], intended: [.bar(white, at: white.boundary)], width: 100)
        #expect(difference?.contains("#FFD60A") == true)
        #expect(
            StripCompositor.difference(seen: [.bar(white, at: white.boundary)], intended: [.bar(white, at: white.boundary)], width: 100)
                == nil)
    }

    /// Through the first push, Home carries its bar with the system's title (as it was before
    /// Dark's viewDidLoad restyled the bar) and Dark its yellow one; Plain's own appearance keeps
    /// the system's; once popped back to, Home shows the yellow title left on the bar (UIKit's leak).
    @Test func eachPageCarriesTheTitleColourItHasAtRest() throws {
        let scenario = try ScenarioParser.parse(Self.leak, file: "title-color.scenario")
        let model = ScenarioRunner.run(scenario, variant: ModelVariant(), recordFrames: true)
        #expect(model.violations.isEmpty, "\(model.violations.map(\.description))")
        // (The frames of the animation itself, "push Dark at N%".)
        let firstPush = model.frames.filter { $0.line == 7 && $0.pages.count == 2 && $0.label.hasSuffix("%") }
        #expect(!firstPush.isEmpty)
        for frame in firstPush {
            let home = frame.pages.first { $0.name == "Home" }
            let dark = frame.pages.first { $0.name == "Dark" }
            #expect(home?.intendedLook?.titleColor == "")
            #expect(dark?.intendedLook?.titleColor == "#FFD60A")
            // What the library attached holds the same colours (the strip comparison holds it to them).
            if let carried = home?.snapshotLook { #expect(carried.titleColor == "") }
            if let carried = dark?.snapshotLook { #expect(carried.titleColor == "#FFD60A") }
        }
        let plain = model.frames.last { $0.line == 8 }
        #expect(plain?.barLook?.titleColor == "")
        let home = model.frames.last { $0.line == 10 }
        #expect(home?.barOwner == "Home")
        #expect(home?.barLook?.titleColor == "#FFD60A")
    }
}
