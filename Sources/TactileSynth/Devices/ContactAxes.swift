import TactileCore

/// The axes a synthetic protocol B panel reports besides positions: contact size
/// (`ABS_MT_TOUCH_MAJOR`/`MINOR`), pressure (`ABS_MT_PRESSURE`) and tool type
/// (`ABS_MT_TOOL_TYPE`: finger, or palm when the contact's ``ContactTraits`` say so).
package struct ContactAxes: Hashable, Sendable {
    /// Size axis (both major and minor); its resolution is units per mm.
    package var size: AbsInfo?
    package var pressure: AbsInfo?
    package var toolType: Bool

    package init(size: AbsInfo? = nil, pressure: AbsInfo? = nil, toolType: Bool = false) {
        self.size = size; self.pressure = pressure; self.toolType = toolType
    }

    /// Sets the sample's size, pressure and tool from `traits` at script time `t`.
    func fill(_ sample: inout ContactSample, traits: ContactTraits, at t: Double) {
        if let size {
            let perMillimetre = Double(Swift.max(1, size.resolution))
            let major = traits.major(at: t)
            sample.major = Self.units(major * perMillimetre, size)
            sample.minor = Self.units(major * traits.minorRatio * perMillimetre, size)
        }
        if let pressure {
            sample.pressure = Self.units(Double(pressure.minimum) + traits.pressure(at: t) * pressure.range, pressure)
        }
        if toolType { sample.tool = traits.isPalm(at: t) ? TouchTool.palmValue : 0 }
    }

    private static func units(_ v: Double, _ axis: AbsInfo) -> Int32 {
        Int32(Swift.min(Swift.max(v.rounded(), Double(axis.minimum)), Double(axis.maximum)))
    }
}
