import TactileCore

/// The comparable part of an evemu device description: what `N:`, `I:`, `P:`, `B:` and `A:`
/// lines say. Deliberately small (TactileTrace owns the real parser); malformed lines are skipped.
struct EvemuDescription: Equatable, CustomStringConvertible {
    var name = ""
    var id = InputID.zero
    var properties: Set<UInt16> = []
    /// Codes per type, for types 1...EV_MAX with at least one code. The `B: 00` line is left
    /// out: evemu 1.x wrote the type bitmap there, evemu 2.x writes EV_SYN codes (always `0b`).
    var codes: [UInt16: Set<UInt16>] = [:]
    /// Axis limits by code; `value` is always 0 (evemu's `A:` lines do not carry it).
    var axes: [UInt16: AbsInfo] = [:]

    var description: String {
        let codeText = codes.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.sorted())" }.joined(separator: ", ")
        let axisText = axes.sorted { $0.key < $1.key }.map { code, a in
            "\(code): \(a.minimum)...\(a.maximum) fuzz \(a.fuzz) flat \(a.flat) res \(a.resolution)"
        }.joined(separator: "; ")
        return "\(name) | \(id) | props \(properties.sorted()) | \(codeText) | \(axisText)"
    }

    /// What evemu-describe should print for `device`.
    init(expecting device: DeviceDescription) {
        name = device.name
        id = device.id
        properties = device.properties
        for (type, set) in device.codes where type != EventType.syn && !set.isEmpty { codes[type] = set }
        if !device.repeatValues.isEmpty { codes[EventType.rep] = [0, 1] }
        for (code, info) in device.absInfo {
            axes[code] = AbsInfo(minimum: info.minimum, maximum: info.maximum, fuzz: info.fuzz,
                                 flat: info.flat, resolution: info.resolution)
        }
    }

    /// Reads the description lines of an evemu file or of `evemu-describe` output.
    init(parsing text: String) {
        var propertyBytes: [UInt8] = []
        var bitmapBytes: [UInt16: [UInt8]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let tag = fields.first else { continue }
            switch tag {
            case "N:":
                name = String(line.dropFirst(3))
            case "I:":
                let values = fields.dropFirst().compactMap { UInt16($0, radix: 16) }
                if values.count == 4 {
                    id = InputID(bustype: values[0], vendor: values[1], product: values[2], version: values[3])
                }
            case "P:":
                propertyBytes += fields.dropFirst().compactMap { UInt8($0, radix: 16) }
            case "B:":
                guard fields.count > 1, let type = UInt16(fields[1], radix: 16) else { continue }
                bitmapBytes[type, default: []] += fields.dropFirst(2).compactMap { UInt8($0, radix: 16) }
            case "A:":
                guard fields.count > 1, let code = UInt16(fields[1], radix: 16) else { continue }
                let values = fields.dropFirst(2).compactMap { Int32($0) }
                guard values.count >= 4 else { continue }
                // Files older than evemu 1.1 have no resolution column.
                axes[code] = AbsInfo(minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
                                     resolution: values.count > 4 ? values[4] : 0)
            default:
                continue
            }
        }
        properties = Self.bits(propertyBytes)
        for (type, bytes) in bitmapBytes where type != EventType.syn {
            let set = Self.bits(bytes)
            if !set.isEmpty { codes[type] = set }
        }
    }

    private static func bits(_ bytes: [UInt8]) -> Set<UInt16> {
        var set: Set<UInt16> = []
        for (index, byte) in bytes.enumerated() {
            for bit in 0..<8 where byte & (1 << bit) != 0 { set.insert(UInt16(index * 8 + bit)) }
        }
        return set
    }
}

/// `E: SEC.USEC TYPE CODE VALUE` lines.
enum EvemuEvents {
    /// Events of a standard evemu file: the microseconds are zero-padded decimal.
    static func parse(_ text: String) -> [InputEvent] {
        parseLines(text) { seconds, fraction in
            guard let micro = Int64(fraction) else { return nil }
            return Timestamp(seconds: seconds, microseconds: micro)
        }
    }

    /// Events as `evemu-record` prints them. It subtracts its start offset from seconds and
    /// microseconds separately without a borrow, so a negative microsecond part comes out as
    /// an unsigned 32-bit number (`0.4294967279`); read it back as signed.
    static func parseRecorded(_ text: String) -> [InputEvent] {
        parseLines(text) { seconds, fraction in
            guard let raw = UInt32(fraction) else { return nil }
            return Timestamp(seconds: seconds, microseconds: Int64(Int32(bitPattern: raw)))
        }
    }

    private static func parseLines(_ text: String, time: (Int64, Substring) -> Timestamp?) -> [InputEvent] {
        var events: [InputEvent] = []
        for line in text.split(separator: "\n") where line.hasPrefix("E:") {
            let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 5 else { continue }
            let stamp = fields[1].split(separator: ".", omittingEmptySubsequences: false)
            guard stamp.count == 2, let seconds = Int64(stamp[0]), let timestamp = time(seconds, stamp[1]),
                  let type = UInt16(fields[2], radix: 16), let code = UInt16(fields[3], radix: 16),
                  let value = Int32(fields[4]) else { continue }
            events.append(InputEvent(time: timestamp, type: type, code: code, value: value))
        }
        return events
    }
}
