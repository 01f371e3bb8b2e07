/// A quirks file that cannot be used: where, and what was expected.
package struct QuirksError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var message: String
    package init(file: String, line: Int, message: String) { self.file = file; self.line = line; self.message = message }
    /// `touchscreens.quirks:12: unknown key 'AttrSize' (expected one of ...)`
    package var description: String { "\(file):\(line): \(message)" }
}

/// The strict reader of quirks files (an ini dialect, as libinput's):
/// ```
/// # comment
/// [eGalax resistive USB TouchController]
/// MatchBus=usb
/// MatchVendor=0x0EEF
/// MatchProduct=0x0001
/// AttrKind=touchscreen
/// ```
/// Every section needs a title, at least one `Match*` key and at least one `Attr*` key;
/// unknown keys, repeated keys, malformed values and text outside a section are errors
/// naming the file and line.
package enum QuirksParser {
    package static let matchKeys = ["MatchBus", "MatchVendor", "MatchProduct", "MatchName"]
    package static let attributeKeys = ["AttrKind", "AttrSizeHint", "AttrResolutionHint", "AttrResolutionIgnore",
                                       "AttrAxisSwap", "AttrAxisInvertX", "AttrAxisInvertY",
                                       "AttrPalmSizeThresholdMillimetres", "AttrPalmPressureThreshold"]
    /// `MatchBus` names (linux/input.h `BUS_*`).
    package static let busNames: [String: UInt16] = [
        "pci": 0x01, "usb": 0x03, "hil": 0x04, "bluetooth": 0x05, "virtual": 0x06, "isa": 0x10, "ps2": 0x11,
        "serial": 0x13, "host": 0x19, "i2c": 0x18, "spi": 0x1c, "rmi": 0x1d,
    ]

    package static func parse(_ text: String, file: String) throws(QuirksError) -> DeviceQuirks {
        var sections: [DeviceQuirks.Section] = []
        var current: DeviceQuirks.Section?
        var seenKeys: Set<String> = []
        var sectionLine = 0

        func finish() throws(QuirksError) {
            guard let section = current else { return }
            guard section.bus != nil || section.vendor != nil || section.products != nil || section.namePattern != nil else {
                throw QuirksError(file: file, line: sectionLine, message: "section [\(section.title)] matches every device: give at least one of \(matchKeys.joined(separator: ", "))")
            }
            guard seenKeys.contains(where: { $0.hasPrefix("Attr") }) else {
                throw QuirksError(file: file, line: sectionLine, message: "section [\(section.title)] sets nothing: give at least one of \(attributeKeys.joined(separator: ", "))")
            }
            sections.append(section)
        }

        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.drop(while: { $0 == " " || $0 == "\t" })
                .reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed()
            let content = String(line)
            if content.isEmpty || content.hasPrefix("#") { continue }
            if content.hasPrefix("[") {
                guard content.hasSuffix("]"), content.count > 2 else {
                    throw QuirksError(file: file, line: lineNumber, message: "expected a section title like [Vendor Model], got '\(content)'")
                }
                try finish()
                sectionLine = lineNumber
                seenKeys = []
                let title = String(content.dropFirst().dropLast())
                current = DeviceQuirks.Section(title: title, source: "\(file):\(lineNumber)",
                                               attributes: DeviceQuirk(names: [title], sources: ["\(file):\(lineNumber)"]))
                continue
            }
            guard var section = current else {
                throw QuirksError(file: file, line: lineNumber, message: "'\(content)' is outside a section: start one with [Title]")
            }
            guard let eq = content.firstIndex(of: "=") else {
                throw QuirksError(file: file, line: lineNumber, message: "expected Key=value, got '\(content)'")
            }
            let key = String(content[..<eq]).trimmingSpaces
            let value = String(content[content.index(after: eq)...]).trimmingSpaces
            guard matchKeys.contains(key) || attributeKeys.contains(key) else {
                throw QuirksError(file: file, line: lineNumber, message: "unknown key '\(key)' (expected one of \((matchKeys + attributeKeys).joined(separator: ", ")))")
            }
            guard seenKeys.insert(key).inserted else {
                throw QuirksError(file: file, line: lineNumber, message: "\(key) is given twice in section [\(section.title)]")
            }
            guard !value.isEmpty else { throw QuirksError(file: file, line: lineNumber, message: "\(key) has no value") }
            func fail(_ expected: String) -> QuirksError {
                QuirksError(file: file, line: lineNumber, message: "\(key): expected \(expected), got '\(value)'")
            }
            switch key {
            case "MatchBus":
                if let bus = busNames[value] { section.bus = bus }
                else if let bus = hex16(value) { section.bus = bus }
                else { throw fail("a bus name (\(busNames.keys.sorted().joined(separator: ", "))) or a hex number like 0x0003") }
            case "MatchVendor":
                guard let v = hex16(value) else { throw fail("a hex id like 0x0EEF") }
                section.vendor = v
            case "MatchProduct":
                let ids = value.split(separator: ";").map { hex16(String($0).trimmingSpaces) }
                guard !ids.isEmpty, ids.allSatisfy({ $0 != nil }) else { throw fail("a hex id like 0x0001, or several separated by ';'") }
                section.products = ids.compactMap { $0 }
            case "MatchName":
                section.namePattern = value
            case "AttrKind":
                guard let kind = DeviceQuirk.Kind(rawValue: value) else {
                    throw fail(DeviceQuirk.Kind.allCases.map(\.rawValue).joined(separator: ", "))
                }
                section.attributes.kind = kind
            case "AttrSizeHint":
                let parts = value.split(separator: "x").map { Double(String($0)) }
                guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0, w.isFinite, h.isFinite else {
                    throw fail("WIDTHxHEIGHT in millimetres, e.g. 154x86")
                }
                section.attributes.size = PanelSize(width: Millimetres(w), height: Millimetres(h))
            case "AttrResolutionHint":
                let parts = value.split(separator: "x").map { Int32(String($0)) }
                guard (1...2).contains(parts.count), parts.allSatisfy({ ($0 ?? 0) > 0 }) else {
                    throw fail("units per millimetre, X or XxY, e.g. 40x40")
                }
                section.attributes.resolution = (parts[0]!, parts.count == 2 ? parts[1]! : parts[0]!)
            case "AttrResolutionIgnore", "AttrAxisSwap", "AttrAxisInvertX", "AttrAxisInvertY":
                guard value == "1" || value == "0" else { throw fail("1 or 0") }
                let on = value == "1"
                switch key {
                case "AttrResolutionIgnore": section.attributes.ignoresResolution = on
                case "AttrAxisSwap": section.attributes.swapsAxes = on
                case "AttrAxisInvertX": section.attributes.invertsX = on
                default: section.attributes.invertsY = on
                }
            case "AttrPalmSizeThresholdMillimetres":
                guard let v = Double(value), v.isFinite, v >= 0 else { throw fail("a size in millimetres >= 0 (0 turns the rule off), e.g. 30") }
                section.attributes.palmSizeMillimetres = v
            case "AttrPalmPressureThreshold":
                guard let v = Double(value), v.isFinite, (0...1).contains(v) else {
                    throw fail("a fraction of the pressure range in 0...1 (0 turns the rule off), e.g. 0.8")
                }
                section.attributes.palmPressure = v
            default:
                break
            }
            current = section
        }
        try finish()
        return DeviceQuirks(sections: sections)
    }

    private static func hex16(_ text: String) -> UInt16? {
        let lower = text.lowercased()
        guard lower.hasPrefix("0x"), lower.count <= 6, lower.count > 2 else { return nil }
        return UInt16(lower.dropFirst(2), radix: 16)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
