/// Turns one device's raw events into frames, one per `SYN_REPORT`.
///
/// ```
/// InputEvent ─▶ FrameAssembler ─▶ Frame (.touch / .pointer / .pen) ─▶ engine
///                 │ SlotTracker (protocol B)      ContactMatcher (protocol A)
///                 │ SingleTouchTracker            PointerAccumulator (mice)
///                 │ PenTracker (pens)
///                 └ CoordinateMapper: device units ─▶ mm ─▶ pt
/// ```
///
/// Guarantees, whatever the device sends:
/// - every touch gets exactly one `began` and exactly one terminal phase
///   (`ended` or `cancelled`), and ids are never reused;
/// - frame times never go backwards (a late timestamp is clamped to the last one);
/// - state is bounded: out-of-range slots are ignored, protocol A contacts are capped,
///   and a device that never sends `SYN_REPORT` gets a frame every
///   ``maximumEventsPerFrame`` events;
/// - a palm (``PalmRule``: `MT_TOOL_PALM`, or a contact above the device's size or pressure
///   threshold) is never reported when it is one from its first frame, and is cancelled with
///   reason `palm` when it becomes one; the rest of it is dropped;
/// - `SYN_DROPPED` never leaves a touch stuck: with libevdev the caller resyncs
///   (``beginResync(at:)``) and touches that vanished end as `cancelled`; without it
///   (a replayed trace) every touch is cancelled and live contacts come back as new touches.
///
/// The assembler is a value type with no I/O: live devices and trace replay feed
/// it the same way, which is what makes replay identical to live processing.
/// In steady state it allocates nothing per frame: the returned frame shares a
/// buffer that is reused once the caller has let go of the previous frame.
public struct FrameAssembler: Sendable {
    /// Most simultaneous contacts tracked per device (slots beyond it are ignored).
    public static let maximumContacts = 32
    /// A device that never sends `SYN_REPORT` still produces a frame after this many events.
    public static let maximumEventsPerFrame = 4096

    public let mode: AssemblyMode
    public let mapper: CoordinateMapper?
    /// The palm thresholds in force for this device and where each came from.
    package let palmThresholds: PalmThresholds
    /// Where contact sizes come from; nil when the device reports none.
    package var contactSizing: ContactSizing? { sampler.sizing }
    package private(set) var diagnostics = AssemblerDiagnostics()
    /// Time of the last frame, after clamping.
    public private(set) var lastTime: Timestamp?

    /// Only used in the touch modes, which a device gets only when it has x/y axes
    /// (otherwise this is ``TouchSampler/placeholder`` and the mode is `.pointer` or `.ignored`).
    private var sampler: TouchSampler
    private var ids: TouchIDAllocator
    private var slots: SlotTracker
    private var contacts: ContactMatcher
    private var single: SingleTouchTracker
    private var pointer: PointerAccumulator
    /// Only in `.pen` mode (a pen needs `ABS_X`/`ABS_Y`).
    private var pen: PenTracker?
    private var touchBuffer: [Touch] = []
    private var eventsInFrame = 0
    /// Raw SYN_DROPPED: ignore events up to and including the next SYN_REPORT.
    private var discardingAfterDrop = false
    /// libevdev resync in progress: releases are reported as cancelled.
    private var resyncing = false

    /// - Parameters:
    ///   - device: the device's description; decides the ``AssemblyMode``.
    ///   - screen: where touches and absolute pointers land.
    ///   - firstTouchID: the first id handed out (use distinct ranges per device if ids must be global).
    ///   - pen: how a pen's pressure and tip are read (pen devices only).
    ///   - palm: the configured palm thresholds (``PalmConfiguration/thresholds(for:)`` picks this device's).
    public init(device: DeviceDescription, screen: ScreenConfiguration = .default, firstTouchID: Int = 1,
                pen: PenConfiguration = .default, palm: PalmConfiguration = PalmConfiguration()) {
        self.init(device: device, mode: AssemblyMode(device: device), screen: screen, firstTouchID: firstTouchID, pen: pen, palm: palm)
    }

