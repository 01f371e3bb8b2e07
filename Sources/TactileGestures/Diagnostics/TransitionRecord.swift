import TactileCore

/// One entry of the transition log: a recognizer moved from one state to another
/// (or an input error the engine detected, with `recognizer == nil`).
public struct TransitionRecord: Hashable, Sendable, CustomStringConvertible, TransitionLogRecord {
    public var time: Timestamp
    /// The recognizer, or nil for engine-level records (unknown touch ids, time going backwards).
    public var recognizer: RecognizerID?
    public var kind: GestureKind?
    public var from: GestureState
    public var to: GestureState
    public var reason: TransitionReason

    public init(time: Timestamp, recognizer: RecognizerID?, kind: GestureKind?,
                from: GestureState, to: GestureState, reason: TransitionReason) {
        self.time = time; self.recognizer = recognizer; self.kind = kind
        self.from = from; self.to = to; self.reason = reason
    }

    /// True when the record reports an impossible transition or bad input.
    public var isError: Bool { reason.isError }

    public var description: String {
        let who = recognizer.map { "\(kind?.rawValue ?? "?")\($0)" } ?? "engine"
        return "\(time) \(who) \(from.rawValue) -> \(to.rawValue): \(reason)"
    }
}
