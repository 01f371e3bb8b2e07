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
    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog)
    /// The recognizer's own deadline arrived while `possible` (only time-based recognizers set one).
    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ log: inout TransitionLog)
    /// Whether it can begin now because a `transform` partner began.
    func canBeginWithPartner(_ s: GroupSample) -> Bool
    /// Below this many fingers a gesture in progress ends.
    var minimumFingers: Int { get }
    /// The values whose change makes a `changed` event (a frame with no change sends none).
    func reportedValues(_ s: GroupSample) -> (Double, Double, Double)
    /// The event values at `time`.
    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail
    /// Forgets the last touch sequence.
    mutating func reset()
}

extension ContinuousRecognition {
    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ log: inout TransitionLog) {}
}
