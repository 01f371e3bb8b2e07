/// Mouse buttons as a bit set (no allocation per frame).
public struct ButtonSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let left = ButtonSet(rawValue: 1 << 0)
    public static let right = ButtonSet(rawValue: 1 << 1)
    public static let middle = ButtonSet(rawValue: 1 << 2)
    public static let side = ButtonSet(rawValue: 1 << 3)
    public static let extra = ButtonSet(rawValue: 1 << 4)
    public static let forward = ButtonSet(rawValue: 1 << 5)
    public static let back = ButtonSet(rawValue: 1 << 6)
    public static let task = ButtonSet(rawValue: 1 << 7)

    /// Names in a fixed order, as used in the JSON output.
    public static let named: [(ButtonSet, String)] = [
        (.left, "left"), (.right, "right"), (.middle, "middle"), (.side, "side"),
        (.extra, "extra"), (.forward, "forward"), (.back, "back"), (.task, "task"),
    ]

    public var names: [String] { Self.named.compactMap { contains($0.0) ? $0.1 : nil } }

    /// The button for an evdev `BTN_*` code, or nil for other keys.
    @inlinable public init?(evdevCode code: UInt16) {
        guard code >= EventCode.btnLeft && code <= EventCode.btnTask else { return nil }
        self.init(rawValue: 1 << (code - EventCode.btnLeft))
    }
}

/// Wheel motion in detents (clicks of the wheel); fractional with high-resolution wheels.
public struct WheelDelta: Hashable, Sendable {
    /// Vertical: positive = wheel rotated away from the user (`REL_WHEEL` > 0).
    public var vertical: Double
    /// Horizontal: positive = right.
    public var horizontal: Double
    public init(vertical: Double = 0, horizontal: Double = 0) { self.vertical = vertical; self.horizontal = horizontal }
    public static let zero = WheelDelta()
    public var isZero: Bool { vertical == 0 && horizontal == 0 }
}

/// What a relative pointing device did between two `SYN_REPORT`s.
public struct PointerFrame: Hashable, Sendable {
    public var time: Timestamp
    /// Relative motion in device units (counts); the pointer engine applies acceleration.
    public var dx: Int32
    public var dy: Int32
    /// Buttons down after this frame.
    public var buttons: ButtonSet
    /// Buttons that went down / up in this frame.
    public var pressed: ButtonSet
    public var released: ButtonSet
    public var wheel: WheelDelta
    /// An absolute pointer (a tablet in mouse mode, a VM tablet: `ABS_X`/`ABS_Y` with buttons)
    /// moved here, in screen points (its axis ranges mapped onto the screen like a
    /// touchscreen's, calibration included); nil for relative devices and frames without motion.
    public var absolutePosition: ScreenPoint?

    public init(time: Timestamp, dx: Int32 = 0, dy: Int32 = 0, buttons: ButtonSet = [],
                pressed: ButtonSet = [], released: ButtonSet = [], wheel: WheelDelta = .zero,
                absolutePosition: ScreenPoint? = nil) {
        self.time = time; self.dx = dx; self.dy = dy; self.buttons = buttons
        self.pressed = pressed; self.released = released; self.wheel = wheel
        self.absolutePosition = absolutePosition
    }
}

/// A frame from one device: what the assembler emits at each `SYN_REPORT`.
public enum Frame: Hashable, Sendable {
    case touch(TouchFrame)
    case pointer(PointerFrame)
    /// A pen (stylus) in proximity: one per `SYN_REPORT` that changed something.
    case pen(PenFrame)

    public var time: Timestamp {
        switch self {
        case .touch(let f): return f.time
        case .pointer(let f): return f.time
        case .pen(let f): return f.time
        }
    }
}
