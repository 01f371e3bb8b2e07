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
