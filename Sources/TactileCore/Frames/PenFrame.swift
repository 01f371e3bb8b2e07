/// The end of a pen in proximity, from its `BTN_TOOL_*` bit.
public enum PenTool: String, Hashable, Sendable, Codable, CaseIterable {
    /// `BTN_TOOL_PEN` (and a pen that never says which tool it is: cheap tablets).
    case pen
    /// `BTN_TOOL_RUBBER`: the eraser end.
    case eraser
    /// `BTN_TOOL_BRUSH`.
    case brush
    /// `BTN_TOOL_PENCIL`.
    case pencil
    /// `BTN_TOOL_AIRBRUSH`.
    case airbrush

    /// The tool for an evdev `BTN_TOOL_*` code, or nil for other keys (finger, mouse, lens).
    @inlinable public init?(evdevCode code: UInt16) {
        switch code {
        case EventCode.btnToolPen: self = .pen
        case EventCode.btnToolRubber: self = .eraser
        case EventCode.btnToolBrush: self = .brush
        case EventCode.btnToolPencil: self = .pencil
        case EventCode.btnToolAirbrush: self = .airbrush
        default: return nil
        }
    }
}

/// The barrel buttons held on a pen, as a bit set (no allocation per frame).
public struct PenButtons: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `BTN_STYLUS`: the lower (first) barrel button.
    public static let stylus = PenButtons(rawValue: 1 << 0)
    /// `BTN_STYLUS2`: the upper barrel button.
    public static let stylus2 = PenButtons(rawValue: 1 << 1)
    /// `BTN_STYLUS3`: a third barrel button (Wacom Pro Pen 3D).
    public static let stylus3 = PenButtons(rawValue: 1 << 2)

    /// Names in a fixed order, as used in the JSON output.
    public static let named: [(PenButtons, String)] = [(.stylus, "stylus"), (.stylus2, "stylus2"), (.stylus3, "stylus3")]

    /// The button for an evdev `BTN_STYLUS*` code, or nil for other keys.
    @inlinable public init?(evdevCode code: UInt16) {
        switch code {
        case EventCode.btnStylus: self = .stylus
        case EventCode.btnStylus2: self = .stylus2
        case EventCode.btnStylus3: self = .stylus3
        default: return nil
        }
    }
}

/// What the tip did in one frame.
public enum PenTipChange: String, Hashable, Sendable, Codable {
    /// The tip is as it was in the previous frame.
    case none
    /// The tip touched the surface in this frame (a stroke begins).
    case down
    /// The tip left the surface in this frame (a stroke ends; the pen may still hover).
    case up
}

/// The pen's tilt from the vertical, in degrees.
///
/// `x` positive = the top of the pen leans right (towards +x on the screen), `y` positive =
/// it leans towards the bottom (+y), as `ABS_TILT_X`/`ABS_TILT_Y` and libinput report them.
public struct PenTilt: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// What one pen (stylus) on one device did at one `SYN_REPORT`.
///
/// A pen's life is its proximity period: `phase` is `began` when it comes into proximity
/// (a `BTN_TOOL_*` bit set, or the first coordinates of a pen that never sends one),
/// `moved` or `stationary` while it hovers or draws, and `ended` when it leaves proximity
/// (`cancelled` when the device went away or the trace ended with it near). Inside that,
/// `tip` says whether it touches the surface: a stroke is a tip-down period.
/// Positions use the same spaces as touches: points on the screen, millimetres on the panel.
public struct PenFrame: Hashable, Sendable {
    public var time: Timestamp
    /// One id per proximity period, from the same never-reused sequence as the device's touch ids.
    public var id: Int
    /// Where the proximity period is (began = proximity in, ended = proximity out).
    public var phase: TouchPhase
    public var tool: PenTool
    /// True while the tip touches the surface (hovering otherwise).
    public var tip: Bool
    /// Whether the tip went down or up in this frame.
    public var tipChange: PenTipChange
    /// Position on the screen, in points.
    public var position: ScreenPoint
    /// Position on the panel in millimetres, oriented like the screen.
    public var physical: PhysicalPoint
    /// Raw position in device units (after clamping into the axis range).
    public var raw: DevicePoint
    /// Tip pressure 0...1 after the pressure offset and curve (Docs/PENS.md); 0 while
    /// hovering; nil when the device has no `ABS_PRESSURE`.
    public var pressure: Double?
    /// Hover distance 0...1 of the `ABS_DISTANCE` range (0 = closest), nil when not reported.
    public var distance: Double?
    /// Tilt in degrees, nil when the device has no tilt axes.
    public var tilt: PenTilt?
    /// Rotation about the pen's axis in degrees 0..<360 (`ABS_Z`: art pens, airbrushes),
    /// nil until the tool reports one.
    public var rotation: Double?
    /// Barrel buttons held.
    public var buttons: PenButtons
    /// The tool's serial number (`MSC_SERIAL`), nil when the device sends none.
    public var serial: UInt32?

    public init(time: Timestamp, id: Int, phase: TouchPhase, tool: PenTool = .pen, tip: Bool = false,
                tipChange: PenTipChange = .none, position: ScreenPoint, physical: PhysicalPoint,
                raw: DevicePoint = .zero, pressure: Double? = nil, distance: Double? = nil,
                tilt: PenTilt? = nil, rotation: Double? = nil, buttons: PenButtons = [], serial: UInt32? = nil) {
        self.time = time; self.id = id; self.phase = phase; self.tool = tool; self.tip = tip
        self.tipChange = tipChange; self.position = position; self.physical = physical; self.raw = raw
        self.pressure = pressure; self.distance = distance; self.tilt = tilt; self.rotation = rotation
        self.buttons = buttons; self.serial = serial
    }

    /// In proximity with the tip up (a proximity-out frame is not hovering).
    @inlinable public var isHovering: Bool { !tip && !phase.isTerminal }
}
