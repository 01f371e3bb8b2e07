import TactileCore

/// What makes a discrete recognizer a tap or a swipe: how it decides to claim while
/// `possible` and what it reports once granted. ``DiscreteRecognizer`` runs the state
/// machine around it.
///
/// Implementations only move `base` through ``RecognizerBase/fail(at:_:_:)``,
/// ``RecognizerBase/setClaim(_:at:_:_:)``, ``RecognizerBase/note(_:at:_:)`` and its deadline.
protocol DiscreteRecognition: Sendable {
    associatedtype Configuration: Sendable
    static var kind: GestureKind { get }
    init(configuration: Configuration)

    /// A frame while `possible`: track, fail, or claim once decided.
    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput)
    /// The recognizer's own deadline arrived while `possible`.
    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput)
    /// A new touch sequence begins while an attempt is carried over from the last one (a
    /// multi-tap between its taps, no claim yet): why its first frame (`c`) cannot continue
    /// the attempt (the next tap too far), nil when it can. A question only: the frame is
    /// handed over next, once, when the attempt goes on.
    func reasonNotToContinue(_ c: RecognizerContext) -> TransitionReason?
    /// Fingers, location (pt) and values of the event reported when the claim is granted
    /// (captured when it claimed: the touches may be gone by then).
    var recognizedFingers: Int { get }
    var recognizedLocation: ScreenPoint { get }
    var recognizedDetail: GestureDetail { get }
    /// Forgets the last touch sequence.
    mutating func reset()
}

extension DiscreteRecognition {
    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput) {}
    func reasonNotToContinue(_ c: RecognizerContext) -> TransitionReason? { nil }
}
