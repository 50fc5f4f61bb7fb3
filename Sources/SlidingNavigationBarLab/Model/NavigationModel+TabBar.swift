import SlidingNavigationBarCore

/// The tab bar of a `container tab-bar`: a `UITabBarController` whose tab holds the navigation
/// controller, its tab bar shown at the bottom.
///
/// UIKit's rules, as the model takes them (docs/uikit-facts.md, "SwiftUI NavigationStack and tab
/// bars"): a page's `hidesBottomBarWhenPushed` keeps the tab bar hidden while that page or any
/// page above it is on the stack (Apple's documentation; the stack is walked from the top); a
/// transition between a page that shows the tab bar and one that hides it moves the tab bar with
/// the page that shows it; each page's content is laid out above the tab bar it has at rest.
/// The library has no command that touches the tab bar: the check below guards that it stays
/// so (a planted fault shows the check can fail).
struct TabBarModel {
    /// The tab bar's `isHidden` as it is now.
    var hidden = false
    /// During a transition between a page that shows the tab bar and one that hides it: the page
    /// whose view carries it.
    var ridesWith: PageID?
    /// During a transition: whether each of its two pages shows the tab bar at rest.
    var rest: [PageID: Bool] = [:]
    /// Where each page's content ended at the bottom in the last frame (container coordinates).
    var lastContentBottoms: [PageID: Double] = [:]
    /// The layout those bottoms were measured in: a new layout lays every page out anew.
    var lastLayout: ContainerLayout?
    /// How many times the user switched tabs and came back.
    var switches = 0
    /// A planted fault for tests: a shell that leaves the tab bar as hidden as the navigation bar
    /// at the end of each transition (what a library syncing "the bars" would do).
    var followsNavigationBarFault = false
}

extension NavigationModel {
    /// The tab bar's height with the home indicator's area below it, in this layout.
    var tabBarHeight: Double {
        let indicator = homeIndicatorHeight
        if device.isPad { return 50 + indicator }
        return (orientation == .portrait ? 49 : 32) + indicator
    }

    /// The bottom safe area without a tab bar: the home indicator's, on phones without a home button.
    var homeIndicatorHeight: Double {
        guard device.statusBarHeight > 24 || device.isPad else { return 0 }
        if device.isPad { return 20 }
        return orientation == .portrait ? 34 : 21
    }

    /// Whether UIKit shows the tab bar while `id` is on top of `stack`: no page from the bottom
    /// up to it hides it.
    func tabBarShown(_ id: PageID?, in stack: [PageID]) -> Bool {
        guard container == .tabBar, let id, let index = stack.firstIndex(of: id) else { return false }
        return !stack[...index].contains { pages[$0]?.declaration.hidesTabBar ?? false }
    }

    /// A transition begins: UIKit gives the tab bar to the page that shows it when only one does.
    mutating func beginTabTransition(_ spec: TransitionSpec, oldStack: [PageID]) {
        guard container == .tabBar else { return }
        let fromShows = tabBarShown(spec.from, in: oldStack)
        let toShows = tabBarShown(spec.to, in: spec.newStack)
        tabs.rest = [spec.from: fromShows, spec.to: toShows]
        if !spec.animated {
            // Without animation the new page is in place at once, and the tab bar with it: a
            // frame UIKit draws before the did-pair (`non-animated-frame=before-did`) shows both.
            tabs.ridesWith = nil
            tabs.hidden = !toShows
        } else if fromShows == toShows {
            tabs.ridesWith = nil
            tabs.hidden = !fromShows
        } else {
            tabs.ridesWith = fromShows ? spec.from : spec.to
            tabs.hidden = false
        }
    }

    /// The transition ended: the tab bar is back in its place, shown or hidden for the page on top.
    mutating func endTabTransition(_ spec: TransitionSpec, cancelled: Bool) {
        guard container == .tabBar else { return }
        tabs.ridesWith = nil
        tabs.hidden = !(tabs.rest[cancelled ? spec.from : spec.to] ?? tabBarShown(stack.last, in: stack))
        tabs.rest = [:]
        if tabs.followsNavigationBarFault { tabs.hidden = bar.isHidden }
    }

