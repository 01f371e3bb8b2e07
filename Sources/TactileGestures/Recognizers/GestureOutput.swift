import TactileCore

/// What handling an input produces: the gesture events (appended to the caller's array,
/// which the engine lends it for the call) and the transition records. One value handed
/// down the engine, the arena and the recognizers.
struct GestureOutput: Sendable {
    var events: [GestureEvent] = []
    var log: TransitionLog<TransitionRecord>

    init(log: TransitionLog<TransitionRecord>) { self.log = log }

    mutating func append(_ event: GestureEvent) { events.append(event) }

    mutating func record(_ record: TransitionRecord) { log.append(record) }
}
