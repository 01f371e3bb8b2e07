/// Single-touch panels: `ABS_X`/`ABS_Y` plus `BTN_TOUCH` (or `ABS_PRESSURE` > 0
/// when the device has no `BTN_TOUCH`).
struct SingleTouchTracker: Sendable {
    let usesPressureForContact: Bool
    private var x: Int32 = 0, y: Int32 = 0
    private var pressure: Int32? = nil
    private var touching = false
    private var active = false
    private var touchID = 0
    private var moved = false

    init(usesPressureForContact: Bool) { self.usesPressureForContact = usesPressureForContact }

    var activeCount: Int { active ? 1 : 0 }

    mutating func handleAbs(code: UInt16, value: Int32) {
        switch code {
        case EventCode.absX: if x != value { x = value; moved = true }
        case EventCode.absY: if y != value { y = value; moved = true }
        case EventCode.absPressure:
            pressure = value
            if usesPressureForContact { touching = value > 0 }
        default: break
        }
    }

    mutating func handleKey(code: UInt16, value: Int32) {
        if code == EventCode.btnTouch && !usesPressureForContact { touching = value != 0 }
    }

    mutating func emit(into out: inout [Touch], ids: inout TouchIDAllocator, sampler: borrowing TouchSampler,
                       diagnostics: inout AssemblerDiagnostics) {
        defer { moved = false }
        if touching && !active {
            active = true
            touchID = ids.next()
            if sampler.isOutOfRange(x: x, y: y) { diagnostics.valuesOutOfRange += 1 }
            out.append(sampler.touch(id: touchID, phase: .began, x: x, y: y, pressure: pressure, major: nil, slot: 0))
        } else if active {
            let phase: TouchPhase = touching ? (moved ? .moved : .stationary) : .ended
            out.append(sampler.touch(id: touchID, phase: phase, x: x, y: y, pressure: pressure, major: nil, slot: 0))
            if !touching { active = false }
        }
    }

    mutating func cancelAll(into out: inout [Touch], sampler: borrowing TouchSampler, diagnostics: inout AssemblerDiagnostics) {
        if active {
            out.append(sampler.touch(id: touchID, phase: .cancelled, x: x, y: y, pressure: pressure, major: nil, slot: 0))
            diagnostics.cancelledTouches += 1
        }
        active = false
        touching = false
    }
}
