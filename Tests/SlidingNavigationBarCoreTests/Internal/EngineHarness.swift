@testable import SlidingNavigationBarCore

/// Drives a `TransitionEngine` like a shell: forwards events with the bar's state, answers
/// `capture` commands, and keeps what it applied, so tests read as UIKit stories.
struct EngineHarness {
    static let a = PageID(1)
    static let b = PageID(2)
    static let boundary = LayoutRect(x: 0, y: 0, width: 393, height: 103)

    var engine = TransitionEngine()
    var bar = BarState(showsPage: a, isHidden: false)
    var applied: [TransitionCommand] = []
    var notes: [TransitionNote] = []

    static func profile(hidden: Bool = false, enabled: Bool = true, height: BarHeightClass = .standard) -> PageProfile {
        PageProfile(options: ResolvedSlidingBarOptions(isEnabled: enabled, prefersNavigationBarHidden: hidden), heightClass: height)
    }

    static func request(
        stack: [PageID] = [a], profiles: [PageID: PageProfile] = [a: profile(), b: profile()], animated: Bool = true,
        customAnimator: Bool = false
    ) -> NavigationRequest {
        NavigationRequest(stack: stack, profiles: profiles, animated: animated, delegateProvidesAnimator: customAnimator)
    }

    /// Sends one event; answers captures with an image (or no bar when the bar is hidden).
    @discardableResult
    mutating func send(_ kind: TransitionEventKind) -> [TransitionCommand] {
        var queue = [kind]
        var produced: [TransitionCommand] = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            let output = engine.handle(TransitionEvent(next, bar: bar))
            notes += output.notes
            for command in output.commands {
                produced.append(command)
                switch command {
                case .capture(let page, _):
                    queue.append(.captureFinished(page, bar.isHidden
                        ? .noBar
                        : .image(boundary: Self.boundary, placement: PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852)))))
                case .setBarHidden(let hidden, _):
                    bar.isHidden = hidden
                default: break
                }
            }
        }
        applied += produced
        return produced
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
