import TactileCore

/// Swipe (flick), discrete: `possible -> recognized | failed`.
typealias SwipeRecognizer = DiscreteRecognizer<SwipeRecognition>

/// A flick, decided when the fingers lift, as Android decides a fling (not from the first
/// tens of milliseconds of a drag, which made brisk scrolls swipes): at the first lift of
/// exactly ``SwipeConfiguration/fingers`` fingers it is recognized if
/// - the centroid moved ``SwipeConfiguration/minimumDistanceMillimetres`` within
///   ``SwipeConfiguration/maximumAngleDegrees`` of an allowed direction's axis since the
///   finger set formed (fingers landing up to the lift count as landing together),
/// - the release velocity along that direction (``GroupSample/releaseVelocityPhysical``:
///   Android's LSQ2 estimate, zero if the fingers had stopped for 40 ms) is at least
///   ``SwipeConfiguration/minimumVelocityMillimetresPerSecond``,
/// - the stroke took at most ``SwipeConfiguration/maximumDurationMilliseconds``, and
/// - with several fingers, every finger moved at least half the distance that way (a
///   pinch with one resting finger is no swipe).
/// Otherwise it fails at the lift. Its event carries the release velocity (pt/s).
struct SwipeRecognition: DiscreteRecognition {
    static let kind = GestureKind.swipe
    let configuration: SwipeConfiguration
    private var tracking = TranslationTracking()
    private var strokeStart = Timestamp.zero
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
        if tracking.startIfNeeded(s, at: c.time) { strokeStart = c.time }
        if s.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &log); return }
        if s.fingers > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &log); return }
        if s.fingerJoined {
            // The stroke is measured from the set of fingers that lifts.
            tracking.restart(s, at: c.time)
        }
        guard s.ended > 0 else { return }
        guard s.previousFingers == configuration.fingers else {
            base.fail(at: c.time, s.previousFingers < configuration.fingers ? .tooFewFingers : .tooManyFingers, &log); return
        }
        decide(c, &base, &log)
    }

    mutating func reset() { tracking.reset() }

    private mutating func decide(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        let d = tracking.movedPhysical(s)
        let horizontal = abs(d.x) >= abs(d.y)
        direction = horizontal ? (d.x >= 0 ? .right : .left) : (d.y >= 0 ? .down : .up)
        let major = horizontal ? abs(d.x) : abs(d.y), minor = horizontal ? abs(d.y) : abs(d.x)
        guard major >= configuration.minimumDistanceMillimetres else { base.fail(at: c.time, .tooShort, &log); return }
        guard configuration.directions.contains(direction.set),
              arcTangent(minor, major) <= radians(degrees: configuration.maximumAngleDegrees) else {
            base.fail(at: c.time, .wrongDirection, &log); return
        }
        let unit = direction.unitVector
        let v = s.releaseVelocityPhysical
        guard v.x * unit.x + v.y * unit.y >= configuration.minimumVelocityMillimetresPerSecond else {
            base.fail(at: c.time, .tooSlow, &log); return
        }
        guard (c.time - strokeStart).value <= configuration.maximumDurationMilliseconds else {
            base.fail(at: c.time, .tookTooLong, &log); return
        }
        if configuration.fingers > 1 {
            let needed = configuration.minimumDistanceMillimetres / 2
            for t in c.touches {
                let moved = t.physical - t.setStartPhysical
                if moved.x * unit.x + moved.y * unit.y < needed { base.fail(at: c.time, .fingersMovedApart, &log); return }
            }
        }
        velocity = s.releaseVelocity
        location = s.location
        base.setClaim(Claim(time: Double(c.time.microseconds), margin: 0), at: c.time, .thresholdCrossed, &log)
    }
}
