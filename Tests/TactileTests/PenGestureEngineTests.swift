import Testing
import Tactile
import TactileCore
import TactileGestures

/// Pen gestures through the real engine (raw pen and touch events, the real FrameAssembler,
/// PenTracker and GestureEngine): the pen's tip is a contact of its own pointer type in the
/// arena of its panel's touchscreen, or in its own when it has none.
@Suite("Engine: pen gestures")
struct PenGestureEngineTests {
    static let panelID = InputID(bustype: 3, vendor: 0x056a, product: 0x00c6, version: 0)
    /// A 265 x 167.2 mm pen display's pen node.
    static func penDescription(id: InputID = panelID) -> DeviceDescription {
        DeviceDescription(name: "Test Pen Display Pen", id: id, properties: [EventCode.propDirect],
            codes: [EventType.syn: [0], EventType.key: [EventCode.btnToolPen, EventCode.btnToolRubber, EventCode.btnTouch,
                                                          EventCode.btnStylus]], absInfo: [
                EventCode.absX: AbsInfo(minimum: 0, maximum: 53000, resolution: 200),
                EventCode.absY: AbsInfo(minimum: 0, maximum: 33440, resolution: 200),
                EventCode.absPressure: AbsInfo(minimum: 0, maximum: 1000),
                EventCode.absTiltX: AbsInfo(minimum: -64, maximum: 63, resolution: 57),
                EventCode.absTiltY: AbsInfo(minimum: -64, maximum: 63, resolution: 57),
            ])
    }
    /// Its touch node (same vendor:product: paired).
    static let touch = DeviceDescription(name: "Test Pen Display Finger", id: panelID, properties: [EventCode.propDirect],
        codes: [EventType.syn: [0], EventType.key: [EventCode.btnTouch]], absInfo: [
            EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 9),
            EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 2650, resolution: 10),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 1672, resolution: 10),
        ])

    final class Run {
        let engine: Engine
        private(set) var gestures: [(device: Int, event: GestureEvent)] = []
        var events: [GestureEvent] { gestures.map(\.event) }

        /// `paired`: the pen and a touchscreen of its panel; otherwise the pen alone (another vendor).
        init(paired: Bool = true) throws {
            engine = try Engine(configuration: Engine.Configuration(gestures: .standard))
            engine.onOutput = { [unowned self] in if case .gesture(let d, _, let e) = $0 { gestures.append((d, e)) } }
            if paired {
                engine.addDevice(id: 1, description: PenGestureEngineTests.penDescription())
                engine.addDevice(id: 2, description: PenGestureEngineTests.touch)
            } else {
                engine.addDevice(id: 1, description: PenGestureEngineTests.penDescription(
                    id: InputID(bustype: 3, vendor: 0x256c, product: 0x006d, version: 0)))
            }
        }

        func ev(_ ms: Double, _ device: Int, _ type: UInt16, _ code: UInt16, _ value: Int32) {
            engine.process(InputEvent(time: Timestamp(microseconds: Int64(ms * 1000)), type: type, code: code, value: value), device: device)
        }
        /// The pen at (x, y) mm: near, tip down or up, barrel button, eraser.
        func pen(_ ms: Double, x: Double, y: Double, near: Bool = true, tip: Bool = false, button: Bool = false,
                 eraser: Bool = false) {
            ev(ms, 1, EventType.key, eraser ? EventCode.btnToolRubber : EventCode.btnToolPen, near ? 1 : 0)
            ev(ms, 1, EventType.key, EventCode.btnTouch, tip ? 1 : 0)
            ev(ms, 1, EventType.key, EventCode.btnStylus, button ? 1 : 0)
            ev(ms, 1, EventType.abs, EventCode.absX, Int32(x * 200)); ev(ms, 1, EventType.abs, EventCode.absY, Int32(y * 200))
            ev(ms, 1, EventType.abs, EventCode.absTiltX, 30); ev(ms, 1, EventType.abs, EventCode.absPressure, tip ? 500 : 0)
            ev(ms, 1, EventType.syn, EventCode.synReport, 0)
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
            ev(ms, 2, EventType.syn, EventCode.synReport, 0)
        }
        /// Hovers in, touches for `ms` milliseconds at (x, y) from `start`, hovers out.
        func tap(at start: Double, x: Double, y: Double, for duration: Double = 60) {
            pen(start - 50, x: x, y: y)
            var t = start
            while t < start + duration { pen(t, x: x, y: y, tip: true); t += 10 }
            pen(start + duration, x: x, y: y)
        }
        func end(at ms: Double) {
            engine.advance(to: Timestamp(microseconds: Int64(ms * 1000)))
            engine.finish()
        }
    }

    @Test func aPenTapIsATapOfThePenInItsPanelsArena() throws {
        let r = try Run()
        r.tap(at: 100, x: 100, y: 80)
        r.pen(200, x: 100, y: 80, near: false)
        r.end(at: 2000)
        let taps = r.gestures.filter { $0.event.kind == .tap }
        #expect(taps.count == 1)
        let tap = try #require(taps.first)
        #expect(tap.device == 2)  // the touchscreen's recognizers: the same arena as its fingers
        #expect(tap.event.pointerType == .pen && tap.event.taps == 1 && tap.event.fingers == 1)
        #expect(tap.event.pen?.tool == .pen)
        #expect(tap.event.pen?.pressure.map { $0 > 0.3 } == true)
        #expect(tap.event.pen?.tilt != nil)
        #expect(abs(tap.event.location.x - 100 / 265 * 1920) < 1)
        var w = JSONLineWriter()
        tap.event.write(to: &w)
        #expect(w.line.contains(#""pointerType":"pen","tool":"pen","pressure":"#))
    }

    @Test func anUnpairedPenHasAnArenaOfItsOwn() throws {
        let r = try Run(paired: false)
        r.tap(at: 100, x: 100, y: 80)
        r.tap(at: 250, x: 100, y: 80)
        r.end(at: 2000)
        #expect(r.gestures.map(\.device) == [1])
        #expect(r.events.map(\.taps) == [2])
        #expect(r.events.first?.pointerType == .pen)
    }

    @Test func aPenAndAFingerNeverFormATwoFingerGesture() throws {
        let r = try Run()
        // A finger and the pen's tip land 60 mm apart and move apart: as two fingers, a pinch.
        r.pen(0, x: 150, y: 80)
        r.finger(10, slot: 0, at: (60, 80), id: 1)
        for i in 0..<40 {
            let t = 20 + Double(i) * 10
            r.pen(t, x: 150 + Double(i), y: 80, tip: true)
            r.finger(t + 5, slot: 0, at: (60 - Double(i), 80))
        }
        r.pen(420, x: 190, y: 80)
        r.finger(425, slot: 0, at: nil)
        r.end(at: 2000)
        let g = r.events
        #expect(!g.contains { [.pinch, .rotate, .transform].contains($0.kind) })
        #expect(!g.contains { $0.fingers > 1 })
        let pans = g.filter { $0.kind == .pan && $0.phase == .ended }
        #expect(pans.map(\.pointerType).sorted { $0.rawValue < $1.rawValue } == [.pen, .touch])
        #expect(pans.first { $0.pointerType == .pen }?.translation.map { $0.x > 200 } == true)
        #expect(pans.first { $0.pointerType == .touch }?.translation.map { $0.x < -200 } == true)
        #expect(pans.first { $0.pointerType == .touch }?.pen == nil)
    }

    @Test func hoverNeverMakesAGesture() throws {
        let r = try Run()
        // The pen hovers 1 s, sweeping 100 mm, and its barrel button is clicked while hovering.
        for i in 0..<100 {
            r.pen(Double(i) * 10, x: 50 + Double(i), y: 80, button: i >= 40 && i < 50)
        }
        r.pen(1000, x: 150, y: 80, near: false)
        r.end(at: 3000)
        #expect(r.events.isEmpty)
    }

    @Test func aBarrelClickWhileTheTipTouchesIsAPenButtonClick() throws {
        let r = try Run()
        r.pen(0, x: 100, y: 80)
        // Held at tip-down: no click. Released, pressed again 100 ms, released: one click.
        r.pen(50, x: 100, y: 80, tip: true, button: true)
        r.pen(100, x: 100, y: 80, tip: true)
        r.pen(150, x: 100, y: 80, tip: true, button: true)
        r.pen(250, x: 100, y: 80, tip: true)
        r.pen(300, x: 100, y: 80)
        r.end(at: 2000)
        let clicks = r.events.filter { $0.kind == .penButton }
        #expect(clicks.count == 1)
        #expect(clicks.first?.penButton == .stylus)
        #expect(clicks.first?.time == Timestamp(microseconds: 250_000))
        #expect(clicks.first?.pointerType == .pen)
    }

    @Test func anEraserStrokeIsAPenPanWithTheEraser() throws {
        let r = try Run()
        r.pen(0, x: 50, y: 80, eraser: true)
        for i in 0..<30 { r.pen(10 + Double(i) * 10, x: 50 + Double(i) * 2, y: 80, tip: true, eraser: true) }
        r.pen(320, x: 110, y: 80, eraser: true)
        r.end(at: 2000)
        let ended = try #require(r.events.first { $0.kind == .pan && $0.phase == .ended })
        #expect(ended.pointerType == .pen && ended.pen?.tool == .eraser)
        var w = JSONLineWriter()
        ended.write(to: &w)
        #expect(w.line.contains(#""tool":"eraser""#))
    }

    @Test func aPenTapWhileAFingerPansElsewhereIsTwoGestures() throws {
        let r = try Run()
        r.finger(0, slot: 0, at: (30, 40), id: 1)
        for i in 0..<50 { r.finger(10 + Double(i) * 10, slot: 0, at: (30, 40 + Double(i))) }
        r.tap(at: 200, x: 200, y: 80)
        r.finger(520, slot: 0, at: nil)
        r.end(at: 2000)
        let g = r.events
        #expect(g.filter { $0.kind == .tap }.map(\.pointerType) == [.pen])
        #expect(g.contains { $0.kind == .pan && $0.phase == .ended && $0.pointerType == .touch && $0.fingers == 1 })
        #expect(!g.contains { $0.fingers > 1 || ($0.kind == .pan && $0.phase == .cancelled) })
    }
}
