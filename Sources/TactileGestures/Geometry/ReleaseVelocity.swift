import TactileCore

/// The velocity of a finger at the moment it lifts, for flings and momentum scrolling.
///
/// ## Algorithm (Android's LSQ2)
///
/// The estimator keeps the last ``capacity`` (20) positions of one finger, each with its
/// event time, and answers "how fast was the finger moving when it lifted?" the way
/// Android's `VelocityTracker` does with its default planar strategy, `LSQ2`:
///
/// 1. Only samples no older than ``horizon`` (100 ms) before the newest sample are used.
/// 2. Each axis is fitted independently with an unweighted least-squares polynomial of
///    degree 2, `p(t) = a + b t + c t²`, where `t` is the sample's age relative to the
///    newest sample (so the newest sample sits at `t = 0`, older ones at `t < 0`).
/// 3. The velocity is the derivative of that polynomial at the newest sample, `p'(0) = b`.
///    It is *not* extrapolated to the query time: as in Android, a lift that comes a few
///    milliseconds after the last movement reports the velocity at that last movement.
/// 4. With only two samples the fit is a straight line (the slope between them); with
///    one sample, or when the fit is degenerate, the velocity is zero. Android lowers the
///    degree the same way (`degree = min(2, samples - 1)`).
/// 5. If the newest sample is more than ``assumePointerStoppedTime`` (40 ms) older than
///    the query time, the finger is taken to have stopped before it lifted and the velocity
///    is zero (Android's `ASSUME_POINTER_STOPPED_TIME`, applied at `ACTION_UP`). Likewise,
///    a sample that arrives more than 40 ms after the previous one starts a fresh history,
///    so motion before a pause does not leak into the fling after it (Android clears the
///    strategy in `addMovement` on such a gap).
/// 6. A sample with the same timestamp as the newest one replaces it (Android does this
///    for the `ACTION_MOVE` / `ACTION_POINTER_DOWN` pair that share an event time); a
///    sample older than the newest one is treated the same way, so time never runs
///    backwards inside the fit.
///
/// The normal equations are solved in closed form on centred sums (the 2x2 system left
/// after eliminating the constant term, as Android's `solveUnweightedLeastSquaresDeg2`
/// does), in `Double` with time in milliseconds for conditioning; Android computes the
/// same fit in `Float` with time in seconds, so results agree to float rounding.
///
/// ## Units
///
/// Times are ``Timestamp``s (microseconds); positions are ``PhysicalPoint``s (mm); the
/// result is in mm per second. The fit itself is unit-agnostic: positions in any unit
/// give a velocity in that unit per second.
///
/// ## Cost
///
/// Storage is a fixed inline ring of 20 samples (no heap allocation, not even at init;
/// copying the struct copies the samples). ``add(time:position:)`` is O(1); a
/// ``velocity(at:)`` query is two passes over at most 20 samples and a 2x2 solve per axis,
/// meant to be called when a finger lifts, not per frame.
///
/// ## References
///
/// Android Open Source Project, `frameworks/native`, `libs/input/VelocityTracker.cpp`
/// (`LeastSquaresVelocityTrackerStrategy`, `solveUnweightedLeastSquaresDeg2`,
/// `ASSUME_POINTER_STOPPED_TIME`) and `include/input/VelocityTracker.h` (`HORIZON`,
/// `HISTORY_SIZE`), Apache License 2.0; read at
/// https://github.com/LineageOS/android_frameworks_native (a mirror of
/// https://android.googlesource.com/platform/frameworks/native). This file is an
/// independent implementation of the published algorithm, not a copy of that code.
/// The tests compare it with the recorded flings in `libs/input/tests/VelocityTracker_test.cpp`.
struct ReleaseVelocityEstimator: Sendable {
    /// How many samples are kept (Android's `HISTORY_SIZE`).
    static let capacity = 20
    /// Samples older than this before the newest sample are ignored (Android's `HORIZON`), µs.
    static let horizonMicroseconds: Int64 = 100_000
    /// A finger whose newest sample is older than this at the lift has stopped
    /// (Android's `ASSUME_POINTER_STOPPED_TIME`), µs.
    static let assumePointerStoppedMicroseconds: Int64 = 40_000

    static var horizon: Milliseconds { Milliseconds(Double(horizonMicroseconds) / 1000) }
    static var assumePointerStoppedTime: Milliseconds { Milliseconds(Double(assumePointerStoppedMicroseconds) / 1000) }

    private struct Sample: Sendable {
        var time: Int64   // µs
        var x: Double     // mm
        var y: Double     // mm
    }

    /// Twenty samples inline (a homogeneous tuple, so no heap storage); accessed as a
    /// buffer of `Sample` through `withMemoryRebound`.
    private typealias Storage = (
        Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample,
        Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample
    )

