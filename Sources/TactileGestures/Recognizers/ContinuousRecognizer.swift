import TactileCore

/// The state machine of every continuous recognizer (long press, pan, pinch, rotate, edge
/// swipe): `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`,
/// and back to `possible` on reset. What differs per kind (when to claim, how many fingers
/// keep it going, what it reports) is its ``ContinuousRecognition``.
struct ContinuousRecognizer<Recognition: ContinuousRecognition>: Sendable {
    var base: RecognizerBase
    private(set) var recognition: Recognition
    private var reported = ReportedMotion()
    /// The values of the last event, for ``ContinuousRecognition/endsWithLastReportedValues``.
    private var lastLocation: ScreenPoint = .zero
    private var lastDetail: GestureDetail?
    /// The finger count of the last event.
    private var lastFingers = 0
    /// The most fingers since `began` (``GestureEvent/mostFingers``).
    private var mostFingers = 0

    init(id: RecognizerID, configuration: Recognition.Configuration) {
        base = RecognizerBase(id: id, kind: Recognition.kind)
        recognition = Recognition(configuration: configuration)
    }

    /// The one transition function. A gesture in progress that ends early because its
    /// fingers started something else (``ContinuousRecognition/endReason(_:)``) says so in
    /// ``GestureOutput/endedEarly``: the region's ``FingerSetRound`` opens a new finger set.
    mutating func handle(_ input: RecognizerInput, _ c: RecognizerContext,
                         _ out: inout GestureOutput) {
        let s = c.sample
        switch (base.state, input) {
        case (.possible, .frame):
            recognition.recognize(c, &base, &out)
        case (.possible, .deadline(let t)):
            recognition.deadlineReached(at: t, &base, &out)
        case (.possible, .granted(let t, let reason)):
            begin(at: t, reason, c, &out)
        case (.possible, .partnerBegan(let t, let partner)):
            if recognition.canBeginWithPartner(s) { begin(at: t, .beganWith(partner), c, &out) }
        case (.began, .frame), (.changed, .frame):
            recognition.track(c)
            if s.cancelled > 0 {
                emit(.cancelled, at: c.time, c, fingers: s.previousFingers, &out, reason: GestureEndReason(s.cancelReason))
                base.move(to: .cancelled, at: c.time, s.cancelReason, &out)
            } else if s.fingers < recognition.minimumFingers {
                if recognition.endsWithLastReportedValues, let detail = lastDetail {
                    out.append(GestureEvent(time: c.time, phase: .ended, recognizer: base.id, fingers: s.previousFingers,
                                               location: lastLocation, detail: detail, reason: .fingersLifted))
                    mostFingers = Swift.max(mostFingers, s.previousFingers)
                    out.events[out.events.count - 1].mostFingers = mostFingers
                } else {
                    emit(.ended, at: c.time, c, fingers: s.previousFingers, &out, reason: .fingersLifted)
                }
                base.move(to: .ended, at: c.time, .fingersLifted, &out)
            } else if let reason = recognition.endReason(c) {
                emit(.ended, at: c.time, c, fingers: s.fingers, &out, reason: GestureEndReason(reason))
                if base.move(to: .ended, at: c.time, reason, &out) { out.endedEarly = true }
            } else if recognition.restartsWhenFingersChange && s.fingersChanged {
                emit(.ended, at: c.time, c, fingers: s.previousFingers, &out, reason: .handedOver)
                base.move(to: .ended, at: c.time, .handedOver, &out)
                base.move(to: .possible, at: c.time, .reset, &out)
                recognition.restart(s, at: c.time)
                begin(at: c.time, .handedOver, c, &out)
            } else if reportedChanged(s) {
                let setChanged = s.fingers != lastFingers
                emit(.changed, at: c.time, c, fingers: s.fingers, &out)
                if setChanged { out.events[out.events.count - 1].fingersChanged = true }
                base.move(to: .changed, at: c.time, .updated, &out)
            }
        case (.possible, .denied(let t, let reason)):
            base.fail(at: t, reason, &out)
        case (.began, .yield(let t, let other)), (.changed, .yield(let t, let other)):
            guard recognition.yieldsToNewFingers else { break }
            emit(.ended, at: t, c, fingers: s.fingers, &out, reason: .yielded)
            base.move(to: .ended, at: t, .yieldedTo(other), &out)
        case (.began, .cancel(let t)), (.changed, .cancel(let t)):
            emit(.cancelled, at: t, c, fingers: s.fingers, &out, reason: .cancelledByCaller)
            base.move(to: .cancelled, at: t, .cancelledByCaller, &out)
        case (.possible, .cancel(let t)):
            base.fail(at: t, .cancelledByCaller, &out)
        case (.ended, .reset(let t)), (.cancelled, .reset(let t)), (.failed, .reset(let t)), (.recognized, .reset(let t)):
            recognition.reset()
            base.move(to: .possible, at: t, .reset, &out)
        case (.possible, .reset), (.began, .reset), (.changed, .reset),
             (_, .deadline), (_, .granted), (_, .partnerBegan), (_, .denied), (_, .cancel), (_, .yield),
             (_, .nextSequence),   // nothing carries over: the last lift ends or fails a continuous recognizer
             (.ended, .frame), (.cancelled, .frame), (.failed, .frame), (.recognized, .frame):
            break   // nothing happens to a continuous recognizer in this state
        }
    }

    private mutating func reportedChanged(_ s: GroupSample) -> Bool {
        let v = recognition.reportedValues(s)
        return reported.changed(v.0, v.1, v.2, v.3, s.fingers)
    }

    private mutating func begin(at t: Timestamp, _ reason: TransitionReason, _ c: RecognizerContext,
                                _ out: inout GestureOutput) {
        guard base.move(to: .began, at: t, reason, &out) else { return }
        _ = reportedChanged(c.sample)
        mostFingers = 0
        emit(.began, at: t, c, fingers: c.sample.fingers, &out)
    }

    private mutating func emit(_ phase: GesturePhase, at t: Timestamp, _ c: RecognizerContext, fingers: Int,
                               _ out: inout GestureOutput, reason: GestureEndReason? = nil) {
        let s = c.sample
        let detail = recognition.detail(at: t, s)
        let location = recognition.location(c)
        out.append(GestureEvent(time: t, phase: phase, recognizer: base.id, fingers: fingers,
                                   location: location, detail: detail, reason: reason))
        mostFingers = Swift.max(mostFingers, fingers)
        out.events[out.events.count - 1].mostFingers = mostFingers
        lastFingers = fingers
        if recognition.endsWithLastReportedValues { lastLocation = location; lastDetail = detail }
    }
}
