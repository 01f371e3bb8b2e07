import TactileCore

/// How pinch and rotate measure, one skeleton for both: they wait for a second finger and for a span
/// at which ratios and angles are trustworthy, fail like every recognizer on a cancel or
/// when the touches end, start over when fewer than two fingers remain, and start again
/// from the new finger set when a finger joins.
///
/// It also remembers where the fingers' centroid was when tracking started, so both can
/// tell fingers moving *together* (a two-finger pan or scroll, whose span and angle drift
/// a little as a side effect) from fingers moving *relative to each other* (libinput:
/// same direction -> scroll, opposite -> pinch). Then it runs their threshold
/// (``claim(_:_:settleAllowance:notedDrift:allowance:threshold:_:_:)``): each gives only
/// what it measures and how far it must change.
struct SpanTracking: Sendable {
    enum Step { case waiting, started, tracking }

    private(set) var isTracking = false
    private var loggedSmallSpan = false
    private var loggedMovingTogether = false
    private var startTranslationPhysical: PhysicalPoint = .zero
    private var progress = ThresholdProgress()
    /// The measured value the threshold counts from (as `x`): the start, moved by the
    /// settled drift (a span in mm for pinch, an angle for rotate).
    private var settle = SettleTracker()

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

    /// Tracking started with the measured value at `reference` (call on `.started`).
    mutating func start(_ reference: Double, at time: Timestamp) {
        settle.start(PhysicalPoint(x: reference, y: 0))
        progress.start(at: time)
    }

    /// The threshold pinch and rotate share, fed the frame's measured `value` (span or
    /// angle): its change from the reference must reach `threshold(reference)`, raised by
    /// `settleAllowance` while fingertips settle (``SettleRule``: the settled drift then
    /// moves the reference, and more than `notedDrift` of it is logged), after taking off
    /// `allowance`, what the fingers moving together account for. Returns the claim when
    /// the threshold is crossed (interpolated, as for every threshold).
    mutating func claim(_ value: Double, _ c: RecognizerContext, settleAllowance: Double, notedDrift: Double,
                        allowance: Double, threshold: (Double) -> Double,
                        _ base: inout RecognizerBase, _ out: inout GestureOutput) -> Claim? {
        let step = settle.update(PhysicalPoint(x: value, y: 0), c.sample, at: c.time, rule: c.settle, allowance: settleAllowance)
        if step.absorbed > notedDrift { base.note(.settling, at: c.time, &out) }
        let reference = settle.origin.x
        let change = abs(value - reference)
        let required = threshold(reference) + (step.settling ? settleAllowance : 0)
        if change >= required && change - allowance < required { noteMovingTogether(at: c.time, &base, &out) }
        // A continuous measure of progress (not a yes/no per frame), so the crossing time
        // is interpolated and the result does not depend on the rate.
        return progress.update((change - allowance) / required, at: c.time)
    }

    /// How far the fingers' centroid has moved on the panel since tracking started (mm).
    func translationMillimetres(_ s: GroupSample) -> Double {
        (s.translationPhysical - startTranslationPhysical).length
    }

    /// Records, once per sequence, that the threshold would have been crossed but for the
    /// fingers moving together (for whoever tunes the allowance).
    private mutating func noteMovingTogether(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
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
