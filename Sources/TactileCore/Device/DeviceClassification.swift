/// What kind of device a description is, and why Tactile does or does not use it.
public enum DeviceKind: String, Sendable, Codable, CaseIterable {
    /// A direct-touch panel: touches land where the finger is on the screen.
    case touchscreen
    /// A pointer with buttons: relative motion (a mouse, a pointing stick) or absolute
    /// positions (a VM tablet); ``DeviceClassification/pointerMotion`` says which.
    case mouse
    /// An indirect touch surface; listed but not used yet.
    case touchpad
    /// A pen (stylus): a pen display (`INPUT_PROP_DIRECT`) or a pen tablet mapped to the screen.
    case pen
    /// Anything else (keyboards, joysticks, sensors).
    case other
}

/// How a pointer device reports where it is.
public enum PointerMotion: String, Sendable, Codable, CaseIterable {
    /// `REL_X`/`REL_Y` deltas (mice, trackballs, pointing sticks).
    case relative
    /// `ABS_X`/`ABS_Y` positions on the screen (QEMU/VMware tablets, tablets in mouse mode).
    case absolute
}

/// The `ID_INPUT_*` properties udev's `input_id` builtin sets, computed from the same
/// capabilities (systemd `src/udev/udev-builtin-input_id.c`, `test_pointers` and `test_key`).
package struct UdevInputTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let touchscreen = UdevInputTypes(rawValue: 1 << 0)
    public static let touchpad = UdevInputTypes(rawValue: 1 << 1)
    public static let tablet = UdevInputTypes(rawValue: 1 << 2)
    public static let pointingStick = UdevInputTypes(rawValue: 1 << 3)
    public static let mouse = UdevInputTypes(rawValue: 1 << 4)
    public static let joystick = UdevInputTypes(rawValue: 1 << 5)
    public static let accelerometer = UdevInputTypes(rawValue: 1 << 6)
    public static let key = UdevInputTypes(rawValue: 1 << 7)
    public static let keyboard = UdevInputTypes(rawValue: 1 << 8)

    private static let names: [(UdevInputTypes, String)] = [
        (.touchscreen, "ID_INPUT_TOUCHSCREEN"), (.touchpad, "ID_INPUT_TOUCHPAD"), (.tablet, "ID_INPUT_TABLET"),
        (.pointingStick, "ID_INPUT_POINTINGSTICK"), (.mouse, "ID_INPUT_MOUSE"), (.joystick, "ID_INPUT_JOYSTICK"),
        (.accelerometer, "ID_INPUT_ACCELEROMETER"), (.key, "ID_INPUT_KEY"), (.keyboard, "ID_INPUT_KEYBOARD"),
    ]

    /// The udev property names, e.g. `["ID_INPUT_MOUSE", "ID_INPUT_KEY"]`.
    public var propertyNames: [String] { Self.names.filter { contains($0.0) }.map(\.1) }

    /// `udev: ID_INPUT_MOUSE` or `udev: no ID_INPUT_* type`, for reasons.
    public var summary: String {
        isEmpty ? "udev: no ID_INPUT_* type" : "udev: " + propertyNames.joined(separator: ", ")
    }
}

public struct DeviceClassification: Hashable, Sendable {
    public var kind: DeviceKind
    /// Human-readable reason, shown by `tactile devices` and replay (especially for skipped devices).
    public var reason: String
    /// For ``DeviceKind/mouse``: relative or absolute motion; nil for other kinds.
    public var pointerMotion: PointerMotion?
    /// What udev's `input_id` builtin would tag the device with.
    package var udev: UdevInputTypes
    /// Whether Tactile opens this device.
    public var isUsed: Bool { kind == .touchscreen || kind == .mouse || kind == .pen }

    package init(kind: DeviceKind, reason: String, pointerMotion: PointerMotion? = nil, udev: UdevInputTypes = []) {
        self.kind = kind; self.reason = reason; self.pointerMotion = pointerMotion; self.udev = udev
    }
}