    /// A stack replaced without a transition (`set` with the same top): UIKit walks the new stack.
    mutating func restTabBarAfterStackChange() {
        guard container == .tabBar else { return }
        tabs.hidden = !tabBarShown(stack.last, in: stack)
        tabs.lastContentBottoms = [:]  // UIKit lays the page on top out anew
    }

    /// `tab switch`: another tab's controller replaces the navigation controller on screen and
    /// then gives way to it again. The pages get no navigation transition, only their appearance
    /// callbacks; the other tab's navigation controller, shown for the first time, has its own
    /// engine and its root appears unannounced, as `root` does here.
    mutating func switchTabAndBack() {
        guard let top = stack.last else { return }
        tabs.switches += 1
        send(.viewWillDisappear(top))
        send(.viewDidDisappear(top))
        send(.viewWillAppear(top, coordinatorPresent: false, profile: profile(top)))
        send(.viewDidAppear(top))
        renderFrame("tab switch and back", atRest: true)
    }

    /// The tab bar's check, run at every frame of a `container tab-bar`: it is where UIKit alone
    /// would put it, and no page's content moves at the bottom while the page is on screen.
    ///
    /// What is intended is computed from the stack and the running transition alone (UIKit's
    /// rules above); what is seen from the tab bar's state as it was left by everything that ran.
    mutating func tabBarProblem(_ onScreen: [(PageID, Double)]) -> String? {
        guard container == .tabBar else { return nil }
        let offsets = Dictionary(onScreen.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        // A tab bar carried by a page at rest in its place is simply at the bottom.
        func carried(by page: PageID) -> String {
            let x = offsets[page] ?? 0
            return abs(x) < 1e-6 ? "at the bottom" : "with \(name(page)) at x=\(x)"
        }
        // Intended: at rest, shown for the page on top; in a transition, fixed where both pages
        // show it, gone where neither does, with the page that shows it where only one does.
        var intended: String
        // Once UIKit put the tab bar back in its place (`endTabTransition`, before the end
        // callbacks), the frames drawn during those callbacks show it at rest.
        if let motion, !tabs.rest.isEmpty {
            let lower = tabBarShownAtRest(motion.from)
            let upper = tabBarShownAtRest(motion.to)
            if lower == upper {
                intended = lower ? "at the bottom" : "hidden"
            } else {
                let carrier = lower ? motion.from : motion.to
                intended = carried(by: carrier)
            }
        } else {
            intended = tabBarShown(stack.last, in: stack) ? "at the bottom" : "hidden"
        }
        let seen: String
        if tabs.hidden {
            seen = "hidden"
        } else if let carrier = tabs.ridesWith {
            seen = carried(by: carrier)
        } else {
            seen = "at the bottom"
        }
        // The content of each page on screen ends above the tab bar it sees.
        let height = layout.frameInScreen.height
        var bottoms: [PageID: Double] = [:]
        for (id, dx) in onScreen where abs(dx) < width - 1e-6 {
            let covered = !tabs.hidden && (tabs.ridesWith == nil || tabs.ridesWith == id)
            bottoms[id] = height - (covered ? tabBarHeight : homeIndicatorHeight)
        }
        let sameLayout = tabs.lastLayout == layout
        defer {
            tabs.lastContentBottoms = bottoms
            tabs.lastLayout = layout
        }
        if seen != intended {
            return "the tab bar is \(seen), UIKit alone would put it \(intended)"
        }
        for (id, bottom) in bottoms where sameLayout {
            guard let before = tabs.lastContentBottoms[id], abs(before - bottom) > 1e-6 else { continue }
            return "content jump at the bottom: \(name(id))'s content ended at y=\(before), now y=\(bottom), while on screen"
        }
        return nil
    }

    /// Whether a page of the running transition shows the tab bar at rest.
    func tabBarShownAtRest(_ id: PageID) -> Bool {
        tabs.rest[id] ?? tabBarShown(id, in: stack)
    }
}
