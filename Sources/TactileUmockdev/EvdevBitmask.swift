import TactileCore

/// A kernel capability bitmap (`unsigned long[]`) for one event type, laid out as
/// on 64-bit little-endian Linux (x86_64, aarch64): bit `n` is bit `n % 64` of long `n / 64`.
///
/// Renders the three forms umockdev needs: the raw bytes an `EVIOCGBIT`-style ioctl
/// copies out, the sysfs/uevent text (`capabilities/abs`, `ABS=`), and modalias lists.
struct EvdevBitmask: Hashable, Sendable {
    /// Number of valid bits (`*_CNT`, i.e. `*_MAX + 1`).
    let bitCount: Int
    private(set) var words: [UInt64]

    init(bitCount: Int) {
        self.bitCount = bitCount
        self.words = Array(repeating: 0, count: Swift.max(1, (bitCount + 63) / 64))
    }

    /// `bits` outside `0..<bitCount` are left out, as the kernel never reports them.
    init<Bits: Sequence>(bitCount: Int, bits: Bits) where Bits.Element == UInt16 {
        self.init(bitCount: bitCount)
        for bit in bits { insert(Int(bit)) }
    }

    /// The bitmap of a type's codes: `EventCode.maxCode(type:) + 1` bits.
    init<Bits: Sequence>(type: UInt16, bits: Bits) where Bits.Element == UInt16 {
        self.init(bitCount: Int(EventCode.maxCode(type: type)) + 1, bits: bits)
    }

    mutating func insert(_ bit: Int) {
        guard bit >= 0, bit < bitCount else { return }
        words[bit / 64] |= 1 << UInt64(bit % 64)
    }

    func contains(_ bit: Int) -> Bool {
        guard bit >= 0, bit < bitCount else { return false }
        return words[bit / 64] & (1 << UInt64(bit % 64)) != 0
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// Size in bytes of the `unsigned long` array libevdev passes for this bitmap
    /// (`NLONGS(*_CNT) * sizeof(long)`), which is also what the kernel copies back.
    var byteCount: Int { words.count * 8 }

    /// The array's bytes in memory order.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(byteCount)
        for word in words {
            for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
        }
        return out
    }

    /// The kernel's `input_print_bitmap` format used by sysfs `capabilities/*`, `properties`
    /// and the uevent variables: hex longs, most significant first, separated by spaces,
    /// leading zero longs left out, `0` when empty. Example: BTN_TOUCH alone is `400 0 0 0 0 0`.
    var sysfsText: String {
        guard let first = words.lastIndex(where: { $0 != 0 }) else { return "0" }
        return words[...first].reversed().map { String($0, radix: 16) }.joined(separator: " ")
    }

    /// The kernel's `input_print_modalias_bits`: `prefix` followed by `%X,` for every set
    /// bit in `lowerBound..<upperBound` (the kernel excludes the `*_MAX` bit itself).
    func modaliasText(prefix: Character, from lowerBound: Int, below upperBound: Int) -> String {
        var text = String(prefix)
        for bit in lowerBound..<Swift.min(upperBound, bitCount) where contains(bit) {
            text += String(bit, radix: 16, uppercase: true) + ","
        }
        return text
    }
}
