import TactileCore

/// Turns the YAML tree of a libinput-record file (events already cut out) into
/// devices and metadata. Unknown keys are ignored, as the format requires.
struct YAMLHeaderDecoder {
    let file: String
    /// Original line of each line of the YAML text the nodes came from.
    let headerLines: [Int]
    var warnings: [TraceWarning] = []

    init(file: String, headerLines: [Int]) {
        self.file = file
        self.headerLines = headerLines
    }

    mutating func decode(_ root: YAMLNode, scannedDevices: [LibinputRecordScanner.DeviceEvents]) throws(TraceParseError) -> Trace {
        let top = try mapping(root, "a YAML mapping with version, devices, ...")
        guard let versionNode = top[text: "version"] else {
            throw fail(root, expected: "`version: 1` (libinput record file format)", found: "no version key")
        }
        let version = try integer(versionNode, "the file format version", in: Int64.min...Int64.max)
        guard version == 1 else {
            throw fail(versionNode, expected: "`version: 1` (the only libinput record format version)", found: "version \(version)")
        }
        guard let devicesNode = top[text: "devices"] else {
            throw fail(root, expected: "a `devices:` list", found: "no devices key")
        }
        let list = try sequence(devicesNode, "a list of devices under devices:")
        guard !list.isEmpty else { throw fail(devicesNode, expected: "at least one device under devices:", found: "an empty list") }
        if !scannedDevices.isEmpty && scannedDevices.count != list.count {
            throw fail(devicesNode, expected: "`devices:` as a block list with one `- ` item per device",
                       found: "a layout the event scanner cannot follow")
        }
        if let n = top[text: "ndevices"], let count = try? integer(n, "", in: Int64.min...Int64.max), count != list.count {
            warnings.append(TraceWarning(file: file, line: line(of: n),
                                         message: "ndevices is \(count) but the file has \(list.count) devices"))
        }
        var kernel: String?
        if let system = top[text: "system"], case .mapping(let m) = system.content, let k = m[text: "kernel"] {
            kernel = try string(k, "the kernel version")
        }
        var devices: [TraceDevice] = []
        devices.reserveCapacity(list.count)
        for (index, node) in list.enumerated() {
            let scanned = index < scannedDevices.count ? scannedDevices[index].events : nil
            var device = try decodeDevice(node, scannedEvents: scanned)
            device.kernelVersion = kernel
            devices.append(device)
        }
        var metadata = TraceMetadata()
        if let tactile = top[text: "tactile"] { metadata = try decodeMetadata(tactile) }
        return Trace(devices: devices, metadata: metadata)
    }

    // MARK: Devices

