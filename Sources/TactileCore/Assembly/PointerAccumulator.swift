/// Pointer devices: sums motion, wheel and button changes between `SYN_REPORT`s.
///
/// An absolute pointer (``PointerMotion/absolute``: a tablet in mouse mode, QEMU's USB
/// tablet) reports where it is: the latest position, mapped onto the
/// screen by the device's `CoordinateMapper`, goes in the frame as `absolutePosition`.
///
/// High-resolution wheels send both `REL_WHEEL_HI_RES` (120 per detent) and the
/// legacy `REL_WHEEL`; once a device is known to have the high-resolution axis
/// (from its description or because one arrived), the legacy one is ignored so a
/// detent is never counted twice.
struct PointerAccumulator: Sendable {
    private var dx: Int64 = 0, dy: Int64 = 0
    private var wheel = 0, hwheel = 0
    private var wheelHiRes = 0, hwheelHiRes = 0
    private var hasHiResWheel: Bool
    private var hasHiResHWheel: Bool
    private var buttons: ButtonSet = []
    private var pressed: ButtonSet = []
    private var released: ButtonSet = []
    private var changed = false
    /// Absolute axes: the mapper of `ABS_X`/`ABS_Y` (nil without both), the latest values.
    private let absoluteMapper: CoordinateMapper?
    private var absX: Int32 = 0, absY: Int32 = 0
    private var absMoved = false

    init(device: DeviceDescription, screen: ScreenConfiguration = .default) {
        hasHiResWheel = device.has(type: EventType.rel, code: EventCode.relWheelHiRes)
        hasHiResHWheel = device.has(type: EventType.rel, code: EventCode.relHWheelHiRes)
        // Absolute when classified so (ABS_X/ABS_Y and BTN_LEFT without touch: a VM tablet),
        // or when the caller forces pointer mode on a device with those axes and no REL_X/REL_Y.
        let absolute = device.classification.pointerMotion == .absolute
            || (device.classification.pointerMotion == nil && !device.has(type: EventType.rel, code: EventCode.relX))
        if absolute, let x = device.absInfo[EventCode.absX], let y = device.absInfo[EventCode.absY] {
            absoluteMapper = CoordinateMapper(xAxis: x, yAxis: y, screen: screen)
            absX = x.value; absY = y.value
        } else {
            absoluteMapper = nil
        }
    }

    /// `ABS_X`/`ABS_Y` of an absolute pointer (other axes, e.g. a touch mouse's `ABS_MT_*`, are not motion).
    mutating func handleAbs(code: UInt16, value: Int32) {
        guard absoluteMapper != nil else { return }
        switch code {
        case EventCode.absX: absX = value
        case EventCode.absY: absY = value
        default: return
        }
        absMoved = true
        changed = true
    }

    /// Buttons currently held.
    var heldButtons: ButtonSet { buttons }

    mutating func handleRel(code: UInt16, value: Int32) {
        switch code {
        case EventCode.relX: dx &+= Int64(value)
        case EventCode.relY: dy &+= Int64(value)
        case EventCode.relWheel: wheel &+= Int(value)
        case EventCode.relHWheel: hwheel &+= Int(value)
        case EventCode.relWheelHiRes: wheelHiRes &+= Int(value); hasHiResWheel = true
        case EventCode.relHWheelHiRes: hwheelHiRes &+= Int(value); hasHiResHWheel = true
        // Axes not used (REL_DIAL, REL_MISC...) make no frame on their own, but must not
        // undo the changes before them in the same report (a release would be withheld).
        default: return
        }
        changed = true
    }

    mutating func handleKey(code: UInt16, value: Int32) {
        guard let button = ButtonSet(evdevCode: code) else { return }
        switch value {
        case 0: if buttons.contains(button) { buttons.remove(button); released.insert(button); changed = true }
        case 1: if !buttons.contains(button) { buttons.insert(button); pressed.insert(button); changed = true }
        default: break  // autorepeat (2) is not a new press
        }
    }

    mutating func emit(time: Timestamp) -> PointerFrame? {
        guard changed else { return nil }
        let v = hasHiResWheel ? Double(wheelHiRes) / 120 : Double(wheel)
        let h = hasHiResHWheel ? Double(hwheelHiRes) / 120 : Double(hwheel)
        let position = absMoved ? absoluteMapper?.screenPoint(x: absX, y: absY) : nil
        let frame = PointerFrame(time: time, dx: Int32(clamping: dx), dy: Int32(clamping: dy), buttons: buttons, pressed: pressed,
                                 released: released, wheel: WheelDelta(vertical: v, horizontal: h), absolutePosition: position)
        reset()
        return frame
    }

    /// Releases every held button (device gone): the consumer must not see a stuck button.
    mutating func cancelAll(time: Timestamp) -> PointerFrame? {
        // A release in a frame that never closed was never reported: the consumer still
        // thinks that button is held, so it is released here too.
        let held = buttons.union(released)
        reset()
        buttons = []
        guard !held.isEmpty else { return nil }
        return PointerFrame(time: time, buttons: [], released: held)
    }

    private mutating func reset() {
        dx = 0; dy = 0; wheel = 0; hwheel = 0; wheelHiRes = 0; hwheelHiRes = 0
        pressed = []; released = []; changed = false; absMoved = false
    }
}
