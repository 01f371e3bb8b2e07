import Tactile
import TactileCore

/// A short, ordinary input for engines built from fuzzed configurations and layouts:
/// a two-finger pinch and a one-finger tap on a protocol B panel, and a mouse that
/// moves across the screen, clicks and scrolls. Built once.
public enum ScriptedInput {
    static let touchDevice = FuzzDevice.all[0].description
    static let mouseDevice = FuzzDevice.all[5].description

    public static let touchEvents: [InputEvent] = {
        var e: [InputEvent] = []
        var t: Int64 = 1_000_000
        func abs(_ code: UInt16, _ v: Int32) { e.append(InputEvent(time: Timestamp(microseconds: t), type: EventType.abs, code: code, value: v)) }
        func syn() { e.append(InputEvent(time: Timestamp(microseconds: t), type: EventType.syn, code: EventCode.synReport, value: 0)); t += 8_000 }
        // Pinch out: two fingers moving apart.
        abs(EventCode.absMTSlot, 0); abs(EventCode.absMTTrackingID, 1)
        abs(EventCode.absMTPositionX, 1800); abs(EventCode.absMTPositionY, 1100)
        abs(EventCode.absMTSlot, 1); abs(EventCode.absMTTrackingID, 2)
        abs(EventCode.absMTPositionX, 2200); abs(EventCode.absMTPositionY, 1100)
        syn()
        for i in 1...30 {
            let d = Int32(i * 20)
            abs(EventCode.absMTSlot, 0); abs(EventCode.absMTPositionX, 1800 - d)
            abs(EventCode.absMTSlot, 1); abs(EventCode.absMTPositionX, 2200 + d)
            syn()
        }
        abs(EventCode.absMTSlot, 0); abs(EventCode.absMTTrackingID, -1)
        abs(EventCode.absMTSlot, 1); abs(EventCode.absMTTrackingID, -1)
        syn()
        t += 400_000
        // A tap.
        abs(EventCode.absMTSlot, 0); abs(EventCode.absMTTrackingID, 3)
        abs(EventCode.absMTPositionX, 600); abs(EventCode.absMTPositionY, 400)
        syn()
        t += 60_000
        abs(EventCode.absMTTrackingID, -1)
        syn()
        return e
    }()

    public static let mouseEvents: [InputEvent] = {
        var e: [InputEvent] = []
        var t: Int64 = 1_004_000
        func ev(_ type: UInt16, _ code: UInt16, _ v: Int32) { e.append(InputEvent(time: Timestamp(microseconds: t), type: type, code: code, value: v)) }
        func syn() { ev(EventType.syn, EventCode.synReport, 0); t += 8_000 }
        for i in 0..<60 {
            ev(EventType.rel, EventCode.relX, Int32(i % 20) - 6); ev(EventType.rel, EventCode.relY, Int32(i % 7) - 3)
            syn()
        }
        ev(EventType.key, EventCode.btnLeft, 1); syn()
        ev(EventType.key, EventCode.btnLeft, 0); syn()
        ev(EventType.rel, EventCode.relWheelHiRes, 120); ev(EventType.rel, EventCode.relWheel, 1); syn()
        ev(EventType.key, EventCode.btnRight, 1); syn()   // still held at the end: finish releases it
        return e
    }()

    /// Adds the two devices (ids 1 and 2), plays both scripts in time order, then
    /// finishes and drains deadlines.
    public static func play(into engine: Engine) {
        engine.addDevice(id: 1, description: touchDevice)
        engine.addDevice(id: 2, description: mouseDevice)
        var i = 0, j = 0
        while i < touchEvents.count || j < mouseEvents.count {
            if j >= mouseEvents.count || (i < touchEvents.count && touchEvents[i].time <= mouseEvents[j].time) {
                engine.process(touchEvents[i], device: 1); i += 1
            } else {
                engine.process(mouseEvents[j], device: 2); j += 1
            }
        }
        engine.finish()
        engine.drainDeadlines()
    }
}
