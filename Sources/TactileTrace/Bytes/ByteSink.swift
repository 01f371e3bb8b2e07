/// An append-only byte buffer with the number formatting the writers need
/// (`printf`-style widths without `String(format:)`).
struct ByteSink {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    @inline(__always) mutating func append(_ byte: UInt8) { bytes.append(byte) }

    mutating func append(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ s: String) { bytes.append(contentsOf: s.utf8) }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    /// `v` in decimal, right-aligned in `width` columns, padded with spaces or (after
    /// the sign, like `%04d`) with zeros.
    mutating func appendDecimal(_ v: Int64, width: Int = 0, zeroPad: Bool = false) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        var magnitude = v.magnitude
        withUnsafeMutableBytes(of: &digits) { d in
            repeat {
                d[n] = UInt8(truncatingIfNeeded: magnitude % 10) &+ ASCII.zero
                magnitude /= 10
                n += 1
            } while magnitude > 0
        }
        let negative = v < 0
        let pad = Swift.max(0, width - n - (negative ? 1 : 0))
        if !zeroPad { for _ in 0..<pad { bytes.append(ASCII.space) } }
        if negative { bytes.append(ASCII.minus) }
        if zeroPad { for _ in 0..<pad { bytes.append(ASCII.zero) } }
        withUnsafeBytes(of: &digits) { d in
            for k in stride(from: n - 1, through: 0, by: -1) { bytes.append(d[k]) }
        }
    }

    /// `v` in lowercase hex with at least `digits` digits (`%04x`).
    mutating func appendHex(_ v: UInt64, digits: Int) {
        var n = 1
        while n < 16 && (v >> (4 * UInt64(n))) != 0 { n += 1 }
        for _ in 0..<Swift.max(0, digits - n) { bytes.append(ASCII.zero) }
        for k in stride(from: n - 1, through: 0, by: -1) {
            let nibble = UInt8(truncatingIfNeeded: (v >> (4 * UInt64(k))) & 0xf)
            bytes.append(nibble < 10 ? nibble &+ ASCII.zero : nibble &- 10 &+ UInt8(ascii: "a"))
        }
    }

    /// A YAML double-quoted scalar; anything YAML does not allow raw is escaped.
    mutating func appendYAMLQuoted(_ s: String) {
        bytes.append(ASCII.quote)
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: append("\\\"")
            case 0x5c: append("\\\\")
            case 0x0a: append("\\n")
            case 0x09: append("\\t")
            case 0x0d: append("\\r")
            case 0x00..<0x20, 0x7f, 0x80...0x9f:
                append("\\x")
                appendHex(UInt64(scalar.value), digits: 2)
            case 0x2028: append("\\L")
            case 0x2029: append("\\P")
            case 0xfeff, 0xfffe, 0xffff:
                append("\\u")
                appendHex(UInt64(scalar.value), digits: 4)
            default:
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(ASCII.quote)
    }

    /// A key: plain when it is a simple identifier, quoted otherwise.
    mutating func appendYAMLKey(_ s: String) {
        let simple = !s.isEmpty && s.utf8.allSatisfy {
            ($0 >= 0x61 && $0 <= 0x7a) || ($0 >= 0x41 && $0 <= 0x5a) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_")
        } && !(s.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? true)
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(s.lowercased())
        if simple { append(s) } else { appendYAMLQuoted(s) }
    }

    /// A Double that YAML 1.1 readers (Yams, PyYAML) take as a float and that reads
    /// back bit-exactly: Swift's shortest round-trip digits, with a `.` before any
    /// exponent, and `.inf`/`.nan` for the non-finite values.
    mutating func appendYAMLDouble(_ d: Double) {
        if d.isNaN { append(".nan"); return }
        if d.isInfinite { append(d < 0 ? "-.inf" : ".inf"); return }
        var text = "\(d)"
        if !text.contains("."), let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            text.insert(contentsOf: ".0", at: e)
        }
        append(text)
    }
}
