import TactileCore

/// Latency the filter adds, summarised without keeping every sample: per forwarded frame,
/// the write time minus the source event's kernel time (the daemon measures the write: this
/// module reads no clock), and per held touch how long it was held (event time).
package struct FilterLatency: Sendable {
    /// Durations in µs, counted in buckets that grow by 1/8 of a power of two (12.5 %
    /// resolution) from 1 µs to about 17 min: fixed storage, so recording never allocates.
    package struct Histogram: Sendable {
        private var counts = [Int](repeating: 0, count: Histogram.bucketCount)
        package private(set) var count = 0
        package private(set) var maximumMicroseconds: Int64 = 0
        static let subBuckets = 8
        static let bucketCount = 31 * subBuckets

        package init() {}

        package mutating func record(microseconds: Int64) {
            let us = Swift.max(0, microseconds)
            counts[Self.bucket(us)] += 1
            count += 1
            if us > maximumMicroseconds { maximumMicroseconds = us }
        }

        static func bucket(_ us: Int64) -> Int {
            guard us >= 1 else { return 0 }
            let exponent = 63 - us.leadingZeroBitCount          // floor(log2)
            let fraction = exponent >= 3 ? Int((us >> (exponent - 3)) & 7) : Int((us << (3 - exponent)) & 7)
            return Swift.min(bucketCount - 1, exponent * subBuckets + fraction)
        }

        /// Calls `body` once for every sample recorded since `seen` (bucket counts the caller
        /// keeps: an empty array the first time), with the sample's bucket's upper edge in µs
        /// (at most the largest sample), and brings `seen` up to date. For another histogram
        /// fed from this one (the daemon's `/metrics`) without keeping samples or allocating
        /// after the first call. Counts below `seen` (a new filter after a reload) start over.
        package func forEachSample(since seen: inout [Int], _ body: (_ microseconds: Double) -> Void) {
            if seen.count != counts.count { seen = [Int](repeating: 0, count: counts.count) }
            for b in counts.indices where counts[b] != seen[b] {
                let edge = Swift.min(Self.upperEdge(b), Double(maximumMicroseconds))
                for _ in 0..<Swift.max(0, counts[b] - (counts[b] < seen[b] ? 0 : seen[b])) { body(edge) }
                seen[b] = counts[b]
            }
        }

        /// The upper edge of bucket `b` in µs.
        static func upperEdge(_ b: Int) -> Double {
            let exponent = b / subBuckets, fraction = b % subBuckets
            return Double(1 << exponent) * (1 + Double(fraction + 1) / Double(subBuckets))
        }

        /// The `q` quantile (0...1) in ms, to the bucket's upper edge; nil when empty.
        package func quantile(_ q: Double) -> Milliseconds? {
            guard count > 0 else { return nil }
            let rank = Swift.max(1, Int((q * Double(count)).rounded(.up)))
            var seen = 0
            for b in counts.indices {
                seen += counts[b]
                if seen >= rank {
                    return Milliseconds(Swift.min(Self.upperEdge(b), Double(maximumMicroseconds)) / 1000)
                }
            }
            return Milliseconds(Double(maximumMicroseconds) / 1000)
        }
    }

    /// Write time minus source time, per forwarded frame.
    package var forwarded = Histogram()
    /// How long each held touch was held (until consumed or flushed).
    package var held = Histogram()
    /// Touches by how the filter decided them.
    package var touchesForwarded = 0
    package var touchesFlushed = 0
    package var touchesConsumed = 0
    package var touchesCancelled = 0

    package init() {}

    /// Records a written frame: `written` is the write's time on the clock of the source
    /// events (`CLOCK_MONOTONIC` live).
    package mutating func recordWrite(source: Timestamp, written: Timestamp) {
        forwarded.record(microseconds: written.microseconds - source.microseconds)
    }

    /// One line for the daemon's log: `forwarded 1520 frames p50 0.21 ms p99 0.95 ms; held 12 touches p50 ...`.
    package var summary: String {
        func ms(_ m: Milliseconds?) -> String { m.map { (fixedPointText($0.value, decimals: 2) ?? "\($0.value)") + " ms" } ?? "-" }
        return "forwarded \(forwarded.count) frames (added latency p50 \(ms(forwarded.quantile(0.5))), p99 \(ms(forwarded.quantile(0.99)))); "
            + "held \(held.count) touches (p50 \(ms(held.quantile(0.5))), p99 \(ms(held.quantile(0.99)))); "
            + "touches: \(touchesForwarded) forwarded, \(touchesFlushed) flushed, \(touchesConsumed) consumed, \(touchesCancelled) cancelled"
    }
}
