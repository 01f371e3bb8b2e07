import TactileCore

/// Writes a trace as libinput-record YAML (version 1), the layout `libinput record`
/// produces, so `libinput replay` and other tools can read Tactile's traces.
///
/// Tactile's metadata goes under the top-level `tactile:` key and LED/switch states
/// under a device-level `tactile:` key; other readers ignore both. Timestamps are
/// written as recorded (not rebased to zero). Events are grouped into one
/// `- evdev:` item per frame, ending at each `SYN_REPORT`.
public struct LibinputRecordWriter: Sendable {
    /// Whether to add readable `#` comments (type names, event names).
    public var includeComments: Bool

    public init(includeComments: Bool = true) {
        self.includeComments = includeComments
    }

    /// The whole file.
    public func write(_ trace: Trace) throws(TraceWriteError) -> [UInt8] {
        guard !trace.devices.isEmpty else { throw TraceWriteError("a libinput recording needs at least one device") }
        var sink = ByteSink(capacity: 4096 * max(1, trace.devices.count) + trace.eventCount * (includeComments ? 90 : 40))
        sink.append("# libinput record\n")
        if includeComments { sink.append("# written by Tactile\n") }
        sink.append("version: 1\nndevices: ")
        sink.appendDecimal(Int64(trace.devices.count))
        sink.append(ASCII.newline)
        if let kernel = trace.devices.lazy.compactMap(\.kernelVersion).first {
            sink.append("system:\n  kernel: ")
            sink.appendYAMLQuoted(kernel)
            sink.append(ASCII.newline)
        }
        appendMetadata(trace.metadata, to: &sink)
        sink.append("devices:\n")
        var names = EventNameCache()
        for device in trace.devices {
            try appendDevice(device, names: &names, to: &sink)
        }
        return sink.bytes
    }

    // MARK: Metadata

    func appendMetadata(_ metadata: TraceMetadata, to sink: inout ByteSink) {
        guard !metadata.isEmpty else { return }
        sink.append("tactile:\n")
        if let s = metadata.screen {
            sink.append("  screen:\n    widthPixels: ")
            sink.appendDecimal(Int64(s.widthPixels))
            sink.append("\n    heightPixels: ")
            sink.appendDecimal(Int64(s.heightPixels))
            sink.append("\n    scale: ")
            sink.appendYAMLDouble(s.scale)
            sink.append("\n    rotation: ")
            sink.appendDecimal(Int64(s.rotation.rawValue))
            sink.append("\n    calibration: [")
            for (k, v) in s.calibration.values.enumerated() {
                if k > 0 { sink.append(", ") }
                sink.appendYAMLDouble(v)
            }
            sink.append("]\n")
            if let w = s.physicalWidthMillimetres {
                sink.append("    physicalWidthMillimetres: ")
                sink.appendYAMLDouble(w)
                sink.append(ASCII.newline)
            }
            if let h = s.physicalHeightMillimetres {
                sink.append("    physicalHeightMillimetres: ")
                sink.appendYAMLDouble(h)
                sink.append(ASCII.newline)
            }
        }
        if let configuration = metadata.configuration {
            sink.append("  configuration: ")
            sink.appendYAMLQuoted(configuration)
            sink.append(ASCII.newline)
        }
        if let additions = metadata.gestureAdditions {
            // JSON is YAML flow syntax; one line keeps the header readable.
            sink.append("  gestures: ")
            sink.append(additions)
            sink.append(ASCII.newline)
        }
        if !metadata.expected.isEmpty {
            sink.append("  expected:\n")
            for gesture in metadata.expected {
                sink.append("  - {")
                var first = true
                for field in gesture.fields {
                    if !first { sink.append(", ") }
                    first = false
                    sink.appendYAMLKey(field.key)
                    sink.append(": ")
                    appendScalar(field.value, to: &sink)
                }
                if !gesture.tolerances.isEmpty {
                    if !first { sink.append(", ") }
                    sink.append(ExpectedGesture.toleranceKey)
                    sink.append(": {")
                    for (k, key) in gesture.tolerances.keys.sorted().enumerated() {
                        if k > 0 { sink.append(", ") }
                        sink.appendYAMLKey(key)
                        sink.append(": ")
                        sink.appendYAMLDouble(gesture.tolerances[key] ?? 0)
                    }
                    sink.append("}")
                }
                sink.append("}\n")
            }
        }
    }

    private func appendScalar(_ value: TraceScalar, to sink: inout ByteSink) {
        switch value {
        case .string(let s): sink.appendYAMLQuoted(s)
        case .integer(let v): sink.appendDecimal(v)
        case .number(let d): sink.appendYAMLDouble(d)
        case .bool(let b): sink.append(b ? "true" : "false")
        }
    }

    // MARK: Devices

    private func appendDevice(_ device: TraceDevice, names: inout EventNameCache, to sink: inout ByteSink) throws(TraceWriteError) {
        appendDeviceHeader(device, to: &sink)
        try appendEvents(device.events, names: &names, to: &sink)
    }

