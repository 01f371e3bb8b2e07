import TactileCore

/// The touchscreen clone of one panel: each touch's state machine (``FilterTouchState``)
/// and the events that make the clone show what the filter decided.
///
/// Per frame: ``frame(_:)`` takes the assembled frame, ``consume(rule:at:)`` the consumed
/// gestures the engine reported for it, then ``settle(at:possible:into:log:)`` applies the
/// frame, the consumptions and the hold decisions and emits one clone frame (plus replays).
/// Storage is reserved at init: a frame allocates nothing.
struct TouchClone: Sendable {
    /// One clone slot and the touch in it.
    struct Slot: Sendable {
        var touchID = -1
        var state: FilterTouchState = .ended
        var trackingID: Int32 = -1
        var beganAt: Timestamp = .zero
        var beganPosition: ScreenPoint = .zero
        /// The latest values from the panel.
        var x: Int32 = 0, y: Int32 = 0, pressure: Int32?, major: Int32?
        /// The source ended (lifted) or lost it; handled at the end of settle.
        var lifted = false, lost = false
        /// The tracking id was sent (the clone shows a contact in this slot).
        var down = false
        var palmSent = false
        /// The values last sent (Int32.min: none).
        var sentX = Int32.min, sentY = Int32.min, sentPressure = Int32.min, sentMajor = Int32.min
        var isFree: Bool { touchID < 0 }
    }

    struct Sample: Sendable { var x: Int32, y: Int32, pressure: Int32?, major: Int32? }

    static let sampleCapacity = 64

    let device: Int
    let target: FilterTarget
    let rules: [ConsumeRule]
    let passthrough: [ScreenRect]
    let maximumHold: Milliseconds
    /// Plain values (no references): reading or scanning a slot retains nothing.
    private(set) var slots: [Slot]
    /// Per slot: the samples kept while held, for the replay (first and latest kept when full).
    private var samples: [[Sample]]
    /// Per rule index: a `hold` rule (only those hold touches back).
    private let holdRules: [Int]
    private let pressureAxis: AbsInfo?
    private let majorAxis: AbsInfo?
    private let majorMillimetresPerUnit: Double
    private let clonePressureCode: UInt16?
    private let hasMajor: Bool
    private let hasSingleTouchAxes: Bool
    private let hasSingleTouchPressure: Bool
    private let hasToolFinger: Bool
    private let isProtocolB: Bool
    private var pending: TouchFrame?
    /// Rules whose gesture was recognized since the last settle (bit = rule index).
    private var consumedRules: UInt64 = 0
    /// This touch sequence's gesture was consumed: touches that join are consumed too.
    private var sequenceConsumed = false
    private var nextTrackingID: Int32 = 0
    private var clonePosition: Int32 = -1   // the clone's current ABS_MT_SLOT
    private var sentTouch = false
    private var sentToolFinger = false
    private var sentSingleX = Int32.min, sentSingleY = Int32.min, sentSinglePressure = Int32.min
    private var frameStart = 0

    init(device: Int, panel: DeviceDescription, screen: ScreenConfiguration, configuration: FilterConfiguration) {
        self.device = device
        target = .touchscreen(device: device)
        let rules = configuration.rules
        self.rules = rules
        passthrough = configuration.passthrough
        maximumHold = configuration.maximumHold
        holdRules = rules.indices.filter { rules[$0].strategy == .hold }
        let clone = VirtualDeviceDescriptions.touchscreenClone(of: panel)
        let multitouch = panel.multitouchProtocol != .none
        pressureAxis = panel.absInfo[multitouch ? EventCode.absMTPressure : EventCode.absPressure]
        majorAxis = multitouch ? panel.absInfo[EventCode.absMTTouchMajor] : nil
        let mapper = CoordinateMapper(device: panel, screen: screen)
        // As TouchSampler converts contact size (ContactSizing), backwards.
        majorMillimetresPerUnit = mapper.flatMap { ContactSizing(device: panel, mapper: $0)?.millimetresPerUnit } ?? 1
        clonePressureCode = clone.absInfo[EventCode.absMTPressure] != nil && pressureAxis != nil ? EventCode.absMTPressure : nil
        hasMajor = majorAxis != nil
        hasSingleTouchAxes = clone.absInfo[EventCode.absX] != nil && clone.absInfo[EventCode.absY] != nil
        hasSingleTouchPressure = clone.absInfo[EventCode.absPressure] != nil && pressureAxis != nil
        hasToolFinger = clone.has(type: EventType.key, code: EventCode.btnToolFinger)
        isProtocolB = panel.multitouchProtocol == .b
        let count = VirtualDeviceDescriptions.cloneSlotCount(of: panel)
        slots = Array(repeating: Slot(), count: count)
        samples = (0..<count).map { _ in var s: [Sample] = []; s.reserveCapacity(Self.sampleCapacity); return s }
    }

