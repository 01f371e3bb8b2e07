import TactileCore

/// A small, seedable, deterministic random number generator (SplitMix64): the same seed
/// gives the same sequence on every platform and Swift version.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// Uniform in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// Approximately standard normal: the Irwin-Hall sum of 12 uniforms minus 6
    /// (no transcendental functions, so bit-identical everywhere; tails end at +-6).
    public mutating func normal(mean: Double = 0, deviation: Double = 1) -> Double {
        var s = 0.0
        for _ in 0..<12 { s += unit() }
        return mean + deviation * (s - 6)
    }
}