    private mutating func decodeDevice(_ node: YAMLNode, scannedEvents: [InputEvent]?) throws(TraceParseError) -> TraceDevice {
        let device = try mapping(node, "a device mapping (node, evdev, events)")
        guard let evdevNode = device[text: "evdev"] else {
            throw fail(node, expected: "an `evdev:` device description", found: "a device without one")
        }
        let evdev = try mapping(evdevNode, "the evdev: mapping (name, id, codes, absinfo, properties)")
        guard let nameNode = evdev[text: "name"] else { throw fail(evdevNode, expected: "`name:` in evdev:", found: "no name") }
        let name = try string(nameNode, "the device name")

        var id = InputID.zero
        if let idNode = evdev[text: "id"] {
            let parts = try sequence(idNode, "`id: [bustype, vendor, product, version]`")
            guard parts.count == 4 else {
                throw fail(idNode, expected: "`id: [bustype, vendor, product, version]` (4 numbers)", found: "\(parts.count) numbers")
            }
            var v: [UInt16] = []
            for p in parts { v.append(UInt16(try integer(p, "an id number (0 to 65535)", in: 0...0xffff))) }
            id = InputID(bustype: v[0], vendor: v[1], product: v[2], version: v[3])
        }

        var codes: [UInt16: Set<UInt16>] = [:]
        if let codesNode = evdev[text: "codes"], !isNull(codesNode) {
            for (typeNode, listNode) in try pairs(codesNode, "`codes: {type: [code, ...]}`") {
                let type = UInt16(try integer(typeNode, "an event type (0 to \(TraceLimits.maxEventType))",
                                              in: 0...Int64(TraceLimits.maxEventType)))
                if isNull(listNode) { continue }
                var set = Set<UInt16>()
                for c in try sequence(listNode, "a list of event codes") {
                    set.insert(UInt16(try integer(c, "an event code (0 to \(TraceLimits.maxDescriptionCode))",
                                                  in: 0...Int64(TraceLimits.maxDescriptionCode))))
                }
                if !set.isEmpty { codes[type, default: []].formUnion(set) }
            }
        }

        var absInfo: [UInt16: AbsInfo] = [:]
        if let absNode = evdev[text: "absinfo"], !isNull(absNode) {
            for (codeNode, valuesNode) in try pairs(absNode, "`absinfo: {code: [min, max, fuzz, flat, resolution]}`") {
                let code = UInt16(try integer(codeNode, "an axis code (0 to \(TraceLimits.maxDescriptionCode))",
                                              in: 0...Int64(TraceLimits.maxDescriptionCode)))
                let values = try sequence(valuesNode, "`[min, max, fuzz, flat, resolution]`")
                guard values.count == 5 else {
                    throw fail(valuesNode, expected: "`[min, max, fuzz, flat, resolution]` (5 numbers)", found: "\(values.count) numbers")
                }
                var v: [Int32] = []
                for n in values { v.append(Int32(try integer(n, "a 32-bit integer", in: Int64(Int32.min)...Int64(Int32.max)))) }
                absInfo[code] = AbsInfo(minimum: v[0], maximum: v[1], fuzz: v[2], flat: v[3], resolution: v[4])
            }
        }

        var properties = Set<UInt16>()
        if let propsNode = evdev[text: "properties"], !isNull(propsNode) {
            for p in try sequence(propsNode, "`properties: [property, ...]`") {
                properties.insert(UInt16(try integer(p, "an input property (0 to \(TraceLimits.maxProperty))",
                                                     in: 0...Int64(TraceLimits.maxProperty))))
            }
        }

        var result = TraceDevice(description: DeviceDescription(
            name: name, id: id, properties: properties, codes: codes, absInfo: absInfo))
        if let nodePath = device[text: "node"], !isNull(nodePath) { result.node = try string(nodePath, "the device node path") }
        if let udev = device[text: "udev"], case .mapping(let u) = udev.content, let props = u[text: "properties"], !isNull(props) {
            for p in try sequence(props, "a list of udev properties") { result.udevProperties.append(try string(p, "a KEY=value udev property")) }
        }
        if let extras = device[text: "tactile"], !isNull(extras) {
            let m = try mapping(extras, "the device's tactile: mapping (leds, switches)")
            if let leds = m[text: "leds"] { result.ledStates = try states(leds) }
            if let switches = m[text: "switches"] { result.switchStates = try states(switches) }
        }
        if let events = scannedEvents {
            result.events = events
        } else if let eventsNode = device[text: "events"], !isNull(eventsNode) {
            result.events = try decodeEvents(eventsNode)
        }
        return result
    }

    private func states(_ node: YAMLNode) throws(TraceParseError) -> [UInt16: Int32] {
        var out: [UInt16: Int32] = [:]
        for (k, v) in try pairs(node, "`{code: state}`") {
            let code = UInt16(try integer(k, "a code (0 to \(TraceLimits.maxDescriptionCode))", in: 0...Int64(TraceLimits.maxDescriptionCode)))
            out[code] = Int32(try integer(v, "a 32-bit state", in: Int64(Int32.min)...Int64(Int32.max)))
        }
        return out
    }

    /// Events written in a layout the byte scanner does not handle (e.g. flow
    /// style): decoded from the YAML tree, slowly but completely.
    private mutating func decodeEvents(_ node: YAMLNode) throws(TraceParseError) -> [InputEvent] {
        var events: [InputEvent] = []
        var frames = FrameTracker()
        for item in try sequence(node, "a list of frames under events:") {
            guard case .mapping(let m) = item.content, let evdev = m[text: "evdev"] else { continue }
            for entry in try sequence(evdev, "a list of `[sec, usec, type, code, value]` entries") {
                let n = try sequence(entry, "`[sec, usec, type, code, value]`")
                guard n.count == 5 else { throw fail(entry, expected: "`[sec, usec, type, code, value]` (5 numbers)", found: "\(n.count) numbers") }
                let sec = try integer(n[0], "seconds (0 to \(TraceLimits.maxSeconds))", in: 0...Int64(TraceLimits.maxSeconds))
                let usec = try integer(n[1], "microseconds (0 to 999999)", in: 0...999_999)
                let type = try integer(n[2], "an event type (0 to 65535)", in: 0...0xffff)
                let code = try integer(n[3], "an event code (0 to 65535)", in: 0...0xffff)
                let value = try integer(n[4], "a 32-bit event value", in: Int64(Int32.min)...Int64(Int32.max))
                events.append(InputEvent(time: Timestamp(microseconds: sec * 1_000_000 + usec),
                                         type: UInt16(type), code: UInt16(code), value: Int32(value)))
                frames.appended(type: UInt16(type), code: UInt16(code), count: events.count, line: line(of: entry))
            }
        }
        if let w = frames.trim(&events, file: file) { warnings.append(w) }
        return events
    }

