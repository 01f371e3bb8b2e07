/// Checked number scanning: hostile input gives `nil`, never a trap or a wrapped value.
extension UnsafeRawBufferPointer {
    /// Decimal digits at `i` whose value stays `<= limit`; nil when there is no
    /// digit or the value exceeds `limit`. Leading zeros are allowed.
    @inline(__always) func scanUnsigned(_ i: inout Int, limit: UInt64) -> UInt64? {
        let start = i
        var value: UInt64 = 0
        // Up to 18 digits cannot overflow UInt64: accumulate unchecked, compare once.
        while i < count {
            let d = self[i] &- ASCII.zero
            if d > 9 { break }
            value = value &* 10 &+ UInt64(d)
            i &+= 1
        }
        let digits = i &- start
        if digits == 0 { return nil }
        if digits <= 18 { return value <= limit ? value : nil }
        return scanUnsignedChecked(from: start, to: i, limit: limit)
    }

    /// The slow path for long digit runs (leading zeros or absurd values).
    private func scanUnsignedChecked(from start: Int, to end: Int, limit: UInt64) -> UInt64? {
        var value: UInt64 = 0
        for k in start..<end {
            let d = UInt64(self[k] &- ASCII.zero)
            if value > (limit &- d) / 10 { return nil }
            value = value &* 10 &+ d
        }
        return value
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
        var value: UInt64 = 0
        while i < count, let d = ASCII.hexValue(self[i]) {
            value = value << 4 | UInt64(d)  // exact up to 15 digits; longer runs are rechecked below
            i &+= 1
        }
        let digits = i &- start
        if digits == 0 { return nil }
        if digits <= 15 { return value <= UInt64(limit) ? UInt32(truncatingIfNeeded: value) : nil }
        var checked: UInt64 = 0
        for k in start..<i {
            checked = checked << 4 | UInt64(ASCII.hexValue(self[k]) ?? 0)
            if checked > UInt64(limit) { return nil }
        }
        return UInt32(truncatingIfNeeded: checked)
    }
}
