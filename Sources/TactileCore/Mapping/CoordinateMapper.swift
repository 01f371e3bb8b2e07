/// Maps raw touch positions (device units) to millimetres and to screen points.
///
/// The path of a position: device units -> clamped into the axis range ->
/// normalised 0...1 -> calibration matrix -> rotation -> clamped to the screen ->
/// multiplied by the screen size in points (``ScreenSpace``) and by the panel size in
/// millimetres oriented like the screen (``PhysicalSpace``).
///
/// Physical size: decided by ``PanelSizing`` (an explicit size, then the axis resolution if
/// plausible, then the display's or the trace's size, then an assumption), which also says
/// where the size came from. A quirk's axis swap and inversion apply before the calibration.
public struct CoordinateMapper: Sendable {
    public let xAxis: AbsInfo
    public let yAxis: AbsInfo
    public let screen: ScreenConfiguration
    /// The quirk's axis transformation, then calibration, then rotation.
    public let matrix: CalibrationMatrix
    /// Screen size in points.
    public let screenWidthPoints: Double
    public let screenHeightPoints: Double
    /// Panel size in millimetres, oriented like the screen.
    public let physicalWidth: Millimetres
    public let physicalHeight: Millimetres
    /// The panel's size in device orientation, where it came from, and any warning.
    package let sizing: PanelSizing
    /// True when the size came from an axis resolution (the device's or a quirk's).
    public var hasDeviceResolution: Bool {
        switch sizing.source {
        case .axisResolution, .quirkResolution: return true
        default: return false
        }
    }

    public init(xAxis: AbsInfo, yAxis: AbsInfo, screen: ScreenConfiguration = .default) {
        self.init(xAxis: xAxis, yAxis: yAxis, device: nil, screen: screen)
    }

    /// `device` (whose axes these are) brings its quirk: size, resolution, axis transformation.
    public init(xAxis: AbsInfo, yAxis: AbsInfo, device: DeviceDescription?, screen: ScreenConfiguration = .default) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.screen = screen
        let axes = device?.quirk?.axisMatrix ?? .identity
        self.matrix = screen.rotation.matrix.concatenating(after: screen.calibrationMatrix(for: device).concatenating(after: axes))
        let size = screen.sizePoints
        screenWidthPoints = size.width.value
        screenHeightPoints = size.height.value
        sizing = PanelSizing(xAxis: xAxis, yAxis: yAxis, device: device, screen: screen)
        if screen.rotation.swapsAxes != (device?.quirk?.swapsAxes ?? false) {
            (physicalWidth, physicalHeight) = (sizing.height, sizing.width)
        } else {
            (physicalWidth, physicalHeight) = (sizing.width, sizing.height)
        }
    }

    /// A mapper for a device's touch axes; nil if it has none.
    public init?(device: DeviceDescription, screen: ScreenConfiguration = .default) {
        guard let axes = device.touchAxes else { return nil }
        self.init(xAxis: axes.x, yAxis: axes.y, device: device, screen: screen)
    }

    /// Normalised screen coordinates (0...1) of a raw position.
    @inlinable @inline(__always) public func normalised(x: Int32, y: Int32) -> (x: Double, y: Double) {
        let nx = (Double(xAxis.clamp(x)) - Double(xAxis.minimum)) / xAxis.range
        let ny = (Double(yAxis.clamp(y)) - Double(yAxis.minimum)) / yAxis.range
        let m = matrix.apply(nx, ny)
        return (Swift.min(Swift.max(m.x, 0), 1), Swift.min(Swift.max(m.y, 0), 1))
    }

    /// Screen position in points.
    @inlinable public func screenPoint(x: Int32, y: Int32) -> ScreenPoint {
        let n = normalised(x: x, y: y)
        return ScreenPoint(x: n.x * screenWidthPoints, y: n.y * screenHeightPoints)
    }

    /// Both positions from one normalisation (the per-touch hot path). Always inlined
    /// (with ``normalised(x:y:)``): as a call it made the assembler copy the whole mapper
    /// (about 240 bytes) to the stack for every touch.
    @inlinable @inline(__always) public func map(x: Int32, y: Int32) -> (screen: ScreenPoint, physical: PhysicalPoint) {
        let n = normalised(x: x, y: y)
        return (ScreenPoint(x: n.x * screenWidthPoints, y: n.y * screenHeightPoints),
                PhysicalPoint(x: n.x * physicalWidth.value, y: n.y * physicalHeight.value))
    }

    /// Panel position in millimetres, oriented like the screen.
    @inlinable public func physicalPoint(x: Int32, y: Int32) -> PhysicalPoint {
        let n = normalised(x: x, y: y)
        return PhysicalPoint(x: n.x * physicalWidth.value, y: n.y * physicalHeight.value)
    }

    /// Points per millimetre along each screen axis; use to convert a physical threshold.
    public var pointsPerMillimetre: (x: Double, y: Double) {
        (screenWidthPoints / Swift.max(physicalWidth.value, 1e-9), screenHeightPoints / Swift.max(physicalHeight.value, 1e-9))
    }

    /// Converts a length on the panel to screen points (mean of the two axes).
    public func points(_ mm: Millimetres) -> Points {
        let p = pointsPerMillimetre
        return Points(mm.value * (p.x + p.y) / 2)
    }

    /// Converts a length on the screen to millimetres on the panel (mean of the two axes).
    public func millimetres(_ pt: Points) -> Millimetres {
        let p = pointsPerMillimetre
        return Millimetres(pt.value * 2 / (p.x + p.y))
    }
}
