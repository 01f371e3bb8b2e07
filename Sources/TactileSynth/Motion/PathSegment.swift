/// One movement of a finger in time: ``motion`` driven by a ``MotionProfile``
/// (minimum jerk unless told otherwise) from `start` for `duration` seconds (script time).
public struct PathSegment: Hashable, Sendable {
    /// Seconds of script time.
    public var start: Double
    /// Seconds; 0 is a jump.
    public var duration: Double
    public var motion: PathMotion
    /// How progress follows time.
    public var profile: MotionProfile

    public init(start: Double, duration: Double, motion: PathMotion, profile: MotionProfile = .minimumJerk) {
        self.start = start; self.duration = duration; self.motion = motion; self.profile = profile
    }

    /// Seconds of script time.
    public var end: Double { start + duration }

    /// Progress (0...1) at script time `t`.
    public func progress(at t: Double) -> Double {
        guard duration > 0 else { return t >= start ? 1 : 0 }
        return profile.position((t - start) / duration)
    }
}
