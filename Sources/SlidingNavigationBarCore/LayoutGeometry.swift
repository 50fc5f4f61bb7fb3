import Foundation

// The core's own geometry values. The UIKit shell converts `CGRect`/`CGPoint` to these at its
// boundary: on iOS, `import Foundation` alone does not bring CoreGraphics, and the core must
// compile there too.

/// A point in points (not pixels), y growing downwards as in UIKit.
package struct LayoutPoint: Sendable, Hashable, Codable, CustomStringConvertible {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = LayoutPoint(x: 0, y: 0)

    package var description: String { "(\(x.compact), \(y.compact))" }
}

/// A width and a height in points.
package struct LayoutSize: Sendable, Hashable, Codable, CustomStringConvertible {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    package var description: String { "\(width.compact)×\(height.compact)" }
}

/// An axis-aligned rectangle in points.
///
/// ```swift
/// let bar = LayoutRect(x: 0, y: 59, width: 393, height: 44)
/// bar.union(LayoutRect(x: 0, y: 0, width: 393, height: 59)).height // 103
/// ```
package struct LayoutRect: Sendable, Hashable, Codable, CustomStringConvertible {
    package var origin: LayoutPoint
    package var size: LayoutSize

    package init(origin: LayoutPoint, size: LayoutSize) {
        self.origin = origin
        self.size = size
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }

    package static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    package var minX: Double { min(origin.x, origin.x + size.width) }
    package var maxX: Double { max(origin.x, origin.x + size.width) }
    package var minY: Double { min(origin.y, origin.y + size.height) }
    package var maxY: Double { max(origin.y, origin.y + size.height) }
    package var width: Double { abs(size.width) }
    package var height: Double { abs(size.height) }

    /// True when the rectangle encloses no area (a zero-size bitmap context asserts on iOS 17).
    package var isEmpty: Bool { !(width > 0 && height > 0) || !width.isFinite || !height.isFinite }

    /// The same rectangle with a non-negative size.
    package var standardized: LayoutRect {
        LayoutRect(x: minX, y: minY, width: width, height: height)
    }

    /// The smallest rectangle containing both; an empty operand does not count.
    package func union(_ other: LayoutRect) -> LayoutRect {
        if isEmpty { return other.standardized }
        if other.isEmpty { return standardized }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return LayoutRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of both, or `nil` when they do not overlap.
    package func intersection(_ other: LayoutRect) -> LayoutRect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return LayoutRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    package var description: String {
        "(\(origin.x.compact), \(origin.y.compact), \(size.width.compact), \(size.height.compact))"
    }
}

/// The direction in which the user interface reads; the pop gesture and the slide mirror with it.
package enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft
}

extension Double {
    /// A short rendering for messages: no trailing `.0`, at most two decimals.
    var compact: String {
        if self == rounded() && abs(self) < 1e15 { return String(Int(self)) }
        return String(format: "%.2f", self)
    }
}
