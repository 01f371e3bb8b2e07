import TactileCore

/// The state machine of every discrete recognizer (tap, swipe): `possible -> recognized |
/// failed`, and back to `possible` on reset. What differs per kind is its ``DiscreteRecognition``.
struct DiscreteRecognizer<Recognition: DiscreteRecognition>: Sendable {
    var base: RecognizerBase
    private(set) var recognition: Recognition

    init(id: RecognizerID, configuration: Recognition.Configuration) {
        base = RecognizerBase(id: id, kind: Recognition.kind)
        recognition = Recognition(configuration: configuration)
    }

    /// The one transition function.
    mutating func handle(_ input: RecognizerInput, _ c: RecognizerContext,
                         _ out: inout GestureOutput) {
        switch (base.state, input) {
        case (.possible, .frame):
            recognition.recognize(c, &base, &out)
        case (.possible, .deadline(let t)):
            recognition.deadlineReached(at: t, &base, &out)
        case (.possible, .nextSequence(let t)):
            if let reason = recognition.reasonNotToContinue(c) { base.fail(at: t, reason, &out) }
        case (.possible, .granted(let t, let reason)):
            guard base.move(to: .recognized, at: t, reason, &out) else { return }
            out.append(GestureEvent(time: t, phase: .recognized, recognizer: base.id,
                                       fingers: recognition.recognizedFingers, location: recognition.recognizedLocation,
                                       detail: recognition.recognizedDetail))
        case (.possible, .denied(let t, let reason)):
            base.fail(at: t, reason, &out)
        case (.possible, .cancel(let t)):
            base.fail(at: t, .cancelledByCaller, &out)
        case (.failed, .reset(let t)), (.recognized, .reset(let t)), (.ended, .reset(let t)), (.cancelled, .reset(let t)):
            recognition.reset()
            base.move(to: .possible, at: t, .reset, &out)
        case (.possible, .reset), (.began, _), (.changed, _), (_, .deadline), (_, .nextSequence), (_, .granted), (_, .partnerBegan),
             (_, .yield), (_, .denied), (_, .cancel), (.ended, .frame), (.cancelled, .frame), (.failed, .frame), (.recognized, .frame):
            break   // nothing happens to a discrete recognizer in this state (began/changed cannot occur)
        }
    }
}
