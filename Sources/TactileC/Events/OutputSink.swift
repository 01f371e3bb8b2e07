import CTactile
import Tactile
import TactileCore

/// Receives the engine's output and turns each item the caller asked for into a
/// C event in the queue. Raw frames are skipped before any conversion unless
/// their type is in the mask.
final class OutputSink {
    let queue: EventQueue
    /// Device kinds by id: DEVICE_REMOVED reports the kind the device was added with.
    private var deviceKinds: [Int: DeviceKind] = [:]
    /// Time of the latest output that had one: device events carry no time of their own.
    private var latestTime = Timestamp.zero

    init(queue: EventQueue) { self.queue = queue }

    func receive(_ output: EngineOutput) {
        switch output {
        case .deviceAdded(let id, let name, let classification):
            deviceKinds[id] = classification.kind
            guard queue.wants(TACTILE_EVENT_DEVICE_ADDED) else { return }
            push(TACTILE_EVENT_DEVICE_ADDED, device: id, time: latestTime) { event in
                event.device_info.kind = CEnums.value(classification.kind)
                CText.copy(name, into: &event.device_info.name)
            }
        case .deviceRemoved(let id, let name, let reason):
            let kind = deviceKinds.removeValue(forKey: id)
            guard queue.wants(TACTILE_EVENT_DEVICE_REMOVED) else { return }
            push(TACTILE_EVENT_DEVICE_REMOVED, device: id, time: latestTime) { event in
                event.device_info.kind = kind.map(CEnums.value) ?? CEnums.raw(TACTILE_DEVICE_UNKNOWN)
                CText.copy(name, into: &event.device_info.name)
                if let reason { CText.copy(reason, into: &event.device_info.reason) }
            }
        case .frame(let device, _, let frame):
            note(frame.time)
            switch frame {
            case .touch(let f):
                guard queue.wants(TACTILE_EVENT_TOUCH_FRAME) else { return }
                push(TACTILE_EVENT_TOUCH_FRAME, device: device, time: f.time) { $0.touch_frame = tactile_touch_frame(f) }
            case .pointer(let f):
                guard queue.wants(TACTILE_EVENT_POINTER_FRAME) else { return }
                push(TACTILE_EVENT_POINTER_FRAME, device: device, time: f.time) { $0.pointer_frame = tactile_pointer_frame(f) }
            case .pen(let f):
                guard queue.wants(TACTILE_EVENT_PEN_FRAME) else { return }
                push(TACTILE_EVENT_PEN_FRAME, device: device, time: f.time) { $0.pen_frame = tactile_pen_frame(f) }
            }
        case .pointer(let output):
            note(output.time)
            switch output {
            case .update(let u):
                guard queue.wants(TACTILE_EVENT_POINTER_UPDATE) else { return }
                push(TACTILE_EVENT_POINTER_UPDATE, device: 0, time: u.time) { $0.pointer = tactile_pointer_update(u) }
            case .event(let e):
                guard queue.wants(TACTILE_EVENT_POINTER_EVENT) else { return }
                push(TACTILE_EVENT_POINTER_EVENT, device: 0, time: e.time) { $0.pointer_event = tactile_pointer_event(e) }
            }
        case .gesture(let device, _, let g):
            note(g.time)
            guard queue.wants(TACTILE_EVENT_GESTURE) else { return }
            push(TACTILE_EVENT_GESTURE, device: device, time: g.time) { $0.gesture = tactile_gesture(g) }
        case .elementTap(let tap):
            note(tap.time)
            guard queue.wants(TACTILE_EVENT_ELEMENT_TAP) else { return }
            push(TACTILE_EVENT_ELEMENT_TAP, device: 0, time: tap.time) { $0.tap = tactile_element_tap(tap) }
        }
    }

    @inline(__always)
    private func note(_ time: Timestamp) {
        if latestTime < time { latestTime = time }
    }

    @inline(__always)
    private func push(_ type: tactile_event_type, device: Int, time: Timestamp, _ fill: (inout tactile_event) -> Void) {
        queue.push { event in
            event.type = CEnums.raw(type)
            event.device = Int32(clamping: device)
            event.time_usec = time.microseconds
            event.time_sec = time.seconds
            fill(&event)
        }
    }
}
