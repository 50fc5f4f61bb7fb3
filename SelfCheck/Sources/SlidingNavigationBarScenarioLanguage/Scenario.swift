/// One scenario file, parsed: what to set up, what to do and what to expect, in order.
///
/// A scenario is data only; the lab's runner executes it against its model of UIKit.
/// Build one with ``ScenarioParser/parse(_:file:)`` or by hand (a randomized test), and print it
/// back with ``rendered()`` so that a failing run can be replayed from its text.
public struct Scenario: Sendable, Hashable {
    /// The scenario's short name: the file's last path component without `.scenario`.
    public var name: String
    /// Where the scenario came from, as given to the parser; used in every error and report.
    public var file: String
    /// The statements in file order; comments and blank lines leave no trace.
    public var statements: [ScenarioStatement]

    /// - Parameters:
    ///   - name: the short name shown in reports.
    ///   - file: the path or label errors refer to.
    ///   - statements: the statements in the order they run.
    public init(name: String, file: String, statements: [ScenarioStatement]) {
        self.name = name
        self.file = file
        self.statements = statements
    }
}

/// One statement of a scenario and the line it was written on.
public struct ScenarioStatement: Sendable, Hashable {
    /// The 1-based line in the file; the runner's reports point at it.
    public var line: Int
    /// What the statement says.
    public var command: ScenarioCommand

    /// - Parameters:
    ///   - line: the 1-based line number the statement appears on.
    ///   - command: what the statement says.
    public init(line: Int, command: ScenarioCommand) {
        self.line = line
        self.command = command
    }
}

/// Why a scenario could not be read: where, and what was found instead of what was expected.
///
/// Printed as `FILE:LINE: MESSAGE` so that editors and CI logs link straight to the line.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file given to the parser.
    public var file: String
    /// The 1-based line of the offending statement; `0` when the file itself could not be read.
    public var line: Int
    /// What was found, and what was expected instead.
    public var message: String

    /// - Parameters:
    ///   - file: the file given to the parser.
    ///   - line: the 1-based line, or `0` for the whole file.
    ///   - message: what was found and what was expected.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: MESSAGE`.
    public var description: String { "\(file):\(line): \(message)" }
}