    private var storage: Storage
    /// Index of the newest sample in `storage`.
    private var head = 0
    /// How many samples are held (at most ``capacity``).
    private(set) var count = 0
    /// The newest sample's time, µs (meaningful when `count > 0`).
    private var newestTime: Int64 = 0

    init() {
        let s = Sample(time: 0, x: 0, y: 0)
        storage = (s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s)
    }

    var isEmpty: Bool { count == 0 }

    /// Forgets every sample (a new finger, or a new stroke).
    mutating func reset() {
        count = 0
        head = 0
    }

    /// Records the finger at `position` at `time`. Samples are expected in time order; one
    /// at or before the newest sample's time replaces the newest sample.
    mutating func add(time: Timestamp, position: PhysicalPoint) {
        let t = time.microseconds
        if count > 0 && t <= newestTime {
            // Same event time (or a late one): keep the latest position at the newest slot.
        } else {
            if count > 0 && t - newestTime > Self.assumePointerStoppedMicroseconds {
                // The finger rested: what came before the pause says nothing about the
                // motion after it.
                count = 0
            }
            head = count == 0 ? 0 : (head + 1) % Self.capacity
            count = Swift.min(count + 1, Self.capacity)
            newestTime = t
        }
        let index = head
        let sample = Sample(time: newestTime, x: position.x, y: position.y)
        withUnsafeMutablePointer(to: &storage) { raw in
            raw.withMemoryRebound(to: Sample.self, capacity: Self.capacity) { $0[index] = sample }
        }
    }

    /// The finger's velocity at its newest sample, in mm/s, as it stands at `time` (the
    /// lift): zero if the newest sample is more than 40 ms older than `time`, if fewer
    /// than two samples lie within the 100 ms horizon, or if there are none.
    func velocity(at time: Timestamp) -> PhysicalPoint {
        guard count > 0 else { return .zero }
        var storage = self.storage   // a copy: reading needs an addressable buffer
        return withUnsafeMutablePointer(to: &storage) { raw in
            raw.withMemoryRebound(to: Sample.self, capacity: Self.capacity) { samples in
                let newest = samples[head]
                if time.microseconds - newest.time > Self.assumePointerStoppedMicroseconds { return .zero }
                return Self.fit(samples, head: head, count: count)
            }
        }
    }

    // MARK: - Fitting

    /// Least-squares fit over the samples within the horizon of the newest one; returns
    /// the derivative at the newest sample in units per second.
    private static func fit(_ samples: UnsafeMutablePointer<Sample>, head: Int, count: Int) -> PhysicalPoint {
        let newestTime = samples[head].time
        // Walk back from the newest sample while samples are within the horizon.
        var used = 0
        while used < count {
            let index = (head - used + capacity) % capacity
            if newestTime - samples[index].time > horizonMicroseconds { break }
            used += 1
        }
        guard used >= 2 else { return .zero }

        // First pass: means. Time `u` is in ms relative to the newest sample (u <= 0);
        // positions are taken relative to the newest one for precision.
        let origin = samples[head]
        let n = Double(used)
        var su = 0.0, suu = 0.0, sx = 0.0, sy = 0.0
        for k in 0..<used {
            let s = samples[(head - k + capacity) % capacity]
            let u = Double(s.time - newestTime) / 1000
            su += u; suu += u * u
            sx += s.x - origin.x; sy += s.y - origin.y
        }
        let meanU = su / n, meanUU = suu / n, meanX = sx / n, meanY = sy / n

        // Second pass: centred sums of the normal equations for p(u) = a + b u + c u².
        var sUU = 0.0, sUQ = 0.0, sQQ = 0.0, sUX = 0.0, sQX = 0.0, sUY = 0.0, sQY = 0.0
        for k in 0..<used {
            let s = samples[(head - k + capacity) % capacity]
            let u0 = Double(s.time - newestTime) / 1000
            let u = u0 - meanU
            let q = u0 * u0 - meanUU
            let x = s.x - origin.x - meanX
            let y = s.y - origin.y - meanY
            sUU += u * u; sUQ += u * q; sQQ += q * q
            sUX += u * x; sQX += q * x
            sUY += u * y; sQY += q * y
        }
        guard sUU > 0 else { return .zero }   // all samples at one time: cannot happen, times are distinct

        // Degree 2 when the system is well determined (three or more distinct times);
        // otherwise the straight line through the samples (two samples: their slope).
        let determinant = sUU * sQQ - sUQ * sUQ
        let perMillisecond: PhysicalPoint
        if used >= 3 && determinant > 1e-12 * sUU * sQQ {
            perMillisecond = PhysicalPoint(x: (sUX * sQQ - sQX * sUQ) / determinant,
                                           y: (sUY * sQQ - sQY * sUQ) / determinant)
        } else {
            perMillisecond = PhysicalPoint(x: sUX / sUU, y: sUY / sUU)
        }
        return perMillisecond * 1000   // per ms -> per s
    }
}
