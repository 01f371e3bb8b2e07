/// One movement of a finger in time: ``motion`` driven by a ``MotionProfile``
/// (minimum jerk unless told otherwise) from `start` for `duration` seconds (script time).
package struct PathSegment: Hashable, Sendable {
    /// Seconds of script time.
    package var start: Double
    /// Seconds; 0 is a jump.
    package var duration: Double
    package var motion: PathMotion
    /// How progress follows time.
    package var profile: MotionProfile

    package init(start: Double, duration: Double, motion: PathMotion, profile: MotionProfile = .minimumJerk) {
        self.start = start; self.duration = duration; self.motion = motion; self.profile = profile
    }

    /// Seconds of script time.
    package var end: Double { start + duration }

    /// Progress (0...1) at script time `t`.
    package func progress(at t: Double) -> Double {
        guard duration > 0 else { return t >= start ? 1 : 0 }
        return profile.position((t - start) / duration)
    }
}
