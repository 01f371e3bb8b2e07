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
    /// finger down) or rejected it (a palm: ``Touch/cancelReason``). Treat like ended but do
    /// not act on it (no tap).
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
    /// Contact size (major axis) in millimetres when the device reports it
    /// (``ContactSizing`` says from which axis and how it became millimetres).
    public var majorAxis: Millimetres?
    /// Contact size across the major axis in millimetres, when the device reports it.
    public var minorAxis: Millimetres?
    /// What touches the panel (`ABS_MT_TOOL_TYPE`); nil when the device does not say.
    public var tool: TouchTool?
    /// Why a `cancelled` touch was cancelled, when it was rejected rather than lost
    /// (nil otherwise, and on every other phase).
    public var cancelReason: TouchCancelReason?
    /// Protocol B slot (or contact index for protocol A, 0 for single touch).
    public var slot: Int
    /// Barrel buttons held, for a pen's tip contact fed to the gesture recognizers (Docs/PENS.md,
    /// "Pen gestures"); empty for fingers.
    public var penButtons: PenButtons = []

    public init(id: Int, phase: TouchPhase, position: ScreenPoint, physical: PhysicalPoint,
                raw: DevicePoint = .zero, pressure: Double? = nil, majorAxis: Millimetres? = nil,
                minorAxis: Millimetres? = nil, tool: TouchTool? = nil, cancelReason: TouchCancelReason? = nil,
                slot: Int = 0) {
        self.id = id; self.phase = phase; self.position = position; self.physical = physical
        self.raw = raw; self.pressure = pressure; self.majorAxis = majorAxis; self.minorAxis = minorAxis
        self.tool = tool; self.cancelReason = cancelReason; self.slot = slot
    }
}

/// What touches the panel, as `ABS_MT_TOOL_TYPE` says (linux/input.h `MT_TOOL_*`).
public enum TouchTool: String, Hashable, Sendable, CaseIterable {
    /// `MT_TOOL_FINGER` (0).
    case finger
    /// `MT_TOOL_PEN` (1): a pen reported as a contact of the touch panel.
    case pen
    /// `MT_TOOL_PALM` (2): the firmware calls the contact a palm; Tactile rejects it.
    case palm
    /// `MT_TOOL_DIAL` (10): a dial resting on the panel.
    case dial
    /// Any other value.
    case other

    /// The tool for a raw `ABS_MT_TOOL_TYPE` value.
    @inlinable public init(evdevValue v: Int32) {
        switch v {
        case 0: self = .finger
        case 1: self = .pen
        case 2: self = .palm
        case 10: self = .dial
        default: self = .other
        }
    }

    /// `MT_TOOL_PALM`.
    public static let palmValue: Int32 = 2
}

/// Why a touch was rejected: the `"reason"` of a cancelled touch in the frame JSON.
public enum TouchCancelReason: String, Hashable, Sendable, CaseIterable {
    /// A palm (or the writing hand beside a pen): the firmware's `MT_TOOL_PALM`, a contact
    /// larger or firmer than the device's palm thresholds (``PalmThresholds``), or a touch in
    /// a paired pen's hand zone.
    case palm
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
