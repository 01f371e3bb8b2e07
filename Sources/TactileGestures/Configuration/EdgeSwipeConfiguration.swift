/// Settings of an edge swipe: a pan whose first contact is within `edgeZonePoints`
/// of one of `edges` of the screen and that moves inwards.
public struct EdgeSwipeConfiguration: Hashable, Sendable, Codable {
    /// Screen edges that start an edge swipe.
    public var edges: ScreenEdges
    /// Width of the zone along each edge, in screen points.
    public var edgeZonePoints: Double
    /// Fingers, exactly.
    public var fingers: Int
    /// Inward movement before the gesture begins (mm).
    public var minimumDistanceMillimetres: Double
    /// Largest angle between the motion and the inward normal (degrees).
    public var maximumAngleDegrees: Double

    public init(edges: ScreenEdges = .all, edgeZonePoints: Double = 24, fingers: Int = 1,
                minimumDistanceMillimetres: Double = 3, maximumAngleDegrees: Double = 45) {
        self.edges = edges; self.edgeZonePoints = edgeZonePoints; self.fingers = fingers
        self.minimumDistanceMillimetres = minimumDistanceMillimetres
        self.maximumAngleDegrees = maximumAngleDegrees
    }

    static let keys = ["edges", "edgeZonePoints", "fingers", "minimumDistanceMillimetres", "maximumAngleDegrees"]

    private enum CodingKeys: String, CodingKey {
        case edges, edgeZonePoints, fingers, minimumDistanceMillimetres, maximumAngleDegrees
    }

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys + RecognizerConfiguration.commonKeys)
        let d = EdgeSwipeConfiguration()
        self.init(edges: ScreenEdges(try r.value("edges", d.edges.edges)),
                  edgeZonePoints: try r.value("edgeZonePoints", d.edgeZonePoints),
                  fingers: try r.value("fingers", d.fingers),
                  minimumDistanceMillimetres: try r.value("minimumDistanceMillimetres", d.minimumDistanceMillimetres),
                  maximumAngleDegrees: try r.value("maximumAngleDegrees", d.maximumAngleDegrees))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(edges.edges, forKey: .edges)
        try c.encode(edgeZonePoints, forKey: .edgeZonePoints)
        try c.encode(fingers, forKey: .fingers)
        try c.encode(minimumDistanceMillimetres, forKey: .minimumDistanceMillimetres)
        try c.encode(maximumAngleDegrees, forKey: .maximumAngleDegrees)
    }

    func validate(_ v: inout ValidationContext) {
        if edges.isEmpty { v.fail("edges", "expected at least one of: top, bottom, left, right") }
        v.positive("edgeZonePoints", edgeZonePoints)
        v.range("fingers", fingers, 1...5)
        v.positive("minimumDistanceMillimetres", minimumDistanceMillimetres)
        v.range("maximumAngleDegrees", maximumAngleDegrees, 0...89)
    }
}
