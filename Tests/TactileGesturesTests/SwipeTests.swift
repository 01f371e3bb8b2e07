import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Swipe recognizer")
struct SwipeTests {
    static let flicks: [(SwipeDirection, ScreenPoint)] = [
        (.right, pt(150, 0)), (.left, pt(-150, 0)), (.down, pt(0, 150)), (.up, pt(0, -150)),
    ]

    @Test(arguments: flicks)
    func aFlickIsASwipeInScreenDirections(direction: SwipeDirection, delta: ScreenPoint) throws {
        var d = try driver(configuration(.swipe()))
        let start = pt(600, 400)
        d.drag(from: start, to: start + delta, duration: ms(150), rate: 120, profile: .flick)
        let swipes = d.events(named: "swipe")
        #expect(swipes.count == 1)
        #expect(swipes.first?.phase == .recognized)
        #expect(swipes.first?.direction == direction)
        #expect(d.states("swipe") == [.recognized])
    }

    @Test func aSlowDragIsNotASwipe() throws {
        var d = try driver(configuration(.swipe()))
        d.drag(from: pt(100, 100), to: pt(250, 100), duration: ms(2000), rate: 60)   // 30 mm in 2 s
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "swipe").last?.reason == .tooSlow)
    }

    @Test func directionsNotAllowedFail() throws {
        var d = try driver(configuration(.swipe(SwipeConfiguration(directions: .left))))
        d.drag(from: pt(600, 400), to: pt(750, 400), duration: ms(150), profile: .flick)
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "swipe").last?.reason == .wrongDirection)
    }

    @Test func diagonalMotionIsTooFarOffTheAxis() throws {
        var d = try driver(configuration(.swipe()))
        d.drag(from: pt(600, 400), to: pt(700, 500), duration: ms(150), profile: .flick)   // 45 degrees
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "swipe").last?.reason == .wrongDirection)
    }

    @Test func slightlyOffAxisIsFine() throws {
        var d = try driver(configuration(.swipe()))
        d.drag(from: pt(600, 400), to: pt(750, 450), duration: ms(150), profile: .flick)   // 18 degrees
        #expect(d.events.first?.direction == .right)
    }

    @Test func aFlickThatStopsBeforeTheLiftIsNoSwipe() throws {
        // A brisk start is no swipe any more (it used to be decided in the first 50 ms):
        // the decision waits for the lift, and this finger has stopped by then.
        var d = try driver(configuration(.swipe(), .pan(), relations: [RelationConfiguration("pan", .simultaneous, "swipe")]))
        d.drag(from: pt(600, 400), to: pt(900, 400), duration: ms(150), profile: .minimumJerk, liftDelay: ms(60))
        #expect(d.events(named: "swipe").isEmpty)
        #expect(d.transitions(of: "swipe").last?.reason == .tooSlow)
        #expect(d.phases("pan").last == .ended)
    }

    @Test func aLongDragLetGoFastIsAScrollNotASwipe() throws {
        var d = try driver(configuration(.swipe()))
        d.drag(from: pt(100, 400), to: pt(1100, 400), duration: ms(1400), profile: .flick)
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "swipe").last?.reason == .tookTooLong)
    }

    @Test func theSwipeCarriesTheReleaseVelocity() throws {
        // Constant 1000 pt/s (200 mm/s) up to the lift: the release velocity is that, not
        // an average over the stroke.
        var d = try driver(configuration(.swipe(), .pan(), relations: [RelationConfiguration("pan", .simultaneous, "swipe")]))
        d.drag(from: pt(100, 400), to: pt(300, 400), duration: ms(200), rate: 120, profile: .linear)
        let swipe = try #require(d.events(named: "swipe").first)
        #expect(abs(swipe.velocity!.x - 1000) < 10, "\(swipe.velocity!)")
        let ended = try #require(d.events(named: "pan").last)
        #expect(ended.phase == .ended && abs(ended.velocity!.x - 1000) < 10)
        // Momentum: UIKit's normal deceleration (0.998 per ms) rests 499 pt further.
        #expect(abs(ended.projectedRestOffset!.x - 499) < 5)
    }

    @Test func twoFingerSwipe() throws {
        var d = try driver(configuration(.swipe(SwipeConfiguration(fingers: 2))))
        d.perform(duration: ms(150), profile: .flick, paths: [.line(finger: 0, from: pt(400, 300), to: pt(400, 150)),
                                             .line(finger: 1, from: pt(480, 300), to: pt(480, 150))])
        #expect(d.events.first?.direction == .up)
        #expect(d.events.first?.fingers == 2)
    }

    @Test func aPinchWithOneRestingFingerIsNotATwoFingerSwipe() throws {
        // touchegg 541: one finger still, the other moving fast looks like a swipe by centroid.
        var d = try driver(configuration(.swipe(SwipeConfiguration(fingers: 2))))
        d.down(0, at: pt(400, 300))
        d.perform(duration: ms(150), profile: .flick, paths: [.line(finger: 1, from: pt(480, 300), to: pt(680, 300))])
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "swipe").last?.reason == .fingersMovedApart)
    }
}
