import TactileCore

/// Raw evdev events the way a kernel sends them, for fault-injection tests.
struct RawEventScript {
    private(set) var events: [InputEvent] = []
    /// Microseconds.
    var time: Int64 = 0

    mutating func at(ms: Double) { time = Int64(ms * 1000) }
    mutating func wait(ms: Double) { time += Int64(ms * 1000) }

    mutating func event(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
    }
    mutating func abs(_ code: UInt16, _ value: Int32) { event(EventType.abs, code, value) }
    mutating func report() { event(EventType.syn, EventCode.synReport, 0) }
    mutating func dropped() { event(EventType.syn, EventCode.synDropped, 0) }

    /// Protocol B: a new contact in `slot`.
    mutating func down(slot: Int32, id: Int32, x: Int32, y: Int32) {
        abs(EventCode.absMTSlot, slot); abs(EventCode.absMTTrackingID, id)
        abs(EventCode.absMTPositionX, x); abs(EventCode.absMTPositionY, y)
    }
    mutating func move(slot: Int32, x: Int32, y: Int32) {
        abs(EventCode.absMTSlot, slot); abs(EventCode.absMTPositionX, x); abs(EventCode.absMTPositionY, y)
    }
    mutating func up(slot: Int32) { abs(EventCode.absMTSlot, slot); abs(EventCode.absMTTrackingID, -1) }

    /// Protocol A: one anonymous contact of the current frame.
    mutating func contact(x: Int32, y: Int32) {
        abs(EventCode.absMTPositionX, x); abs(EventCode.absMTPositionY, y)
        event(EventType.syn, EventCode.synMTReport, 0)
    }

    /// A one-finger tap in slot 0 (60 ms), then `after` ms of nothing.
    mutating func tap(id: Int32, x: Int32, y: Int32, after: Double = 0) {
        down(slot: 0, id: id, x: x, y: y); report()
        wait(ms: 60); up(slot: 0); report()
        wait(ms: after)
    }
}
