import TactileCore

/// Swipe (flick), discrete: `possible -> recognized | failed`.
typealias SwipeRecognizer = DiscreteRecognizer<SwipeRecognition>

/// Decided at the moment the centroid has travelled ``SwipeConfiguration/minimumDistanceMillimetres``:
/// recognized if the motion is within ``SwipeConfiguration/maximumAngleDegrees`` of an
/// allowed direction's axis, the velocity over the window along that direction is at
/// least ``SwipeConfiguration/minimumVelocityMillimetresPerSecond``, and (with several
/// fingers) every finger moved at least half the distance that way, so a pinch with
/// one resting finger is not a swipe. Otherwise it fails right there.
struct SwipeRecognition: DiscreteRecognition {
    static let kind = GestureKind.swipe
    let configuration: SwipeConfiguration
    private var tracking = TranslationTracking()
    private var direction: SwipeDirection = .right
    private var velocity: ScreenPoint = .zero
    private var location: ScreenPoint = .zero

    init(configuration: SwipeConfiguration) { self.configuration = configuration }

    var recognizedFingers: Int { configuration.fingers }
    var recognizedLocation: ScreenPoint { location }
    var recognizedDetail: GestureDetail { .swipe(direction: direction, velocity: velocity) }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        guard base.claim == nil else { return }   // decided; waiting for the arena
        _ = tracking.startIfNeeded(s, at: c.time)
        if s.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &log); return }
        if s.fingers == 0 { base.fail(at: c.time, .touchesEnded, &log); return }
        if s.fingers > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &log); return }
        let d = tracking.movedPhysical(s)
        guard s.fingers == configuration.fingers else {
            // Moving on with too few fingers is some other gesture: fail rather than block
            // recognizers that wait for this one until the lift.
            if d.length >= configuration.minimumDistanceMillimetres / 2 { base.fail(at: c.time, .tooFewFingers, &log) }
            return
        }
        guard let claim = tracking.progress.update(d.length / configuration.minimumDistanceMillimetres, at: c.time) else { return }
        decide(d, claim, c, &base, &log)
    }

    mutating func reset() { tracking.reset() }

    private mutating func decide(_ d: PhysicalPoint, _ claim: Claim, _ c: RecognizerContext,
                                 _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        let horizontal = abs(d.x) >= abs(d.y)
        direction = horizontal ? (d.x >= 0 ? .right : .left) : (d.y >= 0 ? .down : .up)
        let major = horizontal ? abs(d.x) : abs(d.y), minor = horizontal ? abs(d.y) : abs(d.x)
        guard configuration.directions.contains(direction.set),
              arcTangent(minor, major) <= radians(degrees: configuration.maximumAngleDegrees) else {
            base.fail(at: c.time, .wrongDirection, &log); return
        }
        let unit = direction.unitVector
        let speed = s.velocityPhysical.x * unit.x + s.velocityPhysical.y * unit.y
        guard speed >= configuration.minimumVelocityMillimetresPerSecond else {
            base.fail(at: c.time, .tooSlow, &log); return
        }
        if configuration.fingers > 1 {
            let needed = configuration.minimumDistanceMillimetres / 2
            for t in c.touches where !t.isTerminal {
                let moved = t.physical - t.startPhysical
                if moved.x * unit.x + moved.y * unit.y < needed { base.fail(at: c.time, .fingersMovedApart, &log); return }
            }
        }
        velocity = s.velocity
        location = s.location
        base.setClaim(claim, at: c.time, .thresholdCrossed, &log)
    }
}
