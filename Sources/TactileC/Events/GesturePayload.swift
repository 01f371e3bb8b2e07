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
        switch e.detail {
        case .tap(let n):
            taps = Int32(clamping: n)
        case .longPress(let duration, let t):
            duration_ms = duration.value
            dx = t.x; dy = t.y
        case .pan(let t, let v):
            dx = t.x; dy = t.y; vx = v.x; vy = v.y
        case .swipe(let d, let v):
            direction = CEnums.value(d)
            vx = v.x; vy = v.y
        case .pinch(let s, let v):
            scale = s; velocity = v
        case .rotate(let r, let v):
            rotation_rad = r; velocity = v
        case .edgeSwipe(let e, let t, let v):
            edge = CEnums.value(e)
            dx = t.x; dy = t.y; vx = v.x; vy = v.y
        case .transform(let t, let s, let r, let v):
            dx = t.x; dy = t.y; vx = v.x; vy = v.y
            scale = s; rotation_rad = r
        }
    }

    /// The Swift event back, nil when `kind`, `phase`, `direction` or `edge` hold no valid value.
    func gestureEvent(time: Timestamp) -> GestureEvent? {
        guard let kind = CEnums.gestureKind(kind), let phase = CEnums.gesturePhase(phase) else { return nil }
        let t = ScreenPoint(x: dx, y: dy), v = ScreenPoint(x: vx, y: vy)
        let detail: GestureDetail
        switch kind {
        case .tap: detail = .tap(taps: Int(taps))
        case .longPress: detail = .longPress(duration: Milliseconds(duration_ms), translation: t)
        case .pan: detail = .pan(translation: t, velocity: v)
        case .swipe:
            guard let d = CEnums.direction(direction) else { return nil }
            detail = .swipe(direction: d, velocity: v)
        case .pinch: detail = .pinch(scale: scale, velocity: velocity)
        case .rotate: detail = .rotate(rotation: rotation_rad, velocity: velocity)
        case .edgeSwipe:
            guard let e = CEnums.edge(edge) else { return nil }
            detail = .edgeSwipe(edge: e, translation: t, velocity: v)
        case .transform: detail = .transform(translation: t, scale: scale, rotation: rotation_rad, velocity: v)
        }
        let cases = GestureEndReason.allCases
        let endReason = reason >= 1 && Int(reason) <= cases.count ? cases[Int(reason) - 1] : nil
        var event = GestureEvent(time: time, phase: phase, recognizer: RecognizerID(Int(recognizer)), fingers: Int(fingers),
                                 location: ScreenPoint(x: x, y: y), detail: detail, reason: endReason)
        event.mostFingers = most_fingers > 0 ? Int(most_fingers) : Int(fingers)
        return event
    }
}
