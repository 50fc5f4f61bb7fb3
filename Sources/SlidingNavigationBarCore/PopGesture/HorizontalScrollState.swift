/// What the pop-gesture policy needs to know about one horizontally scrolling view under the touch.
///
/// The UIKit shell reads it from a `UIScrollView` when the pop pan asks to begin:
///
/// ```swift
/// let state = HorizontalScrollState(
///     contentOffsetX: scrollView.contentOffset.x,
///     minOffsetX: -scrollView.adjustedContentInset.left,
///     maxOffsetX: scrollView.contentSize.width - scrollView.bounds.width
///         + scrollView.adjustedContentInset.right,
///     isScrollEnabled: scrollView.isScrollEnabled
/// )
/// state.isAtLeadingEdge(.leftToRight) // true when the scroll view shows its first column
/// ```
package struct HorizontalScrollState: Sendable, Hashable {
    /// The horizontal content offset (`UIScrollView.contentOffset.x`).
    package var contentOffsetX: Double
    /// The smallest resting offset (`-adjustedContentInset.left`).
    package var minOffsetX: Double
    /// The largest resting offset
    /// (`contentSize.width - bounds.width + adjustedContentInset.right`).
    package var maxOffsetX: Double
    /// Whether the user may scroll the view (`UIScrollView.isScrollEnabled`).
    package var isScrollEnabled: Bool

    /// Creates the state of one scroll view.
    ///
    /// ```swift
    /// let pager = HorizontalScrollState(contentOffsetX: 393, minOffsetX: 0, maxOffsetX: 1179)
    /// ```
    /// - Parameters:
    ///   - contentOffsetX: `contentOffset.x`.
    ///   - minOffsetX: `-adjustedContentInset.left`.
    ///   - maxOffsetX: `contentSize.width - bounds.width + adjustedContentInset.right`.
    ///   - isScrollEnabled: `isScrollEnabled` (default `true`).
    package init(contentOffsetX: Double, minOffsetX: Double, maxOffsetX: Double, isScrollEnabled: Bool = true) {
        self.contentOffsetX = contentOffsetX
        self.minOffsetX = minOffsetX
        self.maxOffsetX = maxOffsetX
        self.isScrollEnabled = isScrollEnabled
    }

    /// How far (points) an offset may sit past the leading limit and still count as at it:
    /// half a point absorbs rounding of offsets snapped to pixels on 2× and 3× screens.
    static let edgeTolerance = 0.5

    /// True when the scroll view cannot scroll further toward the leading edge: then a pop swipe wins.
    ///
    /// A leading-to-trailing swipe scrolls the content back toward its leading end. When there is
    /// nothing left there, the swipe has nothing to do in the scroll view and may pop the page.
    ///
    /// - Left to right: at the leading edge when `contentOffsetX <= minOffsetX + 0.5`.
    /// - Right to left: at the leading edge when `contentOffsetX >= maxOffsetX - 0.5`. `UIScrollView`
    ///   does not mirror `contentOffset`; this assumes a scroll view whose content is laid out
    ///   right to left (a mirrored collection view, a right-to-left paging view) *starts* at its
    ///   maximum offset, so that its leading (right) end is shown there. A scroll view whose content
    ///   is not mirrored should be described to the policy with `.leftToRight`.
    /// - A view that cannot scroll horizontally (`maxOffsetX <= minOffsetX`) or whose scrolling is
    ///   disabled never holds the swipe: `true`.
    /// - A state with a non-finite number cannot be trusted either way; it is reported as at the
    ///   edge here, and ``PopGesturePolicy/decide(_:)`` refuses such input as invalid.
    ///
    /// ```swift
    /// let list = HorizontalScrollState(contentOffsetX: 0, minOffsetX: 0, maxOffsetX: 600)
    /// list.isAtLeadingEdge(.leftToRight) // true: nothing further left
    /// list.isAtLeadingEdge(.rightToLeft) // false: 600 points still to scroll toward the right end
    /// ```
    /// - Parameter direction: the layout direction the content reads in.
    /// - Returns: whether a pop swipe should win over this scroll view.
    package func isAtLeadingEdge(_ direction: LayoutDirection) -> Bool {
        guard isFinite, isScrollEnabled, maxOffsetX > minOffsetX else { return true }
        switch direction {
        case .leftToRight: return contentOffsetX <= minOffsetX + Self.edgeTolerance
        case .rightToLeft: return contentOffsetX >= maxOffsetX - Self.edgeTolerance
        }
    }

    /// Whether every number is finite.
    var isFinite: Bool {
        contentOffsetX.isFinite && minOffsetX.isFinite && maxOffsetX.isFinite
    }
}
