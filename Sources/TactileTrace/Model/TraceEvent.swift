import TactileCore

/// An event tagged with the index of the device (in ``Trace/devices``) that sent it.
public struct TraceEvent: Hashable, Sendable {
    /// Index into ``Trace/devices``.
    public var device: Int
    public var event: InputEvent

    @inlinable public init(device: Int, event: InputEvent) {
        self.device = device
        self.event = event
    }
}
