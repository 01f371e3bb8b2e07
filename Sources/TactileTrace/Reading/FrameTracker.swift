import TactileCore

/// Remembers where the last complete frame (ending in `SYN_REPORT`) ends while
/// events are appended, so a truncated recording can be cut back to it.
struct FrameTracker {
    /// Number of events up to and including the last `SYN_REPORT`.
    private(set) var completeCount = 0
    /// Line of the first event after the last `SYN_REPORT`.
    private(set) var firstPendingLine = 0

    /// Call after appending an event that was read at `line`; `count` is the new total.
    @inline(__always) mutating func appended(type: UInt16, code: UInt16, count: Int, line: Int) {
        if type == EventType.syn && code == EventCode.synReport {
            completeCount = count
        } else if count &- 1 == completeCount {
            firstPendingLine = line
        }
    }

    /// How many of `count` events to keep (those up to the last complete frame), and
    /// the warning to report when some are dropped.
    func trim(count: Int, file: String) -> (keep: Int, warning: TraceWarning?) {
        let dropped = count - completeCount
        guard dropped > 0 else { return (count, nil) }
        let what = dropped == 1 ? "1 event" : "\(dropped) events"
        return (completeCount, TraceWarning(
            file: file, line: firstPendingLine,
            message: "dropped \(what) after the last complete frame (no SYN_REPORT follows; truncated recording?)"))
    }

    /// ``trim(count:file:)`` applied to an array.
    func trim(_ events: inout [InputEvent], file: String) -> TraceWarning? {
        let (keep, warning) = trim(count: events.count, file: file)
        events.removeLast(events.count - keep)
        return warning
    }
}
