import TactileCore

/// Writes a libinput-record YAML file while recording, so a recorder killed hard
/// leaves a file that replays up to its last complete frame.
///
/// Like `libinput record`, only the first device's events can stream (YAML nests
/// events inside their device); the other devices and their events are written
/// by ``trailer(otherDevices:)`` at a clean exit.
package struct LibinputRecordStream: Sendable {
    private let writer: LibinputRecordWriter
    private var frameOpen = false
    private var lastReportMilliseconds: Int64?
    private var names = EventNameCache()

    package init(includeComments: Bool = true) {
        writer = LibinputRecordWriter(includeComments: includeComments)
    }

    /// The file up to the first device's `events:` key.
    package func header(firstDevice: TraceDevice, deviceCount: Int, metadata: TraceMetadata = TraceMetadata()) -> [UInt8] {
        var sink = ByteSink(capacity: 4096)
        sink.append("# libinput record\n")
        if writer.includeComments { sink.append("# written by tactile record\n") }
        sink.append("version: 1\nndevices: ")
        sink.appendDecimal(Int64(deviceCount))
        sink.append(ASCII.newline)
        writer.appendMetadata(metadata, to: &sink)
        sink.append("devices:\n")
        writer.appendDeviceHeader(firstDevice, to: &sink)
        sink.append("  events:\n")
        return sink.bytes
    }

    /// Event lines for the first device (normally one frame ending in `SYN_REPORT`).
    package mutating func events(_ events: ArraySlice<InputEvent>) throws(TraceWriteError) -> [UInt8] {
        var sink = ByteSink(capacity: 64 * events.count + 32)
        try writer.appendEventLines(events, frameOpen: &frameOpen, lastReportMilliseconds: &lastReportMilliseconds,
                                    names: &names, to: &sink)
        return sink.bytes
    }

    /// The remaining devices, complete with their events.
    package func trailer(otherDevices: [TraceDevice]) throws(TraceWriteError) -> [UInt8] {
        var sink = ByteSink(capacity: 4096)
        var localNames = EventNameCache()
        for device in otherDevices {
            writer.appendDeviceHeader(device, to: &sink)
            if device.events.isEmpty { sink.append("  events: []\n"); continue }
            sink.append("  events:\n")
            var open = false
            var last: Int64?
            try writer.appendEventLines(device.events[...], frameOpen: &open, lastReportMilliseconds: &last,
                                        names: &localNames, to: &sink)
        }
        return sink.bytes
    }
}
