/// Builds one JSON object per line, the format of every `tactile` output stream.
///
/// Hand-written rather than `JSONEncoder` because it runs per frame: it appends
/// into a reusable byte buffer, never reorders keys (so output is byte-identical
/// run to run) and formats numbers with a fixed number of decimals.
///
/// ```swift
/// var w = JSONLineWriter()
/// w.beginObject(); w.key("t"); w.number(1.5, decimals: 6); w.endObject()
/// print(w.line)   // {"t":1.5}
/// ```
public struct JSONLineWriter: Sendable {
    /// The bytes written so far (UTF-8, no trailing newline).
    public private(set) var bytes: [UInt8] = []
    private var needsComma = false

    public init(capacity: Int = 512) { bytes.reserveCapacity(capacity) }

    /// Clears the buffer, keeping its storage.
    public mutating func reset() { bytes.removeAll(keepingCapacity: true); needsComma = false }

    /// The current contents as a String.
    public var line: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func beginObject() { separator(); bytes.append(UInt8(ascii: "{")); needsComma = false }
    public mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma = true }
    public mutating func beginArray() { separator(); bytes.append(UInt8(ascii: "[")); needsComma = false }
    public mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma = true }

    /// Writes `"name":`; the value call that follows must not add a comma.
    public mutating func key(_ name: StaticString) {
        separator()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\"")); bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes a dynamic key (escaped). A separate label, because a plain `key("t")` would
    /// pick a `String` overload over `StaticString` and escape every literal byte by byte.
    public mutating func key(escaping name: String) {
        string(name); bytes.append(UInt8(ascii: ":")); needsComma = false
    }

    public mutating func string(_ s: String) {
        separator()
        bytes.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case 0x0a: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0d: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 15)]])
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    public mutating func bool(_ v: Bool) { separator(); appendASCII(v ? "true" : "false"); needsComma = true }
    public mutating func null() { separator(); appendASCII("null"); needsComma = true }

    public mutating func integer<I: BinaryInteger>(_ v: I) {
        separator()
        var n = Int64(v)
        if n == 0 { bytes.append(UInt8(ascii: "0")); needsComma = true; return }
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buf in
            while n != 0 {
                let d = n % 10
                buf[count] = UInt8(ascii: "0") + UInt8(d < 0 ? -d : d)
                n /= 10; count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buf[i]) }
        }
        needsComma = true
    }

    /// Writes `v` rounded to `decimals` places, trailing zeros trimmed ("1.5", "2", "-0.125").
    /// Non-finite values are written as `null` (JSON has no NaN).
    public mutating func number(_ v: Double, decimals: Int = 3) {
        guard v.isFinite else { null(); return }
        let places = Swift.min(Swift.max(decimals, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (v * Double(scale)).rounded()
        guard abs(scaled) < 9.0e18 else {
            separator(); bytes.append(contentsOf: String(v).utf8); needsComma = true; return
        }
        var n = Int64(scaled)
        separator()
        if n < 0 { bytes.append(UInt8(ascii: "-")); n = -n }
        let whole = n / scale
        var frac = n % scale
        needsComma = false
        integer(whole)
        if frac != 0 {
            var fracDigits = places
            while frac % 10 == 0 { frac /= 10; fracDigits -= 1 }
            bytes.append(UInt8(ascii: "."))
            var div: Int64 = 1
            for _ in 1..<fracDigits { div *= 10 }
            while div > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8((frac / div) % 10))
                div /= 10
            }
        }
        needsComma = true
    }

    private mutating func separator() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendASCII(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
