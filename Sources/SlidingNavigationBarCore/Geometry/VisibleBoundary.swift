import Foundation

/// What ``VisibleBoundary/compute(bar:scale:)`` found.
package enum VisibleBoundaryResult: Sendable, Hashable {
    /// The area to capture, in the bar's superview (the navigation controller's view), aligned to
    /// the pixel grid.
    case boundary(LayoutRect)
    /// The bar cannot be captured safely; the reason is for the log. The shell then leaves the
    /// transition to the system.
    case unrecognized(String)
}

/// The area a navigation bar actually covers on screen: more than its frame.
///
/// `_UIBarBackground` starts above the bar (negative `y`) to paint under the status bar, and the
/// hairline shadow hangs below the bar's bottom edge. A snapshot of the bar's frame alone would
/// lose both, and the page sliding in would show a bar without its top and without its line.
package enum VisibleBoundary {
    /// Below this alpha a view counts as invisible; UIKit uses the same threshold for hit testing.
    static let minimumVisibleAlpha = 0.01

    /// How far, in pixels, a coordinate may miss a grid line and still count as on it. Edges such
    /// as `103 + 1/3` at 3x land a hair off the grid in binary floating point; without this
    /// tolerance they would grow by a whole pixel.
    static let gridTolerance = 1e-6

    /// The bar's visible boundary, in the coordinates of the bar's superview.
    ///
    /// The boundary is the union of the bar's frame and the frame of every visible view below it
    /// (not hidden, alpha above 0.01, not empty). Each frame is carried up through its ancestors
    /// as UIKit does (frame origin minus the parent's `bounds.origin`), and an ancestor with
    /// `clipsToBounds` limits its subviews. The result is then limited to the bar's own
    /// horizontal extent and aligned outwards to the pixel grid.
    ///
    /// ```swift
    /// let bar = ViewNode(
    ///     className: "UINavigationBar",
    ///     frame: LayoutRect(x: 0, y: 59, width: 393, height: 44),
    ///     children: [ViewNode(className: "_UIBarBackground", frame: LayoutRect(x: 0, y: -59, width: 393, height: 103))]
    /// )
    /// VisibleBoundary.compute(bar: bar, scale: 3) // .boundary((0, 0, 393, 103))
    /// ```
    ///
    /// The bar's own `isHidden` and `alpha` are not consulted: whether a page carries a bar at all
    /// is the engine's decision, and the bar's frame always counts.
    ///
    /// - Parameters:
    ///   - bar: the navigation bar's tree; its frame is in its superview's coordinates.
    ///   - scale: the screen's scale (pixels per point), for pixel alignment.
    /// - Returns: `.boundary` with a non-empty, finite, pixel-aligned rectangle, or `.unrecognized`
    ///   when the tree has no bar background (an unknown hierarchy), when a frame is not finite,
    ///   when the result is empty (a zero-size bitmap context asserts on iOS 17), or when `scale`
    ///   is not positive.
    package static func compute(bar: ViewNode, scale: Double) -> VisibleBoundaryResult {
        guard scale > 0, scale.isFinite else {
            return .unrecognized("scale \(scale) is not a positive finite number")
        }
        // Without the background the hierarchy is not one we know: its overflow, the reason for
        // this whole computation, cannot be trusted to be where we look for it.
        guard bar.contains(where: { $0.isBarBackground }) else {
            return .unrecognized("no bar background (_UIBarBackground) in \(bar.className)'s subviews")
        }
        guard bar.frame.isFinite, bar.boundsOrigin.isFinite else {
            return .unrecognized("\(bar.className) has a non-finite frame \(bar.frame)")
        }

        var walk = Walk()
        walk.include(bar.frame.standardized)
        let offset = LayoutPoint(x: bar.frame.origin.x - bar.boundsOrigin.x, y: bar.frame.origin.y - bar.boundsOrigin.y)
        let clip = bar.clipsToBounds ? bar.frame.standardized : nil
        for child in bar.children {
            walk.visit(child, offset: offset, clip: clip, inheritedAlpha: 1)
        }
        if let failure = walk.failure { return .unrecognized(failure) }
        guard let union = walk.union else {
            return .unrecognized("\(bar.className) and its subviews cover no area")
        }

        // A subview poking out sideways (a wide title view, a glass platter's shadow) would slide
        // over the neighbouring page: nothing outside the bar's own x-range is captured.
        let barFrame = bar.frame.standardized
        let minX = max(union.minX, barFrame.minX)
        let maxX = min(union.maxX, barFrame.maxX)
        guard maxX > minX else {
            return .unrecognized("\(bar.className) has no width (\(bar.frame))")
        }

        // Outwards, so no visible pixel is lost at an edge.
        let x0 = floorToGrid(minX, scale: scale)
        let y0 = floorToGrid(union.minY, scale: scale)
        let x1 = ceilToGrid(maxX, scale: scale)
        let y1 = ceilToGrid(union.maxY, scale: scale)
        let result = LayoutRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        guard result.isFinite else {
            return .unrecognized("boundary \(result) is not finite")
        }
        guard !result.isEmpty else {
            return .unrecognized("boundary \(result) is empty")
        }
        return .boundary(result)
    }

    static func floorToGrid(_ value: Double, scale: Double) -> Double {
        (value * scale + gridTolerance).rounded(.down) / scale
    }

    static func ceilToGrid(_ value: Double, scale: Double) -> Double {
        (value * scale - gridTolerance).rounded(.up) / scale
    }

    /// The state of one walk down the tree.
    private struct Walk {
        var union: LayoutRect?
        var failure: String?

        mutating func include(_ rect: LayoutRect) {
            guard !rect.isEmpty else { return }
            union = union.map { $0.union(rect) } ?? rect
        }

        /// Adds `node` and its subtree.
        /// - Parameters:
        ///   - offset: where the parent's bounds origin (0, 0) lies in the container.
        ///   - clip: the area the ancestors' `clipsToBounds` leave visible, in the container.
        ///   - inheritedAlpha: the product of the ancestors' alphas.
        mutating func visit(_ node: ViewNode, offset: LayoutPoint, clip: LayoutRect?, inheritedAlpha: Double) {
            guard failure == nil else { return }
            // A hidden or transparent view hides its subviews too: they are not drawn.
            let alpha = inheritedAlpha * node.alpha
            guard !node.isHidden, alpha > VisibleBoundary.minimumVisibleAlpha else { return }
            guard node.frame.isFinite, node.boundsOrigin.isFinite else {
                failure = "\(node.className) has a non-finite frame \(node.frame) or bounds origin \(node.boundsOrigin)"
                return
            }
            let frame = node.frame.offsetBy(dx: offset.x, dy: offset.y)
            let rect = frame.standardized
            var visible = rect
            if let clip {
                // Entirely clipped away: neither the view nor anything below it shows.
                guard let inside = rect.intersection(clip) else { return }
                visible = inside
            }
            // An empty view still shows its subviews unless it clips them, so only its own area is
            // left out here.
            include(visible)

            var childClip = clip
            if node.clipsToBounds {
                // `visible` is already the view's own area within the ancestors' clip.
                guard !visible.isEmpty else { return }
                childClip = visible
            }
            let childOffset = LayoutPoint(x: frame.origin.x - node.boundsOrigin.x, y: frame.origin.y - node.boundsOrigin.y)
            for child in node.children {
                visit(child, offset: childOffset, clip: childClip, inheritedAlpha: alpha)
            }
        }
    }
}

// File-private so that another file of the core may define its own without a clash.
extension LayoutPoint {
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite }
}

extension LayoutRect {
    fileprivate var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
