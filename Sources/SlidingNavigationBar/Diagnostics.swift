#if os(iOS)
import Foundation
import os

/// The library's log: one `os` log category per concern, silent (`.debug`) unless
/// ``SlidingNavigationBar/diagnostics`` is on, then `.info` so that Console shows it.
@MainActor
enum Diagnostics {
    /// What a line is about; each is its own log category.
    enum Category: String, CaseIterable {
        /// Method replacement at install.
        case swizzle
        /// Events forwarded to the engine, its notes and the commands applied.
        case engine
        /// Bar captures and attached snapshots.
        case capture
        /// The full-screen pop gesture.
        case gesture
        /// A navigation controller left to UIKit because something private was not where expected.
        case fallback
    }

    /// The subsystem: the bundle identifier of the bundle holding this code, when it is its own
    /// (a dynamic framework from CocoaPods). Linked statically (SwiftPM's default, CocoaPods
    /// without frameworks) `Bundle(for:)` answers the app's main bundle, whose identifier is the
    /// app's, not ours: then a fixed name.
    static let subsystem: String = {
        let bundle = Bundle(for: BundleToken.self)
        if bundle != Bundle.main, let identifier = bundle.bundleIdentifier { return identifier }
        return "org.slidingnavigationbar.SlidingNavigationBar"
    }()

    private static let logs = Dictionary(
        uniqueKeysWithValues: Category.allCases.map { ($0, OSLog(subsystem: subsystem, category: $0.rawValue)) })

    /// Keys of the messages already written by ``once(_:_:key:)``.
    private static var written: Set<String> = []

    /// Writes a line: `.info` when diagnostics are on, `.debug` otherwise.
    static func log(_ category: Category, _ message: @autoclosure () -> String) {
        let level: OSLogType = SlidingNavigationBar.diagnostics ? .info : .debug
        let log = logs[category] ?? .default
        // Building the string costs more than the check; a silent debug line is skipped when
        // the log is not collecting debug messages.
        guard log.isEnabled(type: level) else { return }
        write(message(), to: log, level: level)
    }

    /// Writes a line that matters even with diagnostics off (a fallback, a failed install), at
    /// `.default` level, once per `key` for the life of the process.
    static func once(_ category: Category, _ message: @autoclosure () -> String, key: String) {
        guard written.insert("\(category.rawValue):\(key)").inserted else { return }
        write(message(), to: logs[category] ?? .default, level: .default)
    }

    /// `os_log` on every version. `os.Logger` (iOS 14) writes to the same unified log, but its
    /// `OSLogMessage` interpolation is folded by a compiler pass that rejects every interpolation
    /// when this package is compiled for iOS from Linux against the iOS 17 SDK (our CI); the
    /// format-string API compiles everywhere and logs the same thing.
    private static func write(_ message: String, to log: OSLog, level: OSLogType) {
        os_log("%{public}@", log: log, type: level, message as NSString)
    }
}

/// A class of this library, for `Bundle(for:)`.
private final class BundleToken {}
#endif
