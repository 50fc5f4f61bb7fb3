import Testing
import SlidingNavigationBarCore

@Suite("ViewNode and ViewRole")
struct ViewNodeTests {
    /// Class name → role, as UIKit's versions name the bar's parts.
    static let roleTable: [(String, ViewRole)] = [
        ("_UIBarBackground", .barBackground),
        ("_UINavigationBarBackground", .barBackground),  // iOS 9 and earlier
        ("UIKit._UIBarBackground", .barBackground),  // module-qualified
        ("_UIBarBackgroundShadowView", .shadow),
        ("_UINavigationBarContentView", .barContent),
        ("UIKit.NavigationBarContentView", .barContent),  // iOS 26
        ("NavigationBarContentView", .barContent),
        ("_UINavigationBarLargeTitleView", .largeTitle),
        ("SomeFutureLargeTitleView", .largeTitle),
        ("UINavigationBar", .other),
        ("UIVisualEffectView", .other),
        ("_UIBarBackgroundX", .other),  // a prefix of a known name is not enough
        ("_uibarbackground", .other),  // class names are case-sensitive
        ("_UINavigationBarLargeTitleViewLayout", .other),  // must end in LargeTitleView
        ("_UIButtonBarStackView", .other),
        ("ContentView", .other),  // too generic to be the bar's content view
        ("", .other),
    ]

    @Test("role of a class name", arguments: roleTable)
    func role(className: String, expected: ViewRole) {
        #expect(ViewRole(className: className) == expected)
        #expect(ViewNode(className: className, frame: .zero).role == expected)
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
        #expect(tree.contains { $0.role == .barBackground })
        #expect(tree.contains { $0.className == "UINavigationBar" })
        #expect(!tree.contains { $0.role == .shadow })
    }

    @Test func equalityLooksAtChildren() {
        let a = ViewNode(className: "V", frame: .zero, children: [ViewNode(className: "C", frame: .zero)])
        let b = ViewNode(className: "V", frame: .zero, children: [ViewNode(className: "C", frame: .zero, isHidden: true)])
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }
}
