import Testing
@testable import TactileCore

/// An absolute pointer (QEMU's USB tablet: ABS_X/ABS_Y 0...32767, three buttons, a wheel)
/// assembled as a pointer: every frame with motion carries where it points on the screen.
@Suite struct AbsolutePointerAssemblyTests {
    static let tablet = DeviceDescription(
        name: "QEMU QEMU USB Tablet", id: InputID(bustype: 0x03, vendor: 0x0627, product: 0x0001, version: 0x0001),
        codes: [EventType.syn: [0], EventType.key: [EventCode.btnLeft, EventCode.btnRight, EventCode.btnMiddle],
                EventType.rel: [EventCode.relWheel], EventType.abs: [EventCode.absX, EventCode.absY]],
        absInfo: [EventCode.absX: AbsInfo(minimum: 0, maximum: 32767), EventCode.absY: AbsInfo(minimum: 0, maximum: 32767)])

    @Test func positionsMapOntoTheScreen() {
        let screen = ScreenConfiguration(widthPixels: 2560, heightPixels: 1600, scale: 2)
        var a = FrameAssembler(device: Self.tablet, mode: .pointer, screen: screen)
        var s = EventScript()
        _ = s.at(0); s.abs(EventCode.absX, 0); s.abs(EventCode.absY, 32767); s.syn()
        _ = s.at(10); s.abs(EventCode.absX, 16000); s.syn()           // y unchanged: still the bottom
        _ = s.at(20); s.key(EventCode.btnRight, 1); s.syn()          // no motion: no position
        _ = s.at(30); s.abs(EventCode.absX, 40000); s.abs(EventCode.absY, -5); s.rel(EventCode.relWheel, -1); s.syn()
        let f = a.pointerFrames(s)
        #expect(f.count == 4)
        #expect(f[0].absolutePosition == ScreenPoint(x: 0, y: 800))
        #expect(f[1].absolutePosition == ScreenPoint(x: 16000.0 / 32767 * 1280, y: 800))
        #expect(f[2].absolutePosition == nil && f[2].pressed == .right)
        // Out of range values are clamped like a touchscreen's; the wheel comes along.
        #expect(f[3].absolutePosition == ScreenPoint(x: 1280, y: 0))
        #expect(f[3].wheel.vertical == -1 && f.allSatisfy { $0.dx == 0 && $0.dy == 0 })
    }

    /// A relative mouse has no absolute axes: ABS events (a touch mouse's multitouch axes)
    /// are not motion.
    @Test func relativeMiceIgnoreAbsoluteAxes() {
        var a = FrameAssembler(device: Fixtures.mouse())
        var s = EventScript()
        _ = s.at(0); s.abs(EventCode.absX, 100); s.rel(EventCode.relX, 3); s.syn()
        let f = a.pointerFrames(s)
        #expect(f.count == 1 && f[0].absolutePosition == nil && f[0].dx == 3)
    }
}
