import TactileCore

/// Turns scans into protocol A events (multi-touch-protocol.rst): while any finger is
/// down, every scan sends every contact, each as `[ABS_MT_TRACKING_ID] ABS_MT_POSITION_X
/// ABS_MT_POSITION_Y SYN_MT_REPORT` (the input core does not filter MT values without
/// slots), then `BTN_TOUCH` and `ABS_X/ABS_Y` of the first contact when they change,
/// then `SYN_REPORT`. When the last finger lifts: an empty `SYN_MT_REPORT`,
/// `BTN_TOUCH 0`, `SYN_REPORT`.
struct ProtocolAEmitter: Sendable {
    package let sendsTrackingIDs: Bool
    private var trackingIDs: [Int: Int32] = [:]
    private var nextTrackingID: Int32
    private var touching = false
    private var emulatedX: Int32 = 0, emulatedY: Int32 = 0

    package init(sendsTrackingIDs: Bool, firstTrackingID: Int32 = 0) {
        self.sendsTrackingIDs = sendsTrackingIDs
        nextTrackingID = firstTrackingID & SyntheticTouchscreen.maximumTrackingID
    }

    package mutating func emit(_ frame: ContactFrame, into events: inout [InputEvent]) {
        let t = frame.time
        func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: t, type: type, code: code, value: value))
        }
        guard !frame.contacts.isEmpty else {
            guard touching else { return }
            touching = false
            trackingIDs.removeAll()
            add(EventType.syn, EventCode.synMTReport, 0)
            add(EventType.key, EventCode.btnTouch, 0)
            add(EventType.syn, EventCode.synReport, 0)
            return
        }
        let live = Set(frame.contacts.map(\.contact))
        trackingIDs = trackingIDs.filter { live.contains($0.key) }
        for c in frame.contacts {
            if sendsTrackingIDs {
                let id: Int32
                if let known = trackingIDs[c.contact] { id = known } else {
                    id = nextTrackingID
                    nextTrackingID = nextTrackingID == SyntheticTouchscreen.maximumTrackingID ? 0 : nextTrackingID + 1
                    trackingIDs[c.contact] = id
                }
                add(EventType.abs, EventCode.absMTTrackingID, id)
            }
            add(EventType.abs, EventCode.absMTPositionX, c.x)
            add(EventType.abs, EventCode.absMTPositionY, c.y)
            add(EventType.syn, EventCode.synMTReport, 0)
        }
        if !touching {
            touching = true
            add(EventType.key, EventCode.btnTouch, 1)
        }
        let first = frame.contacts[0]
        if first.x != emulatedX { emulatedX = first.x; add(EventType.abs, EventCode.absX, first.x) }
        if first.y != emulatedY { emulatedY = first.y; add(EventType.abs, EventCode.absY, first.y) }
        add(EventType.syn, EventCode.synReport, 0)
    }
}
