import Foundation
import SlidingNavigationBarScenarioLanguage

/// What the player does for one scenario statement: a pure mapping, no UIKit, so that the
/// decision "which statement becomes which action" can be read and reviewed apart from the
/// code that performs it (`ScenarioPlayerViewController`).
enum PlayerStep: Equatable {
    /// Setup that the player applies before building the stack.
    case setRightToLeft(Bool)
    case setContainer(ContainerKind)
    case setDelegate(DelegateKind)
    /// `app bar-hidden=yes|no [animated=no]`: the app's own `setNavigationBarHidden(_:animated:)`, now.
    case appSetsBarHidden(Bool, animated: Bool)
    /// `app pop-gesture=off|on`: the app's own `interactivePopGestureRecognizer?.isEnabled`.
    case appSetsPopGesture(Bool)
    /// `app pop-gesture-delegate=nil|uikit`: the app clears the edge recognizer's delegate, or puts UIKit's back.
    case appSetsPopGestureDelegate(PopGestureDelegate)
    /// `app bar-alpha=A`: the app's own `navigationBar.alpha`, now.
    case appSetsBarAlpha(Double)
    /// `app bar-is-hidden=yes|no`: the app's own `navigationBar.isHidden`, now.
    case appWritesBarIsHidden(Bool)
    /// `app should-pop=yes|no|later`: the navigation controller's own answer to
    /// `navigationBar(_:shouldPop:)` for a back tap from now on (`ScenarioNavigationController`).
    case appAnswersShouldPop(ShouldPopAnswer)
    /// A page declaration: the player builds the page when a navigation step first names it.
    case declare(PageDeclaration)
    /// `root`: the initial stack, installed without animation.
    case installRoot([String])
    /// A navigation call on the real `UINavigationController`.
    case navigate(NavigationCall, animated: Bool, during: Bool)
    /// A step a finger (the user's or the UI test's) has to perform: the player shows a hint.
    case waitForFinger(FingerHint, during: Bool)
    case restyle(page: String, bar: BarStyleSpec?, title: String?)
    /// `option NAME …`: the app sets the page's own `slidingBar` options now.
    case setOptions(page: String, PageOptionChange)
    case scroll(page: String, ScrollPosition)
    case rotate(InterfaceOrientation)
    case setInterfaceStyle(InterfaceStyle)
    case memoryWarning
    /// `tab switch`: the tab bar controller selects its other tab, then the navigation
    /// controller's tab again.
    case switchTabAndBack
    /// `present full-screen|sheet`: the top page presents a modal page of the player's
    /// (`.fullScreen` or `.pageSheet`); `during`: one turn into the animated navigation before.
    case present(PresentationStyle, animated: Bool, during: Bool)
    /// `dismiss`: the modal presented last is dismissed; a navigation call said `during` next
    /// is made one turn into the dismissal.
    case dismiss(animated: Bool)
    /// Checks the player can make on the live controller (pixels are the oracle's job).
    case check(PlayerCheck)
    /// A statement that only means something to the lab's model; shown, not performed.
    case modelOnly(String)
}

/// A navigation controller call, by page name.
enum NavigationCall: Equatable {
    case push(String)
    case pop
    case popTo(String)
    case popToRoot
    case set([String])
}

/// What a finger (the user's, or the UI test's) or the device has to do; the player shows it as a hint.
enum FingerHint: Equatable {
    case swipe(SwipeSpec)
    case backTap
    case rotateDevice(InterfaceOrientation)

    /// The sentence shown on screen to a person holding the device.
    var instruction: String {
        switch self {
        case .backTap:
            return "Tap the back button"
        case .rotateDevice(let orientation):
            return "Rotate the device to \(orientation.rawValue)"
        case .swipe(let spec):
            let percent = Int((spec.fraction * 100).rounded())
            let lift = spec.outcome == .complete ? "and lift" : "and lift (it should cancel)"
            return "Swipe from the marker across \(percent)% of the width \(lift)"
        }
    }
}

/// A swipe in window points, as the hint draws it and the UI test performs it.
struct SwipePath: Equatable {
    var startX: Double
    var endX: Double
    var y: Double
    /// Points per second at lift, positive toward the trailing edge.
    var velocity: Double

