import Testing

@testable import SlidingNavigationBarCore

/// Where a page's hidden status bar moves the bar (``StatusBarFacts/hidingMovesBar``): the
/// decision table from the facts the shell reads.
@Suite struct StatusBarFactsTests {
    /// The facts of one row, as the shell reads them.
    struct Facts: Sendable {
        var pad = false, bottom = 0.0, compact = false, top: Double? = 0, perController = true
    }

    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var facts: Facts
        var moves: Bool
        var description: String { name }
    }

    static func facts(
        pad: Bool = false, bottom: Double = 0, compact: Bool = false, top: Double? = 0, perController: Bool = true
    ) -> Facts {
        Facts(pad: pad, bottom: bottom, compact: compact, top: top, perController: perController)
    }

    static let rows: [Row] = [
        Row(name: "a phone with a home button, portrait", facts: facts(), moves: true),
        Row(name: "a notched phone (home indicator below)", facts: facts(bottom: 34), moves: false),
        Row(name: "a phone in landscape", facts: facts(compact: true), moves: false),
        Row(name: "an iPad", facts: facts(pad: true, bottom: 20), moves: true),
        Row(name: "an iPad with a home button", facts: facts(pad: true), moves: true),
        Row(name: "a sheet, not at the window's top", facts: facts(top: 54), moves: false),
        Row(name: "less than half a point from the top counts as the top", facts: facts(top: 0.25), moves: true),
        Row(name: "outside a window: taken to move (a slide lost, never a gap)", facts: facts(top: nil), moves: true),
        Row(name: "the plist keeps the status bar from view controllers", facts: facts(perController: false), moves: false),
    ]

    @Test(arguments: rows)
    func hidingMovesBar(_ row: Row) {
        let facts = row.facts
        let moves = StatusBarFacts.hidingMovesBar(
            isPad: facts.pad, windowBottomInset: facts.bottom, isVerticallyCompact: facts.compact,
            containerTopInWindow: facts.top, viewControllerBasedAppearance: facts.perController)
        #expect(moves == row.moves)
    }
}
