import CTactile
import TactileCore

/// `struct tactile_touch_frame` <-> ``TouchFrame`` (at most TACTILE_FRAME_TOUCHES_MAX touches).
extension tactile_touch_frame {
    init(_ f: TouchFrame) {
        self.init()
        total = Int32(clamping: f.touches.count)
        let capacity = Int(TACTILE_FRAME_TOUCHES_MAX)
        let n = min(f.touches.count, capacity)
        count = Int32(n)
        withUnsafeMutableBytes(of: &touches) { raw in
            let slots = raw.bindMemory(to: tactile_touch.self)
            for i in 0..<n { slots[i] = tactile_touch(f.touches[i]) }
        }
    }

    func touchFrame(time: Timestamp) -> TouchFrame? {
        let capacity = Int(TACTILE_FRAME_TOUCHES_MAX)
        guard count >= 0, Int(count) <= capacity else { return nil }
        let n = Int(count)
        var list: [Touch] = []
        var invalid = false
        withUnsafeBytes(of: touches) { raw in
            let slots = raw.bindMemory(to: tactile_touch.self)
            for i in 0..<n {
                guard let t = slots[i].touch else { invalid = true; return }
                list.append(t)
            }
        }
        return invalid ? nil : TouchFrame(time: time, touches: list)
    }
}

extension tactile_touch {
    init(_ t: Touch) {
        self.init()
        id = Int64(t.id)
        phase = CEnums.value(t.phase)
        x = t.position.x; y = t.position.y
        x_mm = t.physical.x; y_mm = t.physical.y
        pressure = t.pressure ?? -1
    }

    var touch: Touch? {
        guard let phase = CEnums.touchPhase(phase) else { return nil }
        return Touch(id: Int(id), phase: phase, position: ScreenPoint(x: x, y: y),
                     physical: PhysicalPoint(x: x_mm, y: y_mm), pressure: pressure < 0 ? nil : pressure)
    }
}

/// `struct tactile_pointer_frame` <-> ``PointerFrame``.
extension tactile_pointer_frame {
    init(_ f: PointerFrame) {
        self.init()
        dx = f.dx; dy = f.dy
        // The header's TACTILE_BUTTON_* bits are ButtonSet's raw values.
        buttons = UInt32(f.buttons.rawValue); pressed = UInt32(f.pressed.rawValue); released = UInt32(f.released.rawValue)
        wheel_vertical = f.wheel.vertical; wheel_horizontal = f.wheel.horizontal
        if let p = f.absolutePosition { has_absolute_position = 1; absolute_x = p.x; absolute_y = p.y }
    }

    func pointerFrame(time: Timestamp) -> PointerFrame {
        PointerFrame(time: time, dx: dx, dy: dy,
                     buttons: ButtonSet(rawValue: UInt16(truncatingIfNeeded: buttons)),
                     pressed: ButtonSet(rawValue: UInt16(truncatingIfNeeded: pressed)),
                     released: ButtonSet(rawValue: UInt16(truncatingIfNeeded: released)),
                     wheel: WheelDelta(vertical: wheel_vertical, horizontal: wheel_horizontal),
                     absolutePosition: has_absolute_position != 0 ? ScreenPoint(x: absolute_x, y: absolute_y) : nil)
    }
}
