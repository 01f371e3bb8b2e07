import TactileCore

/// Pan: `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
///
/// Begins when the centroid has moved ``PanConfiguration/minimumDistanceMillimetres``
/// on the panel with a finger count in range; reports translation since the fingers
/// went down (no motion lost to the slop) and velocity over the engine's window.
struct PanRecognizer: Sendable {
    var base: RecognizerBase
    let configuration: PanConfiguration
    private var isTracking = false
    private var startTranslation: ScreenPoint = .zero
    private var startTranslationPhysical: PhysicalPoint = .zero
    private var progress = ThresholdProgress()
    private var reported = ReportedMotion()

    init(id: RecognizerID, configuration: PanConfiguration) {
        base = RecognizerBase(id: id, kind: .pan)
        self.configuration = configuration
    }

    private var fingerRange: ClosedRange<Int> { configuration.minimumFingers...configuration.maximumFingers }

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
            }
            if s.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &log); return }
            if s.fingers == 0 { base.fail(at: c.time, .touchesEnded, &log); return }
            if base.claim != nil {
                // Waiting for the arena: a lift below the minimum ends the chance.
                if s.fingers < configuration.minimumFingers { base.fail(at: c.time, .tooFewFingers, &log) }
                return
            }
            if s.fingers > configuration.maximumFingers { base.fail(at: c.time, .tooManyFingers, &log); return }
            guard s.fingers >= configuration.minimumFingers else { return }
            let moved = (s.translationPhysical - startTranslationPhysical).length
            if let claim = progress.update(moved / configuration.minimumDistanceMillimetres, at: c.time) {
                base.setClaim(claim, at: c.time, .thresholdCrossed, &log)
            }
        case (.possible, .granted(let t, let reason)):
            begin(at: t, reason, s, &events, &log)
        case (.possible, .partnerBegan(let t, let partner)):
            if isTracking && fingerRange.contains(s.fingers) { begin(at: t, .beganWith(partner), s, &events, &log) }
        case (.began, .frame), (.changed, .frame):
            if s.cancelled > 0 {
                emit(.cancelled, at: c.time, s, fingers: s.previousFingers, &events)
                base.move(to: .cancelled, at: c.time, .touchCancelled, &log)
            } else if s.fingers < configuration.minimumFingers {
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
            break   // nothing happens to a pan in this state
        }
    }

    private mutating func begin(at t: Timestamp, _ reason: TransitionReason, _ s: GroupSample,
                                _ events: inout [GestureEvent], _ log: inout TransitionLog) {
        guard base.move(to: .began, at: t, reason, &log) else { return }
        _ = reported.changed(s.translation, s.fingers)
        emit(.began, at: t, s, fingers: s.fingers, &events)
    }

    private func emit(_ phase: GesturePhase, at t: Timestamp, _ s: GroupSample, fingers: Int,
                      _ events: inout [GestureEvent]) {
        events.append(GestureEvent(time: t, phase: phase, recognizer: base.id, fingers: fingers, location: s.location,
                                   detail: .pan(translation: s.translation - startTranslation, velocity: s.velocity)))
    }
}
