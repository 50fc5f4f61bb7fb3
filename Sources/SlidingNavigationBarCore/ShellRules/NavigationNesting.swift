/// Which of a navigation controller's nested navigation calls are announced to the engine.
///
/// UIKit may implement one package call with another (`setViewControllers` popping, the back
/// button's `navigationBar(_:shouldPop:)` calling `popViewController(animated:)`, an app's
/// subclass overriding `push` and calling `setViewControllers`). To the user it is one
/// navigation, so only the outermost call is announced (`willNavigate`), and its end
/// (`didNavigate`) once the outermost call has returned.
///
/// ```swift
/// var nesting = NavigationNesting()
/// nesting.enter()  // true: announce willNavigate
/// nesting.enter()  // false: a call inside the first
/// nesting.leave()  // false
/// nesting.leave()  // true: announce didNavigate
/// ```
package struct NavigationNesting: Sendable, Hashable {
    /// How many hooked navigation calls are running, one inside the other.
    package private(set) var depth = 0
    /// Whether the outermost running call was announced, so that its end is announced too.
    package private(set) var isOutermostAnnounced = false

    /// Creates the nesting of a navigation controller with no call running.
    ///
    /// ```swift
    /// var nesting = NavigationNesting()
    /// ```
    package init() {}

    /// A hooked navigation call begins.
    ///
    /// ```swift
    /// guard nesting.enter() else { return }  // nested: part of the call already announced
    /// ```
    /// - Returns: `true` when it is the outermost call, to be announced as `willNavigate`.
    package mutating func enter() -> Bool {
        depth += 1
        guard depth == 1 else { return false }
        isOutermostAnnounced = true
        return true
    }

    /// A hooked navigation call returned.
    ///
    /// An unbalanced `leave` (none running) changes nothing and announces nothing, so a hook
    /// that missed its `enter` can never announce an end the engine did not see begin.
    ///
    /// ```swift
    /// if nesting.leave() { forward(.didNavigate(...)) }
    /// ```
    /// - Returns: `true` when the outermost announced call has returned: announce `didNavigate`.
    package mutating func leave() -> Bool {
        depth = max(0, depth - 1)
        guard depth == 0, isOutermostAnnounced else { return false }
        isOutermostAnnounced = false
        return true
    }
}
