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

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeSettings(decoder, over: Self(), alsoAllowed: RecognizerConfiguration.commonKeys)
    }

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .swipe(self) }

    package var reported: ReportedValues {
        ReportedValues(fingersAtStart: fingers...fingers, directions: directions,
                       summary: "\(FingerCountName.count(fingers)) \(directions.directions.map(\.rawValue).joined(separator: "/"))")
    }
}
