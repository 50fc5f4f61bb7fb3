import Testing
@testable import SlidingNavigationBarCore

@Suite("PageLayoutReports")
struct PageLayoutReportsTests {
    static let a = PageID(1), b = PageID(2)
    /// Where the view starts (at the top, iOS 26 before its layout) and where it ends (below the bar).
    static let top = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852))
    static let below = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 103, width: 393, height: 749))
    static let scrolled = PagePlacement(
        frameInContainer: LayoutRect(x: 0, y: 0, width: 393, height: 852), boundsOrigin: LayoutPoint(x: 0, y: -103))

    enum Step: Sendable {
        /// A report: placement, page, source.
        case report(PagePlacement, PageID, PageLayoutReports.Source)
        /// A capture's result told the engine the page's placement.
        case captured(PagePlacement, PageID)
        case forgetAll
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var steps: [Step]
        /// What each report answers, in order (captures and forgetting answer nothing).
        var answers: [Bool]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "view moved mid-slide, first report", steps: [.report(below, a, .viewGeometry)], answers: [true]),
        Row(
            name: "the same placement twice from the view",
            steps: [.report(below, a, .viewGeometry), .report(below, a, .viewGeometry)],
            answers: [true, false]),
        Row(
            name: "position then bounds: the intermediate and the final both differ",
            steps: [
                .report(scrolled, a, .viewGeometry), .report(below, a, .viewGeometry),
            ],
            answers: [true, true]),
        Row(
            name: "controller's layout after the view's, same placement: forwarded as before",
            steps: [.report(below, a, .viewGeometry), .report(below, a, .controllerLayout)],
            answers: [true, true]),
        Row(
            name: "view's report after the controller's, same placement: already heard",
            steps: [.report(below, a, .controllerLayout), .report(below, a, .viewGeometry)],
            answers: [true, false]),
        Row(
            name: "controller reports every pass",
            steps: [
                .report(below, a, .controllerLayout), .report(below, a, .controllerLayout),
            ],
            answers: [true, true]),
        Row(
            name: "the capture's placement is heard",
            steps: [.captured(top, a), .report(top, a, .viewGeometry), .report(below, a, .viewGeometry)],
            answers: [false, true]),
        Row(
            name: "back to a placement heard before a new capture",
            steps: [
                .report(below, a, .viewGeometry), .captured(top, a),
                .report(below, a, .viewGeometry),
            ],
            answers: [true, true]),
        Row(
            name: "pages are apart",
            steps: [.report(below, a, .viewGeometry), .report(below, b, .viewGeometry)],
            answers: [true, true]),
        Row(
            name: "forgetAll forgets",
            steps: [.report(below, a, .viewGeometry), .forgetAll, .report(below, a, .viewGeometry)],
            answers: [true, true]),
    ]

    @Test(arguments: rows)
    func answers(_ row: Row) {
        var reports = PageLayoutReports()
        var answers: [Bool] = []
        for step in row.steps {
            switch step {
            case .report(let placement, let page, let source):
                answers.append(reports.forwards(placement, of: page, from: source))
            case .captured(let placement, let page):
                reports.engineHeard(placement, of: page)
            case .forgetAll:
                reports.forgetAll()
            }
        }
        #expect(answers == row.answers)
    }
}
