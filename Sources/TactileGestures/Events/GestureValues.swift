import TactileCore

/// A gesture event's kind-specific values by name (``GestureDetail/values``), nil where the
/// kind has none: one description of what events carry, read by the event's accessors, its
/// JSON, the C API's struct and the trace pictures' labels instead of a switch on the kind
/// in each.
package struct GestureValues: Sendable {
    package var taps: Int?
    package var duration: Milliseconds?
    package var translation: ScreenPoint?
    package var velocity: ScreenPoint?
    package var scale: Double?
    package var rotation: Double?
    /// Scale per second (pinch) or radians per second (rotate).
    package var scalarVelocity: Double?
    package var direction: SwipeDirection?
    package var edge: ScreenEdge?
    /// A force press's pressure and its touch's baseline, 0...1.
    package var pressure: Double?
    package var baselinePressure: Double?
    /// The barrel button a pen button click clicked.
    package var penButton: PenButtons?

    package init() {}

    /// Writes the JSON fields (the schema is documented on
    /// ``GestureEvent/write(to:device:protected:)``), in this order: `taps`, `duration` (s),
    /// `direction`, `edge`, `scale`, `rotation`, `velocity`, `pressure`, `baseline`, `button`, `dx`,`dy`, `vx`,`vy`.
    func write(to w: inout JSONLineWriter) {
        if let taps { w.key("taps"); w.integer(taps) }
        if let duration { w.key("duration"); w.number(duration.seconds, decimals: 3) }
        if let direction { w.key("direction"); w.string(direction.rawValue) }
        if let edge { w.key("edge"); w.string(edge.rawValue) }
        if let scale { w.key("scale"); w.number(scale, decimals: 4) }
        if let rotation { w.key("rotation"); w.number(rotation, decimals: 4) }
        if let scalarVelocity { w.key("velocity"); w.number(scalarVelocity, decimals: 4) }
        if let pressure { w.key("pressure"); w.number(pressure, decimals: 3) }
        if let baselinePressure { w.key("baseline"); w.number(baselinePressure, decimals: 3) }
        if let penButton, let name = PenButtons.named.first(where: { $0.0 == penButton })?.1 {
            w.key("button"); w.string(name)
        }
        if let t = translation {
            w.key("dx"); w.number(t.x, decimals: 2)
            w.key("dy"); w.number(t.y, decimals: 2)
        }
        if let v = velocity {
            w.key("vx"); w.number(v.x, decimals: 2)
            w.key("vy"); w.number(v.y, decimals: 2)
        }
    }

    /// What the gesture measured, briefly, for the trace pictures' labels ("scale 1.20");
    /// the finger count is shown apart. The translation is shown when neither a duration
    /// nor an edge tells the gesture better (a long press by how long, an edge swipe by
    /// where from).
    var summary: String {
        var parts: [String] = []
        if let taps, taps > 1 { parts.append("\(taps) taps") }
        if let duration { parts.append(fixedText(duration.value, decimals: 0) + " ms") }
        if let t = translation, duration == nil && edge == nil {
            parts.append("Δ " + fixedText(t.x, decimals: 0) + ", " + fixedText(t.y, decimals: 0) + " pt")
        }
        if let direction { parts.append(direction.rawValue) }
        if let edge { parts.append("from " + edge.rawValue) }
        if let scale { parts.append("scale " + fixedText(scale, decimals: 2)) }
        if let rotation { parts.append(fixedText(rotation * 180 / Double.pi, decimals: 0) + "°") }
        if let pressure { parts.append("pressure " + fixedText(pressure, decimals: 2)) }
        if let penButton, let name = PenButtons.named.first(where: { $0.0 == penButton })?.1 { parts.append(name) }
        return parts.joined(separator: ", ")
    }
}

extension GestureDetail {
    /// What the gesture measured, briefly, for the trace pictures' labels ("scale 1.20").
    package var summary: String { values.summary }
}
