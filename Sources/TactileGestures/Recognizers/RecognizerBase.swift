import TactileCore

/// The part every recognizer shares: identity, UIKit state, pending claim and
/// deadline, and the one place state changes are validated and logged.
struct RecognizerBase: Sendable {
    let id: RecognizerID
    let kind: GestureKind
    private(set) var state: GestureState = .possible
    /// Non-nil while the recognizer has crossed its threshold and waits for the arena.
    private(set) var claim: Claim?
    /// When the recognizer needs ``RecognizerInput/deadline(_:)``.
    var deadline: Timestamp?
    /// Whether the "waiting for" record was written for the current claim.
    var loggedWaiting = false
    /// The region's touch sequence this recognizer last took part in. Exclusion only
    /// applies within one sequence: a single tap still waiting (for a double tap to fail)
    /// after its sequence ended must not knock out recognizers following the next touch.
    var sequence = 0
    /// The region's finger set (``RegionState/epoch``) in which this recognizer was last
    /// armed: at the start of a sequence, or re-armed when a finger joined.
    var armedEpoch = 0
    /// The finger set in which it last became terminal (ended, recognized, cancelled, failed).
    var terminalEpoch = 0
    /// It ended because a recognizer of a newer finger set claimed (a long press giving way
    /// to the pinch of the finger that joined): it no longer excludes anything.
    var yielded = false
    /// It just ended early because its fingers started something else (a long press whose
    /// fingers pinch): the engine starts a new finger set and re-arms what it had excluded.
    var requestsRearm = false

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
        if next == .possible && reason == .reset { claim = nil; deadline = nil; loggedWaiting = false; yielded = false }
        return true
    }

    /// Records progress that keeps the state `possible` (a tap completed, tracking started).
    mutating func note(_ reason: TransitionReason, at time: Timestamp, _ out: inout GestureOutput) {
        out.record(TransitionRecord(time: time, recognizer: id, kind: kind, from: state, to: state, reason: reason))
    }

    /// Crossed the threshold: ask the arena to win.
    mutating func setClaim(_ c: Claim, at time: Timestamp, _ reason: TransitionReason, _ out: inout GestureOutput) {
        claim = c
        loggedWaiting = false
        note(reason, at: time, &out)
    }

    /// Fails from `possible` (no-op with an error record from any other state).
    mutating func fail(at time: Timestamp, _ reason: TransitionReason, _ out: inout GestureOutput) {
        move(to: .failed, at: time, reason, &out)
    }

    /// The record writer for the arena's "waiting for" notes.
    mutating func noteWaiting(for other: RecognizerID, at time: Timestamp, _ out: inout GestureOutput) {
        guard !loggedWaiting else { return }
        loggedWaiting = true
        note(.waitingFor(other), at: time, &out)
    }
}
