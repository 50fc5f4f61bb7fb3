/// The pages whose top safe area the shell holds while the bar's visibility changes under them
/// (``TransitionCommand/holdSafeArea(_:)``), and the arithmetic of each hold.
///
/// A hold keeps where a page's safe area starts (in the navigation controller's view) by adding
/// to the page's `additionalSafeAreaInsets.top` what a change of the bar's visibility moved. The
/// shell measures and writes; the numbers are decided here, where they are tested, and the lab's
/// model of the shell applies the same holds.
///
/// Three rules:
/// - A page held already is not measured again: its safe area then includes our own addition,
///   which would count as the app's and never be given back.
/// - An inset the app changed since our last write is the app's: the hold is dropped and nothing
///   of ours is written or given back.
/// - What we add is never below zero, and is given back exactly, once.
///
/// ```swift
/// var holds = SafeAreaHolds()
/// holds.hold(page, safeAreaTop: 103, additionalTop: 0)      // measured before the bar hides
/// holds.takeUp(page, safeAreaTop: 59, additionalTop: 0)      // .write(44): the hide moved 44 pt
/// holds.giveBack(page, additionalTop: 44)                    // .write(0) at the transition's end
/// ```
package struct SafeAreaHolds: Sendable, Equatable {
    /// One held page.
    package struct Hold: Sendable, Equatable {
        /// Where the page's safe area started when the hold began, to keep.
        package var top: Double
        /// The page's `additionalSafeAreaInsets.top` after our last write (the app's own plus
        /// ``added``); any other value means the app set it since.
        package var additionalWeLeft: Double
        /// What we added to the page's `additionalSafeAreaInsets.top`.
        package var added: Double = 0
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

    /// Whether any page is held.
    package var isEmpty: Bool { holds.isEmpty }

    /// Starts holding `page`'s safe area where it starts now.
    ///
    /// - Parameters:
    ///   - page: the page, usually the one leaving in a pop to a page without a bar.
    ///   - safeAreaTop: where its safe area starts now, in the navigation controller's view.
    ///   - additionalTop: its `additionalSafeAreaInsets.top` now (the app's own).
    /// - Returns: false when `page` is held already (nothing changes).
    @discardableResult
    package mutating func hold(_ page: PageID, safeAreaTop: Double, additionalTop: Double) -> Bool {
        guard holds[page] == nil else { return false }
        holds[page] = Hold(top: safeAreaTop, additionalWeLeft: additionalTop)
        return true
    }

    /// After a change of the bar's visibility: what `page`'s additional inset becomes so that its
    /// safe area starts where it did when the hold began.
    ///
    /// - Parameters:
    ///   - page: a held page (any other gives ``Write/none``).
    ///   - safeAreaTop: where its safe area starts after the change, our addition included,
    ///     measured after layout.
    ///   - additionalTop: its `additionalSafeAreaInsets.top` now.
    /// - Returns: the write; the hold is dropped, with nothing written, if the app changed the
    ///   inset since our last write.
    package mutating func takeUp(_ page: PageID, safeAreaTop: Double, additionalTop: Double) -> Write {
        guard var held = holds[page] else { return .none }
        guard additionalTop == held.additionalWeLeft else {
            holds[page] = nil  // the app set the inset since: it owns it now
            return .none
        }
        let withoutOurs = safeAreaTop - held.added
        let added = max(0, held.top - withoutOurs)
        guard added != held.added else { return .none }
        let value = additionalTop + added - held.added
        held.added = added
        held.additionalWeLeft = value
        holds[page] = held
        return .write(value)
    }

    /// Ends `page`'s hold: what its additional inset becomes, our addition given back.
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
}
