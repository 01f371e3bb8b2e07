import TactileCore

/// Turns scans into protocol B events the way the kernel's input core delivers them
/// (multi-touch-protocol.rst, input_mt_report_pointer_emulation):
///
/// - a new contact takes the lowest free slot and the next tracking id (wrapping after
///   65535); a lifted one sends `ABS_MT_TRACKING_ID -1`. A slot freed in a scan is not
///   reused in the same scan;
/// - a value is sent only when it differs from the slot's previous one, and slots keep
///   their values across contacts: a finger landing exactly where the slot's previous
///   finger was sends only its tracking id;
/// - `ABS_MT_SLOT` is sent only before a slot's first changed value, and only when it
///   differs from the last slot sent (initially 0);
/// - then the single-touch emulation: `BTN_TOUCH` when it changes, `ABS_X/ABS_Y` of
///   the oldest contact when they change;
/// - on panels with them, `ABS_MT_TOOL_TYPE` right after the tracking id (as
///   input_mt_report_slot_state sends it), `ABS_MT_TOUCH_MAJOR`/`MINOR` and `ABS_MT_PRESSURE`
///   after the position, each only when it changed;
/// - `SYN_REPORT` closes a scan that sent anything; a scan with no change sends nothing.
package struct ProtocolBEmitter: Sendable {
    private struct Slot: Sendable {
        var trackingID: Int32 = -1
        var x: Int32 = 0, y: Int32 = 0
        var tool: Int32 = 0, major: Int32 = 0, minor: Int32 = 0, pressure: Int32 = 0
        /// Script contact in this slot, nil when empty.
        var contact: Int?
        /// Order of touch-down, for the emulation's "oldest contact".
        var age = 0
    }

    private var slots: [Slot]
    private var reportedSlot: Int32 = 0
    private var nextTrackingID: Int32
    private var touching = false
    private var emulatedX: Int32 = 0, emulatedY: Int32 = 0
    private var landings = 0

    package init(slots: Int, firstTrackingID: Int32 = 0) {
        self.slots = Array(repeating: Slot(), count: Swift.max(1, slots))
        nextTrackingID = firstTrackingID & SyntheticTouchscreen.maximumTrackingID
    }

    /// Appends the events of one scan (nothing when nothing changed).
    package mutating func emit(_ frame: ContactFrame, into events: inout [InputEvent]) {
        let t = frame.time
        let before = events.count
        var present = [Int32?](repeating: nil, count: slots.count)  // new x per slot; y alongside
        var presentY = [Int32](repeating: 0, count: slots.count)
        var samples = [ContactSample?](repeating: nil, count: slots.count)
        var releasing = [Bool](repeating: false, count: slots.count)
        var landing = [Bool](repeating: false, count: slots.count)

        // Contacts already in a slot keep it; the others take the lowest free slot.
        for sample in frame.contacts {
            if let i = slots.firstIndex(where: { $0.contact == sample.contact }) {
                present[i] = sample.x; presentY[i] = sample.y; samples[i] = sample
            }
        }
        for i in slots.indices where slots[i].contact != nil && present[i] == nil { releasing[i] = true }
        for sample in frame.contacts where !slots.contains(where: { $0.contact == sample.contact }) {
            // A panel with too few slots drops the extra contact.
            guard let i = slots.indices.first(where: { slots[$0].contact == nil && !releasing[$0] && !landing[$0] })
            else { continue }
            landing[i] = true
            present[i] = sample.x; presentY[i] = sample.y; samples[i] = sample
            slots[i].contact = sample.contact
        }

        for i in slots.indices {
            var changes: [(UInt16, Int32)] = []
            if releasing[i] {
                changes.append((EventCode.absMTTrackingID, -1))
                slots[i].trackingID = -1
                slots[i].contact = nil
            } else if let x = present[i] {
                if landing[i] {
                    slots[i].trackingID = nextTrackingID
                    nextTrackingID = nextTrackingID == SyntheticTouchscreen.maximumTrackingID ? 0 : nextTrackingID + 1
                    landings += 1
                    slots[i].age = landings
                    changes.append((EventCode.absMTTrackingID, slots[i].trackingID))
                }
                let sample = samples[i]
                if let v = sample?.tool, v != slots[i].tool { changes.append((EventCode.absMTToolType, v)); slots[i].tool = v }
                if x != slots[i].x { changes.append((EventCode.absMTPositionX, x)); slots[i].x = x }
                if presentY[i] != slots[i].y { changes.append((EventCode.absMTPositionY, presentY[i])); slots[i].y = presentY[i] }
                if let v = sample?.major, v != slots[i].major { changes.append((EventCode.absMTTouchMajor, v)); slots[i].major = v }
                if let v = sample?.minor, v != slots[i].minor { changes.append((EventCode.absMTTouchMinor, v)); slots[i].minor = v }
                if let v = sample?.pressure, v != slots[i].pressure { changes.append((EventCode.absMTPressure, v)); slots[i].pressure = v }
            }
            guard !changes.isEmpty else { continue }
            if Int32(i) != reportedSlot {
                events.append(InputEvent(time: t, type: EventType.abs, code: EventCode.absMTSlot, value: Int32(i)))
                reportedSlot = Int32(i)
            }
            for (code, value) in changes {
                events.append(InputEvent(time: t, type: EventType.abs, code: code, value: value))
            }
        }

        let active = slots.filter { $0.contact != nil }
        if touching != !active.isEmpty {
            touching = !active.isEmpty
            events.append(InputEvent(time: t, type: EventType.key, code: EventCode.btnTouch, value: touching ? 1 : 0))
        }
        if let oldest = active.min(by: { $0.age < $1.age }) {
            if oldest.x != emulatedX {
                emulatedX = oldest.x
                events.append(InputEvent(time: t, type: EventType.abs, code: EventCode.absX, value: oldest.x))
            }
            if oldest.y != emulatedY {
                emulatedY = oldest.y
                events.append(InputEvent(time: t, type: EventType.abs, code: EventCode.absY, value: oldest.y))
            }
        }
        if events.count > before {
            events.append(InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0))
        }
    }
}
