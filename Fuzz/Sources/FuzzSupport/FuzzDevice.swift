import TactileCore

/// A device description the event decoder targets, with the codes it supports listed
/// so that most decoded events are ones the device could send.
public struct FuzzDevice: Sendable {
    public let name: String
    public let description: DeviceDescription
    /// `ABS_*` codes with an absinfo, in a fixed order.
    public let absCodes: [UInt16]
    public let keyCodes: [UInt16]
    public let relCodes: [UInt16]

    init(_ description: DeviceDescription) {
        self.name = description.name
        self.description = description
        absCodes = description.absInfo.keys.sorted()
        keyCodes = (description.codes[EventType.key] ?? []).sorted() + [EventCode.btnLeft, EventCode.btnTouch]
        relCodes = (description.codes[EventType.rel] ?? []).sorted() + [EventCode.relX]
    }

    /// The devices the frame assembler and engine targets are fuzzed against.
    public static let all: [FuzzDevice] = [
        FuzzDevice(protocolB(slots: 10, resolution: 10, extras: true)),
        FuzzDevice(protocolB(slots: 2, resolution: 0, extras: false)),
        FuzzDevice(protocolA()),
        FuzzDevice(singleTouch(button: true)),
        FuzzDevice(singleTouch(button: false)),
        FuzzDevice(mouse()),
        FuzzDevice(brokenAxes()),
    ]

    /// Like a modern panel: protocol B, pressure and touch size.
    static func protocolB(slots: Int32, resolution: Int32, extras: Bool) -> DeviceDescription {
        var abs: [UInt16: AbsInfo] = [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 4095, resolution: resolution),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 2303, resolution: resolution),
            EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: slots - 1),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 4095, resolution: resolution),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 2303, resolution: resolution),
            EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        ]
        if extras {
            abs[EventCode.absMTPressure] = AbsInfo(minimum: 0, maximum: 255)
            abs[EventCode.absMTTouchMajor] = AbsInfo(minimum: 0, maximum: 255, resolution: 2)
            abs[EventCode.absPressure] = AbsInfo(minimum: 0, maximum: 255)
        }
        return DeviceDescription(
            name: "fuzz B\(slots)", id: InputID(bustype: 0x18, vendor: 1, product: 2, version: 3),
            properties: [EventCode.propDirect],
            codes: [EventType.syn: [0, 1, 2, 3], EventType.key: [EventCode.btnTouch, EventCode.btnToolFinger]],
            absInfo: abs)
    }

    /// Like the N-Trig panel: anonymous contacts separated by `SYN_MT_REPORT`.
    static func protocolA() -> DeviceDescription {
        DeviceDescription(name: "fuzz A", codes: [EventType.syn: [0, 2], EventType.key: [EventCode.btnTouch]], absInfo: [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 9600),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 7200),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 9600),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 7200),
            EventCode.absMTTouchMajor: AbsInfo(minimum: 0, maximum: 100),
        ])
    }

    /// ABS_X/ABS_Y with BTN_TOUCH, or with only ABS_PRESSURE to tell contact.
    static func singleTouch(button: Bool) -> DeviceDescription {
        var abs: [UInt16: AbsInfo] = [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 4095, resolution: 16),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 4095, resolution: 16),
        ]
        if !button { abs[EventCode.absPressure] = AbsInfo(minimum: 0, maximum: 1023) }
        return DeviceDescription(
            name: button ? "fuzz ST" : "fuzz ST pressure", properties: [EventCode.propDirect],
            codes: [EventType.syn: [0], EventType.key: button ? [EventCode.btnTouch] : []], absInfo: abs)
    }

    static func mouse() -> DeviceDescription {
        DeviceDescription(name: "fuzz mouse", codes: [
            EventType.syn: [0],
            EventType.rel: [EventCode.relX, EventCode.relY, EventCode.relWheel, EventCode.relHWheel,
                            EventCode.relWheelHiRes, EventCode.relHWheelHiRes],
            EventType.key: [EventCode.btnLeft, EventCode.btnRight, EventCode.btnMiddle, EventCode.btnSide,
                            EventCode.btnExtra, EventCode.btnForward, EventCode.btnBack, EventCode.btnTask],
        ])
    }

    /// A description no sane device has: inverted and empty axis ranges, a slot range
    /// that does not start at 0, negative resolution.
    static func brokenAxes() -> DeviceDescription {
        DeviceDescription(name: "fuzz broken", properties: [EventCode.propDirect], codes: [EventType.syn: [0, 3]], absInfo: [
            EventCode.absX: AbsInfo(minimum: 100, maximum: 100, resolution: -4),
            EventCode.absY: AbsInfo(minimum: 50, maximum: -50, resolution: 0),
            EventCode.absMTSlot: AbsInfo(value: 7, minimum: 2, maximum: 5),
            EventCode.absMTPositionX: AbsInfo(minimum: 100, maximum: 100, resolution: -4),
            EventCode.absMTPositionY: AbsInfo(minimum: 50, maximum: -50, resolution: Int32.max),
            EventCode.absMTTrackingID: AbsInfo(minimum: -5, maximum: -1),
            EventCode.absMTPressure: AbsInfo(minimum: 10, maximum: 0),
        ])
    }
}
