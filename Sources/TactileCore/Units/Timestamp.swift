/// A point in time taken from an input event, in microseconds.
///
/// Tactile never reads the wall clock: every time in the engine comes from event
/// timestamps (the kernel's `input_event.time`, or a trace's recorded time). The
/// epoch is whatever the source used (`CLOCK_MONOTONIC`, `CLOCK_REALTIME`, or the
/// start of a trace); only differences matter.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Microseconds since the source's epoch.
    public var microseconds: Int64

    @inlinable public init(microseconds: Int64) { self.microseconds = microseconds }

    /// From a kernel `timeval` split into seconds and microseconds.
    @inlinable public init(seconds: Int64, microseconds: Int64) {
        self.microseconds = seconds &* 1_000_000 &+ microseconds
    }

    /// From fractional seconds (rounded to the nearest microsecond).
    @inlinable public init(seconds: Double) {
        self.microseconds = Int64((seconds * 1_000_000).rounded())
    }

    public static let zero = Timestamp(microseconds: 0)

    /// Seconds since the source's epoch.
    @inlinable public var seconds: Double { Double(microseconds) / 1_000_000 }

    @inlinable public static func < (a: Timestamp, b: Timestamp) -> Bool { a.microseconds < b.microseconds }

    /// The time elapsed from `b` to `a`. Never negative when `a >= b`.
    @inlinable public static func - (a: Timestamp, b: Timestamp) -> Milliseconds {
        Milliseconds(Double(a.microseconds &- b.microseconds) / 1000)
    }

    @inlinable public static func + (a: Timestamp, d: Milliseconds) -> Timestamp {
        Timestamp(microseconds: a.microseconds &+ Int64((d.value * 1000).rounded()))
    }

    public var description: String { String(seconds) }
}

/// A duration in milliseconds. Thresholds such as a long-press delay use this type.
public struct Milliseconds: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: Double
    @inlinable public init(_ value: Double) { self.value = value }
    @inlinable public var seconds: Double { value / 1000 }
    @inlinable public static func < (a: Milliseconds, b: Milliseconds) -> Bool { a.value < b.value }
    @inlinable public static func + (a: Milliseconds, b: Milliseconds) -> Milliseconds { Milliseconds(a.value + b.value) }
    @inlinable public static func - (a: Milliseconds, b: Milliseconds) -> Milliseconds { Milliseconds(a.value - b.value) }
    public static let zero = Milliseconds(0)
    public var description: String { "\(value) ms" }
}
