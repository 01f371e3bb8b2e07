import TactileCore

/// The few transcendental functions the pointer engine needs, in pure Swift.
///
/// Per-event code may not import Foundation (or Glibc), and the standard library has
/// no `atan2`. These are accurate to a few ulps, which is all libinput's direction
/// octants need.
@usableFromInline enum PureMath {
    @usableFromInline static let pi = 3.141592653589793

    /// The angle of (x, y) in radians, in (-pi, pi], like C's `atan2`.
    @inlinable static func atan2(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        let ax = abs(x), ay = abs(y)
        // atan on [0, 1] only, then fold the octants back.
        var a = ay <= ax ? atanUnit(ay / ax) : pi / 2 - atanUnit(ax / ay)
        if x < 0 { a = pi - a }
        return y < 0 ? -a : a
    }

    /// atan(z) for 0 <= z <= 1: two argument halvings, then the Taylor series.
    @inlinable static func atanUnit(_ z: Double) -> Double {
        // atan(z) = 2 atan(z / (1 + sqrt(1 + z^2)))
        var t = z / (1 + (1 + z * z).squareRoot())
        t = t / (1 + (1 + t * t).squareRoot())
        // |t| <= tan(pi/16) ~ 0.199: 12 terms reach 1e-18.
        let t2 = t * t
        var term = t, sum = t
        var k = 1.0
        for _ in 0..<12 {
            term *= -t2
            k += 2
            sum += term / k
        }
        return 4 * sum
    }

    /// ln(1 + x) for x >= 0 (natural logarithm), in pure Swift: x + 1 = m 2^e with m in
    /// [1, 2), ln m = 2 atanh((m - 1)/(m + 1)) by its series (|z| <= 1/3: 24 terms reach
    /// double precision).
    @inlinable static func log1p(_ x: Double) -> Double {
        let v = 1 + x
        guard v.isFinite, v > 0 else { return v == 0 ? -.infinity : .nan }
        let e = Double(v.exponent)
        let m = v.significand
        let z = (m - 1) / (m + 1), z2 = z * z
        var term = z, sum = 0.0
        var k = 1.0
        while k < 50 {
            sum += term / k
            term *= z2
            k += 2
        }
        return 2 * sum + e * 0.6931471805599453
    }
}