    // MARK: Metadata

    private func decodeMetadata(_ node: YAMLNode) throws(TraceParseError) -> TraceMetadata {
        var metadata = TraceMetadata()
        if isNull(node) { return metadata }
        let m = try mapping(node, "the tactile: mapping (screen, expected)")
        if let screenNode = m[text: "screen"], !isNull(screenNode) {
            metadata.screen = try decodeScreen(screenNode)
        }
        if let expectedNode = m[text: "expected"], !isNull(expectedNode) {
            for item in try sequence(expectedNode, "a list of expected gestures") {
                metadata.expected.append(try decodeExpected(item))
            }
        }
        if let gestures = m[text: "gestures"], !isNull(gestures) {
            // Kept as JSON text: the gesture module validates it when it is used.
            guard gestures.hasOnlyScalarKeys, let json = YAML11.json(YAML11.value(of: gestures), fragmentsAllowed: false) else {
                throw fail(gestures, expected: "a gestures: mapping {recognizers: [...], relations: [...]}", found: "something else")
            }
            metadata.gestureAdditions = json
        }
        if let path = m[text: "configuration"], !isNull(path) {
            let text = try string(path, "the path of a configuration file, relative to the trace's folder")
            guard !text.isEmpty else {
                throw fail(path, expected: "the path of a configuration file, relative to the trace's folder", found: "an empty path")
            }
            metadata.configuration = text
        }
        return metadata
    }

    private func decodeScreen(_ node: YAMLNode) throws(TraceParseError) -> ScreenConfiguration {
        let m = try mapping(node, "the screen: mapping (widthPixels, heightPixels, scale, rotation, calibration)")
        var screen = ScreenConfiguration()
        if let n = m[text: "widthPixels"] { screen.widthPixels = Int(try integer(n, "a width in pixels (1 to 1000000)", in: 1...1_000_000)) }
        if let n = m[text: "heightPixels"] { screen.heightPixels = Int(try integer(n, "a height in pixels (1 to 1000000)", in: 1...1_000_000)) }
        if let n = m[text: "scale"] {
            let s = try number(n, "a scale (pixels per point)")
            guard s > 0 else { throw fail(n, expected: "a positive scale", found: "\(s)") }
            screen.scale = s
        }
        if let n = m[text: "rotation"] {
            let degrees = try integer(n, "a rotation of 0, 90, 180 or 270", in: 0...270)
            guard let r = Rotation(rawValue: Int(degrees)) else {
                throw fail(n, expected: "a rotation of 0, 90, 180 or 270", found: "\(degrees)")
            }
            screen.rotation = r
        }
        if let n = m[text: "calibration"] {
            var values: [Double] = []
            for v in try sequence(n, "a calibration matrix of 6 numbers") { values.append(try number(v, "a calibration number")) }
            guard let matrix = CalibrationMatrix(values: values) else {
                throw fail(n, expected: "a calibration matrix of 6 finite numbers", found: "\(values.count) numbers")
            }
            screen.calibration = matrix
        }
        if let n = m[text: "physicalWidthMillimetres"], !isNull(n) { screen.physicalWidthMillimetres = try number(n, "a width in millimetres") }
        if let n = m[text: "physicalHeightMillimetres"], !isNull(n) { screen.physicalHeightMillimetres = try number(n, "a height in millimetres") }
        return screen
    }

    private func decodeExpected(_ node: YAMLNode) throws(TraceParseError) -> ExpectedGesture {
        var gesture = ExpectedGesture(fields: [])
        var source = ExpectedGesture.SourceLines(line: line(of: node))
        var seen = Set<String>()
        for (keyNode, valueNode) in try pairs(node, "an expected gesture mapping such as {t: 0.5, gesture: tap}") {
            let key = try string(keyNode, "a field name")
            source.keys[key] = line(of: keyNode)
            if key == ExpectedGesture.toleranceKey {
                for (k, v) in try pairs(valueNode, "`tolerance: {field: amount}`") {
                    let field = try string(k, "a field name")
                    source.keys[key + "." + field] = line(of: k)
                    gesture.tolerances[field] = try number(v, "a tolerance")
                }
                continue
            }
            guard seen.insert(key).inserted else { throw fail(keyNode, expected: "unique field names", found: "a second \(key)") }
            gesture.fields.append(ExpectedGesture.Field(key: key, value: try scalar(valueNode)))
        }
        gesture.source = source
        return gesture
    }

