/// The one seeded random number generator of the project (Steele, Lea and Flood's
/// SplitMix64, as in `java.util.SplittableRandom`): the synthetic traces' noise, the test
/// driver's jitter, the pointer evaluation's synthetic movements and the soak all draw from
/// it, so a seed means the same numbers everywhere and files generated from it never change.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// Uniform in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// Uniform in [-1, 1).
    public mutating func symmetric() -> Double { Double(next() >> 11) / Double(1 << 52) - 1 }

    /// Approximately normal (the sum of twelve uniforms, Irwin-Hall): no logarithm, and
    /// bounded at six deviations.
    public mutating func normal(mean: Double = 0, deviation: Double = 1) -> Double {
        var s = 0.0
        for _ in 0..<12 { s += unit() }
        return mean + deviation * (s - 6)
    }
}
