import TactileCore
import TactilePointer

/// One row of a recorded pointer path (`t_ms,x,y,buttons`, optionally with the input
/// device, the group of targets on screen together and the target aimed at).
package struct PointerPathSample: Hashable, Sendable {
    /// Time in milliseconds since the recording's start.
    package var timeMilliseconds: Double
    /// Pointer position, in points.
    package var position: ScreenPoint
    /// Button bitmask (1 = left, 2 = right, 4 = middle).
    package var buttons: UInt32
    /// The input device ("mouse", "touchpad", ...), when the recording says.
    package var device: String?
    /// Which targets were on screen together (the candidates for "which target did the
    /// prediction pick"), when the recording says; nil = all targets of the same device.
    package var targetGroup: String?
    /// The target the movement ending at this row aimed at, when the recording says.
    package var target: PointingTarget?

    package init(timeMilliseconds: Double, position: ScreenPoint, buttons: UInt32,
                device: String? = nil, targetGroup: String? = nil, target: PointingTarget? = nil) {
        self.timeMilliseconds = timeMilliseconds; self.position = position; self.buttons = buttons
        self.device = device; self.targetGroup = targetGroup; self.target = target
    }

    /// Whether the left button is down.
    @inlinable package var isLeftDown: Bool { buttons & 1 != 0 }

    package var timestamp: Timestamp { Timestamp(microseconds: Int64((timeMilliseconds * 1000).rounded())) }
}
