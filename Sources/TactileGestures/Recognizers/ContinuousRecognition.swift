import TactileCore

/// What makes a continuous recognizer a pan, a pinch, a long press...: how it decides to
/// claim while `possible`, how many fingers keep it going and what it reports.
/// ``ContinuousRecognizer`` runs the state machine around it, which is the same for all.
///
/// Implementations only move `base` through ``RecognizerBase/fail(at:_:_:)``,
/// ``RecognizerBase/setClaim(_:at:_:_:)``, ``RecognizerBase/note(_:at:_:)`` and its deadline.
protocol ContinuousRecognition: Sendable {
    associatedtype Configuration: Sendable
    static var kind: GestureKind { get }
    init(configuration: Configuration)

    /// A frame while `possible`: track, fail, or claim when the threshold is crossed.
    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput)
    /// The recognizer's own deadline arrived while `possible` (only time-based recognizers set one).
    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput)
    /// Whether it can begin now because a `transform` partner began.
    func canBeginWithPartner(_ s: GroupSample) -> Bool
    /// Below this many fingers a gesture in progress ends.
    var minimumFingers: Int { get }
    /// The values whose change makes a `changed` event (a frame with no change sends none).
    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double)
    /// Where the gesture is (pt): the centroid of the fingers down, unless the gesture
    /// belongs to some of them only (a long press: its own fingers, not one that joined).
    func location(_ c: RecognizerContext) -> ScreenPoint
    /// The event values at `time`.
    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail
    /// Forgets the last touch sequence.
    mutating func reset()
    /// While in progress: a reason to end now although enough fingers are down (a long
    /// press whose joined finger moves), nil to go on.
    func endReason(_ c: RecognizerContext) -> TransitionReason?
    /// While in progress: whether to end when a recognizer of a newer finger set claims
    /// and this one excludes it.
    var yieldsToNewFingers: Bool { get }
    /// While in progress: whether a change of the finger set ends it and begins it again
    /// with the new set at once (`ended` then `began`), rather than carrying on.
    var restartsWhenFingersChange: Bool { get }
    /// While in progress, every frame before its values are reported.
    mutating func track(_ c: RecognizerContext)
    /// Whether `ended` at a lift repeats the last reported values: for spans and angles,
    /// which in the lift frame mix the lifting finger's stale position with the other's
    /// new one.
    var endsWithLastReportedValues: Bool { get }
    /// The gesture begins again for a new finger set (``restartsWhenFingersChange``):
    /// take the new set's reference values.
    mutating func restart(_ s: GroupSample, at time: Timestamp)
}

extension ContinuousRecognition {
    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput) {}
    func endReason(_ c: RecognizerContext) -> TransitionReason? { nil }
    func location(_ c: RecognizerContext) -> ScreenPoint { c.sample.location }
    var yieldsToNewFingers: Bool { false }
    var restartsWhenFingersChange: Bool { false }
    var endsWithLastReportedValues: Bool { false }
    mutating func track(_ c: RecognizerContext) {}
    mutating func restart(_ s: GroupSample, at time: Timestamp) {}
}
