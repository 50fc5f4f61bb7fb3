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

    // Capturing the bar: what each method's copy shows next to the screen (`matches-screen`,
    // `transparent`, `dark`, `differs`), for the default bar (glass on iOS 26 and later), a bar
    // with a material background and an opaque coloured bar.
    case renderInOfDefaultBar = "render-in-of-default-bar"
    case drawHierarchyOfDefaultBar = "draw-hierarchy-of-default-bar"
    case snapshotViewOfDefaultBar = "snapshot-view-of-default-bar"
    case renderInOfMaterialBar = "render-in-of-material-bar"
    case drawHierarchyOfMaterialBar = "draw-hierarchy-of-material-bar"
    case snapshotViewOfMaterialBar = "snapshot-view-of-material-bar"
    case renderInOfColouredBar = "render-in-of-coloured-bar"
    case drawHierarchyOfColouredBar = "draw-hierarchy-of-coloured-bar"
    case snapshotViewOfColouredBar = "snapshot-view-of-coloured-bar"
    /// Whether the default bar shows a background of its own over content at rest (`none`: the
    /// content shows through unchanged; `blurs`; `opaque`).
    case defaultBarBackground = "default-bar-background"
    /// The standard bar's height in points (`44`, `50`, `54`; another is not modelled).
    case standardBarHeight = "standard-bar-height"
    /// Whether `drawHierarchy` of the bar alone draws its background's overflow above its bounds.
    case barOnlyOverflow = "bar-only-overflow"
    /// Whether showing the bar mid-push brings a bar sent behind back in front.
    case barFrontAfterShow = "bar-front-after-show"
    /// Whether a command's own `CATransaction` reaches the screen before UIKit's push.
    case commitBeforePush = "commit-before-push"
    /// Whether the incoming page's view is moved to another superview during the push.
    case pageViewReparented = "page-view-reparented"
    /// Whether a view between the incoming page's view and the navigation controller's clips.
    case pageSuperviewClips = "page-superview-clips"
    /// Whether the search palette shows over a view attached to the incoming page during a push.
    case searchPaletteOverAttachment = "search-palette-over-attachment"
    /// What a pop call does while a push animates.
    case popDuringPush = "pop-during-push"
    /// What a back tap does while a push animates.
    case backDuringPush = "back-during-push"
    /// Whether two back taps in a row, the second during the first pop, pop two pages.
    case backTwice = "back-twice"
    /// Whether `interactiveContentPopGestureRecognizer` exists.
    case contentPopExists = "content-pop-exists"
    /// Whether the content pop waits for a recognizer it is required to fail by.
    case contentPopWaitsForFailure = "content-pop-waits-for-failure"
    /// Whether a swipe back still pops with a delegate whose `animationController(for:)` returns nil.
    case swipeWithNilAnimator = "swipe-with-nil-animator"
    /// When UIKit applies the incoming page's `prefersStatusBarHidden` in a push, where hiding
    /// the status bar moves the bar: as the animation starts (`at-animation-start`) or once the
    /// transition has ended (`at-end`).
    case statusBarUpdate = "status-bar-update"
    /// When a page that is not the `topViewController` (the page a swipe back leaves) takes a
    /// change of the bar's visibility in its safe area: at once, at its own next layout pass, or
    /// only once it is on top again (a cancelled swipe).
    case nonTopSafeArea = "non-top-safe-area"

    // Issue 32 (docs/uikit-facts.md 2b, 2c, 4a): none is a lab dimension yet.
    /// Whether UIKit's bar has begun anything (a subview's alpha changed) when the navigation
    /// controller answers `NO` to a back tap, before an interceptor's own pop on the next turn.
    case backVetoedBar = "back-vetoed-bar"
    /// Whether a display frame comes between that refusal and the interceptor's pop.
    case backVetoedFrame = "back-vetoed-frame"
    /// Which of `navigationBar(_:shouldPop:)` and the public pop a back tap reaches with the
    /// item's `backAction` set (the action itself does not pop).
    case backAction = "back-action"
    /// Whether `setNavigationBarHidden(false, animated: false)` after `navigationBar.isHidden =
    /// true` (the flag still says shown) is ignored or shows the bar again.
    case barIsHiddenWritten = "bar-is-hidden-written"
    /// Whether a block put on the main queue from the outgoing page's `viewWillDisappear` runs
    /// after the animated transition's first frame.
    case nextTurnAfterWillDisappear = "next-turn-after-will-disappear"
    /// Whether, after a pop without animation, the popped page has left its navigation
    /// controller by the time that block runs.
    case nextTurnAfterUnanimatedPop = "next-turn-after-unanimated-pop"
    /// Whether a pushed page's `didMove(toParent:)` comes after its `viewDidAppear`.
    case didMoveInPush = "did-move-in-push"
    /// Whether the pages of a stack installed at once hear `didMove(toParent:)` before any
    /// appearance callback.
    case didMoveInstalled = "did-move-installed"
    /// Whether a pop under a full-screen modal sends appearance callbacks while covered.
    case coveredNavigation = "covered-navigation"
    /// What the page being pushed hears when a full-screen modal covers the push midway.
    case coverDuringPush = "cover-during-push"
    /// Whether that push's coordinator completion says it completed or was cancelled.
    case coverDuringPushCompletion = "cover-during-push-completion"
    /// Whether a pop made while a dismissal runs is run as at rest or waits for the dismissal.
    case popDuringDismiss = "pop-during-dismiss"
    /// Whose coordinator the navigation controller answers with while a dismissal runs.
    case popDuringDismissCoordinator = "pop-during-dismiss-coordinator"

    /// The capture trial and method of a capture question (`nil` for the others).
    public var capture: (trial: ProbeTrial, method: ProbeCaptureMethod)? {
        switch self {
        case .renderInOfDefaultBar: (.captureDefaultBar, .renderIn)
        case .drawHierarchyOfDefaultBar: (.captureDefaultBar, .drawHierarchy)
        case .snapshotViewOfDefaultBar: (.captureDefaultBar, .snapshotView)
        case .renderInOfMaterialBar: (.captureMaterialBar, .renderIn)
        case .drawHierarchyOfMaterialBar: (.captureMaterialBar, .drawHierarchy)
        case .snapshotViewOfMaterialBar: (.captureMaterialBar, .snapshotView)
        case .renderInOfColouredBar: (.captureColouredBar, .renderIn)
        case .drawHierarchyOfColouredBar: (.captureColouredBar, .drawHierarchy)
        case .snapshotViewOfColouredBar: (.captureColouredBar, .snapshotView)
        default: nil
        }
    }

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
        case .renderInOfDefaultBar, .drawHierarchyOfDefaultBar, .snapshotViewOfDefaultBar, .renderInOfMaterialBar,
            .drawHierarchyOfMaterialBar, .snapshotViewOfMaterialBar, .renderInOfColouredBar, .drawHierarchyOfColouredBar,
            .snapshotViewOfColouredBar:
            capture.map { [$0.trial] } ?? []
        case .defaultBarBackground: [.captureDefaultBar]
        case .standardBarHeight: [.captureColouredBar]
        case .barOnlyOverflow: [.barOnlyOverflow]
        case .barFrontAfterShow: [.barShownMidPush]
        case .commitBeforePush: [.commitBeforePush]
        case .pageViewReparented, .pageSuperviewClips: [.pageSuperviewInPush]
        case .searchPaletteOverAttachment: [.searchPaletteInPush]
        case .popDuringPush: [.popDuringPush]
        // The back-twice trial shows whether the probe's tap pops at all.
        case .backDuringPush: [.backDuringPush, .backTwice]
        case .backTwice: [.backTwice]
        case .contentPopExists, .contentPopWaitsForFailure: [.contentPopRequiresFailure]
        case .swipeWithNilAnimator: [.swipeWithNilAnimator]
        case .statusBarUpdate: [.statusBarHiddenInPush]
        case .nonTopSafeArea: [.barHiddenMidSwipe]
        case .backVetoedBar, .backVetoedFrame: [.backVetoed]
        case .backAction: [.backAction]
        case .barIsHiddenWritten: [.barIsHiddenWritten]
        case .nextTurnAfterWillDisappear: [.nextTurnAfterWillDisappear, .nextTurnAfterWillDisappearPop]
        case .nextTurnAfterUnanimatedPop: [.nextTurnAfterUnanimatedPop]
        case .didMoveInPush: [.didMoveOrder]
        case .didMoveInstalled: [.didMoveOrderInstalled]
        case .coveredNavigation: [.coveredNavigation, .coveredNavigationUnanimated]
        case .coverDuringPush, .coverDuringPushCompletion: [.coverDuringPush]
        case .popDuringDismiss, .popDuringDismissCoordinator: [.popDuringDismiss, .popDuringDismissUnanimated]
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
        case .cancelCallbacks: ["full", "short", "at-end"]
        case .cancelBarRevert: ["at-interaction-end", "at-will-appear", "at-completion"]
        case .backButton: ["public-pop", "bar-delegate-only", "both", "silent"]
        case .intermediates: ["none", "disappear"]
        case .nonAnimatedFrame: ["none", "before-did"]
        case .hiddenBarView: ["below-status-bar", "at-top"]
        case .barLayout: ["at-once", "glides-outside-transitions", "glides"]
        case .pageSuperviewMoves: ["moves-with-page", "stays"]
        case .renderInOfDefaultBar, .drawHierarchyOfDefaultBar, .snapshotViewOfDefaultBar, .renderInOfMaterialBar,
            .drawHierarchyOfMaterialBar, .snapshotViewOfMaterialBar, .renderInOfColouredBar, .drawHierarchyOfColouredBar,
            .snapshotViewOfColouredBar:
            ["matches-screen", "transparent", "dark", "differs"]
        case .defaultBarBackground: ["none", "blurs", "opaque"]
        case .standardBarHeight: ["44", "50", "54"]
        case .barOnlyOverflow: ["drawn", "clipped"]
        case .barFrontAfterShow: ["brought-front", "stays-behind"]
        case .commitBeforePush: ["flushed-alone", "joins-push"]
        case .pageViewReparented: ["stays", "reparented"]
        case .pageSuperviewClips: ["clips", "does-not-clip"]
        case .searchPaletteOverAttachment: ["over", "under"]
        case .popDuringPush, .backDuringPush: ["reverses", "deferred", "cuts-short", "ignored"]
        case .backTwice: ["pops-twice", "pops-once"]
        case .contentPopExists: ["yes", "no"]
        case .contentPopWaitsForFailure: ["waits", "ignores"]
        case .swipeWithNilAnimator: ["pops", "refused"]
        case .statusBarUpdate: ["at-animation-start", "at-end"]
        case .nonTopSafeArea: ["at-once", "at-its-next-layout", "when-top-again"]
        case .backVetoedBar: ["untouched", "begun"]
        case .backVetoedFrame: ["none", "drawn"]
        case .backAction: ["action-only", "bar-delegate-only", "public-pop", "both"]
        case .barIsHiddenWritten: ["call-ignored", "call-shows-bar"]
        case .nextTurnAfterWillDisappear: ["after-first-frame", "before-first-frame"]
        case .nextTurnAfterUnanimatedPop: ["detached", "attached"]
        case .didMoveInPush: ["after-did-appear", "before-did-appear"]
        case .didMoveInstalled: ["before-appearing", "after-appearing"]
        case .coveredNavigation: ["silent-until-dismissal", "callbacks-under-modal"]
        case .coverDuringPush: ["ends-disappeared", "appears-then-disappears"]
        case .coverDuringPushCompletion: ["completed", "cancelled"]
        case .popDuringDismiss: ["as-at-rest", "after-dismissal"]
        case .popDuringDismissCoordinator: ["dismissal", "other", "none"]
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
