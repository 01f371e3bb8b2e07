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

    /// Drops events after the last complete frame and returns the warning to report,
    /// if any were dropped.
    func trim(_ events: inout [InputEvent], file: String) -> TraceWarning? {
        let dropped = events.count - completeCount
        guard dropped > 0 else { return nil }
        events.removeLast(dropped)
        let what = dropped == 1 ? "1 event" : "\(dropped) events"
        return TraceWarning(
            file: file, line: firstPendingLine,
            message: "dropped \(what) after the last complete frame (no SYN_REPORT follows; truncated recording?)")
    }
}
