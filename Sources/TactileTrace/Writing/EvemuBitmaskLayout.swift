import TactileCore

/// How many `B:` lines evemu writes per event type: enough bytes for the type's
/// `*_MAX` code (as libevdev knows it), in lines of 8 bytes. Types evemu skips get
/// lines only when the description has codes for them.
enum EvemuBitmaskLayout {
    /// The types evemu-record always writes, with their code counts (`*_CNT`).
    static let standardTypes: [(type: UInt16, codeCount: Int)] = [
        (EventType.syn, 64),  // evemu writes one line for EV_SYN
        (EventType.key, 0x300),
        (EventType.rel, 0x10),
        (EventType.abs, 0x40),
        (EventType.msc, 0x08),
        (EventType.sw, 0x11),
        (EventType.led, 0x10),
        (EventType.snd, 0x08),
        (EventType.rep, 0x02),
        (EventType.ff, 0x80),
    ]

    /// The `B:` lines of `codes`: type and 8 mask bytes per line, in type order.
    static func lines(for codes: [UInt16: Set<UInt16>]) -> [(type: UInt16, bytes: [UInt8])] {
        var lineCount: [UInt16: Int] = [:]
        for (type, count) in standardTypes { lineCount[type] = (count + 63) / 64 }
        for (type, set) in codes {
            guard let highest = set.max() else { continue }
            lineCount[type] = max(lineCount[type] ?? 0, Int(highest) / 64 + 1)
        }
        var out: [(UInt16, [UInt8])] = []
        for type in lineCount.keys.sorted() {
            let n = lineCount[type] ?? 0
            var mask = [UInt8](repeating: 0, count: n * 8)
            for code in codes[type] ?? [] { mask[Int(code) / 8] |= 1 << (code % 8) }
            for line in 0..<n { out.append((type, Array(mask[line * 8..<line * 8 + 8]))) }
        }
        return out
    }
}
