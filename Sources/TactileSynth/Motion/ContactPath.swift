import TactileCore

/// One finger contact: where it lands, how it moves while down, and when it lifts.
///
/// Positions are millimetres on the panel, oriented like the screen (x right, y
/// down), the space of `Touch.physical`. Times are seconds of script time. Between
/// and after its segments the finger rests where the last movement ended.
///
/// Real hands (``settling(by:duration:)``, ``wobbling(_:)``, ``init(down:joining:up:)``,
/// ``relanding(after:at:)``): a fingertip's centre drifts a millimetre or more while the
/// pad flattens after touch-down, a finger held still wanders a little, a finger can
/// land on a hand that is already moving, and a finger lifted mid-gesture lands again as
/// a new contact.
///
/// ```swift
/// let drag = ContactPath(down: 0.1, at: PhysicalPoint(x: 100, y: 80))
///     .moving(to: PhysicalPoint(x: 160, y: 80), start: 0.2, duration: 0.5)
///     .lifted(at: 0.85)
/// ```
package struct ContactPath: Hashable, Sendable {
    /// Touch-down, seconds.
    package var down: Double
    /// Lift, seconds; nil when the finger is still down when the trace ends.
    package var up: Double?
    /// Where the finger lands (mm).
    package var start: PhysicalPoint
    /// Movements in time order, not overlapping. Only the first may start before `down`
    /// (a finger landing on a moving hand, ``init(down:joining:up:)``).
    package private(set) var segments: [PathSegment]
    /// The slow wander of the held fingertip, added to the path from touch-down on
    /// (relative to its value at touch-down, so the finger still lands at `start`).
    package private(set) var wobble: Wobble?
    /// Size, pressure and palm flag, on panels that report them (nil: a fingertip's).
    package private(set) var traits: ContactTraits?

    package init(down: Double, at start: PhysicalPoint, up: Double? = nil) {
        self.down = down; self.up = up; self.start = start; segments = []; wobble = nil; traits = nil
    }

    /// The same contact reporting `traits` (size, pressure, palm flag).
    package func reporting(_ traits: ContactTraits) -> ContactPath {
        var copy = self
        copy.traits = traits
        return copy
    }

    /// A finger that lands at `down` on a hand that is already moving: it follows
    /// `segment` (which may have started before `down`) from wherever the segment is at
    /// `down`, so it joins the motion without a jump.
    package init(down: Double, joining segment: PathSegment, up: Double? = nil) {
        self.init(down: down, at: segment.motion.position(progress: segment.progress(at: down)), up: up)
        segments = [segment]
    }

    /// Where the finger rests after its last movement (mm).
    package var end: PhysicalPoint { segments.last?.motion.end ?? start }

    /// When the last movement ends, or the touch-down if it never moves (s).
    package var lastMotionEnd: Double { segments.last?.end ?? down }

    /// Adds a straight movement (minimum jerk unless told otherwise) from where the finger rests to `target`.
    package func moving(to target: PhysicalPoint, start: Double, duration: Double,
                       profile: MotionProfile = .minimumJerk) -> ContactPath {
        appending(PathSegment(start: start, duration: duration, motion: .line(from: end, to: target), profile: profile))
    }

    /// Adds a movement about a centre. The orbit must start where the finger rests.
    package func orbiting(_ orbit: Orbit, start: Double, duration: Double,
                         profile: MotionProfile = .minimumJerk) -> ContactPath {
        appending(PathSegment(start: start, duration: duration, motion: .orbit(orbit), profile: profile))
    }

    /// Fingertip settle: right after touch-down the contact centre drifts by `displacement`
    /// (typically 1-3 mm) over `duration` s while the pad flattens, fastest at first
    /// (``MotionProfile/settle``). Must come before any other movement; later movements
    /// start from the settled position.
    package func settling(by displacement: PhysicalPoint, duration: Double = 0.1) -> ContactPath {
        precondition(segments.isEmpty, "a fingertip settles right after touch-down, before it moves")
        return appending(PathSegment(start: down, duration: duration, motion: .line(from: start, to: start + displacement),
                                     profile: .settle))
    }

    /// The same contact with `wobble` added while it is down.
    package func wobbling(_ wobble: Wobble) -> ContactPath {
        var copy = self
        copy.wobble = wobble
        return copy
    }

    /// The same finger landing again `gap` s after this contact lifted, at `point`: a new
    /// contact (a new tracking id on the panel) while the other fingers may stay down.
    package func relanding(after gap: Double, at point: PhysicalPoint, up: Double? = nil) -> ContactPath {
        guard let lift = self.up else { preconditionFailure("only a lifted finger can land again") }
        precondition(gap > 0, "a finger lands again after it lifted")
        return ContactPath(down: lift + gap, at: point, up: up)
    }

    /// Adds a segment; it must start at or after the previous one's end (the first one at
    /// or after touch-down: use ``init(down:joining:up:)`` for a finger landing mid-motion).
    package func appending(_ segment: PathSegment) -> ContactPath {
        precondition(segment.start >= (segments.last?.end ?? down) - Self.timeEpsilon, "segments of a contact must not overlap")
        var copy = self
        copy.segments.append(segment)
        return copy
    }

    /// The same contact lifting at `time` (s).
    package func lifted(at time: Double) -> ContactPath {
        var copy = self
        copy.up = time
        return copy
    }

    /// Whether the finger touches the panel at script time `t`: from `down` (included) to
    /// `up` (excluded), give or take a nanosecond so that sums like `0.34 + 0.09` still
    /// meet a scan at 0.43 s.
    package func isDown(at t: Double) -> Bool {
        t >= down - Self.timeEpsilon && (up.map { t < $0 - Self.timeEpsilon } ?? true)
    }

    /// Seconds; times closer than this are the same instant.
    package static let timeEpsilon = 1e-9

    /// The finger's true position at script time `t` (mm), before jitter and quantisation:
    /// its path plus its wobble since touch-down.
    package func position(at t: Double) -> PhysicalPoint {
        var p = start
        for segment in segments {
            if t < segment.start { break }
            p = segment.motion.position(progress: segment.progress(at: t))
        }
        if let wobble, t > down { p += wobble.offset(at: t) - wobble.offset(at: down) }
        return p
    }
}
