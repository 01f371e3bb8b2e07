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

    init(log: TransitionLog<TransitionRecord>) { self.log = log }

    mutating func append(_ event: GestureEvent) { events.append(event) }

    mutating func record(_ record: TransitionRecord) { log.append(record) }
}