    // MARK: Node helpers

    private func scalar(_ node: YAMLNode) throws(TraceParseError) -> TraceScalar {
        guard let s = node.scalar else {
            throw fail(node, expected: "a string, number or boolean", found: describe(node))
        }
        switch node.tag {
        case YAMLTag.int:
            if let v = Self.parseInteger(s) { return .integer(v) }
            if let d = YAML11.double(node) { return .number(d) }
        case YAMLTag.float:
            if let d = YAML11.double(node) { return .number(d) }
        case YAMLTag.bool:
            if let b = YAML11.bool(node) { return .bool(b) }
        case YAMLTag.null:
            throw fail(node, expected: "a string, number or boolean", found: "null")
        default:
            break
        }
        return .string(s)
    }

    private func pairs(_ node: YAMLNode, _ expected: String) throws(TraceParseError) -> [(YAMLNode, YAMLNode)] {
        guard case .mapping(let m) = node.content else { throw fail(node, expected: expected, found: describe(node)) }
        return m.map { ($0.key, $0.value) }
    }

    private func mapping(_ node: YAMLNode, _ expected: String) throws(TraceParseError) -> [(key: YAMLNode, value: YAMLNode)] {
        guard case .mapping(let m) = node.content else { throw fail(node, expected: expected, found: describe(node)) }
        return m
    }

    private func sequence(_ node: YAMLNode, _ expected: String) throws(TraceParseError) -> [YAMLNode] {
        guard case .sequence(let s) = node.content else { throw fail(node, expected: expected, found: describe(node)) }
        return s
    }

    private func string(_ node: YAMLNode, _ expected: String) throws(TraceParseError) -> String {
        guard let s = node.scalar else { throw fail(node, expected: expected, found: describe(node)) }
        return s
    }

    private func integer(_ node: YAMLNode, _ expected: String, in range: ClosedRange<Int64>) throws(TraceParseError) -> Int64 {
        guard let s = node.scalar, let v = Self.parseInteger(s) else {
            throw fail(node, expected: expected, found: describe(node))
        }
        guard range.contains(v) else { throw fail(node, expected: expected, found: s) }
        return v
    }

    private func number(_ node: YAMLNode, _ expected: String) throws(TraceParseError) -> Double {
        guard let s = node.scalar else { throw fail(node, expected: expected, found: describe(node)) }
        if let v = Self.parseInteger(s) { return Double(v) }
        guard node.tag == YAMLTag.float || node.tag == YAMLTag.int, let d = YAML11.double(node), d.isFinite else {
            throw fail(node, expected: expected, found: describe(node))
        }
        return d
    }

    private func isNull(_ node: YAMLNode) -> Bool {
        node.scalar != nil && node.tag == YAMLTag.null
    }

    /// Decimal (`-12`, `+7`, `1_000`) or hex (`0x1f`) integers; nil otherwise or on overflow.
    static func parseInteger(_ text: String) -> Int64? {
        var s = Substring(text.filter { $0 != "_" })
        var negative = false
        if s.hasPrefix("-") { negative = true; s = s.dropFirst() } else if s.hasPrefix("+") { s = s.dropFirst() }
        let magnitude: UInt64?
        if s.hasPrefix("0x") || s.hasPrefix("0X") {
            magnitude = UInt64(s.dropFirst(2), radix: 16)
        } else {
            magnitude = s.allSatisfy { $0.isASCII && $0.isNumber } ? UInt64(s) : nil
        }
        guard let m = magnitude else { return nil }
        if negative { return m <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- m) : nil }
        return m <= UInt64(Int64.max) ? Int64(m) : nil
    }

    private func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let s):
            let text = s.count > 40 ? String(s.prefix(40)) + "..." : s
            return node.tag == YAMLTag.null ? "null" : "\"\(text)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    private func line(of node: YAMLNode) -> Int {
        let index = node.mark.line - 1
        if index >= 0 && index < headerLines.count { return headerLines[index] }
        return 0
    }

    private func fail(_ node: YAMLNode, expected: String, found: String) -> TraceParseError {
        TraceParseError(file: file, line: line(of: node), expected: expected, found: found)
    }

    private func fail(_ node: YAMLNode, expected: String) -> TraceParseError {
        fail(node, expected: expected, found: describe(node))
    }
}

extension [(key: YAMLNode, value: YAMLNode)] {
    /// The value for a plain string key, compared by text (not by resolved tag).
    fileprivate subscript(text key: String) -> YAMLNode? {
        for (k, v) in self where k.scalar == key { return v }
        return nil
    }
}
