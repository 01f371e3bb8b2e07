/// What a pen device reports and how its axes are read, from its description: the facts
/// `tactile devices` prints and ``PenTracker`` uses.
package struct PenAxes: Hashable, Sendable {
    package let pressure: AbsInfo?
    package let distance: AbsInfo?
    package let tiltX: AbsInfo?
    package let tiltY: AbsInfo?
    /// `ABS_Z`: rotation of art pens and airbrushes.
    package let rotation: AbsInfo?
    /// The tip state comes from `BTN_TOUCH` (the firmware's threshold); without it, from the pressure thresholds.
    package let hasTouchButton: Bool
    /// The device declares a `BTN_TOOL_*` pen tool; without one, the pen is in proximity while coordinates arrive.
    package let declaresTool: Bool
    /// Tilt degrees from the axis resolution (units per radian, range around 0), else libinput's ±64° over the range.
    package let tiltFromResolution: Bool

    package init(device: DeviceDescription) {
        pressure = device.absInfo[EventCode.absPressure]
        distance = device.absInfo[EventCode.absDistance]
        tiltX = device.absInfo[EventCode.absTiltX]
        tiltY = device.absInfo[EventCode.absTiltY]
        rotation = device.absInfo[EventCode.absZ]
        hasTouchButton = device.has(type: EventType.key, code: EventCode.btnTouch)
        declaresTool = [EventCode.btnToolPen, EventCode.btnToolRubber, EventCode.btnToolBrush, EventCode.btnToolPencil,
                        EventCode.btnToolAirbrush].contains { device.has(type: EventType.key, code: $0) }
        tiltFromResolution = tiltX.map(Self.usesResolution) ?? false
    }

    /// libinput's rule (`adjust_tilt`): the resolution (units per radian) counts only when the range spans 0.
    static func usesResolution(_ axis: AbsInfo) -> Bool { axis.resolution > 0 && axis.minimum < 0 && axis.maximum > 0 }

    /// Tilt in degrees of one raw value.
    @inlinable func degrees(_ value: Int32, axis: AbsInfo, fromResolution: Bool) -> Double {
        if fromResolution { return Double(value) / Double(axis.resolution) * 180 / .pi }
        return ((Double(value) - Double(axis.minimum)) / axis.range * 2 - 1) * 64
    }

    /// One line for `tactile devices`: which axes, and where tilt and the tip come from.
    package var summary: String {
        var parts: [String] = []
        if let p = pressure { parts.append("pressure \(p.minimum)..\(p.maximum)") } else { parts.append("no pressure") }
        if let d = distance { parts.append("hover distance \(d.minimum)..\(d.maximum)") }
        if let t = tiltX {
            parts.append(tiltFromResolution ? "tilt from its resolution (\(t.resolution) units/rad)"
                                            : "tilt assumed ±64° over \(t.minimum)..\(t.maximum) (no resolution)")
        }
        if rotation != nil { parts.append("rotation (ABS_Z)") }
        parts.append(hasTouchButton ? "tip from BTN_TOUCH" : "tip from pressure thresholds")
        if !declaresTool { parts.append("no BTN_TOOL_*: in proximity while coordinates arrive") }
        return parts.joined(separator: ", ")
    }
}
