import TactileCore

/// Pinch: `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
///
/// Tracks from the moment two or more fingers are down at least
/// ``PinchConfiguration/minimumSpanMillimetres`` apart; begins once the span has changed
/// by ``PinchConfiguration/minimumSpanChangeMillimetres``. Scale is the span on the
/// panel (mm) relative to the span when tracking started, so anisotropic devices and
/// the threshold lose nothing.
struct PinchRecognizer: Sendable {
    var base: RecognizerBase
    let configuration: PinchConfiguration
    private var isTracking = false
    private var loggedSmallSpan = false
    private var startScale = 1.0
    private var startSpan = 0.0
    private var progress = ThresholdProgress()
    private var reported = ReportedMotion()

    init(id: RecognizerID, configuration: PinchConfiguration) {
        base = RecognizerBase(id: id, kind: .pinch)
        self.configuration = configuration
    }

    /// The one transition function.
    mutating func handle(_ input: RecognizerInput, _ c: RecognizerContext,
                         _ events: inout [GestureEvent], _ log: inout TransitionLog) {
        let s = c.sample
        switch (base.state, input) {
        case (.possible, .frame):
            if s.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &log); return }
            if s.fingers == 0 { base.fail(at: c.time, .touchesEnded, &log); return }
            if base.claim != nil {
                if s.fingers < 2 { base.fail(at: c.time, .tooFewFingers, &log) }
                return
            }
            guard s.fingers >= 2 else { isTracking = false; return }   // wait for a second finger
            if !isTracking {
                guard s.spanMillimetres >= configuration.minimumSpanMillimetres else {
                    if !loggedSmallSpan { loggedSmallSpan = true; base.note(.spanTooSmallForReference, at: c.time, &log) }
                    return
                }
                isTracking = true
                startScale = s.scale
                startSpan = s.spanMillimetres
                progress.start(at: c.time)
                base.note(.startedTracking, at: c.time, &log)
            }
            let span = startSpan * s.scale / startScale
            if let claim = progress.update(abs(span - startSpan) / configuration.minimumSpanChangeMillimetres, at: c.time) {
                base.setClaim(claim, at: c.time, .thresholdCrossed, &log)
            }
        case (.possible, .granted(let t, let reason)):
            begin(at: t, reason, s, &events, &log)
        case (.possible, .partnerBegan(let t, let partner)):
            if isTracking && s.fingers >= 2 { begin(at: t, .beganWith(partner), s, &events, &log) }
        case (.began, .frame), (.changed, .frame):
            if s.cancelled > 0 {
                emit(.cancelled, at: c.time, s, fingers: s.previousFingers, &events)
                base.move(to: .cancelled, at: c.time, .touchCancelled, &log)
            } else if s.fingers < 2 {
                emit(.ended, at: c.time, s, fingers: s.previousFingers, &events)
                base.move(to: .ended, at: c.time, .fingersLifted, &log)
            } else if reported.changed(s.scale, s.location.x, s.location.y, s.fingers) {
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
            loggedSmallSpan = false
            base.move(to: .possible, at: t, .reset, &log)
        case (.possible, .reset), (.began, .reset), (.changed, .reset),
             (_, .deadline), (_, .granted), (_, .partnerBegan), (_, .denied), (_, .cancel),
             (.ended, .frame), (.cancelled, .frame), (.failed, .frame), (.recognized, .frame):
            break   // nothing happens to a pinch in this state
        }
    }

    private mutating func begin(at t: Timestamp, _ reason: TransitionReason, _ s: GroupSample,
                                _ events: inout [GestureEvent], _ log: inout TransitionLog) {
        guard base.move(to: .began, at: t, reason, &log) else { return }
        _ = reported.changed(s.scale, s.location.x, s.location.y, s.fingers)
        emit(.began, at: t, s, fingers: s.fingers, &events)
    }

    private func emit(_ phase: GesturePhase, at t: Timestamp, _ s: GroupSample, fingers: Int,
                      _ events: inout [GestureEvent]) {
        events.append(GestureEvent(
            time: t, phase: phase, recognizer: base.id, fingers: fingers, location: s.location,
            detail: .pinch(scale: s.scale / startScale, velocity: s.scaleVelocity / startScale)))
    }
}
