import TactileCore
import TactileTrace

/// Script + mouse -> the mouse's raw evdev events, report by report.
///
/// Reports happen at `k / pollingRate` seconds and only when something changed (as USB
/// mice do). The sensor position is the hand position in counts, rounded; each report
/// sends the change since the last one, so the counts always add up to the rounded
/// total (no drift). A button change is sent in the first report at or after it, as
/// `MSC_SCAN` then the `BTN_*` key. The wheel follows hid-input's
/// `hidinput_handle_scroll`: steps accumulate in 1/120 detents; `REL_WHEEL` is sent when
/// they make a whole detent, before `REL_WHEEL_HI_RES`. Order within a report: buttons,
/// `REL_X`, `REL_Y`, vertical wheel, horizontal wheel, `SYN_REPORT`.
package struct MouseTraceSynthesizer: Sendable {
    package let mouse: SyntheticMouse

    package init(mouse: SyntheticMouse) { self.mouse = mouse }

    package func events(for script: MouseScript) -> [InputEvent] {
        let rate = mouse.pollingRateHertz
        let last = Int64((script.end * rate + 1e-9).rounded(.up))
        var events: [InputEvent] = []
        var sentX = 0.0, sentY = 0.0
        var wheel = WheelState(), hwheel = WheelState()
        var pendingButtons = script.buttons.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)[...]
        for k in 0...Swift.max(0, last) {
            let t = Double(k) / rate
            let time = Timestamp(seconds: t)
            let before = events.count
            func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
                events.append(InputEvent(time: time, type: type, code: code, value: value))
            }
            while let b = pendingButtons.first, b.time <= t + 1e-9 {
                pendingButtons.removeFirst()
                add(EventType.msc, MouseButton.mscScan, b.button.scanCode)
                add(EventType.key, b.button.code, b.pressed ? 1 : 0)
            }
            var mmX = 0.0, mmY = 0.0
            for m in script.motions {
                let d = m.displacement(at: t)
                mmX += d.x; mmY += d.y
            }
            let countX = mouse.counts(millimetres: mmX).rounded(), countY = mouse.counts(millimetres: mmY).rounded()
            if countX != sentX { add(EventType.rel, EventCode.relX, Int32(countX - sentX)); sentX = countX }
            if countY != sentY { add(EventType.rel, EventCode.relY, Int32(countY - sentY)); sentY = countY }
            let turned = script.wheels.filter { !$0.horizontal }.reduce(0) { $0 + $1.turned(at: t) }
            wheel.report(turned: turned, wheel: mouse.wheel, lowCode: EventCode.relWheel,
                         highCode: EventCode.relWheelHiRes, add: add)
            if mouse.hasHorizontalWheel {
                let h = script.wheels.filter(\.horizontal).reduce(0) { $0 + $1.turned(at: t) }
                hwheel.report(turned: h, wheel: mouse.wheel, lowCode: EventCode.relHWheel,
                              highCode: EventCode.relHWheelHiRes, add: add)
            }
            if events.count > before { add(EventType.syn, EventCode.synReport, 0) }
        }
        return events
    }

    package func traceDevice(for script: MouseScript) -> TraceDevice {
        TraceDevice(description: mouse.description, events: events(for: script))
    }

    /// One wheel axis: the steps sent so far and hid-input's accumulator.
    private struct WheelState {
        var sentSteps = 0.0
        var accumulated: Int32 = 0

        mutating func report(turned: Double, wheel: MouseWheel, lowCode: UInt16, highCode: UInt16,
                             add: (UInt16, UInt16, Int32) -> Void) {
            switch wheel {
            case .detents:
                let steps = turned.rounded(.towardZero)
                guard steps != sentSteps else { return }
                add(EventType.rel, lowCode, Int32(steps - sentSteps))
                sentSteps = steps
            case .highResolution(let perDetent):
                let steps = (turned * Double(perDetent)).rounded(.towardZero)
                guard steps != sentSteps else { return }
                let hiRes = Int32(steps - sentSteps) * Int32(120 / perDetent)
                sentSteps = steps
                accumulated += hiRes
                let low = accumulated / 120
                accumulated -= low * 120
                if low != 0 { add(EventType.rel, lowCode, low) }
                add(EventType.rel, highCode, hiRes)
            }
        }
    }
}