    // MARK: Input

    mutating func frame(_ frame: TouchFrame) { pending = frame }

    /// Rule `rule`'s gesture was recognized on this panel.
    mutating func consume(rule: Int) { consumedRules |= 1 << UInt64(Swift.min(rule, 63)) }

    /// A touch is held: every settle looks at it again (the recognizers may have decided).
    var hasHeld: Bool {
        for i in slots.indices where slots[i].state == .held { return true }
        return false
    }

    /// When the earliest held touch reaches the maximum hold.
    var nextDeadline: Timestamp? {
        var best: Timestamp?
        for i in slots.indices where slots[i].state == .held {
            let d = slots[i].beganAt + maximumHold
            if best == nil || d < best! { best = d }
        }
        return best
    }

    // MARK: The transition function

    private mutating func move(_ i: Int, to next: FilterTouchState, at time: Timestamp, _ reason: FilterTransitionReason,
                               _ log: inout FilterTransitionLog, _ latency: inout FilterLatency) {
        let from = slots[i].state
        let legal: Bool
        switch (from, next) {
        case (.ended, .held), (.ended, .forwarding), (.ended, .consumed): legal = true      // a touch begins
        case (.held, .consumed), (.held, .flushed), (.held, .ended): legal = true
        case (.forwarding, .cancelled), (.flushed, .cancelled): legal = true
        case (.forwarding, .ended), (.flushed, .ended), (.cancelled, .ended), (.consumed, .ended): legal = true
        case (.held, _), (.forwarding, _), (.flushed, _), (.cancelled, _), (.consumed, _), (.ended, _): legal = false
        }
        precondition(legal, "TouchClone: illegal transition \(from) -> \(next)")
        log.append(FilterTransition(time: time, device: device, machine: .touch(id: slots[i].touchID, from: from, to: next), reason: reason))
        switch next {
        case .held, .ended: break
        case .forwarding: latency.touchesForwarded += 1
        case .flushed: latency.touchesFlushed += 1; latency.held.record(microseconds: time.microseconds - slots[i].beganAt.microseconds)
        case .consumed:
            latency.touchesConsumed += 1
            if from == .held { latency.held.record(microseconds: time.microseconds - slots[i].beganAt.microseconds) }
        case .cancelled: latency.touchesCancelled += 1
        }
        slots[i].state = next
    }

    /// Applies the pending frame and consumptions, decides held touches, emits the clone's events.
    /// `possible(rule, touchID)`: whether a recognizer of the rule's gesture is still undecided.
    mutating func settle(at time: Timestamp, possible: (Int, Int) -> Bool,
                         into out: inout [FilterEmission], log: inout FilterTransitionLog, latency: inout FilterLatency) {
        if let frame = pending {
            pending = nil
            // Through the buffer: `for touch in frame.touches` copied each touch (136 bytes,
            // just written by the assembler: the copy stalled on store forwarding) to pass it on.
            frame.touches.withUnsafeBufferPointer { touches in
                for k in touches.indices { apply(touches[k], at: frame.time, possible: possible, &log, &latency) }
            }
        }
        if consumedRules != 0 {
            let rule = consumedRules.trailingZeroBitCount
            consumedRules = 0
            sequenceConsumed = true
            for i in slots.indices where !slots[i].isFree {
                switch slots[i].state {
                case .held: move(i, to: .consumed, at: time, .gestureConsumed(rule: rule), &log, &latency)
                case .forwarding, .flushed: move(i, to: .cancelled, at: time, .gestureConsumed(rule: rule), &log, &latency)
                case .cancelled, .consumed, .ended: break
                }
            }
        }
        frameStart = out.count
        for i in slots.indices where slots[i].state == .held {
            if time >= slots[i].beganAt + maximumHold {
                flush(i, at: time, .maximumHoldReached, &out, &log, &latency)
            } else if !atRisk(i, possible: possible) {
                flush(i, at: time, .undecidedNoLonger, &out, &log, &latency)
            }
        }
        for i in slots.indices where !slots[i].isFree { emit(i, at: time, &out, &log, &latency) }
        endFrame(at: time, &out)
        // Releases after a palm go in a frame of their own (libinput cancels on the palm frame).
        var released = false
        for i in slots.indices where slots[i].state == .cancelled && slots[i].palmSent && (slots[i].lifted || slots[i].lost) {
            if slots[i].down {
                select(i, at: time, &out)
                put(EventCode.absMTTrackingID, -1, at: time, &out)
                slots[i].down = false
                released = true
            }
            finish(i, at: time, slots[i].lost ? .lost : .lifted, &log, &latency)
        }
        if released { endFrame(at: time, &out) }
        if sequenceConsumed && !slots.contains(where: { !$0.isFree }) { sequenceConsumed = false }
    }