    /// - Parameters:
    ///   - spec: the scenario's swipe (`from` points from the leading edge, `fraction` of the width).
    ///   - containerMinX: the navigation controller view's left edge in the window.
    ///   - containerWidth: its width.
    ///   - y: the height to swipe at.
    ///   - rightToLeft: the leading edge is the right one.
    init(spec: SwipeSpec, containerMinX: Double, containerWidth: Double, y: Double, rightToLeft: Bool) {
        let travel = spec.fraction * containerWidth
        if rightToLeft {
            startX = containerMinX + containerWidth - spec.from
            endX = max(containerMinX, startX - travel)
        } else {
            startX = containerMinX + spec.from
            endX = min(containerMinX + containerWidth, startX + travel)
        }
        self.y = y
        velocity = spec.velocity
    }

    /// `swipe x0=100 x1=295 y=420 velocity=350`: what the hint exposes for the UI test to read.
    var accessibilityValue: String {
        "swipe x0=\(Int(startX.rounded())) x1=\(Int(endX.rounded())) y=\(Int(y.rounded())) velocity=\(Int(velocity.rounded()))"
    }
}

/// A check the player can make from the navigation controller's state.
enum PlayerCheck: Equatable {
    case stack([String])
    case bar(String)
    case gesture(GestureOutcome)
}

/// Maps a parsed scenario to the player's steps, one step per statement, in file order.
enum ScenarioPlayerPlan {
    /// - Parameter scenario: a scenario from `ScenarioParser.parse(_:file:)`.
    /// - Returns: the steps with the line each came from, for the on-screen log.
    static func steps(for scenario: Scenario) -> [(line: Int, step: PlayerStep)] {
        scenario.statements.map { ($0.line, step(for: $0.command)) }
    }

    /// One statement's step. The host app's own words (`app …`, and a page's `app-bar=`,
    /// `view=scroll-below-bar`, `skips-super`, `hides-back-button`) are performed for real: the
    /// `app` words as steps here, the page's words by the page itself (`ScenarioPageViewController`).
    static func step(for command: ScenarioCommand) -> PlayerStep {
        switch command {
        case .device(let preset, let orientation):
            // The simulator or device the app runs on is the device; only the start orientation applies.
            return orientation == .landscape ? .rotate(.landscape) : .modelOnly("device \(preset.rawValue) (plays on this device)")
        case .ios(let version):
            return .modelOnly("ios \(version) (plays on this system's iOS)")
        case .glass(let on):
            // Glass is the app's build (its SDK and Info.plist), not something a scenario can switch.
            return .modelOnly("glass \(on ? "on" : "off") (plays as this build's bars are)")
        case .rtl(let on):
            return .setRightToLeft(on)
        case .container(let kind):
            return .setContainer(kind)
        case .delegate(let kind):
            return .setDelegate(kind)
        case .appSetsBarHidden(let hidden, let animated):
            return .appSetsBarHidden(hidden, animated: animated)
        case .appSetsPopGesture(let enabled):
            return .appSetsPopGesture(enabled)
        case .appSetsPopGestureDelegate(let owner):
            return .appSetsPopGestureDelegate(owner)
        case .appSetsBarAlpha(let alpha):
            return .appSetsBarAlpha(alpha)
        case .appWritesBarIsHidden(let hidden):
            return .appWritesBarIsHidden(hidden)
        case .appAnswersShouldPop(let answer):
            return .appAnswersShouldPop(answer)
        case .foreignLibrary(let library):
            return .modelOnly("foreign-library \(library.rawValue) (the Example app does not link it: the library runs here)")
        case .variant(let key, let value):
            return .modelOnly("variant \(key)=\(value) (a model variant: the real UIKit is whichever it is)")
        case .page(let declaration):
            return .declare(declaration)
        case .root(let names):
            return .installRoot(names)
        case .push(let name, let animated, let during):
            return .navigate(.push(name), animated: animated, during: during)
        case .pop(let animated, let during):
            return .navigate(.pop, animated: animated, during: during)
        case .popTo(let name, let animated, let during):
            return .navigate(.popTo(name), animated: animated, during: during)
        case .popToRoot(let animated, let during):
            return .navigate(.popToRoot, animated: animated, during: during)
        case .set(let names, let animated, let during):
            return .navigate(.set(names), animated: animated, during: during)
        case .back(let during):
            return .waitForFinger(.backTap, during: during)
        case .rejected:
            // UIKit raises an Objective-C exception for it, which Swift cannot catch: the player
            // skips it (nothing moves either way); the lab plays the shell's recovery.
            return .modelOnly("\(command.rendered()) (UIKit raises for it: the lab's model plays it, the player skips it)")
        case .swipe(let spec):
            return .waitForFinger(.swipe(spec), during: false)
        case .swipePush:
            // The Example app has no navigation delegate with its own push animator and pan: the
            // lab's model plays the app's interactive push, the player skips it.
            return .modelOnly("\(command.rendered()) (the app's own interactive push: the lab's model plays it, the player skips it)")
        case .style(let page, let bar, let title):
            return .restyle(page: page, bar: bar, title: title)
        case .option(let page, let change):
            return .setOptions(page: page, change)
        case .scroll(let page, let position):
            return .scroll(page: page, position)
        case .rotate(let orientation):
            return .rotate(orientation)
        case .appearance(let style):
            return .setInterfaceStyle(style)
        case .memoryWarning:
            return .memoryWarning
        case .lostEnd:
            // No public API makes UIKit lose a transition's end: the lab's model plays it.
            return .modelOnly("lost-end (the lab's model drops the transition's end; the player cannot)")
        case .expectStack(let names):
            return .check(.stack(names))
        case .expectBar(let name):
            return .check(.bar(name))
        case .expectGesture(let outcome):
            return .check(.gesture(outcome))
        case .expectTransition(let carriage):
            // Whether a transition was left to UIKit is the lab's reading of the shell's commands;
            // a screenshot shows the bars, which the other checks judge.
            return .modelOnly("expect transition \(carriage.rawValue) (judged by the lab's model)")
        case .host(let kind):
            // The player builds UIKit pages; a SwiftUI `NavigationStack` plays in the Example's
            // SwiftUI tab (`SwiftUIDemo.swift`), and the toolbar options are shown, not performed.
            return .modelOnly("host \(kind.rawValue) (the player builds UIKit pages; see the SwiftUI tab)")
        case .tabSwitch:
            return .switchTabAndBack
        case .present(let style, let animated, let during):
            return .present(style, animated: animated, during: during)
        case .dismiss(let animated):
            return .dismiss(animated: animated)
        }
    }

}

