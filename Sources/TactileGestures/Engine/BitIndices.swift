/// The indices of the set bits of a 64-bit set, ascending: how the engine walks a region's
/// members and the recognizer store its deadlines (recognizer `m` is bit `m`; at most 64).
/// Walking the bits instead of an index array avoids retaining the array every frame.
struct BitIndices: Sequence, IteratorProtocol {
    private var bits: UInt64

    @inline(__always) init(_ bits: UInt64) { self.bits = bits }

    @inline(__always) mutating func next() -> Int? {
        guard bits != 0 else { return nil }
        let i = bits.trailingZeroBitCount
        bits &= bits &- 1
        return i
    }
}
