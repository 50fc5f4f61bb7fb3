import SlidingNavigationBarCore

/// Counts the lab reports per run.
package struct LabMetrics: Sendable, Hashable, CustomStringConvertible {
    /// Frames composed and checked by the oracle.
    package var frames = 0
    /// `capture` commands applied.
    package var captures = 0
    /// The most snapshots held at once.
    package var peakSnapshots = 0
    /// The most snapshots held at any rest frame.
    package var restSnapshots = 0
    /// The most snapshot bytes held at once (boundary width × height × scale² × 4).
    package var peakBytes = 0
    /// The most captures in one transition.
    package var peakCapturesPerTransition = 0
    /// Events fed to the engine.
    package var events = 0
    /// Captures of a blurred or glass bar drawn flat (the layer tree has no blur): a fidelity
    /// cost for the length of one slide, not a gap or a stale bar.
    package var flatCaptures = 0

    package init() {}

    /// Combines two runs: counts add, peaks take the larger.
    package mutating func merge(_ other: LabMetrics) {
        frames += other.frames
        captures += other.captures
        events += other.events
        flatCaptures += other.flatCaptures
        peakSnapshots = max(peakSnapshots, other.peakSnapshots)
        restSnapshots = max(restSnapshots, other.restSnapshots)
        peakBytes = max(peakBytes, other.peakBytes)
        peakCapturesPerTransition = max(peakCapturesPerTransition, other.peakCapturesPerTransition)
    }

    package var description: String {
        "frames=\(frames) captures=\(captures) peak-snapshots=\(peakSnapshots) rest-snapshots=\(restSnapshots) peak-bytes=\(peakBytes)"
    }
}

extension VisibleBoundary {
    /// The memory an RGBA bitmap of `boundary` takes at `scale`, in bytes: what the lab's memory
    /// metric counts for each image the shell would hold.
    ///
    /// ```swift
    /// VisibleBoundary.bitmapBytes(of: LayoutRect(x: 0, y: 0, width: 375, height: 64.5), scale: 2)
    /// // 750 × 129 × 4 = 387_000
    /// ```
    /// - Returns: `ceil(width·scale) × ceil(height·scale) × 4`; 0 for an empty or non-finite area
    ///   or a non-positive scale; `Int.max` when the product does not fit.
    package static func bitmapBytes(of boundary: LayoutRect, scale: Double) -> Int {
        guard scale > 0, scale.isFinite, !boundary.isEmpty else { return 0 }
        // The boundary's own grid tolerance: an aligned 103⅓ pt at 3x is 310 pixels, not 311.
        let tolerance = 1e-6
        let bytes = (boundary.width * scale - tolerance).rounded(.up) * (boundary.height * scale - tolerance).rounded(.up) * 4
        return bytes < Double(Int.max) ? Int(bytes) : Int.max
    }
}