/// The capability facts both udev's rules and Tactile's read, computed once per description.
private struct Capabilities {
    let absXY, mt, direct, pointerProp, buttonpad, semiMT, pointingStick, accelerometer: Bool
    let touch, left, relXY, stylusOrPen, fingerButNoPen, multiFingerTools, joystick, keys, keyboard: Bool
    /// Any of `BTN_TOOL_PEN`/`RUBBER`/`BRUSH`/`PENCIL`/`AIRBRUSH`.
    let penTool: Bool
    /// What only a pen reports: pressure, tilt, hover distance, an eraser end or barrel buttons.
    let penFeatures: [String]

    init(_ d: DeviceDescription) {
        func abs(_ c: UInt16) -> Bool { d.has(type: EventType.abs, code: c) }
        func key(_ c: UInt16) -> Bool { d.has(type: EventType.key, code: c) }
        absXY = abs(EventCode.absX) && abs(EventCode.absY)
        // udev: a device that claims every axis (ABS_MT_SLOT and the code below it) has no real MT axes.
        mt = abs(EventCode.absMTPositionX) && abs(EventCode.absMTPositionY)
            && !(abs(EventCode.absMTSlot) && abs(EventCode.absMTSlot - 1))
        direct = d.has(property: EventCode.propDirect)
        pointerProp = d.has(property: EventCode.propPointer)
        buttonpad = d.has(property: EventCode.propButtonpad) || d.has(property: EventCode.propTopButtonpad)
        semiMT = d.has(property: EventCode.propSemiMT)
        pointingStick = d.has(property: EventCode.propPointingStick)
        touch = key(EventCode.btnTouch)
        left = key(EventCode.btnLeft)
        relXY = d.has(type: EventType.rel, code: EventCode.relX) && d.has(type: EventType.rel, code: EventCode.relY)
        stylusOrPen = key(EventCode.btnStylus) || key(EventCode.btnToolPen)
        fingerButNoPen = key(EventCode.btnToolFinger) && !key(EventCode.btnToolPen)
        multiFingerTools = key(EventCode.btnToolDoubleTap) || key(EventCode.btnToolTripleTap)
            || key(EventCode.btnToolQuadTap) || key(EventCode.btnToolQuintTap)
        joystick = key(EventCode.btnTrigger) || key(EventCode.btnGamepadA) || key(EventCode.btnJoystick1)
            || [EventCode.absRX, EventCode.absRY, EventCode.absRZ, EventCode.absThrottle, EventCode.absRudder,
                EventCode.absWheel, EventCode.absGas, EventCode.absBrake].contains(where: abs)
        accelerometer = d.has(property: EventCode.propAccelerometer)
            || (!d.has(type: EventType.key) && absXY && abs(EventCode.absZ))
        let keyCodes = d.codes[EventType.key] ?? []
        penTool = keyCodes.contains { $0 >= EventCode.btnToolPen && $0 <= EventCode.btnToolAirbrush }
        // udev: any KEY_* below BTN_MISC, else any from KEY_OK up to BTN_TRIGGER_HAPPY.
        keys = keyCodes.contains { ($0 > 0 && $0 < 0x100) || ($0 >= EventCode.keyOK && $0 < EventCode.btnTriggerHappy) }
        keyboard = (1...31).allSatisfy { keyCodes.contains(UInt16($0)) }
        var pen: [String] = []
        for (code, name) in [(EventCode.absPressure, "ABS_PRESSURE"), (EventCode.absTiltX, "ABS_TILT_X"),
                             (EventCode.absDistance, "ABS_DISTANCE")] where abs(code) { pen.append(name) }
        for (code, name) in [(EventCode.btnToolRubber, "BTN_TOOL_RUBBER"), (EventCode.btnStylus, "BTN_STYLUS"),
                             (EventCode.btnStylus2, "BTN_STYLUS2")] where key(code) { pen.append(name) }
        penFeatures = pen
    }

    /// udev's `input_id`, rule for rule.
    var udev: UdevInputTypes {
        if accelerometer { return .accelerometer }
        var types: UdevInputTypes = []
        if absXY {
            if stylusOrPen { types.insert(.tablet) }
            else if fingerButNoPen && !direct { types.insert(.touchpad) }
            // "This path is taken by VMware's USB mouse, which has absolute axes, but no touch/pressure button."
            else if left { types.insert(.mouse) }
            else if touch || direct { types.insert(.touchscreen) }
            else if joystick { types.insert(.joystick) }
        } else if joystick {
            types.insert(.joystick)
        }
        if mt {
            if stylusOrPen { types.insert(.tablet) }
            else if fingerButNoPen && !direct { types.insert(.touchpad) }
            else if touch || direct { types.insert(.touchscreen) }
        }
        if relXY && left { types.insert(.mouse) }
        if pointingStick { types.insert(.pointingStick) }
        if keys { types.insert(.key) }
        if keyboard { types.insert(.keyboard) }
        return types
    }
}