    private mutating func apply(_ touch: Touch, at time: Timestamp, possible: (Int, Int) -> Bool,
                                _ log: inout FilterTransitionLog, _ latency: inout FilterLatency) {
        let (pressure, major) = rawExtras(touch)
        let x = Int32(touch.raw.x), y = Int32(touch.raw.y)
        switch touch.phase {
        case .began:
            guard let i = freeSlot(for: touch) else {
                log.append(FilterTransition(time: time, device: device, machine: .touch(id: touch.id, from: .ended, to: .ended), reason: .noFreeSlot))
                return
            }
            slots[i].touchID = touch.id
            slots[i].beganAt = time
            slots[i].beganPosition = touch.position
            slots[i].x = x; slots[i].y = y; slots[i].pressure = pressure; slots[i].major = major
            slots[i].lifted = false; slots[i].lost = false; slots[i].down = false; slots[i].palmSent = false
            samples[i].removeAll(keepingCapacity: true)
            if sequenceConsumed {
                move(i, to: .consumed, at: time, .sequenceConsumed, &log, &latency)
            } else if let rule = riskRule(i, possible: possible) {
                move(i, to: .held, at: time, .atRisk(rule: rule), &log, &latency)
                record(i)
            } else {
                move(i, to: .forwarding, at: time, .notAtRisk, &log, &latency)
            }
        case .moved, .stationary, .ended, .cancelled:
            // Protocol B keeps the panel's slot: look there first.
            let hinted = isProtocolB && touch.slot >= 0 && touch.slot < slots.count && slots[touch.slot].touchID == touch.id
            guard let i = hinted ? touch.slot : slot(of: touch.id) else { return }
            // In place through one access: a `slots[i].x =` per value checked the array's
            // uniqueness each time.
            let phase = touch.phase
            slots.withUnsafeMutableBufferPointer { b in
                b[i].x = x; b[i].y = y; b[i].pressure = pressure; b[i].major = major
                if phase == .ended { b[i].lifted = true }
                if phase == .cancelled { b[i].lost = true }
            }
            if slots[i].state == .held && touch.phase != .cancelled { record(i) }
        }
    }

    private func slot(of touchID: Int) -> Int? {
        for i in slots.indices where slots[i].touchID == touchID { return i }
        return nil
    }

    private func freeSlot(for touch: Touch) -> Int? {
        if isProtocolB, touch.slot >= 0, touch.slot < slots.count, slots[touch.slot].isFree { return touch.slot }
        for i in slots.indices where slots[i].isFree { return i }
        return nil
    }

    /// The first hold rule that may still claim slot `i`'s touch.
    private func riskRule(_ i: Int, possible: (Int, Int) -> Bool) -> Int? {
        for area in passthrough where ConsumeRule.contains(area, slots[i].beganPosition) { return nil }
        for r in holdRules {
            if let area = rules[r].area, !ConsumeRule.contains(area, slots[i].beganPosition) { continue }
            if possible(r, slots[i].touchID) { return r }
        }
        return nil
    }

    private func atRisk(_ i: Int, possible: (Int, Int) -> Bool) -> Bool { riskRule(i, possible: possible) != nil }

