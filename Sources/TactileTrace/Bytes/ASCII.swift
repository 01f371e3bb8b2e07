/// The byte values the trace parsers and writers look at.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0a
    static let carriageReturn: UInt8 = 0x0d
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let plus: UInt8 = 0x2b
    static let comma: UInt8 = 0x2c
    static let minus: UInt8 = 0x2d
    static let dot: UInt8 = 0x2e
    static let zero: UInt8 = 0x30
    static let colon: UInt8 = 0x3a
    static let leftBracket: UInt8 = 0x5b
    static let backslash: UInt8 = 0x5c
    static let rightBracket: UInt8 = 0x5d
    static let leftBrace: UInt8 = 0x7b

    @inline(__always) static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }

    /// True for `\n`, `\r` (of `\r\n`) and `#`: where an event line's payload ends.
    @inline(__always) static func endsPayload(_ b: UInt8) -> Bool {
        b == newline || b == carriageReturn || b == hash
    }

    /// The value of a hex digit, or nil.
    @inline(__always) static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b &- 0x30
        case 0x61...0x66: return b &- 0x61 &+ 10
        case 0x41...0x46: return b &- 0x41 &+ 10
        default: return nil
        }
    }
}
