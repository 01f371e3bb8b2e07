import TactileCore

/// How many `B:` lines evemu writes per event type: enough bytes for the type's
/// `*_MAX` code (as libevdev knows it), in lines of 8 bytes. Types evemu skips get
/// lines only when the description has codes for them.
enum EvemuBitmaskLayout {
    /// The types evemu-record always writes, with their code counts (`*_CNT`, from
    /// ``EventCode/maxCode(type:)``: one table for every bitmask size).
    static let standardTypes: [(type: UInt16, codeCount: Int)] =
        [EventType.syn, EventType.key, EventType.rel, EventType.abs, EventType.msc, EventType.sw,
         EventType.led, EventType.snd, EventType.rep, EventType.ff].map { type in
            // evemu writes one line (64 codes) for EV_SYN.
            (type, type == EventType.syn ? 64 : Int(EventCode.maxCode(type: type)) + 1)
        }

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
