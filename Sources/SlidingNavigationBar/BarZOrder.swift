#if os(iOS)
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// Sends the real bar behind the pages and brings it back where it was.
@MainActor
final class BarZOrder {
    /// The view that was directly above the bar before it was sent back, to put it back below it
    /// (an app's own overlay added to the navigation controller's view stays above the bar).
    private weak var viewAbove: UIView?
    private(set) var isBehind = false

    func sendBehind(_ bar: UIView) {
        guard let superview = bar.superview else { return }
        if !isBehind {
            let siblings = superview.subviews
            let index = siblings.firstIndex { $0 === bar }
            viewAbove = index.flatMap { $0 + 1 < siblings.count ? siblings[$0 + 1] : nil }
            isBehind = true
        }
        superview.sendSubviewToBack(bar)
    }

    /// The mask that conceals the bar while it is ours to remove.
    private var concealmentMask: CALayer?

    /// Conceals the bar with a mask layer of our own: an empty layer as the bar layer's mask shows
    /// nothing of it. Not `isHidden`, `alpha` or `layer.opacity` (`alpha` is the layer's opacity),
    /// which UIKit's bar animations and the app own: restoring a saved value would overwrite what
    /// they set meanwhile. The mask is added only where no one else's is, and removed only if it
    /// is still ours. With another mask in place the bar is not concealed (it stays behind the
    /// pages), and that is logged.
    func setConcealed(_ concealed: Bool, _ bar: UIView) {
        let layer = bar.layer
        if concealed {
            if let mask = concealmentMask, layer.mask === mask { return }
            guard layer.mask == nil else {
                Diagnostics.once(.fallback, "the bar's layer has a mask of its own: not concealed", key: "bar-mask")
                concealmentMask = nil
                return
            }
            let mask = CALayer()
            layer.mask = mask
            concealmentMask = mask
        } else if let mask = concealmentMask {
            if layer.mask === mask { layer.mask = nil }
            concealmentMask = nil
        }
    }

    /// Whether the bar is still behind the pages or concealed by us.
    var isAltered: Bool { isBehind || concealmentMask != nil }

    func bringToFront(_ bar: UIView) {
        defer {
            isBehind = false
            viewAbove = nil
        }
        guard let superview = bar.superview else { return }
        if let above = viewAbove, above.superview === superview, above !== bar {
            superview.insertSubview(bar, belowSubview: above)
        } else {
            superview.bringSubviewToFront(bar)
        }
    }
}
#endif