    /// Forces a mode (tests, or a device whose classification is wrong).
    public init(device: DeviceDescription, mode requested: AssemblyMode, screen: ScreenConfiguration = .default, firstTouchID: Int = 1,
                pen penConfiguration: PenConfiguration = .default, palm: PalmConfiguration = PalmConfiguration()) {
        let mapper = CoordinateMapper(device: device, screen: screen)
        let multitouch = device.multitouchProtocol != .none
        let thresholds = palm.thresholds(for: device)
        palmThresholds = thresholds
        let sampler = mapper.map { TouchSampler(mapper: $0, device: device, multitouch: multitouch, palm: thresholds) }
        // A touch mode without x/y axes cannot place touches: nothing to assemble.
        let mode = (sampler == nil && requested != .pointer) ? .ignored : requested
        self.mode = mode
        self.mapper = mapper
        self.sampler = sampler ?? .placeholder
        ids = TouchIDAllocator(first: firstTouchID)
        var slotCount = 0
        if case .multitouchB(let n) = mode { slotCount = n }
        slots = SlotTracker(slotCount: slotCount, initialSlot: device.absInfo[EventCode.absMTSlot]?.value ?? 0,
                            sizing: sampler?.sizing)
        contacts = ContactMatcher(capacity: mode == .multitouchA ? Self.maximumContacts : 0, sizing: sampler?.sizing)
        single = SingleTouchTracker(device: device)
        pointer = PointerAccumulator(device: device, screen: screen)
        pen = mode == .pen ? mapper.map { PenTracker(device: device, mapper: $0, configuration: penConfiguration) } : nil
        touchBuffer.reserveCapacity(Self.maximumContacts * 2)
    }

    /// Touches currently down.
    public var activeTouchCount: Int {
        switch mode {
        case .multitouchB: return slots.activeCount
        case .multitouchA: return contacts.activeCount
        case .singleTouch: return single.activeCount
        case .pointer, .pen, .ignored: return 0
        }
    }

    /// The writing hand's zone beside a paired pen (screen points; ``PenTouchArbitration``), nil
    /// when there is none. Touches that land in it are palms; when it appears, so are those in it.
    public mutating func setPenZone(_ zone: ScreenRect?) {
        if zone != nil && sampler.penZone == nil { sampler.penZoneJustArmed = true }
        sampler.penZone = zone
    }

    /// Pens in proximity (0 or 1; pen devices only).
    public var activePenCount: Int { pen?.activeCount ?? 0 }

    /// How this pen device's axes are read; nil for other devices.
    package var penAxes: PenAxes? { pen?.axes }

    /// Buttons currently held on a pointer device.
    public var heldButtons: ButtonSet { pointer.heldButtons }

    /// Feeds one event; returns a frame when the event completes one.
    public mutating func process(_ event: InputEvent) -> Frame? {
        guard let closing = absorb(event) else { return nil }
        return close(closing)
    }

    /// What an event did to the frame being assembled when it completed one (``absorb(_:)``).
    package enum FrameClosing: Sendable {
        /// `SYN_REPORT`, or an implicit frame (``maximumEventsPerFrame``): the frame at this time.
        case frame(Timestamp)
        /// The `SYN_REPORT` after a raw `SYN_DROPPED`: what was down is cancelled.
        case afterDrop(Timestamp)
    }

