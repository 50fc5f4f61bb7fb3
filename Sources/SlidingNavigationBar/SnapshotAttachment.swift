#if os(iOS)
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// The image of a page's bar, riding in the page's view during a transition.
///
/// Not touchable (touches reach the page below it, and the real bar is back in front before
/// anyone can tap it at rest), and invisible to accessibility (VoiceOver reads the real bar).
final class BarSnapshotView: UIImageView {
    /// A tag other code can recognise the snapshot by when walking a page's subviews.
    static let tagValue = 0x534E_4253  // "SNBS"

    override init(image: UIImage?) {
        super.init(image: image)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        contentMode = .scaleToFill
        tag = Self.tagValue
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }
}

/// The captured images and the snapshot views of one navigation controller's pages.
@MainActor
final class SnapshotStore {
    private var images: [PageID: UIImage] = [:]
    private var views: [PageID: BarSnapshotView] = [:]

    /// Keeps a captured image until it is attached or discarded.
    func store(_ image: UIImage, for page: PageID) {
        images[page] = image
        views[page]?.image = image
    }

    /// Puts the page's snapshot in its view at `frame` (page coordinates), above its content;
    /// moves it when already there.
    func attach(_ page: PageID, to controller: UIViewController, frame: CGRect) {
        guard controller.isViewLoaded, let pageView = controller.view else {
            Diagnostics.log(.capture, "attach: \(page) has no view")
            return
        }
        let view: BarSnapshotView
        if let existing = views[page] {
            view = existing
        } else {
            guard let image = images[page] else {
                Diagnostics.log(.capture, "attach: no image captured for \(page)")
                return
            }
            view = BarSnapshotView(image: image)
            views[page] = view
        }
        view.frame = frame
        if view.superview !== pageView {
            view.removeFromSuperview()
            pageView.addSubview(view)
        } else {
            pageView.bringSubviewToFront(view)
        }
        Diagnostics.log(.capture, "attached \(page) at \(frame)")
    }

    /// Keeps the snapshot above content the page adds or reorders during the transition.
    func keepOnTop(_ page: PageID, in controller: UIViewController) {
        guard let view = views[page], let pageView = view.superview, pageView === controller.viewIfLoaded,
            pageView.subviews.last !== view
        else { return }
        pageView.bringSubviewToFront(view)
    }

    /// Removes the page's snapshot and releases its image.
    func discard(_ page: PageID) {
        views.removeValue(forKey: page)?.removeFromSuperview()
        images.removeValue(forKey: page)
    }
}

/// Sends the real bar behind the pages and brings it back where it was.
@MainActor
final class BarZOrder {
    /// The view that was directly above the bar before it was sent back, to put it back below it
    /// (an app's own overlay added to the navigation controller's view stays above the bar).
    private weak var viewAbove: UIView?
    private var isBehind = false

    func sendBehind(_ bar: UIView) {
        guard let superview = bar.superview else { return }
        if !isBehind {
            let siblings = superview.subviews
            if let index = siblings.firstIndex(where: { $0 === bar }), index + 1 < siblings.count {
                viewAbove = siblings[index + 1]
            } else {
                viewAbove = nil
            }
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
            mask.frame = .zero
            layer.mask = mask
            concealmentMask = mask
        } else if let mask = concealmentMask {
            if layer.mask === mask { layer.mask = nil }
            concealmentMask = nil
        }
    }

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

/// Registers the engine's callbacks on a running transition coordinator. Never timers: the
/// coordinator's own callbacks are the only clock.
@MainActor
enum TransitionObserver {
    /// Registers once per coordinator (the shell keeps which one it observes).
    static func observe(_ coordinator: UIViewControllerTransitionCoordinator, shell: NavigationShell) {
        let queued = coordinator.animate(alongsideTransition: { [weak shell] _ in
            shell?.forward(.animationWillStart)
        }, completion: { [weak shell] context in
            shell?.forward(.transitionCompleted(cancelled: context.isCancelled))
        })
        if !queued {
            Diagnostics.log(.engine, "observeTransition: alongside animation not queued")
        }
        // iOS 10+: runs when the finger lifts (interactive → not interactive), finishing or cancelling.
        coordinator.notifyWhenInteractionChanges { [weak shell] context in
            shell?.forward(.interactionEnded(cancelled: context.isCancelled))
        }
    }
}
#endif
