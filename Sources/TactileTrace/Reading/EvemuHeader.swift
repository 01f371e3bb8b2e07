import TactileCore

/// The description lines of an evemu file (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`)
/// as they are read, before they become a ``DeviceDescription``.
struct EvemuHeader {
    var name: String
    /// Line of the `N:` line, for messages.
    var nameLine: Int
    var id: InputID?
    var kernelVersion: String?
    /// Property bitmask bytes, concatenated over `P:` lines.
    var propertyBytes: [UInt8] = []
    /// Code bitmask bytes per event type, concatenated over `B:` lines of that type.
    var masks: [UInt16: [UInt8]] = [:]
    var absInfo: [UInt16: AbsInfo] = [:]
    var ledStates: [UInt16: Int32] = [:]
    var switchStates: [UInt16: Int32] = [:]

    init(name: String, line: Int) {
        self.name = name
        self.nameLine = line
    }

    /// Most bitmask bytes one type may have: `KEY_MAX + 1` bits (12 `B:` lines).
    static let maxMaskBytes = (Int(TraceLimits.maxDescriptionCode) + 1) / 8
    /// Most property bytes: 8 `P:` lines... more than the kernel will ever need.
    static let maxPropertyBytes = (Int(TraceLimits.maxProperty) + 1) / 8

    var description: DeviceDescription {
        var codes: [UInt16: Set<UInt16>] = [:]
        for (type, bytes) in masks {
            let set = Self.bits(bytes)
            if !set.isEmpty { codes[type] = set }
        }
        return DeviceDescription(
            name: name, id: id ?? .zero, properties: Self.bits(propertyBytes),
            codes: codes, absInfo: absInfo)
    }

    func device(events: [InputEvent]) -> TraceDevice {
        TraceDevice(
            description: description, events: events, kernelVersion: kernelVersion,
            ledStates: ledStates, switchStates: switchStates)
    }

    /// The positions of the set bits, bit 0 being the lowest bit of byte 0 (kernel order).
    static func bits(_ bytes: [UInt8]) -> Set<UInt16> {
        var set = Set<UInt16>()
        for (index, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 {
                set.insert(UInt16(index * 8 + bit))
            }
        }
        return set
    }
}