    /// ``process(_:)`` in two steps, for the engine's per-event path: takes the event and
    /// says whether it completed a frame, which ``close(_:)`` then makes. Most events complete
    /// none, and a `Frame?` (145 bytes, a pen frame's payload) returned, copied and tested per
    /// event was a fifth of the pen-and-fingers benchmark; this returns 9 bytes in registers.
    package mutating func absorb(_ event: InputEvent) -> FrameClosing? {
        if event.type == EventType.syn {
            switch event.code {
            case EventCode.synReport:
                if discardingAfterDrop {
                    discardingAfterDrop = false
                    eventsInFrame = 0
                    return .afterDrop(event.time)
                }
                return .frame(event.time)
            case EventCode.synDropped:
                diagnostics.droppedSyncs += 1
                discardingAfterDrop = true
                if mode == .multitouchA { contacts.discardPartialFrame() }
                return nil
            case EventCode.synMTReport:
                if !discardingAfterDrop && mode == .multitouchA { contacts.endContact(diagnostics: &diagnostics) }
                return nil
            default:
                return nil
            }
        }
        if discardingAfterDrop { return nil }
        eventsInFrame += 1
        switch mode {
        case .multitouchB:
            if event.type == EventType.abs {
                slots.handleAbs(code: event.code, value: event.value, time: event.time, ids: &ids,
                                cancelOnRelease: resyncing, diagnostics: &diagnostics)
            }
        case .multitouchA:
            if event.type == EventType.abs { contacts.handleAbs(code: event.code, value: event.value) }
        case .singleTouch:
            if event.type == EventType.abs { single.handleAbs(code: event.code, value: event.value) }
            else if event.type == EventType.key { single.handleKey(code: event.code, value: event.value) }
        case .pointer:
            if event.type == EventType.rel { pointer.handleRel(code: event.code, value: event.value) }
            else if event.type == EventType.key { pointer.handleKey(code: event.code, value: event.value) }
            else if event.type == EventType.abs { pointer.handleAbs(code: event.code, value: event.value) }
        case .pen:
            if event.type == EventType.abs { pen?.handleAbs(code: event.code, value: event.value) }
            else if event.type == EventType.key { pen?.handleKey(code: event.code, value: event.value) }
            else if event.type == EventType.msc { pen?.handleMsc(code: event.code, value: event.value) }
        case .ignored:
            break
        }
        if eventsInFrame >= Self.maximumEventsPerFrame {
            diagnostics.implicitFrames += 1
            return .frame(event.time)
        }
        return nil
    }

    /// The frame ``absorb(_:)`` said an event completed (nil when it holds nothing to report).
    package mutating func close(_ closing: FrameClosing) -> Frame? {
        switch closing {
        case .frame(let time): return closeFrame(at: time)
        case .afterDrop(let time): return cancelAfterDrop(at: time)
        }
    }

    /// Call when libevdev reports `SYN_DROPPED` and before feeding its sync events
    /// (`LIBEVDEV_READ_FLAG_SYNC`). Touches the sync releases end as `cancelled`;
    /// the sync's closing `SYN_REPORT` ends the resync.
    public mutating func beginResync(at time: Timestamp) {
        diagnostics.droppedSyncs += 1
        resyncing = true
        discardingAfterDrop = false
    }

    /// Ends every touch as `cancelled` and releases held buttons: for a device that
    /// went away or a trace that ended with fingers down. Returns nil if nothing was active.
    public mutating func cancelAll(at time: Timestamp) -> Frame? {
        // The caller's time, not the device's: earlier than the last frame (a frame that
        // reported nothing, such as a rejected palm's lift, moves no one's clock) is no bad input.
        let t = Swift.max(time, lastTime ?? time)
        lastTime = t
        discardingAfterDrop = false
        resyncing = false
        eventsInFrame = 0
        switch mode {
        case .pointer:
            return pointer.cancelAll(time: t).map(Frame.pointer)
        case .pen:
            return pen?.cancelAll(time: t).map(Frame.pen)
        case .ignored:
            return nil
        case .multitouchB, .multitouchA, .singleTouch:
            touchBuffer.removeAll(keepingCapacity: true)
            switch mode {
            case .multitouchB: slots.cancelAll(into: &touchBuffer, sampler: sampler, orphan: false, diagnostics: &diagnostics)
            case .multitouchA: contacts.cancelAll(into: &touchBuffer, sampler: sampler, diagnostics: &diagnostics)
            default: single.cancelAll(into: &touchBuffer, sampler: sampler, diagnostics: &diagnostics)
            }
            return touchBuffer.isEmpty ? nil : .touch(TouchFrame(time: t, touches: touchBuffer))
        }
    }

