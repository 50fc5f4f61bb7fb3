/// Whether an Objective-C type encoding is an object, read before the shell trusts a private
/// method's result or instance variable as one.
///
/// The shell reads two private values (the system pop recognizer's `targets` and each target's
/// `target`) through the method of that name when the object answers it, else through the
/// instance variable. Calling a method through `perform` treats its result as an object: a
/// getter that returned a number or a structure in some later UIKit would crash there. So the
/// method's return type (`method_copyReturnType`) or the variable's type (`ivar_getTypeEncoding`)
/// is checked first, and anything that is not an object is refused.
///
/// ```swift
/// ObjectTypeEncoding.isObject("@")                  // true: id
/// ObjectTypeEncoding.isObject("@\"NSMutableArray\"") // true: an instance variable's class is named
/// ObjectTypeEncoding.isObject("q")                  // false: NSInteger
/// ```
package enum ObjectTypeEncoding {
    /// The method qualifiers that may precede a type in a method's encoding (`const`, `in`,
    /// `inout`, `out`, `bycopy`, `byref`, `oneway`).
    static let qualifiers: Set<Character> = ["r", "n", "N", "o", "O", "R", "V"]

    /// Whether `encoding` is an object (`@`, `@"ClassName"`, a block `@?`), after any qualifiers.
    /// A class (`#`), a pointer to an object (`^@`), scalars, structures and an empty encoding
    /// are not.
    ///
    /// ```swift
    /// ObjectTypeEncoding.isObject("r@") // true
    /// ObjectTypeEncoding.isObject("^@") // false
    /// ```
    /// - Parameter encoding: a type encoding as the runtime gives it.
    /// - Returns: `true` when the value is an object reference.
    package static func isObject(_ encoding: String) -> Bool {
        encoding.drop { qualifiers.contains($0) }.first == "@"
    }
}
