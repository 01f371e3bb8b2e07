/// Where a touch is in its life, as reported in a ``TouchFrame``.
public enum TouchPhase: String, Hashable, Sendable, Codable, CaseIterable {
    /// First frame of the touch.
    case began
    /// The position changed since the previous frame.
    case moved
    /// Still down, position unchanged.
    case stationary
    /// Lifted normally; the touch's last frame.
    case ended
    /// The system lost track of it (SYN_DROPPED, device removed, trace ended with the
    /// finger down). Treat like ended but do not act on it (no tap).
    case cancelled

    /// True for `ended` and `cancelled`.
    @inlinable public var isTerminal: Bool { self == .ended || self == .cancelled }
}

/// One contact in one frame.
public struct Touch: Hashable, Sendable {
    /// Stable for the touch's whole life and never reused by the same assembler.
    public var id: Int
    public var phase: TouchPhase
    /// Position on the screen, in points.
    public var position: ScreenPoint
    /// Position on the panel in millimetres, oriented like the screen.
    public var physical: PhysicalPoint
    /// Raw position in device units (after clamping into the axis range).
    public var raw: DevicePoint
    /// Pressure normalised to 0...1 by its axis range; nil when the device has none.
    public var pressure: Double?
    /// Contact size (major axis) in millimetres when the device reports it.
    public var majorAxis: Millimetres?
    /// Protocol B slot (or contact index for protocol A, 0 for single touch).
    public var slot: Int

    public init(id: Int, phase: TouchPhase, position: ScreenPoint, physical: PhysicalPoint,
                raw: DevicePoint = .zero, pressure: Double? = nil, majorAxis: Millimetres? = nil, slot: Int = 0) {
        self.id = id; self.phase = phase; self.position = position; self.physical = physical
        self.raw = raw; self.pressure = pressure; self.majorAxis = majorAxis; self.slot = slot
    }
}

/// All contacts of one touch device at one `SYN_REPORT`.
///
/// Holds every touch that is down plus the ones that ended or were cancelled in
/// this frame (each terminal phase appears exactly once).
public struct TouchFrame: Hashable, Sendable {
    public var time: Timestamp
    public var touches: [Touch]
    public init(time: Timestamp, touches: [Touch]) { self.time = time; self.touches = touches }
}
