import TactileCore
import TactileTrace

/// Script + pen display -> the pen's raw evdev events, as a Wacom-style kernel driver sends
/// them: a report every 1/rate s while the pen is in proximity; on coming near the tool bit and
/// `MSC_SERIAL`; then the axes that changed; `BTN_TOUCH` when the tip goes down or up,
/// `BTN_STYLUS` when the barrel button is pressed or released; on
/// leaving, pressure and tilt 0, the distance at its maximum and the tool bit cleared.
package struct PenTraceSynthesizer: Sendable {
    package let pen: SyntheticPen
    package init(pen: SyntheticPen) { self.pen = pen }

    package func events(for script: PenScript) -> [InputEvent] {
        var events: [InputEvent] = []
        let units = Double(pen.unitsPerMillimetre)
        for visit in script.visits {
            let toolCode = visit.tool == .eraser ? EventCode.btnToolRubber : EventCode.btnToolPen
            let first = Int64((visit.enter * pen.rateHertz).rounded(.up)), last = Int64((visit.leave * pen.rateHertz).rounded(.down))
            var sent: [UInt16: Int32] = [:]
            var tip = false
            var button = false
            for k in first...Swift.max(first, last) {
                let t = Double(k) / pen.rateHertz
                let time = Timestamp(seconds: t)
                func add(_ type: UInt16, _ code: UInt16, _ value: Int32) { events.append(InputEvent(time: time, type: type, code: code, value: value)) }
                func axis(_ code: UInt16, _ value: Int32) { if sent[code] != value { sent[code] = value; add(EventType.abs, code, value) } }
                if k == first { add(EventType.key, toolCode, 1) }
                let u = (t - visit.enter) / Swift.max(visit.leave - visit.enter, 1e-9)
                let s = MinimumJerk.position(Swift.min(Swift.max(u, 0), 1))
                axis(EventCode.absX, Int32(((visit.from.x + (visit.to.x - visit.from.x) * s) * units).rounded()))
                axis(EventCode.absY, Int32(((visit.from.y + (visit.to.y - visit.from.y) * s) * units).rounded()))
                let tilt = visit.tiltDegrees
                axis(EventCode.absTiltX, Int32((tilt.x * .pi / 180 * Double(pen.tiltUnitsPerRadian)).rounded()))
                axis(EventCode.absTiltY, Int32((tilt.y * .pi / 180 * Double(pen.tiltUnitsPerRadian)).rounded()))
                let stroke = visit.strokes.first { t >= $0.start - 1e-9 && t < $0.end - 1e-9 }
                if let stroke {
                    axis(EventCode.absPressure, Int32((stroke.pressure(at: t) * Double(pen.pressureMaximum)).rounded()))
                    axis(EventCode.absDistance, 0)
                } else {
                    axis(EventCode.absPressure, 0)
                    axis(EventCode.absDistance, pen.distanceMaximum / 2)
                }
                if (stroke != nil) != tip { tip = stroke != nil; add(EventType.key, EventCode.btnTouch, tip ? 1 : 0) }
                let held = visit.buttonHolds.contains { $0.contains(t + 1e-9) }
                if held != button { button = held; add(EventType.key, EventCode.btnStylus, held ? 1 : 0) }
                if k == Swift.max(first, last) {
                    if tip { add(EventType.key, EventCode.btnTouch, 0) }
                    if button { add(EventType.key, EventCode.btnStylus, 0) }
                    axis(EventCode.absPressure, 0); axis(EventCode.absTiltX, 0); axis(EventCode.absTiltY, 0)
                    axis(EventCode.absDistance, pen.distanceMaximum)
                    add(EventType.key, toolCode, 0)
                }
                add(EventType.msc, EventCode.mscSerial, pen.serial)
                add(EventType.syn, EventCode.synReport, 0)
            }
        }
        return events
    }

    package func traceDevice(for script: PenScript) -> TraceDevice {
        TraceDevice(description: pen.description, events: events(for: script))
    }
}
