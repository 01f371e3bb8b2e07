/// The minimum-jerk profile of a point-to-point movement (Flash and Hogan 1985): the
/// smooth bell-shaped velocity of a human reach, which starts and ends at rest with
/// zero acceleration.
///
/// With `tau = t / D` in 0...1, the fraction of the distance covered is
/// `s(tau) = 10 tau^3 - 15 tau^4 + 6 tau^5`. Times outside 0...1 are clamped (the
/// finger rests before and after the movement).
package enum MinimumJerk {
    /// Fraction of the distance covered at normalised time `tau` (0...1 -> 0...1).
    @inlinable package static func position(_ tau: Double) -> Double {
        let t = Swift.min(Swift.max(tau, 0), 1)
        let t3 = t * t * t
        return t3 * (10 + t * (-15 + 6 * t))
    }

    /// d s / d tau: multiply by distance / duration for a velocity. Peaks at 1.875 at tau = 0.5.
    @inlinable package static func velocity(_ tau: Double) -> Double {
        guard tau > 0 && tau < 1 else { return 0 }
        let u = tau * (1 - tau)
        return 30 * u * u
    }

    /// d^2 s / d tau^2: multiply by distance / duration^2 for an acceleration.
    @inlinable package static func acceleration(_ tau: Double) -> Double {
        guard tau > 0 && tau < 1 else { return 0 }
        return 60 * tau * (1 - tau) * (1 - 2 * tau)
    }

    /// The largest value of ``velocity(_:)``: peak speed = 1.875 x distance / duration.
    package static let peakVelocity = 1.875
}
