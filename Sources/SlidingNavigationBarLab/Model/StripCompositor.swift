import SlidingNavigationBarCore

/// What a point of the top strip shows: nothing, a page's content, or a bar image.
///
/// Offsets are in thousandths of a point, so equal means "the same pixel of the same source".
enum StripPixel: Hashable, CustomStringConvertible {
    /// No view at all: the window behind shows through (a white or black gap).
    case gap
    /// A page's own content, its view's origin at `dx`.
    case page(String, dx: Int64)
    /// A bar, its boundary's top-left corner at (`dx`, `dy`).
    case bar(BarLook, dx: Int64, dy: Int64)
    /// A bar image drawn into a rectangle of another size than its own (`width` × `height`,
    /// thousandths of a point): stretched or squeezed, so no point of it matches the bar, even
    /// where the visible part starts at the right corner.
    case stretchedBar(BarLook, dx: Int64, dy: Int64, width: Int64, height: Int64)

    var description: String {
        switch self {
        case .gap: "gap"
        case .page(let name, let dx): "\(name)'s content at x=\(Double(dx) / 1000)"
        case .bar(let look, let dx, _): "bar \(look.background) \"\(look.title)\"\(look.titleColorWords) at x=\(Double(dx) / 1000)"
        case .stretchedBar(let look, let dx, _, let width, let height):
            "bar \(look.background) \"\(look.title)\"\(look.titleColorWords) at x=\(Double(dx) / 1000) stretched from \(look.boundary.width.compactLab)×\(look.boundary.height.compactLab) to \((Double(width) / 1000).compactLab)×\((Double(height) / 1000).compactLab)"
        }
    }

    var isBar: Bool {
        switch self {
        case .bar, .stretchedBar: true
        case .gap, .page: false
        }
    }
}

extension BarLook {
    /// ` in #RRGGBB` for a title with a colour of its own, else nothing.
    var titleColorWords: String { titleColor.isEmpty ? "" : " in \(titleColor)" }
}

/// A rectangle painted with one kind of pixel.
struct StripLayer {
    var rect: LayoutRect
    var pixel: StripPixel

    /// The bar image `look` drawn into `rect`; an image drawn at another size than its own
    /// boundary is stretched, and every point of it differs from the bar.
    static func bar(_ look: BarLook, at rect: LayoutRect) -> StripLayer {
        let (dx, dy) = (milli(rect.minX), milli(rect.minY))
        let (width, height) = (milli(rect.width), milli(rect.height))
        guard width == milli(look.boundary.width), height == milli(look.boundary.height) else {
            return StripLayer(rect: rect, pixel: .stretchedBar(look, dx: dx, dy: dy, width: width, height: height))
        }
        return StripLayer(rect: rect, pixel: .bar(look, dx: dx, dy: dy))
    }

    /// A snapshot: an image of the bar `look` taken over `captured` (in the navigation controller's
    /// view, where the bar is drawn over `look.boundary`), drawn into `rect`.
    ///
    /// Where the captured area is not the bar's whole area, the image holds only part of the bar:
    /// its points are the bar's own with the bar's corner displaced by the difference, so an image
    /// that misses the status bar's part of the bar shows the bar only from the bar's top down
    /// (the status bar strip then shows whatever lies below it). An image drawn at another size
    /// than it was taken is stretched.
    static func image(of look: BarLook, captured: LayoutRect, at rect: LayoutRect) -> StripLayer {
        guard milli(rect.width) == milli(captured.width), milli(rect.height) == milli(captured.height) else {
            return StripLayer(
                rect: rect,
                pixel: .stretchedBar(
                    look, dx: milli(rect.minX), dy: milli(rect.minY), width: milli(rect.width), height: milli(rect.height)))
        }
        let corner = (x: rect.minX - (captured.minX - look.boundary.minX), y: rect.minY - (captured.minY - look.boundary.minY))
        return StripLayer(rect: rect, pixel: .bar(look, dx: milli(corner.x), dy: milli(corner.y)))
    }
}

func milli(_ value: Double) -> Int64 { Int64((value * 1000).rounded()) }

/// One horizontal run of equal pixels in a row.
struct StripSegment: Equatable {
    var x0: Double
    var x1: Double
    var pixel: StripPixel
}

