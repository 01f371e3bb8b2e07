import Testing
import TactileCore
import TactileGestures
import TactileTesting

/// A still press of N fingers is a tap or a long press, decided by one duration: never
/// both, never neither, also when the fingers land and lift a little apart.
@Suite("Tap or long press: one boundary")
struct TapLongPressBoundaryTests {
    let twoFingers = configuration(.tap(TapConfiguration(fingers: 2)), .longPress(LongPressConfiguration(fingers: 2)))

    /// Two fingers land `landGap` ms apart, stay down together for `press` ms, and lift
    /// `liftGap` ms apart.
    func press(_ press: Double, landGap: Double, liftGap: Double) throws -> GestureDriver {
        var d = try driver(twoFingers)
        d.down(0, at: pt(300, 300))
        d.advance(by: ms(landGap))
        d.down(1, at: pt(400, 300))
        d.advance(by: ms(press))
        d.up(1)
        d.advance(by: ms(liftGap))
        d.up(0)
        d.advance(by: ms(1000))
        return d
    }

    @Test(arguments: [100.0, 450, 499, 499.9, 500, 500.1, 510, 800])
    func everyStillTwoFingerPressIsExactlyOneOfTheTwo(pressMilliseconds: Double) throws {
        for (landGap, liftGap) in [(0.0, 0.0), (30, 20), (120, 150)] {
            let d = try press(pressMilliseconds, landGap: landGap, liftGap: liftGap)
            let kinds = Set(d.events.map(\.kind))
            if pressMilliseconds < 500 {
                #expect(kinds == [.tap], "press \(pressMilliseconds) land \(landGap) lift \(liftGap)")
                #expect(d.events.first?.fingers == 2)
            } else {
                #expect(kinds == [.longPress], "press \(pressMilliseconds) land \(landGap) lift \(liftGap)")
                #expect(d.phases("twoFingerLongPress") == [.began, .ended])
            }
            #expect(d.transitionErrors.isEmpty)
        }
    }

    @Test func aPressLiftedBeforeTheHoldIsATapEvenIfTheLastFingerLagsPastIt() throws {
        // Down 30 ms apart, both down 480 ms, up 20 ms apart: 530 ms from first down to
        // last up. Timing the whole tap against 500 ms would fail it while the long press
        // had already failed at the first lift: nothing at all.
        let d = try press(480, landGap: 30, liftGap: 20)
        #expect(d.events.map(\.kind) == [.tap])
    }

    @Test func aFingerLingeringLongAfterTheOthersLiftIsNoTap() throws {
        let d = try press(200, landGap: 10, liftGap: 600)
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "twoFingerTap").last?.reason == .tapTooLong)
    }

    @Test func aSecondFingerLandingTooLateIsNoTap() throws {
        var d = try driver(configuration(.tap(TapConfiguration(fingers: 2))))
        d.down(0, at: pt(300, 300))
        d.advance(by: ms(500))
        #expect(d.state(of: "twoFingerTap") == .failed)
        #expect(d.transitions(of: "twoFingerTap").last?.reason == .tapTooLong)
    }
}
