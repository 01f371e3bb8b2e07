import TactileCore

/// An endless event source for steady-state measurements: plays `events` over and over,
/// shifting each round's timestamps by the trace's period so time never goes backwards.
/// Allocation-free and cheap (one add per event), so what is measured is the consumer.
public struct EventCycle: Sendable {
    @usableFromInline let events: [InputEvent]
    @usableFromInline let period: Int64
    @usableFromInline var index = 0
    @usableFromInline var offset: Int64 = 0

    public init(_ events: [InputEvent], gapMicroseconds: Int64 = TraceLoop.defaultGapMicroseconds) {
        precondition(!events.isEmpty, "nothing to cycle")
        self.events = events
        period = TraceLoop.period(of: events, gapMicroseconds: gapMicroseconds)
    }

    public var count: Int { events.count }

    @inlinable
    public mutating func next() -> InputEvent {
        var e = events[index]
        e.time = Timestamp(microseconds: e.time.microseconds &+ offset)
        index += 1
        if index == events.count {
            index = 0
            offset &+= period
        }
        return e
    }
}
