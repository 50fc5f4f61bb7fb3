import Testing

@testable import SlidingNavigationBarCore

/// The arithmetic of a held safe area (``SafeAreaHolds``): what the shell writes to a page's
/// `additionalSafeAreaInsets.top` when the bar's visibility changes under it, and gives back.
@Suite struct SafeAreaHoldsTests {
    let page = PageID(1)
    let other = PageID(2)

    /// One change of the bar under a held page, measured after layout.
    struct Row: Sendable, CustomTestStringConvertible {
        var label: String
        /// Where the page's safe area starts when the hold begins, and its additional inset then.
        var top: Double
        var appInset: Double
        /// Where it starts after the change (our earlier additions included: none here).
        var after: Double
        /// The additional inset the shell writes, or nil for none.
        var expected: Double?
        var testDescription: String { label }
    }

    static let rows: [Row] = [
        Row(label: "the bar hides: 44 pt added", top: 103, appInset: 0, after: 59, expected: 44),
        Row(label: "the app's own inset is kept under ours", top: 113, appInset: 10, after: 69, expected: 54),
        Row(label: "nothing moved: nothing written", top: 103, appInset: 0, after: 103, expected: nil),
        Row(label: "the safe area grew: never below zero", top: 59, appInset: 0, after: 103, expected: nil),
        Row(label: "a large title's bar hides", top: 155, appInset: 0, after: 59, expected: 96),
    ]

    @Test(arguments: rows)
    func aChangeUnderAHeldPageIsTakenUp(_ row: Row) {
        var holds = SafeAreaHolds()
        let started = holds.hold(page, safeAreaTop: row.top, additionalTop: row.appInset)
        #expect(started)
        let write = holds.takeUp(page, safeAreaTop: row.after, additionalTop: row.appInset)
        #expect(write == row.expected.map { .write($0) } ?? SafeAreaHolds.Write.none)
        // Given back to exactly the app's own value.
        let left = row.expected ?? row.appInset
        let back = holds.giveBack(page, additionalTop: left)
        #expect(back == (row.expected == nil ? .none : .write(row.appInset)))
        #expect(holds.isEmpty)
    }

    /// A second hold of the same page is refused: its safe area then includes our own addition,
    /// which would be counted as the app's and never given back.
    @Test func aPageHeldAlreadyIsNotMeasuredAgain() {
        var holds = SafeAreaHolds()
        holds.hold(page, safeAreaTop: 103, additionalTop: 0)
        let afterHide = holds.takeUp(page, safeAreaTop: 59, additionalTop: 0)
        #expect(afterHide == .write(44))
        // Measured again now, the page's safe area starts at 103 with 44 of ours in it.
        let heldAgain = holds.hold(page, safeAreaTop: 103, additionalTop: 44)
        #expect(!heldAgain)
        let givenBack = holds.giveBack(page, additionalTop: 44)
        #expect(givenBack == .write(0))
    }

    /// The bar hides, then shows again while the page is held: our addition shrinks back to 0.
    @Test func aSecondChangeAdjustsOurAdditionOnly() {
        var holds = SafeAreaHolds()
        holds.hold(page, safeAreaTop: 103, additionalTop: 5)
        let afterHide = holds.takeUp(page, safeAreaTop: 59, additionalTop: 5)
        #expect(afterHide == .write(49))
        // The bar shows again: measured with our 44 inside, the safe area starts at 147.
        let afterShow = holds.takeUp(page, safeAreaTop: 147, additionalTop: 49)
        #expect(afterShow == .write(5))
        let givenBack = holds.giveBack(page, additionalTop: 5)
        #expect(givenBack == .none)
    }

    /// An inset the app set since our last write is the app's: no write, and nothing given back.
    @Test func anInsetTheAppChangedIsTheApps() {
        var holds = SafeAreaHolds()
        holds.hold(page, safeAreaTop: 103, additionalTop: 0)
        let afterHide = holds.takeUp(page, safeAreaTop: 59, additionalTop: 0)
        #expect(afterHide == .write(44))
        let afterAppWrite = holds.takeUp(page, safeAreaTop: 59, additionalTop: 20)
        #expect(afterAppWrite == .none)
        #expect(holds.isEmpty)
        let givenBack = holds.giveBack(page, additionalTop: 20)
        #expect(givenBack == .none)

        var atTheEnd = SafeAreaHolds()
        atTheEnd.hold(page, safeAreaTop: 103, additionalTop: 0)
        let hideAtTheEnd = atTheEnd.takeUp(page, safeAreaTop: 59, additionalTop: 0)
        #expect(hideAtTheEnd == .write(44))
        let givenBackAfterAppWrite = atTheEnd.giveBack(page, additionalTop: 30)
        #expect(givenBackAfterAppWrite == .none)
    }

    /// Pages are held apart, and a page never held gets no write.
    @Test func pagesAreHeldApart() {
        var holds = SafeAreaHolds()
        holds.hold(page, safeAreaTop: 103, additionalTop: 0)
        let otherTakeUp = holds.takeUp(other, safeAreaTop: 59, additionalTop: 0)
        #expect(otherTakeUp == .none)
        let otherGiveBack = holds.giveBack(other, additionalTop: 0)
        #expect(otherGiveBack == .none)
        holds.hold(other, safeAreaTop: 91, additionalTop: 0)
        let otherAfterHide = holds.takeUp(other, safeAreaTop: 47, additionalTop: 0)
        #expect(otherAfterHide == .write(44))
        let pageAfterHide = holds.takeUp(page, safeAreaTop: 59, additionalTop: 0)
        #expect(pageAfterHide == .write(44))
        #expect(holds.holds.count == 2)
    }
}
