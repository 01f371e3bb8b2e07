import Testing
import Tactile
import TactileCore
import TactileGestures

/// A pen and a touchscreen of one panel through the real engine: the writing hand resting
/// beside the pen makes no gesture, a second hand's pan far from the pen still works, and
/// touch is trusted again after the hold that follows proximity out.
@Suite("Engine: pen and touch arbitration")
struct PenTouchArbitrationEngineTests {
    static let id = InputID(bustype: 3, vendor: 0x056a, product: 0x00c6, version: 0)
    /// 265 x 167.2 mm pen display and its touch node (same vendor:product).
    static let pen = DeviceDescription(name: "Test Pen Display Pen", id: id, properties: [EventCode.propDirect],
        codes: [EventType.syn: [0], EventType.key: [EventCode.btnToolPen, EventCode.btnTouch, EventCode.btnStylus]], absInfo: [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 53000, resolution: 200),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 33440, resolution: 200),
            EventCode.absPressure: AbsInfo(minimum: 0, maximum: 1000),
            EventCode.absTiltX: AbsInfo(minimum: -64, maximum: 63, resolution: 57),
            EventCode.absTiltY: AbsInfo(minimum: -64, maximum: 63, resolution: 57),
        ])
    static let touch = DeviceDescription(name: "Test Pen Display Finger", id: id, properties: [EventCode.propDirect],
        codes: [EventType.syn: [0], EventType.key: [EventCode.btnTouch]], absInfo: [
            EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 9),
            EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 2650, resolution: 10),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 1672, resolution: 10),
        ])

    final class Run {
        let engine: Engine
        var gestures: [GestureEvent] = []
        var transitions: [PenTouchArbitration.Reason] = []
        init() throws {
            var collected: [GestureEvent] = []
            engine = try Engine(configuration: Engine.Configuration(gestures: .standard))
            engine.onOutput = { if case .gesture(_, _, let e) = $0 { collected.append(e) } }
            let box = Box()
            engine.arbitrationObserver = { _, t in box.reasons.append(t.reason) }
            engine.addDevice(id: 1, description: PenTouchArbitrationEngineTests.pen)
            engine.addDevice(id: 2, description: PenTouchArbitrationEngineTests.touch)
            self.box = box
            self.collect = { collected }
        }
        final class Box: @unchecked Sendable { var reasons: [PenTouchArbitration.Reason] = [] }
        let box: Box
        let collect: () -> [GestureEvent]

        func ev(_ ms: Double, _ device: Int, _ type: UInt16, _ code: UInt16, _ value: Int32) {
            engine.process(InputEvent(time: Timestamp(microseconds: Int64(ms * 1000)), type: type, code: code, value: value), device: device)
        }
        func syn(_ ms: Double, _ device: Int) { ev(ms, device, EventType.syn, EventCode.synReport, 0) }
        /// Pen at (x, y) mm.
        func pen(_ ms: Double, x: Double, y: Double, near: Bool = true, tip: Bool = false) {
            ev(ms, 1, EventType.key, EventCode.btnToolPen, near ? 1 : 0)
            ev(ms, 1, EventType.key, EventCode.btnTouch, tip ? 1 : 0)
            ev(ms, 1, EventType.abs, EventCode.absX, Int32(x * 200)); ev(ms, 1, EventType.abs, EventCode.absY, Int32(y * 200))
            ev(ms, 1, EventType.abs, EventCode.absTiltX, 30); ev(ms, 1, EventType.abs, EventCode.absPressure, tip ? 500 : 0)
            syn(ms, 1)
        }
        /// Finger in `slot` at (x, y) mm; nil lifts it.
        func finger(_ ms: Double, slot: Int32, at p: (Double, Double)?, id: Int32 = 0) {
            ev(ms, 2, EventType.abs, EventCode.absMTSlot, slot)
            if let p {
                if id > 0 { ev(ms, 2, EventType.abs, EventCode.absMTTrackingID, id) }
                ev(ms, 2, EventType.abs, EventCode.absMTPositionX, Int32(p.0 * 10)); ev(ms, 2, EventType.abs, EventCode.absMTPositionY, Int32(p.1 * 10))
            } else {
                ev(ms, 2, EventType.abs, EventCode.absMTTrackingID, -1)
            }
            syn(ms, 2)
        }
    }

    @Test func aRestingHandBesideThePenMakesNoGestureAndASecondHandStillPans() throws {
        let r = try Run()
        // The pen comes near at (120, 60) mm leaning right: the hand is to its right and below.
        r.pen(0, x: 120, y: 60)
        // The palm lands 40 mm right of and 30 mm below the tip, and rests.
        r.finger(10, slot: 0, at: (160, 90), id: 1)
        // The pen writes while a finger of the other hand pans 50 mm, far to the left.
        for i in 0..<60 {
            let t = 50 + Double(i) * 10
            r.pen(t, x: 120 + Double(i) * 0.5, y: 60, tip: true)
            r.finger(t + 5, slot: 0, at: (160 + Double(i % 2) * 0.2, 90))
            if i == 5 { r.finger(t + 6, slot: 1, at: (20, 100), id: 2) }
            if i > 10 && i <= 35 { r.finger(t + 6, slot: 1, at: (20 + Double(i - 10) * 2, 100)) }
        }
        r.finger(700, slot: 1, at: nil)
        r.finger(900, slot: 0, at: nil)
        r.pen(950, x: 150, y: 60, near: false)
        r.engine.finish()
        let g = r.collect()
        #expect(g.contains { $0.kind == .pan && $0.phase == .began && $0.fingers == 1 })
        #expect(!g.contains { $0.kind == .pan && $0.fingers == 2 })
        #expect(!g.contains { $0.kind == .longPress || $0.kind == .tap })
        #expect(r.box.reasons == [.proximityIn, .proximityOut])
    }

    @Test func touchIsTrustedAgainAfterTheHold() throws {
        let r = try Run()
        r.pen(0, x: 120, y: 60)
        r.pen(100, x: 120, y: 60, near: false)
        // Within the 300 ms hold: a touch in the zone is a palm; after it, a tap.
        r.finger(200, slot: 0, at: (150, 80), id: 1)
        r.finger(260, slot: 0, at: nil)
        r.finger(500, slot: 0, at: (150, 80), id: 2)
        r.finger(560, slot: 0, at: nil)
        r.engine.advance(to: Timestamp(microseconds: 2_000_000))
        let taps = r.collect().filter { $0.kind == .tap }
        #expect(taps.count == 1)
        #expect(taps.first.map { $0.time.seconds > 0.5 } == true)
        #expect(r.box.reasons == [.proximityIn, .proximityOut, .holdOver])
    }
}
