/// Bounds the parsers enforce so that absurd values are rejected with an error
/// instead of overflowing later (the parsers are fuzzed).
enum TraceLimits {
    /// Largest whole seconds in a timestamp such that `seconds * 1e6 + 999_999`
    /// fits `Timestamp.microseconds` (Int64).
    static let maxSeconds: UInt64 = 9_223_372_036_853
    /// Highest event type in a device description (`EV_MAX`).
    static let maxEventType: UInt16 = 0x1f
    /// Highest event code in a device description (`KEY_MAX`, the largest code space).
    static let maxDescriptionCode: UInt16 = 0x2ff
    /// Highest input property accepted (`INPUT_PROP_MAX` is 0x1f; room for growth, 4 `P:` lines).
    static let maxProperty: UInt16 = 0xff
}
