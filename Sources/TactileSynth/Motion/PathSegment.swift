/// One movement of a finger in time: ``motion`` driven by the minimum-jerk profile
/// from `start` for `duration` seconds (script time).
public struct PathSegment: Hashable, Sendable {
    /// Seconds of script time.
    public var start: Double
    /// Seconds; 0 is a jump.
    public var duration: Double
    public var motion: PathMotion

    public init(start: Double, duration: Double, motion: PathMotion) {
        self.start = start; self.duration = duration; self.motion = motion
    }

    /// Seconds of script time.
    public var end: Double { start + duration }

    /// Minimum-jerk progress (0...1) at script time `t`.
    public func progress(at t: Double) -> Double {
        guard duration > 0 else { return t >= start ? 1 : 0 }
        return MinimumJerk.position((t - start) / duration)
    }
}
