import TactileCore

extension GestureEvent {
    /// Writes the event as one JSON object (the `tactile` gesture stream schema):
    ///
    /// `{"t":<s>,"gesture":"tap|longPress|pan|swipe|pinch|rotate|edgeSwipe",
    ///   "phase":"began|changed|ended|cancelled|recognized","fingers":<int>,"x":<pt>,"y":<pt>,...}`
    ///
    /// then per kind: tap `"taps"`; longPress `"duration"` (s), `"dx"`,`"dy"` (pt);
    /// pan `"dx"`,`"dy"` (pt since the fingers went down), `"vx"`,`"vy"` (pt/s);
    /// swipe `"direction"`, `"vx"`,`"vy"`; pinch `"scale"`, `"velocity"` (1/s);
    /// rotate `"rotation"` (rad, clockwise positive), `"velocity"` (rad/s);
    /// edgeSwipe `"edge"`, `"dx"`,`"dy"`,`"vx"`,`"vy"`; finally `"device"` when `device` is given.
    /// Time has 6 decimals, points 2, scale and rotation 4. The object is appended to
    /// `writer` (call `reset()` first for one object per line); nothing is allocated
    /// once the writer's buffer has grown.
    /// `protected`: the daemon held back an edge-protected action for this event (the
    /// `"protected":true` field: the app may show a grabber; a second swipe runs the action).
    public func write(to writer: inout JSONLineWriter, device: String? = nil, protected: Bool = false) {
        writer.beginObject()
        writer.key("t"); writer.number(time.seconds, decimals: 6)
        // Raw values are at most 15 UTF-8 bytes, so Swift keeps them inline: no allocation.
        writer.key("gesture"); writer.string(kind.rawValue)
        writer.key("phase"); writer.string(phase.rawValue)
        writer.key("fingers"); writer.integer(fingers)
        writer.key("x"); writer.number(location.x, decimals: 2)
        writer.key("y"); writer.number(location.y, decimals: 2)
        switch detail {
        case .tap(let taps):
            writer.key("taps"); writer.integer(taps)
        case .longPress(let duration, let t):
            writer.key("duration"); writer.number(duration.seconds, decimals: 3)
            writer.key("dx"); writer.number(t.x, decimals: 2)
            writer.key("dy"); writer.number(t.y, decimals: 2)
        case .pan(let t, let v):
            writeVectors(&writer, t, v)
        case .swipe(let direction, let v):
            writer.key("direction"); writer.string(direction.rawValue)
            writer.key("vx"); writer.number(v.x, decimals: 2)
            writer.key("vy"); writer.number(v.y, decimals: 2)
        case .pinch(let scale, let velocity):
            writer.key("scale"); writer.number(scale, decimals: 4)
            writer.key("velocity"); writer.number(velocity, decimals: 4)
        case .rotate(let rotation, let velocity):
            writer.key("rotation"); writer.number(rotation, decimals: 4)
            writer.key("velocity"); writer.number(velocity, decimals: 4)
        case .edgeSwipe(let edge, let t, let v):
            writer.key("edge"); writer.string(edge.rawValue)
            writeVectors(&writer, t, v)
        case .transform(let t, let scale, let rotation, let v):
            writer.key("scale"); writer.number(scale, decimals: 4)
            writer.key("rotation"); writer.number(rotation, decimals: 4)
            writeVectors(&writer, t, v)
        }
        if phase == .ended, let rest = projectedRestOffset, kind != .swipe {
            writer.key("restDx"); writer.number(rest.x, decimals: 2)
            writer.key("restDy"); writer.number(rest.y, decimals: 2)
        }
        if let reason { writer.key("reason"); writer.string(reason.rawValue) }
        if protected { writer.key("protected"); writer.bool(true) }
        if let device { writer.key("device"); writer.string(device) }
        writer.endObject()
    }

    private func writeVectors(_ w: inout JSONLineWriter, _ t: ScreenPoint, _ v: ScreenPoint) {
        w.key("dx"); w.number(t.x, decimals: 2)
        w.key("dy"); w.number(t.y, decimals: 2)
        w.key("vx"); w.number(v.x, decimals: 2)
        w.key("vy"); w.number(v.y, decimals: 2)
    }
}

