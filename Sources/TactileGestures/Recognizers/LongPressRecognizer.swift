import TactileCore

/// Long press (touch and hold): `possible -> began -> changed* -> ended | cancelled`,
/// or `possible -> failed`.
///
/// The hold starts when exactly ``LongPressConfiguration/fingers`` are down; it fails if
/// any finger moves more than ``LongPressConfiguration/maximumMovementMillimetres`` or a
/// finger lifts or lands before ``LongPressConfiguration/minimumDurationMilliseconds``.
/// After it begins it follows the fingers (drag-after-hold) until one lifts.
struct LongPressRecognizer: Sendable {
    var base: RecognizerBase
    let configuration: LongPressConfiguration
    private var pressStart: Timestamp?
    private var startTranslation: ScreenPoint = .zero
    private var reported = ReportedMotion()

    init(id: RecognizerID, configuration: LongPressConfiguration) {
        base = RecognizerBase(id: id, kind: .longPress)
        self.configuration = configuration
    }

    /// The one transition function.
    mutating func handle(_ input: RecognizerInput, _ c: RecognizerContext,
                         _ events: inout [GestureEvent], _ log: inout TransitionLog) {
        let s = c.sample
        switch (base.state, input) {
        case (.possible, .frame):
            if s.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &log); return }
            if base.claim != nil {
                // Held long enough; waiting for the arena. Lifting now is too late to begin.
                if s.fingers < configuration.fingers { base.fail(at: c.time, .touchesEnded, &log) }
                return
            }
            if s.fingers > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &log); return }
            if s.maximumDisplacementMillimetres > configuration.maximumMovementMillimetres {
                base.fail(at: c.time, .movedTooFar, &log); return
            }
            if pressStart == nil {
                if s.fingers == configuration.fingers {
                    pressStart = c.time
                    startTranslation = s.translation
                    base.deadline = c.time + Milliseconds(configuration.minimumDurationMilliseconds)
                    base.note(.startedTracking, at: c.time, &log)
                } else if s.fingers == 0 {
                    base.fail(at: c.time, .touchesEnded, &log)
                }
            } else if s.fingers < configuration.fingers {
                base.fail(at: c.time, .touchesEnded, &log)
            }
        case (.possible, .deadline(let t)):
            guard pressStart != nil, base.claim == nil else { return }
            base.deadline = nil
            base.setClaim(Claim(time: Double(t.microseconds), margin: 0), at: t, .minimumDurationReached, &log)
        case (.possible, .granted(let t, let reason)):
            begin(at: t, reason, s, &events, &log)
        case (.possible, .partnerBegan(let t, let partner)):
            if pressStart != nil && s.fingers == configuration.fingers { begin(at: t, .beganWith(partner), s, &events, &log) }
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
            pressStart = nil
            base.move(to: .possible, at: t, .reset, &log)
        case (.possible, .reset), (.began, .reset), (.changed, .reset),
             (_, .deadline), (_, .granted), (_, .partnerBegan), (_, .denied), (_, .cancel),
             (.ended, .frame), (.cancelled, .frame), (.failed, .frame), (.recognized, .frame):
            break   // nothing happens to a long press in this state
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
        let duration = pressStart.map { t - $0 } ?? .zero
        events.append(GestureEvent(
            time: t, phase: phase, recognizer: base.id, fingers: fingers, location: s.location,
            detail: .longPress(duration: duration, translation: s.translation - startTranslation)))
    }
}
