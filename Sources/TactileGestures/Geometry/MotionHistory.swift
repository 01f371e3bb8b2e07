import TactileCore

/// Recent cumulative values of a touch group, for velocities over a fixed time window.
///
/// Velocity = (value now - value at `now - window`) / window, with the past value
/// interpolated linearly between the two samples around it. Unlike per-frame deltas this
/// gives the same result at 60 Hz and 240 Hz. Fixed capacity (rounded up to a power of two), so no allocation after init;
/// at rates so high that the window does not fit, the oldest kept sample is used.
struct MotionHistory: Sendable {
    struct Entry: Sendable {
        var time: Int64
        var tx: Double, ty: Double    // translation, pt
        var px: Double, py: Double    // translation, mm
        var scale: Double
        var rotation: Double
    }

    private var entries: [Entry]
    private var head = 0      // index of the newest entry
    private(set) var count = 0
    let capacity: Int
    /// `capacity - 1`: the capacity is a power of two, so ring indices wrap with a mask
    /// (no integer division per lookup).
    private let mask: Int
    /// How many entries before the newest the previous lookup found the window's start.
    /// Frames move the window about one entry per entry appended, so the next lookup
    /// starts there and usually takes a step or two, cheaper than a binary search per
    /// frame. Any start gives the same answer, only the walk is longer.
    private var referenceAge = 0

    init(capacity requested: Int = 128) {
        var capacity = 1
        while capacity < Swift.max(requested, 2) { capacity <<= 1 }
        self.capacity = capacity
        mask = capacity - 1
        entries = [Entry](repeating: Entry(time: 0, tx: 0, ty: 0, px: 0, py: 0, scale: 1, rotation: 0), count: capacity)
    }

    mutating func removeAll() { count = 0; head = 0; referenceAge = 0 }

    mutating func append(_ e: Entry) {
        if count > 0 && entries[head].time >= e.time {
            entries[head] = e   // same timestamp: keep the latest values
            return
        }
        head = (head + 1) & mask
        entries[head] = e
        count = Swift.min(count + 1, capacity)
    }

    /// The entry `j` places after the oldest (0 = oldest, count - 1 = newest).
    @inline(__always) private func entry(_ j: Int) -> Entry { entries[(head - (count - 1 - j) + capacity) & mask] }

    /// Rates of change per second over `window` microseconds ending at the newest entry.
    mutating func velocities(windowMicroseconds window: Int64) -> (t: ScreenPoint, p: PhysicalPoint, scale: Double, rotation: Double) {
        guard count >= 2 else { return (.zero, .zero, 0, 0) }
        let newest = entries[head]
        let target = newest.time - window
        let reference: Entry
        if entry(0).time >= target {
            reference = entry(0)   // history shorter than the window: use the oldest
        } else {
            // The last entry at or before `target` (times are increasing; entry(0) is
            // before it and the newest after it), walking from the previous answer.
            var lo = Swift.max(0, Swift.min(count - 2, count - 1 - referenceAge))
            while lo > 0 && entry(lo).time > target { lo -= 1 }
            while lo + 1 < count - 1 && entry(lo + 1).time <= target { lo += 1 }
            referenceAge = count - 1 - lo
            let a = entry(lo), b = entry(lo + 1)
            let span = Double(b.time - a.time)
            reference = Self.lerp(a, b, span > 0 ? Double(target - a.time) / span : 0, time: target)
        }
        let dt = Double(newest.time - reference.time) / 1_000_000
        guard dt > 0 else { return (.zero, .zero, 0, 0) }
        return (ScreenPoint(x: (newest.tx - reference.tx) / dt, y: (newest.ty - reference.ty) / dt),
                PhysicalPoint(x: (newest.px - reference.px) / dt, y: (newest.py - reference.py) / dt),
                (newest.scale - reference.scale) / dt,
                (newest.rotation - reference.rotation) / dt)
    }

    private static func lerp(_ a: Entry, _ b: Entry, _ f: Double, time: Int64) -> Entry {
        Entry(time: time, tx: a.tx + (b.tx - a.tx) * f, ty: a.ty + (b.ty - a.ty) * f,
              px: a.px + (b.px - a.px) * f, py: a.py + (b.py - a.py) * f,
              scale: a.scale + (b.scale - a.scale) * f, rotation: a.rotation + (b.rotation - a.rotation) * f)
    }
}
