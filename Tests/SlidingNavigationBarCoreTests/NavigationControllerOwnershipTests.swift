import Testing

@testable import SlidingNavigationBarCore

@Suite struct NavigationControllerOwnershipTests {
    struct Row: Sendable, CustomStringConvertible {
        var plain: Bool
        var path: String?
        var served: Bool
        var className: String? = nil
        var description: String { "plain=\(plain) \(path ?? "nil") \(className ?? "") → \(served)" }
    }

    static let simulatorRoot =
        "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/Library/Developer/CoreSimulator/Profiles/Runtimes/iOS.simruntime/Contents/Resources/RuntimeRoot"

    static let rows: [Row] = [
        // A plain UINavigationController is the app's, wherever UIKit lives.
        Row(plain: true, path: "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore", served: true),
        // The app's own subclass, on a device and on a simulator.
        Row(plain: false, path: "/private/var/containers/Bundle/Application/X/App.app/App", served: true),
        Row(
            plain: false, path: "/Users/me/Library/Developer/CoreSimulator/Devices/X/data/Containers/Bundle/Application/Y/App.app/App",
            served: true),
        // A subclass in a framework the app embeds is the app's.
        Row(plain: false, path: "/private/var/containers/Bundle/Application/X/App.app/Frameworks/Router.framework/Router", served: true),
        // System subclasses: the image picker (UIKitCore), SwiftUI's, on a device and a simulator.
        Row(plain: false, path: "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore", served: false),
        Row(plain: false, path: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI", served: false),
        Row(plain: false, path: simulatorRoot + "/System/Library/Frameworks/ContactsUI.framework/ContactsUI", served: false),
        Row(plain: false, path: "/usr/lib/libSomething.dylib", served: false),
        // SwiftUI's NavigationStack controller is served (issue 17), under either name.
        Row(
            plain: false, path: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI", served: true,
            className: "SwiftUI.UIKitNavigationController"),
        Row(
            plain: false, path: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI", served: true,
            className: "_TtC7SwiftUI25UIKitNavigationController"),
        // Another SwiftUI subclass is not.
        Row(
            plain: false, path: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI", served: false,
            className: "SwiftUI.SomeOtherController"),
        // Unknown image: served, as before this rule.
        Row(plain: false, path: nil, served: true),
    ]

    @Test(arguments: rows)
    func servesOnlyTheAppsNavigationControllers(_ row: Row) {
        #expect(
            NavigationControllerOwnership.isServed(
                isPlainNavigationController: row.plain, classImagePath: row.path, className: row.className) == row.served)
    }
}
