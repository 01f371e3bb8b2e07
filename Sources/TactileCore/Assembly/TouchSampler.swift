/// Turns a contact's raw axis values into a ``Touch``: screen points, millimetres,
/// normalised pressure, contact size and tool; and holds the device's ``PalmRule``, which
/// the trackers apply to the same raw values. Shared by every touch protocol.
///
/// A plain value (no references): the assembler passes it to the trackers on every
/// event, and a class here cost a retain and a release per event.
struct TouchSampler: Sendable {
    let mapper: CoordinateMapper
    let pressureAxis: AbsInfo?
    /// Where contact sizes come from (nil: the device reports none).
    let sizing: ContactSizing?
    /// Millimetres per raw size unit (0 without sizes): ``sizing``'s, kept flat for the hot path.
    let sizeMillimetresPerUnit: Double
    /// `sizing != nil`, kept flat: testing the optional (it holds strings) was an outlined
    /// value-witness call per touch.
    let hasSizing: Bool
    /// The device reports `ABS_MT_TOOL_TYPE`: touches carry their ``TouchTool``.
    let reportsTool: Bool
    let palm: PalmRule
    /// The writing hand's zone beside a paired pen (``PenTouchArbitration``), screen points.
    var penZone: ScreenRect?
    /// The zone appeared since the last frame: touches already down in it are palms too.
    var penZoneJustArmed = false

    init(mapper: CoordinateMapper, device: DeviceDescription, multitouch: Bool, palm thresholds: PalmThresholds? = nil) {
        self.mapper = mapper
        let pressureAxis = device.absInfo[multitouch ? EventCode.absMTPressure : EventCode.absPressure]
        let sizing = ContactSizing(device: device, mapper: mapper)
        self.pressureAxis = pressureAxis
        self.sizing = sizing
        sizeMillimetresPerUnit = sizing?.millimetresPerUnit ?? 0
        hasSizing = sizing != nil
        reportsTool = multitouch && device.absInfo[EventCode.absMTToolType] != nil
        palm = thresholds.map { PalmRule(thresholds: $0, sizing: sizing, pressureAxis: pressureAxis) } ?? .off
    }

    /// Stands in for the sampler of a device without touch axes; never used, because
    /// such a device is assembled in `.pointer` or `.ignored` mode.
    static let placeholder = TouchSampler(
        mapper: CoordinateMapper(xAxis: AbsInfo(minimum: 0, maximum: 1), yAxis: AbsInfo(minimum: 0, maximum: 1)),
        device: DeviceDescription(name: ""), multitouch: false)

    @inline(__always)
    func touch(id: Int, phase: TouchPhase, x: Int32, y: Int32, pressure: Int32?, major: Int32?, slot: Int,
               minor: Int32? = nil, tool: Int32 = 0, cancelReason: TouchCancelReason? = nil) -> Touch {
        var p: Double? = nil
        if let pressure, let axis = pressureAxis {
            p = Swift.min(Swift.max((Double(pressure) - Double(axis.minimum)) / axis.range, 0), 1)
        }
        var m: Millimetres? = nil, n: Millimetres? = nil
        if hasSizing {
            if let major { m = Millimetres(Double(major) * sizeMillimetresPerUnit) }
            if let minor { n = Millimetres(Double(minor) * sizeMillimetresPerUnit) }
        }
        let cx = mapper.xAxis.clamp(x), cy = mapper.yAxis.clamp(y)
        let mapped = mapper.map(x: cx, y: cy)
        return Touch(id: id, phase: phase,
                     position: mapped.screen,
                     physical: mapped.physical,
                     raw: DevicePoint(x: Double(cx), y: Double(cy)),
                     pressure: p, majorAxis: m, minorAxis: n,
                     tool: reportsTool ? TouchTool(evdevValue: tool) : nil,
                     cancelReason: cancelReason, slot: slot)
    }

    /// Whether the contact is a palm now: ``PalmRule``, then the pen zone (for a contact that
    /// lands in it, or any contact in it when it appears).
    @inline(__always)
    func palmCause(tool: Int32, major: Int32?, minor: Int32?, pressure: Int32?, x: Int32, y: Int32, isNew: Bool,
                   evidence: inout UInt8) -> PalmCause? {
        if let cause = palm.cause(tool: tool, major: major, minor: minor, pressure: pressure, evidence: &evidence) { return cause }
        if let zone = penZone, isNew || penZoneJustArmed, zone.contains(mapper.screenPoint(x: x, y: y)) { return .penZone }
        return nil
    }

    /// Whether a raw value lies outside its declared range (counted, then clamped).
    @inline(__always)
    func isOutOfRange(x: Int32, y: Int32) -> Bool {
        x < mapper.xAxis.minimum || x > mapper.xAxis.maximum || y < mapper.yAxis.minimum || y > mapper.yAxis.maximum
    }
}
