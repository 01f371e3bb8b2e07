import Synchronization
import TactileCore
import TactileTrace

/// The last seconds of raw input from every open device, for the inspector's record
/// button (`/record`): a libinput-record trace that `tactile replay` and `tactile test`
/// take, so a problem seen on site can be replayed at the desk.
///
/// The daemon's thread appends each event; the web server's thread takes a snapshot.
/// The window is cut only where no finger is down (a trace starting mid-gesture would
/// replay differently), unless fingers stayed down for twice the window.
package final class RecentInputRecorder: Sendable {
    private struct Device {
        let path: String
        let description: DeviceDescription
        var events: [InputEvent] = []
        /// Indices in `events` just after a SYN_REPORT with no touch down: where a cut may go.
        var quietPoints: [Int] = []
        var activeSlots: Set<Int32> = []
        var slot: Int32 = 0
        /// No trim is tried before this time (µs): a scan that found no cut is not repeated every frame.
        var nextTrim: Int64 = .min

        mutating func append(_ event: InputEvent, window: Int64) {
            events.append(event)
            switch (event.type, event.code) {
            case (EventType.abs, EventCode.absMTSlot):
                slot = event.value
            case (EventType.abs, EventCode.absMTTrackingID):
                if event.value < 0 { activeSlots.remove(slot) } else { activeSlots.insert(slot) }
            case (EventType.syn, EventCode.synReport):
                if activeSlots.isEmpty { quietPoints.append(events.count) }
                // Trimmed once the buffer holds half a window too much: the scan is rare.
                let now = event.time.microseconds
                if now >= nextTrim && events[0].time.microseconds < now - window - window / 2 {
                    trim(before: now - window)
                    nextTrim = now + window / 4
                }
            default:
                break
            }
        }

        /// Drops events before the latest quiet point at or before `limit`.
        private mutating func trim(before limit: Int64) {
            var cut = 0
            for point in quietPoints where point < events.count && events[point].time.microseconds <= limit { cut = point }
            if cut == 0 {
                // Fingers down the whole time: after twice the window, cut at a frame anyway.
                guard let last = events.last, events[0].time.microseconds < limit - (last.time.microseconds - limit),
                      let frameEnd = events.firstIndex(where: {
                          $0.time.microseconds >= limit && $0.type == EventType.syn && $0.code == EventCode.synReport })
                else { return }
                cut = frameEnd + 1
            }
            events.removeSubrange(0..<cut)
            quietPoints = quietPoints.compactMap { $0 >= cut ? $0 - cut : nil }
        }
    }

    private struct State {
        var devices: [Int: Device] = [:]
        /// Devices in the order they were added; removed ones stay (their input may be the problem).
        var order: [Int] = []
    }

    package let windowMicroseconds: Int64
    private let state = Mutex(State())

    package init(seconds: Int) { windowMicroseconds = Int64(seconds) * 1_000_000 }

    package func deviceAdded(id: Int, path: String, description: DeviceDescription) {
        state.withLock { s in
            s.devices[id] = Device(path: path, description: description)
            s.order.append(id)
        }
    }

    /// Called for every event of device `id` (the daemon's thread).
    package func record(_ event: InputEvent, device id: Int) {
        let window = windowMicroseconds
        state.withLock { s in s.devices[id]?.append(event, window: window) }
    }

    /// The recent input as a libinput-record trace (YAML), every device that sent
    /// something; nil when none did.
    package func snapshot(lastSeconds: Int? = nil) -> [UInt8]? {
        guard let trace = snapshotTrace(lastSeconds: lastSeconds) else { return nil }
        return try? LibinputRecordWriter().write(trace)
    }

    /// The recent input as a trace: the last `lastSeconds` (at most the recorder's window),
    /// from a point where no finger was down; nil when no device sent anything.
    package func snapshotTrace(lastSeconds: Int? = nil) -> Trace? {
        let window = min(windowMicroseconds, lastSeconds.map { Int64($0) * 1_000_000 } ?? .max)
        let devices: [TraceDevice] = state.withLock { s in
            s.order.compactMap { id in
                guard let d = s.devices[id], let newest = d.events.last else { return nil }
                // From the first quiet point inside the window (the buffer holds a little more).
                let limit = newest.time.microseconds - window
                var start = 0
                if d.events[0].time.microseconds < limit,
                   let quiet = d.quietPoints.first(where: { $0 < d.events.count && d.events[$0].time.microseconds >= limit }) {
                    start = quiet
                }
                return TraceDevice(description: d.description, events: Array(d.events[start...]), node: d.path)
            }
        }
        guard !devices.isEmpty else { return nil }
        return Trace(devices: devices)
    }
}
