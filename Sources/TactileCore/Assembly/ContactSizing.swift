/// Where a touch's contact size (``Touch/majorAxis``, ``Touch/minorAxis``) comes from and
/// how its device units become millimetres. Palm thresholds in mm rest on it, so
/// `tactile devices` and `tactile measure touch-size` say which it is.
///
/// The axis: `ABS_MT_TOUCH_MAJOR`/`MINOR` (the contact), else `ABS_MT_WIDTH_MAJOR`/`MINOR`
/// (the approaching tool, a little larger). The unit: the axis's own resolution when it
/// reports one; otherwise the kernel's rule (multi-touch-protocol.rst: sizes are "in
/// surface units", those of the position axes), so millimetres follow the panel's size
/// (``PanelSizing``) and are only as good as it is.
package struct ContactSizing: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        /// The size axis's own resolution (units per mm).
        case axisResolution
        /// Surface units: the x position axis's millimetres per unit (from the panel size).
        case positionUnits(PanelSizeSource)

        /// `resolution`, `position-units` (JSON).
        package var name: String {
            switch self {
            case .axisResolution: return "resolution"
            case .positionUnits: return "position-units"
            }
        }
    }

    /// `ABS_MT_TOUCH_MAJOR` or `ABS_MT_WIDTH_MAJOR`.
    package let majorCode: UInt16
    /// `ABS_MT_TOUCH_MINOR` or `ABS_MT_WIDTH_MINOR`, when the device has it.
    package let minorCode: UInt16?
    package let majorAxis: AbsInfo
    package let millimetresPerUnit: Double
    package let source: Source
    /// Set when the sizes cannot be believed as millimetres (the axis cannot even reach a
    /// fingertip's size): sizes are still reported, but no size threshold applies.
    package let warning: String?

    /// Below this, an axis's largest value cannot describe a fingertip (about 7-10 mm): its
    /// units are not what the kernel says.
    package static let minimumPlausibleMaximum = Millimetres(5)

    /// nil when the device reports no contact size (or is not multitouch: single-touch
    /// panels have no size axis).
    package init?(device: DeviceDescription, mapper: CoordinateMapper) {
        guard device.multitouchProtocol != .none else { return nil }
        if let axis = device.absInfo[EventCode.absMTTouchMajor] {
            majorCode = EventCode.absMTTouchMajor
            majorAxis = axis
            minorCode = device.absInfo[EventCode.absMTTouchMinor] != nil ? EventCode.absMTTouchMinor : nil
        } else if let axis = device.absInfo[EventCode.absMTWidthMajor] {
            majorCode = EventCode.absMTWidthMajor
            majorAxis = axis
            minorCode = device.absInfo[EventCode.absMTWidthMinor] != nil ? EventCode.absMTWidthMinor : nil
        } else {
            return nil
        }
        if majorAxis.resolution > 0 {
            millimetresPerUnit = 1 / Double(majorAxis.resolution)
            source = .axisResolution
        } else {
            // The mapper's width is in screen orientation; the device's x axis length is the sizing's width.
            millimetresPerUnit = mapper.sizing.width.value / mapper.xAxis.range
            source = .positionUnits(mapper.sizing.source)
        }
        let maximum = Double(majorAxis.maximum) * millimetresPerUnit
        if maximum < Self.minimumPlausibleMaximum.value {
            warning = "\(EventCode.name(type: EventType.abs, code: majorCode)) reaches only "
                + "\(fixedText(maximum, decimals: 1)) mm: its units are not millimetres of the panel, so no size threshold applies"
        } else {
            warning = nil
        }
    }

    /// A raw size in millimetres.
    @inline(__always) package func millimetres(_ raw: Int32) -> Millimetres {
        Millimetres(Double(raw) * millimetresPerUnit)
    }

    /// The raw value of a size in millimetres (rounded down; a threshold is exceeded strictly above it).
    package func raw(_ mm: Millimetres) -> Int32 {
        Int32(clamping: Int64(Swift.min(Swift.max((mm.value / millimetresPerUnit).rounded(.down), -2e9), 2e9)))
    }

    /// `ABS_MT_TOUCH_MAJOR, 0.07 mm/unit (position units; panel size from the axis resolution)`.
    package var text: String {
        let axis = EventCode.name(type: EventType.abs, code: majorCode)
        let unit = fixedText(millimetresPerUnit, decimals: 3) + " mm/unit"
        switch source {
        case .axisResolution: return "\(axis), \(unit) (its resolution)"
        case .positionUnits(let panel): return "\(axis), \(unit) (position units; panel size \(panel.text))"
        }
    }
}
