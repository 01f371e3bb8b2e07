import TactileCore
import Testing
@testable import TactileTrace

/// The evemu parser reads evemu-record's fixed-width fields (`%06u`, `%04x`) 8 bytes at
/// a time and everything else byte by byte. These check the word-at-a-time decoders
/// against the definition on every value and every bad byte, and the parser on lines
/// that mix both paths.
@Suite("fixed-width field scanning")
struct FixedWidthScanningTests {
    /// Runs `body` on a pointer to `text` padded to at least 8 readable bytes.
    private func withPadded<R>(_ text: String, _ body: (UnsafePointer<UInt8>) -> R) -> R {
        var bytes = Array(text.utf8)
        while bytes.count < 16 { bytes.append(UInt8(ascii: "\n")) }
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    @Test("every 16-bit value in %04x and %04X, followed by a space or a tab")
    func everyHexValue() {
        var wrong = 0
        for v in 0...0xffff {
            let lower = String(v, radix: 16), upper = lower.uppercased()
            let pad = String(repeating: "0", count: 4 - lower.count)
            for (digits, blank) in [(pad + lower, " "), (pad + upper, "\t")] {
                let got = withPadded(digits + blank + "0035") { $0.fourHexThenBlank(at: 0) }
                if got != UInt16(v) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test("a non-hex byte anywhere in the four, or no blank after them, is refused")
    func hexRejects() {
        let hex = Set("0123456789abcdefABCDEF".utf8)
        var accepted: [String] = []
        for position in 0..<5 {
            for b in 0...255 {
                var bytes = Array("c0d3 ".utf8)
                bytes[position] = UInt8(b)
                let valid = position < 4 ? hex.contains(UInt8(b)) : (b == 0x20 || b == 0x09)
                let got = (bytes + Array(repeating: 0x0a, count: 8)).withUnsafeBufferPointer {
                    $0.baseAddress!.fourHexThenBlank(at: 0)
                }
                if (got != nil) != valid { accepted.append("byte \(b) at \(position): \(got.map(String.init) ?? "nil")") }
            }
        }
        #expect(accepted.isEmpty)
        // Fewer or more than four digits: not this decoder's business.
        #expect(withPadded("35 ") { $0.fourHexThenBlank(at: 0) } == nil)
        #expect(withPadded("00035 ") { $0.fourHexThenBlank(at: 0) } == nil)
    }

    @Test("six digits: every value of a sweep and the edges, and every bad byte")
    func sixDigits() {
        var wrong = 0
        for v in stride(from: 0, through: 999_999, by: 7) + [999_999, 100_000, 99_999, 1, 0] {
            let text = String(repeating: "0", count: 6 - String(v).count) + String(v)
            if withPadded(text + " 0003") { $0.sixDigitsThenBlank(at: 0) } != UInt64(v) { wrong += 1 }
            if withPadded(text + "\t0003") { $0.sixDigitsThenBlank(at: 0) } != UInt64(v) { wrong += 1 }
        }
        #expect(wrong == 0)
        var accepted: [String] = []
        for position in 0..<7 {
            for b in 0...255 {
                var bytes = Array("123456 ".utf8)
                bytes[position] = UInt8(b)
                let valid = position < 6 ? (0x30...0x39).contains(b) : (b == 0x20 || b == 0x09)
                let got = (bytes + Array(repeating: 0x0a, count: 8)).withUnsafeBufferPointer {
                    $0.baseAddress!.sixDigitsThenBlank(at: 0)
                }
                if (got != nil) != valid { accepted.append("byte \(b) at \(position)") }
            }
        }
        #expect(accepted.isEmpty)
        #expect(withPadded("12345 ") { $0.sixDigitsThenBlank(at: 0) } == nil)
        #expect(withPadded("1234567 ") { $0.sixDigitsThenBlank(at: 0) } == nil)
    }

    @Test("newline counting agrees with a byte loop at every length and alignment")
    func newlineCount() {
        var rng = SystemRandomNumberGenerator()
        // Past 255 blocks of 16 the lane counters are flushed: cover that and odd tails.
        for length in [0, 1, 7, 8, 15, 16, 17, 31, 255 * 16 - 1, 255 * 16, 255 * 16 + 1, 9_000, 70_001] {
            for density in [0, 1, 8, 64] {
                let bytes = (0..<length).map { _ in density > 0 && Int.random(in: 0..<64, using: &rng) < density ? UInt8(0x0a) : UInt8(0x41) }
                let expected = bytes.filter { $0 == 0x0a }.count
                for offset in 0..<min(3, length + 1) {
                    let got = bytes.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[offset...]).countNewlines() }
                    #expect(got == bytes[offset...].filter { $0 == 0x0a }.count, "length \(length) offset \(offset)")
                }
                #expect(bytes.withUnsafeBytes { $0.countNewlines() } == expected)
            }
        }
        let all = [UInt8](repeating: 0x0a, count: 255 * 16 * 3 + 5)   // every lane at its maximum
        #expect(all.withUnsafeBytes { $0.countNewlines() } == all.count)
    }

    @Test("8-byte blanks, digits and Int32 scanning agree with the byte-by-byte scanners")
    func wideScannersAgree() {
        // Mostly digits and blanks (the interesting runs), some of everything else.
        let alphabet = Array("0123456789012345678901234567890123456789     \t-,x]".utf8) + [0x80, 0xb0, 0xff, 0x00, 0x3a, 0x2f]
        var rng = SystemRandomNumberGenerator()
        var mismatches: [String] = []
        for _ in 0..<60_000 {
            let length = Int.random(in: 0...24, using: &rng)
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &rng)! }
            bytes.append(0x0a)   // the scalar scanners stop at a newline that must follow
            let padTo = Int.random(in: bytes.count...bytes.count + 8, using: &rng)
            while bytes.count < padTo { bytes.append(0x0a) }
            bytes.withUnsafeBufferPointer { buffer in
                let p = buffer.baseAddress!
                let limit = buffer.count - 8
                let maxDigits = Int.random(in: 1...12, using: &rng)
                var a = 0, b = 0
                let scalar = p.digits(&a, maxDigits: maxDigits), wide = p.digits(&b, maxDigits: maxDigits, limit: limit)
                if scalar != wide || (scalar != nil && a != b) { mismatches.append("digits \(bytes) max \(maxDigits)") }
                a = 0; b = 0
                p.skipBlanks(&a); p.skipBlanks(&b, limit: limit)
                if a != b { mismatches.append("blanks \(bytes)") }
                a = 0; b = 0
                let s32 = p.int32(&a), w32 = p.int32(&b, limit: limit)
                if s32 != w32 || (s32 != nil && a != b) { mismatches.append("int32 \(bytes)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // Every length of digits 1...10 right at the 8-byte boundary and past it.
        for n in 1...10 {
            let text = String(repeating: "7", count: n)
            let bytes = Array((text + " ").utf8) + Array(repeating: 0x0a, count: 8)
            bytes.withUnsafeBufferPointer { buffer in
                var i = 0
                #expect(buffer.baseAddress!.digits(&i, maxDigits: 10, limit: buffer.count - 8) == UInt64(text)!)
                #expect(i == n)
            }
        }
    }

    @Test("the parser gives the same events whichever path a field takes")
    func mixedSpellings() throws {
        let header = "N: Mixed\nI: 0003 0001 0002 0003\nB: 03 03 00 00 00 00 00 00 00\nA: 00 0 4095 0 0 0\nA: 01 0 4095 0 0 0\n"
        var rng = SystemRandomNumberGenerator()
        var lines: [String] = []
        var expected: [InputEvent] = []
        for k in 0..<2_000 {
            let seconds = Int64(k / 3)
            let micros = Int64.random(in: 0...999_999, using: &rng)
            let type = UInt16.random(in: 0...0xffff, using: &rng)
            let code = UInt16.random(in: 0...0xffff, using: &rng)
            let value = Int32.random(in: -70_000...70_000, using: &rng)
            let microText = String(micros), pad6 = String(repeating: "0", count: 6 - microText.count) + microText
            func hex(_ v: UInt16) -> String {
                let h = String(v, radix: 16)
                switch k % 4 {
                case 0: return String(repeating: "0", count: 4 - h.count) + h              // %04x (fast)
                case 1: return h                                                           // %x (slow unless 4 wide)
                case 2: return (String(repeating: "0", count: 4 - h.count) + h).uppercased()
                default: return h.uppercased()
                }
            }
            let blank = k % 5 == 0 ? "\t" : (k % 7 == 0 ? "  " : " ")
            lines.append("E: \(seconds).\(pad6)\(blank)\(hex(type))\(blank)\(hex(code))\(blank)\(value)\(k % 2 == 0 ? " # c" : "")")
            expected.append(InputEvent(time: Timestamp(microseconds: seconds * 1_000_000 + micros), type: type, code: code, value: value))
            // Keep frames complete so nothing is trimmed as truncated.
            lines.append("E: \(seconds).\(pad6) 0000 0000 0")
            expected.append(InputEvent(time: Timestamp(microseconds: seconds * 1_000_000 + micros), type: 0, code: 0, value: 0))
        }
        // The last line without a newline, short enough that the 8-byte reads cannot be used.
        let trace = try Fixtures.read(header + lines.joined(separator: "\n"))
        #expect(trace.devices[0].events == expected)
    }

    @Test("YAML entry lines give the same events in and out of the one-compare lane")
    func yamlEntryLane() throws {
        var rng = SystemRandomNumberGenerator()
        var lines: [String] = []
        var expected: [InputEvent] = []
        for frame in 0..<400 {
            // Every few frames the list moves to another column (the lane re-keys on it).
            let indent = String(repeating: " ", count: [4, 6, 5, 7][frame % 4])
            lines.append("  - evdev:")
            for k in 0..<6 {
                let us = Int64(frame) * 8_000 + Int64(k)
                let type: UInt16 = k == 5 ? 0 : 3, code: UInt16 = k == 5 ? 0 : UInt16.random(in: 0...0x3f, using: &rng)
                let value: Int32 = k == 5 ? 0 : Int32.random(in: -9_999...99_999, using: &rng)
                let fields = "\(us / 1_000_000), \(us % 1_000_000), \(type), \(code), \(value)"
                switch (frame + k) % 9 {
                case 0: lines.append(indent + "-   [" + fields + "]")              // extra blanks after the dash
                case 1: lines.append(indent + "- [" + fields + "]   ")              // trailing blanks
                case 2: lines.append(indent + "- [" + fields + "] # a comment")
                case 3: lines.append(""); lines.append(indent + "- [" + fields + "]")   // a blank line first
                case 4: lines.append(indent + "  # an indented comment"); lines.append(indent + "- [" + fields + "]")
                default: lines.append(indent + "- [  " + fields.replacingOccurrences(of: ", ", with: ",   ") + "]")
                }
                expected.append(InputEvent(time: Timestamp(microseconds: us), type: type, code: code, value: value))
            }
        }
        let header = """
            version: 1
            ndevices: 1
            devices:
            - evdev:
                name: "Lane"
                id: [3, 1, 2, 3]
                codes:
                  0: [0]
                  3: [0, 1]
                absinfo:
                  0: [0, 4095, 0, 0, 0]
                  1: [0, 4095, 0, 0, 0]
              events:

            """
        let trace = try Fixtures.read(header + lines.joined(separator: "\n") + "\n", name: "lane.yaml")
        #expect(trace.devices[0].events == expected)
    }
}
