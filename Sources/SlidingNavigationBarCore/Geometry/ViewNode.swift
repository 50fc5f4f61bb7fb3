/// A value description of one view and its subviews, as the UIKit shell reads them from a real
/// `UINavigationBar`.
///
/// The shell walks the bar's `subviews` once per capture and hands the core plain values, so every
/// decision about the bar's private hierarchy (which parts show, how far they overflow) is made,
/// and tested, away from UIKit.
///
/// ```swift
/// let bar = ViewNode(
///     className: "UINavigationBar",
///     frame: LayoutRect(x: 0, y: 59, width: 393, height: 44),
///     children: [ViewNode(className: "_UIBarBackground", frame: LayoutRect(x: 0, y: -59, width: 393, height: 103))]
/// )
/// bar.children[0].isBarBackground // true
/// ```
package struct ViewNode: Sendable, Hashable {
    /// The view's runtime class name (`NSStringFromClass(type(of: view))`).
    package var className: String
    /// The view's frame in its parent's bounds coordinates; for the root (the bar), in the
    /// navigation controller's view.
    package var frame: LayoutRect
    /// The view's `bounds.origin`: non-zero for scroll views and views that shift their content.
    package var boundsOrigin: LayoutPoint
    /// `isHidden` of the view; a hidden view hides its whole subtree.
    package var isHidden: Bool
    /// `alpha` of the view; it multiplies down the subtree.
    package var alpha: Double
    /// `clipsToBounds` of the view: its subviews show only inside its bounds.
    package var clipsToBounds: Bool
    /// The subviews, back to front.
    package var children: [ViewNode]

    /// Creates a node; the defaults describe a plain visible view that does not clip.
    package init(
        className: String,
        frame: LayoutRect,
        boundsOrigin: LayoutPoint = .zero,
        isHidden: Bool = false,
        alpha: Double = 1,
        clipsToBounds: Bool = false,
        children: [ViewNode] = []
    ) {
        self.className = className
        self.frame = frame
        self.boundsOrigin = boundsOrigin
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.children = children
    }

    /// Whether this view is the bar's background, which reaches up under the status bar
    /// (`_UIBarBackground`; on iOS 9 and earlier `_UINavigationBarBackground`), judged by its
    /// private class name: the one part of the bar's hierarchy the core must recognise. A
    /// Swift-qualified name (`"UIKit._UIBarBackground"`) is judged by its last component, since
    /// UIKit's own classes written in Swift report their module too.
    package var isBarBackground: Bool {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        return name == "_UIBarBackground" || name == "_UINavigationBarBackground"
    }

    /// True when this node or any node below it satisfies `predicate`.
    package func contains(where predicate: (ViewNode) -> Bool) -> Bool {
        predicate(self) || children.contains { $0.contains(where: predicate) }
    }
}