extension DeviceDescription {
    /// The `ID_INPUT_*` types udev's `input_id` builtin gives this device.
    package var udevInputTypes: UdevInputTypes { Capabilities(self).udev }

    /// Classifies the device from its capabilities, as udev's `input_id` builtin does
    /// (``udevInputTypes``), with libinput's refinements and three of Tactile's own:
    /// - a mouse with a touch surface (`REL_X/REL_Y` + `BTN_LEFT` and touch axes without
    ///   `INPUT_PROP_DIRECT`: Apple Magic Mouse, Microsoft Touch Mouse) is a relative mouse
    ///   whose touches are ignored (libinput: touches that are not direct are never screen positions);
    /// - touchpads are recognised by more than `BTN_TOOL_FINGER` (udev's rule): also by
    ///   `INPUT_PROP_POINTER`, `BUTTONPAD`, `SEMI_MT` or the multi-finger tools without `INPUT_PROP_DIRECT`;
    /// - a pen (udev's tablet with ABS_X/ABS_Y) is a ``DeviceKind/pen``, on a screen (`INPUT_PROP_DIRECT`)
    ///   or a tablet mapped to the screen;
    /// - a "pen" with nothing only a pen has (no pressure, tilt, distance, eraser or barrel
    ///   button) but `BTN_TOUCH` is a single-touch panel whose HID descriptor calls its contact a
    ///   pen (the eGalax resistive USB TouchController, 0eef:0001); real pen tablets and pen
    ///   displays all report pressure and stay tablets.
    /// A device the quirks give a kind (``DeviceQuirk/kind``) is classified by the quirk,
    /// when it has what that kind needs (touch axes for a touchscreen, motion for a mouse).
    public var classification: DeviceClassification {
        let c = Capabilities(self)
        let byCapabilities = classification(c)
        guard let quirk, let kind = quirk.kind else { return byCapabilities }
        func result(_ kind: DeviceKind, _ motion: PointerMotion? = nil) -> DeviceClassification {
            DeviceClassification(kind: kind, reason: "\(kind.rawValue) by the quirk \(quirk); by its capabilities: "
                + "\(byCapabilities.kind.rawValue), \(byCapabilities.reason)", pointerMotion: motion, udev: byCapabilities.udev)
        }
        switch kind {
        case .ignore:
            return DeviceClassification(kind: .other, reason: "ignored by the quirk \(quirk); by its capabilities: "
                + "\(byCapabilities.kind.rawValue), \(byCapabilities.reason)", udev: byCapabilities.udev)
        case .touchscreen where c.mt || c.absXY: return result(.touchscreen)
        case .touchpad where c.mt || c.absXY: return result(.touchpad)
        case .mouse where c.relXY: return result(.mouse, .relative)
        case .mouse where c.absXY: return result(.mouse, .absolute)
        case .touchscreen, .touchpad, .mouse:
            var unchanged = byCapabilities
            unchanged.reason += "; the quirk \(quirk) says \(kind.rawValue), but the device has no axes for it"
            return unchanged
        }
    }

