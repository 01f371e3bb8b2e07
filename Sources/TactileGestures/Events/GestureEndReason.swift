/// Why a continuous gesture ended or was cancelled: the `"reason"` field of `ended` and
/// `cancelled` events.
public enum GestureEndReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// Fewer fingers than the gesture needs remain (the usual end).
    // The declaration order is the C API's numbering (enum tactile_end_reason, from 1): add new cases at the end.
    case fingersLifted
    /// A long press gave way to a recognizer of a newer finger set (a finger joined and
    /// pinched, rotated or dragged).
    case yielded
    /// A long press ended because a finger that joined it moved.
    case fingerJoinedAndMoved
    /// A multi-finger long press ended because its fingers moved apart or together.
    case fingersMovedApart
    /// The finger set changed and the gesture began again with the new set
    /// (``PanConfiguration/restartsWhenFingersChange``).
    case handedOver
    /// A touch was cancelled (SYN_DROPPED, device unplugged, trace ended with a finger down).
    case touchCancelled
    /// The caller cancelled every gesture.
    case cancelledByCaller
    /// A touch of the gesture was rejected as a palm (`MT_TOOL_PALM`, the size or pressure
    /// threshold, or a paired pen's writing-hand zone: Docs/PALMS.md).
    case palm

    init?(_ reason: TransitionReason) {
        switch reason {
        case .fingersLifted, .touchesEnded: self = .fingersLifted
        case .yieldedTo: self = .yielded
        case .fingerJoinedAndMoved: self = .fingerJoinedAndMoved
        case .fingersMovedApart: self = .fingersMovedApart
        case .handedOver: self = .handedOver
        case .touchCancelled: self = .touchCancelled
        case .cancelledByCaller: self = .cancelledByCaller
        case .palm: self = .palm
        default: return nil
        }
    }
}
