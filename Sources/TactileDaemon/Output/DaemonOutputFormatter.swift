import TactileCore
import TactileGestures
import TactilePointer
import Tactile
import TactileSystem

/// Turns what the daemon delivers into JSON lines: engine output in the gesture,
/// pointer, element-tap and frame schemas, plus the daemon's own notices.
///
/// Notices carry `"event"` and no `"t"` (they are not input):
/// - device notices in the schema the C API shares (``DeviceNoticeJSON``):
///   `{"event":"device","status":"added","id":1,"path":"/dev/input/event5","name":"EP0430M09","kind":"touchscreen"}`,
///   `{"event":"device","status":"removed",...,"kind":"touchscreen","reason":"..."}`
/// - `{"event":"config","status":"reloaded"}`, `{"event":"config","status":"rejected","error":"..."}`
/// (`{"event":"dropped","count":N}` is written by the socket queue itself.)
///
/// Each call leaves one line in ``line`` (the writer is reused: no allocation per event).
package struct DaemonOutputFormatter {
    package var settings: DaemonOutputConfiguration
    private var writer = JSONLineWriter(capacity: 1024)

    package init(settings: DaemonOutputConfiguration) { self.settings = settings }

    /// The line formatted by the last call that returned true (no newline).
    package var line: [UInt8] { writer.bytes }

    /// Formats `output`; false when the settings leave it out (or it is reported otherwise:
    /// device changes come from the daemon's notices, with the node path).
    /// `protected`: a gesture for which edge protection held an action back (`"protected":true`).
    package mutating func format(_ output: EngineOutput, protected: Bool = false) -> Bool {
        switch output {
        case .gesture(_, let name, let event):
            guard settings.gestures else { return false }
            writer.reset()
            event.write(to: &writer, device: name, protected: protected)
        case .elementTap(let tap):
            guard settings.taps else { return false }
            writer.reset()
            tap.write(to: &writer)
        case .pointer(let p):
            switch (settings.pointer, p) {
            case (.none, _), (.events, .update): return false
            case (.all, _), (.events, .event): break
            }
            writer.reset()
            p.write(to: &writer)
        case .frame(_, let name, let frame):
            guard settings.frames else { return false }
            FrameJSON.write(frame, device: name, into: &writer)
        case .deviceAdded, .deviceRemoved:
            return false
        }
        return true
    }

    package mutating func deviceAdded(id: Int, path: String, name: String, kind: String, panel: CoordinateMapper? = nil,
                                      notice: String? = nil) -> Bool {
        guard settings.devices else { return false }
        writer.reset()
        DeviceNoticeJSON.write(added: true, seconds: nil, id: id, path: path, name: name, kind: kind, reason: nil,
                               panel: panel, notice: notice, into: &writer)
        return true
    }

    package mutating func deviceRemoved(id: Int, path: String, name: String, kind: String, reason: String?) -> Bool {
        guard settings.devices else { return false }
        writer.reset()
        DeviceNoticeJSON.write(added: false, seconds: nil, id: id, path: path, name: name, kind: kind, reason: reason,
                               into: &writer)
        return true
    }

    /// Always delivered: clients must know which configuration is in force.
    package mutating func configReloaded(warnings: [String] = []) {
        writer.reset()
        writer.beginObject()
        writer.key("event"); writer.string("config")
        writer.key("status"); writer.string("reloaded")
        if !warnings.isEmpty {
            writer.key("warnings"); writer.beginArray()
            for w in warnings { writer.string(w) }
            writer.endArray()
        }
        writer.endObject()
    }

    package mutating func configRejected(error: String) {
        writer.reset()
        writer.beginObject()
        writer.key("event"); writer.string("config")
        writer.key("status"); writer.string("rejected")
        writer.key("error"); writer.string(error)
        writer.endObject()
    }
}
