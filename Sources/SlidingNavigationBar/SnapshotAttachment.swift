#if os(iOS)
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// The image of a page's bar, riding in the page's view during a transition.
///
/// It takes the touches that land on it and does nothing with them: while it is on screen the
/// real bar waits behind the pages, so a tap where the bar is drawn (iOS 26 keeps the back
/// button enabled during transitions) would otherwise reach the page's content under it. At rest
/// it is gone and the real bar is in front. Invisible to accessibility (VoiceOver reads the real
/// bar).
final class BarSnapshotView: UIImageView {
    override init(image: UIImage?) {
        super.init(image: image)
        isUserInteractionEnabled = true
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        contentMode = .scaleToFill
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
    /// Live backgrounds (`CaptureMethod.liveBackground`) waiting to be attached.
    private var liveContents: [PageID: UIView] = [:]

    /// Keeps a captured image until it is attached or discarded.
    func store(_ image: UIImage, for page: PageID) {
        images[page] = image
        views[page]?.image = image
    }

    /// Keeps a live background until it is attached or discarded; it rides in an image-less
    /// snapshot view, filling it.
    func store(live content: UIView, for page: PageID) {
        liveContents[page] = content
        if let view = views[page] {
            for subview in view.subviews { subview.removeFromSuperview() }
            view.image = nil
            Self.fill(view, with: content)
        }
    }

    private static func fill(_ view: BarSnapshotView, with content: UIView) {
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)
    }

    /// Puts the page's snapshot in its view at `frame` (page coordinates), above its content;
    /// moves it when already there. Never in the page view's superview: UIKit slides each page
    /// view in a container of its own and leaves that superview still (`PagePlacement.shows`).
    func attach(_ page: PageID, to controller: UIViewController, frame: CGRect) {
        guard controller.isViewLoaded, let pageView = controller.view else {
            Diagnostics.log(.capture, "attach: \(page) has no view")
            return
        }
        let view: BarSnapshotView
        if let existing = views[page] {
            view = existing
        } else if let content = liveContents[page] {
            view = BarSnapshotView(image: nil)
            view.frame = frame
            Self.fill(view, with: content)
            views[page] = view
        } else {
            guard let image = images[page] else {
                Diagnostics.log(.capture, "attach: no image captured for \(page)")
                return
            }
            view = BarSnapshotView(image: image)
            views[page] = view
        }
        // A `UIVisualEffectView` raises an exception when given a subview directly: its content
        // view (which fills it, same coordinates) takes the snapshot instead.
        let target = (pageView as? UIVisualEffectView)?.contentView ?? pageView
        view.frame = frame
        if view.superview !== target {
            view.removeFromSuperview()
            target.addSubview(view)
        } else {
            target.bringSubviewToFront(view)
        }
        Diagnostics.log(.capture, "attached \(page) at \(frame)")
    }

    /// Keeps the snapshot above content the page adds or reorders during the transition.
    func keepOnTop(_ page: PageID, in controller: UIViewController) {
        guard let view = views[page], let pageView = view.superview,
            pageView === controller.viewIfLoaded || pageView === (controller.viewIfLoaded as? UIVisualEffectView)?.contentView,
            pageView.subviews.last !== view
        else { return }
        pageView.bringSubviewToFront(view)
    }

    /// Whether any snapshot is held.
    var isEmpty: Bool { images.isEmpty && views.isEmpty && liveContents.isEmpty }

    /// Removes every snapshot and releases every image.
    func discardAll() {
        for page in Set(images.keys).union(views.keys).union(liveContents.keys) { discard(page) }
    }

    /// Removes the page's snapshot and releases its image.
    func discard(_ page: PageID) {
        views.removeValue(forKey: page)?.removeFromSuperview()
        images.removeValue(forKey: page)
        liveContents.removeValue(forKey: page)
    }
}
#endif
