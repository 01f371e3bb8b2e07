import TactileCore

/// One row of a recorded pointer path (`t_ms,x,y,buttons`, optionally with the input
/// device, the group of targets on screen together and the target aimed at).
public struct PointerPathSample: Hashable, Sendable {
    /// Time in milliseconds since the recording's start.
    public var timeMilliseconds: Double
    /// Pointer position, in points.
    public var position: ScreenPoint
    /// Button bitmask (1 = left, 2 = right, 4 = middle).
    public var buttons: UInt32
    /// The input device ("mouse", "touchpad", ...), when the recording says.
    public var device: String?
    /// Which targets were on screen together (the candidates for "which target did the
    /// prediction pick"), when the recording says; nil = all targets of the same device.
    public var targetGroup: String?
    /// The target the movement ending at this row aimed at, when the recording says.
    public var target: PointingTarget?

    public init(timeMilliseconds: Double, position: ScreenPoint, buttons: UInt32,
                device: String? = nil, targetGroup: String? = nil, target: PointingTarget? = nil) {
        self.timeMilliseconds = timeMilliseconds; self.position = position; self.buttons = buttons
        self.device = device; self.targetGroup = targetGroup; self.target = target
    }

    /// Whether the left button is down.
    @inlinable public var isLeftDown: Bool { buttons & 1 != 0 }

    public var timestamp: Timestamp { Timestamp(microseconds: Int64((timeMilliseconds * 1000).rounded())) }
}
