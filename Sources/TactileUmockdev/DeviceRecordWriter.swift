import TactileCore

/// Writes the `*.umockdev` text: the sysfs devices and udev properties `umockdev-record`
/// dumps for an evdev node, i.e. the `eventN` child and its `inputN` parent.
///
/// Attribute and property values follow the kernel (`drivers/input/input.c`: uevent
/// variables, `capabilities/*`, `id/*`, modalias) and udev's `input_id` builtin
/// (`ID_INPUT_*`), so libudev users and sysfs readers see a plausible device, not only libevdev.
struct DeviceRecordWriter: Sendable {
    let device: DeviceDescription
    let capabilities: DeviceCapabilities
    let eventNodeNumber: UInt16
    let phys: String?
    let uniq: String?

    /// Major number of evdev nodes (`INPUT_MAJOR`).
    static let inputMajor = 13
    /// First evdev minor (`EVDEV_MINOR_BASE`); `eventN` has minor 64 + N for N < 32.
    static let evdevMinorBase = 64
    /// `KEY_MIN_INTERESTING` (`KEY_MUTE`): where the modalias key list starts.
    static let keyMinInteresting = 0x71

    var inputSysfsPath: String { "/devices/virtual/input/input\(eventNodeNumber)" }
    var eventSysfsPath: String { "\(inputSysfsPath)/event\(eventNodeNumber)" }
    var minor: Int { Self.evdevMinorBase + Int(eventNodeNumber) }

    func text() -> String {
        let udev = udevProperties()
        var lines: [String] = []

        // Child first, then parent: the order umockdev-record writes.
        lines.append("P: \(eventSysfsPath)")
        lines.append("N: input/event\(eventNodeNumber)")
        var eventProperties = udev
        eventProperties["DEVNAME"] = "/dev/input/event\(eventNodeNumber)"
        eventProperties["MAJOR"] = String(Self.inputMajor)
        eventProperties["MINOR"] = String(minor)
        eventProperties["SUBSYSTEM"] = "input"
        lines += eventProperties.sorted { $0.key < $1.key }.map { "E: \($0.key)=\($0.value)" }
        lines.append("A: dev=\(Self.inputMajor):\(minor)")
        lines.append("L: device=../../input\(eventNodeNumber)")
        lines.append("")

        lines.append("P: \(inputSysfsPath)")
        var inputProperties = udev.merging(kernelUeventVariables()) { udevValue, _ in udevValue }
        inputProperties["SUBSYSTEM"] = "input"
        lines += inputProperties.sorted { $0.key < $1.key }.map { "E: \($0.key)=\($0.value)" }
        lines += sysfsAttributes().sorted { $0.key < $1.key }.map { "A: \($0.key)=\(Self.escapeAttribute($0.value))" }
        lines.append("")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The variables the kernel puts into the input device's uevent (`input_dev_uevent`).
    private func kernelUeventVariables() -> [String: String] {
        var env: [String: String] = [:]
        let id = device.id
        env["PRODUCT"] = [id.bustype, id.vendor, id.product, id.version].map { String($0, radix: 16) }.joined(separator: "/")
        env["NAME"] = "\"\(Self.singleLine(device.name))\""
        if let phys { env["PHYS"] = "\"\(Self.singleLine(phys))\"" }
        if let uniq { env["UNIQ"] = "\"\(Self.singleLine(uniq))\"" }
        env["PROP"] = capabilities.properties.sysfsText
        env["EV"] = capabilities.types.sysfsText
        for (type, name) in DeviceCapabilities.typesInSysfs where capabilities.has(type: type) {
            env[name.uppercased()] = capabilities.codes(of: type).sysfsText
        }
        env["MODALIAS"] = modalias()
        return env
    }

    /// Attribute files of `/sys/devices/.../inputN` (values without the trailing newline).
    private func sysfsAttributes() -> [String: String] {
        var attributes: [String: String] = [:]
        attributes["name"] = device.name
        attributes["phys"] = phys ?? ""
        attributes["uniq"] = uniq ?? ""
        attributes["modalias"] = modalias()
        attributes["properties"] = capabilities.properties.sysfsText
        attributes["capabilities/ev"] = capabilities.types.sysfsText
        for (type, name) in DeviceCapabilities.typesInSysfs {
            attributes["capabilities/\(name)"] = capabilities.codes(of: type).sysfsText
        }
        let id = device.id
        for (name, value) in [("bustype", id.bustype), ("vendor", id.vendor), ("product", id.product), ("version", id.version)] {
            attributes["id/\(name)"] = Self.hex4(value)
        }
        return attributes
    }

    /// `input:b0018v0000p0000e0000-e0,1,3,k14A,ra0,1,2F,35,36,39,mlsfw`
    private func modalias() -> String {
        let id = device.id
        var text = "input:b\(Self.hex4(id.bustype, uppercase: true))v\(Self.hex4(id.vendor, uppercase: true))"
            + "p\(Self.hex4(id.product, uppercase: true))e\(Self.hex4(id.version, uppercase: true))-"
        text += capabilities.types.modaliasText(prefix: "e", from: 0, below: Int(EventType.max))
        let parts: [(Character, UInt16, Int)] = [
            ("k", EventType.key, Self.keyMinInteresting), ("r", EventType.rel, 0), ("a", EventType.abs, 0),
            ("m", EventType.msc, 0), ("l", EventType.led, 0), ("s", EventType.snd, 0),
            ("f", EventType.ff, 0), ("w", EventType.sw, 0),
        ]
        for (prefix, type, lowerBound) in parts {
            text += capabilities.codes(of: type)
                .modaliasText(prefix: prefix, from: lowerBound, below: Int(EventCode.maxCode(type: type)))
        }
        return text
    }

    /// The properties udev's `input_id` builtin adds, from the same rules (``DeviceDescription/udevInputTypes``).
    private func udevProperties() -> [String: String] {
        var properties = ["ID_INPUT": "1"]
        for name in device.udevInputTypes.propertyNames { properties[name] = "1" }
        // udev reports the physical size only when both axes have a resolution.
        if let x = device.absInfo[EventCode.absX], let y = device.absInfo[EventCode.absY],
           x.resolution > 0, y.resolution > 0 {
            properties["ID_INPUT_WIDTH_MM"] = String((Int(x.maximum) - Int(x.minimum)) / Int(x.resolution))
            properties["ID_INPUT_HEIGHT_MM"] = String((Int(y.maximum) - Int(y.minimum)) / Int(y.resolution))
        }
        return properties
    }

    private static func hex4(_ value: UInt16, uppercase: Bool = false) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }

    /// umockdev unescapes `A:` values like C strings (`g_strcompress`).
    private static func escapeAttribute(_ value: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(value.utf8.count)
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A record line cannot hold a newline; the kernel never puts one into these strings anyway.
    private static func singleLine(_ value: String) -> String {
        String(value.map { $0 == "\n" ? " " : $0 })
    }
}