    private mutating func record(_ i: Int) {
        let s = Sample(x: slots[i].x, y: slots[i].y, pressure: slots[i].pressure, major: slots[i].major)
        if samples[i].count < Self.sampleCapacity { samples[i].append(s) } else { samples[i][Self.sampleCapacity - 1] = s }
    }

    /// Held -> flushed: replays the kept samples, each in a frame of its own, so the app sees
    /// the real touch from where it landed.
    private mutating func flush(_ i: Int, at time: Timestamp, _ reason: FilterTransitionReason,
                                _ out: inout [FilterEmission], _ log: inout FilterTransitionLog, _ latency: inout FilterLatency) {
        move(i, to: .flushed, at: time, reason, &log, &latency)
        let latest = (slots[i].x, slots[i].y, slots[i].pressure, slots[i].major)
        // The last sample is the current state, which the frame's own emission sends.
        for k in 0..<Swift.max(0, samples[i].count - 1) {
            let s = samples[i][k]
            slots[i].x = s.x; slots[i].y = s.y; slots[i].pressure = s.pressure; slots[i].major = s.major
            frameStart = out.count
            sendState(i, at: time, &out)
            endFrame(at: time, &out)
        }
        (slots[i].x, slots[i].y, slots[i].pressure, slots[i].major) = latest
        samples[i].removeAll(keepingCapacity: true)
        frameStart = out.count
    }

    /// This frame's events for slot `i`, by state.
    private mutating func emit(_ i: Int, at time: Timestamp, _ out: inout [FilterEmission],
                               _ log: inout FilterTransitionLog, _ latency: inout FilterLatency) {
        switch slots[i].state {
        case .forwarding, .flushed:
            if slots[i].lost {
                // Lost by the system: never a touch-up at a place the finger may not have left
                // from; a palm makes it a cancel, and the release follows in its own frame.
                move(i, to: .cancelled, at: time, .lost, &log, &latency)
                sendPalm(i, at: time, &out)
            } else {
                sendState(i, at: time, &out)
                if slots[i].lifted {
                    select(i, at: time, &out)
                    put(EventCode.absMTTrackingID, -1, at: time, &out)
                    slots[i].down = false
                    finish(i, at: time, .lifted, &log, &latency)
                }
            }
        case .cancelled:
            if !slots[i].palmSent { sendPalm(i, at: time, &out) }
        case .held:
            if slots[i].lost { finish(i, at: time, .lost, &log, &latency) }
        case .consumed:
            if slots[i].lifted || slots[i].lost { finish(i, at: time, slots[i].lost ? .lost : .lifted, &log, &latency) }
        case .ended:
            break
        }
    }

    private mutating func finish(_ i: Int, at time: Timestamp, _ reason: FilterTransitionReason,
                                 _ log: inout FilterTransitionLog, _ latency: inout FilterLatency) {
        move(i, to: .ended, at: time, reason, &log, &latency)
        slots[i].touchID = -1
        slots[i].sentX = .min; slots[i].sentY = .min; slots[i].sentPressure = .min; slots[i].sentMajor = .min
    }

    // MARK: Events

    private mutating func sendPalm(_ i: Int, at time: Timestamp, _ out: inout [FilterEmission]) {
        slots[i].palmSent = true
        guard slots[i].down else { return }
        select(i, at: time, &out)
        put(EventCode.absMTToolType, VirtualDeviceDescriptions.toolPalm, at: time, &out)
    }