    // MARK: - Frame closing

    private mutating func closeFrame(at time: Timestamp) -> Frame? {
        let t = beginClosing(at: time)
        switch mode {
        case .pointer:
            return pointer.emit(time: t).map(Frame.pointer)
        case .pen:
            return pen?.emit(time: t, ids: &ids).map(Frame.pen)
        case .ignored:
            return nil
        case .multitouchB, .multitouchA, .singleTouch:
            return emitTouches(at: t).map(Frame.touch)
        }
    }

    /// What closing any frame does first: a new frame's event count, no resync, the frame's
    /// (monotonic) time.
    private mutating func beginClosing(at time: Timestamp) -> Timestamp {
        eventsInFrame = 0
        resyncing = false
        return clamp(time)
    }

    /// The touch modes' frame (``closeFrame(at:)`` after ``beginClosing(at:)``).
    private mutating func emitTouches(at t: Timestamp) -> TouchFrame? {
        touchBuffer.removeAll(keepingCapacity: true)
        switch mode {
        case .multitouchB: slots.emit(into: &touchBuffer, sampler: &sampler, diagnostics: &diagnostics)
        case .multitouchA: contacts.emit(into: &touchBuffer, ids: &ids, sampler: &sampler, diagnostics: &diagnostics)
        default: single.emit(into: &touchBuffer, ids: &ids, sampler: &sampler, diagnostics: &diagnostics)
        }
        sampler.penZoneJustArmed = false
        return touchBuffer.isEmpty ? nil : TouchFrame(time: t, touches: touchBuffer)
    }

    /// Whether this device's frames are touch frames (``closeTouchFrame(_:)``).
    package var makesTouchFrames: Bool {
        switch mode {
        case .multitouchB, .multitouchA, .singleTouch: return true
        case .pointer, .pen, .ignored: return false
        }
    }

    /// ``close(_:)`` for a device whose frames are touch frames (``makesTouchFrames``), as the
    /// touch frame itself: 16 bytes where a `Frame?` is 145 (a pen frame's payload), copied
    /// several times on its way to the recognizers.
    package mutating func closeTouchFrame(_ closing: FrameClosing) -> TouchFrame? {
        switch closing {
        case .frame(let time):
            return emitTouches(at: beginClosing(at: time))
        case .afterDrop(let time):
            return cancelTouchesAfterDrop(at: clamp(time))
        }
    }

    /// After a raw drop nobody can ask the kernel for its state: cancel what we had.
    /// Protocol B slots are orphaned so contacts that are still down come back as new touches.
    private mutating func cancelAfterDrop(at time: Timestamp) -> Frame? {
        let t = clamp(time)
        if mode == .pen { return pen?.cancelAll(time: t).map(Frame.pen) }
        guard mode != .pointer && mode != .ignored else { return pointer.emit(time: t).map(Frame.pointer) }
        return cancelTouchesAfterDrop(at: t).map(Frame.touch)
    }

    /// The touch modes' part of ``cancelAfterDrop(at:)``.
    private mutating func cancelTouchesAfterDrop(at t: Timestamp) -> TouchFrame? {
        touchBuffer.removeAll(keepingCapacity: true)
        switch mode {
        case .multitouchB: slots.cancelAll(into: &touchBuffer, sampler: sampler, orphan: true, diagnostics: &diagnostics)
        case .multitouchA: contacts.cancelAll(into: &touchBuffer, sampler: sampler, diagnostics: &diagnostics)
        case .singleTouch: single.cancelAll(into: &touchBuffer, sampler: sampler, diagnostics: &diagnostics)
        case .pointer, .pen, .ignored: break
        }
        return touchBuffer.isEmpty ? nil : TouchFrame(time: t, touches: touchBuffer)
    }

    /// Monotonic time: a timestamp earlier than the last frame's is clamped to it.
    private mutating func clamp(_ time: Timestamp) -> Timestamp {
        if let last = lastTime, time < last {
            diagnostics.backwardsTimestamps += 1
            return last
        }
        lastTime = time
        return time
    }
}
