/// An opaque identity of one page (a view controller) of one navigation controller.
///
/// The UIKit shell derives it from the controller's object identity; the lab numbers its pages.
/// The core never looks inside: it only compares identities.
package struct PageID: Sendable, Hashable, Codable, CustomStringConvertible {
    package let rawValue: UInt

    package init(_ rawValue: UInt) {
        self.rawValue = rawValue
    }

    package var description: String { "page#\(rawValue)" }
}
