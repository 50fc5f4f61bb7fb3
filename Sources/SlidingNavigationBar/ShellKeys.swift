#if os(iOS)
import ObjectiveC
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

/// Associated-object keys of the shell: their addresses, never their contents, identify values.
enum ShellKeys {
    private static func key(_ name: String) -> UnsafeRawPointer { AssociatedOptions.key(name) }
    static var shell: UnsafeRawPointer { key("snb_shell") }
    static var pageShell: UnsafeRawPointer { key("snb_pageShell") }
    static var pageID: UnsafeRawPointer { key("snb_pageID") }
}
#endif
