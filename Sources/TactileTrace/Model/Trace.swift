import TactileCore

/// A recorded input session: one or more devices with their events, plus
/// Tactile's own annotations.
///
/// Read one with ``TraceReader``, write one with ``LibinputRecordWriter`` (all
/// devices, metadata included) or ``EvemuWriter`` (one device, no metadata).
/// Timestamps are kept exactly as recorded: they may start at an absolute epoch
/// time and may even go backwards; the engine clamps, the trace never reorders.
public struct Trace: Hashable, Sendable {
    /// The recorded devices, in file order. Event time bases are shared across
    /// devices of one libinput recording.
    public var devices: [TraceDevice]
    /// Tactile-specific data (screen, expected gestures); empty for foreign files.
    public var metadata: TraceMetadata
    /// Problems that did not stop reading, e.g. a truncated last frame.
    public var warnings: [TraceWarning]

    public init(devices: [TraceDevice], metadata: TraceMetadata = TraceMetadata(), warnings: [TraceWarning] = []) {
        self.devices = devices
        self.metadata = metadata
        self.warnings = warnings
    }

    /// The number of events over all devices.
    public var eventCount: Int { devices.reduce(0) { $0 + $1.events.count } }
}
