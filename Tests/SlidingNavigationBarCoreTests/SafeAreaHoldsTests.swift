import Testing

@testable import SlidingNavigationBarCore

/// The arithmetic of a held safe area (``SafeAreaHolds``): what the shell writes to a page's
/// `additionalSafeAreaInsets.top` when the bar's visibility changes under it, at each later
/// measurement while UIKit catches up, and when the hold is released.
@Suite struct SafeAreaHoldsTests {
    let page = PageID(1)
    let other = PageID(2)

    typealias M = SafeAreaHolds.Measurement

    /// One step's write (a mutating call cannot sit inside `#expect`).
    func expectWrite(
        _ actual: SafeAreaHolds.Write, _ expected: SafeAreaHolds.Write, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual == expected, sourceLocation: sourceLocation)
    }

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
        Row(
            label: "nothing moved (UIKit has not laid the page out yet): nothing written", top: 103, appInset: 0, after: 103,
            expected: nil),
        Row(label: "the safe area grew: never below zero", top: 59, appInset: 0, after: 103, expected: nil),
        Row(label: "a large title's bar hides", top: 155, appInset: 0, after: 59, expected: 96),
    ]

    @Test(arguments: rows)
    func aChangeUnderAHeldPageIsTakenUp(_ row: Row) {
        var holds = SafeAreaHolds()
        let started = holds.hold(page, M(safeAreaTop: row.top, additionalTop: row.appInset))
        #expect(started)
        let write = holds.takeUp(page, M(safeAreaTop: row.after, additionalTop: row.appInset))
        #expect(write == row.expected.map { .write($0) } ?? SafeAreaHolds.Write.none)
        // Given back to exactly the app's own value.
        let left = row.expected ?? row.appInset
        let back = holds.giveBack(page, additionalTop: left)
        #expect(back == (row.expected == nil ? .none : .write(row.appInset)))
        #expect(holds.isEmpty)
    }

    /// The hold is continuous: UIKit gives the leaving page its new safe area only at a later
    /// layout pass (or in two steps); each measurement takes up what has moved so far.
    @Test func aLaterLayoutPassIsTakenUpToo() {
        var holds = SafeAreaHolds()
        holds.hold(page, M(safeAreaTop: 103, additionalTop: 0))
        // Right after the hide: UIKit has not laid the leaving page out.
        expectWrite(holds.takeUp(page, M(safeAreaTop: 103, additionalTop: 0)), .none)
        // Its next layout pass (the first frame of the slide): 44 pt moved.
        expectWrite(holds.takeUp(page, M(safeAreaTop: 59, additionalTop: 0)), .write(44))
        // Later passes with nothing new: nothing written.
        expectWrite(holds.takeUp(page, M(safeAreaTop: 103, additionalTop: 44)), .none)
        #expect(holds.holds[page]?.added == 44)
    }

    /// Release, one row per state UIKit may be in when the engine lets the page go.
    struct ReleaseRow: Sendable, CustomTestStringConvertible {
        var label: String
        /// Where the page's safe area starts when released (our 44 included), and whether its view is in a window.
        var safeAreaTop: Double
        var inWindow: Bool
        /// The write at the release, and whether the hold stays (releasing).
        var expected: SafeAreaHolds.Write
        var stays: Bool
        var testDescription: String { label }
    }

    static let releaseRows: [ReleaseRow] = [
        ReleaseRow(
            label: "the bar is back and UIKit has laid the page out with it: everything given back",
            safeAreaTop: 147, inWindow: true, expected: .write(0), stays: false),
        ReleaseRow(
            label: "the bar is back, the page not laid out with it yet: all 44 kept", safeAreaTop: 103, inWindow: true,
            expected: .none, stays: true),
        ReleaseRow(
            label: "half caught up (an animated show): the part no longer needed given back", safeAreaTop: 125, inWindow: true,
            expected: .write(22), stays: true),
        ReleaseRow(
            label: "the page has left the window (a completed pop): everything given back, not measured",
            safeAreaTop: 103, inWindow: false, expected: .write(0), stays: false),
    ]

    @Test(arguments: releaseRows)
    func aReleaseGivesBackOnlyWhatIsNoLongerNeeded(_ row: ReleaseRow) {
        var holds = SafeAreaHolds()
        holds.hold(page, M(safeAreaTop: 103, additionalTop: 0))
        expectWrite(holds.takeUp(page, M(safeAreaTop: 59, additionalTop: 0)), .write(44))
        let write = holds.release(page, M(safeAreaTop: row.safeAreaTop, additionalTop: 44, inWindow: row.inWindow))
        #expect(write == row.expected)
        #expect((holds.holds[page] != nil) == row.stays)
        #expect(holds.hasReleasing == row.stays)
        #expect(!holds.hasActiveHolds)
    }

    /// A released page still catching up: its next layout pass ends the hold once UIKit has
    /// applied the change; a measurement never makes a released hold grow; the turn after
    /// gives back what is left whatever UIKit did.
    @Test func aReleasedHoldShrinksUntilUIKitCatchesUp() {
        var holds = SafeAreaHolds()
        holds.hold(page, M(safeAreaTop: 103, additionalTop: 0))
        expectWrite(holds.takeUp(page, M(safeAreaTop: 59, additionalTop: 0)), .write(44))
        expectWrite(holds.release(page, M(safeAreaTop: 103, additionalTop: 44)), .none)
        // Measured while the bar were hidden again would want more: a released hold never grows.
        expectWrite(holds.takeUp(page, M(safeAreaTop: 80, additionalTop: 44)), .none)
        // UIKit lays the page out with the bar: 147 with our 44; the hold ends.
        expectWrite(holds.takeUp(page, M(safeAreaTop: 147, additionalTop: 44)), .write(0))
        #expect(holds.isEmpty)

        var late = SafeAreaHolds()
        late.hold(page, M(safeAreaTop: 103, additionalTop: 0))
        expectWrite(late.takeUp(page, M(safeAreaTop: 59, additionalTop: 0)), .write(44))
        expectWrite(late.release(page, M(safeAreaTop: 103, additionalTop: 44)), .none)
        // UIKit never catches up: the bound gives it all back.
        expectWrite(late.giveBack(page, additionalTop: 44), .write(0))
        #expect(late.isEmpty)
    }

    /// A page not in a window is never measured: its hold stays as it is.
    @Test func aPageOutOfTheWindowIsNotMeasured() {
        var holds = SafeAreaHolds()
        do {
            let result = holds.hold(page, M(safeAreaTop: 103, additionalTop: 0, inWindow: false))
            #expect(!result)
        }
        #expect(holds.isEmpty)
        holds.hold(page, M(safeAreaTop: 103, additionalTop: 0))
        expectWrite(holds.takeUp(page, M(safeAreaTop: 0, additionalTop: 0, inWindow: false)), .none)
        expectWrite(holds.takeUp(page, M(safeAreaTop: 59, additionalTop: 0)), .write(44))
        expectWrite(holds.takeUp(page, M(safeAreaTop: 0, additionalTop: 44, inWindow: false)), .none)
        #expect(holds.holds[page]?.added == 44)
    }

    /// A second hold of the same page is refused: its safe area then includes our own addition,
    /// which would be counted as the app's and never given back. A released page still catching
    /// up is held again as it is.
    @Test func aPageHeldAlreadyIsNotMeasuredAgain() {
        var holds = SafeAreaHolds()
        holds.hold(page, M(safeAreaTop: 103, additionalTop: 0))
        let afterHide = holds.takeUp(page, M(safeAreaTop: 59, additionalTop: 0))
        #expect(afterHide == .write(44))
        // Measured again now, the page's safe area starts at 103 with 44 of ours in it.
        let heldAgain = holds.hold(page, M(safeAreaTop: 103, additionalTop: 44))
        #expect(!heldAgain)
        expectWrite(holds.release(page, M(safeAreaTop: 103, additionalTop: 44)), .none)
        let heldWhileReleasing = holds.hold(page, M(safeAreaTop: 103, additionalTop: 44))
        #expect(heldWhileReleasing)
        #expect(holds.holds[page] == SafeAreaHolds.Hold(top: 103, additionalWeLeft: 44, added: 44, releasing: false))
        let givenBack = holds.giveBack(page, additionalTop: 44)
        #expect(givenBack == .write(0))
    }

    /// The bar hides, then shows again while the page is held: our addition shrinks back to 0.
    @Test func aSecondChangeAdjustsOurAdditionOnly() {
        var holds = SafeAreaHolds()
        holds.hold(page, M(safeAreaTop: 103, additionalTop: 5))
        let afterHide = holds.takeUp(page, M(safeAreaTop: 59, additionalTop: 5))
        #expect(afterHide == .write(49))
        // The bar shows again: measured with our 44 inside, the safe area starts at 147.
        let afterShow = holds.takeUp(page, M(safeAreaTop: 147, additionalTop: 49))
        #expect(afterShow == .write(5))
        let givenBack = holds.giveBack(page, additionalTop: 5)
        #expect(givenBack == .none)
    }

    /// An inset the app set since our last write is the app's: no write, and nothing given back.
    @Test func anInsetTheAppChangedIsTheApps() {
        var holds = SafeAreaHolds()
        holds.hold(page, M(safeAreaTop: 103, additionalTop: 0))
        let afterHide = holds.takeUp(page, M(safeAreaTop: 59, additionalTop: 0))
        #expect(afterHide == .write(44))
        let afterAppWrite = holds.takeUp(page, M(safeAreaTop: 59, additionalTop: 20))
        #expect(afterAppWrite == .none)
        #expect(holds.isEmpty)
        let givenBack = holds.giveBack(page, additionalTop: 20)
        #expect(givenBack == .none)

        var atTheEnd = SafeAreaHolds()
        atTheEnd.hold(page, M(safeAreaTop: 103, additionalTop: 0))
        let hideAtTheEnd = atTheEnd.takeUp(page, M(safeAreaTop: 59, additionalTop: 0))
        #expect(hideAtTheEnd == .write(44))
        let releasedAfterAppWrite = atTheEnd.release(page, M(safeAreaTop: 103, additionalTop: 30))
        #expect(releasedAfterAppWrite == .none)
        #expect(atTheEnd.isEmpty)
    }

    /// Pages are held apart, and a page never held gets no write.
    @Test func pagesAreHeldApart() {
        var holds = SafeAreaHolds()
        holds.hold(page, M(safeAreaTop: 103, additionalTop: 0))
        let otherTakeUp = holds.takeUp(other, M(safeAreaTop: 59, additionalTop: 0))
        #expect(otherTakeUp == .none)
        let otherRelease = holds.release(other, M(safeAreaTop: 59, additionalTop: 0))
        #expect(otherRelease == .none)
        holds.hold(other, M(safeAreaTop: 91, additionalTop: 0))
        let otherAfterHide = holds.takeUp(other, M(safeAreaTop: 47, additionalTop: 0))
        #expect(otherAfterHide == .write(44))
        let pageAfterHide = holds.takeUp(page, M(safeAreaTop: 59, additionalTop: 0))
        #expect(pageAfterHide == .write(44))
        #expect(holds.pages == [page, other])
    }
}

/// When a held page's view is laid out before it is measured: never from inside its own layout
/// pass or a geometry change (UIKit may be laying out or animating its parent), always after a
/// change the shell made or when a hold begins or ends.
@Suite struct SafeAreaMeasurementCauseTests {
    @Test(arguments: [
        (SafeAreaHolds.MeasurementCause.holdChange, true), (.visibilityChangeOfOurs, true), (.releaseTurn, true),
        (.pageLaidOut, false), (.geometryChanged, false),
    ])
    func aPageIsLaidOutFirstOnlyOutsideUIKitsOwnLayout(_ cause: SafeAreaHolds.MeasurementCause, _ laysOut: Bool) {
        #expect(cause.laysOutFirst == laysOut)
    }
}
