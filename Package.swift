// swift-tools-version: 6.0
// SlidingNavigationBar: every page of a UINavigationController carries its own whole bar.
//
// Targets:
// - SlidingNavigationBarCore: every decision, Foundation only, tested on Linux.
// - SlidingNavigationBar: the thin UIKit shell (compiles away off iOS).
// - SlidingNavigationBarLoader: the Objective-C shim that installs at image load.
// - SlidingNavigationBarLab + transition-lab: a model of UIKit and an oracle; never shipped to apps.
// - The scenario language, the pixel oracle and the UIKit fact probe live in SelfCheck/, a package
//   of their own that the Example app depends on; the lab builds them from there as targets of
//   this package, so an app adding this package sees one library product.
import PackageDescription

let package = Package(
    name: "SlidingNavigationBar",
    platforms: [.iOS(.v13)],
    products: [
        .library(name: "SlidingNavigationBar", targets: ["SlidingNavigationBar"]),
        // The lab's command line, so that `swift run transition-lab` works from a clone.
        .executable(name: "transition-lab", targets: ["transition-lab"]),
    ],
    targets: [
        .target(name: "SlidingNavigationBarCore"),
        .target(name: "SlidingNavigationBarLoader"),
        .target(
            name: "SlidingNavigationBar",
            dependencies: ["SlidingNavigationBarCore", "SlidingNavigationBarLoader"]
        ),
        // The scenario files' language: Foundation only, shared by the lab and the Example's player.
        .target(name: "SlidingNavigationBarScenarioLanguage", path: "SelfCheck/Sources/SlidingNavigationBarScenarioLanguage"),
        // Judges screenshots of colour-coded scenario frames: Foundation-free, shared by the lab and the Example.
        .target(name: "SlidingNavigationBarPixelOracle", path: "SelfCheck/Sources/SlidingNavigationBarPixelOracle"),
        // The UIKit fact probe's records (the Example records them on a Mac) and what they answer
        // of the lab's unconfirmed questions: Foundation only, shared by the Example and the lab.
        .target(name: "SlidingNavigationBarUIKitProbe", path: "SelfCheck/Sources/SlidingNavigationBarUIKitProbe"),
        .target(
            name: "SlidingNavigationBarLab",
            dependencies: [
                "SlidingNavigationBarCore", "SlidingNavigationBarScenarioLanguage", "SlidingNavigationBarPixelOracle",
                "SlidingNavigationBarUIKitProbe",
            ]
        ),
        .executableTarget(name: "transition-lab", dependencies: ["SlidingNavigationBarLab"]),
        // Measures the engine's cost per event; not part of any library product.
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "engine-benchmark",
            dependencies: ["SlidingNavigationBarCore", "SlidingNavigationBarLab", "BenchmarkSupport"]
        ),
        .testTarget(name: "SlidingNavigationBarCoreTests", dependencies: ["SlidingNavigationBarCore"]),
        .testTarget(
            name: "SlidingNavigationBarLabTests",
            dependencies: [
                "SlidingNavigationBarLab", "SlidingNavigationBarCore", "SlidingNavigationBarPixelOracle", "SlidingNavigationBarUIKitProbe",
            ]
        ),
        .testTarget(name: "SlidingNavigationBarPixelOracleTests", dependencies: ["SlidingNavigationBarPixelOracle"]),
        .testTarget(name: "SlidingNavigationBarUIKitProbeTests", dependencies: ["SlidingNavigationBarUIKitProbe"]),
    ],
    swiftLanguageModes: [.v6]
)
