import TactileCore

/// Settings of a swipe (flick): discrete, decided when the fingers lift, as Android
/// decides a fling: recognized when the centroid moved `minimumDistanceMillimetres` in an
/// allowed direction, the release velocity along it is at least
/// `minimumVelocityMillimetresPerSecond` and the stroke took at most `maximumDurationMilliseconds`.
public struct SwipeConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    /// Allowed directions (screen space: `down` = y growing).
    public var directions: SwipeDirections
    /// Fingers, exactly.
    public var fingers: Int
    /// Distance the centroid must travel (mm): the tap slop, so a touch that is still a tap is
    /// never a swipe. The release velocity decides the rest: a real fling's last 100 ms may
    /// cover only 3 mm (AOSP's slow flings), and a scroll let go slowly is none however long.
    public var minimumDistanceMillimetres: Double
    /// Release speed along the direction (mm/s): the velocity Android's VelocityTracker
    /// would report at the lift (a finger that stopped for 40 ms has none).
    public var minimumVelocityMillimetresPerSecond: Double
    /// Longest stroke (ms, from when the fingers went down to the lift): a long drag let go
    /// fast is a scroll with momentum, not a swipe.
    public var maximumDurationMilliseconds: Double
    /// Largest angle between the motion and the direction's axis (degrees).
    public var maximumAngleDegrees: Double

    public init(directions: SwipeDirections = .all, fingers: Int = 1, minimumDistanceMillimetres: Double = 3,
                minimumVelocityMillimetresPerSecond: Double = 100, maximumAngleDegrees: Double = 30,
                maximumDurationMilliseconds: Double = 1000) {
        self.maximumDurationMilliseconds = maximumDurationMilliseconds
        self.directions = directions; self.fingers = fingers
        self.minimumDistanceMillimetres = minimumDistanceMillimetres
        self.minimumVelocityMillimetresPerSecond = minimumVelocityMillimetresPerSecond
        self.maximumAngleDegrees = maximumAngleDegrees
    }

    package static var settings: [Setting<Self>] {
        [.converted("directions", \.directions, coded: \.directions, stored: SwipeDirections.init,
                    documented: { $0 == .all ? "all" : $0.directions.map(\.rawValue).joined(separator: ", ") }) { _, d, key, v in
             if d.isEmpty { v.fail(key, "expected at least one of: up, down, left, right") }
         },
         .integer("fingers", \.fingers, 1...5),
         .number("minimumDistanceMillimetres", \.minimumDistanceMillimetres, .positive),
         .number("minimumVelocityMillimetresPerSecond", \.minimumVelocityMillimetresPerSecond, .nonNegative),
         .number("maximumAngleDegrees", \.maximumAngleDegrees, .range(0...45)),
         .number("maximumDurationMilliseconds", \.maximumDurationMilliseconds, .positive)]
    }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .swipe(self) }

    package var reported: ReportedValues {
        ReportedValues(fingersAtStart: fingers...fingers, directions: directions,
                       summary: "\(FingerCountName.count(fingers)) \(directions.directions.map(\.rawValue).joined(separator: "/"))")
    }
}

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

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        guard base.claim == nil else { return }   // decided; waiting for the arena
        if tracking.startIfNeeded(s, at: c.time) { strokeStart = c.time }
        if s.cancelled > 0 { base.fail(at: c.time, s.cancelReason, &out); return }
        if s.fingers > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &out); return }
        if s.fingerJoined {
            // The stroke is measured from the set of fingers that lifts.
            tracking.restart(s, at: c.time)
        }
        guard s.ended > 0 else { return }
        guard s.previousFingers == configuration.fingers else {
            base.fail(at: c.time, s.previousFingers < configuration.fingers ? .tooFewFingers : .tooManyFingers, &out); return
        }
        decide(c, &base, &out)
    }

    mutating func reset() { tracking.reset() }

    private mutating func decide(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        let d = tracking.movedPhysical(s)
        let horizontal = abs(d.x) >= abs(d.y)
        direction = horizontal ? (d.x >= 0 ? .right : .left) : (d.y >= 0 ? .down : .up)
        let major = horizontal ? abs(d.x) : abs(d.y), minor = horizontal ? abs(d.y) : abs(d.x)
        guard major >= configuration.minimumDistanceMillimetres else { base.fail(at: c.time, .tooShort, &out); return }
        guard configuration.directions.contains(direction.set),
              arcTangent(minor, major) <= radians(degrees: configuration.maximumAngleDegrees) else {
            base.fail(at: c.time, .wrongDirection, &out); return
        }
        let unit = direction.unitVector
        let v = s.releaseVelocityPhysical
        guard v.x * unit.x + v.y * unit.y >= configuration.minimumVelocityMillimetresPerSecond else {
            base.fail(at: c.time, .tooSlow, &out); return
        }
        guard (c.time - strokeStart).value <= configuration.maximumDurationMilliseconds else {
            base.fail(at: c.time, .tookTooLong, &out); return
        }
        if configuration.fingers > 1 {
            let needed = configuration.minimumDistanceMillimetres / 2
            for t in c.touches {
                let moved = t.physical - t.setStartPhysical
                if moved.x * unit.x + moved.y * unit.y < needed { base.fail(at: c.time, .fingersMovedApart, &out); return }
            }
        }
        velocity = s.releaseVelocity
        location = s.location
        base.setClaim(Claim(time: Double(c.time.microseconds), margin: 0), at: c.time, .thresholdCrossed, &out)
    }
}
