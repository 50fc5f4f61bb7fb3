import Testing
import SlidingNavigationBarCore

@Suite("BackButtonPop")
struct BackButtonPopTests {
    @Test(arguments: [
        // The back button on the top page's own item: a pop of its own.
        (true, true),
        // The bar catching up with a pop already announced (or no item, no page): nothing.
        (false, false),
    ])
    func isAnnounced(itemIsTopPagesItem: Bool, expected: Bool) {
        #expect(BackButtonPop.isAnnounced(itemIsTopPagesItem: itemIsTopPagesItem) == expected)
    }

    @Test func backButtonPopsAreAnimated() {
        #expect(BackButtonPop.isAnimated)
    }
}
