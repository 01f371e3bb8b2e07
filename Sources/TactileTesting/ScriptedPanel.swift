import TactileCore

/// A scripted multitouch (protocol B) touchscreen: finger changes become the evdev events
/// the kernel would deliver, and those events go through the real ``FrameAssembler``,
/// whose frames are what a live device or a replayed trace would produce.
///
/// Fingers are slots (finger `n` is reported in `ABS_MT_SLOT n`, 0 up to
/// ``slotCount``-1). Each call to ``frame(at:)`` is one scan of the panel, sent the way the
/// kernel's input core sends it (see `ProtocolBEmitter` in TactileSynth):
/// - `ABS_MT_SLOT` before a slot's first changed value, when it differs from the last
///   slot sent; a landing finger gets the next `ABS_MT_TRACKING_ID`, a lifting one
///   `ABS_MT_TRACKING_ID -1`; `ABS_MT_POSITION_X/Y` only when the value changed (slots keep
///   their values across contacts, as in the kernel);
/// - the single-touch emulation (`BTN_TOUCH`, `ABS_X/ABS_Y` of the oldest contact);
/// - `MSC_TIMESTAMP`, as most panels send with every scan (so a scan in which nothing
///   moved still reaches the assembler, as a frame of stationary touches), then `SYN_REPORT`.
///
/// A cancelled finger is a contact lost while the kernel's buffer overflowed: the device
/// delivers `SYN_DROPPED`, the panel calls ``FrameAssembler/beginResync(at:)`` as the live
/// input loop does, and feeds what libevdev's resync would hand out (the slot's
/// `ABS_MT_TRACKING_ID -1` and the rest of the scan, then `SYN_REPORT`). The assembler
/// reports every release in a resync as `cancelled`, so a finger lifted in the same frame
/// as a cancel is reported cancelled too.
public struct ScriptedPanel: Sendable {
    /// Slots of the simulated panel (the most the assembler tracks).
    public static let slotCount = FrameAssembler.maximumContacts

    public let mapping: ScriptMapping
    /// The simulated device, as `evemu-describe` would show it.
    public let device: DeviceDescription
    /// The screen the panel is mapped onto.
    public let screen: ScreenConfiguration
    /// The assembler the events go through.
    public private(set) var assembler: FrameAssembler
    /// Every event the device delivered so far, oldest first (`SYN_DROPPED` included).
    public private(set) var events: [InputEvent] = []

    private enum Pending: Sendable { case landing, lifting, cancelling }
    private struct Contact: Sendable {
        var x: Int32, y: Int32
        var pending: Pending?
        var trackingID: Int32 = -1
        /// Order of touch-down, for the single-touch emulation's "oldest contact".
        var age = 0
    }

    /// The script's fingers, by slot.
    private var contacts: [Contact?]
    /// The values last sent per slot (the kernel keeps them across contacts).
    private var sent: [(x: Int32, y: Int32)]
    private var reportedSlot: Int32 = 0
    private var nextTrackingID: Int32 = 0
    private var landings = 0
    private var touching = false
    private var emulated: (x: Int32, y: Int32) = (0, 0)

