/// Deterministic sensor noise: every reported position moves by a uniform random offset
/// of up to `amplitudeMillimetres` on each axis, from a seeded generator (same seed,
/// same noise, so tests stay reproducible).
public struct Jitter: Hashable, Sendable {
    public var amplitudeMillimetres: Double
    public var seed: UInt64
    public init(amplitudeMillimetres: Double, seed: UInt64 = 0x5EED) {
        self.amplitudeMillimetres = amplitudeMillimetres; self.seed = seed
    }
}

/// SplitMix64: tiny, fast, good enough for test noise.
struct SplitMix64: Sendable {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in -1...1.
    mutating func symmetric() -> Double { Double(next() >> 11) / Double(1 << 52) - 1 }
}
