import TactileCore

/// How a movement's progress (0...1 of the distance) follows normalised time
/// `tau = (t - start) / duration` (0...1, clamped outside).
///
/// - ``minimumJerk``: the bell-shaped reach of ``MinimumJerk`` (the default).
/// - ``settle``: a fingertip flattening on the glass after touch-down: the contact
///   centre moves fastest at the touch-down and comes to rest at the end,
///   `s = 1 - (1 - tau)^3` (ease-out).
/// - ``skewedBell(peakFraction:)``: a human stroke whose speed peaks early (a drag that
///   starts briskly and then slows to a stop) or late (a drag that accelerates into a
///   fling). The speed is `tau (1 - tau)^k` scaled to cover the distance, with
///   `k = 1 / peakFraction - 1`, so it peaks at `tau = peakFraction`; peaks after the
///   middle mirror that in time. `peakFraction` 0.5 is the symmetric smoothstep.
package enum MotionProfile: Hashable, Sendable {
    case minimumJerk
    case settle
    case skewedBell(peakFraction: Double)

    /// Fraction of the distance covered at normalised time `tau` (0...1 -> 0...1).
    package func position(_ tau: Double) -> Double {
        let t = Swift.min(Swift.max(tau, 0), 1)
        switch self {
        case .minimumJerk:
            return MinimumJerk.position(t)
        case .settle:
            let w = 1 - t
            return 1 - w * w * w
        case .skewedBell(let p):
            if p <= 0.5 { return Self.earlyBellPosition(t, k: 1 / Self.clamped(p) - 1) }
            return 1 - Self.earlyBellPosition(1 - t, k: 1 / Self.clamped(1 - p) - 1)
        }
    }

    /// d s / d tau: multiply by distance / duration for a speed.
    package func velocity(_ tau: Double) -> Double {
        guard tau > 0 && tau < 1 else { return 0 }
        switch self {
        case .minimumJerk:
            return MinimumJerk.velocity(tau)
        case .settle:
            return 3 * (1 - tau) * (1 - tau)
        case .skewedBell(let p):
            if p <= 0.5 { return Self.earlyBellVelocity(tau, k: 1 / Self.clamped(p) - 1) }
            return Self.earlyBellVelocity(1 - tau, k: 1 / Self.clamped(1 - p) - 1)
        }
    }

    /// The largest ``velocity(_:)`` (peak speed = this x distance / duration).
    package var peakVelocity: Double {
        switch self {
        case .minimumJerk: return MinimumJerk.peakVelocity
        case .settle: return 3
        case .skewedBell(let p):
            let k = 1 / Self.clamped(Swift.min(p, 1 - p)) - 1
            return (k + 2) * power(k / (k + 1), k)
        }
    }

    /// Where the speed peaks (normalised time).
    package var peakTime: Double {
        switch self {
        case .minimumJerk: return 0.5
        case .settle: return 0
        case .skewedBell(let p): return Swift.min(Swift.max(p, 0.01), 0.99)
        }
    }

    private static func clamped(_ p: Double) -> Double { Swift.min(Swift.max(p, 0.01), 0.5) }

    /// Integral of `(k+1)(k+2) u (1-u)^k` from 0 to `tau`: `1 - (k+2) w^(k+1) + (k+1) w^(k+2)`, `w = 1 - tau`.
    private static func earlyBellPosition(_ tau: Double, k: Double) -> Double {
        let w = 1 - tau
        let wk1 = power(w, k + 1)
        return 1 - (k + 2) * wk1 + (k + 1) * wk1 * w
    }

    private static func earlyBellVelocity(_ tau: Double, k: Double) -> Double {
        (k + 1) * (k + 2) * tau * power(1 - tau, k)
    }
}
