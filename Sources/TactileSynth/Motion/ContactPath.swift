import TactileCore

/// One finger contact: where it lands, how it moves while down, and when it lifts.
///
/// Positions are millimetres on the panel, oriented like the screen (x right, y
/// down), the space of `Touch.physical`. Times are seconds of script time. Between
/// and after its segments the finger rests where the last movement ended.
///
/// ```swift
/// let drag = ContactPath(down: 0.1, at: PhysicalPoint(x: 100, y: 80))
///     .moving(to: PhysicalPoint(x: 160, y: 80), start: 0.2, duration: 0.5)
///     .lifted(at: 0.85)
/// ```
public struct ContactPath: Hashable, Sendable {
    /// Touch-down, seconds.
    public var down: Double
    /// Lift, seconds; nil when the finger is still down when the trace ends.
    public var up: Double?
    /// Where the finger lands (mm).
    public var start: PhysicalPoint
    /// Movements in time order, not overlapping.
    public private(set) var segments: [PathSegment]

    public init(down: Double, at start: PhysicalPoint, up: Double? = nil) {
        self.down = down; self.up = up; self.start = start; segments = []
    }

    /// Where the finger rests after its last movement (mm).
    public var end: PhysicalPoint { segments.last?.motion.end ?? start }

    /// When the last movement ends, or the touch-down if it never moves (s).
    public var lastMotionEnd: Double { segments.last?.end ?? down }

    /// Adds a straight minimum-jerk movement from where the finger rests to `target`.
    public func moving(to target: PhysicalPoint, start: Double, duration: Double) -> ContactPath {
        appending(PathSegment(start: start, duration: duration, motion: .line(from: end, to: target)))
    }

    /// Adds a movement about a centre. The orbit must start where the finger rests.
    public func orbiting(_ orbit: Orbit, start: Double, duration: Double) -> ContactPath {
        appending(PathSegment(start: start, duration: duration, motion: .orbit(orbit)))
    }

    /// Adds a segment; it must start at or after the previous one's end.
    public func appending(_ segment: PathSegment) -> ContactPath {
        precondition(segment.start >= (segments.last?.end ?? down), "segments of a contact must not overlap")
        var copy = self
        copy.segments.append(segment)
        return copy
    }

    /// The same contact lifting at `time` (s).
    public func lifted(at time: Double) -> ContactPath {
        var copy = self
        copy.up = time
        return copy
    }

    /// Whether the finger touches the panel at script time `t`: from `down` (included) to
    /// `up` (excluded), give or take a nanosecond so that sums like `0.34 + 0.09` still
    /// meet a scan at 0.43 s.
    public func isDown(at t: Double) -> Bool {
        t >= down - Self.timeEpsilon && (up.map { t < $0 - Self.timeEpsilon } ?? true)
    }

    /// Seconds; times closer than this are the same instant.
    public static let timeEpsilon = 1e-9

    /// The finger's true position at script time `t` (mm), before jitter and quantisation.
    public func position(at t: Double) -> PhysicalPoint {
        var p = start
        for segment in segments {
            if t < segment.start { break }
            p = segment.motion.position(progress: segment.progress(at: t))
        }
        return p
    }
}
