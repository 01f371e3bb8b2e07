/// Why a recognizer changed state: the "reason" column of the transition log.
public enum TransitionReason: Hashable, Sendable, CustomStringConvertible {
    // Progress while still possible.
    case startedTracking
    case tapCompleted(taps: Int)
    case thresholdCrossed
    case minimumDurationReached
    case waitingFor(RecognizerID)
    case spanTooSmallForReference
    case fingersMovingTogether
    case rearmedForNewFingers
    /// The region's finger set changed (``FingerSetChange``): `round` counts the region's
    /// finger sets (the current one after the change).
    case fingerSet(FingerSetChange, round: Int)
    /// An inner step of a tap while `possible` (libinput logs every tap state).
    case tapStep(TapStep)
    /// An inner step of a long press while `possible`.
    case longPressStep(LongPressStep)
    case settling
    // Arena decisions.
    case won
    case wonAfterFailureOf(RecognizerID)
    case lostTo(RecognizerID)
    case beganWith(RecognizerID)
    // Failures of the recognizer's own conditions.
    case movedTooFar
    case tooManyFingers
    case tooFewFingers
    case touchesEnded
    case tapTooLong
    case intervalExpired
    case tapsTooFarApart
    case tooSlow
    case tooShort
    case tookTooLong
    case wrongDirection
    case notAtEdge
    case fingersMovedApart
    // Progress of a gesture in progress.
    case updated
    case fingersLifted
    case yieldedTo(RecognizerID)
    case fingerJoinedAndMoved
    case handedOver
    /// A force press: the pressure fell back below its release level.
    case pressureReleased
    /// A force press on a touch without pressure (the panel reports none).
    case noPressure
    case touchCancelled
    /// A touch was rejected as a palm (cancelled with reason `palm`).
    case palm
    case cancelledByCaller
    // Bookkeeping.
    case reset
    // Errors: reported, never silently ignored.
    case illegalTransition
    case unknownTouch(id: Int)
    case tooManyTouches(id: Int)
    case timeWentBackwards

    /// True for the cases that describe bad input or a bug rather than a decision.
    public var isError: Bool {
        switch self {
        case .illegalTransition, .unknownTouch, .tooManyTouches, .timeWentBackwards: return true
        case .startedTracking, .tapCompleted, .thresholdCrossed, .minimumDurationReached, .waitingFor,
             .spanTooSmallForReference, .fingersMovingTogether, .rearmedForNewFingers, .fingerSet, .tapStep, .longPressStep, .settling, .won, .wonAfterFailureOf, .lostTo, .beganWith, .movedTooFar,
             .tooManyFingers, .tooFewFingers, .touchesEnded, .tapTooLong, .intervalExpired, .tapsTooFarApart,
             .tooSlow, .tooShort, .tookTooLong, .wrongDirection, .notAtEdge, .fingersMovedApart, .updated, .fingersLifted, .yieldedTo, .fingerJoinedAndMoved, .handedOver,
             .pressureReleased, .noPressure, .touchCancelled, .palm, .cancelledByCaller, .reset:
            return false
        }
    }

    public var description: String { text(names: []) }

    /// The reason with the other recognizer named by `names` (the configuration's recognizer
    /// names, by index: `lost to pan`), or by its index (`lost to #4`) when it has none.
    public func text(names: [String]) -> String {
        func name(_ r: RecognizerID) -> String { names.indices.contains(r.index) ? names[r.index] : r.description }
        switch self {
        case .startedTracking: return "started tracking"
        case .tapCompleted(let n): return "tap \(n) completed"
        case .thresholdCrossed: return "threshold crossed"
        case .minimumDurationReached: return "minimum duration reached"
        case .waitingFor(let r): return "waiting for \(name(r)) to fail"
        case .spanTooSmallForReference: return "fingers closer than the minimum span"
        case .fingersMovingTogether: return "fingers moving together: a pan, not a pinch or rotation"
        case .rearmedForNewFingers: return "re-armed: a finger joined, a new finger set begins"
        case .fingerSet(let change, let round): return "finger set \(round): \(change.text)"
        case .tapStep(let step): return "step: \(step.rawValue)"
        case .longPressStep(let step): return "step: \(step.rawValue)"
        case .settling: return "fingertips settling: threshold raised, reference taken when they have settled"
        case .won: return "won the arena"
        case .wonAfterFailureOf(let r): return "won after \(name(r)) failed"
        case .lostTo(let r): return "lost to \(name(r))"
        case .beganWith(let r): return "began together with \(name(r))"
        case .movedTooFar: return "moved beyond the allowed movement"
        case .tooManyFingers: return "too many fingers"
        case .tooFewFingers: return "too few fingers"
        case .touchesEnded: return "touches ended before recognition"
        case .tapTooLong: return "held longer than the maximum tap duration"
        case .intervalExpired: return "no next tap within the maximum interval"
        case .tapsTooFarApart: return "taps too far apart"
        case .tooSlow: return "too slow"
        case .tooShort: return "moved less than the minimum distance"
        case .tookTooLong: return "the stroke took longer than the maximum duration"
        case .wrongDirection: return "direction not allowed or too far off the axis"
        case .notAtEdge: return "first contact not within the edge zone"
        case .fingersMovedApart: return "fingers did not all move the same way"
        case .updated: return "values changed"
        case .fingersLifted: return "fingers lifted"
        case .yieldedTo(let r): return "gave way to \(name(r)) of the new finger set"
        case .fingerJoinedAndMoved: return "another finger joined and moved"
        case .handedOver: return "the finger set changed: ended and began again with the new set"
        case .pressureReleased: return "pressure fell below the release level"
        case .noPressure: return "the touch reports no pressure"
        case .touchCancelled: return "touch cancelled"
        case .palm: return "a touch was rejected as a palm"
        case .cancelledByCaller: return "cancelled by the caller"
        case .reset: return "reset for the next touch sequence"
        case .illegalTransition: return "ERROR: illegal transition"
        case .unknownTouch(let id): return "ERROR: touch \(id) was never reported as began"
        case .tooManyTouches(let id): return "ERROR: touch \(id) exceeds the touch capacity, ignored"
        case .timeWentBackwards: return "ERROR: frame time earlier than the previous one, clamped"
        }
    }
}

/// How a region's finger set changed: the events of its finger-set round, logged as
/// ``TransitionReason/fingerSet(_:round:)``.
public enum FingerSetChange: String, Hashable, Sendable, CaseIterable {
    case sequenceBegan, fingerJoined, memberEndedEarly, memberGaveWay, sequenceEnded

    var text: String {
        switch self {
        case .sequenceBegan: return "a touch sequence began"
        case .fingerJoined: return "a finger joined: recognizers done with the last set are re-armed"
        case .memberEndedEarly: return "ended early, its fingers started something else: what it excluded is re-armed"
        case .memberGaveWay: return "gave way to the new finger set: it excludes nothing more"
        case .sequenceEnded: return "the last finger lifted: the sequence ended"
        }
    }
}
