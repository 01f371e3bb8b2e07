import CTactile
import Tactile
import TactileCore
import TactileGestures
import TactilePointer

/// `tactile_event_to_json`: a C event back into the Swift value it came from, then
/// written by that value's own JSON writer, so C callers get exactly the schema the
/// `tactile` command prints. Only frames differ: their `"device"` is the engine
/// device id as a string (the C event carries the id, not the name).
enum EventJSON {
    static func bytes(_ event: tactile_event) -> [UInt8]? {
        let time = Timestamp(microseconds: event.time_usec)
        var w = JSONLineWriter(capacity: 256)
        switch event.type {
        case CEnums.raw(TACTILE_EVENT_GESTURE):
            guard let g = event.gesture.gestureEvent(time: time) else { return nil }
            g.write(to: &w)
        case CEnums.raw(TACTILE_EVENT_POINTER_UPDATE):
            guard let u = event.pointer.pointerUpdate(time: time) else { return nil }
            PointerOutput.update(u).write(to: &w)
        case CEnums.raw(TACTILE_EVENT_POINTER_EVENT):
            guard let e = event.pointer_event.pointerEvent(time: time) else { return nil }
            PointerOutput.event(e).write(to: &w)
        case CEnums.raw(TACTILE_EVENT_ELEMENT_TAP):
            guard let t = event.tap.elementTap(time: time) else { return nil }
            t.write(to: &w)
        case CEnums.raw(TACTILE_EVENT_TOUCH_FRAME):
            guard let f = event.touch_frame.touchFrame(time: time) else { return nil }
            FrameJSON.write(.touch(f), device: String(event.device), into: &w)
        case CEnums.raw(TACTILE_EVENT_POINTER_FRAME):
            FrameJSON.write(.pointer(event.pointer_frame.pointerFrame(time: time)), device: String(event.device), into: &w)
        case CEnums.raw(TACTILE_EVENT_PEN_FRAME):
            guard let f = event.pen_frame.penFrame(time: time) else { return nil }
            FrameJSON.write(.pen(f), device: String(event.device), into: &w)
        case CEnums.raw(TACTILE_EVENT_DEVICE_ADDED), CEnums.raw(TACTILE_EVENT_DEVICE_REMOVED):
            DeviceNoticeJSON.write(
                added: event.type == CEnums.raw(TACTILE_EVENT_DEVICE_ADDED), seconds: time.seconds,
                id: Int(event.device), path: nil, name: CText.read(event.device_info.name),
                kind: CEnums.deviceKind(event.device_info.kind)?.rawValue ?? "unknown",
                reason: CText.read(event.device_info.reason), into: &w)
        default:
            return nil
        }
        return w.bytes
    }
}
