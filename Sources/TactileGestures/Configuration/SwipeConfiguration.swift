/// Settings of a swipe (flick): discrete, decided when the fingers lift, as Android
/// decides a fling: recognized when the centroid moved `minimumDistanceMillimetres` in an
/// allowed direction, the release velocity along it is at least
/// `minimumVelocityMillimetresPerSecond` and the stroke took at most `maximumDurationMilliseconds`.
public struct SwipeConfiguration: Hashable, Sendable, Codable {
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

    static let keys = ["directions", "fingers", "minimumDistanceMillimetres",
                       "minimumVelocityMillimetresPerSecond", "maximumAngleDegrees", "maximumDurationMilliseconds"]

    private enum CodingKeys: String, CodingKey {
        case directions, fingers, minimumDistanceMillimetres, minimumVelocityMillimetresPerSecond, maximumAngleDegrees
        case maximumDurationMilliseconds
    }

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys + RecognizerConfiguration.commonKeys)
        let d = SwipeConfiguration()
        let names = try r.value("directions", d.directions.directions)
        self.init(directions: SwipeDirections(names), fingers: try r.value("fingers", d.fingers),
                  minimumDistanceMillimetres: try r.value("minimumDistanceMillimetres", d.minimumDistanceMillimetres),
                  minimumVelocityMillimetresPerSecond: try r.value("minimumVelocityMillimetresPerSecond",
                                                                   d.minimumVelocityMillimetresPerSecond),
                  maximumAngleDegrees: try r.value("maximumAngleDegrees", d.maximumAngleDegrees),
                  maximumDurationMilliseconds: try r.value("maximumDurationMilliseconds", d.maximumDurationMilliseconds))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(directions.directions, forKey: .directions)
        try c.encode(fingers, forKey: .fingers)
        try c.encode(minimumDistanceMillimetres, forKey: .minimumDistanceMillimetres)
        try c.encode(minimumVelocityMillimetresPerSecond, forKey: .minimumVelocityMillimetresPerSecond)
        try c.encode(maximumAngleDegrees, forKey: .maximumAngleDegrees)
        try c.encode(maximumDurationMilliseconds, forKey: .maximumDurationMilliseconds)
    }

    func validate(_ v: inout ValidationContext) {
        if directions.isEmpty { v.fail("directions", "expected at least one of: up, down, left, right") }
        v.range("fingers", fingers, 1...5)
        v.positive("minimumDistanceMillimetres", minimumDistanceMillimetres)
        v.nonNegative("minimumVelocityMillimetresPerSecond", minimumVelocityMillimetresPerSecond)
        v.range("maximumAngleDegrees", maximumAngleDegrees, 0...45)
        v.positive("maximumDurationMilliseconds", maximumDurationMilliseconds)
    }
}
