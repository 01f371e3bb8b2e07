import TactileCore

/// How a touchscreen samples a script: scan rate, sensor noise and timestamp noise,
/// and the seed that makes the noise reproducible.
package struct SamplingOptions: Hashable, Sendable {
    /// Scans per second (60...240 on real panels). Scans happen at `k / rate` seconds.
    package var rateHertz: Double
    /// Standard deviation of the position noise per axis and scan (mm), truncated at
    /// 3 sigma. Real panels: about 0.05 mm (good glass) to 0.3 mm (cheap resistive).
    package var positionJitterMillimetres: Double
    /// Standard deviation of when a scan really happens (ms), truncated at 3 sigma and
    /// to a quarter of the scan period so timestamps never go backwards.
    package var timingJitterMilliseconds: Double
    /// Seed of the ``SeededGenerator`` that draws the noise.
    package var seed: UInt64

    package init(rateHertz: Double = 120, positionJitterMillimetres: Double = 0.05,
                timingJitterMilliseconds: Double = 0, seed: UInt64 = 1) {
        precondition(rateHertz > 0, "the scan rate must be positive")
        self.rateHertz = rateHertz
        self.positionJitterMillimetres = positionJitterMillimetres
        self.timingJitterMilliseconds = timingJitterMilliseconds
        self.seed = seed
    }

    /// Seconds between scans.
    package var period: Double { 1 / rateHertz }

    /// `120 Hz, jitter 0.05 mm, seed 7` (timing jitter only when set).
    package var summary: String {
        var s = "\(plainNumber(rateHertz)) Hz, jitter \(plainNumber(positionJitterMillimetres)) mm"
        if timingJitterMilliseconds > 0 { s += " / \(plainNumber(timingJitterMilliseconds)) ms" }
        return s + ", seed \(seed)"
    }
}
