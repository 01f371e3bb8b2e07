/// Settings of an edge swipe: a pan whose first contact is within `edgeZonePoints`
/// of one of `edges` of the screen and that moves inwards.
public struct EdgeSwipeConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
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

    package static var settings: [Setting<Self>] {
        [.converted("edges", \.edges, coded: \.edges, stored: ScreenEdges.init,
                    documented: { $0 == .all ? "all" : $0.edges.map(\.rawValue).joined(separator: ", ") }) { _, e, key, v in
             if e.isEmpty { v.fail(key, "expected at least one of: top, bottom, left, right") }
         },
         .number("edgeZonePoints", \.edgeZonePoints, .positive),
         .integer("fingers", \.fingers, 1...5),
         .number("minimumDistanceMillimetres", \.minimumDistanceMillimetres, .positive),
         .number("maximumAngleDegrees", \.maximumAngleDegrees, .range(0...89))]
    }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeSettings(decoder, over: Self(), alsoAllowed: RecognizerConfiguration.commonKeys)
    }

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .edgeSwipe(self) }

    package var reported: ReportedValues {
        let names = ScreenEdge.allCases.filter { edges.contains($0.set) }.map(\.rawValue)
        return ReportedValues(fingersAtStart: fingers...fingers, edges: edges,
                              summary: "\(FingerCountName.count(fingers)) from \(names.joined(separator: "/"))")
    }
}
