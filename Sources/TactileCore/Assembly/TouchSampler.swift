/// Turns a contact's raw axis values into a ``Touch``: screen points, millimetres,
/// normalised pressure and contact size. Shared by every touch protocol.
///
/// A plain value (no references): the assembler passes it to the trackers on every
/// event, and a class here cost a retain and a release per event.
struct TouchSampler: Sendable {
    let mapper: CoordinateMapper
    let pressureAxis: AbsInfo?
    let majorAxis: AbsInfo?
    /// Millimetres per device unit for contact size when its axis has no resolution.
    let majorFallbackMillimetresPerUnit: Double

    init(mapper: CoordinateMapper, device: DeviceDescription, multitouch: Bool) {
        self.mapper = mapper
        pressureAxis = device.absInfo[multitouch ? EventCode.absMTPressure : EventCode.absPressure]
        majorAxis = multitouch ? device.absInfo[EventCode.absMTTouchMajor] : nil
        majorFallbackMillimetresPerUnit = mapper.physicalWidth.value / mapper.xAxis.range
    }

    /// Stands in for the sampler of a device without touch axes; never used, because
    /// such a device is assembled in `.pointer` or `.ignored` mode.
    static let placeholder = TouchSampler(
        mapper: CoordinateMapper(xAxis: AbsInfo(minimum: 0, maximum: 1), yAxis: AbsInfo(minimum: 0, maximum: 1)),
        device: DeviceDescription(name: ""), multitouch: false)

    @inline(__always)
    func touch(id: Int, phase: TouchPhase, x: Int32, y: Int32, pressure: Int32?, major: Int32?, slot: Int) -> Touch {
        var p: Double? = nil
        if let pressure, let axis = pressureAxis {
            p = Swift.min(Swift.max((Double(pressure) - Double(axis.minimum)) / axis.range, 0), 1)
        }
        var m: Millimetres? = nil
        if let major, let axis = majorAxis {
            m = Millimetres(axis.resolution > 0 ? Double(major) / Double(axis.resolution)
                                                : Double(major) * majorFallbackMillimetresPerUnit)
        }
        let cx = mapper.xAxis.clamp(x), cy = mapper.yAxis.clamp(y)
        let mapped = mapper.map(x: cx, y: cy)
        return Touch(id: id, phase: phase,
                     position: mapped.screen,
                     physical: mapped.physical,
                     raw: DevicePoint(x: Double(cx), y: Double(cy)),
                     pressure: p, majorAxis: m, slot: slot)
    }

    /// Whether a raw value lies outside its declared range (counted, then clamped).
    @inline(__always)
    func isOutOfRange(x: Int32, y: Int32) -> Bool {
        x < mapper.xAxis.minimum || x > mapper.xAxis.maximum || y < mapper.yAxis.minimum || y > mapper.yAxis.maximum
    }
}
