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
    public static let tabletPad = UdevInputTypes(rawValue: 1 << 9)
    public static let `switch` = UdevInputTypes(rawValue: 1 << 10)

    private static let names: [(UdevInputTypes, String)] = [
        (.touchscreen, "ID_INPUT_TOUCHSCREEN"), (.touchpad, "ID_INPUT_TOUCHPAD"), (.tablet, "ID_INPUT_TABLET"),
        (.pointingStick, "ID_INPUT_POINTINGSTICK"), (.mouse, "ID_INPUT_MOUSE"), (.joystick, "ID_INPUT_JOYSTICK"),
        (.accelerometer, "ID_INPUT_ACCELEROMETER"), (.key, "ID_INPUT_KEY"), (.keyboard, "ID_INPUT_KEYBOARD"),
        (.tabletPad, "ID_INPUT_TABLET_PAD"), (.switch, "ID_INPUT_SWITCH"),
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
    /// Any of `BTN_LEFT` ... `BTN_TASK` (udev's `has_mouse_button`: `BTN_MOUSE` up to `BTN_JOYSTICK`).
    let mouseButton: Bool
    /// `BTN_0` and `BTN_1` without `BTN_TOOL_PEN`: a tablet's pad (udev's `has_pad_buttons`).
    let padButtons: Bool
    let switches, wheel: Bool
    /// udev's joystick before its un-detection: any joystick button or axis. A mouse is not
    /// tagged a mouse when this holds, even when the un-detection then says "no joystick".
    let joystickCandidate: Bool
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
        let keyCodes = d.codes[EventType.key] ?? []
        mouseButton = keyCodes.contains { Self.mouseButtons.contains($0) }
        padButtons = key(Self.btn0) && key(Self.btn0 + 1) && !key(EventCode.btnToolPen)
        switches = d.has(type: EventType.sw)
        wheel = d.has(type: EventType.rel, code: EventCode.relWheel) || d.has(type: EventType.rel, code: EventCode.relHWheel)
        // udev counts joystick buttons (unless the key below BTN_JOYSTICK is set: a mouse with
        // more than 16 buttons runs into that range) and axes, and calls a device with fewer
        // than two of them, or with four of its well-known keyboard keys, no joystick.
        let buttons = key(Self.btnJoystick - 1) ? 0 : keyCodes.filter { code in Self.joystickButtons.contains { $0.contains(code) } }.count
        let axes = Self.joystickAxes.filter(abs).count
        let keyboardKeys = Self.wellKnownKeyboardKeys.filter(key).count
        joystickCandidate = buttons + axes > 0
        joystick = buttons + axes >= 2 && keyboardKeys < 4
        accelerometer = d.has(property: EventCode.propAccelerometer)
            || (!d.has(type: EventType.key) && absXY && abs(EventCode.absZ))
        penTool = keyCodes.contains { $0 >= EventCode.btnToolPen && $0 <= EventCode.btnToolAirbrush }
        // udev: any KEY_* below BTN_MISC, else any from KEY_OK up to BTN_TRIGGER_HAPPY.
        keys = keyCodes.contains { $0 < EventCode.firstButton || ($0 >= EventCode.keyOK && $0 < EventCode.btnTriggerHappy) }
        keyboard = (1...31).allSatisfy { keyCodes.contains(UInt16($0)) }
        var pen: [String] = []
        for (code, name) in [(EventCode.absPressure, "ABS_PRESSURE"), (EventCode.absTiltX, "ABS_TILT_X"),
                             (EventCode.absDistance, "ABS_DISTANCE")] where abs(code) { pen.append(name) }
        for (code, name) in [(EventCode.btnToolRubber, "BTN_TOOL_RUBBER"), (EventCode.btnStylus, "BTN_STYLUS"),
                             (EventCode.btnStylus2, "BTN_STYLUS2")] where key(code) { pen.append(name) }
        penFeatures = pen
    }

    /// `BTN_MOUSE` ..< `BTN_JOYSTICK`.
    static let mouseButtons: Range<UInt16> = 0x110..<0x120
    static let btnJoystick: UInt16 = 0x120
    static let btn0: UInt16 = 0x100
    /// `BTN_JOYSTICK` ..< `BTN_DIGI`, `BTN_TRIGGER_HAPPY1` ... `40`, `BTN_DPAD_UP` ... `RIGHT`.
    static let joystickButtons: [ClosedRange<UInt16>] = [0x120...0x13f, 0x2c0...0x2e7, 0x220...0x223]
    /// `ABS_RX` ..< `ABS_PRESSURE` (rotations, throttle, rudder, wheel, gas, brake, hats).
    static let joystickAxes: [UInt16] = Array(0x03..<0x18)
    /// `KEY_LEFTCTRL`, `CAPSLOCK`, `NUMLOCK`, `INSERT`, `MUTE`, `CALC`, `FILE`, `MAIL`, `PLAYPAUSE`, `BRIGHTNESSDOWN`.
    static let wellKnownKeyboardKeys: [UInt16] = [29, 58, 69, 110, 113, 140, 144, 155, 164, 224]

    /// udev's `input_id` (systemd 252, as `udevadm test-builtin input_id` gives it), rule for rule.
    var udev: UdevInputTypes {
        if accelerometer { return .accelerometer }
        var tablet = false, touchpad = false, mouse = false, touchscreen = false, isJoystick = false
        if absXY {
            if stylusOrPen { tablet = true }
            else if fingerButNoPen && !direct { touchpad = true }
            // "This path is taken by VMware's USB mouse, which has absolute axes, but no touch/pressure button."
            else if mouseButton { mouse = true }
            else if touch || direct { touchscreen = true }
            else if joystickCandidate { isJoystick = true }
        } else if joystickCandidate {
            isJoystick = true
        }
        if mt {
            if stylusOrPen { tablet = true }
            else if fingerButNoPen && !direct { touchpad = true }
            else if touch || direct { touchscreen = true }
        }
        // Mouse buttons with relative motion, or with no axes at all.
        if !tablet && !touchpad && !isJoystick && mouseButton && (relXY || !absXY) { mouse = true }
        // The un-detection: keyboards with a few stray joystick buttons.
        if isJoystick && !joystick { isJoystick = false }
        var types: UdevInputTypes = []
        if pointingStick { types.insert(.pointingStick) }
        if mouse { types.insert(.mouse) }
        if touchpad { types.insert(.touchpad) }
        if touchscreen { types.insert(.touchscreen) }
        if isJoystick { types.insert(.joystick) }
        if tablet { types.insert(.tablet) }
        if tablet && padButtons { types.insert(.tabletPad) }
        let pointer = !types.isEmpty
        if keys { types.insert(.key) }
        if keyboard { types.insert(.keyboard) }
        // "Some evdev nodes have only a scrollwheel."
        if !pointer && !keys && !keyboard && wheel { types.insert(.key) }
        if switches { types.insert(.switch) }
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
        // Mice are what udev tags a mouse (libinput reads ID_INPUT_MOUSE): any of BTN_LEFT ...
        // BTN_TASK, and no joystick button or axis beside relative motion.
        let buttons = c.left ? "BTN_LEFT" : "mouse buttons"
        if c.relXY && udev.contains(.mouse) {
            let what = c.pointingStick ? "a pointing stick (INPUT_PROP_POINTING_STICK)" : "REL_X/REL_Y with \(buttons)"
            return result(.mouse, what, .relative)
        }
        if c.absXY && udev.contains(.mouse) {
            return result(.mouse, "an absolute pointer: ABS_X/ABS_Y with \(buttons), no BTN_TOUCH and no INPUT_PROP_DIRECT "
                + "(a VM tablet, a tablet in mouse mode); a touch panel that reports like this needs a quirk (kind touchscreen)", .absolute)
        }
        if udev.contains(.mouse) { return result(.other, "mouse buttons without REL_X/REL_Y or ABS_X/ABS_Y: nothing to point with") }
        if udev.contains(.joystick) { return result(.other, "a joystick or gamepad; not a pointer") }
        if udev.contains(.tabletPad) { return result(.other, "a tablet's pad (buttons); not a pointer") }
        if udev.contains(.keyboard) { return result(.other, "a keyboard; not a pointer") }
        if udev.contains(.key) { return result(.other, "keys or buttons only; not a pointer") }
        if udev.contains(.switch) { return result(.other, "switches only (lid, tablet mode...); not a pointer") }
        return result(.other, "Tactile cannot classify this device: no touch axes (ABS_X/ABS_Y with BTN_TOUCH or INPUT_PROP_DIRECT, "
            + "or multitouch axes), no pointer motion with mouse buttons, and no keys udev counts")
    }
}
