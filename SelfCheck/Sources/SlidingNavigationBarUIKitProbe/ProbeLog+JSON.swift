import Foundation

/// A probe log that could not be read, with where and why.
public struct ProbeLogReadError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) { self.description = description }
}

extension ProbeLog {
    /// Decodes a log written by ``jsonData()``; throws a ``ProbeLogReadError`` saying where the
    /// JSON is malformed or does not match the records.
    public init(json data: Data) throws {
        do {
            self = try JSONDecoder().decode(ProbeLog.self, from: data)
        } catch let error as DecodingError {
            throw ProbeLogReadError("not a probe log: \(Self.explain(error))")
        } catch {
            throw ProbeLogReadError("not a probe log: \(error.localizedDescription)")
        }
    }

    /// The log as JSON (pretty-printed, keys sorted), as ``init(json:)`` reads it.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\(($0 as NSError).localizedDescription))" } ?? ""
            return "malformed at \(path(context)): \(context.debugDescription)\(underlying)"
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "no \(type) value at \(path(context))"
        @unknown default:
            return "\(error)"
        }
    }
}
