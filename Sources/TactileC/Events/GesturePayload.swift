import CTactile
import TactileCore
import TactileGestures

/// `struct tactile_gesture` <-> ``GestureEvent``.
extension tactile_gesture {
    init(_ e: GestureEvent) {
        self.init()
        kind = CEnums.value(e.kind)
        phase = CEnums.value(e.phase)
        fingers = Int32(clamping: e.fingers)
        most_fingers = Int32(clamping: e.mostFingers)
        recognizer = Int32(clamping: e.recognizer.index)
        x = e.location.x
        y = e.location.y
        reason = e.reason.map { Int32(GestureEndReason.allCases.firstIndex(of: $0)! + 1) } ?? 0
        let v = e.detail.values
        if let n = v.taps { taps = Int32(clamping: n) }
        if let d = v.duration { duration_ms = d.value }
        if let t = v.translation { dx = t.x; dy = t.y }
        if let u = v.velocity { vx = u.x; vy = u.y }
        if let d = v.direction { direction = CEnums.value(d) }
        if let e = v.edge { edge = CEnums.value(e) }
        if let s = v.scale { scale = s }
        if let r = v.rotation { rotation_rad = r }
        if let u = v.scalarVelocity { velocity = u }
        // Force press: its pressure and baseline in the scalar fields (tactile.h says so).
        if let p = v.pressure { scale = p }
        if let b = v.baselinePressure { velocity = b }
        if let b = v.penButton { pen_button = UInt32(b.rawValue) }
        pointer_type = e.pointerType == .pen ? 1 : 0
        if let pen = e.pen {
            pen_tool = CEnums.value(pen.tool)
            // The header's TACTILE_PEN_BUTTON_* bits are PenButtons' raw values.
            pen_buttons = UInt32(pen.buttons.rawValue)
            pen_pressure = pen.pressure ?? -1
            pen_tilt_x = pen.tilt?.x ?? 0
            pen_tilt_y = pen.tilt?.y ?? 0
        }
    }

    /// The Swift event back, nil when `kind`, `phase`, `direction` or `edge` hold no valid value.
    func gestureEvent(time: Timestamp) -> GestureEvent? {
        guard let kind = CEnums.gestureKind(kind), let phase = CEnums.gesturePhase(phase) else { return nil }
        // Every field read back; the kind takes the ones it carries.
        var v = GestureValues()
        v.taps = Int(taps)
        v.duration = Milliseconds(duration_ms)
        v.translation = ScreenPoint(x: dx, y: dy)
        v.velocity = ScreenPoint(x: vx, y: vy)
        v.direction = CEnums.direction(direction)
        v.edge = CEnums.edge(edge)
        v.scale = scale
        v.rotation = rotation_rad
        v.scalarVelocity = velocity
        v.pressure = scale
        v.baselinePressure = velocity
        v.penButton = PenButtons(rawValue: UInt8(truncatingIfNeeded: pen_button))
        guard let detail = GestureDetail(kind: kind, v) else { return nil }
        let cases = GestureEndReason.allCases
        let endReason = reason >= 1 && Int(reason) <= cases.count ? cases[Int(reason) - 1] : nil
        var event = GestureEvent(time: time, phase: phase, recognizer: RecognizerID(Int(recognizer)), fingers: Int(fingers),
                                 location: ScreenPoint(x: x, y: y), detail: detail, reason: endReason)
        event.mostFingers = most_fingers > 0 ? Int(most_fingers) : Int(fingers)
        if pointer_type == 1 {
            event.pointerType = .pen
            if let tool = CEnums.penTool(pen_tool) {
                event.pen = GesturePenValues(tool: tool, pressure: pen_pressure < 0 ? nil : pen_pressure,
                                             tilt: PenTilt(x: pen_tilt_x, y: pen_tilt_y),
                                             buttons: PenButtons(rawValue: UInt8(truncatingIfNeeded: pen_buttons)))
            }
        }
        return event
    }
}
