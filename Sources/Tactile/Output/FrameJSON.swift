import TactileCore

/// Writes frames in the `tactile events` schema (README, "Output schema").
/// Field names are a public contract: add fields, never rename.
public enum FrameJSON {
    /// One frame as one JSON object (no newline) into `w`, which is reset first.
    public static func write(_ frame: Frame, device: String, into w: inout JSONLineWriter) {
        w.reset()
        w.beginObject()
        w.key("t"); w.number(frame.time.seconds, decimals: 6)
        w.key("device"); w.string(device)
        switch frame {
        case .touch(let f):
            w.key("kind"); w.string("touch")
            w.key("touches"); w.beginArray()
            for t in f.touches {
                w.beginObject()
                w.key("id"); w.integer(t.id)
                w.key("phase"); w.string(t.phase.rawValue)
                w.key("x"); w.number(t.position.x, decimals: 2)
                w.key("y"); w.number(t.position.y, decimals: 2)
                w.key("mm"); w.beginArray(); w.number(t.physical.x, decimals: 2); w.number(t.physical.y, decimals: 2); w.endArray()
                if let p = t.pressure { w.key("pressure"); w.number(p, decimals: 3) }
                // Only what the panel reports: frames of panels without these stay as they were.
                if let m = t.majorAxis { w.key("major"); w.number(m.value, decimals: 2) }
                if let m = t.minorAxis { w.key("minor"); w.number(m.value, decimals: 2) }
                if let tool = t.tool { w.key("tool"); w.string(tool.rawValue) }
                if let reason = t.cancelReason { w.key("reason"); w.string(reason.rawValue) }
                w.endObject()
            }
            w.endArray()
        case .pointer(let f):
            w.key("kind"); w.string("pointer")
            w.key("dx"); w.integer(f.dx)
            w.key("dy"); w.integer(f.dy)
            w.key("buttons"); names(f.buttons, into: &w)
            w.key("pressed"); names(f.pressed, into: &w)
            w.key("released"); names(f.released, into: &w)
            w.key("wheel"); w.beginObject()
            w.key("v"); w.number(f.wheel.vertical, decimals: 3)
            w.key("h"); w.number(f.wheel.horizontal, decimals: 3)
            w.endObject()
            if let p = f.absolutePosition {
                w.key("absolute"); w.beginObject()
                w.key("x"); w.number(p.x, decimals: 2)
                w.key("y"); w.number(p.y, decimals: 2)
                w.endObject()
            }
        case .pen(let f):
            w.key("kind"); w.string("pen")
            w.key("id"); w.integer(f.id)
            w.key("phase"); w.string(f.phase.rawValue)
            w.key("tool"); w.string(f.tool.rawValue)
            w.key("tip"); w.bool(f.tip)
            if f.tipChange != .none { w.key("tipChange"); w.string(f.tipChange.rawValue) }
            w.key("x"); w.number(f.position.x, decimals: 2)
            w.key("y"); w.number(f.position.y, decimals: 2)
            w.key("mm"); w.beginArray(); w.number(f.physical.x, decimals: 2); w.number(f.physical.y, decimals: 2); w.endArray()
            if let p = f.pressure { w.key("pressure"); w.number(p, decimals: 3) }
            if let d = f.distance { w.key("distance"); w.number(d, decimals: 3) }
            if let t = f.tilt {
                w.key("tilt"); w.beginArray(); w.number(t.x, decimals: 1); w.number(t.y, decimals: 1); w.endArray()
            }
            if let r = f.rotation { w.key("rotation"); w.number(r, decimals: 1) }
            w.key("buttons"); w.beginArray()
            for (button, name) in PenButtons.named where f.buttons.contains(button) { w.string(name) }
            w.endArray()
            if let s = f.serial { w.key("serial"); w.integer(s) }
        }
        w.endObject()
    }

    private static func names(_ set: ButtonSet, into w: inout JSONLineWriter) {
        w.beginArray()
        for (button, name) in ButtonSet.named where set.contains(button) { w.string(name) }
        w.endArray()
    }
}
