import TactileCore

/// The soak's draws, on the library's deterministic SplitMix64 (same seed, same frames every run).
extension SplitMix64 {
    /// 0..<n
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// lo...hi (the same value as `uniform(lo...hi)`).
    mutating func double(_ lo: Double, _ hi: Double) -> Double { uniform(lo...hi) }
}
