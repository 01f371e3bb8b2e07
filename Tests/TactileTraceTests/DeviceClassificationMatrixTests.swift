import Foundation
import TactileCore
import Testing
import TactileTrace

/// Real device descriptions (Traces/devices, Traces/real) are classified as udev's input_id
/// builtin classifies them, plus Tactile's refinements and the shipped quirks.
@Suite("Device classification matrix")
struct DeviceClassificationMatrixTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        /// With the shipped quirks.
        var kind: DeviceKind
        var motion: PointerMotion? = nil
        /// With no quirks at all: what the capabilities alone say.
        var kindWithoutQuirks: DeviceKind? = nil
        var udev: UdevInputTypes
        var reason: String
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        // Touchpads without INPUT_PROP_POINTER are touchpads, as udev says (BTN_TOOL_FINGER without INPUT_PROP_DIRECT).
        Case(file: "devices/synaptics-clickpad.yaml", kind: .touchpad, udev: .touchpad, reason: "not supported yet"),
        Case(file: "devices/synaptics-ps2-no-pointer-property.yaml", kind: .touchpad, udev: .touchpad, reason: "BTN_TOOL_FINGER"),
        Case(file: "devices/alps-semi-mt.yaml", kind: .touchpad, udev: .touchpad, reason: "INPUT_PROP_SEMI_MT"),
        Case(file: "devices/cypress-buttonpad-semi-mt.yaml", kind: .touchpad, udev: .touchpad, reason: "INPUT_PROP_BUTTONPAD"),
        Case(file: "devices/apple-bcm5974.yaml", kind: .touchpad, udev: .touchpad, reason: "INPUT_PROP_BUTTONPAD"),
        Case(file: "devices/wacom-intuos-finger.yaml", kind: .touchpad, udev: .touchpad, reason: "INPUT_PROP_POINTER"),
        // Absolute pointers: udev's ID_INPUT_MOUSE, exposed as absolute motion.
        Case(file: "devices/qemu-usb-tablet.yaml", kind: .mouse, motion: .absolute, udev: .mouse, reason: "absolute pointer"),
        Case(file: "devices/vmware-virtual-usb-mouse.yaml", kind: .mouse, motion: .absolute, udev: .mouse, reason: "absolute pointer"),
        Case(file: "devices/xen-virtual-pointer.yaml", kind: .mouse, motion: .absolute, udev: .mouse, reason: "absolute pointer"),
        Case(file: "devices/trackpoint.yaml", kind: .mouse, motion: .relative, udev: [.mouse, .pointingStick], reason: "pointing stick"),
        Case(file: "real/yaml/Saitek_Cyborg_R.A.T.5_Mouse.yaml", kind: .mouse, motion: .relative, udev: .mouse, reason: "REL_X/REL_Y"),
        // The eGalax resistive controller: a touchscreen by its capabilities (a "pen" with no pen features) and by quirk.
        Case(file: "devices/egalax-usb-touchcontroller-hid.yaml", kind: .touchscreen, kindWithoutQuirks: .touchscreen,
             udev: .tablet, reason: "quirk [eGalax (EETI) touch controllers]"),
        Case(file: "devices/egalax-usb-touchcontroller-usbtouchscreen.yaml", kind: .touchscreen, kindWithoutQuirks: .touchscreen,
             udev: .touchscreen, reason: "single-touch panel"),
        // An absolute-mouse POS panel: a VM tablet by capabilities, a touchscreen by quirk.
        Case(file: "devices/posiflex-usb-touch.yaml", kind: .touchscreen, kindWithoutQuirks: .mouse,
             udev: .mouse, reason: "quirk [Posiflex touch panels]"),
        // Pen tablets (mapped to the screen) and pen displays are pens.
        Case(file: "devices/huion-pentablet.yaml", kind: .pen, udev: .tablet, reason: "pen tablet, mapped to the screen"),
        Case(file: "devices/Wacom_Intuos4_6x9.desc", kind: .pen, udev: .tablet, reason: "pen tablet, mapped to the screen"),
        Case(file: "devices/Wacom_Cintiq_12WX.desc", kind: .pen, udev: .tablet, reason: "pen display"),
        Case(file: "devices/UC-LOGIC_Tablet_WP5540U_Pen.desc", kind: .pen, udev: .tablet, reason: "BTN_STYLUS without BTN_TOOL_PEN"),
        // Touchscreens.
        Case(file: "real/yaml/EP0430M09.2-finger-scroll-down.yaml", kind: .touchscreen, udev: .touchscreen, reason: "INPUT_PROP_DIRECT"),
        Case(file: "real/yaml/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml", kind: .touchscreen, udev: .touchscreen, reason: "protocol B"),
        Case(file: "real/yaml/ntrig-dell-xt2.yaml", kind: .touchscreen, udev: .touchscreen, reason: "protocol A"),
        Case(file: "real/yaml/wetab.yaml", kind: .touchscreen, kindWithoutQuirks: .touchscreen, udev: .touchscreen, reason: "multitouch"),
        // Neither pointer nor touch.
        Case(file: "devices/accelerometer.yaml", kind: .other, udev: .accelerometer, reason: "accelerometer"),
        Case(file: "devices/axes-only.yaml", kind: .other, udev: [], reason: "cannot classify"),
    ]

    @Test(arguments: cases)
    func classifiedAsUdevDoes(_ c: Case) throws {
        let trace = try TraceReader.read(paths: [Fixtures.traces(c.file)])
        let withoutQuirks = trace.devices[0].description.applyingQuirks(DeviceQuirks())
        let description = trace.devices[0].description.applyingQuirks(.shipped)
        let classification = description.classification
        #expect(classification.kind == c.kind, "\(classification.reason)")
        #expect(classification.pointerMotion == c.motion)
        #expect(classification.udev == c.udev, "\(classification.udev.propertyNames)")
        #expect(classification.reason.contains(c.reason), "\(classification.reason)")
        #expect(withoutQuirks.classification.kind == c.kindWithoutQuirks ?? c.kind, "\(withoutQuirks.classification.reason)")
    }

    /// An absolute-mouse panel made a touchscreen by its quirk reads BTN_LEFT as the contact.
    @Test func absoluteMousePanelTouchesWithBTNLeft() throws {
        let trace = try TraceReader.read(paths: [Fixtures.traces("devices/posiflex-usb-touch.yaml")])
        let device = trace.devices[0].description.applyingQuirks(.shipped)
        var assembler = FrameAssembler(device: device)
        #expect(assembler.mode == .singleTouch)
        let events: [InputEvent] = [
            InputEvent(time: Timestamp(microseconds: 1000), type: EventType.abs, code: EventCode.absX, value: 2000),
            InputEvent(time: Timestamp(microseconds: 1000), type: EventType.abs, code: EventCode.absY, value: 1000),
            InputEvent(time: Timestamp(microseconds: 1000), type: EventType.key, code: EventCode.btnLeft, value: 1),
            InputEvent(time: Timestamp(microseconds: 1000), type: EventType.syn, code: EventCode.synReport, value: 0),
            InputEvent(time: Timestamp(microseconds: 9000), type: EventType.key, code: EventCode.btnLeft, value: 0),
            InputEvent(time: Timestamp(microseconds: 9000), type: EventType.syn, code: EventCode.synReport, value: 0),
        ]
        var phases: [TouchPhase] = []
        for e in events {
            if case .touch(let frame)? = assembler.process(e) { phases += frame.touches.map(\.phase) }
        }
        #expect(phases == [.began, .ended])
    }
}
