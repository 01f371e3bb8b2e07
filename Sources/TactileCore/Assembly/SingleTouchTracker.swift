/// Single-touch panels: `ABS_X`/`ABS_Y` plus a contact button: `BTN_TOUCH`, or `BTN_LEFT`
/// for panels that present themselves as an absolute mouse (a touchscreen by a quirk), or
/// `ABS_PRESSURE` > 0 when the device has neither.
struct SingleTouchTracker: Sendable {
    let usesPressureForContact: Bool
    /// The key whose state is the contact (nil: pressure).
    let contactButton: UInt16?
    private var x: Int32 = 0, y: Int32 = 0
    private var pressure: Int32? = nil
    private var touching = false
    private var active = false
    private var touchID = 0
    private var moved = false
    /// A palm (``PalmRule``, by pressure): nothing more is reported up to the lift.
    private var rejected = false
    private var palmEvidence: UInt8 = 0

    init(device: DeviceDescription) {
        if device.has(type: EventType.key, code: EventCode.btnTouch) { contactButton = EventCode.btnTouch }
        else if device.has(type: EventType.key, code: EventCode.btnLeft) { contactButton = EventCode.btnLeft }
        else { contactButton = nil }
        usesPressureForContact = contactButton == nil && device.has(type: EventType.abs, code: EventCode.absPressure)
    }

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
        if code == contactButton { touching = value != 0 }
    }

    /// `sampler` is inout only to pass it by address: borrowed from the assembler beside this
    /// tracker's inout access, it was copied (530 bytes and its references retained) per frame.
    mutating func emit(into out: inout [Touch], ids: inout TouchIDAllocator, sampler: inout TouchSampler,
                       diagnostics: inout AssemblerDiagnostics) {
        defer { moved = false }
        if rejected {
            if !touching { active = false; rejected = false }
            return
        }
        if !active { palmEvidence = 0 }
        if (touching || active), let cause = sampler.palmCause(tool: 0, major: nil, minor: nil, pressure: pressure,
                                                                       x: x, y: y, isNew: !active, evidence: &palmEvidence) {
            diagnostics.countPalm(cause)
            rejected = touching
            if active {
                out.append(sampler.touch(id: touchID, phase: .cancelled, x: x, y: y, pressure: pressure, major: nil, slot: 0,
                                         cancelReason: .palm))
            }
            active = touching
            return
        }
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
        if active && !rejected {
            out.append(sampler.touch(id: touchID, phase: .cancelled, x: x, y: y, pressure: pressure, major: nil, slot: 0))
            diagnostics.cancelledTouches += 1
        }
        active = false
        touching = false
        rejected = false
    }
}
