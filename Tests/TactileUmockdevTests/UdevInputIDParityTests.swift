import Foundation
import Testing
import TactileCore
import TactileUmockdev

/// Tactile's `ID_INPUT_*` types (``DeviceDescription/udevInputTypes``, the ground of its
/// classification) against udev's own `input_id` builtin: `udevadm test-builtin input_id`
/// on the device emulated by umockdev. The cases are the shapes where a rule is easy to get
/// wrong: gamepads and their un-detection, mouse buttons other than BTN_LEFT, a tablet's pad,
/// wheels and switches. `expected` is what udevadm (systemd 252) printed for each, so the
/// first test runs without udevadm and the second checks the table against udevadm itself.
@Suite("udev input_id parity")
struct UdevInputIDParityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bus: UInt16 = 0x03
        var properties: Set<UInt16> = []
        var keys: Set<UInt16> = []
        var rel: Set<UInt16> = []
        var abs: [UInt16] = []
        var switches: Set<UInt16> = []
        var expected: [String]
        var testDescription: String { name }

        var device: DeviceDescription {
            var codes: [UInt16: Set<UInt16>] = [:]
            if !keys.isEmpty { codes[EventType.key] = keys }
            if !rel.isEmpty { codes[EventType.rel] = rel }
            if !switches.isEmpty { codes[EventType.sw] = switches }
            var axes: [UInt16: AbsInfo] = [:]
            for code in abs { axes[code] = AbsInfo(minimum: 0, maximum: 4095) }
            return DeviceDescription(name: name, id: InputID(bustype: bus, vendor: 0x1234, product: 0x5678, version: 1),
                                     properties: properties, codes: codes, absInfo: axes)
        }
    }

    static let btnLeft: UInt16 = 0x110, btnRight: UInt16 = 0x111, btnMiddle: UInt16 = 0x112
    static let btnTrigger: UInt16 = 0x120, btnSouth: UInt16 = 0x130, btn0: UInt16 = 0x100, btn1: UInt16 = 0x101
    static let btnToolPen: UInt16 = 0x140, btnStylus: UInt16 = 0x14b, btnTouch: UInt16 = 0x14a, btnToolFinger: UInt16 = 0x145
    static let hat0X: UInt16 = 0x10, hat0Y: UInt16 = 0x11, absWheel: UInt16 = 0x08, absPressure: UInt16 = 0x18
    static let relX: UInt16 = 0, relY: UInt16 = 1, relWheel: UInt16 = 8
    static let mtX: UInt16 = 0x35, mtY: UInt16 = 0x36, mtSlot: UInt16 = 0x2f

    static let cases: [Case] = [
        // The hid-dev recording sony_054c_1000_0 (a buzzer controller): trigger-happy buttons only.
        Case(name: "Namtai Wbuzz", keys: Set(0x2c0...0x2d3), expected: ["ID_INPUT_JOYSTICK"]),
        Case(name: "gamepad with a hat", keys: [btnSouth], abs: [0, 1, hat0X, hat0Y], expected: ["ID_INPUT_JOYSTICK"]),
        Case(name: "hat only", abs: [hat0X, hat0Y], expected: ["ID_INPUT_JOYSTICK"]),
        Case(name: "one joystick button beside ABS_X/ABS_Y", keys: [btnTrigger], abs: [0, 1], expected: []),
        Case(name: "keyboard with stray joystick buttons", keys: [29, 58, 69, 110, btnTrigger, btnTrigger + 1], expected: ["ID_INPUT_KEY"]),
        Case(name: "three keyboard keys and two joystick buttons", keys: [29, 58, 69, btnTrigger, btnTrigger + 1],
             expected: ["ID_INPUT_JOYSTICK", "ID_INPUT_KEY"]),
        Case(name: "relative mouse with two joystick buttons", keys: [btnLeft, btnTrigger, btnTrigger + 1], rel: [relX, relY],
             expected: ["ID_INPUT_JOYSTICK"]),
        Case(name: "relative mouse with one joystick button", keys: [btnLeft, btnTrigger], rel: [relX, relY], expected: []),
        Case(name: "mouse with 17 buttons", keys: Set(0x110..<0x120).union([btnTrigger]), rel: [relX, relY], expected: ["ID_INPUT_MOUSE"]),
        Case(name: "mouse buttons without axes", keys: [btnLeft], expected: ["ID_INPUT_MOUSE"]),
        Case(name: "relative pointer with BTN_RIGHT only", keys: [btnRight], rel: [relX, relY], expected: ["ID_INPUT_MOUSE"]),
        Case(name: "absolute pointer with BTN_MIDDLE only", keys: [btnMiddle], abs: [0, 1], expected: ["ID_INPUT_MOUSE"]),
        Case(name: "pen tablet with pad buttons", keys: [btn0, btn1, btnStylus], abs: [0, 1, absPressure],
             expected: ["ID_INPUT_TABLET", "ID_INPUT_TABLET_PAD"]),
        Case(name: "pen with BTN_0 and BTN_1", keys: [btn0, btn1, btnToolPen, btnTouch], abs: [0, 1], expected: ["ID_INPUT_TABLET"]),
        Case(name: "pad ring without a pen", keys: [btn0, btn1], abs: [absWheel], expected: []),
        Case(name: "tablet with relative motion and BTN_LEFT", keys: [btnLeft, btnToolPen, btnStylus], rel: [relX, relY],
             abs: [0, 1, absPressure], expected: ["ID_INPUT_TABLET"]),
        Case(name: "touchpad with relative motion and BTN_LEFT", keys: [btnLeft, btnToolFinger, btnTouch], rel: [relX, relY],
             abs: [0, 1], expected: ["ID_INPUT_TOUCHPAD"]),
        Case(name: "touch mouse", keys: [btnLeft], rel: [relX, relY], abs: [mtX, mtY, mtSlot], expected: ["ID_INPUT_MOUSE"]),
        Case(name: "scroll wheel only", rel: [relWheel], expected: ["ID_INPUT_KEY"]),
        Case(name: "lid switch", switches: [0], expected: ["ID_INPUT_SWITCH"]),
        Case(name: "KEY_RESERVED only", keys: [0], expected: ["ID_INPUT_KEY"]),
        Case(name: "ABS_X/ABS_Y only", abs: [0, 1], expected: []),
    ]

    /// Before: the trigger-happy controller, hats, mouse buttons other than BTN_LEFT, the
    /// un-detection, the pad, wheels and switches were all classified differently from udev.
    @Test(arguments: cases)
    func tactileGivesWhatUdevGave(_ c: Case) {
        #expect(Set(c.device.udevInputTypes.propertyNames) == Set(c.expected))
    }

    static let udevadm = ProcessRunner.find("udevadm")
    static var canRunUdevadm: Bool { UmockdevHarness.umockdevRun != nil && udevadm != nil }

    /// The table above is udev's: the builtin, run on each device's sysfs capabilities.
    @Test(.enabled(if: UdevInputIDParityTests.canRunUdevadm, "needs umockdev-run and udevadm"), arguments: cases)
    func theTableIsWhatUdevadmSays(_ c: Case) throws {
        let writer = UmockdevWriter(device: c.device, eventNodeNumber: 7)
        var files = writer.files()
        // The record carries Tactile's own ID_INPUT_* properties: drop them so only the builtin speaks.
        files.deviceRecord = files.deviceRecord.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("E: ID_INPUT") }.joined(separator: "\n")
        let result = try UmockdevHarness.run(files, program: [Self.udevadm ?? "udevadm", "test-builtin", "input_id",
                                                               "/sys/devices/virtual/input/input7/event7"], timeoutSeconds: 20)
        try #require(result.exitCode == 0, "\(result.stderr)")
        let printed = Set(result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("ID_INPUT_"), line.hasSuffix("=1") else { return nil }
            return String(line.dropLast(2))
        })
        #expect(printed == Set(c.expected), "\(result.stdout)")
    }

    /// What Tactile does with them: only pointers and touch surfaces are read.
    @Test func joysticksPadsAndButtonOnlyMiceAreNotRead() {
        let kinds = Dictionary(uniqueKeysWithValues: Self.cases.map { ($0.name, $0.device.classification) })
        #expect(kinds["Namtai Wbuzz"]?.reason.contains("a joystick or gamepad") == true, "\(kinds["Namtai Wbuzz"]!.reason)")
        #expect(kinds["mouse buttons without axes"]?.kind == .other)
        #expect(kinds["relative pointer with BTN_RIGHT only"]?.kind == .mouse)
        #expect(kinds["relative pointer with BTN_RIGHT only"]?.pointerMotion == .relative)
        #expect(kinds["relative mouse with two joystick buttons"]?.kind == .other)
        #expect(kinds["absolute pointer with BTN_MIDDLE only"]?.pointerMotion == .absolute)
        #expect(kinds["lid switch"]?.reason.contains("switches only") == true)
    }
}
