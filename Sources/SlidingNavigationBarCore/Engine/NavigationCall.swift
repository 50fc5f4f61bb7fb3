/// A call made on a navigation controller, as the shell's hooks see it before UIKit acts on it.
package enum NavigationCall: Sendable, Hashable {
    /// `pushViewController(_:animated:)`.
    case push(PageID)
    /// `popViewController(animated:)`, the back button, or the pop gesture beginning.
    case pop
    /// `popToViewController(_:animated:)`.
    case popTo(PageID)
    /// `popToRootViewController(animated:)`.
    case popToRoot
    /// `setViewControllers(_:animated:)`.
    case setStack([PageID])
}

/// Which way the visible transition goes.
package enum NavigationOperation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The incoming page slides in from the trailing edge, above the outgoing one.
    case push
    /// The outgoing page slides out to the trailing edge, uncovering the incoming one.
    case pop
}

/// What a call will do to the visible top, resolved from the stack before UIKit acts.
package struct NavigationIntent: Sendable, Hashable, CustomStringConvertible {
    /// The page on top before the call.
    package var from: PageID
    /// The page on top after the call.
    package var to: PageID
    /// The direction of the one visible transition.
    package var operation: NavigationOperation

    package init(from: PageID, to: PageID, operation: NavigationOperation) {
        self.from = from
        self.to = to
        self.operation = operation
    }

    package var description: String { "\(operation.rawValue) \(from) → \(to)" }

    /// Resolves a call against the current stack (bottom first).
    ///
    /// Mirrors UIKit's documented rules: `setViewControllers` performs one transition, a pop
    /// when the new top is already in the stack below the top, none when the top is unchanged,
    /// a push otherwise.
    ///
    /// - Returns: the intent, or `nil` when the call changes nothing visible (pop at root,
    ///   pop to the top itself, same top) or cannot be honoured (push of a page already in the stack,
    ///   pop to a page not in it, an empty stack).
    package static func resolve(_ call: NavigationCall, stack: [PageID]) -> NavigationIntent? {
        guard let top = stack.last else { return nil }
        switch call {
        case .push(let page):
            guard !stack.contains(page) else { return nil }
            return NavigationIntent(from: top, to: page, operation: .push)
        case .pop, .popToRoot:
            guard stack.count >= 2 else { return nil }
            return NavigationIntent(from: top, to: call == .pop ? stack[stack.count - 2] : stack[0], operation: .pop)
        case .popTo(let page):
            guard page != top, stack.contains(page) else { return nil }
            return NavigationIntent(from: top, to: page, operation: .pop)
        case .setStack(let pages):
            guard let newTop = pages.last, newTop != top else { return nil }
            let operation: NavigationOperation = stack.dropLast().contains(newTop) ? .pop : .push
            return NavigationIntent(from: top, to: newTop, operation: operation)
        }
    }
}
