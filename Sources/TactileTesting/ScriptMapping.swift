import TactileCore

/// How a scripted finger position becomes the three positions of a `Touch` (points,
/// millimetres, device units), exactly as the frame assembler would report them.
///
/// Scripts may give positions in any ``CoordinateSpace``: points (``ScreenPoint``),
/// millimetres on the panel (``PhysicalPoint``, the physical truth: use it to script a
/// pinch of exactly 1.5x on an anisotropic device) or raw device units.
public struct ScriptMapping: Sendable {
    enum Kind: Sendable {
        /// mm = pt * factor, per axis; raw = mm * 100 (a 100 units/mm panel).
        case linear(x: Double, y: Double)
        /// The real mapper: positions are quantised to device units and mapped forward.
        case mapper(CoordinateMapper)
    }
    let kind: Kind

    /// Isotropic: every point is `millimetresPerPoint` mm on both axes.
    public static func uniform(millimetresPerPoint: Double) -> ScriptMapping {
        ScriptMapping(kind: .linear(x: millimetresPerPoint, y: millimetresPerPoint))
    }

    /// Different physical size of a point along x and y (a stretched panel).
    public static func anisotropic(millimetresPerPointX: Double, millimetresPerPointY: Double) -> ScriptMapping {
        ScriptMapping(kind: .linear(x: millimetresPerPointX, y: millimetresPerPointY))
    }

    /// Through a ``CoordinateMapper`` (device axes, resolution, calibration, rotation), with
    /// positions rounded to whole device units like real hardware.
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
            return PhysicalPoint(x: p.x / 100, y: p.y / 100)
        case .mapper(let m):
            if S.self == ScreenSpace.self {
                return PhysicalPoint(x: p.x / m.screenWidthPoints * m.physicalWidth.value,
                                     y: p.y / m.screenHeightPoints * m.physicalHeight.value)
            }
            return m.physicalPoint(x: Int32(clamping: Int64(p.x.rounded())), y: Int32(clamping: Int64(p.y.rounded())))
        }
    }

    /// What the device and the frame assembler report for a finger at `physical`.
    public func position(physical p: PhysicalPoint) -> Position {
        switch kind {
        case .linear(let fx, let fy):
            return Position(point: ScreenPoint(x: p.x / fx, y: p.y / fy), physical: p,
                            raw: DevicePoint(x: (p.x * 100).rounded(), y: (p.y * 100).rounded()))
        case .mapper(let m):
            // Invert: mm -> normalised screen -> undo calibration/rotation -> device units.
            let nx = p.x / m.physicalWidth.value, ny = p.y / m.physicalHeight.value
            let a = m.matrix
            let det = a.a * a.e - a.b * a.d
            let ux = nx - a.c, uy = ny - a.f
            let dx = det != 0 ? (a.e * ux - a.b * uy) / det : nx
            let dy = det != 0 ? (a.a * uy - a.d * ux) / det : ny
            let rx = Int32(clamping: Int64((Double(m.xAxis.minimum) + dx * m.xAxis.range).rounded()))
            let ry = Int32(clamping: Int64((Double(m.yAxis.minimum) + dy * m.yAxis.range).rounded()))
            let cx = m.xAxis.clamp(rx), cy = m.yAxis.clamp(ry)
            return Position(point: m.screenPoint(x: cx, y: cy), physical: m.physicalPoint(x: cx, y: cy),
                            raw: DevicePoint(x: Double(cx), y: Double(cy)))
        }
    }

    /// Millimetres per point along x and y (mean over the screen for a mapper).
    public var millimetresPerPoint: (x: Double, y: Double) {
        switch kind {
        case .linear(let x, let y): return (x, y)
        case .mapper(let m): return (m.physicalWidth.value / m.screenWidthPoints, m.physicalHeight.value / m.screenHeightPoints)
        }
    }
}
