/// One of the oracle's checks.
package enum OracleCheck: String, Sendable, CaseIterable {
    /// `expect bar NAME`: NAME on top, at rest, the real bar showing its look (or hidden with it).
    case expectBar = "expect bar"
    /// `expect stack …`: the stack, bottom to top.
    case expectStack = "expect stack"
    /// `expect gesture …`: whether the last swipe's recognizer began.
    case expectGesture = "expect gesture"
    /// The top strip: what the user sees against what is intended, at every frame.
    case strip = "strip comparison"
    /// A page's content top may not move while it is on screen, except as UIKit alone moves it.
    case contentJump = "content-jump rule"
    /// At rest: the real bar in front, not concealed, nothing attached, the app's alpha.
    case atRest = "at-rest rule"
}

/// A lie a test can plant in the oracle, so the lab's tests show they would notice it: each makes
/// exactly one check pass something it must fail (``check``), and a test with a known defect for
/// that check (`OracleLieTests`) then fails. The counterpart of ``ShellFault``, which plants a
/// defect in what the oracle judges.
package enum OracleFault: String, Sendable, CaseIterable {
    /// `expect bar` passes whenever the real bar is hidden, whichever page is on top.
    case expectBarPassesWhenHidden
    /// `expect stack` compares only the top page.
    case expectStackComparesTopOnly
    /// `expect gesture` passes whatever the last swipe's recognizer did.
    case expectGestureAcceptsAnyOutcome
    /// The strip is never compared (the intended screen is taken to be what is seen).
    case stripNeverCompared
    /// Content moves are never judged.
    case contentJumpsIgnored
    /// The rest state is never checked.
    case restStateIgnored

    /// The check the lie is in.
    package var check: OracleCheck {
        switch self {
        case .expectBarPassesWhenHidden: .expectBar
        case .expectStackComparesTopOnly: .expectStack
        case .expectGestureAcceptsAnyOutcome: .expectGesture
        case .stripNeverCompared: .strip
        case .contentJumpsIgnored: .contentJump
        case .restStateIgnored: .atRest
        }
    }
}
