import TactileCore

/// How a scripted finger position becomes what a touchscreen reports: the panel the
/// ``ScriptedPanel`` simulates (its axes, resolution and screen), and where on it, in
/// device units, a finger at a given place is.
///
/// Scripts may give positions in any ``CoordinateSpace``: points (``ScreenPoint``),
/// millimetres on the panel (``PhysicalPoint``, the physical truth: use it to script a
/// pinch of exactly 1.5x on an anisotropic device) or raw device units. The points and
/// millimetres of the touches the engine sees are not computed here: the real
/// ``FrameAssembler`` maps the device units, as it does for a live device.
public struct ScriptMapping: Sendable {
    enum Kind: Sendable {
        /// mm = pt * factor, per axis; raw = mm * 100 (a 100 units/mm panel).
        case linear(x: Double, y: Double)
        /// The real mapper: positions are quantised to device units and mapped forward.
        case mapper(CoordinateMapper)
    }
    let kind: Kind

    /// Device units per millimetre of the panels behind ``uniform(millimetresPerPoint:)``
    /// and ``anisotropic(millimetresPerPointX:millimetresPerPointY:)``.
    public static let linearResolution: Int32 = 100

    /// Isotropic: every point is `millimetresPerPoint` mm on both axes (a panel of 100
    /// units/mm exactly covering the driver's screen).
    public static func uniform(millimetresPerPoint: Double) -> ScriptMapping {
        ScriptMapping(kind: .linear(x: millimetresPerPoint, y: millimetresPerPoint))
    }

    /// Different physical size of a point along x and y (a stretched panel).
    public static func anisotropic(millimetresPerPointX: Double, millimetresPerPointY: Double) -> ScriptMapping {
        ScriptMapping(kind: .linear(x: millimetresPerPointX, y: millimetresPerPointY))
    }

    /// Through a ``CoordinateMapper`` (device axes, resolution, calibration, rotation, and
    /// its own screen), with positions rounded to whole device units like real hardware.
    public static func mapper(_ mapper: CoordinateMapper) -> ScriptMapping { ScriptMapping(kind: .mapper(mapper)) }

    /// The three positions of one contact.
    public struct Position: Hashable, Sendable {
        public var point: ScreenPoint
        public var physical: PhysicalPoint
        public var raw: DevicePoint
    }

    /// A script position in millimetres on the panel (the physical truth).
    public func physical<S: CoordinateSpace>(_ p: Vector2<S>) -> PhysicalPoint {
        if S.self == PhysicalSpace.self { return PhysicalPoint(x: p.x, y: p.y) }
        switch kind {
        case .linear(let fx, let fy):
            if S.self == ScreenSpace.self { return PhysicalPoint(x: p.x * fx, y: p.y * fy) }
            return PhysicalPoint(x: p.x / Double(Self.linearResolution), y: p.y / Double(Self.linearResolution))
        case .mapper(let m):
            if S.self == ScreenSpace.self {
                return PhysicalPoint(x: p.x / m.screenWidthPoints * m.physicalWidth.value,
                                     y: p.y / m.screenHeightPoints * m.physicalHeight.value)
            }
            return m.physicalPoint(x: Int32(clamping: Int64(p.x.rounded())), y: Int32(clamping: Int64(p.y.rounded())))
        }
    }

    /// The device units a finger at `p` (millimetres on the panel) is reported at, rounded
    /// like real hardware (not yet clamped into the axis ranges).
    public func deviceUnits(physical p: PhysicalPoint) -> (x: Int32, y: Int32) {
        switch kind {
        case .linear:
            let r = Double(Self.linearResolution)
            return (Int32(clamping: Int64((p.x * r).rounded())), Int32(clamping: Int64((p.y * r).rounded())))
        case .mapper(let m):
            // Invert: mm -> normalised screen -> undo calibration/rotation -> device units.
            let nx = p.x / m.physicalWidth.value, ny = p.y / m.physicalHeight.value
            let a = m.matrix
            let det = a.a * a.e - a.b * a.d
            let ux = nx - a.c, uy = ny - a.f
            let dx = det != 0 ? (a.e * ux - a.b * uy) / det : nx
            let dy = det != 0 ? (a.a * uy - a.d * ux) / det : ny
            return (Int32(clamping: Int64((Double(m.xAxis.minimum) + dx * m.xAxis.range).rounded())),
                    Int32(clamping: Int64((Double(m.yAxis.minimum) + dy * m.yAxis.range).rounded())))
        }
    }

    /// What the frame assembler reports for a finger at `physical` on a panel that covers
    /// `screen` (the driver's screen; a ``mapper(_:)`` has its own): for expectations.
    /// The assembler computes the same values (up to floating-point rounding) from the
    /// device units; positions beyond the panel are clamped to its edge.
    public func position(physical p: PhysicalPoint,
                         screen: ScreenRect = ScreenRect(x: 0, y: 0, width: 1280, height: 800)) -> Position {
        let panel = touchscreen(screen: screen)
        let m = CoordinateMapper(xAxis: panel.x, yAxis: panel.y, screen: panel.screen)
        let u = deviceUnits(physical: p)
        let x = m.xAxis.clamp(u.x), y = m.yAxis.clamp(u.y)
        let mapped = m.map(x: x, y: y)
        return Position(point: mapped.screen, physical: mapped.physical, raw: DevicePoint(x: Double(x), y: Double(y)))
    }

    /// Millimetres per point along x and y (mean over the screen for a mapper).
    public var millimetresPerPoint: (x: Double, y: Double) {
        switch kind {
        case .linear(let x, let y): return (x, y)
        case .mapper(let m): return (m.physicalWidth.value / m.screenWidthPoints, m.physicalHeight.value / m.screenHeightPoints)
        }
    }

    /// The touch axes and screen of the simulated panel. For the linear mappings: axes of
    /// ``linearResolution`` units/mm from 0 to the screen's size in millimetres, mapped
    /// onto a screen of the driver's size in points at scale 1, so device units map to
    /// exactly the points and millimetres the mapping says. For a mapper: its own axes and screen.
    func touchscreen(screen: ScreenRect) -> (x: AbsInfo, y: AbsInfo, screen: ScreenConfiguration) {
        switch kind {
        case .linear(let fx, let fy):
            let r = Double(Self.linearResolution)
            let x = AbsInfo(minimum: 0, maximum: Int32(clamping: Int64((screen.width * fx * r).rounded())),
                            resolution: Self.linearResolution)
            let y = AbsInfo(minimum: 0, maximum: Int32(clamping: Int64((screen.height * fy * r).rounded())),
                            resolution: Self.linearResolution)
            let s = ScreenConfiguration(widthPixels: Int(screen.width.rounded()), heightPixels: Int(screen.height.rounded()),
                                        scale: 1)
            return (x, y, s)
        case .mapper(let m):
            return (m.xAxis, m.yAxis, m.screen)
        }
    }
}
