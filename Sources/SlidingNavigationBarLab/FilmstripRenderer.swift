import SlidingNavigationBarCore

/// Draws frames as an SVG filmstrip a person can look at.
///
/// One cell per frame, left to right, top to bottom. A cell shows the top of the container
/// (where the bars are), scaled to a fixed width: the pages' views as pale rectangles with their
/// names, each page's attached snapshot filled with the look it holds, and the real bar, solid
/// when in front of the pages and dashed when sent behind them. Frames with a violation get a red
/// border and the oracle's message. The output depends only on the frames and the title.
package enum FilmstripRenderer {
    /// Cells per row.
    static let columns = 6
    /// Width of one cell's picture, in SVG pixels.
    static let cellWidth = 216.0
    /// Space between cells and around the strip.
    static let gap = 14.0
    static let margin = 20.0
    /// How much of the container's top is shown, in points, at least.
    static let minimumVisibleTop = 150.0

    package static func svg(_ frames: [LabFrame], title: String) -> String {
        var svg = SVGWriter()
        let names = pageNames(frames)
        let visibleTop = visibleTop(frames)
        let anyViolation = frames.contains { $0.violation != nil }
        let columns = max(1, min(Self.columns, frames.count))
        let rows = (frames.count + columns - 1) / columns

        let captionHeight = 2 * 13.0 + 14 + (anyViolation ? 3 * 12.0 : 0) + 8
        // Each row is as tall as its tallest picture (the width is fixed, the aspect is kept).
        var rowHeights: [Double] = []
        for row in 0..<rows {
            let slice = frames[(row * columns)..<min(frames.count, (row + 1) * columns)]
            let tallest = slice.map { pictureHeight($0, visibleTop: visibleTop) }.max() ?? 0
            rowHeights.append(tallest + captionHeight)
        }
        let legendHeight = 142.0
        let width = 2 * margin + Double(columns) * cellWidth + Double(columns - 1) * gap
        let minimumWidth = 2 * margin + 6 * cellWidth + 5 * gap
        let totalWidth = max(width, minimumWidth)
        let height = legendHeight + rowHeights.reduce(0, +) + Double(max(0, rows - 1)) * gap + margin

        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
                ("width", n(totalWidth)), ("height", n(height)), ("viewBox", "0 0 \(n(totalWidth)) \(n(height))"),
                ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"),
            ])
        svg.element("title", text: "Filmstrip: \(title)")
        defs(&svg)
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", n(totalWidth)), ("height", n(height)), ("fill", "#FAFAFA")])
        legend(&svg, frames: frames, title: title, names: names, visibleTop: visibleTop)

        var y = legendHeight
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                guard index < frames.count else { break }
                let x = margin + Double(column) * (cellWidth + gap)
                cell(
                    &svg, frames[index], index: index, x: x, y: y, names: names, visibleTop: visibleTop,
                    captionHeight: captionHeight)
            }
            y += rowHeights[row] + gap
        }
        if frames.isEmpty {
            svg.element(
                "text", [("x", n(margin)), ("y", n(legendHeight + 20)), ("font-size", "13"), ("fill", "#555")],
                text: "No frames were recorded.")
        }
        svg.close("svg")
        return svg.text
    }

    // MARK: - Layout

    /// Page names in order of first appearance: each gets its own pale colour.
    static func pageNames(_ frames: [LabFrame]) -> [String] {
        var names: [String] = []
        for frame in frames {
            for page in frame.pages where !names.contains(page.name) { names.append(page.name) }
        }
        return names
    }

    /// The shown top of the container: 150 pt, or more when a bar reaches lower (large titles).
    static func visibleTop(_ frames: [LabFrame]) -> Double {
        var lowest = 0.0
        for frame in frames {
            if let look = frame.barLook { lowest = max(lowest, look.boundary.maxY) }
            for page in frame.pages {
                if let snapshot = page.snapshot { lowest = max(lowest, snapshot.maxY) }
            }
        }
        return max(minimumVisibleTop, (lowest + 28).rounded(.up))
    }

    static func scale(_ frame: LabFrame) -> Double { cellWidth / max(1, frame.width) }

    static func pictureHeight(_ frame: LabFrame, visibleTop: Double) -> Double {
        min(visibleTop, max(1, frame.height)) * scale(frame)
    }

    // MARK: - Pieces

    static let pageFills = ["#E3EEFD", "#E4F3E8", "#FDF3D6", "#FBE4E2", "#EFE5FB", "#DDF3F6", "#F4EBDD", "#E9E9E9"]
    static let pageStrokes = ["#7A9CCB", "#7DAF8B", "#C7A54A", "#C98A84", "#A48CC9", "#6FAEB8", "#B69A76", "#9A9A9A"]
    static let violationRed = "#D0021B"

    static func pageColour(_ name: String, _ names: [String]) -> (fill: String, stroke: String) {
        let index = (names.firstIndex(of: name) ?? 0) % pageFills.count
        return (pageFills[index], pageStrokes[index])
    }

    static func defs(_ svg: inout SVGWriter) {
        svg.open("defs")
        // The transparent look: thin diagonal hatching over whatever is below.
        svg.open(
            "pattern",
            [
                ("id", "transparent-look"), ("patternUnits", "userSpaceOnUse"), ("width", "8"), ("height", "8"),
                ("patternTransform", "rotate(45)"),
            ])
        svg.element("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "8"), ("stroke", "#8C8C8C"), ("stroke-width", "1.5")])
        svg.close("pattern")
        svg.close("defs")
    }

    /// How a look is painted: fill, opacity, and a text colour that reads on it.
    struct Paint {
        var fill: String
        var opacity: Double
        var text: String
    }

    static func paint(_ look: BarLook) -> Paint {
        var paint = backgroundPaint(look)
        // A title with a colour of its own (`title-color=`, `app-title-color=`) is drawn in it.
        if !look.titleColor.isEmpty { paint.text = look.titleColor }
        return paint
    }

    static func backgroundPaint(_ look: BarLook) -> Paint {
        // The page's own line (` shadow-…`) is not drawn; a translucent colour (`#RRGGBB@AA`) is
        // its colour at that opacity; the image (`image`) a flat brown.
        let parts = (look.background.split(separator: " ", maxSplits: 1).first ?? "").split(separator: "@")
        let background = String(parts.first ?? "")
        if parts.count == 2, let alpha = Int(parts[1], radix: 16) {
            var translucent = paint(opaque: background)
            translucent.opacity = Double(alpha) / 255
            return translucent
        }
        if background == "image" { return Paint(fill: "#A2845E", opacity: 1, text: "#FFFFFF") }
        return paint(opaque: background)
    }

    static func paint(opaque background: String) -> Paint {
        switch background {
        case "transparent": return Paint(fill: "url(#transparent-look)", opacity: 1, text: "#1C1C1E")
        case "material-light": return Paint(fill: "#E4E4E8", opacity: 1, text: "#1C1C1E")
        case "material-dark": return Paint(fill: "#3A3A3E", opacity: 1, text: "#F2F2F7")
        case "glass-light": return Paint(fill: "#D2D2D8", opacity: 0.6, text: "#1C1C1E")
        case "glass-dark": return Paint(fill: "#2C2C30", opacity: 0.6, text: "#F2F2F7")
        default: break
        }
        if let rgb = hexRGB(background) {
            let luminance = 0.299 * Double(rgb.0) + 0.587 * Double(rgb.1) + 0.114 * Double(rgb.2)
            return Paint(fill: background.uppercased(), opacity: 1, text: luminance > 150 ? "#1C1C1E" : "#FFFFFF")
        }
        // An unknown look: a neutral grey, so it is still visible.
        return Paint(fill: "#BDBDBD", opacity: 1, text: "#1C1C1E")
    }

    static func hexRGB(_ text: String) -> (Int, Int, Int)? {
        guard text.count == 7, text.first == "#" else { return nil }
        let digits = Array(text.dropFirst())
        var values: [Int] = []
        for i in stride(from: 0, to: 6, by: 2) {
            guard let value = Int(String(digits[i...(i + 1)]), radix: 16) else { return nil }
            values.append(value)
        }
        return (values[0], values[1], values[2])
    }

    /// A bar: the look's fill over `rect`, the title in the bottom 44 pt, and an outline.
    static func bar(
        _ svg: inout SVGWriter, _ look: BarLook, rect: LayoutRect, scale: Double, stroke: String, strokeWidth: Double,
        dashed: Bool = false, filled: Bool = true
    ) {
        let p = paint(look)
        var attributes: [(String, String)] = [
            ("x", n(rect.minX)), ("y", n(rect.minY)), ("width", n(rect.width)), ("height", n(rect.height)),
            ("fill", filled ? p.fill : "none"),
            ("stroke", stroke), ("stroke-width", n(strokeWidth / scale)),
        ]
        if filled && p.opacity < 1 { attributes.append(("fill-opacity", n(p.opacity))) }
        if dashed { attributes.append(("stroke-dasharray", "\(n(5 / scale)) \(n(3 / scale))")) }
        svg.element("rect", attributes)
        guard filled else { return }
        let fontSize = 10.5 / scale
        let titleRow = min(44, rect.height)
        svg.element(
            "text",
            [
                ("x", n(rect.minX + rect.width / 2)), ("y", n(rect.maxY - titleRow / 2 + fontSize * 0.36)), ("font-size", n(fontSize)),
                ("font-weight", "bold"), ("text-anchor", "middle"), ("fill", p.text),
            ], text: look.title)
    }

    /// A small label in the status-bar strip at the top of a bar.
    static func tag(_ svg: inout SVGWriter, _ text: String, x: Double, y: Double, scale: Double, anchor: String, look: BarLook) {
        let fontSize = 8 / scale
        let colour = paint(look).text
        svg.element(
            "text",
            [
                ("x", n(x)), ("y", n(y + 12 / scale)), ("font-size", n(fontSize)), ("text-anchor", anchor),
                ("fill", colour), ("fill-opacity", "0.85"),
            ], text: text)
    }

    static func cell(
        _ svg: inout SVGWriter, _ frame: LabFrame, index: Int, x: Double, y: Double, names: [String],
        visibleTop: Double, captionHeight: Double
    ) {
        let scale = scale(frame)
        let shownHeight = min(visibleTop, max(1, frame.height))
        let pictureHeight = shownHeight * scale
        svg.open("g", [("id", "frame-\(index + 1)"), ("class", frame.violation == nil ? "frame" : "frame violation")])
        svg.element("title", text: "\(index + 1). \(frame.label) (line \(frame.line))\(frame.violation.map { ": \($0)" } ?? "")")
        // The picture: a nested viewport in container points, which also clips to the container.
        svg.open(
            "svg",
            [
                ("x", n(x)), ("y", n(y)), ("width", n(cellWidth)), ("height", n(pictureHeight)),
                ("viewBox", "0 0 \(n(frame.width)) \(n(shownHeight))"), ("preserveAspectRatio", "none"),
                ("overflow", "hidden"),
            ])
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", n(frame.width)), ("height", n(shownHeight)), ("fill", "#FFFFFF")])
        for (position, page) in frame.pages.enumerated() {
            let colour = pageColour(page.name, names)
            let view = page.view
            svg.element(
                "rect",
                [
                    ("x", n(view.minX)), ("y", n(view.minY)), ("width", n(view.width)), ("height", n(view.height)),
                    ("fill", colour.fill), ("stroke", colour.stroke), ("stroke-width", n(1 / scale)),
                ])
            if position > 0 && page.offsetX != 0 {
                // The leading edge of a page sliding over another: a soft shadow line.
                let edge = page.offsetX > 0 ? view.minX : view.maxX
                svg.element(
                    "line",
                    [
                        ("x1", n(edge)), ("y1", "0"), ("x2", n(edge)), ("y2", n(shownHeight)),
                        ("stroke", "#000000"), ("stroke-opacity", "0.35"), ("stroke-width", n(2 / scale)),
                    ])
            }
            if let top = page.contentTop {
                // Where the page's safe-area content starts: a dotted line across its view.
                svg.element(
                    "line",
                    [
                        ("x1", n(view.minX)), ("y1", n(top)), ("x2", n(view.maxX)), ("y2", n(top)),
                        ("class", "content-top"), ("stroke", colour.stroke), ("stroke-width", n(1 / scale)),
                        ("stroke-dasharray", "\(n(2 / scale)) \(n(2 / scale))"),
                    ])
            }
            // The name sits at the page's visible leading part.
            let nameSize = 12 / scale
            svg.element(
                "text",
                [
                    ("x", n(max(view.minX, 0) + 8 / scale)), ("y", n(shownHeight - 7 / scale)), ("font-size", n(nameSize)),
                    ("fill", colour.stroke), ("font-weight", "bold"),
                ], text: page.name)
            if let rect = page.snapshot, let look = page.snapshotLook {
                bar(&svg, look, rect: rect, scale: scale, stroke: "#6E6E73", strokeWidth: 0.75)
                tag(&svg, "snapshot", x: max(rect.minX, 0) + 5 / scale, y: rect.minY, scale: scale, anchor: "start", look: look)
            }
        }
        if let look = frame.barLook {
            if frame.barInFront {
                bar(&svg, look, rect: look.boundary, scale: scale, stroke: "#111111", strokeWidth: 1.75)
                tag(&svg, "real bar", x: look.boundary.maxX - 5 / scale, y: look.boundary.minY, scale: scale, anchor: "end", look: look)
            } else {
                bar(&svg, look, rect: look.boundary, scale: scale, stroke: "#111111", strokeWidth: 1.25, dashed: true, filled: false)
            }
        }
        svg.close("svg")

        // Frame border: red and thick for a violation.
        if frame.violation != nil {
            svg.element(
                "rect",
                [
                    ("x", n(x - 1.5)), ("y", n(y - 1.5)), ("width", n(cellWidth + 3)), ("height", n(pictureHeight + 3)),
                    ("fill", "none"), ("stroke", violationRed), ("stroke-width", "3"),
                ])
        } else {
            svg.element(
                "rect",
                [
                    ("x", n(x)), ("y", n(y)), ("width", n(cellWidth)), ("height", n(pictureHeight)),
                    ("fill", "none"), ("stroke", "#B0B0B5"), ("stroke-width", "1"),
                ])
        }

        // Caption: the frame's number and label, then the scenario line and the real bar's state.
        var textY = y + pictureHeight + 14
        for line in wrap("\(index + 1). \(frame.label)", width: cellWidth, fontSize: 11, maxLines: 2) {
            svg.element("text", [("x", n(x)), ("y", n(textY)), ("font-size", "11"), ("fill", "#1C1C1E")], text: line)
            textY += 13
        }
        let barState: String
        if frame.barLook == nil {
            barState = "real bar hidden"
        } else {
            barState = frame.barInFront ? "real bar in front" : "real bar behind"
        }
        svg.element(
            "text", [("x", n(x)), ("y", n(textY)), ("font-size", "9.5"), ("fill", "#6E6E73")], text: "line \(frame.line) · \(barState)")
        textY += 13
        if let violation = frame.violation {
            for line in wrap(violation, width: cellWidth, fontSize: 9.5, maxLines: 3) {
                svg.element(
                    "text", [("x", n(x)), ("y", n(textY)), ("font-size", "9.5"), ("fill", violationRed), ("font-weight", "bold")],
                    text: line)
                textY += 12
            }
        }
        svg.close("g")
    }

    static func legend(_ svg: inout SVGWriter, frames: [LabFrame], title: String, names: [String], visibleTop: Double) {
        let violations = frames.filter { $0.violation != nil }.count
        svg.element(
            "text", [("x", n(margin)), ("y", n(margin + 12)), ("font-size", "17"), ("font-weight", "bold"), ("fill", "#1C1C1E")],
            text: title)
        var summary = "\(frames.count) frame\(frames.count == 1 ? "" : "s")"
        summary += violations == 0 ? ", no violations" : ", \(violations) with a violation"
        summary += " · each cell: the top \(n(visibleTop)) pt of the container, scaled to the cell width"
        svg.element("text", [("x", n(margin)), ("y", n(margin + 32)), ("font-size", "11.5"), ("fill", "#48484A")], text: summary)

        // Swatches.
        var x = margin
        let y = margin + 48
        let w = 46.0, h = 22.0
        func caption(_ text: String) {
            svg.element("text", [("x", n(x + w + 7)), ("y", n(y + h / 2 + 4)), ("font-size", "11"), ("fill", "#1C1C1E")], text: text)
            x += w + 14 + Double(text.count) * 6.1
        }
        let fill = pageColour(names.first ?? "", names)
        svg.element("rect", [("x", n(x)), ("y", n(y)), ("width", n(w)), ("height", n(h)), ("fill", fill.fill), ("stroke", fill.stroke)])
        caption("page view (pale, clipped to the container)")
        svg.element(
            "rect",
            [
                ("x", n(x)), ("y", n(y)), ("width", n(w)), ("height", n(h)), ("fill", "#FF9500"), ("stroke", "#6E6E73"),
                ("stroke-width", "0.75"),
            ])
        caption("snapshot attached to its page (bar look colour)")
        svg.element(
            "rect",
            [
                ("x", n(x)), ("y", n(y)), ("width", n(w)), ("height", n(h)), ("fill", "#FF9500"), ("stroke", "#111111"),
                ("stroke-width", "1.75"),
            ])
        caption("real bar in front")
        svg.element(
            "rect",
            [
                ("x", n(x)), ("y", n(y)), ("width", n(w)), ("height", n(h)), ("fill", "none"), ("stroke", "#111111"),
                ("stroke-width", "1.25"), ("stroke-dasharray", "5 3"),
            ])
        caption("real bar behind the pages")

        x = margin
        let y2 = y + h + 10
        func caption2(_ text: String) {
            svg.element("text", [("x", n(x + w + 7)), ("y", n(y2 + h / 2 + 4)), ("font-size", "11"), ("fill", "#1C1C1E")], text: text)
            x += w + 14 + Double(text.count) * 6.1
        }
        svg.element(
            "rect",
            [
                ("x", n(x)), ("y", n(y2)), ("width", n(w)), ("height", n(h)), ("fill", "url(#transparent-look)"), ("stroke", "#6E6E73"),
                ("stroke-width", "0.75"),
            ])
        caption2("transparent look")
        svg.element(
            "rect",
            [
                ("x", n(x)), ("y", n(y2)), ("width", n(w / 2)), ("height", n(h)), ("fill", "#E4E4E8"), ("stroke", "#6E6E73"),
                ("stroke-width", "0.75"),
            ])
        svg.element(
            "rect",
            [
                ("x", n(x + w / 2)), ("y", n(y2)), ("width", n(w / 2)), ("height", n(h)), ("fill", "#3A3A3E"), ("stroke", "#6E6E73"),
                ("stroke-width", "0.75"),
            ])
        caption2("material light / dark")
        svg.element(
            "rect",
            [
                ("x", n(x)), ("y", n(y2)), ("width", n(w / 2)), ("height", n(h)), ("fill", "#D2D2D8"), ("fill-opacity", "0.6"),
                ("stroke", "#6E6E73"), ("stroke-width", "0.75"),
            ])
        svg.element(
            "rect",
            [
                ("x", n(x + w / 2)), ("y", n(y2)), ("width", n(w / 2)), ("height", n(h)), ("fill", "#2C2C30"), ("fill-opacity", "0.6"),
                ("stroke", "#6E6E73"), ("stroke-width", "0.75"),
            ])
        caption2("glass light / dark (translucent)")
        svg.element(
            "rect",
            [
                ("x", n(x)), ("y", n(y2)), ("width", n(w)), ("height", n(h)), ("fill", "#FFFFFF"), ("stroke", violationRed),
                ("stroke-width", "3"),
            ])
        caption2("violation found by the oracle (message in red)")
    }

    // MARK: - Text

    /// Splits `text` into at most `maxLines` lines that fit `width` (estimated), ending with "…"
    /// when cut.
    static func wrap(_ text: String, width: Double, fontSize: Double, maxLines: Int) -> [String] {
        let perLine = max(8, Int(width / (fontSize * 0.58)))
        var lines: [String] = []
        var current = ""
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while !words.isEmpty {
            var word = words.removeFirst()
            if word.count > perLine {
                // A word longer than a line is broken.
                words.insert(String(word.dropFirst(perLine)), at: 0)
                word = String(word.prefix(perLine))
            }
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= perLine {
                current = candidate
                continue
            }
            lines.append(current)
            current = word
            if lines.count == maxLines { break }
        }
        if lines.count < maxLines {
            if !current.isEmpty { lines.append(current) }
        } else {
            // Cut: mark the last line.
            let last = lines[maxLines - 1]
            lines[maxLines - 1] = String(last.prefix(max(1, perLine - 1))) + "…"
        }
        return lines
    }

    /// A number for SVG: at most two decimals, no exponent, no trailing zeros.
    static func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// Builds SVG text with escaping in one place.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0

    static func escape(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.count)
        for character in value {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // Control characters are not allowed in XML 1.0; drop them (tab and newline become spaces).
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20
                {
                    out += " "
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }

    private func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined()
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    mutating func open(_ name: String, _ list: [(String, String)] = []) {
        text += "\(indent)<\(name)\(attributes(list))>\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        text += "\(indent)</\(name)>\n"
    }

    mutating func element(_ name: String, _ list: [(String, String)] = [], text content: String? = nil) {
        if let content {
            text += "\(indent)<\(name)\(attributes(list))>\(Self.escape(content))</\(name)>\n"
        } else {
            text += "\(indent)<\(name)\(attributes(list))/>\n"
        }
    }
}
