import TactileCore

/// One event the filter writes to a virtual device. `event.time` is the time of the input
/// that caused it (a frame's or a deadline's): a dry run writes it as the event's time; the
/// daemon writes the event now and measures the difference.
public struct FilterEmission: Hashable, Sendable {
    package var target: FilterTarget
    public var event: InputEvent

    package init(target: FilterTarget, event: InputEvent) { self.target = target; self.event = event }
}
