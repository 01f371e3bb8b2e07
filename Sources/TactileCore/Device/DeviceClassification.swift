/// What kind of device a description is, and why Tactile does or does not use it.
public enum DeviceKind: String, Sendable, Codable, CaseIterable {
    /// A direct-touch panel: touches land where the finger is on the screen.
    case touchscreen
    /// Relative motion with buttons.
    case mouse
    /// An indirect touch surface; listed but not used yet.
    case touchpad
    /// Anything else (keyboards, tablets, buttons, sensors).
    case other
}

public struct DeviceClassification: Hashable, Sendable {
    public var kind: DeviceKind
    /// Human-readable reason, shown by `tactile devices` (especially for skipped devices).
    public var reason: String
    /// Whether Tactile opens this device.
    public var isUsed: Bool { kind == .touchscreen || kind == .mouse }

    public init(kind: DeviceKind, reason: String) { self.kind = kind; self.reason = reason }
}

extension DeviceDescription {
    /// Classifies the device from its capabilities alone, in this order:
    /// mouse with a touch surface (`REL_X/REL_Y` + `BTN_LEFT` and touch axes without
    /// `INPUT_PROP_DIRECT`: Apple Magic Mouse, Microsoft Touch Mouse; libinput treats touches
    /// that are not direct as indirect, never as screen positions),
    /// touchpad (`INPUT_PROP_POINTER` with absolute axes), touchscreen
    /// (`INPUT_PROP_DIRECT`, or MT axes without the pointer property, or
    /// `ABS_X/ABS_Y` + `BTN_TOUCH`), mouse (`REL_X/REL_Y` + `BTN_LEFT`), other.
    public var classification: DeviceClassification {
        let hasMT = has(type: EventType.abs, code: EventCode.absMTPositionX)
            && has(type: EventType.abs, code: EventCode.absMTPositionY)
        let hasAbsXY = has(type: EventType.abs, code: EventCode.absX) && has(type: EventType.abs, code: EventCode.absY)
        let pointerProp = has(property: EventCode.propPointer)
        let directProp = has(property: EventCode.propDirect)
        let pen = has(type: EventType.key, code: EventCode.btnToolPen)

        let relativeMouse = has(type: EventType.rel, code: EventCode.relX) && has(type: EventType.rel, code: EventCode.relY)
            && has(type: EventType.key, code: EventCode.btnLeft)
        if relativeMouse && (hasMT || hasAbsXY) && !directProp {
            // A finger resting on such a mouse is no touch on the screen: read as a
            // touchscreen it made phantom taps.
            return DeviceClassification(kind: .mouse,
                reason: "REL_X/REL_Y with BTN_LEFT and a touch surface without INPUT_PROP_DIRECT (a touch mouse); its touches are ignored")
        }
        if pointerProp && (hasMT || hasAbsXY) {
            return DeviceClassification(kind: .touchpad,
                reason: "indirect touch surface (INPUT_PROP_POINTER with absolute axes); touchpads are not supported yet")
        }
        if pen && !hasMT {
            return DeviceClassification(kind: .other, reason: "pen tablet (BTN_TOOL_PEN); not supported")
        }
        if hasMT && directProp {
            return DeviceClassification(kind: .touchscreen, reason: "INPUT_PROP_DIRECT with multitouch axes (protocol \(multitouchProtocol.rawValue))")
        }
        if hasMT {
            return DeviceClassification(kind: .touchscreen, reason: "multitouch axes without INPUT_PROP_POINTER (protocol \(multitouchProtocol.rawValue))")
        }
        if hasAbsXY && has(type: EventType.key, code: EventCode.btnTouch)
            && !has(type: EventType.key, code: EventCode.btnToolFinger) {
            return DeviceClassification(kind: .touchscreen, reason: "single-touch panel (ABS_X/ABS_Y + BTN_TOUCH)")
        }
        if hasAbsXY && directProp {
            return DeviceClassification(kind: .touchscreen, reason: "INPUT_PROP_DIRECT with ABS_X/ABS_Y")
        }
        if hasAbsXY && has(type: EventType.key, code: EventCode.btnToolFinger) {
            return DeviceClassification(kind: .touchpad,
                reason: "absolute axes with BTN_TOOL_FINGER and no INPUT_PROP_DIRECT: a touchpad; not supported yet")
        }
        if has(type: EventType.rel, code: EventCode.relX) && has(type: EventType.rel, code: EventCode.relY)
            && has(type: EventType.key, code: EventCode.btnLeft) {
            return DeviceClassification(kind: .mouse, reason: "REL_X/REL_Y with BTN_LEFT")
        }
        return DeviceClassification(kind: .other, reason: "no touch axes and no relative motion with BTN_LEFT")
    }
}
