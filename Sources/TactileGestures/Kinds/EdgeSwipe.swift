import TactileCore

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

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        if tracking.startIfNeeded(s, at: c.time) {
            candidates = edges(at: firstContact(c.touches), in: c.screenBounds)
            if candidates.isEmpty { base.fail(at: c.time, .notAtEdge, &log); return }
        }
        if base.failIfTouchesLost(c, minimumFingers: configuration.fingers, &log) { return }
        if s.fingers > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &log); return }
        let d = tracking.movedPhysical(s)
        guard s.fingers == configuration.fingers else {
            if d.length >= configuration.minimumDistanceMillimetres { base.fail(at: c.time, .tooFewFingers, &log) }
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
            base.fail(at: c.time, .wrongDirection, &log); return
        }
        if let claim = tracking.progress.update(best / configuration.minimumDistanceMillimetres, at: c.time) {
            base.setClaim(claim, at: c.time, .thresholdCrossed, &log)
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
