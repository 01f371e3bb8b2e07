import TactileCore

/// Tracks a recognizer's progress towards its threshold (0 at the start, 1 at the
/// threshold) and reports the interpolated moment it is crossed.
struct ThresholdProgress: Sendable {
    private var previous = 0.0
    private var previousTime = Timestamp.zero

    mutating func start(at time: Timestamp, progress: Double = 0) { previous = progress; previousTime = time }

    /// Feeds the progress at `time`; returns the claim when it reaches 1. The crossing
    /// time is interpolated linearly between the previous frame and this one.
    mutating func update(_ progress: Double, at time: Timestamp) -> Claim? {
        defer { previous = progress; previousTime = time }
        guard progress >= 1 else { return nil }
        let t0 = Double(previousTime.microseconds), t1 = Double(time.microseconds)
        var f = progress > previous ? (1 - previous) / (progress - previous) : 1
        f = Swift.min(Swift.max(f, 0), 1)
        return Claim(time: t0 + f * (t1 - t0), margin: progress - 1)
    }
}
