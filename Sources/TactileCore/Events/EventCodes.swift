/// evdev event types (`EV_*` in linux/input-event-codes.h).
///
/// Duplicated here as plain constants so the pure-Swift modules never need the C headers.
public enum EventType {
    public static let syn: UInt16 = 0x00
    public static let key: UInt16 = 0x01
    public static let rel: UInt16 = 0x02
    public static let abs: UInt16 = 0x03
    public static let msc: UInt16 = 0x04
    public static let sw: UInt16 = 0x05
    public static let led: UInt16 = 0x11
    public static let snd: UInt16 = 0x12
    public static let rep: UInt16 = 0x14
    public static let ff: UInt16 = 0x15
    public static let pwr: UInt16 = 0x16
    public static let ffStatus: UInt16 = 0x17
    public static let max: UInt16 = 0x1f
}

/// evdev event codes Tactile interprets (linux/input-event-codes.h). Codes not
/// listed are still carried through traces unchanged.
public enum EventCode {
    // EV_SYN
    public static let synReport: UInt16 = 0
    public static let synConfig: UInt16 = 1
    public static let synMTReport: UInt16 = 2
    public static let synDropped: UInt16 = 3

    // EV_KEY buttons
    public static let btnMouse: UInt16 = 0x110
    public static let btnLeft: UInt16 = 0x110
    public static let btnRight: UInt16 = 0x111
    public static let btnMiddle: UInt16 = 0x112
    public static let btnSide: UInt16 = 0x113
    public static let btnExtra: UInt16 = 0x114
    public static let btnForward: UInt16 = 0x115
    public static let btnBack: UInt16 = 0x116
    public static let btnTask: UInt16 = 0x117
    public static let btnJoystick1: UInt16 = 0x101
    public static let btnTrigger: UInt16 = 0x120
    public static let btnGamepadA: UInt16 = 0x130
    public static let btnToolPen: UInt16 = 0x140
    public static let btnToolRubber: UInt16 = 0x141
    public static let btnToolBrush: UInt16 = 0x142
    public static let btnToolPencil: UInt16 = 0x143
    public static let btnToolAirbrush: UInt16 = 0x144
    public static let btnToolFinger: UInt16 = 0x145
    public static let btnToolMouse: UInt16 = 0x146
    public static let btnToolLens: UInt16 = 0x147
    public static let btnTouch: UInt16 = 0x14a
    public static let btnToolDoubleTap: UInt16 = 0x14d
    public static let btnToolTripleTap: UInt16 = 0x14e
    public static let btnToolQuadTap: UInt16 = 0x14f
    public static let btnToolQuintTap: UInt16 = 0x148
    public static let btnStylus: UInt16 = 0x14b
    public static let btnStylus2: UInt16 = 0x14c
    public static let btnStylus3: UInt16 = 0x149
    /// `KEY_OK`: udev's input_id looks for keys from here when none is below `BTN_MISC`.
    public static let keyOK: UInt16 = 0x160
    public static let btnTriggerHappy: UInt16 = 0x2c0
    /// Keyboard keys are codes below this (KEY_RESERVED..KEY_MICMUTE); used to keep
    /// key presses out of recordings unless asked for.
    public static let firstButton: UInt16 = 0x100

    // EV_REL
    public static let relX: UInt16 = 0x00
    public static let relY: UInt16 = 0x01
    public static let relHWheel: UInt16 = 0x06
    public static let relWheel: UInt16 = 0x08
    public static let relWheelHiRes: UInt16 = 0x0b
    public static let relHWheelHiRes: UInt16 = 0x0c

    // EV_MSC
    /// `MSC_SERIAL`: the serial number of the pen tool in proximity.
    public static let mscSerial: UInt16 = 0x00

    // EV_ABS
    public static let absX: UInt16 = 0x00
    public static let absY: UInt16 = 0x01
    public static let absZ: UInt16 = 0x02
    public static let absRX: UInt16 = 0x03
    public static let absRY: UInt16 = 0x04
    public static let absRZ: UInt16 = 0x05
    public static let absThrottle: UInt16 = 0x06
    public static let absRudder: UInt16 = 0x07
    public static let absWheel: UInt16 = 0x08
    public static let absGas: UInt16 = 0x09
    public static let absBrake: UInt16 = 0x0a
    public static let absPressure: UInt16 = 0x18
    public static let absDistance: UInt16 = 0x19
    public static let absTiltX: UInt16 = 0x1a
    public static let absTiltY: UInt16 = 0x1b
    public static let absMTSlot: UInt16 = 0x2f
    public static let absMTTouchMajor: UInt16 = 0x30
    public static let absMTTouchMinor: UInt16 = 0x31
    public static let absMTWidthMajor: UInt16 = 0x32
    public static let absMTWidthMinor: UInt16 = 0x33
    public static let absMTOrientation: UInt16 = 0x34
    public static let absMTPositionX: UInt16 = 0x35
    public static let absMTPositionY: UInt16 = 0x36
    public static let absMTToolType: UInt16 = 0x37
    public static let absMTBlobID: UInt16 = 0x38
    public static let absMTTrackingID: UInt16 = 0x39
    public static let absMTPressure: UInt16 = 0x3a
    public static let absMTDistance: UInt16 = 0x3b
    public static let absMax: UInt16 = 0x3f

