import TactileCore

/// Writes one device as evemu text, as `evemu-record` does: file format 1.3
/// (`A:` lines with resolution), `E: sec.usec type code value` events.
///
/// evemu holds one device and no Tactile metadata; use ``LibinputRecordWriter``
/// for those. Everything in ``TraceDevice/description``, the kernel version, the
/// LED/switch states and the events round-trip through ``TraceReader`` unchanged;
/// ``TraceDevice/node`` and ``TraceDevice/udevProperties`` have no place in evemu
/// and are not written. (`AbsInfo.value` is in neither format.)
public struct EvemuWriter: Sendable {
    /// Whether to add evemu's readable `#` comments (device summary, event names).
    public var includeComments: Bool

    public init(includeComments: Bool = true) {
        self.includeComments = includeComments
    }

    /// A self-contained recording: the description, then the events.
    public func write(_ device: TraceDevice) throws(TraceWriteError) -> [UInt8] {
        var sink = ByteSink(capacity: 4096 + device.events.count * (includeComments ? 64 : 26))
        try appendDescription(device, to: &sink)
        if includeComments {
            sink.append("################################\n#      Waiting for events      #\n################################\n")
        }
        try appendEvents(device.events, to: &sink)
        return sink.bytes
    }

    /// Only the description (a `.desc` file).
    public func writeDescription(_ device: TraceDevice) throws(TraceWriteError) -> [UInt8] {
        var sink = ByteSink(capacity: 4096)
        try appendDescription(device, to: &sink)
        return sink.bytes
    }

    /// Only `E:` lines (the events half of a pair).
    public func writeEvents(_ events: [InputEvent]) throws(TraceWriteError) -> [UInt8] {
        var sink = ByteSink(capacity: events.count * (includeComments ? 64 : 26))
        try appendEvents(events, to: &sink)
        return sink.bytes
    }

    // MARK: Parts

    private func appendDescription(_ device: TraceDevice, to sink: inout ByteSink) throws(TraceWriteError) {
        let d = device.description
        if d.name.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw TraceWriteError("evemu cannot store a device name with a line break: \(d.name.debugDescription)")
        }
        if let first = d.name.unicodeScalars.first, first == " " || first == "\t" {
            throw TraceWriteError("evemu cannot store a device name starting with a blank: \(d.name.debugDescription)")
        }
        sink.append("# EVEMU 1.3\n")
        if let kernel = device.kernelVersion, !kernel.contains(where: { $0 == "\n" || $0 == "\r" }) {
            sink.append("# Kernel: ")
            sink.append(kernel)
            sink.append(ASCII.newline)
        }
        if includeComments {
            sink.append("# Input device name: \"")
            sink.append(d.name)
            sink.append("\"\n# Input device ID: ")
            sink.append(d.id.description)
            sink.append("\n# Written by Tactile\n")
        }
        sink.append("N: ")
        sink.append(d.name)
        sink.append("\nI: ")
        for (k, v) in [d.id.bustype, d.id.vendor, d.id.product, d.id.version].enumerated() {
            if k > 0 { sink.append(ASCII.space) }
            sink.appendHex(UInt64(v), digits: 4)
        }
        sink.append(ASCII.newline)

        let highestProperty = Int(d.properties.max() ?? 0)
        var properties = [UInt8](repeating: 0, count: (highestProperty / 64 + 1) * 8)
        for p in d.properties { properties[Int(p) / 8] |= 1 << (p % 8) }
        for line in 0..<properties.count / 8 {
            sink.append("P:")
            appendMaskBytes(properties[line * 8..<line * 8 + 8], to: &sink)
        }
        for line in EvemuBitmaskLayout.lines(for: d.codes) {
            sink.append("B: ")
            sink.appendHex(UInt64(line.type), digits: 2)
            appendMaskBytes(line.bytes[...], to: &sink)
        }
        for code in d.absInfo.keys.sorted() {
            guard let a = d.absInfo[code] else { continue }
            sink.append("A: ")
            sink.appendHex(UInt64(code), digits: 2)
            for v in [a.minimum, a.maximum, a.fuzz, a.flat, a.resolution] {
                sink.append(ASCII.space)
                sink.appendDecimal(Int64(v))
            }
            sink.append(ASCII.newline)
        }
        for (tag, states) in [("L: ", device.ledStates), ("S: ", device.switchStates)] {
            for code in states.keys.sorted() {
                sink.append(tag)
                sink.appendHex(UInt64(code), digits: 2)
                sink.append(ASCII.space)
                sink.appendDecimal(Int64(states[code] ?? 0))
                sink.append(ASCII.newline)
            }
        }
    }

    private func appendMaskBytes(_ bytes: ArraySlice<UInt8>, to sink: inout ByteSink) {
        for b in bytes {
            sink.append(ASCII.space)
            sink.appendHex(UInt64(b), digits: 2)
        }
        sink.append(ASCII.newline)
    }

    private func appendEvents(_ events: [InputEvent], to sink: inout ByteSink) throws(TraceWriteError) {
        var names = EventNameCache()
        var lastReportMilliseconds: Int64?
        for (index, e) in events.enumerated() {
            let us = e.time.microseconds
            guard us >= 0 else {
                throw TraceWriteError("event \(index) has a negative timestamp (\(us) µs); evemu cannot store it")
            }
            sink.append("E: ")
            sink.appendDecimal(us / 1_000_000)
            sink.append(ASCII.dot)
            sink.appendDecimal(us % 1_000_000, width: 6, zeroPad: true)
            sink.append(ASCII.space)
            sink.appendHex(UInt64(e.type), digits: 4)
            sink.append(ASCII.space)
            sink.appendHex(UInt64(e.code), digits: 4)
            sink.append(ASCII.space)
            sink.appendDecimal(Int64(e.value), width: 4, zeroPad: true)
            if includeComments {
                sink.append("\t# ")
                if e.type == EventType.syn && e.code == EventCode.synReport {
                    let ms = us / 1000
                    sink.append("------------ SYN_REPORT (")
                    sink.appendDecimal(Int64(e.value))
                    sink.append(") ---------- +")
                    sink.appendDecimal(max(0, ms - (lastReportMilliseconds ?? ms)))
                    sink.append("ms")
                    lastReportMilliseconds = ms
                } else {
                    sink.append(names.label(type: e.type, code: e.code))
                    sink.appendDecimal(Int64(e.value))
                }
            }
            sink.append(ASCII.newline)
        }
    }
}
