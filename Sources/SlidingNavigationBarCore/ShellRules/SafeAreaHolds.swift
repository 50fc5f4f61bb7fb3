/// The pages whose top safe area the shell holds while the bar's visibility changes under them
/// (``TransitionCommand/holdSafeArea(_:)``), and the arithmetic of each hold.
///
/// A hold keeps where a page's safe area starts (in the navigation controller's view) by adding
/// to the page's `additionalSafeAreaInsets.top` what a change of the bar's visibility moved. The
/// shell measures and writes; the numbers are decided here, where they are tested, and the lab's
/// model runs the same code (``NavigationShellCore`` owns the holds).
///
/// When UIKit gives a page that is not on top (the page a pop leaves) the safe area of a change
/// of the bar is not documented: at once, at that page's next layout pass, or only once it is on
/// top again. So a hold is continuous: the page is measured again after each change of ours and
/// in each of its own layout passes, and what we add follows what UIKit has applied so far.
///
/// Rules:
/// - A page held already is not measured again by ``hold(_:_:)``: its safe area then includes our
///   own addition, which would count as the app's and never be given back.
/// - An inset the app changed since our last write is the app's: the hold is dropped and nothing
///   of ours is written or given back.
/// - What we add is never below zero, and is given back exactly, once.
/// - A page that is not in a window is not measured (its safe area is not UIKit's answer to
///   anything on screen): its hold stays as it is, and ``release(_:_:)`` gives everything back.
/// - ``release(_:_:)`` gives back only what a fresh measurement says is no longer needed; the rest
///   stays held, and shrinks at the page's later measurements, until UIKit has caught up (then
///   the hold ends) or ``giveBack(_:additionalTop:)`` ends it (the shell's next turn, at the latest).
///
/// ```swift
/// var holds = SafeAreaHolds()
/// holds.hold(page, .init(safeAreaTop: 103, additionalTop: 0))                  // before the bar hides
/// holds.takeUp(page, .init(safeAreaTop: 103, additionalTop: 0))                // .none: UIKit has not moved it yet
/// holds.takeUp(page, .init(safeAreaTop: 59, additionalTop: 0))                 // .write(44): its layout pass moved it
/// holds.release(page, .init(safeAreaTop: 103, additionalTop: 44))              // .write(44) kept: the bar is back, not its inset yet
/// holds.takeUp(page, .init(safeAreaTop: 147, additionalTop: 44))               // .write(0): caught up, the hold ends
/// ```
package struct SafeAreaHolds: Sendable, Equatable {
    /// Why a held page is measured: it decides whether its view is laid out first.
    package enum MeasurementCause: Sendable, CaseIterable {
        /// A hold begins, or is released.
        case holdChange
        /// The shell changed the bar's visibility: laid out first, so what UIKit applies at
        /// once is in the measurement.
        case visibilityChangeOfOurs
        /// The page's own `viewDidLayoutSubviews`: it has just laid itself out.
        case pageLaidOut
        /// The page view's frame or bounds changed: UIKit may be laying out its parent, or
        /// animating it; a forced layout there would run the app's layout code out of turn and
        /// snap what UIKit animates. Read as it is; the page's own layout pass follows.
        case geometryChanged
        /// The turn after a release.
        case releaseTurn

        /// Whether the page's view is laid out before it is measured.
        package var laysOutFirst: Bool {
            switch self {
            case .holdChange, .visibilityChangeOfOurs, .releaseTurn: true
            case .pageLaidOut, .geometryChanged: false
            }
        }
    }

    /// One reading of a page, as the shell takes it (after laying out only that page's view).
    package struct Measurement: Sendable, Equatable {
        /// Where the page's safe area starts, in the navigation controller's view, our addition included.
        package var safeAreaTop: Double
        /// Its `additionalSafeAreaInsets.top` now.
        package var additionalTop: Double
        /// Its view is in a window: otherwise nothing read from it says what the screen shows.
        package var inWindow: Bool

        package init(safeAreaTop: Double, additionalTop: Double, inWindow: Bool = true) {
            self.safeAreaTop = safeAreaTop
            self.additionalTop = additionalTop
            self.inWindow = inWindow
        }
    }

    /// One held page.
    package struct Hold: Sendable, Equatable {
        /// Where the page's safe area started when the hold began, to keep.
        package var top: Double
        /// The page's `additionalSafeAreaInsets.top` after our last write (the app's own plus
        /// ``added``); any other value means the app set it since.
        package var additionalWeLeft: Double
        /// What we added to the page's `additionalSafeAreaInsets.top`.
        package var added: Double = 0
        /// Released (``release(_:_:)``): what is left of ``added`` waits for UIKit to catch up,
        /// and only shrinks.
        package var releasing = false
    }

    /// What the shell writes to a page's `additionalSafeAreaInsets.top`.
    package enum Write: Sendable, Equatable {
        /// Leave the inset as it is.
        case none
        /// Set the inset to this value.
        case write(Double)
    }

    /// The held pages.
    package private(set) var holds: [PageID: Hold] = [:]

    package init() {}

    /// Whether any page is held (released ones still catching up included).
    package var isEmpty: Bool { holds.isEmpty }

    /// The held pages, in a stable order.
    package var pages: [PageID] { holds.keys.sorted { $0.rawValue < $1.rawValue } }

    /// Whether a page is held and not released (what a repair at rest must undo).
    package var hasActiveHolds: Bool { holds.values.contains { !$0.releasing } }

    /// Whether a released page still waits for UIKit to catch up.
    package var hasReleasing: Bool { holds.values.contains { $0.releasing } }

    /// Starts holding `page`'s safe area where it starts now.
    ///
    /// - Parameters:
    ///   - page: the page, usually the one leaving in a pop to a page without a bar.
    ///   - now: its measurement now (its additional inset is the app's own).
    /// - Returns: false when `page` is held already or not in a window (nothing changes). A
    ///   released page still catching up is held again as it is (not measured: our addition is
    ///   still in it).
    @discardableResult
    package mutating func hold(_ page: PageID, _ now: Measurement) -> Bool {
        if var held = holds[page], held.releasing {
            held.releasing = false
            holds[page] = held
            return true
        }
        guard holds[page] == nil, now.inWindow else { return false }
        holds[page] = Hold(top: now.safeAreaTop, additionalWeLeft: now.additionalTop)
        return true
    }

    /// After a change of the bar's visibility, or in a layout pass of the page: what `page`'s
    /// additional inset becomes so that its safe area starts where it did when the hold began.
    ///
    /// - Parameters:
    ///   - page: a held page (any other gives ``Write/none``).
    ///   - now: its measurement after layout, our addition included.
    /// - Returns: the write. ``Write/none`` and the hold kept when the page is not in a window;
    ///   the hold dropped, with nothing written, if the app changed the inset since our last
    ///   write; a released hold ends once nothing of ours is needed.
    package mutating func takeUp(_ page: PageID, _ now: Measurement) -> Write {
        guard var held = holds[page], now.inWindow else { return .none }
        guard now.additionalTop == held.additionalWeLeft else {
            holds[page] = nil  // the app set the inset since: it owns it now
            return .none
        }
        var added = Self.needed(held, now)
        if held.releasing { added = min(added, held.added) }
        var write = Write.none
        if added != held.added {
            let value = now.additionalTop + added - held.added
            held.added = added
            held.additionalWeLeft = value
            write = .write(value)
        }
        holds[page] = held.releasing && added == 0 ? nil : held
        return write
    }

    /// The engine lets `page` go: what its additional inset becomes. Only what a fresh
    /// measurement says is no longer needed is given back; what UIKit has not caught up with
    /// stays held (``takeUp(_:_:)`` shrinks it at the page's next measurements) until
    /// ``giveBack(_:additionalTop:)``.
    ///
    /// - Parameters:
    ///   - page: the page.
    ///   - now: its measurement now; `nil` when it cannot be read (its view is gone).
    /// - Returns: the write. Everything is given back for a page not in a window or not read (it
    ///   is not on screen); ``Write/none`` if nothing of ours is there (not held, nothing added,
    ///   or the app set the inset since).
    package mutating func release(_ page: PageID, _ now: Measurement?) -> Write {
        guard var held = holds[page] else { return .none }
        guard let now, now.inWindow else { return giveBack(page, additionalTop: now?.additionalTop ?? held.additionalWeLeft) }
        guard now.additionalTop == held.additionalWeLeft else {
            holds[page] = nil
            return .none
        }
        let keep = min(Self.needed(held, now), held.added)
        guard keep > 0 else { return giveBack(page, additionalTop: now.additionalTop) }
        held.releasing = true
        defer { holds[page] = held }
        guard keep != held.added else { return .none }
        let value = now.additionalTop + keep - held.added
        held.added = keep
        held.additionalWeLeft = value
        return .write(value)
    }

    /// Ends `page`'s hold now: what its additional inset becomes, our addition given back whole.
    ///
    /// - Parameters:
    ///   - page: the page.
    ///   - additionalTop: its `additionalSafeAreaInsets.top` now.
    /// - Returns: ``Write/none`` if nothing of ours is there (not held, nothing added, or the app
    ///   set the inset since).
    package mutating func giveBack(_ page: PageID, additionalTop: Double) -> Write {
        guard let held = holds.removeValue(forKey: page), held.added != 0, additionalTop == held.additionalWeLeft else {
            return .none
        }
        return .write(additionalTop - held.added)
    }

    /// What we must add so that the page's safe area starts at the held top, measured `now`.
    private static func needed(_ held: Hold, _ now: Measurement) -> Double {
        max(0, held.top - (now.safeAreaTop - held.added))
    }
}
