import TactileCore

extension GestureEvent {
    /// Writes the event as one JSON object (the `tactile` gesture stream schema):
    ///
    /// `{"t":<s>,"gesture":"tap|longPress|pan|swipe|pinch|rotate|edgeSwipe|transform",
    ///   "phase":"began|changed|ended|cancelled|recognized","fingers":<int>,"x":<pt>,"y":<pt>,...}`
    ///
    /// then per kind: tap `"taps"`; longPress `"duration"` (s), `"dx"`,`"dy"` (pt);
    /// pan `"dx"`,`"dy"` (pt since the fingers went down), `"vx"`,`"vy"` (pt/s);
    /// swipe `"direction"`, `"vx"`,`"vy"`; pinch `"scale"`, `"velocity"` (1/s);
    /// rotate `"rotation"` (rad, clockwise positive), `"velocity"` (rad/s);
    /// edgeSwipe `"edge"`, `"dx"`,`"dy"`,`"vx"`,`"vy"`; transform `"scale"`, `"rotation"`,
    /// `"dx"`,`"dy"`,`"vx"`,`"vy"` (written by ``GestureValues``); finally `"device"` when
    /// `device` is given.
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
        detail.values.write(to: &writer)
        if phase == .ended, let rest = projectedRestOffset, kind != .swipe {
            writer.key("restDx"); writer.number(rest.x, decimals: 2)
            writer.key("restDy"); writer.number(rest.y, decimals: 2)
        }
        if (phase == .ended || phase == .cancelled) && mostFingers != fingers {
            writer.key("mostFingers"); writer.integer(mostFingers)
        }
        if let reason { writer.key("reason"); writer.string(reason.rawValue) }
        if protected { writer.key("protected"); writer.bool(true) }
        if let device { writer.key("device"); writer.string(device) }
        writer.endObject()
    }
}

