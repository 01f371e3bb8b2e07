import TactileCore

/// The pen node of a synthetic pen display: the same panel as a ``SyntheticTouchscreen``
/// (same size, same vendor:product, so Tactile pairs the two), `ABS_X/ABS_Y` at 100 units/mm,
/// `ABS_PRESSURE` 0...1023, `ABS_TILT_X/Y` ±64 at 57 units/rad, `BTN_TOOL_PEN`, `BTN_TOUCH`.
package struct SyntheticPen: Hashable, Sendable {
    package var name: String
    package var panel: SyntheticTouchscreen

    package init(name: String, panel: SyntheticTouchscreen) { self.name = name; self.panel = panel }

    static let unitsPerMillimetre = 100.0

    package var xAxis: AbsInfo {
        AbsInfo(minimum: 0, maximum: Int32((panel.size.width.value * Self.unitsPerMillimetre).rounded()), resolution: 100)
    }
    package var yAxis: AbsInfo {
        AbsInfo(minimum: 0, maximum: Int32((panel.size.height.value * Self.unitsPerMillimetre).rounded()), resolution: 100)
    }

    package var description: DeviceDescription {
        DeviceDescription(
            name: name, id: panel.inputID, properties: [EventCode.propDirect],
            codes: [EventType.syn: [EventCode.synReport, EventCode.synConfig, EventCode.synDropped],
                    EventType.key: [EventCode.btnToolPen, EventCode.btnTouch, EventCode.btnStylus]],
            absInfo: [EventCode.absX: xAxis, EventCode.absY: yAxis,
                      EventCode.absPressure: AbsInfo(minimum: 0, maximum: 1023),
                      EventCode.absTiltX: AbsInfo(minimum: -64, maximum: 63, resolution: 57),
                      EventCode.absTiltY: AbsInfo(minimum: -64, maximum: 63, resolution: 57)])
    }

    /// A pen's events for `stroke`, one report per scan at `rateHertz` while in proximity.
    package func events(for stroke: PenStroke, rateHertz: Double) -> [InputEvent] {
        var events: [InputEvent] = []
        var near = false, tip = false
        var sent: (x: Int32, y: Int32, p: Int32, tilt: Int32) = (-1, -1, -1, -99)
        let first = Int64((stroke.proximityIn * rateHertz).rounded(.up))
        let last = Int64((stroke.proximityOut * rateHertz).rounded(.up))
        for k in first...last {
            let t = Double(k) / rateHertz
            let time = Timestamp(seconds: t)
            func put(_ type: UInt16, _ code: UInt16, _ value: Int32) {
                events.append(InputEvent(time: time, type: type, code: code, value: value))
            }
            if t >= stroke.proximityOut - ContactPath.timeEpsilon {
                if tip { put(EventType.key, EventCode.btnTouch, 0); put(EventType.abs, EventCode.absPressure, 0) }
                put(EventType.key, EventCode.btnToolPen, 0)
                put(EventType.syn, EventCode.synReport, 0)
                break
            }
            if !near { put(EventType.key, EventCode.btnToolPen, 1); near = true }
            let p = stroke.position(at: t)
            let x = Int32((p.x * Self.unitsPerMillimetre).rounded()), y = Int32((p.y * Self.unitsPerMillimetre).rounded())
            if x != sent.x { put(EventType.abs, EventCode.absX, x); sent.x = x }
            if y != sent.y { put(EventType.abs, EventCode.absY, y); sent.y = y }
            let tilt = Int32((stroke.tiltXDegrees * .pi / 180 * 57).rounded())
            if tilt != sent.tilt { put(EventType.abs, EventCode.absTiltX, tilt); sent.tilt = tilt }
            let down = stroke.isTipDown(at: t)
            let pressure: Int32 = down ? 600 : 0
            if pressure != sent.p { put(EventType.abs, EventCode.absPressure, pressure); sent.p = pressure }
            if down != tip { put(EventType.key, EventCode.btnTouch, down ? 1 : 0); tip = down }
            put(EventType.syn, EventCode.synReport, 0)
        }
        return events
    }
}

/// A pen comes near, writes a straight stroke, lifts and leaves (times in s, positions in mm).
package struct PenStroke: Hashable, Sendable {
    package var proximityIn: Double
    package var tipDown: Double
    package var tipUp: Double
    package var proximityOut: Double
    package var from: PhysicalPoint
    package var to: PhysicalPoint
    /// Tilt x in degrees: positive, the pen's top leans right (a right hand).
    package var tiltXDegrees: Double

    package init(proximityIn: Double, tipDown: Double, tipUp: Double, proximityOut: Double,
                from: PhysicalPoint, to: PhysicalPoint, tiltXDegrees: Double) {
        self.proximityIn = proximityIn; self.tipDown = tipDown; self.tipUp = tipUp; self.proximityOut = proximityOut
        self.from = from; self.to = to; self.tiltXDegrees = tiltXDegrees
    }

    func isTipDown(at t: Double) -> Bool { t >= tipDown - ContactPath.timeEpsilon && t < tipUp - ContactPath.timeEpsilon }

    /// Where the tip is: at `from` until the tip goes down, then along the line until it lifts.
    func position(at t: Double) -> PhysicalPoint {
        let u = Swift.min(Swift.max((t - tipDown) / Swift.max(tipUp - tipDown, 1e-9), 0), 1)
        return PhysicalPoint(x: from.x + (to.x - from.x) * u, y: from.y + (to.y - from.y) * u)
    }
}
