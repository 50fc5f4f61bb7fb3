import Foundation
import SlidingNavigationBarUIKitProbe

/// The lab's side of the UIKit fact probe (`transition-lab --facts`): whether each value a probe
/// log observed is one the lab models, what to add when not, and which dimensions to pin.
package enum UIKitFactCheck {
    /// UIKit facts the lab relies on without a variant dimension, by the probe's name for them,
    /// with the values under which the lab's model holds.
    package static let assumedFacts: [String: [String]] = [
        // The library keeps every snapshot in its page view (`PagePlacement.shows`): either holds.
        UIKitFactQuestion.pageSuperviewMoves.rawValue: ["moves-with-page", "stays"],
        // The shell also answers an animated bar change after a deadline, so both hold.
        UIKitFactQuestion.barAnimationCompletionRuns.rawValue: ["yes", "no"],
    ]

    /// Questions the probe answers that the lab models neither as a variant dimension nor as an
    /// assumed fact yet, with what the answer would settle: printed with their answer and
    /// "not modelled yet", never pinned, never counted as missing. A dimension added to
    /// `ModelVariant` under the question's key (with the question's values) takes over: the
    /// reading then pins it like any other.
    package static let notModelledYet: [String: String] = {
        var facts: [String: String] = [:]
        for question in UIKitFactQuestion.allCases where question.capture != nil {
            facts[question.rawValue] =
                "what that drawing shows next to the screen (the glass era: the oracle fails a frame showing a wrong one)"
        }
        facts[UIKitFactQuestion.defaultBarBackground.rawValue] = "whether alike default glass bars have no background to slide"
        facts[UIKitFactQuestion.standardBarHeight.rawValue] = "the device preset's bar height (Device.swift)"
        facts[UIKitFactQuestion.barOnlyOverflow.rawValue] = "whether BarCapture's drawHierarchy keeps the status-bar overflow"
        facts[UIKitFactQuestion.barFrontAfterShow.rawValue] = "whether a bar shown mid-push comes back in front of a slide (BarZOrder)"
        facts[UIKitFactQuestion.commitBeforePush.rawValue] = "whether a command's own transaction can show a frame before UIKit's push"
        facts[UIKitFactQuestion.pageViewReparented.rawValue] = "whether an attached snapshot stays with the page view (SnapshotAttachment)"
        facts[UIKitFactQuestion.pageSuperviewClips.rawValue] = "whether an attachment above the page's bounds is cut"
        facts[UIKitFactQuestion.searchPaletteOverAttachment.rawValue] = "whether the search palette shows over a page's snapshot"
        facts[UIKitFactQuestion.contentPopExists.rawValue] = "whether the system has the iOS 26 content swipe"
        facts[UIKitFactQuestion.contentPopWaitsForFailure.rawValue] =
            "whether a page's refusal built on failure requirements holds (PopGesture)"
        facts[UIKitFactQuestion.swipeWithNilAnimator.rawValue] = "whether a delegate returning a nil animator keeps the system's swipe"
        // Issue 32 (docs/uikit-facts.md 2b, 2c, 4a): the model's assumptions, not dimensions yet.
        facts[UIKitFactQuestion.backVetoedBar.rawValue] =
            "whether the bar has begun a pop when the app refuses a back tap (the model: untouched)"
        facts[UIKitFactQuestion.backVetoedFrame.rawValue] =
            "whether a frame shows between a refused back tap and the app's own pop on the next turn (the model draws none)"
        facts[UIKitFactQuestion.backAction.rawValue] = "which hooks a back tap reaches with UINavigationItem.backAction set (not modelled)"
        facts[UIKitFactQuestion.barIsHiddenWritten.rawValue] =
            "whether a call matching the flag after `app bar-is-hidden=` changes nothing (HostAppBar, the model: call-ignored)"
        facts[UIKitFactQuestion.nextTurnAfterWillDisappear.rawValue] =
            "when `app-bar-restore=next-turn` shows the bar in an animated transition (the model: after the first frame)"
        facts[UIKitFactQuestion.nextTurnAfterUnanimatedPop.rawValue] =
            "whether `app-bar-restore=next-turn` does nothing after a pop without animation (the model: detached)"
        facts[UIKitFactQuestion.didMoveInPush.rawValue] =
            "when a page's `app-bar-in=did-move-to-parent` call comes in a push (the model: after-did-appear)"
        facts[UIKitFactQuestion.didMoveInstalled.rawValue] =
            "when it comes for a stack installed at once (the model: before-appearing)"
        facts[UIKitFactQuestion.coveredNavigation.rawValue] =
            "what a navigation call under a full-screen `present` sends (the model: silent-until-dismissal)"
        facts[UIKitFactQuestion.coverDuringPush.rawValue] =
            "what `present … during` a push sends the pushed page (the model: ends-disappeared)"
        facts[UIKitFactQuestion.coverDuringPushCompletion.rawValue] =
            "what that push's completion says (the model: completed; the engine takes its word)"
        facts[UIKitFactQuestion.popDuringDismiss.rawValue] = "how a call `during` a `dismiss` runs (the model: as-at-rest)"
        facts[UIKitFactQuestion.popDuringDismissCoordinator.rawValue] =
            "whose coordinator the shell sees during a dismissal (the model: dismissal; `ownCoordinator` refuses it)"
        return facts
    }()

    /// Questions whose values answer a lab dimension under another name: the dimension's key and,
    /// for each of the question's values, the dimension's values it is consistent with (none:
    /// the lab has no value for it). Read off a log of one iOS version, they confirm or rule out
    /// a value there but pin nothing: the dimension also covers the versions the log is not from.
    package static let labMappings: [String: (dimension: String, values: [String: [String]])] = {
        // iOS 26's interruptible transitions are the `nested` dimension's `reverses` (a pop of the
        // page being pushed reverses the push; other calls wait), beside the older values.
        let interrupted: [String: [String]] = [
            "reverses": ["reverses"], "deferred": ["deferred-announced", "deferred-silent"], "cuts-short": ["cuts-short"],
            "ignored": [],
        ]
        // Two taps that pop twice are what every value but an ignored tap does.
        let twice: [String: [String]] = [
            "pops-twice": ["deferred-announced", "deferred-silent", "cuts-short", "reverses"], "pops-once": [],
        ]
        return [
            UIKitFactQuestion.popDuringPush.rawValue: ("nested", interrupted),
            UIKitFactQuestion.backDuringPush.rawValue: ("nested", interrupted),
            UIKitFactQuestion.backTwice.rawValue: ("nested", twice),
        ]
    }()

    /// The verdict on a reading of a question in `labMappings`.
    static func mappedVerdict(
        _ key: String, values: [String], evidence: String, mapping: (dimension: String, values: [String: [String]])
    ) -> Verdict {
        let modelled = ModelVariant.Dimension(rawValue: mapping.dimension)?.values ?? []
        var marked: [String] = []
        var toAdd: [String] = []
        for value in values {
            let labValues = mapping.values[value] ?? []
            let present = labValues.filter(modelled.contains)
            if present.isEmpty {
                marked.append("\(value) (NOT in the lab's `\(mapping.dimension)`)")
                toAdd.append(
                    "\(key): \(value) has no value in ModelVariant's `\(mapping.dimension)` (it has \(modelled.joined(separator: ", ")))"
                        + (labValues.isEmpty ? "" : "; the probe's word for it is \(labValues.joined(separator: " or "))"))
            } else {
                marked.append("\(value) (confirms \(present.map { "\(mapping.dimension)=\($0)" }.joined(separator: " or ")) on this iOS)")
            }
        }
        return Verdict(line: "\(key): \(marked.joined(separator: ", ")): \(evidence)", toAdd: toAdd, pin: nil)
    }

    /// What the lab makes of one reading.
    package struct Verdict: Sendable, Equatable {
        /// One line: the key, the values (each marked as modelled or not), the evidence.
        package var line: String
        /// What the lab would need to model what was observed (empty when it models it).
        package var toAdd: [String]
        /// The dimension and value to pin, when exactly one modelled value was observed.
        package var pin: (dimension: ModelVariant.Dimension, value: String)?

        package static func == (lhs: Verdict, rhs: Verdict) -> Bool {
            lhs.line == rhs.line && lhs.toAdd == rhs.toAdd && lhs.pin?.dimension == rhs.pin?.dimension && lhs.pin?.value == rhs.pin?.value
        }
    }

    package static func verdict(_ reading: UIKitFactReading) -> Verdict {
        let key = reading.key
        let dimension = ModelVariant.Dimension(rawValue: key)
        switch reading.answer {
        case .unreadable(let reason):
            return Verdict(line: "\(key): unreadable (\(reason))\(dimension == nil ? "" : "; stays varied")", toAdd: [], pin: nil)
        case .notModelled(let observed):
            let place = dimension == nil ? "a variant dimension `\(key)`" : "a value of `\(key)` in ModelVariant"
            return Verdict(line: "\(key): NOT MODELLED: \(observed)", toAdd: ["\(key): add \(place) for what was observed"], pin: nil)
        case .consistent(let values, let evidence) where dimension == nil && labMappings[key] != nil:
            guard let mapping = labMappings[key] else { return Verdict(line: key, toAdd: [], pin: nil) }
            return mappedVerdict(key, values: values, evidence: evidence, mapping: mapping)
        case .consistent(let values, let evidence) where dimension == nil && assumedFacts[key] == nil && notModelledYet[key] != nil:
            let settles = notModelledYet[key] ?? ""
            return Verdict(
                line: "\(key): \(values.joined(separator: ", ")) (not modelled yet; settles \(settles)): \(evidence)", toAdd: [], pin: nil)
        case .consistent(let values, let evidence):
            // A dimension's values kept out of the variation (`pinnableValues`) are modelled too:
            // a reading pins them like the varied ones.
            let modelled = dimension?.pinnableValues ?? assumedFacts[key]
            let marked = values.map { value in
                guard let modelled else { return "\(value) (no such dimension)" }
                if dimension == nil {
                    return modelled.contains(value) ? "\(value) (the lab assumes it)" : "\(value) (NOT what the lab assumes)"
                }
                guard modelled.contains(value) else { return "\(value) (NOT in the lab)" }
                return dimension?.values.contains(value) == false ? "\(value) (modelled, not varied yet)" : "\(value) (modelled)"
            }
            let line = "\(key): \(marked.joined(separator: ", ")): \(evidence)"
            let lacking = values.filter { !(modelled?.contains($0) ?? false) }
            var toAdd: [String] = []
            if !lacking.isEmpty {
                let words = lacking.joined(separator: ", ")
                if let dimension {
                    toAdd.append(
                        "\(key): add \(words) to ModelVariant's `\(key)` (it has \(dimension.pinnableValues.joined(separator: ", ")))")
                } else if let assumed = assumedFacts[key] {
                    toAdd.append(
                        "\(key): the lab assumes \(assumed.joined(separator: " or ")); model \(words) (a variant dimension `\(key)`)")
                } else {
                    toAdd.append("\(key): add a variant dimension `\(key)` to ModelVariant with \(words)")
                }
            }
            let pin = values.count == 1 && lacking.isEmpty ? dimension.map { ($0, values[0]) } : nil
            return Verdict(line: line, toAdd: toAdd, pin: pin)
        }
    }

    /// Reads a probe log file and prints a verdict per reading; returns the exit status
    /// (0: the lab models everything observed, 1: not, 2: the file is unreadable) and the
    /// `variant` statements that pin what was observed.
    package static func run(logAt path: String) -> (status: Int32, pins: [ScenarioStatement]) {
        let log: ProbeLog
        do {
            log = try ProbeLog(json: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as ProbeLogReadError {
            FileHandle.standardError.write(Data("transition-lab: \(path): \(error)\n".utf8))
            return (2, [])
        } catch {
            FileHandle.standardError.write(Data("transition-lab: cannot read \(path): \(error.localizedDescription)\n".utf8))
            return (2, [])
        }
        let report = UIKitFactReport(log: log)
        print("facts: iOS \(report.systemVersion) on \(report.device) (\(path))")
        let verdicts = report.readings.map(verdict)
        for verdict in verdicts { print("  \(verdict.line)") }
        let toAdd = verdicts.flatMap(\.toAdd)
        for line in toAdd { print("  to add: \(line)") }
        let pins = verdicts.compactMap(\.pin)
        if !pins.isEmpty { print("  pinned: " + pins.map { "\($0.dimension.rawValue)=\($0.value)" }.joined(separator: " ")) }
        return (
            toAdd.isEmpty ? 0 : 1,
            pins.map { ScenarioStatement(line: 0, command: .variant(key: $0.dimension.rawValue, value: $0.value)) }
        )
    }
}
