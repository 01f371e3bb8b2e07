import CEvdev

/// `CLOCK_MONOTONIC`, used only by the live loop to turn an engine deadline
/// (in event time) into a poll timeout. The engine itself never reads a clock.
package enum MonotonicClock {
    package static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
    }
}