    /// - Parameters:
    ///   - mapping: the panel (see ``ScriptMapping``).
    ///   - screen: the screen in points the linear mappings cover (a mapper brings its own).
    ///   - firstTouchID: the first touch id the assembler hands out.
    public init(mapping: ScriptMapping, screen: ScreenRect = ScreenRect(x: 0, y: 0, width: 1280, height: 800),
                firstTouchID: Int = 1) {
        self.mapping = mapping
        let panel = mapping.touchscreen(screen: screen)
        let axis = AbsInfo(minimum: 0, maximum: Int32(Self.slotCount - 1))
        device = DeviceDescription(
            name: "Tactile scripted touchscreen",
            properties: [EventCode.propDirect],
            codes: [EventType.syn: [EventCode.synReport, EventCode.synConfig, EventCode.synDropped],
                    EventType.key: [EventCode.btnTouch],
                    EventType.msc: [Self.mscTimestamp]],
            absInfo: [EventCode.absX: panel.x, EventCode.absY: panel.y,
                      EventCode.absMTSlot: axis,
                      EventCode.absMTPositionX: panel.x, EventCode.absMTPositionY: panel.y,
                      EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535)])
        self.screen = panel.screen
        assembler = FrameAssembler(device: device, screen: panel.screen, firstTouchID: firstTouchID)
        contacts = Array(repeating: nil, count: Self.slotCount)
        sent = Array(repeating: (0, 0), count: Self.slotCount)
    }

    private static let mscTimestamp: UInt16 = 5

    // MARK: Changes (applied by the next frame)

    /// Whether `finger` is down (and not lifting in the pending frame).
    public func isDown(_ finger: Int) -> Bool {
        guard contacts.indices.contains(finger), let c = contacts[finger] else { return false }
        return c.pending != .lifting && c.pending != .cancelling
    }

    /// Fingers down (including ones lifting in the pending frame), ascending.
    public var activeFingers: [Int] { contacts.indices.filter { contacts[$0] != nil } }

    /// Puts `finger` down at `p` (millimetres on the panel); returns an error message on
    /// misuse (finger already down, or beyond the panel's slots).
    public mutating func down(_ finger: Int, at p: PhysicalPoint) -> String? {
        guard contacts.indices.contains(finger) else {
            return "finger \(finger) is not on the panel (slots 0...\(Self.slotCount - 1))"
        }
        if let c = contacts[finger] {
            return c.pending == .lifting || c.pending == .cancelling
                ? "finger \(finger) lifts and lands in the same frame; send a frame in between"
                : "finger \(finger) is already down"
        }
        let u = units(p)
        contacts[finger] = Contact(x: u.x, y: u.y, pending: .landing)
        return nil
    }

    public mutating func move(_ finger: Int, to p: PhysicalPoint) -> String? {
        guard isDown(finger) else { return "finger \(finger) is not down" }
        let u = units(p)
        contacts[finger]!.x = u.x
        contacts[finger]!.y = u.y
        return nil
    }

    public mutating func up(_ finger: Int) -> String? { lift(finger, .lifting) }

    /// The panel loses `finger` (see the type's notes on `SYN_DROPPED`).
    public mutating func cancel(_ finger: Int) -> String? { lift(finger, .cancelling) }

    private mutating func lift(_ finger: Int, _ how: Pending) -> String? {
        guard isDown(finger) else { return "finger \(finger) is not down" }
        if contacts[finger]!.pending == .landing {
            return "finger \(finger) lands and lifts in the same frame; send a frame in between"
        }
        contacts[finger]!.pending = how
        return nil
    }

    /// Device units, clamped into the axis ranges as hardware reports them.
    private func units(_ p: PhysicalPoint) -> (x: Int32, y: Int32) {
        let u = mapping.deviceUnits(physical: p)
        let axes = device.touchAxes!
        return (axes.x.clamp(u.x), axes.y.clamp(u.y))
    }

    // MARK: Scans

    /// One scan at `time`: sends the pending changes as evdev events through the
    /// assembler and returns the frame it produced (nil when no touch is down or ending,
    /// as the assembler produces none then).
    public mutating func frame(at time: Timestamp) -> TouchFrame? {
        var scan: [InputEvent] = []
        func send(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            scan.append(InputEvent(time: time, type: type, code: code, value: value))
        }
        let resync = contacts.contains { $0?.pending == .cancelling }

        for slot in contacts.indices {
            guard var c = contacts[slot] else { continue }
            var changes: [(UInt16, Int32)] = []
            if c.pending == .landing {
                c.trackingID = nextTrackingID
                nextTrackingID = nextTrackingID == 65535 ? 0 : nextTrackingID + 1
                landings += 1
                c.age = landings
                changes.append((EventCode.absMTTrackingID, c.trackingID))
            }
            // A lift reports the last position, including a move in the same scan.
            if c.x != sent[slot].x { changes.append((EventCode.absMTPositionX, c.x)); sent[slot].x = c.x }
            if c.y != sent[slot].y { changes.append((EventCode.absMTPositionY, c.y)); sent[slot].y = c.y }
            if c.pending == .lifting || c.pending == .cancelling { changes.append((EventCode.absMTTrackingID, -1)) }
            if !changes.isEmpty {
                if Int32(slot) != reportedSlot {
                    send(EventType.abs, EventCode.absMTSlot, Int32(slot))
                    reportedSlot = Int32(slot)
                }
                for (code, value) in changes { send(EventType.abs, code, value) }
            }
            if c.pending == .lifting || c.pending == .cancelling {
                contacts[slot] = nil
            } else {
                c.pending = nil
                contacts[slot] = c
            }
        }

        let active = contacts.compactMap { $0 }
        if touching == active.isEmpty {
            touching = !active.isEmpty
            send(EventType.key, EventCode.btnTouch, touching ? 1 : 0)
        }
        if let oldest = active.min(by: { $0.age < $1.age }) {
            if oldest.x != emulated.x { emulated.x = oldest.x; send(EventType.abs, EventCode.absX, oldest.x) }
            if oldest.y != emulated.y { emulated.y = oldest.y; send(EventType.abs, EventCode.absY, oldest.y) }
        }
        if !resync { send(EventType.msc, Self.mscTimestamp, Int32(truncatingIfNeeded: time.microseconds)) }
        send(EventType.syn, EventCode.synReport, 0)

        if resync {
            events.append(InputEvent(time: time, type: EventType.syn, code: EventCode.synDropped, value: 0))
            assembler.beginResync(at: time)
        }
        events += scan
        var frame: TouchFrame?
        for e in scan {
            if case .touch(let f)? = assembler.process(e) { frame = f }
        }
        return frame
    }
}
