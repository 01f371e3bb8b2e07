import TactileCore

/// The one JSON schema of a device notice, written by the daemon and by the C API's
/// `tactile_event_to_json` (Docs/DAEMON.md, Docs/C-API.md):
///
/// - `{"t":0.5,"event":"device","status":"added","id":1,"path":"/dev/input/event5","name":"EP0430M09","kind":"touchscreen","size_mm":[217.4,130.5],"size_source":"assumed"}`
/// - `{"t":0.9,"event":"device","status":"removed","id":1,"path":"/dev/input/event5","name":"EP0430M09","kind":"touchscreen","reason":"..."}`
///
/// `t` (seconds) only where the notice has an input time (the C API's events; the daemon's
/// notices are not input), `path` only where a node was opened (an engine fed through the
/// C API knows ids), `reason` only when known.
package enum DeviceNoticeJSON {
    /// `panel`: a touchscreen's size (mm, oriented like the screen) and where it came from
    /// (``PanelSizeSource/name``), written as `"size_mm":[w,h],"size_source":"..."` on `added`.
    package static func write(added: Bool, seconds: Double?, id: Int, path: String?, name: String, kind: String,
                              reason: String?, panel: CoordinateMapper? = nil, notice: String? = nil, into w: inout JSONLineWriter) {
        w.beginObject()
        if let seconds { w.key("t"); w.number(seconds, decimals: 6) }
        w.key("event"); w.string("device")
        w.key("status"); w.string(added ? "added" : "removed")
        w.key("id"); w.integer(id)
        if let path { w.key("path"); w.string(path) }
        w.key("name"); w.string(name)
        w.key("kind"); w.string(kind)
        if added, let panel {
            w.key("size_mm"); w.beginArray(); w.number(panel.physicalWidth.value, decimals: 1); w.number(panel.physicalHeight.value, decimals: 1); w.endArray()
            w.key("size_source"); w.string(panel.sizing.source.name)
        }
        // Something the technician must act on (a swapped panel the calibration does not cover).
        if added, let notice { w.key("notice"); w.string(notice) }
        if !added, let reason, !reason.isEmpty { w.key("reason"); w.string(reason) }
        w.endObject()
    }
}
