import TactileCore

/// A touchscreen the generator emits events for: its axes (range and resolution), its
/// protocol, and the screen it is mapped to.
///
/// Scripts are in millimetres on the panel; this type converts them to device units
/// exactly as ``CoordinateMapper`` converts back, so a replayed position lands where
/// the script put it (up to one device unit of quantisation):
/// - resolution > 0: `units = minimum + mm * resolution` (x and y may differ: anisotropic);
/// - resolution 0: the panel covers the screen and its size is the screen's size in
///   mm (configured, or the assumed panel of ``PanelSizing``), so `units = minimum + mm / screen mm * range`.
///
/// Only screens without rotation or calibration are supported (the inverse of those is
/// not needed for generation: a rotated panel is just another device description).
package struct SyntheticTouchscreen: Hashable, Sendable {
    /// Device name, as in `N:` / `name:`.
    package var name: String
    package var touchProtocol: SyntheticTouchProtocol
    /// Position axes (used for `ABS_MT_POSITION_*` and `ABS_X/ABS_Y` alike).
    package var xAxis: AbsInfo
    package var yAxis: AbsInfo
    /// The screen the panel covers; stored in each trace's `tactile: screen:`.
    package var screen: ScreenConfiguration
    /// First kernel tracking id (protocol B, or A with tracking ids); wraps after 65535.
    package var firstTrackingID: Int32
    /// Size, pressure and tool-type axes (protocol B only); nil: positions only.
    package var contactAxes: ContactAxes?
    /// Bus, vendor and product: `BUS_VIRTUAL` and 0:0 (these devices do not exist), unless a
    /// pen display's touch node must pair with its pen node by vendor:product.
    package var inputID = InputID(bustype: 0x06, vendor: 0, product: 0, version: 1)

    package init(name: String, touchProtocol: SyntheticTouchProtocol, xAxis: AbsInfo, yAxis: AbsInfo,
                screen: ScreenConfiguration = .default, firstTrackingID: Int32 = 0, contactAxes: ContactAxes? = nil) {
        precondition(screen.rotation == .none && screen.calibration == .identity,
                     "synthetic touchscreens map onto an unrotated, uncalibrated screen")
        self.name = name; self.touchProtocol = touchProtocol
        self.xAxis = xAxis; self.yAxis = yAxis; self.screen = screen
        self.firstTrackingID = firstTrackingID
        self.contactAxes = contactAxes
    }

    /// Largest kernel tracking id (`TRKID_MAX`); ids wrap to 0 after it.
    package static let maximumTrackingID: Int32 = 65535

    /// What `evemu-describe` would print for this device.
    package var description: DeviceDescription {
        var syn: Set<UInt16> = [EventCode.synReport, EventCode.synConfig, EventCode.synDropped]
        var abs: [UInt16: AbsInfo] = [EventCode.absX: xAxis, EventCode.absY: yAxis]
        switch touchProtocol {
        case .b(let slots):
            abs[EventCode.absMTSlot] = AbsInfo(minimum: 0, maximum: Int32(max(1, slots) - 1))
            abs[EventCode.absMTPositionX] = xAxis
            abs[EventCode.absMTPositionY] = yAxis
            abs[EventCode.absMTTrackingID] = AbsInfo(minimum: 0, maximum: Self.maximumTrackingID)
            if let axes = contactAxes {
                if let size = axes.size {
                    abs[EventCode.absMTTouchMajor] = size
                    abs[EventCode.absMTTouchMinor] = size
                }
                if let pressure = axes.pressure { abs[EventCode.absMTPressure] = pressure }
                if axes.toolType { abs[EventCode.absMTToolType] = AbsInfo(minimum: 0, maximum: 2) }
            }
        case .a(let ids):
            syn.insert(EventCode.synMTReport)
            abs[EventCode.absMTPositionX] = xAxis
            abs[EventCode.absMTPositionY] = yAxis
            if ids { abs[EventCode.absMTTrackingID] = AbsInfo(minimum: 0, maximum: Self.maximumTrackingID) }
        case .singleTouch:
            break
        }
        return DeviceDescription(
            name: name,
            id: inputID,
            properties: [EventCode.propDirect],
            codes: [EventType.syn: syn, EventType.key: [EventCode.btnTouch]],
            absInfo: abs)
    }

    /// The mapper Tactile builds for this device and screen.
    package var mapper: CoordinateMapper {
        // Replay reads this screen from the trace's metadata, where a plausible axis
        // resolution wins over its size (``PanelSizing``): generate the same way.
        var s = screen
        s.physicalSizeOrigin = .trace("the trace's tactile: screen section")
        return CoordinateMapper(xAxis: xAxis, yAxis: yAxis, screen: s)
    }

    /// The panel's size in millimetres (from the resolution, or the screen's size when it is 0).
    package var size: (width: Millimetres, height: Millimetres) {
        let m = mapper
        return (m.physicalWidth, m.physicalHeight)
    }

    /// Whether the axes report a resolution (units per mm).
    package var hasResolution: Bool { xAxis.resolution > 0 && yAxis.resolution > 0 }

    /// Device units of a position on the panel (mm), rounded to the nearest unit and
    /// clamped into the axis range, as the panel's ADC would.
    package func deviceUnits(of p: PhysicalPoint) -> (x: Int32, y: Int32) {
        let (w, h) = size
        return (Self.units(p.x / w.value, xAxis), Self.units(p.y / h.value, yAxis))
    }

    /// Where a position on the panel (mm) appears on the screen (pt), unquantised.
    package func screenPoint(of p: PhysicalPoint) -> ScreenPoint {
        let (w, h) = size
        let pt = screen.sizePoints
        return ScreenPoint(x: p.x / w.value * pt.width.value, y: p.y / h.value * pt.height.value)
    }

    /// The position on the panel (mm) that appears at `p` on the screen (pt): the inverse
    /// of ``screenPoint(of:)``, for scripts that aim at something drawn on the screen.
    package func physicalPoint(of p: ScreenPoint) -> PhysicalPoint {
        let (w, h) = size
        let pt = screen.sizePoints
        return PhysicalPoint(x: p.x / pt.width.value * w.value, y: p.y / pt.height.value * h.value)
    }

    /// Points per millimetre along x and y (they differ when panel and screen aspect do).
    package var pointsPerMillimetre: (x: Double, y: Double) {
        let (w, h) = size
        let pt = screen.sizePoints
        return (pt.width.value / w.value, pt.height.value / h.value)
    }

    private static func units(_ normalised: Double, _ axis: AbsInfo) -> Int32 {
        let v = (Double(axis.minimum) + normalised * axis.range).rounded()
        return Int32(Swift.min(Swift.max(v, Double(axis.minimum)), Double(axis.maximum)))
    }
}
