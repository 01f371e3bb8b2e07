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
    /// A pen gesture adds `"pointerType":"pen"`, `"tool"` (`pen`, `eraser`, ...), `"pressure"`
    /// (0...1, when the pen has pressure and the kind reports none of its own), `"tilt"`
    /// `[x, y]` (degrees) and `"buttons"` (barrel buttons held); a touch gesture has none of
    /// them (absent `pointerType` = touch).
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
        if pointerType == .pen { writePen(to: &writer) }
        if (phase == .ended || phase == .cancelled) && mostFingers != fingers {
            writer.key("mostFingers"); writer.integer(mostFingers)
        }
        if let reason { writer.key("reason"); writer.string(reason.rawValue) }
        if protected { writer.key("protected"); writer.bool(true) }
        if let device { writer.key("device"); writer.string(device) }
        writer.endObject()
    }

    private func writePen(to writer: inout JSONLineWriter) {
        writer.key("pointerType"); writer.string(pointerType.rawValue)
        guard let pen else { return }
        writer.key("tool"); writer.string(pen.tool.rawValue)
        if let p = pen.pressure, detail.values.pressure == nil { writer.key("pressure"); writer.number(p, decimals: 3) }
        if let t = pen.tilt {
            writer.key("tilt"); writer.beginArray()
            writer.number(t.x, decimals: 1); writer.number(t.y, decimals: 1)
            writer.endArray()
        }
        if !pen.buttons.isEmpty {
            writer.key("buttons"); writer.beginArray()
            for (b, name) in PenButtons.named where pen.buttons.contains(b) { writer.string(name) }
            writer.endArray()
        }
    }
}