    /// Everything of a device item except its `events:`.
    func appendDeviceHeader(_ device: TraceDevice, to sink: inout ByteSink) {
        let d = device.description
        if let node = device.node {
            sink.append("- node: ")
            sink.appendYAMLQuoted(node)
            sink.append("\n  evdev:\n")
        } else {
            sink.append("- evdev:\n")
        }
        if includeComments {
            sink.append("    # ID: ")
            sink.append(d.id.description)
            sink.append(ASCII.newline)
        }
        sink.append("    name: ")
        sink.appendYAMLQuoted(d.name)
        sink.append("\n    id: [")
        for (k, v) in [d.id.bustype, d.id.vendor, d.id.product, d.id.version].enumerated() {
            if k > 0 { sink.append(", ") }
            sink.appendDecimal(Int64(v))
        }
        sink.append("]\n    codes:\n")
        for type in d.codes.keys.sorted() {
            guard let set = d.codes[type], !set.isEmpty else { continue }
            sink.append("      ")
            sink.appendDecimal(Int64(type))
            sink.append(": [")
            for (k, code) in set.sorted().enumerated() {
                if k > 0 { sink.append(", ") }
                sink.appendDecimal(Int64(code))
            }
            sink.append("]")
            if includeComments {
                sink.append(" # ")
                sink.append(EventCode.typeName(type))
            }
            sink.append(ASCII.newline)
        }
        if !d.absInfo.isEmpty {
            sink.append("    absinfo:\n")
            for code in d.absInfo.keys.sorted() {
                guard let a = d.absInfo[code] else { continue }
                sink.append("      ")
                sink.appendDecimal(Int64(code))
                sink.append(": [")
                for (k, v) in [a.minimum, a.maximum, a.fuzz, a.flat, a.resolution].enumerated() {
                    if k > 0 { sink.append(", ") }
                    sink.appendDecimal(Int64(v))
                }
                sink.append("]\n")
            }
        }
        sink.append("    properties: [")
        for (k, p) in d.properties.sorted().enumerated() {
            if k > 0 { sink.append(", ") }
            sink.appendDecimal(Int64(p))
        }
        // libinput replay requires udev: properties:, even when empty.
        sink.append("]\n  udev:\n    properties:")
        if device.udevProperties.isEmpty {
            sink.append(" []\n")
        } else {
            sink.append(ASCII.newline)
            for p in device.udevProperties {
                sink.append("    - ")
                sink.appendYAMLQuoted(p)
                sink.append(ASCII.newline)
            }
        }
        if !device.ledStates.isEmpty || !device.switchStates.isEmpty {
            sink.append("  tactile:\n")
            for (key, states) in [("leds", device.ledStates), ("switches", device.switchStates)] where !states.isEmpty {
                sink.append("    ")
                sink.append(key)
                sink.append(": {")
                for (k, code) in states.keys.sorted().enumerated() {
                    if k > 0 { sink.append(", ") }
                    sink.appendDecimal(Int64(code))
                    sink.append(": ")
                    sink.appendDecimal(Int64(states[code] ?? 0))
                }
                sink.append("}\n")
            }
        }
    }

    private func appendEvents(_ events: [InputEvent], names: inout EventNameCache, to sink: inout ByteSink) throws(TraceWriteError) {
        guard !events.isEmpty else {
            sink.append("  events: []\n")
            return
        }
        sink.append("  events:\n")
        var frameOpen = false
        var lastReportMilliseconds: Int64?
        try appendEventLines(events[...], frameOpen: &frameOpen, lastReportMilliseconds: &lastReportMilliseconds,
                             names: &names, to: &sink)
    }

    /// Event lines, opening a `- evdev:` item per frame; state carries across calls (streaming).
    func appendEventLines(_ events: ArraySlice<InputEvent>, frameOpen: inout Bool, lastReportMilliseconds: inout Int64?,
                          names: inout EventNameCache, to sink: inout ByteSink) throws(TraceWriteError) {
        for (index, e) in zip(events.indices, events) {
            let us = e.time.microseconds
            guard us >= 0 else {
                throw TraceWriteError("event \(index) has a negative timestamp (\(us) µs); libinput record cannot store it")
            }
            if !frameOpen {
                sink.append("  - evdev:\n")
                frameOpen = true
            }
            sink.append("    - [")
            sink.appendDecimal(us / 1_000_000, width: 3)
            sink.append(", ")
            sink.appendDecimal(us % 1_000_000, width: 6)
            sink.append(", ")
            sink.appendDecimal(Int64(e.type), width: 3)
            sink.append(", ")
            sink.appendDecimal(Int64(e.code), width: 3)
            sink.append(", ")
            sink.appendDecimal(Int64(e.value), width: 7)
            sink.append("]")
            let isReport = e.type == EventType.syn && e.code == EventCode.synReport
            if includeComments {
                sink.append(" # ")
                if isReport {
                    let ms = us / 1000
                    sink.append("------------ SYN_REPORT (")
                    sink.appendDecimal(Int64(e.value))
                    sink.append(") ---------- +")
                    sink.appendDecimal(max(0, ms - (lastReportMilliseconds ?? ms)))
                    sink.append("ms")
                    lastReportMilliseconds = ms
                } else {
                    sink.append(names.label(type: e.type, code: e.code))
                    sink.appendDecimal(Int64(e.value), width: 6)
                }
            }
            sink.append(ASCII.newline)
            if isReport { frameOpen = false }
        }
    }
}
