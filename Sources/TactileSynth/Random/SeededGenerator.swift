/// A seedable, deterministic random number generator (SplitMix64, Steele, Lea and
/// Flood 2014): the same seed gives the same sequence on every run and platform, which
/// is what makes a generated corpus byte-identical when regenerated.
///
/// Never use `SystemRandomNumberGenerator` in the generator: traces must be reproducible.
public struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), with 53 random bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A standard normal sample (mean 0, standard deviation 1) truncated to
    /// `-limit...limit` by rejection, so a jitter of sigma never exceeds `limit` sigma.
    ///
    /// Box-Muller with the cosine branch only: one sample consumes two draws (more
    /// when rejected), keeping the sequence a pure function of the seed.
    public mutating func nextGaussian(truncatedAt limit: Double = 3) -> Double {
        while true {
            // 1 - u is in (0, 1]: the logarithm is finite.
            let u1 = 1 - nextUnit()
            let u2 = nextUnit()
            let z = (-2 * logarithm(u1)).squareRoot() * cosine(2 * .pi * u2)
            if abs(z) <= limit { return z }
        }
    }
}
