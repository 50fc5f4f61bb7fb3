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

    /// The bar's layer opacity before it was concealed, to give it back exactly.
    private var opacityBeforeConcealing: Float?

    /// Conceals the bar through its layer's opacity — not `isHidden`, not the view's `alpha`,
    /// which UIKit's own bar animations drive — so that no layout changes.
    func setConcealed(_ concealed: Bool, _ bar: UIView) {
        if concealed {
            if opacityBeforeConcealing == nil { opacityBeforeConcealing = bar.layer.opacity }
            bar.layer.opacity = 0
        } else if let opacity = opacityBeforeConcealing {
            bar.layer.opacity = opacity
            opacityBeforeConcealing = nil
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

/// Registers the engine's callbacks on the running transition coordinator. Never timers: the
/// coordinator's own callbacks are the only clock.
@MainActor
enum TransitionObserver {
    static func observe(_ navigation: UINavigationController, shell: NavigationShell) {
        guard let coordinator = navigation.transitionCoordinator else {
            // The engine asks only after an event that saw a coordinator; the appearance callbacks
            // still end the transition for it if this one has already gone.
            Diagnostics.log(.engine, "observeTransition: no transition coordinator")
            return
        }
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