    // INPUT_PROP_*
    public static let propPointer: UInt16 = 0x00
    public static let propDirect: UInt16 = 0x01
    public static let propButtonpad: UInt16 = 0x02
    public static let propSemiMT: UInt16 = 0x03
    public static let propTopButtonpad: UInt16 = 0x04
    public static let propPointingStick: UInt16 = 0x05
    public static let propAccelerometer: UInt16 = 0x06
    public static let propMax: UInt16 = 0x1f

    /// The highest code per type (`*_MAX` in linux/input-event-codes.h, as libevdev is built
    /// against), for bitmask sizes: the one table of them (evemu's `B:` lines derive from it).
    public static func maxCode(type: UInt16) -> UInt16 {
        switch type {
        case EventType.syn: return 0x0f
        case EventType.key: return 0x2ff
        case EventType.rel: return 0x0f
        case EventType.abs: return 0x3f
        case EventType.msc: return 0x07
        case EventType.sw: return 0x10
        case EventType.led: return 0x0f
        case EventType.snd: return 0x07
        case EventType.rep: return 0x01
        case EventType.ff: return 0x7f
        case EventType.pwr: return 0x00
        case EventType.ffStatus: return 0x01
        default: return 0
        }
    }

    public static func typeName(_ type: UInt16) -> String {
        switch type {
        case EventType.syn: return "EV_SYN"
        case EventType.key: return "EV_KEY"
        case EventType.rel: return "EV_REL"
        case EventType.abs: return "EV_ABS"
        case EventType.msc: return "EV_MSC"
        case EventType.sw: return "EV_SW"
        case EventType.led: return "EV_LED"
        case EventType.snd: return "EV_SND"
        case EventType.rep: return "EV_REP"
        case EventType.ff: return "EV_FF"
        case EventType.pwr: return "EV_PWR"
        case EventType.ffStatus: return "EV_FF_STATUS"
        default: return "EV_\(type)"
        }
    }

    private static let absNames: [UInt16: String] = [
        0x00: "ABS_X", 0x01: "ABS_Y", 0x02: "ABS_Z", 0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE", 0x1a: "ABS_TILT_X", 0x1b: "ABS_TILT_Y",
        0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR",
        0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION",
        0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE",
        0x38: "ABS_MT_BLOB_ID", 0x39: "ABS_MT_TRACKING_ID", 0x3a: "ABS_MT_PRESSURE",
        0x3b: "ABS_MT_DISTANCE", 0x3c: "ABS_MT_TOOL_X", 0x3d: "ABS_MT_TOOL_Y",
    ]
    private static let relNames: [UInt16: String] = [
        0x00: "REL_X", 0x01: "REL_Y", 0x02: "REL_Z", 0x06: "REL_HWHEEL", 0x07: "REL_DIAL",
        0x08: "REL_WHEEL", 0x09: "REL_MISC", 0x0b: "REL_WHEEL_HI_RES", 0x0c: "REL_HWHEEL_HI_RES",
    ]
    private static let keyNames: [UInt16: String] = [
        0x110: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE", 0x113: "BTN_SIDE",
        0x114: "BTN_EXTRA", 0x115: "BTN_FORWARD", 0x116: "BTN_BACK", 0x117: "BTN_TASK",
        0x140: "BTN_TOOL_PEN", 0x141: "BTN_TOOL_RUBBER", 0x145: "BTN_TOOL_FINGER", 0x14a: "BTN_TOUCH",
        0x14b: "BTN_STYLUS", 0x14c: "BTN_STYLUS2",
        0x14d: "BTN_TOOL_DOUBLETAP", 0x14e: "BTN_TOOL_TRIPLETAP", 0x14f: "BTN_TOOL_QUADTAP",
        0x148: "BTN_TOOL_QUINTTAP",
    ]
    private static let synNames: [UInt16: String] = [
        0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED",
    ]

    /// A readable name such as `ABS_MT_SLOT`; unknown codes print as `TYPE_0x..`.
    public static func name(type: UInt16, code: UInt16) -> String {
        let table: [UInt16: String]
        switch type {
        case EventType.syn: table = synNames
        case EventType.key: table = keyNames
        case EventType.rel: table = relNames
        case EventType.abs: table = absNames
        case EventType.msc: if code == 4 { return "MSC_SCAN" }; if code == 5 { return "MSC_TIMESTAMP" }; table = [:]
        default: table = [:]
        }
        if let name = table[code] { return name }
        if type == EventType.key && code < firstButton { return "KEY_\(code)" }
        return "\(typeName(type).dropFirst(3))_0x\(String(code, radix: 16))"
    }
}
