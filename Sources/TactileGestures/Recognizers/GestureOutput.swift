import TactileCore

/// What handling an input produces: the gesture events (appended to the caller's array,
/// which the engine lends it for the call) and the transition records. One value handed
/// down the engine, the arena and the recognizers.
struct GestureOutput: Sendable {
    var events: [GestureEvent] = []
    var log: TransitionLog<TransitionRecord>
    /// Set when a gesture in progress ended early because its fingers started something
    /// else: the engine takes it to the region's ``FingerSetRound`` (a new finger set) and clears it.
    var endedEarly = false
    /// The recognizers that take pen contacts (bit m = recognizer m): their events say `pen`.
    let penRecognizers: UInt64

    init(log: TransitionLog<TransitionRecord>, penRecognizers: UInt64 = 0) {
        self.log = log
        self.penRecognizers = penRecognizers
    }

    /// Appends an event, with the pointer type of the recognizer that made it.
    mutating func append(_ event: GestureEvent) {
        var event = event
        if penRecognizers & (1 << UInt64(event.recognizer.index)) != 0 { event.pointerType = .pen }
        events.append(event)
    }

    mutating func record(_ record: TransitionRecord) { log.append(record) }
}
