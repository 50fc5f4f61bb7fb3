#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

// The core's value types in UIKit's, and back: copies, no interpretation.

extension CGRect {
    /// The core's rectangle in UIKit's type.
    init(_ rect: LayoutRect) {
        self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}

extension LayoutRect {
    /// UIKit's rectangle as the core's value.
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension TraitFacts {
    /// The traits the core reads, copied from a trait collection (raw values, no interpretation).
    init(_ traits: UITraitCollection) {
        self.init(
            userInterfaceStyle: traits.userInterfaceStyle.rawValue,
            horizontalSizeClass: traits.horizontalSizeClass.rawValue,
            verticalSizeClass: traits.verticalSizeClass.rawValue,
            layoutDirection: traits.layoutDirection.rawValue,
            displayScale: Double(traits.displayScale),
            userInterfaceLevel: traits.userInterfaceLevel.rawValue,
            accessibilityContrast: traits.accessibilityContrast.rawValue,
            legibilityWeight: traits.legibilityWeight.rawValue
        )
    }
}

extension LayoutPoint {
    /// UIKit's point as the core's value.
    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}
#endif
