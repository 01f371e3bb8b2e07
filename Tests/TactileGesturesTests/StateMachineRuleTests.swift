import Testing
import TactileCore
@testable import TactileGestures

@Suite("Impossible transitions are reported, not taken")
struct StateMachineRuleTests {
    @Test func anIllegalTransitionIsLoggedAsAnErrorAndIgnored() {
        var base = RecognizerBase(id: RecognizerID(3), kind: .tap)
        var out = GestureOutput(log: TransitionLog(capacity: 8))
        let t = Timestamp(seconds: 1)
        #expect(!base.move(to: .began, at: t, .won, &out))          // a discrete recognizer never begins
        #expect(base.state == .possible)
        #expect(out.log.errors.count == 1)
        #expect(out.log.errors.first?.reason == .illegalTransition)
        #expect(out.log.errors.first?.to == .began)
        #expect(base.move(to: .recognized, at: t, .won, &out))
        #expect(!base.move(to: .failed, at: t, .movedTooFar, &out)) // recognized is final until reset
        #expect(base.state == .recognized)
        #expect(out.log.errorCount == 2)
        #expect(base.move(to: .possible, at: t, .reset, &out))
        #expect(out.log.records.last?.description == "1.0 tap#3 recognized -> possible: reset for the next touch sequence")
    }

    @Test func crossingTimesAreInterpolatedBetweenFrames() {
        var p = ThresholdProgress()
        p.start(at: Timestamp(microseconds: 0))
        #expect(p.update(0.5, at: Timestamp(microseconds: 10_000)) == nil)
        let claim = p.update(1.5, at: Timestamp(microseconds: 20_000))
        #expect(claim?.time == 15_000)   // halfway between the frames
        #expect(claim?.margin == 0.5)
    }

    @Test func velocityUsesAFixedWindowNotTheLastFrame() {
        var h = MotionHistory(capacity: 16)
        for k in 0...10 {   // x = 1 pt per ms, with one late frame in the middle
            let t = Int64(k) * 20_000 + (k == 7 ? 5_000 : 0)
            h.append(.init(time: t, tx: Double(t) / 1000, ty: 0, px: 0, py: 0, scale: 1, rotation: 0))
        }
        let v = h.velocities(windowMicroseconds: 100_000)
        #expect(abs(v.t.x - 1000) < 1e-9)
    }
}