/// Whether the bar is hidden as UIKit alone would keep it: what the host app's own calls set,
/// and the `bar=hidden` option of the page on top. The player feeds it the app's calls as it
/// makes them (the `app bar-hidden=` step, an `app-bar=` page's `viewWillAppear` and
/// `viewWillDisappear`); the pixel frame and `expect bar` read the intended visibility from it,
/// never from the bar's state, so that a library that got the bar wrong is caught.
///
/// ```swift
/// var bar = HostAppBar()
/// bar.appSetsHidden(true, onTop: "Home")       // app bar-hidden=yes
/// bar.isHiddenAtRest(onTop: home)               // true: UIKit alone keeps the app's choice
/// bar.isHiddenByApp(onTop: home)                // true: the page shows no bar of its own
/// ```
struct HostAppBar: Equatable {
    /// The value of the app's last `setNavigationBarHidden(_:animated:)` (UIKit starts shown).
    private(set) var appHidden = false
    /// The page on top when the app last called at rest: the app's call wins over that page's
    /// `bar=hidden` option until another page comes on top.
    private var callWinsOverOptionOf: String?
    /// The navigation controller's own `isNavigationBarHidden`, as the app's calls set it.
    private var flagHidden = false
    /// The bar view's `isHidden` as the app wrote it (`app bar-is-hidden=`), while it differs
    /// from ``flagHidden``.
    private var writtenView: Bool?

    /// `app bar-hidden=`: the app calls `setNavigationBarHidden(hidden, animated:)` at rest.
    /// - Parameters:
    ///   - hidden: the value the app passes.
    ///   - top: the name of the page on top, whose option the call overrides.
    mutating func appSetsHidden(_ hidden: Bool, onTop top: String?) {
        appCalls(hidden)
        callWinsOverOptionOf = top
    }

