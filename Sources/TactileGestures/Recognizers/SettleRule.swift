import TactileCore

/// Fingertips settle: as a pad flattens on the glass its contact centre drifts 1-3 mm in
/// the first ~100 ms, and resting fingers wobble. On panels that report no resolution the
/// millimetres are themselves assumed. So thresholds that start gestures (pan distance,
/// pinch span change, rotation dead zone) are raised by ``allowanceMillimetres`` for
/// ``windowMicroseconds`` after a finger lands. When the window closes without a claim and
/// the motion died down during it (less than half as much in its second half as in its
/// first: a pad flattening), the reference moves by up to the allowance towards where the
/// fingers settled: the settling is absorbed. Motion that held its speed or sped up is a
/// gesture getting under way (a minimum-jerk start): nothing is absorbed and the normal
/// threshold applies from the start (a fast drag crosses the raised threshold inside the
/// window anyway).
struct SettleRule: Sendable, Hashable {
    /// How long after a finger lands its position is still settling (µs).
    var windowMicroseconds: Int64
    /// How far a settling fingertip's centre may drift (mm).
    var allowanceMillimetres: Double

    init(windowMilliseconds: Double, allowanceMillimetres: Double) {
        windowMicroseconds = Int64((windowMilliseconds * 1000).rounded())
        self.allowanceMillimetres = allowanceMillimetres
    }

    /// Whether the fingers of the current set are still settling at `time`.
    @inline(__always)
    func isSettling(_ s: GroupSample, at time: Timestamp) -> Bool {
        windowMicroseconds > 0 && time.microseconds - s.setFormedAt.microseconds < windowMicroseconds
    }

    /// `v` shortened to at most `limit` (same direction).
    @inline(__always)
    static func clamp(_ v: PhysicalPoint, to limit: Double) -> PhysicalPoint {
        let l = v.length
        return l > limit && l > 0 ? v * (limit / l) : v
    }
}

/// One quantity's threshold reference under the ``SettleRule`` (a centroid in mm, a span
/// in mm, an angle in radians as `x`): where it was when the finger set formed, its value
/// half-way through the settle window, and the reference after the window.
struct SettleTracker: Sendable {
    private(set) var origin: PhysicalPoint = .zero
    private var middle: PhysicalPoint?
    private var settled = true

    /// A new finger set: measure from `value`.
    mutating func start(_ value: PhysicalPoint) { origin = value; middle = nil; settled = false }

    /// Feeds the frame's value; returns whether the fingers are still settling (raise the
    /// threshold) and moves ``origin`` by the absorbed drift (at most `allowance`) on the
    /// first frame after the window. Returns the absorbed length too (for the log).
    mutating func update(_ value: PhysicalPoint, _ s: GroupSample, at time: Timestamp, rule: SettleRule,
                         allowance: Double) -> (settling: Bool, absorbed: Double) {
        guard !settled else { return (false, 0) }
        let age = time.microseconds - s.setFormedAt.microseconds
        if age < rule.windowMicroseconds {
            if middle == nil && 2 * age >= rule.windowMicroseconds { middle = value }
            return (true, 0)
        }
        settled = true
        let mid = middle ?? origin
        // Steady or speeding up: a gesture getting under way, not a pad settling.
        guard 2 * (value - mid).length < (mid - origin).length else { return (false, 0) }
        let drift = SettleRule.clamp(value - origin, to: allowance)
        origin += drift
        return (false, drift.length)
    }
}
