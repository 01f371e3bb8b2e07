/// Reads typed values off the fuzzer's input, front to back.
///
/// Exhausted input reads as zeros, so every decoder terminates and any byte string
/// decodes to something (libFuzzer works best when no input is rejected).
public struct FuzzBytes {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    public init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// True once every byte was read.
    public var isEmpty: Bool { offset >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    public mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    public mutating func uint32() -> UInt32 { UInt32(uint16()) | UInt32(uint16()) << 16 }

    public mutating func uint64() -> UInt64 { UInt64(uint32()) | UInt64(uint32()) << 32 }

    public mutating func int32() -> Int32 { Int32(bitPattern: uint32()) }

    /// Any bit pattern: NaN, infinities and subnormals included.
    public mutating func rawDouble() -> Double { Double(bitPattern: uint64()) }

    /// True with probability `numerator / 256`.
    public mutating func chance(_ numerator: UInt8) -> Bool { byte() < numerator }

    /// One of `choices` (never empty).
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }
}
