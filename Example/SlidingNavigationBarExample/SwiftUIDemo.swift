// SwiftUI is compiled where it can be built: every SDK apps are built with (iOS 18 and later, where
// `SwiftUICore` exists; the App Store has required the iOS 26 SDK since April 2026), and on Linux
// only with the module `scripts/build-swiftui-module.sh` prebuilds (`-D SNB_PREBUILT_SWIFTUI`,
// as `.ci/run` does): this toolchain cannot rebuild the iOS 17 SDK's SwiftUI interface, and a
// plain `ios-build` must compile the library without it.
#if canImport(SwiftUICore) || SNB_PREBUILT_SWIFTUI
import SlidingNavigationBar
import SwiftUI

/// The SwiftUI tab: a `NavigationStack` whose destinations set their own bars with SwiftUI's
/// modifiers and the library's. Nothing here registers anything with the library.
@available(iOS 16.0, *)
struct SwiftUIDemo: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Orange toolbar background") { ColouredDestination(title: "Orange", colour: .orange) }
                NavigationLink("Teal toolbar background") { ColouredDestination(title: "Teal", colour: .teal) }
                NavigationLink("Hidden toolbar (.toolbar(.hidden))") { HiddenToolbarDestination() }
                NavigationLink("Hidden bar (the library's modifier)") { ModifierHiddenDestination() }
                NavigationLink("Opted out (SwiftUI's own transition)") { OptedOutDestination() }
            }
            .navigationTitle("SwiftUI")
            .toolbarBackground(Color.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}

/// A destination with its own toolbar background, and a link to the next colour.
@available(iOS 16.0, *)
struct ColouredDestination: View {
    let title: String
    let colour: Color

    var body: some View {
        List {
            Text("Swipe right anywhere to go back")
            NavigationLink("Next: pink") { ColouredDestination(title: "Pink", colour: .pink) }
            NavigationLink("Next: hidden toolbar") { HiddenToolbarDestination() }
        }
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(colour, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
    }
}

/// SwiftUI's own `.toolbar(.hidden, for: .navigationBar)`: the page comes in without a bar.
@available(iOS 16.0, *)
struct HiddenToolbarDestination: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
            Text("SwiftUI hid the toolbar; swipe right to go back").foregroundStyle(.white)
        }
        .toolbar(.hidden, for: .navigationBar)
    }
}

/// The library's modifier: the page owns a hidden bar, as `slidingBar.prefersNavigationBarHidden`.
@available(iOS 16.0, *)
struct ModifierHiddenDestination: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
            Text("slidingNavigationBar(hidden: true); swipe right to go back").foregroundStyle(.white)
        }
        .slidingNavigationBar(hidden: true)
    }
}

/// The library's modifier turning it off: SwiftUI's own transition for this page.
@available(iOS 16.0, *)
struct OptedOutDestination: View {
    var body: some View {
        Text("slidingNavigationBar(enabled: false)")
            .navigationTitle("Opted out")
            .toolbarBackground(Color.green, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .slidingNavigationBar(enabled: false)
    }
}
#endif
