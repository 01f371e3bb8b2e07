import TactileCore

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

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .edgeSwipe(self) }

    package var reported: ReportedValues {
        let names = ScreenEdge.allCases.filter { edges.contains($0.set) }.map(\.rawValue)
        return ReportedValues(fingersAtStart: fingers...fingers, edges: edges,
                              summary: "\(FingerCountName.count(fingers)) from \(names.joined(separator: "/"))")
    }
}

/// Edge swipe: `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
typealias EdgeSwipeRecognizer = ContinuousRecognizer<EdgeSwipeRecognition>

/// A pan whose first contact lies within ``EdgeSwipeConfiguration/edgeZonePoints`` of an
/// allowed screen edge and that moves inwards.
///
/// Fails at touch-down when the first contact is not in an edge zone, so recognizers
/// that require its failure are not delayed anywhere else on the screen.
struct EdgeSwipeRecognition: ContinuousRecognition {
    static let kind = GestureKind.edgeSwipe
    let configuration: EdgeSwipeConfiguration
    private var tracking = TranslationTracking()
    /// Edges whose zone contains the first contact (a corner has two).
    private var candidates: ScreenEdges = []
    private var edge: ScreenEdge = .left

    init(configuration: EdgeSwipeConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { configuration.fingers }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        if tracking.startIfNeeded(s, at: c.time) {
            candidates = edges(at: firstContact(c.touches), in: c.screenBounds)
            if candidates.isEmpty { base.fail(at: c.time, .notAtEdge, &out); return }
        }
        if base.failIfTouchesLost(c, minimumFingers: configuration.fingers, &out) { return }
        if s.fingers > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &out); return }
        let d = tracking.movedPhysical(s)
        guard s.fingers == configuration.fingers else {
            if d.length >= configuration.minimumDistanceMillimetres { base.fail(at: c.time, .tooFewFingers, &out) }
            return
        }
        var best = 0.0
        let maxAngle = radians(degrees: configuration.maximumAngleDegrees)
        // Four explicit checks rather than a loop over `edges`, which would build an array per frame.
        func consider(_ e: ScreenEdge) {
            guard candidates.contains(e.set) else { return }
            let inward = e.inward
            let along = d.x * inward.x + d.y * inward.y
            let across = abs(d.x * inward.y - d.y * inward.x)
            if along > 0 && arcTangent(across, along) <= maxAngle && along > best { best = along; edge = e }
        }
        consider(.top); consider(.bottom); consider(.left); consider(.right)
        if best == 0 && d.length >= configuration.minimumDistanceMillimetres {
            base.fail(at: c.time, .wrongDirection, &out); return
        }
        if let claim = tracking.progress.update(best / configuration.minimumDistanceMillimetres, at: c.time) {
            base.setClaim(claim, at: c.time, .thresholdCrossed, &out)
        }
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool { tracking.isTracking && s.fingers == configuration.fingers }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) { (s.translation.x, s.translation.y, 0, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .edgeSwipe(edge: edge, translation: tracking.translation(s), velocity: s.velocity)
    }

    mutating func reset() { tracking.reset() }

    /// Where the earliest touch of the sequence went down.
    private func firstContact(_ touches: [TrackedTouch]) -> ScreenPoint {
        var first: TrackedTouch?
        for t in touches where first == nil || t.downTime < first!.downTime { first = t }
        return first?.startPoint ?? .zero
    }

    private func edges(at p: ScreenPoint, in bounds: ScreenRect) -> ScreenEdges {
        let zone = configuration.edgeZonePoints
        var e: ScreenEdges = []
        if p.y - bounds.minY <= zone { e.insert(.top) }
        if bounds.maxY - p.y <= zone { e.insert(.bottom) }
        if p.x - bounds.minX <= zone { e.insert(.left) }
        if bounds.maxX - p.x <= zone { e.insert(.right) }
        return e.intersection(configuration.edges)
    }
}
