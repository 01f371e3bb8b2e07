import TactileCore

/// Where one touch is in the filter (touchscreen clone).
///
/// ```
///            at risk                   consumed gesture recognized
///   began ───────────▶ held ──────────────────────────────────────▶ consumed (nothing ever sent)
///     │                 │ no consumed gesture possible any more,
///     │ not at risk     │ or held for maximumHold
///     ▼                 ▼
///  forwarding       flushed (replayed: down, its moves, up if it ended) ──┐
///     │                                                                 │ consumed gesture
///     └──────────────── consumed gesture recognized ────────────────────┴▶ cancelled (MT_TOOL_PALM)
/// ```
/// Every touch ends in ``ended`` (its slot is free again). Only `held` waits for a decision.
package enum FilterTouchState: String, Hashable, Sendable, CaseIterable {
    /// Sent to the clone as it happens.
    case forwarding
    /// Kept back: nothing sent yet, its samples are kept for a replay.
    case held
    /// Was held, then replayed; now sent as it happens.
    case flushed
    /// Was sent, then switched to `MT_TOOL_PALM`: apps got a cancel; the rest is not sent.
    case cancelled
    /// Was held and its gesture consumed: apps never saw it.
    case consumed
    /// Lifted (or lost): the clone slot is free.
    case ended
}

/// Where the mouse profile is in one touch sequence (all fingers down to all up).
package enum MouseState: String, Hashable, Sendable, CaseIterable {
    /// No finger down (a fling may be running).
    case idle
    /// One finger down, not yet a drag, a tap or a long press: the pointer follows, no button.
    case pending
    /// A one-finger pan: left button down from where the finger landed.
    case dragging
    /// A one-finger long press: its button is down until the lift.
    case pressing
    /// More than one finger: waiting for a tap or a pan.
    case multiFinger
    /// A two-finger pan: wheel events.
    case scrolling
    /// Done with this sequence (a multi-finger tap clicked, a gesture was consumed): nothing
    /// more until every finger is up.
    case finished
}

/// Why the filter changed a touch's or the mouse profile's state.
package enum FilterTransitionReason: Hashable, Sendable, CustomStringConvertible {
    /// A touch began where no consumed gesture can claim it.
    case notAtRisk
    /// A touch began where rule `rule` (index) may still claim it.
    case atRisk(rule: Int)
    /// Rule `rule`'s gesture was recognized.
    case gestureConsumed(rule: Int)
    /// A touch began while the sequence's gesture was already consumed.
    case sequenceConsumed
    /// No consumed gesture is possible any more for the held touch.
    case undecidedNoLonger
    /// Held for the maximum hold.
    case maximumHoldReached
    /// The finger lifted.
    case lifted
    /// The system lost the touch (SYN_DROPPED, unplug, reload).
    case lost
    /// More touches than the clone has slots.
    case noFreeSlot
    /// Mouse profile: a gesture event moved it on.
    case gesture(GestureKindName)
    /// Mouse profile: a finger joined.
    case fingerJoined
    /// Mouse profile: every finger lifted.
    case allLifted

    /// A gesture kind's name without importing TactileGestures into every switch.
    package typealias GestureKindName = String

    package var description: String {
        switch self {
        case .notAtRisk: return "no consumed gesture can claim it"
        case .atRisk(let r): return "consume rule \(r) may still claim it"
        case .gestureConsumed(let r): return "consume rule \(r) recognized its gesture"
        case .sequenceConsumed: return "the gesture of this touch sequence was consumed"
        case .undecidedNoLonger: return "no consumed gesture is possible any more"
        case .maximumHoldReached: return "held for the maximum hold"
        case .lifted: return "lifted"
        case .lost: return "lost (SYN_DROPPED, unplug or reload)"
        case .noFreeSlot: return "no free slot on the clone"
        case .gesture(let k): return k
        case .fingerJoined: return "a finger joined"
        case .allLifted: return "every finger lifted"
        }
    }
}

/// One entry of the filter's transition log.
package struct FilterTransition: Hashable, Sendable, CustomStringConvertible, TransitionLogRecord {
    /// A touch's state machine or the mouse profile's.
    package enum Machine: Hashable, Sendable {
        case touch(id: Int, from: FilterTouchState, to: FilterTouchState)
        case mouse(from: MouseState, to: MouseState)
    }

    package var time: Timestamp
    /// The engine's device id of the panel.
    package var device: Int
    package var machine: Machine
    package var reason: FilterTransitionReason

    package var description: String {
        switch machine {
        case .touch(let id, let from, let to):
            return "\(time) device \(device) touch \(id) \(from.rawValue) -> \(to.rawValue): \(reason)"
        case .mouse(let from, let to):
            return "\(time) device \(device) mouse \(from.rawValue) -> \(to.rawValue): \(reason)"
        }
    }
}

/// The last transitions (a ring buffer: recording never allocates) and an observer.
package typealias FilterTransitionLog = TransitionLog<FilterTransition>
