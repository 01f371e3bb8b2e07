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

/// `struct tactile_pen_frame` <-> ``PenFrame``.
extension tactile_pen_frame {
    init(_ f: PenFrame) {
        self.init()
        id = Int64(f.id)
        phase = CEnums.value(f.phase)
        tool = CEnums.value(f.tool)
        tip = f.tip ? 1 : 0
        switch f.tipChange {
        case .none: tip_change = 0
        case .down: tip_change = 1
        case .up: tip_change = -1
        }
        x = f.position.x; y = f.position.y
        x_mm = f.physical.x; y_mm = f.physical.y
        pressure = f.pressure ?? -1
        distance = f.distance ?? -1
        if let t = f.tilt { has_tilt = 1; tilt_x = t.x; tilt_y = t.y }
        if let r = f.rotation { has_rotation = 1; rotation = r }
        // The header's TACTILE_PEN_BUTTON_* bits are PenButtons' raw values.
        buttons = UInt32(f.buttons.rawValue)
        serial = f.serial ?? 0
    }

    func penFrame(time: Timestamp) -> PenFrame? {
        guard let phase = CEnums.touchPhase(phase), let tool = CEnums.penTool(tool) else { return nil }
        let change: PenTipChange = tip_change > 0 ? .down : (tip_change < 0 ? .up : .none)
        return PenFrame(time: time, id: Int(id), phase: phase, tool: tool, tip: tip != 0, tipChange: change,
                        position: ScreenPoint(x: x, y: y), physical: PhysicalPoint(x: x_mm, y: y_mm),
                        pressure: pressure < 0 ? nil : pressure, distance: distance < 0 ? nil : distance,
                        tilt: has_tilt != 0 ? PenTilt(x: tilt_x, y: tilt_y) : nil, rotation: has_rotation != 0 ? rotation : nil,
                        buttons: PenButtons(rawValue: UInt8(truncatingIfNeeded: buttons)), serial: serial == 0 ? nil : serial)
    }
}
