import TactileCore

/// Turns scans into single-touch events: `ABS_X`, `ABS_Y` when they change, `BTN_TOUCH`
/// when it changes, `SYN_REPORT` when anything was sent. Only the first contact of a
/// scan is seen (a resistive panel reports one point).
struct SingleTouchEmitter: Sendable {
    private var touching = false
    private var x: Int32 = 0, y: Int32 = 0

    package init() {}

    package mutating func emit(_ frame: ContactFrame, into events: inout [InputEvent]) {
        let t = frame.time
        let before = events.count
        if let c = frame.contacts.first {
            if c.x != x { x = c.x; events.append(InputEvent(time: t, type: EventType.abs, code: EventCode.absX, value: x)) }
            if c.y != y { y = c.y; events.append(InputEvent(time: t, type: EventType.abs, code: EventCode.absY, value: y)) }
            if !touching {
                touching = true
                events.append(InputEvent(time: t, type: EventType.key, code: EventCode.btnTouch, value: 1))
            }
        } else if touching {
            touching = false
            events.append(InputEvent(time: t, type: EventType.key, code: EventCode.btnTouch, value: 0))
        }
        if events.count > before {
            events.append(InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0))
        }
    }
}
