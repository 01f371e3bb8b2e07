import Testing
import TactileCore

/// Pens through the real FrameAssembler: proximity, hover, tip, pressure, tilt, tools, buttons.
@Suite("Pen assembly")
struct PenAssemblyTests {
    /// Like the Cintiq 12WX: a pen display, pressure 0..1023, distance 0..63, tilt ±64 at 57 units/rad.
    static func penDisplay(touchButton: Bool = true, tool: Bool = true) -> DeviceDescription {
        var keys: Set<UInt16> = [EventCode.btnStylus, EventCode.btnStylus2]
        if touchButton { keys.insert(EventCode.btnTouch) }
        if tool { keys.formUnion([EventCode.btnToolPen, EventCode.btnToolRubber]) }
        return DeviceDescription(name: "Test Pen", properties: [EventCode.propDirect],
                                 codes: [EventType.syn: [0], EventType.key: keys, EventType.msc: [EventCode.mscSerial]], absInfo: [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 53020, resolution: 200),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 33440, resolution: 200),
            EventCode.absPressure: AbsInfo(minimum: 0, maximum: 1000),
            EventCode.absDistance: AbsInfo(minimum: 0, maximum: 63),
            EventCode.absTiltX: AbsInfo(minimum: -64, maximum: 63, resolution: 57),
            EventCode.absTiltY: AbsInfo(minimum: -64, maximum: 63, resolution: 57),
        ])
    }

    static func frames(_ device: DeviceDescription, _ script: EventScript, pen: PenConfiguration = .default) -> [PenFrame] {
        var a = FrameAssembler(device: device, pen: pen)
        var out = script.events.compactMap { e -> PenFrame? in
            if case .pen(let f)? = a.process(e) { return f } else { return nil }
        }
        if case .pen(let f)? = a.cancelAll(at: script.time) { out.append(f) }
        return out
    }

    @Test func penDisplayIsAPenAndTheEGalaxStaysATouchscreen() {
        #expect(Self.penDisplay().classification.kind == .pen)
        #expect(AssemblyMode(device: Self.penDisplay()) == .pen)
        // BTN_TOUCH + BTN_TOOL_PEN and nothing only a pen has: the eGalax resistive controller.
        let egalax = DeviceDescription(name: "eGalax", codes: [EventType.syn: [0], EventType.key: [EventCode.btnTouch, EventCode.btnToolPen]],
                                       absInfo: [EventCode.absX: AbsInfo(minimum: 0, maximum: 2047), EventCode.absY: AbsInfo(minimum: 0, maximum: 2047)])
        #expect(egalax.classification.kind == .touchscreen)
    }

    @Test func hoverThenTapThenLeave() {
        var s = EventScript()
        _ = s.at(0); s.key(EventCode.btnToolPen, 1); s.abs(EventCode.absX, 26510); s.abs(EventCode.absY, 16720)
        s.abs(EventCode.absDistance, 32); s.abs(EventCode.absTiltX, 57); s.abs(EventCode.absTiltY, -57)
        s.events.append(InputEvent(time: s.time, type: EventType.msc, code: EventCode.mscSerial, value: -5)); s.syn()
        _ = s.at(10); s.abs(EventCode.absX, 26600); s.syn()
        _ = s.at(20); s.key(EventCode.btnTouch, 1); s.abs(EventCode.absPressure, 505); s.syn()
        _ = s.at(30); s.key(EventCode.btnStylus, 1); s.abs(EventCode.absPressure, 1000); s.syn()
        _ = s.at(40); s.key(EventCode.btnTouch, 0); s.abs(EventCode.absPressure, 0); s.syn()
        // Leaving, the driver resets the axes (Wacom: x = y = 0): the leaving frame keeps where the pen was.
        _ = s.at(50); s.abs(EventCode.absX, 0); s.abs(EventCode.absY, 0); s.abs(EventCode.absTiltX, 0); s.key(EventCode.btnToolPen, 0); s.syn()
        let f = Self.frames(Self.penDisplay(), s)
        #expect(f.map(\.phase) == [.began, .moved, .stationary, .stationary, .stationary, .ended])
        #expect(f[5].raw == f[4].raw && f[5].tilt == f[4].tilt)
        #expect(f.map(\.tip) == [false, false, true, true, false, false])
        #expect(f.map(\.tipChange) == [.none, .none, .down, .none, .up, .none])
        #expect(Set(f.map(\.id)).count == 1)
        // Pressure: zero at 1 % above the rest offset (0), 1 at the maximum.
        #expect(abs(f[2].pressure! - 0.5) < 0.001)
        #expect(f[3].pressure == 1)
        #expect(f[0].pressure == 0 && f[4].pressure == 0)
        #expect(abs(f[0].distance! - 32.0 / 63) < 1e-9)
        #expect(f[2].distance == nil)
        // 57 units per radian: one radian.
        #expect(abs(f[0].tilt!.x - 57.2958) < 0.01 && abs(f[0].tilt!.y + 57.2958) < 0.01)
        #expect(f[3].buttons == [.stylus])
        #expect(f[0].serial == UInt32(bitPattern: -5))
        // Screen mapping as for touches: the middle of the axis is the middle of the screen.
        #expect(abs(f[0].position.x - 960) < 0.5 && abs(f[0].physical.x - 132.55) < 0.01)
    }

    @Test func eraserIsItsOwnProximityPeriod() {
        var s = EventScript()
        _ = s.at(0); s.key(EventCode.btnToolPen, 1); s.abs(EventCode.absX, 100); s.syn()
        _ = s.at(10); s.key(EventCode.btnToolPen, 0); s.syn()
        _ = s.at(20); s.key(EventCode.btnTouch, 1); s.key(EventCode.btnToolRubber, 1); s.abs(EventCode.absPressure, 300); s.syn()
        _ = s.at(30); s.key(EventCode.btnTouch, 0); s.syn()
        _ = s.at(40); s.key(EventCode.btnToolRubber, 0); s.syn()
        let f = Self.frames(Self.penDisplay(), s)
        #expect(f.map(\.phase) == [.began, .ended, .began, .stationary, .ended])
        #expect(f.map(\.tool) == [.pen, .pen, .eraser, .eraser, .eraser])
        #expect(f[2].tipChange == .down && f[2].tip)
        #expect(f[0].id != f[2].id)
    }

    /// UC-Logic: no BTN_TOOL_* at all; in proximity from the first coordinates, cancelled at the end.
    @Test func penWithoutToolBitsIsNearWhileCoordinatesArrive() {
        var s = EventScript()
        _ = s.at(0); s.abs(EventCode.absX, 100); s.abs(EventCode.absY, 100); s.syn()
        _ = s.at(10); s.key(EventCode.btnTouch, 1); s.abs(EventCode.absPressure, 400); s.syn()
        _ = s.at(20); s.key(EventCode.btnTouch, 0); s.abs(EventCode.absPressure, 0); s.syn()
        let f = Self.frames(Self.penDisplay(tool: false), s)
        #expect(f.map(\.phase) == [.began, .stationary, .stationary, .cancelled])
        #expect(f.map(\.tipChange) == [.none, .down, .up, .none])
        #expect(f.allSatisfy { $0.tool == .pen })
    }

    /// Without BTN_TOUCH the tip follows pressure: down above 5 %, up below 1 % (over the rest offset).
    @Test func tipFromPressureThresholdsWithHysteresis() {
        var s = EventScript()
        _ = s.at(0); s.key(EventCode.btnToolPen, 1); s.abs(EventCode.absPressure, 20); s.syn()  // rest offset 20
        for (i, p) in [Int32(50), 80, 60, 35, 25].enumerated() {
            _ = s.at(Double(10 * (i + 1))); s.abs(EventCode.absPressure, p); s.syn()
        }
        let f = Self.frames(Self.penDisplay(touchButton: false), s)
        // 50-20 = 3 % (still up), 80-20 = 6 % (down), 60 and 35 stay down (above 1 %), 25-20 = 0.5 % lifts.
        #expect(f.prefix(6).map(\.tip) == [false, false, true, true, true, false])
    }

    @Test func pressureCurveBendsThePressure() {
        var s = EventScript()
        _ = s.at(0); s.key(EventCode.btnToolPen, 1); s.key(EventCode.btnTouch, 1); s.abs(EventCode.absPressure, 505); s.syn()
        let soft = PenConfiguration(pressureCurve: PressureCurve(x1: 0, y1: 0.6, x2: 0.4, y2: 1))
        let linear = Self.frames(Self.penDisplay(), s)[0].pressure!
        let curved = Self.frames(Self.penDisplay(), s, pen: soft)[0].pressure!
        #expect(abs(linear - 0.5) < 0.001)
        #expect(curved > 0.7)
        #expect(PressureCurve.linear.apply(0.3) == 0.3)
    }

    /// Tilt without a resolution: libinput's ±64 degrees over the range (the Intuos4's 0..127).
    @Test func tiltWithoutResolutionIsTheAssumedRange() {
        var d = Self.penDisplay()
        d.absInfo[EventCode.absTiltX] = AbsInfo(minimum: 0, maximum: 127)
        d.absInfo[EventCode.absTiltY] = AbsInfo(minimum: 0, maximum: 127)
        var s = EventScript()
        _ = s.at(0); s.key(EventCode.btnToolPen, 1); s.abs(EventCode.absTiltX, 127); s.abs(EventCode.absTiltY, 0); s.syn()
        let f = Self.frames(d, s)
        #expect(f[0].tilt == PenTilt(x: 64, y: -64))
        #expect(PenAxes(device: d).summary.contains("tilt assumed ±64°"))
        #expect(PenAxes(device: Self.penDisplay()).summary.contains("tilt from its resolution"))
    }
}
