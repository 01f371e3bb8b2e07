import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Long press recognizer")
struct LongPressTests {
    @Test func beginsAtTheMinimumDurationFollowsTheFingerAndEnds() throws {
        var d = try driver(configuration(.longPress()))
        let start = d.now
        d.down(0, at: pt(200, 200))
        #expect(d.nextDeadline == start + ms(500))
        d.advance(by: ms(499))
        #expect(d.state(of: "longPress") == .possible)
        d.advance(by: ms(1))
        #expect(d.state(of: "longPress") == .began)
        let began = try #require(d.events(named: "longPress").first)
        #expect(began.phase == .began)
        #expect(began.time == start + ms(500))
        #expect(began.duration == ms(500))
        #expect(began.location == pt(200, 200))

        // Drag after hold: movement no longer matters.
        d.advance(by: ms(100))
        d.move(0, to: pt(260, 230))
        #expect(d.state(of: "longPress") == .changed)
        let changed = try #require(d.events(named: "longPress").last)
        #expect(changed.phase == .changed)
        #expect(changed.translation!.distance(to: pt(60, 30)) < 1e-9)   // 230 pt is 4600/16000 of 800 pt
        #expect(changed.location.distance(to: pt(260, 230)) < 1e-9)

        d.advance(by: ms(100))
        d.up(0)
        let ended = try #require(d.events(named: "longPress").last)
        #expect(ended.phase == .ended)
        #expect(ended.duration == ms(700))
        #expect(d.states("longPress") == [.began, .changed, .ended])
    }

    @Test func failsOnceTheFingerMovesBeyondTheAllowableMovement() throws {
        var d = try driver(configuration(.longPress()))
        d.down(0, at: pt(200, 200))
        d.advance(by: ms(200))
        d.move(0, to: pt(200, 221))   // 4.2 mm
        #expect(d.state(of: "longPress") == .failed)
        #expect(d.transitions(of: "longPress").last?.reason == .movedTooFar)
        #expect(d.nextDeadline == nil)
        d.advance(by: ms(1000))
        #expect(d.events.isEmpty)
    }

    @Test func smallMovementWithinTheAllowanceStillBegins() throws {
        var d = try driver(configuration(.longPress()))
        d.down(0, at: pt(200, 200))
        d.advance(by: ms(200))
        d.move(0, to: pt(210, 205))   // 2.2 mm
        d.advance(by: ms(400))
        #expect(d.phases("longPress") == [.began])
    }

    @Test func liftingEarlyFails() throws {
        var d = try driver(configuration(.longPress()))
        d.down(0, at: pt(200, 200))
        d.advance(by: ms(300))
        d.up(0)
        #expect(d.state(of: "longPress") == .failed)
        #expect(d.transitions(of: "longPress").last?.reason == .touchesEnded)
        #expect(d.nextDeadline == nil)
    }

    @Test func twoFingerLongPressCountsFromTheSecondFinger() throws {
        var d = try driver(configuration(.longPress(LongPressConfiguration(fingers: 2))))
        d.down(0, at: pt(200, 200))
        d.advance(by: ms(100))
        let both = d.now
        d.down(1, at: pt(280, 200))
        d.advance(by: ms(499))
        #expect(d.events.isEmpty)
        d.advance(by: ms(1))
        #expect(d.events.first?.time == both + ms(500))
        #expect(d.events.first?.fingers == 2)
        #expect(d.events.first?.location == pt(240, 200))
    }

    @Test func aDeadlineFiresAtItsOwnTimeEvenWhenTheNextFrameComesLater() throws {
        // Drive the engine directly: no advance(to:) between the two frames.
        var engine = try GestureEngine(configuration: configuration(.longPress()),
                                       screenBounds: ScreenRect(x: 0, y: 0, width: 1280, height: 800))
        var panel = ScriptedPanel(mapping: .uniform(millimetresPerPoint: 0.2))
        var out: [GestureEvent] = []
        let t0 = Timestamp(seconds: 2)
        _ = panel.down(0, at: mm(40, 40))
        engine.process(panel.frame(at: t0)!, into: &out)
        _ = panel.move(0, to: mm(41, 40))
        engine.process(panel.frame(at: t0 + ms(700))!, into: &out)
        #expect(out.map(\.phase) == [.began, .changed])
        #expect(out.first?.time == t0 + ms(500))
        #expect(out.last?.time == t0 + ms(700))
    }

    @Test func tapAndLongPressMeetAtOneBoundaryWithNoDeadBand() throws {
        var short = try driver(configuration(.tap(), .longPress()))
        short.down(0, at: pt(200, 200))
        short.advance(by: ms(490))
        short.up(0)
        #expect(short.events.map(\.kind) == [.tap])

        var long = try driver(configuration(.tap(), .longPress()))
        long.down(0, at: pt(200, 200))
        long.advance(by: ms(510))
        long.up(0)
        #expect(long.events.map(\.kind) == [.longPress, .longPress])
        #expect(long.phases("longPress") == [.began, .ended])
    }
}