    /// A page's `viewWillAppear`: an `app-bar=` page sets the bar there (unless `app-bar-in=`
    /// says another moment). A transition (even one that is cancelled) gives the page on top its
    /// option back; a modal's dismissal uncovering the page that was on top when it came
    /// (`uncoveredByModal`) is no transition of the navigation controller, and does not.
    mutating func pageWillAppear(_ page: PageDeclaration, uncoveredByModal: Bool = false) {
        if !uncoveredByModal { callWinsOverOptionOf = nil }
        guard page.appBarMoment == .viewWillAppear else { return }
        switch page.appBar {
        case .hidden?: appCalls(true)
        case .shown?: appCalls(false)
        case nil: break
        }
    }

    /// A page's own call at another moment (`app-bar-in=`, `app-bar-restore=next-turn`).
    mutating func pageSetsBar(_ hidden: Bool) {
        appCalls(hidden)
    }

    /// `app bar-is-hidden=`: the app writes the bar view's `isHidden`; the controller's flag
    /// (the value of the calls UIKit last applied) does not follow. Until a call that differs
    /// from the flag, the screen shows the view as written. (The library's own calls for a
    /// page's option move the flag too; this follows the app's calls only.)
    mutating func appWritesViewHidden(_ hidden: Bool) {
        writtenView = hidden == flagHidden ? nil : hidden
    }

    /// A `setNavigationBarHidden` of the app's: UIKit ignores it while a written view holds and
    /// the flag already agrees.
    private mutating func appCalls(_ hidden: Bool) {
        appHidden = hidden
        if writtenView != nil, hidden == flagHidden { return }
        flagHidden = hidden
        writtenView = nil
    }

    /// `style NAME bar=`: the page set its option after the app's call, so its option wins again.
    mutating func pageRestyled(_ name: String) {
        if callWinsOverOptionOf == name { callWinsOverOptionOf = nil }
    }

    /// A page's `viewWillDisappear`: an `app-bar=hidden` page shows the bar again there (on the
    /// next turn with `app-bar-restore=next-turn`: reported then, as ``pageSetsBar(_:)``).
    mutating func pageWillDisappear(_ page: PageDeclaration) {
        guard page.appBar == .hidden, page.appBarRestore == .viewWillDisappear,
            page.appBarMoment == .viewWillAppear || page.appBarMoment == .viewDidAppear
        else { return }
        appCalls(false)
    }

    /// Whether the bar is hidden at rest with `page` on top: its option, unless the app's call
    /// at rest overrode it, otherwise the app's last call.
    func isHiddenAtRest(onTop page: PageDeclaration) -> Bool {
        if let writtenView { return writtenView }
        if page.bar == .hidden, callWinsOverOptionOf != page.name { return true }
        return appHidden
    }

    /// Whether the bar is hidden at rest with `page` on top because of the app's own calls (not
    /// the page's option): the page then shows no bar of its own, whatever its `bar=`.
    func isHiddenByApp(onTop page: PageDeclaration) -> Bool {
        if let writtenView { return writtenView }
        if page.bar == .hidden, callWinsOverOptionOf != page.name { return false }
        return appHidden
    }
}

/// What the app was asked to do at launch, read from its launch arguments (the UI test sets them).
///
/// `-scenario NAME` opens the player on `NAME.scenario` and plays it at once;
/// `-animation-speed S` sets `window.layer.speed` (0.1 plays every animation ten times slower);
/// `-probe-uikit-facts` runs the UIKit fact probe (`UIKitFactProbe`) instead of the demo;
/// `-probe-log-path PATH` has it also write its log to `PATH` (a simulator app can write to a
/// path of the Mac's; the UI test passes one).
struct ExampleLaunchOptions: Equatable {
    var scenario: String?
    var animationSpeed: Float = 1
    var probeUIKitFacts = false
    var probeLogPath: String?
    var probePhotoDirectory: String?

    /// - Parameter arguments: `ProcessInfo.processInfo.arguments`.
    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "-scenario":
                scenario = iterator.next()
            case "-animation-speed":
                if let text = iterator.next(), let speed = Float(text), speed > 0 { animationSpeed = speed }
            case "-probe-uikit-facts":
                probeUIKitFacts = true
            case "-probe-log-path":
                probeLogPath = iterator.next()
            case "-probe-photo-dir":
                probePhotoDirectory = iterator.next()
            default:
                continue
            }
        }
    }
}
