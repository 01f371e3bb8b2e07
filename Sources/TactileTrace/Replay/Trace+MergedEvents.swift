import TactileCore

extension Trace {
    /// All devices' events in one stream for replay, each tagged with its device index.
    ///
    /// Frames (events up to and including a `SYN_REPORT`) are kept whole and ordered
    /// by the time of their `SYN_REPORT`, i.e. when the kernel delivered them;
    /// frames with equal times keep device order (the merge is stable). Within a
    /// device nothing is reordered, even if its timestamps go backwards.
    public func mergedEvents() -> [TraceEvent] {
        if devices.count == 1 {
            return devices[0].events.map { TraceEvent(device: 0, event: $0) }
        }
        var out: [TraceEvent] = []
        out.reserveCapacity(eventCount)
        // Per device: where its next frame starts, ends, and the frame's delivery time.
        var start = [Int](repeating: 0, count: devices.count)
        var end = [Int](repeating: 0, count: devices.count)
        var time = [Int64](repeating: 0, count: devices.count)
        for d in devices.indices { (end[d], time[d]) = Self.frame(in: devices[d].events, from: 0) }
        while true {
            var best = -1
            for d in devices.indices where start[d] < devices[d].events.count {
                if best < 0 || time[d] < time[best] { best = d }
            }
            if best < 0 { break }
            let device = best
            out.append(contentsOf: devices[best].events[start[best]..<end[best]].lazy.map { TraceEvent(device: device, event: $0) })
            start[best] = end[best]
            (end[best], time[best]) = Self.frame(in: devices[best].events, from: start[best])
        }
        return out
    }

    /// The end (exclusive) of the frame starting at `from` and the time of its last event.
    private static func frame(in events: [InputEvent], from: Int) -> (end: Int, time: Int64) {
        var i = from
        while i < events.count {
            let e = events[i]
            i += 1
            if e.type == EventType.syn && e.code == EventCode.synReport { return (i, e.time.microseconds) }
        }
        return (i, i > from ? events[i - 1].time.microseconds : 0)
    }
}
