/// Tells evemu from libinput-record YAML by the first meaningful line.
enum FormatSniffer {
    static func detect(_ bytes: UnsafeRawBufferPointer) -> TraceFormat? {
        guard let i = firstMeaningfulByte(bytes) else { return nil }
        let c = bytes[i]
        // evemu: a capital tag letter and a colon (`N:`, `E:`, ...).
        if i &+ 1 < bytes.count, bytes[i &+ 1] == ASCII.colon,
           "NIPBAELS".utf8.contains(c),
           i &+ 2 == bytes.count || ASCII.isBlank(bytes[i &+ 2]) || bytes[i &+ 2] == ASCII.newline
            || bytes[i &+ 2] == ASCII.carriageReturn
        {
            return .evemu
        }
        if bytes.hasPrefix("---", at: i) || bytes.hasPrefix("%YAML", at: i) { return .libinputYAML }
        // YAML: a plain key followed by ':' (e.g. `version: 1`).
        var k = i
        while k < bytes.count {
            let b = bytes[k]
            if b == ASCII.colon {
                return k > i && (k &+ 1 == bytes.count || ASCII.isBlank(bytes[k &+ 1]) || bytes[k &+ 1] == ASCII.newline
                    || bytes[k &+ 1] == ASCII.carriageReturn) ? .libinputYAML : nil
            }
            let isKeyByte = (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39)
                || b == UInt8(ascii: "_") || b == ASCII.minus || b == ASCII.quote
            if !isKeyByte { return nil }
            k &+= 1
        }
        return nil
    }

    /// The first byte that is not blank, not in a blank line and not in a `#` comment
    /// line (a UTF-8 byte order mark is skipped).
    static func firstMeaningfulByte(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var i = bytes.hasPrefix("\u{FEFF}", at: 0) ? 3 : 0
        while i < bytes.count {
            bytes.skipBlanks(&i)
            guard i < bytes.count else { return nil }
            let b = bytes[i]
            if b == ASCII.newline || b == ASCII.carriageReturn || b == ASCII.hash {
                i = bytes.indexOfNewline(from: i) &+ 1
                continue
            }
            return i
        }
        return nil
    }
}
