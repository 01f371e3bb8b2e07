import TactileCore

/// Readable `EV_ABS / ABS_MT_SLOT` names for event comments, built once per code.
struct EventNameCache {
    private var names: [UInt32: [UInt8]] = [:]

    /// `EV_ABS / ABS_MT_POSITION_X   ` (the code name padded to 20 columns, as
    /// evemu and libinput pad it).
    mutating func label(type: UInt16, code: UInt16) -> [UInt8] {
        let key = UInt32(type) << 16 | UInt32(code)
        if let cached = names[key] { return cached }
        let codeName = EventCode.name(type: type, code: code)
        let padded = codeName + String(repeating: " ", count: max(0, 20 - codeName.count))
        let label = Array("\(EventCode.typeName(type)) / \(padded) ".utf8)
        names[key] = label
        return label
    }
}
