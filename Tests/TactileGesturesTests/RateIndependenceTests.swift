import Testing
import TactileCore
import TactileGestures
import TactileTesting

/// The same finger motion sampled at 60 Hz and at 240 Hz must give the same winner and
/// the same final values within 1%.
@Suite("Event-rate independence")
struct RateIndependenceTests {
    struct Outcome {
        var kinds: Set<GestureKind>
        var last: [GestureKind: GestureEvent]
        var driver: GestureDriver
    }

    func run(_ c: GestureConfiguration, rate: Double,
             _ script: (inout GestureDriver, Double) -> Void) throws -> Outcome {
        var d = try driver(c)
        script(&d, rate)
        var last: [GestureKind: GestureEvent] = [:]
        for e in d.events { last[e.kind] = e }
        return Outcome(kinds: Set(d.events.map(\.kind)), last: last, driver: d)
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool {
        abs(a - b) <= tolerance * Swift.max(abs(a), abs(b), 1e-9)
    }

    @Test func aCloseRaceBetweenPinchAndRotateHasTheSameWinnerAt60And240Hz() throws {
        // Rotation crosses its 10 degree dead zone ~6.6 ms before the span changes by 3 mm:
        // inside one 60 Hz frame. Pinch is listed first, so "first recognizer to exceed on
        // the frame" would pick it; interpolated crossing times pick rotate at both rates.
        let c = configuration(.pinch(), .rotate(), policy: .exclusive)
        let script = { (d: inout GestureDriver, rate: Double) in
            d.transform(center: mm(100, 80), fromSpan: 40, toSpan: 50, fromDegrees: 0, toDegrees: 36,
                        duration: ms(500), rate: rate)
        }
        let slow = try run(c, rate: 60, script)
        let fast = try run(c, rate: 240, script)
        #expect(slow.kinds == [.rotate])
        #expect(fast.kinds == [.rotate])
        // At 60 Hz both really crossed on the same frame.
        let pinchCrossed = slow.driver.transitions(of: "pinch").first { $0.reason == .thresholdCrossed }?.time
        let rotateCrossed = slow.driver.transitions(of: "rotate").first { $0.reason == .thresholdCrossed }?.time
        #expect(pinchCrossed != nil && pinchCrossed == rotateCrossed)
        #expect(close(slow.last[.rotate]!.rotation!, fast.last[.rotate]!.rotation!))
    }

    @Test func transformValuesMatchAcrossRates() throws {
        var c = configuration(.pan(), .pinch(), .rotate(), policy: .rotationDeadZone)
        c.relate("pan", .simultaneous, "pinch")
        c.relate("pan", .simultaneous, "rotate")
        let script = { (d: inout GestureDriver, rate: Double) in
            d.transform(center: mm(100, 80), fromSpan: 30, toSpan: 55, fromDegrees: 10, toDegrees: 70,
                        translation: mm(25, -15), duration: ms(600), rate: rate)
        }
        let slow = try run(c, rate: 60, script)
        let fast = try run(c, rate: 240, script)
        #expect(slow.kinds == [.pan, .pinch, .rotate])
        #expect(fast.kinds == slow.kinds)
        #expect(close(slow.last[.pinch]!.scale!, fast.last[.pinch]!.scale!))
        #expect(close(slow.last[.rotate]!.rotation!, fast.last[.rotate]!.rotation!))
        #expect(close(slow.last[.pan]!.translation!.x, fast.last[.pan]!.translation!.x))
        #expect(close(slow.last[.pan]!.translation!.y, fast.last[.pan]!.translation!.y))
    }

    @Test func velocitiesMatchAcrossRates() throws {
        // Constant-speed drag, lifted on the last sample's timestamp: the velocity at the lift
        // is measured over the same 100 ms window at both rates.
        let script = { (d: inout GestureDriver, rate: Double) in
            d.drag(from: pt(100, 300), to: pt(700, 300), duration: ms(500), rate: rate, profile: .linear,
                   liftDelay: ms(0))
        }
        let slow = try run(configuration(.pan()), rate: 60, script)
        let fast = try run(configuration(.pan()), rate: 240, script)
        let vs = slow.last[.pan]!.velocity!.x, vf = fast.last[.pan]!.velocity!.x
        #expect(close(vs, 1200))
        #expect(close(vs, vf))
        // And mid-gesture of a minimum-jerk drag, at a time both rates sample.
        let jerkSlow = try run(configuration(.pan()), rate: 60) { d, r in
            d.drag(from: pt(100, 300), to: pt(700, 300), duration: ms(500), rate: r)
        }
        let jerkFast = try run(configuration(.pan()), rate: 240) { d, r in
            d.drag(from: pt(100, 300), to: pt(700, 300), duration: ms(500), rate: r)
        }
        let mid = Timestamp(seconds: 1.25)
        let a = jerkSlow.driver.events.first { $0.time == mid }!.velocity!.x
        let b = jerkFast.driver.events.first { $0.time == mid }!.velocity!.x
        #expect(close(a, b))
    }

    @Test func panVersusSwipeWinnerMatchesAcrossRates() throws {
        let c = configuration(.swipe(), .pan(PanConfiguration(minimumDistanceMillimetres: 11)))
        for (to, duration) in [(pt(400, 300), 150.0), (pt(400, 300), 900.0)] {
            let script = { (d: inout GestureDriver, rate: Double) in
                d.drag(from: pt(300, 300), to: to, duration: ms(duration), rate: rate)
            }
            let slow = try run(c, rate: 60, script)
            let fast = try run(c, rate: 240, script)
            #expect(slow.kinds == fast.kinds)
            #expect(slow.kinds.count == 1)
        }
    }
}
