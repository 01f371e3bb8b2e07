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
