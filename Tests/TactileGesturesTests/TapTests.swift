import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Tap recognizer")
struct TapTests {
    @Test func singleTapIsReportedAtTheLiftWithNoDelayWhenNoMultiTapCompetes() throws {
        var d = try driver(configuration(.tap()))
        d.down(0, at: pt(100, 120))
        #expect(d.state(of: "tap") == .possible)
        d.advance(by: ms(80))
        d.up(0)
        let taps = d.events(named: "tap")
        #expect(taps.count == 1)
        #expect(taps.first?.time == d.now)            // at the lift, no waiting
        #expect(taps.first?.phase == .recognized)
        #expect(taps.first?.taps == 1)
        #expect(taps.first?.fingers == 1)
        #expect(taps.first?.location == pt(100, 120))
        #expect(d.states("tap") == [.recognized])
        #expect(d.nextDeadline == nil)
        #expect(d.transitionErrors.isEmpty)
    }

    @Test func movementWithinTheSlopIsStillATap() throws {
        var d = try driver(configuration(.tap()))
        d.down(0, at: pt(100, 100))
        d.advance(by: ms(30))
        d.move(0, to: pt(110, 100))   // 2 mm at 0.2 mm/pt, under the 3 mm slop
        d.advance(by: ms(30))
        d.up(0)
        #expect(d.events(named: "tap").count == 1)
    }

    @Test func movementBeyondTheSlopFailsTheTap() throws {
        var d = try driver(configuration(.tap()))
        d.down(0, at: pt(100, 100))
        d.advance(by: ms(30))
        d.move(0, to: pt(120, 100))   // 4 mm
        #expect(d.state(of: "tap") == .failed)
        #expect(d.transitions(of: "tap").last?.reason == .movedTooFar)
        d.advance(by: ms(30))
        d.up(0)
        #expect(d.events(named: "tap").isEmpty)
    }

    @Test func holdingLongerThanTheMaximumDurationFailsAtTheDeadlineWithoutAnyFrame() throws {
        var d = try driver(configuration(.tap()))
        let start = d.now
        d.down(0, at: pt(100, 100))
        #expect(d.nextDeadline == start + ms(500))
        d.advance(by: ms(499))
        #expect(d.state(of: "tap") == .possible)
        d.advance(by: ms(1))
        #expect(d.state(of: "tap") == .failed)
        #expect(d.transitions(of: "tap").last?.reason == .tapTooLong)
        #expect(d.transitions(of: "tap").last?.time == start + ms(500))
        d.up(0)
        #expect(d.events.isEmpty)
    }

    @Test func twoFingerTapReportsTheCentroid() throws {
        var d = try driver(configuration(.tap(TapConfiguration(fingers: 2))))
        d.tap(at: pt(300, 300), fingers: 2, spacing: 80)
        let taps = d.events(named: "twoFingerTap")
        #expect(taps.count == 1)
        #expect(taps.first?.fingers == 2)
        #expect(taps.first?.location == pt(300, 300))
    }

    @Test func fingersMayLandAndLiftAtSlightlyDifferentTimes() throws {
        var d = try driver(configuration(.tap(TapConfiguration(fingers: 2))))
        d.down(0, at: pt(300, 300))
        d.advance(by: ms(30))
        d.down(1, at: pt(380, 300))
        d.advance(by: ms(60))
        d.up(1)
        d.advance(by: ms(20))
        d.up(0)
        #expect(d.events(named: "twoFingerTap").count == 1)
    }

    @Test func oneFingerIsNotATwoFingerTap() throws {
        var d = try driver(configuration(.tap(TapConfiguration(fingers: 2))))
        d.tap(at: pt(300, 300))
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "twoFingerTap").last?.reason == .tooFewFingers)
    }

    @Test func threeFingersAreNotATwoFingerTap() throws {
        var d = try driver(configuration(.tap(TapConfiguration(fingers: 2))))
        d.tap(at: pt(300, 300), fingers: 3)
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "twoFingerTap").last?.reason == .tooManyFingers)
    }

    @Test func tripleTapIsRecognizedAtTheThirdLift() throws {
        var d = try driver(configuration(.tap(TapConfiguration(taps: 3))))
        for i in 0..<3 {
            if i > 0 { d.advance(by: ms(120)) }
            d.tap(at: pt(200 + Double(i) * 5, 200))
        }
        let taps = d.events(named: "tripleTap")
        #expect(taps.count == 1)
        #expect(taps.first?.taps == 3)
        #expect(taps.first?.time == d.now)
        #expect(d.states("tripleTap") == [.recognized])
        let reasons = d.transitions(of: "tripleTap").map(\.reason)
        #expect(reasons.filter { if case .tapCompleted = $0 { return true }; return false }
                    == [.tapCompleted(taps: 1), .tapCompleted(taps: 2), .tapCompleted(taps: 3)])
        // Its inner steps are logged, as libinput logs every tap state.
        #expect(Array(reasons.prefix(5)) == [.tapStep(.landing), .tapStep(.pressing), .tapStep(.lifting), .tapStep(.betweenTaps), .tapCompleted(taps: 1)])
    }

    @Test func cancelledTouchIsNeverATap() throws {
        var d = try driver(configuration(.tap()))
        d.down(0, at: pt(100, 100))
        d.advance(by: ms(50))
        d.cancel(0)
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "tap").last?.reason == .touchCancelled)
    }

    @Test func theRecognizerResetsForTheNextTouch() throws {
        var d = try driver(configuration(.tap()))
        d.tap(at: pt(100, 100))
        d.advance(by: ms(50))
        d.tap(at: pt(700, 500))
        #expect(d.events(named: "tap").map(\.location) == [pt(100, 100), pt(700, 500)])
    }
}
