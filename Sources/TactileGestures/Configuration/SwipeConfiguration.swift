/// Settings of a swipe (flick): discrete, recognized when the centroid has moved
/// `minimumDistanceMillimetres` in an allowed direction while moving at least
/// `minimumVelocityMillimetresPerSecond`.
public struct SwipeConfiguration: Hashable, Sendable, Codable {
    /// Allowed directions (screen space: `down` = y growing).
    public var directions: SwipeDirections
    /// Fingers, exactly.
    public var fingers: Int
    /// Distance the centroid must travel (mm).
    public var minimumDistanceMillimetres: Double
    /// Speed over the velocity window when the distance is reached (mm/s).
    public var minimumVelocityMillimetresPerSecond: Double
    /// Largest angle between the motion and the direction's axis (degrees).
    public var maximumAngleDegrees: Double

    public init(directions: SwipeDirections = .all, fingers: Int = 1, minimumDistanceMillimetres: Double = 10,
                minimumVelocityMillimetresPerSecond: Double = 100, maximumAngleDegrees: Double = 30) {
        self.directions = directions; self.fingers = fingers
        self.minimumDistanceMillimetres = minimumDistanceMillimetres
        self.minimumVelocityMillimetresPerSecond = minimumVelocityMillimetresPerSecond
        self.maximumAngleDegrees = maximumAngleDegrees
    }

    static let keys = ["directions", "fingers", "minimumDistanceMillimetres",
                       "minimumVelocityMillimetresPerSecond", "maximumAngleDegrees"]

    private enum CodingKeys: String, CodingKey {
        case directions, fingers, minimumDistanceMillimetres, minimumVelocityMillimetresPerSecond, maximumAngleDegrees
    }

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys + RecognizerConfiguration.commonKeys)
        let d = SwipeConfiguration()
        let names = try r.value("directions", d.directions.directions)
        self.init(directions: SwipeDirections(names), fingers: try r.value("fingers", d.fingers),
                  minimumDistanceMillimetres: try r.value("minimumDistanceMillimetres", d.minimumDistanceMillimetres),
                  minimumVelocityMillimetresPerSecond: try r.value("minimumVelocityMillimetresPerSecond",
                                                                   d.minimumVelocityMillimetresPerSecond),
                  maximumAngleDegrees: try r.value("maximumAngleDegrees", d.maximumAngleDegrees))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(directions.directions, forKey: .directions)
        try c.encode(fingers, forKey: .fingers)
        try c.encode(minimumDistanceMillimetres, forKey: .minimumDistanceMillimetres)
        try c.encode(minimumVelocityMillimetresPerSecond, forKey: .minimumVelocityMillimetresPerSecond)
        try c.encode(maximumAngleDegrees, forKey: .maximumAngleDegrees)
    }

    func validate(_ v: inout ValidationContext) {
        if directions.isEmpty { v.fail("directions", "expected at least one of: up, down, left, right") }
        v.range("fingers", fingers, 1...5)
        v.positive("minimumDistanceMillimetres", minimumDistanceMillimetres)
        v.nonNegative("minimumVelocityMillimetresPerSecond", minimumVelocityMillimetresPerSecond)
        v.range("maximumAngleDegrees", maximumAngleDegrees, 0...45)
    }
}
