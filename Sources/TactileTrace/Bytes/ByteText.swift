/// Scanning helpers over a contiguous byte buffer shared by the trace parsers.
///
/// They never allocate on the success path; `String`s are only built for error
/// messages. Every read is bounds-checked against `count` by hand so hostile
/// input cannot read past the buffer.
extension UnsafeRawBufferPointer {
    /// Advances `i` over spaces and tabs.
    @inline(__always) func skipBlanks(_ i: inout Int) {
        while i < count, ASCII.isBlank(self[i]) { i &+= 1 }
    }

    /// The index of the next `\n` at or after `start`, or `count`.
    ///
    /// Compares 16 bytes per step (SIMD), then finds the byte within the block
    /// with an 8-byte word trick: comments after every evemu event and
    /// libinput-record entry make this the parsers' busiest loop.
    @inline(__always) func indexOfNewline(from start: Int) -> Int {
        var i = start
        if let base = baseAddress {
            let newlines = SIMD16<UInt8>(repeating: ASCII.newline)
            while i &+ 16 <= count {
                let block = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                if any(block .== newlines) { break }
                i &+= 16
            }
            while i &+ 8 <= count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let x = word ^ 0x0a0a_0a0a_0a0a_0a0a
                // Lowest set high bit marks the first zero byte (higher ones may be false hits).
                let hit = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
                if hit != 0 { return i &+ (hit.trailingZeroBitCount >> 3) }
                i &+= 8
            }
        }
        while i < count, self[i] != ASCII.newline { i &+= 1 }
        return i
    }

    /// The number of `\n` bytes: an upper bound for the number of lines, used to
    /// reserve event storage once.
    func countNewlines() -> Int {
        var n = 0
        var i = 0
        guard let base = baseAddress else { return 0 }
        // 16 bytes per step, counted in byte lanes that are summed before they can wrap.
        let newlines = SIMD16<UInt8>(repeating: ASCII.newline)
        let zero = SIMD16<UInt8>(), one = SIMD16<UInt8>(repeating: 1)
        while i &+ 16 <= count {
            var lanes = SIMD16<UInt8>()
            var blocks = 0
            while blocks < 255 && i &+ 16 <= count {
                let block = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                lanes &+= zero.replacing(with: one, where: block .== newlines)
                i &+= 16
                blocks &+= 1
            }
            n &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while i &+ 8 <= count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let x = word ^ 0x0a0a_0a0a_0a0a_0a0a
            // Exact per-byte zero test (no borrow across bytes): high bit set iff byte == 0.
            let low7 = (x & 0x7f7f_7f7f_7f7f_7f7f) &+ 0x7f7f_7f7f_7f7f_7f7f
            let zeroes = ~(low7 | x | 0x7f7f_7f7f_7f7f_7f7f)
            n &+= zeroes.nonzeroBitCount
            i &+= 8
        }
        while i < count {
            if self[i] == ASCII.newline { n &+= 1 }
            i &+= 1
        }
        return n
    }

    /// True when `self[i...]` starts with `prefix`.
    func hasPrefix(_ prefix: StaticString, at i: Int) -> Bool {
        let n = prefix.utf8CodeUnitCount
        guard i >= 0, i &+ n <= count else { return false }
        return prefix.withUTF8Buffer { p in
            for k in 0..<n where self[i &+ k] != p[k] { return false }
            return true
        }
    }

    /// The bytes `from..<to` decoded as UTF-8 (invalid sequences replaced).
    func string(from: Int, to: Int) -> String {
        let lo = Swift.max(0, Swift.min(from, count))
        let hi = Swift.max(lo, Swift.min(to, count))
        return String(decoding: UnsafeRawBufferPointer(rebasing: self[lo..<hi]), as: UTF8.self)
    }

    /// The rest of the line from `i`, without the line break.
    func restOfLine(from i: Int) -> String {
        var end = indexOfNewline(from: i)
        if end > i, self[end &- 1] == ASCII.carriageReturn { end &-= 1 }
        return string(from: i, to: end)
    }

    /// A short, quoted description of the text at `i` for "found ..." messages:
    /// the token up to the next blank, `,`, `]` or line end, or `end of line`/`end of file`.
    func describeToken(at i: Int) -> String {
        guard i < count else { return "end of file" }
        let b = self[i]
        if b == ASCII.newline || (b == ASCII.carriageReturn && (i &+ 1 == count || self[i &+ 1] == ASCII.newline)) {
            return "end of line"
        }
        var end = i
        while end < count, end &- i < 40 {
            let c = self[end]
            if c == ASCII.newline || c == ASCII.carriageReturn { break }
            if end > i && (ASCII.isBlank(c) || c == ASCII.comma || c == ASCII.rightBracket) { break }
            end &+= 1
        }
        return quoted(from: i, to: end)
    }

    /// The whole line containing `i` (trimmed, at most 60 bytes), quoted.
    func describeLine(at i: Int) -> String {
        guard i < count else { return "end of file" }
        var end = indexOfNewline(from: i)
        if end > i, self[end &- 1] == ASCII.carriageReturn { end &-= 1 }
        if end == i { return "an empty line" }
        return quoted(from: i, to: Swift.min(end, i &+ 60))
    }

    /// `"text"` with control bytes escaped so messages stay on one line.
    func quoted(from: Int, to: Int) -> String {
        var s = "\""
        for scalar in string(from: from, to: to).unicodeScalars {
            switch scalar {
            case "\"": s += "\\\""
            case "\\": s += "\\\\"
            case "\t": s += "\\t"
            case "\r": s += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    s += "\\x" + String(scalar.value, radix: 16)
                } else {
                    s.unicodeScalars.append(scalar)
                }
            }
        }
        return s + "\""
    }
}
