import Foundation
import SlidingNavigationBarCore
import Testing
@testable import SlidingNavigationBarLab

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects what the tests look at while parsing the filmstrip.
private final class SVGCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The `id` of the enclosing frame cell, if any.
        var frame: String?
    }

    var elements: [Element] = []
    var texts: [(frame: String?, text: String)] = []
    var error: Error?
    private var frameStack: [String?] = []
    private var currentText = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let enclosing = frameStack.last ?? nil
        let frame = (elementName == "g" && (attributes["class"] ?? "").hasPrefix("frame")) ? attributes["id"] : enclosing
        elements.append(Element(name: elementName, attributes: attributes, frame: frame))
        frameStack.append(frame)
        currentText = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { currentText += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        let frame = frameStack.popLast() ?? nil
        if !currentText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            texts.append((frame, currentText))
        }
        currentText = ""
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

    static func parse(_ svg: String) -> (SVGCollector, Bool) {
        let collector = SVGCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        let ok = parser.parse()
        return (collector, ok && collector.error == nil)
    }

    func frames() -> [Element] {
        elements.filter { $0.name == "g" && ($0.attributes["class"] ?? "").hasPrefix("frame") }
    }
}

private func look(_ background: String, _ title: String) -> BarLook {
    BarLook(
        background: background, title: title, heightClass: .standard,
        boundary: LayoutRect(x: 0, y: 0, width: 393, height: 103))
}

private func page(_ name: String, dx: Double, snapshot: BarLook?) -> LabFrame.Page {
    LabFrame.Page(
        name: name, offsetX: dx, view: LayoutRect(x: dx, y: 0, width: 393, height: 852), intendedLook: snapshot,
        snapshot: snapshot.map { $0.boundary.offsetBy(dx: dx, dy: 0) }, snapshotLook: snapshot)
}

private func frame(_ label: String, pages: [LabFrame.Page], bar: BarLook?, inFront: Bool, violation: String? = nil) -> LabFrame {
    LabFrame(
        label: label, line: 7, width: 393, height: 852, pages: pages, barLook: bar, barInFront: inFront,
        violation: violation)
}

@Suite("Filmstrip renderer")
struct FilmstripRendererTests {
    let handMade: [LabFrame] = [
        frame("root", pages: [page("Home", dx: 0, snapshot: nil)], bar: look("transparent", "Home"), inFront: true),
        frame(
            "push Detail at 40%",
            pages: [
                page("Home", dx: -47, snapshot: look("material-light", "Home")),
                page("Detail", dx: 236, snapshot: look("#1C7C54", "Detail")),
            ],
            bar: look("#1C7C54", "Detail"), inFront: false),
        frame(
            "push Detail at 80%",
            pages: [page("Home", dx: -94, snapshot: look("glass-dark", "Home")), page("Detail", dx: 79, snapshot: nil)],
            bar: look("#1C7C54", "Detail"), inFront: false, violation: "Detail's bar is missing at x 79…393"),
        frame("push Detail at rest", pages: [page("Detail", dx: 0, snapshot: nil)], bar: nil, inFront: true),
    ]

    @Test func isWellFormedXMLWithOneCellPerFrame() {
        let svg = FilmstripRenderer.svg(handMade, title: "hand made")
        let (collector, ok) = SVGCollector.parse(svg)
        #expect(ok, "not well-formed: \(String(describing: collector.error))")
        #expect(collector.elements.first?.name == "svg")
        #expect(collector.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(collector.frames().count == handMade.count)
        #expect(collector.frames().map { $0.attributes["id"] } == ["frame-1", "frame-2", "frame-3", "frame-4"])
    }

    @Test func drawsAViolationInRed() {
        let svg = FilmstripRenderer.svg(handMade, title: "hand made")
        let (collector, ok) = SVGCollector.parse(svg)
        #expect(ok)
        let red = FilmstripRenderer.violationRed
        let redBorders = collector.elements.filter { $0.name == "rect" && $0.attributes["stroke"] == red && $0.frame != nil }
        #expect(redBorders.map(\.frame) == ["frame-3"])
        let redTexts = collector.elements.filter { $0.name == "text" && $0.attributes["fill"] == red }
        #expect(!redTexts.isEmpty && redTexts.allSatisfy { $0.frame == "frame-3" })
        let message = collector.texts.filter { $0.frame == "frame-3" }.map(\.text).joined(separator: " ")
        #expect(message.contains("Detail's bar is missing"))
        #expect(collector.frames()[2].attributes["class"] == "frame violation")
        #expect(collector.frames().filter { $0.attributes["class"] == "frame violation" }.count == 1)
    }

