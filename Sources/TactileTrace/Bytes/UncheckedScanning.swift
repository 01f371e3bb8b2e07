/// Scanning without bounds checks, for the hot paths of the parsers.
///
/// Only valid where a `\n` is known to follow in the buffer: every loop here stops
/// at a `\n` (it is not a blank, a digit or a hex digit), so reads never pass it.
/// The parsers use these for lines that end before the buffer's last `\n`, and the
/// checked scanners of ``UnsafeRawBufferPointer`` everywhere else. Any irregularity
/// returns nil so the caller can fall back to the checked path, which also builds
/// the error message.
extension UnsafePointer<UInt8> {
    @inline(__always) func skipBlanks(_ i: inout Int) {
        while self[i] == ASCII.space || self[i] == ASCII.tab { i &+= 1 }
    }

    /// 1 to `maxDigits` (at most 18) decimal digits.
    @inline(__always) func digits(_ i: inout Int, maxDigits: Int) -> UInt64? {
        let start = i
        var value: UInt64 = 0
        while true {
            let d = self[i] &- ASCII.zero
            if d > 9 { break }
            value = value &* 10 &+ UInt64(d)
            i &+= 1
        }
        let n = i &- start
        return n > 0 && n <= maxDigits ? value : nil
    }

    /// 1 to 4 lowercase or uppercase hex digits.
    @inline(__always) func hex16(_ i: inout Int) -> UInt16? {
        let start = i
        var value: UInt32 = 0
        while let d = ASCII.hexValue(self[i]) {
            value = value << 4 | UInt32(d)
            i &+= 1
            if i &- start > 4 { return nil }
        }
        return i > start ? UInt16(truncatingIfNeeded: value) : nil
    }

    /// An optionally negative decimal of 1 to 10 digits that fits `Int32`.
    @inline(__always) func int32(_ i: inout Int) -> Int32? {
        let negative = self[i] == ASCII.minus
        if negative { i &+= 1 }
        guard let magnitude = digits(&i, maxDigits: 10) else { return nil }
        let v = negative ? 0 &- Int64(magnitude) : Int64(magnitude)
        return v >= Int64(Int32.min) && v <= Int64(Int32.max) ? Int32(truncatingIfNeeded: v) : nil
    }

    @inline(__always) func isBlank(_ i: Int) -> Bool {
        self[i] == ASCII.space || self[i] == ASCII.tab
    }
}

/// Fixed-width fields of evemu-record's own output (`%06u` microseconds, `%04x` type
/// and code), decoded 8 bytes at a time. The `at:` decoders return nil for anything else
/// (other widths, other characters) and need 8 readable bytes at `i`; the `inout`
/// versions use them where 8 bytes are left (`i <= limit`, with `limit = count - 8`) and
/// fall back to the byte-by-byte scanners above, so the accepted syntax is unchanged.
extension UnsafePointer<UInt8> {
    /// The 8 bytes at `i` as a little-endian word (the first byte lowest).
    @inline(__always) func word(at i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(self + i).loadUnaligned(as: UInt64.self))
    }

    /// Exactly six decimal digits followed by a blank; `i` ends on the blank.
    @inline(__always) func sixDigitsThenBlank(_ i: inout Int, limit: Int) -> UInt64? {
        if i <= limit, let v = sixDigitsThenBlank(at: i) {
            i &+= 6
            return v
        }
        let start = i
        guard let v = digits(&i, maxDigits: 6), i &- start == 6, isBlank(i) else { return nil }
        return v
    }

    /// 1 to 4 hex digits followed by a blank; `i` ends on the blank.
    @inline(__always) func hex16ThenBlank(_ i: inout Int, limit: Int) -> UInt16? {
        if i <= limit, let v = fourHexThenBlank(at: i) {
            i &+= 4
            return v
        }
        guard let v = hex16(&i), isBlank(i) else { return nil }
        return v
    }

    /// Whether the byte `k` places into `w` is a space or a tab.
    @inline(__always) private static func isBlank(_ w: UInt64, byte k: UInt64) -> Bool {
        let b = UInt8(truncatingIfNeeded: w >> (8 &* k))
        return b == ASCII.space || b == ASCII.tab
    }

    /// Exactly six decimal digits followed by a blank.
    @inline(__always) func sixDigitsThenBlank(at i: Int) -> UInt64? {
        let w = word(at: i)
        let digits = w & 0x0000_ffff_ffff_ffff
        // Every byte in 0x30...0x3f, and still below 0x40 after adding 6: '0'...'9'.
        guard digits & 0x0000_f0f0_f0f0_f0f0 == 0x0000_3030_3030_3030,
              (digits &+ 0x0000_0606_0606_0606) & 0x0000_f0f0_f0f0_f0f0 == 0x0000_3030_3030_3030,
              Self.isBlank(w, byte: 6) else { return nil }
        let d = digits &- 0x0000_3030_3030_3030   // byte k = digit k (first digit lowest)
        // Byte 2j becomes 10 * digit(2j) + digit(2j + 1): three two-digit numbers.
        let pairs = (d &* 10 &+ (d >> 8)) & 0x0000_00ff_00ff_00ff
        return (pairs & 0xff) &* 10_000 &+ ((pairs >> 16) & 0xff) &* 100 &+ (pairs >> 32)
    }

    /// Exactly four hex digits (either case) followed by a blank.
    @inline(__always) func fourHexThenBlank(at i: Int) -> UInt16? {
        let w = word(at: i)
        guard Self.isBlank(w, byte: 4) else { return nil }
        let b = UInt32(truncatingIfNeeded: w)
        let high: UInt32 = 0x8080_8080
        guard b & high == 0 else { return nil }   // ASCII only: no borrows across bytes below
        // Per byte: high bit set where `x >= k`, for 7-bit x (x | 0x80 absorbs the borrow).
        @inline(__always) func atLeast(_ x: UInt32, _ k: UInt32) -> UInt32 { ((x | high) &- k) & high }
        let lower = b | 0x2020_2020
        let digit = atLeast(b, 0x3030_3030) & ~atLeast(b, 0x3a3a_3a3a)
        let letter = atLeast(lower, 0x6161_6161) & ~atLeast(lower, 0x6767_6767)
        guard digit | letter == high else { return nil }
        // '0'-'9' -> low nibble; 'a'-'f' / 'A'-'F' -> low nibble (1-6) + 9.
        let nibbles = (b & 0x0f0f_0f0f) &+ (letter >> 7) &* 9
        // Byte 2j becomes nibble(2j) << 4 | nibble(2j + 1).
        let pairs = ((nibbles << 4) | (nibbles >> 8)) & 0x00ff_00ff
        return UInt16(truncatingIfNeeded: (pairs & 0xff) << 8 | pairs >> 16)
    }
}

