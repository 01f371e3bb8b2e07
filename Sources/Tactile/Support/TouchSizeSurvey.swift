import TactileCore

/// The sizes and pressures of the touches in a stream of frames, for choosing palm
/// thresholds (`tactile measure touch-size`, like `libinput measure touch-size`): per touch
/// the largest major and minor axis (mm) and pressure it held for two frames in a row (the
/// palm rules' evidence: a one-frame glitch such as ELAN's 57 mm landing does not count; a
/// one-frame touch counts its only value), and their distribution.
package struct TouchSizeSurvey {
    /// One finished touch.
    package struct Entry: Sendable {
        package var id: Int
        package var device: String
        package var frames: Int
        package var major: Double?
        package var minor: Double?
        package var pressure: Double?
        package var palm: Bool
        /// The previous frame's values, for the two-frames-in-a-row rule.
        var last: (major: Double?, minor: Double?, pressure: Double?) = (nil, nil, nil)
    }

    private var open: [Int: Entry] = [:]
    package private(set) var finished: [Entry] = []

    package init() {}

    /// Adds a frame; returns the touches that ended in it.
    @discardableResult
    package mutating func add(_ frame: TouchFrame, device: String) -> [Entry] {
        var ended: [Entry] = []
        for t in frame.touches {
            var e = open[t.id] ?? Entry(id: t.id, device: device, frames: 0, major: nil, minor: nil, pressure: nil, palm: false)
            e.frames += 1
            // The largest value held two frames in a row (or the first, until a second comes).
            func held(_ best: Double?, _ last: Double?, _ now: Double?, first: Bool) -> Double? {
                guard let now else { return best }
                if first { return now }
                let sustained = Swift.min(last ?? now, now)
                return e.frames == 2 ? sustained : Swift.max(best ?? 0, sustained)
            }
            let first = e.frames == 1
            e.major = held(e.major, e.last.major, t.majorAxis?.value, first: first)
            e.minor = held(e.minor, e.last.minor, t.minorAxis?.value, first: first)
            e.pressure = held(e.pressure, e.last.pressure, t.pressure, first: first)
            e.last = (t.majorAxis?.value, t.minorAxis?.value, t.pressure)
            if t.cancelReason == .palm || t.tool == .palm { e.palm = true }
            if t.phase.isTerminal {
                open[t.id] = nil
                finished.append(e)
                ended.append(e)
            } else {
                open[t.id] = e
            }
        }
        return ended
    }

    /// The touches still down, as if they ended now.
    package mutating func finish() {
        finished.append(contentsOf: open.values.sorted { $0.id < $1.id })
        open.removeAll()
    }

    /// `p`-quantile (0...1) of the values, nearest rank; nil when there are none.
    package static func quantile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
    }

    /// Counts per bin of `width` starting at 0: `[(lower bound, count)]`, empty bins between included.
    package static func histogram(_ values: [Double], width: Double) -> [(Double, Int)] {
        guard let top = values.max(), width > 0 else { return [] }
        var counts = [Int](repeating: 0, count: Int(top / width) + 1)
        for v in values { counts[Swift.max(0, Int(v / width))] += 1 }
        return counts.enumerated().map { (Double($0.offset) * width, $0.element) }
    }
}
