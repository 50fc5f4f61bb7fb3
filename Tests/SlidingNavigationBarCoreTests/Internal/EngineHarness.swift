@testable import SlidingNavigationBarCore

/// Drives a `TransitionEngine` like a shell: forwards events with the bar's state, answers
/// `capture` commands, and keeps what it applied, so tests read as UIKit stories.
struct EngineHarness {
    static let a = PageID(1)
    static let b = PageID(2)
    static let boundary = LayoutRect(x: 0, y: 0, width: 393, height: 103)

    let driver = EngineDriver()
    var host = Host()
    var engine: TransitionEngine { driver.engine }
    var bar: BarState {
        get { host.bar }
        set { host.bar = newValue }
    }
    var applied: [TransitionCommand] { host.applied }
    var notes: [String] { host.notes }

    /// The shell's stand-in: answers captures with an image (or no bar when the bar is hidden) and
    /// follows `setBarHidden`.
    struct Host: EngineHost {
        var bar = BarState(showsPage: EngineHarness.a, isHidden: false)
        var applied: [TransitionCommand] = []
        var notes: [String] = []

        func barState() -> BarState { bar }

        mutating func apply(_ command: TransitionCommand) -> TransitionEventKind? {
            applied.append(command)
            switch command {
            case .capture(let page, _):
                return .captureFinished(
                    page,
                    bar.isHidden
                        ? .noBar
                        : .image(
                            boundary: EngineHarness.boundary,
                            placement: PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852))))
            case .setBarHidden(let hidden, _):
                bar.isHidden = hidden
            default: break
            }
            return nil
        }

        mutating func trace(_ step: EngineDriver.Step) {
            if case .note(let note) = step { notes.append(note) }
        }
    }

    static func profile(
        hidden: Bool = false, enabled: Bool = true, height: BarHeightClass = .standard, prompt: Bool = false, zoom: Bool = false,
        statusBarMovesBar: Bool = false
    ) -> PageProfile {
        PageProfile(
            options: ResolvedSlidingBarOptions(isEnabled: enabled, prefersNavigationBarHidden: hidden), heightClass: height,
            hasPrompt: prompt, prefersZoomTransition: zoom, hidesStatusBarAboveBar: statusBarMovesBar)
    }

    static func request(
        stack: [PageID] = [a], profiles: [PageID: PageProfile] = [a: profile(), b: profile()], animated: Bool = true,
        customAnimator: Bool = false
    ) -> NavigationRequest {
        NavigationRequest(stack: stack, profiles: profiles, animated: animated, delegateProvidesAnimator: customAnimator)
    }

    /// Sends one event through the driver; returns the commands it and its answers produced.
    @discardableResult
    mutating func send(_ kind: TransitionEventKind) -> [TransitionCommand] {
        let before = host.applied.count
        driver.send(kind, to: &host)
        return Array(host.applied[before...])
    }

    /// Push A → B with the bar switching to B just before B's `viewWillAppear`.
    mutating func startPush(request: NavigationRequest = request()) {
        send(.willNavigate(.push(Self.b), request))
        send(.didNavigate(coordinatorPresent: true))
        send(.viewWillDisappear(Self.a))
        bar.showsPage = Self.b
        send(.viewWillAppear(Self.b, coordinatorPresent: true, profile: Self.profile()))
        send(.animationWillStart)
    }
}
