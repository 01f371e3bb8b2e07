import TactileCore

/// How pinch and rotate start measuring: they wait for a second finger and for a span
/// at which ratios and angles are trustworthy, fail like every recognizer on a cancel or
/// when the touches end, start over when fewer than two fingers remain, and start again
/// from the new finger set when a finger joins.
///
/// It also remembers where the fingers' centroid was when tracking started, so both can
/// tell fingers moving *together* (a two-finger pan or scroll, whose span and angle drift
/// a little as a side effect) from fingers moving *relative to each other* (libinput:
/// same direction -> scroll, opposite -> pinch).
struct SpanTracking: Sendable {
    enum Step { case waiting, started, tracking }

    private(set) var isTracking = false
    private var loggedSmallSpan = false
    private var loggedMovingTogether = false
    private var startTranslationPhysical: PhysicalPoint = .zero

    /// The checks every pinch/rotate frame goes through first. `.started` on the frame
    /// tracking starts (take the reference values), `.tracking` on later frames (measure),
    /// `.waiting` when there is nothing to measure (or `base` just failed).
    mutating func update(_ c: RecognizerContext, minimumSpanMillimetres: Double,
                         _ base: inout RecognizerBase, _ out: inout GestureOutput) -> Step {
        let s = c.sample
        if base.failIfTouchesLost(c, minimumFingers: 2, &out) { return .waiting }
        guard s.fingers >= 2 else { isTracking = false; return .waiting }   // wait for a second finger
        // A finger joining starts a new finger set: measure from it (the pinch of the fingers
        // now down, not of the set before).
        if isTracking && !s.fingerJoined { return .tracking }
        if s.fingerJoined { isTracking = false; loggedSmallSpan = false }
        guard s.spanMillimetres >= minimumSpanMillimetres else {
            if !loggedSmallSpan { loggedSmallSpan = true; base.note(.spanTooSmallForReference, at: c.time, &out) }
            return .waiting
        }
        isTracking = true
        startTranslationPhysical = s.translationPhysical
        base.note(.startedTracking, at: c.time, &out)
        return .started
    }

    /// How far the fingers' centroid has moved on the panel since tracking started (mm).
    func translationMillimetres(_ s: GroupSample) -> Double {
        (s.translationPhysical - startTranslationPhysical).length
    }

    /// Records, once per sequence, that the threshold would have been crossed but for the
    /// fingers moving together (for whoever tunes the allowance).
    mutating func noteMovingTogether(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        guard !loggedMovingTogether else { return }
        loggedMovingTogether = true
        base.note(.fingersMovingTogether, at: time, &out)
    }

    mutating func reset() {
        isTracking = false
        loggedSmallSpan = false
        loggedMovingTogether = false
    }
}