/// Variable-width fields 8 bytes at a time: runs of spaces (the padding of libinput
/// record's right-aligned columns) and numbers of up to 7 digits. Where fewer than 8
/// bytes are left (`i > limit`, with `limit = count - 8`), or for longer numbers, they
/// use the byte-by-byte scanners, so results are identical either way.
extension UnsafePointer<UInt8> {
    /// Skips spaces and tabs.
    @inline(__always) func skipBlanks(_ i: inout Int, limit: Int) {
        let high: UInt64 = 0x8080_8080_8080_8080
        while i <= limit {
            let s = word(at: i) ^ 0x2020_2020_2020_2020   // spaces become 0
            let notSpace = (((s | high) &- 0x0101_0101_0101_0101) | s) & high
            if notSpace != 0 {
                i &+= notSpace.trailingZeroBitCount >> 3
                break
            }
            i &+= 8
        }
        skipBlanks(&i)   // tabs, and the buffer's last bytes
    }

    /// 1 to `maxDigits` decimal digits, as ``digits(_:maxDigits:)``.
    @inline(__always) func digits(_ i: inout Int, maxDigits: Int, limit: Int) -> UInt64? {
        guard i <= limit else { return digits(&i, maxDigits: maxDigits) }
        let high: UInt64 = 0x8080_8080_8080_8080
        let x = word(at: i) ^ 0x3030_3030_3030_3030   // '0'...'9' become 0...9
        let notDigit = (((x | high) &- 0x0a0a_0a0a_0a0a_0a0a) | x) & high
        let n = notDigit.trailingZeroBitCount >> 3      // leading digits (8: all of them)
        if n == 8 { return digits(&i, maxDigits: maxDigits) }
        guard n > 0, n <= maxDigits else { return nil }
        // Right-align the n digits (zeros above them), then combine pairs, quads, octets.
        var v = x << UInt64((8 &- n) &* 8)
        v = ((v &* 2561) >> 8) & 0x00ff_00ff_00ff_00ff
        v = ((v &* 6_553_601) >> 16) & 0x0000_ffff_0000_ffff
        v = (v &* 42_949_672_960_001) >> 32
        i &+= n
        return v
    }

    /// An optionally negative decimal that fits `Int32`, as ``int32(_:)``.
    @inline(__always) func int32(_ i: inout Int, limit: Int) -> Int32? {
        let negative = self[i] == ASCII.minus
        if negative { i &+= 1 }
        guard let magnitude = digits(&i, maxDigits: 10, limit: limit) else { return nil }
        let v = negative ? 0 &- Int64(magnitude) : Int64(magnitude)
        return v >= Int64(Int32.min) && v <= Int64(Int32.max) ? Int32(truncatingIfNeeded: v) : nil
    }
}
