import SlidingNavigationBarCore

// Which of our hooks UIKit calls, and when, for each way a navigation is made: the package
// methods, the back button (``ModelVariant/backButton``), a swipe's recognizers. What the shell
// does with what they hear is its own (`NavigationShellCore`, run through ``hook(_:)``).
extension NavigationModel {
    /// Whether any hook hears this transition start (else the shell may announce it late).
    func hooksHear(_ spec: TransitionSpec) -> Bool {
        switch spec.entry {
        case .call: true
        case .backButton: variant.backButton != .silent
        case .swipe(let driver):
            // The bar delegate hears it before UIKit's target starts the pop; our pan's target
            // announces it at its own `.began`, also before. On UIKit's recognizers our target
            // runs after UIKit's has started the pop, and the pop's pages can then be read only
            // from the navigation controller's coordinator: without one yet, the pop is
            // announced late, at its first appearance callback.
            swipeAsksTheBar(spec)
                || (fault != .announcesPopOnlyFromShouldPop && (driver == .fullScreenPan || variant.coordinator == .afterCall))
        }
    }

    /// Whether UIKit asks the bar delegate (`navigationBar(_:shouldPop:)`) as a swipe's pop
    /// starts: not always for a page whose bar is hidden (``ModelVariant/HiddenSwipeShouldPop``).
    func swipeAsksTheBar(_ spec: TransitionSpec) -> Bool {
        !restHiddenComingOnTop(spec.to, after: spec.from) || variant.hiddenSwipeShouldPop == .yes
    }

    /// Our hooks as the transition starts, before UIKit acts on it. Returns, per hooked call
    /// entered (outermost first), whether its end must be reported when it returns.
    mutating func hooksHearBegin(_ spec: TransitionSpec) -> [Bool] {
        guard let call = spec.call else { return [] }
        switch spec.entry {
        case .call:
            return hooksHearCall(call, animated: spec.animated)
        case .backButton:
            switch variant.backButton {
            case .publicPop: return hooksHearCall(.pop, animated: true)
            case .barDelegateOnly: return barAsksToPop()
            // The bar delegate's method calls the package pop inside it.
            case .both: return barAsksToPop() + hooksHearCall(.pop, animated: true)
            case .silent: return []
            }
        case .swipe(let driver):
            // Our full-screen pan's own target runs before UIKit's: the pop is announced at its
            // `.began`. On UIKit's recognizers our target is added after UIKit's.
            if driver == .fullScreenPan, fault != .announcesPopOnlyFromShouldPop { recognizer(.willBegin) }
            return swipeAsksTheBar(spec) ? barAsksToPop() : []
        }
    }

    /// A package navigation method: our hook around it.
    mutating func hooksHearCall(_ call: NavigationCall, animated: Bool) -> [Bool] {
        var entered = false
        traceModel("hook willNavigate \(call)")
        hook { entered = $0.willNavigate(call, animated: animated, in: &$1) }
        return [entered]
    }

    /// `navigationBar(_:shouldPop:)` for the top page's item.
    mutating func barAsksToPop() -> [Bool] {
        var entered = false
        traceModel("hook barWillPop")
        hook { entered = $0.willNavigate(.pop, animated: true, in: &$1) }
        return [entered]
    }

    /// The hooked calls return (innermost first); for a swipe, the recognizer's `.began`
    /// reaches our target after UIKit's has started the pop.
    mutating func hooksHearCallReturn(_ heard: [Bool], _ spec: TransitionSpec? = nil) {
        for entered in heard.reversed() where entered { hook { $0.didNavigate(in: &$1) } }
        if let spec, case .swipe = spec.entry, fault != .announcesPopOnlyFromShouldPop { recognizer(.didBegin) }
    }

    /// The finger lifted: the driving recognizer ends, after UIKit's target finished or
    /// cancelled the interactive pop.
    mutating func recognizerEnded(_ spec: TransitionSpec) {
        if case .swipe = spec.entry, fault != .announcesPopOnlyFromShouldPop { recognizer(.ended) }
    }

    mutating func recognizer(_ phase: NavigationShellCore.PopGesturePhase) {
        traceModel("recognizer \(phase)")
        hook { $0.popGestureChanged(phase, in: &$1) }
    }
}
