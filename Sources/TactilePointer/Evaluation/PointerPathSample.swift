import TactileCore

/// One row of a recorded pointer path (`t_ms,x,y,buttons`).
public struct PointerPathSample: Hashable, Sendable {
    /// Time in milliseconds since the recording's start.
    public var timeMilliseconds: Double
    /// Pointer position, in points.
    public var position: ScreenPoint
    /// Button bitmask (1 = left, 2 = right, 4 = middle).
    public var buttons: UInt32

    public init(timeMilliseconds: Double, position: ScreenPoint, buttons: UInt32) {
        self.timeMilliseconds = timeMilliseconds; self.position = position; self.buttons = buttons
    }

    /// Whether the left button is down.
    @inlinable public var isLeftDown: Bool { buttons & 1 != 0 }

    public var timestamp: Timestamp { Timestamp(microseconds: Int64((timeMilliseconds * 1000).rounded())) }
}
