import TactileCore

/// What the pointer engine emits: position updates and discrete events. Each writes
/// itself as one JSON line (times in seconds, positions in points).
///
/// Update: `{"t":..,"x":..,"y":..,"visible":{"x":..,"y":..},"region":<id|null>,
/// "effect":{"kind":"lift","scale":..,"shadow":..,"tint":..}|null,
/// "shape":{"kind":"circle","diameter":..}|{"kind":"roundedRect","x":..,"y":..,"width":..,"height":..,"cornerRadius":..}|{"kind":"beam","height":..},
/// "prediction":{"target":<id|null>,"x":..,"y":..,"confidence":..}}`, with `"present":false` after
/// the pointer left (a hovering pen out of range) until it moves again.
/// Event: `{"t":..,"event":"enter|exit|press|release|click|scroll|drag_start|drag|drag_end","region":<id|null>,
/// "x":..,"y":..}`, with `"button":"left|right|middle|side|extra|forward|back|task"` for buttons and
/// drags and `"wheel":{"vertical":..,"horizontal":..}` (1/120 detent) for scrolls.
public enum PointerOutput: Hashable, Sendable {
    case update(PointerUpdate)
    case event(PointerEvent)

    public var time: Timestamp {
        switch self {
        case .update(let u): return u.time
        case .event(let e): return e.time
        }
    }

    /// Appends this output as one JSON object (no newline) to `w`.
    public func write(to w: inout JSONLineWriter) {
        switch self {
        case .update(let u):
            w.beginObject()
            w.key("t"); w.number(u.time.seconds, decimals: 6)
            w.key("x"); w.number(u.model.x, decimals: 2)
            w.key("y"); w.number(u.model.y, decimals: 2)
            w.key("visible"); w.beginObject()
            w.key("x"); w.number(u.visible.x, decimals: 2)
            w.key("y"); w.number(u.visible.y, decimals: 2)
            w.endObject()
            w.key("region"); Self.write(u.region, to: &w)
            w.key("effect")
            if let e = u.effect {
                w.beginObject()
                w.key("kind"); w.string(e.kind.rawValue)
                w.key("scale"); w.number(e.parameters.scale, decimals: 3)
                w.key("shadow"); w.number(e.parameters.shadow, decimals: 3)
                w.key("tint"); w.number(e.parameters.tint, decimals: 3)
                w.endObject()
            } else {
                w.null()
            }
            w.key("shape"); w.beginObject()
            w.key("kind"); w.string(u.shape.kindName.description)
            switch u.shape {
            case .circle(let d):
                w.key("diameter"); w.number(d, decimals: 2)
            case .roundedRect(let r, let radius):
                w.key("x"); w.number(r.x, decimals: 2)
                w.key("y"); w.number(r.y, decimals: 2)
                w.key("width"); w.number(r.width, decimals: 2)
                w.key("height"); w.number(r.height, decimals: 2)
                w.key("cornerRadius"); w.number(radius, decimals: 2)
            case .beam(let h):
                w.key("height"); w.number(h, decimals: 2)
            }
            w.endObject()
            w.key("prediction"); w.beginObject()
            w.key("target"); Self.write(u.prediction.target, to: &w)
            w.key("x"); w.number(u.prediction.point.x, decimals: 2)
            w.key("y"); w.number(u.prediction.point.y, decimals: 2)
            w.key("confidence"); w.number(u.prediction.confidence, decimals: 3)
            w.endObject()
            if !u.isPresent { w.key("present"); w.bool(false) }
            w.endObject()
        case .event(let e):
            w.beginObject()
            w.key("t"); w.number(e.time.seconds, decimals: 6)
            w.key("event"); w.string(e.kind.rawValue)
            w.key("region"); Self.write(e.region, to: &w)
            w.key("x"); w.number(e.position.x, decimals: 2)
            w.key("y"); w.number(e.position.y, decimals: 2)
            if let name = ButtonSet.named.first(where: { e.button.contains($0.0) })?.1 { w.key("button"); w.string(name) }
            if e.kind == .scroll {
                w.key("wheel"); w.beginObject()
                w.key("vertical"); w.integer(Int(e.wheelVertical120))
                w.key("horizontal"); w.integer(Int(e.wheelHorizontal120))
                w.endObject()
            }
            w.endObject()
        }
    }

    static func write(_ id: ElementID?, to w: inout JSONLineWriter) {
        if let id { w.string(id.rawValue) } else { w.null() }
    }

    /// This output as one JSON line.
    public var jsonLine: String {
        var w = JSONLineWriter()
        write(to: &w)
        return w.line
    }
}
