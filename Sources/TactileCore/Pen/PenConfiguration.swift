/// How a pen's raw pressure becomes the 0...1 of ``PenFrame/pressure`` and when its tip is down
/// (Docs/PENS.md). The defaults are libinput's (src/evdev-tablet.c, `tool_set_pressure_thresholds`).
///
/// ```
///  min ──offset──┬─tipUp─┬───tipDown───┬──────────────────────── max   raw ABS_PRESSURE
///                │ 0     │             │ tip down (no BTN_TOUCH)  1    normalised, then the curve
/// ```
public struct PenConfiguration: Hashable, Sendable {
    /// Applied to the normalised pressure; linear by default.
    public var pressureCurve: PressureCurve
    /// Pressure 0 lies this fraction of the range above the pen's rest offset; a device without
    /// `BTN_TOUCH` lifts its tip below it (libinput: 1 %).
    public var tipUpThreshold: Double
    /// A device without `BTN_TOUCH` puts its tip down above this fraction of the range over the
    /// rest offset (libinput: 5 %). Devices with `BTN_TOUCH` use the firmware's tip state.
    public var tipDownThreshold: Double
    /// The lowest pressure a hovering pen reports is its rest offset (a worn pen reads above 0
    /// at rest), unless it is above this fraction of the range (a stuck tip: offset 0).
    public var maximumRestOffset: Double

    public init(pressureCurve: PressureCurve = .linear, tipUpThreshold: Double = 0.01,
                tipDownThreshold: Double = 0.05, maximumRestOffset: Double = 0.2) {
        self.pressureCurve = pressureCurve
        self.tipUpThreshold = tipUpThreshold
        self.tipDownThreshold = tipDownThreshold
        self.maximumRestOffset = maximumRestOffset
    }

    public static let `default` = PenConfiguration()
}

/// A pressure curve: the cubic Bézier from (0, 0) to (1, 1) through two control points, as
/// libinput's `libinput_tablet_tool_config_pressure_curve` and xf86-input-wacom's
/// `PressureCurve` ("0/0 x1/y1 x2/y2 1/1"). Input and output are 0...1.
public struct PressureCurve: Hashable, Sendable {
    public var x1: Double, y1: Double, x2: Double, y2: Double
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = Swift.min(Swift.max(x1, 0), 1); self.y1 = Swift.min(Swift.max(y1, 0), 1)
        self.x2 = Swift.min(Swift.max(x2, 0), 1); self.y2 = Swift.min(Swift.max(y2, 0), 1)
    }
    /// Output = input.
    public static let linear = PressureCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// The curve's y at `x` (0...1): the Bézier parameter is found by bisection (x(t) is
    /// monotonic for control points in the unit square), 24 steps, no allocation.
    @inlinable public func apply(_ x: Double) -> Double {
        let x = Swift.min(Swift.max(x, 0), 1)
        if self == .linear { return x }
        var lo = 0.0, hi = 1.0
        for _ in 0..<24 {
            let t = (lo + hi) / 2
            if Self.bezier(t, x1, x2) < x { lo = t } else { hi = t }
        }
        return Swift.min(Swift.max(Self.bezier((lo + hi) / 2, y1, y2), 0), 1)
    }

    @inlinable static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
}
