import TactileCore

/// The part every recognizer shares: identity, UIKit state, pending claim and
/// deadline, and the one place state changes are validated and logged. Where it stands in
/// the region's finger sets is not here but in the region's ``FingerSetRound``.
struct RecognizerBase: Sendable {
    let id: RecognizerID
    let kind: GestureKind
    private(set) var state: GestureState = .possible
    /// Non-nil while the recognizer has crossed its threshold and waits for the arena.
    private(set) var claim: Claim?
    /// When the recognizer needs ``RecognizerInput/deadline(_:)``.
    var deadline: Timestamp?

    init(id: RecognizerID, kind: GestureKind) { self.id = id; self.kind = kind }

    /// Moves to `next`, logging the transition; an illegal one is logged as an error and
    /// not taken. Returns whether the state changed.
    @discardableResult
    mutating func move(to next: GestureState, at time: Timestamp, _ reason: TransitionReason,
                       _ out: inout GestureOutput) -> Bool {
        guard state.canTransition(to: next, continuous: kind.isContinuous) else {
            out.record(TransitionRecord(time: time, recognizer: id, kind: kind, from: state, to: next,
                                        reason: .illegalTransition))
            return false
        }
        // changed -> changed happens every frame: not worth a record.
        if !(state == .changed && next == .changed) {
            out.record(TransitionRecord(time: time, recognizer: id, kind: kind, from: state, to: next, reason: reason))
        }
        state = next
        if next != .possible { claim = nil; deadline = nil }
        if next == .possible && reason == .reset { claim = nil; deadline = nil }
        return true
    }

    /// Records progress that keeps the state `possible` (a tap completed, tracking started).
    mutating func note(_ reason: TransitionReason, at time: Timestamp, _ out: inout GestureOutput) {
        out.record(TransitionRecord(time: time, recognizer: id, kind: kind, from: state, to: state, reason: reason))
    }

    /// Crossed the threshold: ask the arena to win.
    mutating func setClaim(_ c: Claim, at time: Timestamp, _ reason: TransitionReason, _ out: inout GestureOutput) {
        claim = c
        note(reason, at: time, &out)
    }

    /// Fails from `possible` (no-op with an error record from any other state).
    mutating func fail(at time: Timestamp, _ reason: TransitionReason, _ out: inout GestureOutput) {
        move(to: .failed, at: time, reason, &out)
    }

}
