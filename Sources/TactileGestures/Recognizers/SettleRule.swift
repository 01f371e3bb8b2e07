import TactileCore

/// Fingertips settle: as a pad flattens on the glass its contact centre drifts 1-3 mm in
/// the first ~100 ms, and resting fingers wobble. On panels that report no resolution the
/// millimetres are themselves assumed. So thresholds that start gestures (pan distance,
/// pinch span change, rotation dead zone) are raised by ``allowanceMillimetres`` for
/// ``windowMicroseconds`` after a finger lands, and when the window closes without a claim
/// the reference moves by up to the allowance towards where the fingers settled: the
/// settling is absorbed, real motion is not (a fast drag crosses the raised threshold
/// inside the window; a slow one keeps all but the allowance of its progress).
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

    /// `x` limited to `-limit...limit`.
    @inline(__always)
    static func clamp(_ x: Double, to limit: Double) -> Double { Swift.min(Swift.max(x, -limit), limit) }
}
