/// Checked number scanning: hostile input gives `nil`, never a trap or a wrapped value.
extension UnsafeRawBufferPointer {
    /// Decimal digits at `i` whose value stays `<= limit`; nil when there is no
    /// digit or the value exceeds `limit`. Leading zeros are allowed.
    @inline(__always) func scanUnsigned(_ i: inout Int, limit: UInt64) -> UInt64? {
        let start = i
        var value: UInt64 = 0
        while i < count {
            let d = self[i] &- ASCII.zero
            if d > 9 { break }
            // value * 10 + d <= limit, checked without overflowing.
            if value > (limit &- UInt64(d)) / 10 { return nil }
            value = value &* 10 &+ UInt64(d)
            i &+= 1
        }
        return i == start ? nil : value
    }

    /// An optionally signed decimal that fits `Int32` (`-001` is -1, as evemu writes it).
    @inline(__always) func scanInt32(_ i: inout Int) -> Int32? {
        var negative = false
        if i < count {
            let s = self[i]
            if s == ASCII.minus { negative = true; i &+= 1 } else if s == ASCII.plus { i &+= 1 }
        }
        guard let magnitude = scanUnsigned(&i, limit: negative ? 0x8000_0000 : 0x7fff_ffff) else { return nil }
        return negative ? Int32(truncatingIfNeeded: 0 &- Int64(magnitude)) : Int32(truncatingIfNeeded: magnitude)
    }

    /// Hex digits at `i` whose value stays `<= limit`; nil when there is no digit or
    /// the value exceeds `limit`.
    @inline(__always) func scanHex(_ i: inout Int, limit: UInt32) -> UInt32? {
        let start = i
        var value: UInt32 = 0
        while i < count, let d = ASCII.hexValue(self[i]) {
            if value > (limit &- UInt32(d)) >> 4 { return nil }
            value = value << 4 | UInt32(d)
            i &+= 1
        }
        return i == start ? nil : value
    }
}
