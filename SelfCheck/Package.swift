// swift-tools-version: 6.0
// The Example app's self-check: what it needs besides the library, kept out of the library's
// package so that an app adding SlidingNavigationBar sees one library product.
//
// - SlidingNavigationBarScenarioLanguage: reads and writes the scenario files (Foundation only).
// - SlidingNavigationBarPixelOracle: judges screenshots of colour-coded scenario frames.
// - SlidingNavigationBarUIKitProbe: the UIKit fact probe's records and what they answer.
//
// The lab (the root package) builds the same three folders as targets of its own, to run the
// scenarios and test the oracle on Linux; the tests live there (Tests/ at the repository root).
// Each package builds only the targets its dependants use, so the names never meet in one build.
import PackageDescription

let package = Package(
    name: "SlidingNavigationBarSelfCheck",
    platforms: [.iOS(.v13)],
    products: [
        .library(
            name: "SlidingNavigationBarSelfCheck",
            targets: [
                "SlidingNavigationBarScenarioLanguage", "SlidingNavigationBarPixelOracle", "SlidingNavigationBarUIKitProbe",
            ])
    ],
    targets: [
        .target(name: "SlidingNavigationBarScenarioLanguage"),
        .target(name: "SlidingNavigationBarPixelOracle"),
        .target(name: "SlidingNavigationBarUIKitProbe"),
    ],
    swiftLanguageModes: [.v6]
)
