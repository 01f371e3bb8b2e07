import TactileCore

/// Edge swipe: a pan whose first contact lies within ``EdgeSwipeConfiguration/edgeZonePoints``
/// of an allowed screen edge and that moves inwards.
/// `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
///
/// Fails at touch-down when the first contact is not in an edge zone, so recognizers
/// that require its failure are not delayed anywhere else on the screen.
struct EdgeSwipeRecognizer: Sendable {
    var base: RecognizerBase
    let configuration: EdgeSwipeConfiguration
    private var isTracking = false
    /// Edges whose zone contains the first contact (a corner has two).
    private var candidates: ScreenEdges = []
    private var edge: ScreenEdge = .left
    private var startTranslation: ScreenPoint = .zero
    private var startTranslationPhysical: PhysicalPoint = .zero
    private var progress = ThresholdProgress()
    private var reported = ReportedMotion()

    init(id: RecognizerID, configuration: EdgeSwipeConfiguration) {
        base = RecognizerBase(id: id, kind: .edgeSwipe)
        self.configuration = configuration
    }

    /// The one transition function.
    mutating func handle(_ input: RecognizerInput, _ c: RecognizerContext,
                         _ events: inout [GestureEvent], _ log: inout TransitionLog) {
        let s = c.sample
        switch (base.state, input) {
        case (.possible, .frame):
            if !isTracking && s.fingers > 0 {
                isTracking = true
                startTranslation = s.translation
                startTranslationPhysical = s.translationPhysical
                progress.start(at: c.time)
                candidates = edges(at: firstContact(c.touches), in: c.screenBounds)
                if candidates.isEmpty { base.fail(at: c.time, .notAtEdge, &log); return }
            }
            if s.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &log); return }
            if s.fingers == 0 { base.fail(at: c.time, .touchesEnded, &log); return }
            if base.claim != nil {
                if s.fingers < configuration.fingers { base.fail(at: c.time, .tooFewFingers, &log) }
                return
            }
            if s.fingers > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &log); return }
            let d = s.translationPhysical - startTranslationPhysical
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
            if let claim = progress.update(best / configuration.minimumDistanceMillimetres, at: c.time) {
                base.setClaim(claim, at: c.time, .thresholdCrossed, &log)
            }
        case (.possible, .granted(let t, let reason)):
            begin(at: t, reason, s, &events, &log)
        case (.possible, .partnerBegan(let t, let partner)):
            if isTracking && s.fingers == configuration.fingers { begin(at: t, .beganWith(partner), s, &events, &log) }
        case (.began, .frame), (.changed, .frame):
            if s.cancelled > 0 {
                emit(.cancelled, at: c.time, s, fingers: s.previousFingers, &events)
                base.move(to: .cancelled, at: c.time, .touchCancelled, &log)
            } else if s.fingers < configuration.fingers {
                emit(.ended, at: c.time, s, fingers: s.previousFingers, &events)
                base.move(to: .ended, at: c.time, .fingersLifted, &log)
            } else if reported.changed(s.translation, s.fingers) {
                emit(.changed, at: c.time, s, fingers: s.fingers, &events)
                base.move(to: .changed, at: c.time, .updated, &log)
            }
        case (.possible, .denied(let t, let reason)):
            base.fail(at: t, reason, &log)
        case (.began, .cancel(let t)), (.changed, .cancel(let t)):
            emit(.cancelled, at: t, s, fingers: s.fingers, &events)
            base.move(to: .cancelled, at: t, .cancelledByCaller, &log)
        case (.possible, .cancel(let t)):
            base.fail(at: t, .cancelledByCaller, &log)
        case (.ended, .reset(let t)), (.cancelled, .reset(let t)), (.failed, .reset(let t)), (.recognized, .reset(let t)):
            isTracking = false
            base.move(to: .possible, at: t, .reset, &log)
        case (.possible, .reset), (.began, .reset), (.changed, .reset),
             (_, .deadline), (_, .granted), (_, .partnerBegan), (_, .denied), (_, .cancel),
             (.ended, .frame), (.cancelled, .frame), (.failed, .frame), (.recognized, .frame):
            break   // nothing happens to an edge swipe in this state
        }
    }

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

    private mutating func begin(at t: Timestamp, _ reason: TransitionReason, _ s: GroupSample,
                                _ events: inout [GestureEvent], _ log: inout TransitionLog) {
        guard base.move(to: .began, at: t, reason, &log) else { return }
        _ = reported.changed(s.translation, s.fingers)
        emit(.began, at: t, s, fingers: s.fingers, &events)
    }

    private func emit(_ phase: GesturePhase, at t: Timestamp, _ s: GroupSample, fingers: Int,
                      _ events: inout [GestureEvent]) {
        events.append(GestureEvent(
            time: t, phase: phase, recognizer: base.id, fingers: fingers, location: s.location,
            detail: .edgeSwipe(edge: edge, translation: s.translation - startTranslation, velocity: s.velocity)))
    }
}
