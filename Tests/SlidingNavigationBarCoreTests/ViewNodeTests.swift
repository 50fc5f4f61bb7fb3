import Testing
import SlidingNavigationBarCore

@Suite("ViewNode")
struct ViewNodeTests {
    /// Class name → whether it is the bar's background, as UIKit's versions name the bar's parts.
    static let backgroundTable: [(String, Bool)] = [
        ("_UIBarBackground", true),
        ("_UINavigationBarBackground", true),  // iOS 9 and earlier
        ("UIKit._UIBarBackground", true),  // module-qualified
        ("_UIBarBackgroundShadowView", false),  // the hairline's name starts with the background's
        ("_UINavigationBarContentView", false),
        ("UINavigationBar", false),
        ("UIVisualEffectView", false),
        ("_UIBarBackgroundX", false),  // a prefix of a known name is not enough
        ("_uibarbackground", false),  // class names are case-sensitive
        ("", false),
    ]

    @Test("background recognised by class name", arguments: backgroundTable)
    func isBarBackground(className: String, expected: Bool) {
        #expect(ViewNode(className: className, frame: .zero).isBarBackground == expected)
    }

    @Test func defaultsDescribeAVisibleNonClippingView() {
        let node = ViewNode(className: "UIView", frame: LayoutRect(x: 1, y: 2, width: 3, height: 4))
        #expect(node.boundsOrigin == .zero)
        #expect(node.isHidden == false)
        #expect(node.alpha == 1)
        #expect(node.clipsToBounds == false)
        #expect(node.children.isEmpty)
    }

    @Test func containsSearchesTheWholeTree() {
        let deep = ViewNode(className: "_UIBarBackground", frame: .zero)
        let tree = ViewNode(
            className: "UINavigationBar",
            frame: .zero,
            children: [ViewNode(className: "A", frame: .zero, children: [ViewNode(className: "B", frame: .zero, children: [deep])])]
        )
        #expect(tree.contains { $0.isBarBackground })
        #expect(tree.contains { $0.className == "UINavigationBar" })
        #expect(!tree.contains { $0.className == "_UIBarBackgroundShadowView" })
    }

    @Test func equalityLooksAtChildren() {
        let a = ViewNode(className: "V", frame: .zero, children: [ViewNode(className: "C", frame: .zero)])
        let b = ViewNode(className: "V", frame: .zero, children: [ViewNode(className: "C", frame: .zero, isHidden: true)])
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }
}