    /// Sends slot `i`'s values that changed (all of them, with a new tracking id, if the clone
    /// shows no contact there yet).
    private mutating func sendState(_ i: Int, at time: Timestamp, _ out: inout [FilterEmission]) {
        let s = slots[i]
        if !s.down {
            select(i, at: time, &out)
            // The finger tool before the tracking id: libinput reads the slot's tool type when the
            // tracking id arrives, and a touch that begins as a palm (this slot's last touch was
            // cancelled with MT_TOOL_PALM) is never sent (seen in the VM: Tools/vm/cases.py).
            put(EventCode.absMTToolType, VirtualDeviceDescriptions.toolFinger, at: time, &out)
            put(EventCode.absMTTrackingID, nextTrackingID, at: time, &out)
            slots[i].trackingID = nextTrackingID
            nextTrackingID = nextTrackingID == VirtualDeviceDescriptions.trackingIDMaximum ? 0 : nextTrackingID + 1
            slots[i].down = true
        }
        // What was sent is stored once, in place, at the end: a `slots[i].sent... =` per value
        // checked the array's uniqueness each time (copying the slot and storing it back
        // instead stalled on the unaligned copy).
        var sentX = s.sentX, sentY = s.sentY, sentPressure = s.sentPressure, sentMajor = s.sentMajor
        if s.x != sentX { select(i, at: time, &out); put(EventCode.absMTPositionX, s.x, at: time, &out); sentX = s.x }
        if s.y != sentY { select(i, at: time, &out); put(EventCode.absMTPositionY, s.y, at: time, &out); sentY = s.y }
        if let code = clonePressureCode, let p = s.pressure, p != sentPressure {
            select(i, at: time, &out); put(code, p, at: time, &out); sentPressure = p
        }
        if hasMajor, let m = s.major, m != sentMajor {
            select(i, at: time, &out); put(EventCode.absMTTouchMajor, m, at: time, &out); sentMajor = m
        }
        if sentX != s.sentX || sentY != s.sentY || sentPressure != s.sentPressure || sentMajor != s.sentMajor {
            slots.withUnsafeMutableBufferPointer { b in
                b[i].sentX = sentX; b[i].sentY = sentY; b[i].sentPressure = sentPressure; b[i].sentMajor = sentMajor
            }
        }
    }

    private mutating func select(_ i: Int, at time: Timestamp, _ out: inout [FilterEmission]) {
        guard clonePosition != Int32(i) else { return }
        clonePosition = Int32(i)
        put(EventCode.absMTSlot, Int32(i), at: time, &out)
    }

    @inline(__always)
    private func put(_ code: UInt16, _ value: Int32, at time: Timestamp, _ out: inout [FilterEmission], type: UInt16 = EventType.abs) {
        out.append(FilterEmission(target: target, event: InputEvent(time: time, type: type, code: code, value: value)))
    }

    /// Closes a clone frame when anything was written since ``frameStart``: `BTN_TOUCH`,
    /// `BTN_TOOL_FINGER` and the single-touch axes (the first contact, as the kernel emulates
    /// them), then `SYN_REPORT`.
    private mutating func endFrame(at time: Timestamp, _ out: inout [FilterEmission]) {
        guard out.count > frameStart else { return }
        var first = -1
        for i in slots.indices where slots[i].down { first = i; break }
        let touching = first >= 0
        if touching != sentTouch {
            put(EventCode.btnTouch, touching ? 1 : 0, at: time, &out, type: EventType.key); sentTouch = touching
        }
        if hasToolFinger && touching != sentToolFinger {
            put(EventCode.btnToolFinger, touching ? 1 : 0, at: time, &out, type: EventType.key); sentToolFinger = touching
        }
        if hasSingleTouchAxes && touching {
            let s = slots[first]
            if s.x != sentSingleX { put(EventCode.absX, s.x, at: time, &out); sentSingleX = s.x }
            if s.y != sentSingleY { put(EventCode.absY, s.y, at: time, &out); sentSingleY = s.y }
            if hasSingleTouchPressure, let p = s.pressure, p != sentSinglePressure {
                put(EventCode.absPressure, p, at: time, &out); sentSinglePressure = p
            }
        }
        put(EventCode.synReport, 0, at: time, &out, type: EventType.syn)
        frameStart = out.count
    }

    /// Pressure and contact size back in device units (the frame carries them normalised and in mm).
    private func rawExtras(_ touch: Touch) -> (Int32?, Int32?) {
        var p: Int32?, m: Int32?
        if let pressure = touch.pressure, let axis = pressureAxis {
            p = Int32((pressure * axis.range + Double(axis.minimum)).rounded())
        }
        if let major = touch.majorAxis, majorAxis != nil {
            m = Int32((major.value / majorMillimetresPerUnit).rounded())
        }
        return (p, m)
    }

    /// The panel went away or the filter stops: touches on the clone are cancelled (palm) and
    /// released, so nothing stays down and nothing reads as a tap.
    mutating func cancelAll(at time: Timestamp, into out: inout [FilterEmission], log: inout FilterTransitionLog, latency: inout FilterLatency) {
        pending = nil
        for i in slots.indices where !slots[i].isFree { slots[i].lost = true }
        settle(at: time, possible: { _, _ in false }, into: &out, log: &log, latency: &latency)
    }
}
