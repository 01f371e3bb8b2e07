import TactileCore

/// libinput's velocity estimate for pointer acceleration (`filter.c`, `trackers_*`).
///
/// A ring of trackers (libinput: 2 by default, 16 with velocity averaging); each holds the motion accumulated since it was created,
/// its creation time and the direction of the delta that created it. The velocity is
/// the one of the oldest tracker that is still less than 1 s old, moving in a common
/// direction, and (past the first two) within 1 unit/ms of the newest tracker's.
/// Storage is fixed at init: feeding never allocates.
package struct VelocityTrackers: Sendable {
    @usableFromInline struct Tracker: Sendable {
        @usableFromInline var dx = 0.0, dy = 0.0
        @usableFromInline var timeMicroseconds: Int64 = 0
        @usableFromInline var direction: UInt32 = 0
        @usableFromInline init() {}
    }

    /// libinput's default number of trackers (since 1.12).
    package static let defaultCount = 2
    /// With velocity averaging (libinput's `AttrUseVelocityAveraging` quirk).
    package static let averagingCount = 16
    /// How many trackers this instance uses (>= 2).
    package let count: Int
    /// Trackers older than this stop the search (libinput `MOTION_TIMEOUT`).
    package static let motionTimeoutMicroseconds: Int64 = 1_000_000
    /// Largest velocity difference to the newest tracker, units per µs (1 unit/ms).
    package static let maximumVelocityDifferencePerMicrosecond = 0.001

    @usableFromInline var trackers: [Tracker]
    @usableFromInline var current = 0

    /// `count` trackers (at least 2: the newest one and the one holding the last delta).
    package init(count: Int = VelocityTrackers.defaultCount) {
        self.count = Swift.max(count, 2)
        trackers = Array(repeating: Tracker(), count: self.count)
    }

    /// Forgets all motion (libinput `trackers_reset`); the newest tracker starts at `time`.
    package mutating func reset(at time: Timestamp) {
        for offset in 1..<count {
            let i = index(offset)
            trackers[i] = Tracker()
        }
        let i = index(0)
        trackers[i].timeMicroseconds = time.microseconds
        trackers[i].direction = MotionDirection.undefined.rawValue
    }

    @inlinable func index(_ offset: Int) -> Int { (current + count - offset) % count }

    /// Adds one delta (in the units velocity is wanted in) at `time`.
    @inlinable package mutating func feed(dx: Double, dy: Double, at time: Timestamp) {
        for i in 0..<count {
            trackers[i].dx += dx
            trackers[i].dy += dy
        }
        current = (current + 1) % count
        trackers[current].dx = 0
        trackers[current].dy = 0
        trackers[current].timeMicroseconds = time.microseconds
        trackers[current].direction = MotionDirection(dx: dx, dy: dy).rawValue
    }

    @inlinable static func velocity(_ t: Tracker, at time: Int64) -> Double {
        // +1 µs as libinput: never divide by zero.
        let dt = Double(time &- t.timeMicroseconds &+ 1)
        return (t.dx * t.dx + t.dy * t.dy).squareRoot() / dt
    }

    /// The velocity at `time`, in units per microsecond.
    @inlinable package func velocityPerMicrosecond(at time: Timestamp) -> Double {
        let now = time.microseconds
        var result = 0.0
        var initial = 0.0
        var direction = trackers[index(0)].direction
        for offset in 1..<count {
            let t = trackers[index(offset)]
            if t.timeMicroseconds > now { break }  // time ran backwards
            // Wrapping: hostile timestamps (negative, or near the ends of Int64) must not trap.
            if now &- t.timeMicroseconds > Self.motionTimeoutMicroseconds || now &- t.timeMicroseconds < 0 {
                if offset == 1 {
                    result = Self.velocity(t, at: t.timeMicroseconds &+ Self.motionTimeoutMicroseconds)
                }
                break
            }
            let v = Self.velocity(t, at: now)
            direction &= t.direction
            if direction == 0 {
                if offset == 1 { result = v }
                break
            }
            // Always average over the first two events (jumpy first events).
            if initial == 0 || offset <= 2 {
                result = v
                initial = v
            } else {
                if abs(initial - v) > Self.maximumVelocityDifferencePerMicrosecond { break }
                result = v
            }
        }
        return result
    }
}
