import Foundation

/// What one probe log answers of the lab's unconfirmed UIKit questions: one reading per
/// ``UIKitFactQuestion``, in the order of `UIKitFactQuestion.allCases`.
///
/// Pages are `A`, `B`, `C` in stack order; a push `A` → `B` has `A` outgoing and `B` incoming,
/// a pop or swipe `B` → `A` the reverse. Records are read in the order the log holds them (the
/// probe appends them as they happen), not by their times; a trial is read up to its
/// `trialEnded`, and one that timed out is unreadable. Evidence names records by their index in
/// `ProbeLog.records`, from 0.
public struct UIKitFactReport: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Where the log was recorded (`ProbeLog.systemVersion`, `ProbeLog.device`).
    public var systemVersion: String
    public var device: String
    public var readings: [UIKitFactReading]

    public init(systemVersion: String, device: String, readings: [UIKitFactReading]) {
        self.systemVersion = systemVersion
        self.device = device
        self.readings = readings
    }

    /// Reads every question off `log`.
    public init(log: ProbeLog) {
        self.init(
            systemVersion: log.systemVersion, device: log.device,
            readings: UIKitFactQuestion.allCases.map { Self.reading($0, in: log) })
    }

    /// The reading of `question` (unreadable if the report has none).
    public subscript(question: UIKitFactQuestion) -> UIKitFactReading {
        readings.first { $0.question == question }
            ?? UIKitFactReading(question: question, answer: .unreadable(reason: "the report has no reading of \(question.rawValue)"))
    }

    /// A header line, then one line per reading.
    public var description: String {
        (["iOS \(systemVersion) on \(device)"] + readings.map(\.description)).joined(separator: "\n")
    }

    /// Reads one question off `log`.
    public static func reading(_ question: UIKitFactQuestion, in log: ProbeLog) -> UIKitFactReading {
        let answer: UIKitFactAnswer
        do {
            let (values, evidence) = try FactRules.read(question, in: log)
            let ordered = question.answers.filter(values.contains) + values.filter { !question.answers.contains($0) }
            answer = .consistent(values: ordered, evidence: evidence)
        } catch let stopped as ReadingStopped {
            answer = stopped.answer
        } catch {
            answer = .unreadable(reason: "\(error)")
        }
        return UIKitFactReading(question: question, answer: answer)
    }
}
