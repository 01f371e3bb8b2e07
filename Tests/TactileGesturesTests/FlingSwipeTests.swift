import Testing
import TactileCore
import TactileGestures
import TactileTesting

/// Every real fling AOSP recorded for its VelocityTracker tests, replayed as touches through
/// the gesture engine, is a swipe in its direction: the swipe is decided at the lift from the
/// release velocity, as Android decides a fling (ReleaseVelocityTests checks the velocity).
@Suite("Swipe: AOSP's recorded flings")
struct FlingSwipeTests {
    /// The phones' pixel pitch: sailfish (Pixel) is 441 ppi; swordfish is taken as the same.
    static let millimetresPerPixel = 25.4 / 441

    @Test(arguments: AOSPFlings.all)
    func everyRecordedFlingIsASwipeInItsDirection(fling: AOSPFling) throws {
        let c = configuration(.swipe(), .pan(), relations: [RelationConfiguration("pan", .simultaneous, "swipe")])
        var d = try GestureDriver(configuration: c, mapping: .uniform(millimetresPerPoint: 0.2),
                                  start: ReleaseVelocityTests.microseconds(ns: fling.events[0].ns))
        func at(_ e: (ns: Int64, x: Double, y: Double)) -> PhysicalPoint {
            PhysicalPoint(x: 20 + e.x * Self.millimetresPerPixel, y: 20 + e.y * Self.millimetresPerPixel)
        }
        d.down(0, at: at(fling.events[0]))
        for e in fling.events.dropFirst().dropLast() {
            let t = ReleaseVelocityTests.microseconds(ns: e.ns)
            if t > d.now { d.advance(to: t) }
            d.move(0, to: at(e))
        }
        let lift = ReleaseVelocityTests.microseconds(ns: fling.events.last!.ns)
        if lift > d.now { d.advance(to: lift) }
        d.up(0)
        let swipes = d.events(named: "swipe")
        #expect(swipes.count == 1, "\(d.transitions(of: "swipe").last.map(\.description) ?? "")")
        #expect(swipes.first?.direction == (fling.isUp ? .up : .down))
    }
}
