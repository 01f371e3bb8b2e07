import TactileCore

/// A seedable, deterministic random number generator (SplitMix64, Steele, Lea and
/// Flood 2014): the same seed gives the same sequence on every run and platform, which
/// is what makes a generated corpus byte-identical when regenerated.
///
/// Never use `SystemRandomNumberGenerator` in the generator: traces must be reproducible.
package typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    /// Uniform in [0, 1) (``SplitMix64/unit()``).
    package mutating func nextUnit() -> Double { unit() }

    /// Standard normal by Box-Muller, redrawn beyond `limit` deviations (sensor noise is
    /// bounded: a truncated Gaussian never throws a finger 10 sigma away).
    package mutating func nextGaussian(truncatedAt limit: Double = 3) -> Double {
        while true {
            // 1 - u is in (0, 1]: the logarithm is finite.
            let u1 = 1 - nextUnit()
            let u2 = nextUnit()
            let z = (-2 * logarithm(u1)).squareRoot() * cosine(2 * .pi * u2)
            if abs(z) <= limit { return z }
        }
    }
}
