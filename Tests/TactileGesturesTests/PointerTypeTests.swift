import Foundation
import Testing
import TactileCore
import TactileGestures

/// Recognizers take the contacts of one pointer type: a pen's tip and fingers never form one
/// finger set, and the configuration says which recognizer takes which.
@Suite("Pointer types: pen and touch recognizers")
struct PointerTypeTests {
    func decode(_ json: String) throws -> GestureConfiguration {
        try JSONDecoder().decode(GestureConfiguration.self, from: Data(json.utf8))
    }

    static let screen = ScreenRect(x: 0, y: 0, width: 1000, height: 1000)

    func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, buttons: PenButtons = []) -> Touch {
        var t = Touch(id: id, phase: phase, position: ScreenPoint(x: x, y: y), physical: PhysicalPoint(x: x / 4, y: y / 4))
        t.penButtons = buttons
        return t
    }

    @Test func pointerTypeDecodesEncodesAndIsChecked() throws {
        let c = try decode("""
        {"recognizers": [{"kind": "tap"}, {"kind": "tap", "name": "penTap", "pointerType": "pen"}, {"kind": "penButton"}]}
        """)
        #expect(c.recognizers.map(\.pointerType) == [.touch, .pen, .pen])
        let again = try JSONDecoder().decode(GestureConfiguration.self, from: JSONEncoder().encode(c))
        #expect(again == c)
        #expect(throws: ConfigurationError.self) { _ = try decode(#"{"recognizers": [{"kind": "tap", "pointerType": "stylus"}]}"#) }
        let wrong = try decode(#"{"recognizers": [{"kind": "penButton", "pointerType": "touch"}]}"#)
        #expect(wrong.validationErrors().map(\.keyPath) == ["recognizers[0].pointerType"])
        let related = try decode("""
        {"recognizers": [{"kind": "tap"}, {"kind": "tap", "name": "penTap", "pointerType": "pen"}],
         "relations": [{"first": "tap", "relation": "requiresFailureOf", "second": "penTap"}]}
        """)
        #expect(related.validationErrors().first?.keyPath == "relations[0].second")
    }

    @Test func aPenContactNeverJoinsTheFingersSet() throws {
        var engine = try GestureEngine(configuration: .standard, screenBounds: Self.screen)
        var out: [GestureEvent] = []
        // A finger at the left and the pen's tip at the right, moving apart: as one set, a pinch.
        engine.process(TouchFrame(time: Timestamp(microseconds: 0), touches: [touch(1, .began, 400, 500)]), into: &out)
        engine.process(TouchFrame(time: Timestamp(microseconds: 5000), touches: [touch(-1, .began, 600, 500)]),
                       pointerType: .pen, into: &out)
        for i in 1...30 {
            let t = Int64(i) * 10_000
            engine.process(TouchFrame(time: Timestamp(microseconds: t), touches: [touch(1, .moved, 400 - Double(i) * 4, 500)]), into: &out)
            engine.process(TouchFrame(time: Timestamp(microseconds: t + 5000), touches: [touch(-1, .moved, 600 + Double(i) * 4, 500)]),
                           pointerType: .pen, into: &out)
        }
        engine.process(TouchFrame(time: Timestamp(microseconds: 320_000), touches: [touch(1, .ended, 280, 500)]), into: &out)
        engine.process(TouchFrame(time: Timestamp(microseconds: 325_000), touches: [touch(-1, .ended, 720, 500)]),
                       pointerType: .pen, into: &out)
        #expect(!out.contains { $0.kind == .pinch || $0.fingers > 1 })
        let ended = out.filter { $0.kind == .pan && $0.phase == .ended }
        #expect(ended.map(\.pointerType) == [.touch, .pen])
        #expect(ended.map { engine.name(of: $0.recognizer) } == ["pan", "penPan"])
    }

    @Test func aBarrelClickDuringTheContactIsAPenButtonClick() throws {
        var engine = try GestureEngine(configuration: .standard, screenBounds: Self.screen)
        var out: [GestureEvent] = []
        let frames: [(Int64, TouchPhase, PenButtons)] = [(0, .began, []), (50_000, .stationary, [.stylus2]),
                                                         (120_000, .stationary, []), (200_000, .ended, [])]
        for (t, phase, buttons) in frames {
            engine.process(TouchFrame(time: Timestamp(microseconds: t), touches: [touch(-1, phase, 500, 500, buttons: buttons)]),
                           pointerType: .pen, into: &out)
        }
        let clicks = out.filter { $0.kind == .penButton }
        #expect(clicks.map(\.penButton) == [.stylus2])
        #expect(clicks.first?.time == Timestamp(microseconds: 120_000))
        // Without pen recognizers a pen frame is no one's: nothing happens.
        var touchOnly = try GestureEngine(configuration: .standard(names: ["tap"]), screenBounds: Self.screen)
        var none: [GestureEvent] = []
        touchOnly.process(TouchFrame(time: .zero, touches: [touch(-1, .began, 5, 5)]), pointerType: .pen, into: &none)
        touchOnly.process(TouchFrame(time: Timestamp(microseconds: 50_000), touches: [touch(-1, .ended, 5, 5)]), pointerType: .pen, into: &none)
        touchOnly.advance(to: Timestamp(microseconds: 1_000_000), into: &none)
        #expect(none.isEmpty)
    }
}
