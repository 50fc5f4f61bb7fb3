import Foundation

/// One question the probe answers: a variant dimension of the lab's UIKit model, by the key a
/// scenario's `variant KEY=VALUE` names, or a UIKit fact the lab relies on without a dimension.
public enum UIKitFactQuestion: String, Codable, Sendable, CaseIterable {
    case barSwitch = "bar-switch"
    case didOrder = "did-order"
    case completionOrder = "completion-order"
    case coordinator
    case alongsideAnimates = "alongside-animates"
    case cancelCallbacks = "cancel-callbacks"
    case cancelBarRevert = "cancel-bar-revert"
    case hiddenSwipeShouldPop = "hidden-swipe-should-pop"
    case backButton = "back-button"
    case intermediates
    case nonAnimatedFrame = "non-animated-frame"
    case hiddenBarView = "hidden-bar-view"
    case barLayout = "bar-layout"
    /// Not a lab dimension: whether the completion block of the Core Animation transaction around
    /// an animated `setNavigationBarHidden` runs (`yes`, `no`).
    case barAnimationCompletionRuns = "bar-animation-completion-runs"
    /// Not a lab dimension: whether a page view's superview moves with the page during a push
    /// (`moves-with-page`) or stays while the page view moves inside it (`stays`).
    case pageSuperviewMoves = "page-superview-moves"

    /// The trials whose records answer this question.
    public var trials: [ProbeTrial] {
        switch self {
        case .barSwitch: [.push, .pop]
        case .didOrder, .completionOrder, .coordinator, .alongsideAnimates, .pageSuperviewMoves: [.push]
        case .cancelCallbacks, .cancelBarRevert: [.swipeCancelled]
        case .hiddenSwipeShouldPop: [.swipeToHiddenBar]
        case .backButton: [.backButton]
        case .intermediates: [.popToRoot]
        case .nonAnimatedFrame: [.nonAnimatedPush]
        case .hiddenBarView: [.hiddenBarLayout]
        case .barLayout: [.barHiddenAtRest, .barHiddenInPush]
        case .barAnimationCompletionRuns: [.barHiddenAtRest]
        }
    }

    /// Every value a reading of this question can give, in a fixed order (a reading lists its
    /// values in this order). For a lab dimension these are meant to be its values; the lab
    /// checks them against its own (`transition-lab --facts`).
    public var answers: [String] {
        switch self {
        case .barSwitch: ["at-call", "at-will-appear", "at-animation-start"]
        case .didOrder: ["outgoing-first", "incoming-first"]
        case .completionOrder: ["before-did", "after-did"]
        case .coordinator: ["after-call", "at-will-appear"]
        case .alongsideAnimates, .hiddenSwipeShouldPop, .barAnimationCompletionRuns: ["yes", "no"]
        case .cancelCallbacks: ["full", "short"]
        case .cancelBarRevert: ["at-interaction-end", "at-will-appear", "at-completion"]
        case .backButton: ["public-pop", "bar-delegate-only", "both", "silent"]
        case .intermediates: ["none", "disappear"]
        case .nonAnimatedFrame: ["none", "before-did"]
        case .hiddenBarView: ["below-status-bar", "at-top"]
        case .barLayout: ["at-once", "glides-outside-transitions", "glides"]
        case .pageSuperviewMoves: ["moves-with-page", "stays"]
        }
    }
}

/// What the records say about one question.
public enum UIKitFactAnswer: Codable, Sendable, Hashable {
    /// The records are consistent with each of `values` (more than one when the trial cannot
    /// tell them apart), for the reason given in `evidence`, one sentence naming the records.
    case consistent(values: [String], evidence: String)
    /// The records cannot answer: the trial is missing, timed out, incomplete, or its records
    /// contradict every value; `reason` says which.
    case unreadable(reason: String)
    /// The records show something no value describes; `observed` says what.
    case notModelled(observed: String)
}

/// The answer to one question, from one probe log.
public struct UIKitFactReading: Codable, Sendable, Hashable, CustomStringConvertible {
    public var question: UIKitFactQuestion
    public var answer: UIKitFactAnswer

    public init(question: UIKitFactQuestion, answer: UIKitFactAnswer) {
        self.question = question
        self.answer = answer
    }

    /// The lab dimension's key, or the fact's name.
    public var key: String { question.rawValue }

    /// The values the records are consistent with; empty when unreadable or not modelled.
    public var values: [String] {
        if case .consistent(let values, _) = answer { return values }
        return []
    }

    /// One line: `KEY: VALUE[, VALUE] (EVIDENCE)`, `KEY: unreadable: REASON` or
    /// `KEY: not modelled: OBSERVED`.
    public var description: String {
        switch answer {
        case .consistent(let values, let evidence): "\(key): \(values.joined(separator: ", ")) (\(evidence))"
        case .unreadable(let reason): "\(key): unreadable: \(reason)"
        case .notModelled(let observed): "\(key): not modelled: \(observed)"
        }
    }
}