    private func classification(_ c: Capabilities) -> DeviceClassification {
        let udev = c.udev
        func result(_ kind: DeviceKind, _ reason: String, _ motion: PointerMotion? = nil) -> DeviceClassification {
            DeviceClassification(kind: kind, reason: "\(reason) (\(udev.summary))", pointerMotion: motion, udev: udev)
        }
        let touchAxes = c.mt || c.absXY
        let protocolText = "protocol \(multitouchProtocol.rawValue)"

        if c.relXY && c.left && touchAxes && !c.direct {
            // A finger resting on such a mouse is no touch on the screen: read as a
            // touchscreen it made phantom taps.
            return result(.mouse, "REL_X/REL_Y with BTN_LEFT and a touch surface without INPUT_PROP_DIRECT (a touch mouse); its touches are ignored", .relative)
        }
        if udev.contains(.accelerometer) {
            return result(.other, "an accelerometer; not a pointer")
        }
        if udev.contains(.tablet) {
            if c.penFeatures.isEmpty && c.touch && !c.mt && c.absXY && !c.pointerProp {
                return result(.touchscreen, "single-touch panel: BTN_TOUCH with ABS_X/ABS_Y and a pen tool but nothing only a pen reports "
                    + "(no pressure, tilt, distance, eraser or barrel button), as resistive controllers whose HID descriptor calls the contact a pen")
            }
            if c.mt && c.direct && c.penFeatures.isEmpty {
                return result(.touchscreen, "INPUT_PROP_DIRECT with multitouch axes (\(protocolText)); its pen tool is ignored")
            }
            let evidence = c.penFeatures.isEmpty ? "" : " with " + c.penFeatures.joined(separator: ", ")
            let what = c.direct ? "a pen display" : "a pen tablet, mapped to the screen"
            let tool = c.penTool ? "BTN_TOOL_PEN" : "BTN_STYLUS without BTN_TOOL_PEN"
            guard c.absXY else {
                return result(.other, "\(what) without ABS_X/ABS_Y (\(tool)\(evidence)): no position to read")
            }
            return result(.pen, "\(what) (\(tool)\(evidence))")
        }
        var padEvidence: [String] = []
        if !c.direct && touchAxes {
            if c.fingerButNoPen { padEvidence.append("BTN_TOOL_FINGER") }
            if c.multiFingerTools { padEvidence.append("BTN_TOOL_DOUBLETAP...") }
            if c.pointerProp { padEvidence.append("INPUT_PROP_POINTER") }
            if c.buttonpad { padEvidence.append("INPUT_PROP_BUTTONPAD") }
            if c.semiMT { padEvidence.append("INPUT_PROP_SEMI_MT") }
        }
        if udev.contains(.touchpad) || !padEvidence.isEmpty {
            return result(.touchpad, "an indirect touch surface (\(padEvidence.joined(separator: ", ")) without INPUT_PROP_DIRECT): a touchpad; touchpads are not supported yet")
        }
        if c.mt && (c.direct || c.touch) {
            return result(.touchscreen, (c.direct ? "INPUT_PROP_DIRECT" : "BTN_TOUCH") + " with multitouch axes (\(protocolText))")
        }
        if c.mt {
            return result(.touchscreen, "multitouch axes (\(protocolText)) without INPUT_PROP_POINTER or a touchpad's tools: read as a touchscreen")
        }
        if c.absXY && c.touch {
            let alsoMouse = c.left ? "; BTN_LEFT too, for which udev tags it a mouse, but a mouse has no touch button" : ""
            return result(.touchscreen, "single-touch panel (ABS_X/ABS_Y + BTN_TOUCH\(alsoMouse))")
        }
        if c.absXY && c.direct {
            return result(.touchscreen, "INPUT_PROP_DIRECT with ABS_X/ABS_Y")
        }
        if c.relXY && c.left {
            let what = c.pointingStick ? "a pointing stick (INPUT_PROP_POINTING_STICK)" : "REL_X/REL_Y with BTN_LEFT"
            return result(.mouse, what, .relative)
        }
        if c.absXY && c.left {
            return result(.mouse, "an absolute pointer: ABS_X/ABS_Y with BTN_LEFT, no BTN_TOUCH and no INPUT_PROP_DIRECT "
                + "(a VM tablet, a tablet in mouse mode); a touch panel that reports like this needs a quirk (kind touchscreen)", .absolute)
        }
        if udev.contains(.joystick) { return result(.other, "a joystick or gamepad; not a pointer") }
        if udev.contains(.keyboard) { return result(.other, "a keyboard; not a pointer") }
        if udev.contains(.key) { return result(.other, "keys or buttons only; not a pointer") }
        return result(.other, "Tactile cannot classify this device: no touch axes (ABS_X/ABS_Y with BTN_TOUCH or INPUT_PROP_DIRECT, "
            + "or multitouch axes), no pointer motion with BTN_LEFT and no keys")
    }
}