/// Composes layers into rows of segments and compares what is seen with what is intended.
enum StripCompositor {
    /// The y positions worth sampling: one inside every horizontal band the layers' edges make,
    /// down to the lowest bar.
    static func sampleRows(_ layers: [[StripLayer]]) -> [Double] {
        // Plain arrays and index loops: this runs for every frame of every run, and in debug
        // builds sets, `zip` and `filter` cost more than the whole comparison.
        var bottom = 0.0
        var edges: [Double] = [0]
        for list in layers {
            for layer in list {
                edges.append(layer.rect.minY)
                edges.append(layer.rect.maxY)
                if layer.pixel.isBar { bottom = max(bottom, layer.rect.maxY) }
            }
        }
        edges.sort()
        var sorted: [Double] = []
        sorted.reserveCapacity(edges.count)
        for edge in edges where edge >= 0 && edge <= bottom && edge != sorted.last {
            sorted.append(edge)
        }
        var rows: [Double] = []
        var index = 1
        while index < sorted.count {
            let a = sorted[index - 1]
            let b = sorted[index]
            if b - a > 1e-6 { rows.append((a + b) / 2) }
            index += 1
        }
        return rows
    }

    /// The segments of row `y`, painting `layers` bottom to top over `[0, width)`.
    static func row(_ y: Double, layers: [StripLayer], width: Double) -> [StripSegment] {
        var segments = [StripSegment(x0: 0, x1: width, pixel: .gap)]
        for layer in layers where layer.rect.minY <= y && y < layer.rect.maxY {
            let a = max(0, layer.rect.minX)
            let b = min(width, layer.rect.maxX)
            guard b - a > 1e-6 else { continue }
            // The segments partition [0, width) in order, so the new one goes in place: no sort.
            var next: [StripSegment] = []
            next.reserveCapacity(segments.count + 2)
            let painted = StripSegment(x0: a, x1: b, pixel: layer.pixel)
            var inserted = false
            for segment in segments {
                if segment.x1 <= a {
                    next.append(segment)
                    continue
                }
                if segment.x0 >= b {
                    if !inserted { next.append(painted); inserted = true }
                    next.append(segment)
                    continue
                }
                if segment.x0 < a { next.append(StripSegment(x0: segment.x0, x1: a, pixel: segment.pixel)) }
                if !inserted { next.append(painted); inserted = true }
                if segment.x1 > b { next.append(StripSegment(x0: b, x1: segment.x1, pixel: segment.pixel)) }
            }
            if !inserted { next.append(painted) }
            segments = next
        }
        // Merge neighbours showing the same pixels, and drop slivers below a thousandth of a point.
        var merged: [StripSegment] = []
        for segment in segments where segment.x1 - segment.x0 > 1e-3 {
            if let last = merged.last, last.pixel == segment.pixel, abs(last.x1 - segment.x0) < 1e-3 {
                merged[merged.count - 1].x1 = segment.x1
            } else {
                merged.append(segment)
            }
        }
        return merged
    }

    /// The first difference between what is seen and what is intended, or `nil` when none.
    static func difference(seen: [StripLayer], intended: [StripLayer], width: Double) -> String? {
        for y in sampleRows([seen, intended]) {
            let a = row(y, layers: seen, width: width)
            let b = row(y, layers: intended, width: width)
            guard !equal(a, b) else { continue }
            return describe(y: y, seen: a, intended: b)
        }
        return nil
    }

    private static func equal(_ a: [StripSegment], _ b: [StripSegment]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices {
            let s = a[index]
            let t = b[index]
            if s.pixel != t.pixel || abs(s.x0 - t.x0) > 1e-3 || abs(s.x1 - t.x1) > 1e-3 { return false }
        }
        return true
    }

    private static func describe(y: Double, seen: [StripSegment], intended: [StripSegment]) -> String {
        // Name the first x where the two rows disagree.
        var x = 0.0
        for s in seen {
            let t = intended.first { $0.x0 <= s.x0 + 1e-3 && s.x0 < $0.x1 }
            if t?.pixel != s.pixel {
                x = s.x0
                let wanted = t.map(\.pixel.description) ?? "nothing"
                return "strip y=\(y.compactLab), x≥\(x.compactLab): sees \(s.pixel), intended \(wanted)"
            }
            if let t, abs(t.x1 - s.x1) > 1e-3 {
                x = min(t.x1, s.x1)
                let sAfter = seen.first { $0.x0 <= x + 1e-3 && x < $0.x1 - 1e-3 }
                let tAfter = intended.first { $0.x0 <= x + 1e-3 && x < $0.x1 - 1e-3 }
                return
                    "strip y=\(y.compactLab), x≥\(x.compactLab): sees \(sAfter?.pixel.description ?? "nothing"), intended \(tAfter?.pixel.description ?? "nothing")"
            }
        }
        return "strip y=\(y.compactLab): rows differ"
    }
}

extension Double {
    var compactLab: String {
        if self == rounded() && abs(self) < 1e12 { return String(Int(self)) }
        return String((self * 100).rounded() / 100)
    }
}
