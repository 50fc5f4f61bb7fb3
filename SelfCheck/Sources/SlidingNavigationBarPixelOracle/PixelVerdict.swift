/// What the pixel oracle found in one screenshot.
///
/// ```swift
/// if !verdict.passes {
///     print(verdict)  // "push B at 50%: 1 disagreement\n  bar row y=97.5 pt, columns 0–59 px …"
/// }
/// ```
public struct PixelVerdict: Sendable, Hashable, CustomStringConvertible {
    /// The frame judged, as the caller named it.
    public var frame: String
    /// Every run of adjacent columns that disagree, row by row.
    public var disagreements: [PixelDisagreement]
    /// How many (column, row) samples were compared (edge and skipped columns excluded).
    public var judgedSamples: Int

    public init(frame: String, disagreements: [PixelDisagreement], judgedSamples: Int) {
        self.frame = frame
        self.disagreements = disagreements
        self.judgedSamples = judgedSamples
    }

    /// Whether every judged sample agreed.
    public var passes: Bool { disagreements.isEmpty }

    public var description: String {
        if passes { return "\(frame): passes (\(judgedSamples) samples)" }
        let count = disagreements.count
        return "\(frame): \(count) disagreement\(count == 1 ? "" : "s")\n" + disagreements.map { "  \($0)" }.joined(separator: "\n")
    }
}

/// A run of adjacent columns on one row whose colour is not what the pages below call for.
public struct PixelDisagreement: Sendable, Hashable, CustomStringConvertible {
    /// The row (an unknown body colour is reported on the body row).
    public var row: StripRow
    /// The columns, in pixels.
    public var columns: ClosedRange<Int>
    /// The same columns in points: from the first's left edge to the last's right edge.
    public var points: ClosedRange<Double>
    /// The colour seen in the run's first column.
    public var seen: PixelColor
    /// What that colour is: a page's bar or body, the window, a blank bar, or no palette colour.
    public var seenName: String
    /// The colours that would have passed.
    public var expected: [PixelColor]
    public var expectedName: String
    /// The page whose body is below the run, if one is.
    public var pageBelow: String?

    public var description: String {
        let location =
            "\(row.band.rawValue) row y=\(short(row.y)) pt, columns \(columns.lowerBound)–\(columns.upperBound) px (x \(short(points.lowerBound))–\(short(points.upperBound)) pt)"
        let over = pageBelow.map { " over \($0)'s body" } ?? ""
        let wanted = expected.map(\.description).joined(separator: " or ")
        return "\(location): sees \(seen) (\(seenName))\(over), expected \(wanted) (\(expectedName))"
    }
}

/// A number with at most two decimals and no trailing zeros.
func short(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    if hundredths == (hundredths / 100).rounded() * 100 { return String(Int(hundredths / 100)) }
    return String(hundredths / 100)
}
