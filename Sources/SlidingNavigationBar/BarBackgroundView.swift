#if os(iOS)
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// A live copy of a page's bar background, built from the appearance UIKit applies to its item
/// (``AppearanceFacts``): no bitmap, so a blur stays a blur (`UIVisualEffectView` with the same
/// effect) and nothing goes through `layer.render(in:)`. The title and items are not copied: on
/// glass the real bar keeps them, in front, animated by UIKit.
///
/// Glass is never rebuilt here (`BarBackground.isRebuildable`): the engine leaves such a
/// transition to UIKit. A transparent background is an empty view.
final class BarBackgroundView: UIView {
    /// Builds the background for `boundary` (the bar's visible boundary, which includes the
    /// status-bar area above the bar), the bar's own frame at `barFrame` in the same coordinates.
    init(
        appearance: UINavigationBarAppearance, legacyBar bar: UINavigationBar, legacyImage: UIImage?, legacyTint: UIColor?,
        boundary: CGRect, barFrame: CGRect, design: BarDesign
    ) {
        super.init(frame: CGRect(origin: .zero, size: boundary.size))
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        if let image = legacyImage {
            fill(with: UIImageView(image: image))
        } else {
            // The same rule as `AppearanceFacts.fill`: the bar's tint only where the appearance
            // has neither a colour nor an effect.
            if let color = appearance.backgroundColor ?? (appearance.backgroundEffect == nil ? legacyTint : nil) {
                let plain = UIView()
                plain.backgroundColor = color
                fill(with: plain)
            }
            if let effect = appearance.backgroundEffect, design == .classic {
                fill(with: UIVisualEffectView(effect: effect))
            }
            if let image = appearance.backgroundImage {
                fill(with: UIImageView(image: image))
            }
        }
        // The hairline under the bar: the bar's bottom edge, one pixel high (no height assumed).
        let bottom = barFrame.maxY - boundary.minY
        let pixel = 1 / max(bar.traitCollection.displayScale, 1)
        // A nil or clear shadow colour hides the shadow, image included; a template image takes it.
        guard let shadowColor = appearance.shadowColor, shadowColor != .clear else { return }
        let line = appearance.shadowImage.map(UIImageView.init(image:)) ?? UIView()
        line.frame = CGRect(x: 0, y: bottom, width: bounds.width, height: max(appearance.shadowImage?.size.height ?? 0, pixel))
        // An image view draws a template image in its tint; a plain line is the colour itself.
        if line is UIImageView { line.tintColor = shadowColor } else { line.backgroundColor = shadowColor }
        line.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(line)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// Adds `view` filling this one, following its size (the views' default `contentMode`,
    /// `.scaleToFill`, stretches an image to it).
    private func fill(with view: UIView) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }
}

/// Conceals the real bar's background, not its title and items, while each page carries its own
/// (`TransitionCommand.setBarBackgroundConcealed`): an empty mask layer on the bar's background
/// view, as `BarZOrder` conceals the whole bar, so no alpha UIKit animates is ever written.
///
/// The background view is found by its class name (`_UIBarBackground`, read as `VisibleBoundary`
/// reads it; no private selector is called). A bar without one (the iOS 26 default bar draws no
/// background) has nothing to conceal.
@MainActor
final class BarBackgroundConcealment {
    private weak var concealedView: UIView?
    private var mask: CALayer?

    func setConcealed(_ concealed: Bool, _ bar: UINavigationBar) {
        if concealed {
            guard mask == nil, let background = bar.subviews.first(where: { NSStringFromClass(type(of: $0)).hasSuffix("BarBackground") })
            else { return }
            guard background.layer.mask == nil else {
                Diagnostics.once(.fallback, "the bar's background has a mask of its own: not concealed", key: "background-mask")
                return
            }
            let empty = CALayer()
            background.layer.mask = empty
            mask = empty
            concealedView = background
        } else if let mask {
            if let view = concealedView, view.layer.mask === mask { view.layer.mask = nil }
            self.mask = nil
            concealedView = nil
        }
    }

    /// Whether the background is concealed by us.
    var isConcealed: Bool { mask != nil }
}
#endif
