import Foundation
import TactileCore

/// Real devices from `Traces/real`, typed in from their evemu descriptions.
enum FixtureDevices {
    /// EP0430M09.desc: MT protocol B touchscreen, 5 slots, no resolution.
    static let ep0430m09 = DeviceDescription(
        name: "EP0430M09",
        id: InputID(bustype: 0x18, vendor: 0, product: 0, version: 0),
        properties: [EventCode.propDirect],
        codes: [EventType.key: [EventCode.btnTouch]],
        absInfo: [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 1279),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 767),
            EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 4),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 1279),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 767),
            EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        ]
    )

    /// Saitek_Cyborg_R.A.T.5_Mouse.desc: relative mouse with 13 buttons, wheel and MSC_SCAN.
    static let saitekMouse = DeviceDescription(
        name: "Saitek Cyborg R.A.T.5 Mouse",
        id: InputID(bustype: 0x03, vendor: 0x06a3, product: 0x0cc3, version: 0x0111),
        codes: [
            EventType.key: Set(0x110...0x11c),
            EventType.rel: [EventCode.relX, EventCode.relY, EventCode.relWheel],
            EventType.msc: [4],
        ]
    )

    /// ntrig-dell-xt2.prop: MT protocol A (no slots), fuzz on every axis, no INPUT_PROP_DIRECT.
    static let ntrig = DeviceDescription(
        name: "N-Trig-MultiTouch-Virtual-Device",
        id: InputID(bustype: 0x03, vendor: 0x1b96, product: 0x0001, version: 0x0110),
        codes: [EventType.key: [EventCode.btnTouch]],
        absInfo: [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 9600, fuzz: 75),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 7200, fuzz: 78),
            EventCode.absMTTouchMajor: AbsInfo(minimum: 0, maximum: 9600, fuzz: 200),
            EventCode.absMTTouchMinor: AbsInfo(minimum: 0, maximum: 7200, fuzz: 150),
            EventCode.absMTOrientation: AbsInfo(minimum: 0, maximum: 1),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 9600, fuzz: 75),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 7200, fuzz: 78),
        ]
    )

    /// Synthetic: what the real recordings lack — resolution, a non-zero current value,
    /// pressure and key repeat — to prove those survive the round trip too.
    static let synthetic = DeviceDescription(
        name: "Tactile synthetic panel (résolution 12/mm)",
        id: InputID(bustype: 0x03, vendor: 0x1234, product: 0xabcd, version: 0x0101),
        properties: [EventCode.propDirect],
        codes: [EventType.key: [EventCode.btnTouch, EventCode.btnToolFinger], EventType.msc: [5]],
        absInfo: [
            EventCode.absX: AbsInfo(value: 640, minimum: 0, maximum: 3839, fuzz: 4, flat: 0, resolution: 12),
            EventCode.absY: AbsInfo(value: 10, minimum: -5, maximum: 2154, fuzz: 4, flat: 1, resolution: 12),
            EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 9),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 3839, resolution: 12),
            EventCode.absMTPositionY: AbsInfo(minimum: -5, maximum: 2154, resolution: 12),
            EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            EventCode.absMTPressure: AbsInfo(minimum: 0, maximum: 255),
        ],
        repeatValues: [0: 500, 1: 40]
    )

    /// `Traces/real/PATH` in the repository (resolving the sandbox's symlinks to the real tree).
    static func traceURL(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // TactileUmockdevTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // repository root
            .appendingPathComponent("Traces/real/\(name)")
    }

    static func traceText(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: traceURL(name)), as: UTF8.self)
    }
}
