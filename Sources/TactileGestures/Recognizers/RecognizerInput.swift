import TactileCore

/// What a recognizer's transition function reacts to.
enum RecognizerInput: Sendable {
    /// A new frame for the region: read the context's sample and touches.
    case frame
    /// The recognizer's own deadline arrived.
    case deadline(Timestamp)
    /// A new touch sequence began while this recognizer carries an attempt over from the
    /// last one (a multi-tap between its taps): the attempt fails if the context's frame,
    /// the new sequence's first, cannot continue it. The frame itself is not handed over
    /// here: it follows as ``frame``, once, if the attempt goes on.
    case nextSequence(Timestamp)
    /// The arena let its claim win.
    case granted(Timestamp, TransitionReason)
    /// A partner in a `transform` relation began: begin too if able.
    case partnerBegan(Timestamp, RecognizerID)
    /// A recognizer of a newer finger set claims and this one, in progress, excludes it:
    /// give way (end) if the recognizer does that (a long press), else carry on.
    case yield(Timestamp, RecognizerID)
    /// The arena rejected it.
    case denied(Timestamp, TransitionReason)
    /// The caller cancelled every gesture.
    case cancel(Timestamp)
    /// Back to `possible` for the next touch sequence.
    case reset(Timestamp)
}
