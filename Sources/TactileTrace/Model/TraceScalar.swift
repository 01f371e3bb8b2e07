/// A scalar value of an ``ExpectedGesture`` field.
///
/// Integers and fractional numbers are kept apart so `fingers: 2` and
/// `scale: 2.0` round-trip exactly.
public enum TraceScalar: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case integer(Int64)
    case number(Double)
    case bool(Bool)

    /// The value as a Double for numeric comparisons; nil for strings and bools.
    public var doubleValue: Double? {
        switch self {
        case .integer(let v): return Double(v)
        case .number(let v): return v
        case .string, .bool: return nil
        }
    }

    /// The string payload, if this is a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var description: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .integer(let v): return String(v)
        case .number(let v): return String(v)
        case .bool(let b): return String(b)
        }
    }
}

extension TraceScalar: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