    @Test func paintsLooks() {
        let svg = FilmstripRenderer.svg(handMade, title: "hand made")
        let (collector, _) = SVGCollector.parse(svg)
        let rects = collector.elements.filter { $0.name == "rect" }
        // A colour look is filled with its colour, transparent with the hatching, glass translucent.
        #expect(rects.contains { $0.attributes["fill"] == "#1C7C54" && $0.frame == "frame-2" })
        #expect(rects.contains { $0.attributes["fill"] == "url(#transparent-look)" && $0.frame == "frame-1" })
        #expect(rects.contains { $0.frame == "frame-3" && $0.attributes["fill-opacity"] == "0.6" })
        // The real bar behind the pages is a dashed outline.
        #expect(rects.contains { $0.frame == "frame-2" && $0.attributes["stroke-dasharray"] != nil && $0.attributes["fill"] == "none" })
        #expect(!rects.contains { $0.frame == "frame-1" && $0.attributes["stroke-dasharray"] != nil })
        // Titles and page names are drawn.
        let frame2 = collector.texts.filter { $0.frame == "frame-2" }.map(\.text)
        #expect(frame2.contains("Detail") && frame2.contains("Home"))
    }

    @Test func escapesMarkupInTitles() {
        let nasty = "A<b> & \"c\" 'd'"
        let frames = [
            frame(
                "push <x> & \"y\"", pages: [page(nasty, dx: 0, snapshot: look("#FFFFFF", nasty))], bar: look("#000000", nasty),
                inFront: true, violation: "bar <missing> & \"gone\"")
        ]
        let svg = FilmstripRenderer.svg(frames, title: "title <with> & \"quotes\"")
        #expect(!svg.contains("<with>"))
        #expect(!svg.contains("<b>"))
        #expect(!svg.contains("<x>"))
        #expect(svg.contains("&lt;with&gt; &amp; &quot;quotes&quot;"))
        let (collector, ok) = SVGCollector.parse(svg)
        #expect(ok, "not well-formed: \(String(describing: collector.error))")
        let texts = collector.texts.map(\.text)
        #expect(texts.contains("title <with> & \"quotes\""))
        #expect(texts.contains(nasty))
    }

    @Test func isDeterministicAndHandlesNoFrames() {
        #expect(FilmstripRenderer.svg(handMade, title: "t") == FilmstripRenderer.svg(handMade, title: "t"))
        let (collector, ok) = SVGCollector.parse(FilmstripRenderer.svg([], title: "empty"))
        #expect(ok)
        #expect(collector.frames().isEmpty)
    }

    @Test func rendersARecordedScenario() throws {
        let text = """
            device iphone-15-pro
            ios 18
            page Gallery bar=transparent
            page Item bar=#1C7C54 title=Item
            root Gallery
            push Item
            swipe 0.5 cancel
            """
        let scenario = try ScenarioParser.parse(text, file: "inline.scenario")
        let model = ScenarioRunner.run(scenario, variant: ModelVariant(), recordFrames: true)
        #expect(!model.frames.isEmpty)
        let (collector, ok) = SVGCollector.parse(FilmstripRenderer.svg(model.frames, title: scenario.file))
        #expect(ok)
        #expect(collector.frames().count == model.frames.count)
        #expect(!collector.elements.contains { $0.attributes["stroke"] == FilmstripRenderer.violationRed && $0.frame != nil })
    }

    @Test func numbersAreCompact() {
        #expect(FilmstripRenderer.n(1) == "1")
        #expect(FilmstripRenderer.n(0.5) == "0.5")
        #expect(FilmstripRenderer.n(-0.25) == "-0.25")
        #expect(FilmstripRenderer.n(2.004) == "2")
        #expect(FilmstripRenderer.n(-0.001) == "0")
        #expect(FilmstripRenderer.n(.nan) == "0")
    }
}
