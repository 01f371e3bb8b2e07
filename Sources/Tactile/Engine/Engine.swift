import TactileCore
import TactileGestures
import TactilePointer

/// The one engine behind live input, trace replay and the tests.
///
/// ```
/// live: LiveInputLoop ─┐                         ┌─▶ frames ─▶ output
///                      ├─▶ Engine.process(event) ┤
/// replay: TraceReplay ─┘   (per device:          └─▶ (gestures, pointer: later stages)
///                           FrameAssembler)
/// ```
///
/// It holds no clock: time is the timestamp of the events fed to it. Deadlines
/// that fall due before an event's time fire before that event, so output order
/// depends only on the events, never on how fast they arrive.
public final class Engine {
    public struct Configuration: Sendable {
        /// The screen touch devices map onto.
        public var screen: ScreenConfiguration
        /// The pointer engine's settings (acceleration, hit regions, magnetism, prediction).
        public var pointer: PointerConfiguration
        /// The app's elements. With a layout, mouse frames drive the pointer engine;
        /// without one, mice only produce frames.
        public var layout: PointerLayout?
        /// The recognizers run on every touchscreen; nil runs none (frames only).
        public var gestures: GestureConfiguration?
        /// What ``Engine/onOutput`` receives; the stages run the same either way.
        public var outputs: EngineOutputKinds
        /// Palm thresholds for touchscreens (Docs/PALMS.md).
        public var palm: PalmConfiguration
        /// How pens' pressure and tip are read (Docs/PENS.md).
        public var pen: PenConfiguration
        /// The writing hand's zone beside a paired pen's tip and the hold after it leaves (Docs/PALMS.md).
        public var arbitration: PenTouchArbitrationSettings

        public init(screen: ScreenConfiguration = .default, pointer: PointerConfiguration = .init(),
                    layout: PointerLayout? = nil, gestures: GestureConfiguration? = nil,
                    outputs: EngineOutputKinds = .all, pen: PenConfiguration = .default,
                    palm: PalmConfiguration = PalmConfiguration(),
                    arbitration: PenTouchArbitrationSettings = PenTouchArbitrationSettings()) {
            self.pen = pen
            self.arbitration = arbitration
            self.screen = screen
            self.palm = palm
            self.pointer = pointer
            self.layout = layout
            self.gestures = gestures
            self.outputs = outputs
        }

        /// The screen in points, the space gestures and the pointer work in.
        public var screenBounds: ScreenRect {
            let size = screen.sizePoints
            return ScreenRect(x: 0, y: 0, width: size.width.value, height: size.height.value)
        }
    }

    public let configuration: Configuration
    /// Receives every output synchronously, in order. It must not call back into the
    /// engine (queue the work and do it after the call that produced the output
    /// returns): a call from inside the handler stops the program with a message.
    @exclusivity(unchecked) public var onOutput: (EngineOutput) -> Void
    /// Diagnostics of removed devices are kept here so a summary can include them.
    package private(set) var retiredDiagnostics: [String: AssemblerDiagnostics] = [:]
    /// The time of the first frame assembled from any device (delivered or not): the
    /// origin of relative times in readable output.
    @exclusivity(unchecked) public private(set) var firstFrameTime: Timestamp?
    /// `configuration.outputs`, checked on every frame and gesture.
    private let outputs: EngineOutputKinds

    // The engine is single-threaded and never re-entered (``onOutput`` is checked), so
    // the hot stored properties skip Swift's dynamic exclusivity checks, a noticeable part
    // of the per-event cost otherwise.
    @exclusivity(unchecked) private var devices: [EngineDevice] = []
    /// One pointer on the screen, shared by every mouse.
    @exclusivity(unchecked) public private(set) var pointer: PointerEngine?
    /// Keyboard modifiers held (they override magnetism); set by the app or the daemon.
    @exclusivity(unchecked) public private(set) var modifiers: PointerModifiers = []
    /// The earliest deadline of any stage, recomputed whenever a stage's state changes,
    /// so checking it per event costs one comparison.
    @exclusivity(unchecked) private var cachedDeadline: Timestamp?
    /// Index of the device that sent the previous event (events come in runs per device).
    @exclusivity(unchecked) private var lastDeviceIndex = 0
    @exclusivity(unchecked) private var pointerOutputs: [PointerOutput] = []
    /// Gesture events appended by the recognizers; the first `gestureOutputsDelivered`
    /// have been delivered. Emptied only once it is long (``gestureOutputsFlushLength``):
    /// emptying it after every frame (a generic `removeAll`) cost about 1% of replay.
    @exclusivity(unchecked) private var gestureOutputs: [GestureEvent] = []
    @exclusivity(unchecked) private var gestureOutputsDelivered = 0
    private static let gestureOutputsFlushLength = 256
    /// Latest event time seen (after clamping): the engine's "now".
    @exclusivity(unchecked) public private(set) var now: Timestamp?
    /// True while ``onOutput`` runs: entry points refuse to be called from there.
    @exclusivity(unchecked) private var delivering = false

    /// Called with every recognizer state transition of every touchscreen added after it is
    /// set (device name, the record, the recognizer's configured name): the debug log for
    /// tuning (`tactile replay --transitions`). Costs nothing when nil.
    public var transitionObserver: (@Sendable (String, TransitionRecord, String?) -> Void)?

    /// - Throws: ``ConfigurationError`` when the gesture configuration is invalid
    ///   (checked here, before any device is added).
    public init(configuration: Configuration = Configuration(), onOutput: @escaping (EngineOutput) -> Void = { _ in }) throws {
        if let gestures = configuration.gestures { try gestures.validate() }
        self.configuration = configuration
        self.onOutput = onOutput
        outputs = configuration.outputs
        if let layout = configuration.layout {
            pointer = PointerEngine(configuration: configuration.pointer, layout: layout)
        }
        pointerOutputs.reserveCapacity(16)
        gestureOutputs.reserveCapacity(Self.gestureOutputsFlushLength + 64)
    }

    @inline(__always)
    private func emit(_ output: EngineOutput) {
        delivering = true
        onOutput(output)
        delivering = false
    }

    /// Reports a frame (if frames are delivered) and hands it to its stage.
    @inline(__always)
    private func deliver(_ frame: consuming Frame, deviceIndex index: Int) {
        if firstFrameTime == nil { firstFrameTime = frame.time }
        if outputs.contains(.frames) { emit(.frame(device: devices[index].id, name: devices[index].name, frame)) }
        route(frame, deviceIndex: index)  // last use: the frame moves on
    }

    @inline(__always)
    private func checkNotReentered(_ function: StaticString = #function) {
        precondition(!delivering, "Engine.\(function) called from inside onOutput: queue the call and make it after the engine returns")
    }

    // MARK: - Devices

    /// Adds a device. Touch ids are unique across devices: each gets its own range.
    public func addDevice(id: Int, name: String? = nil, description: DeviceDescription) {
        checkNotReentered()
        let firstTouchID = id * 1_000_000 + 1
        let assembler = FrameAssembler(device: description, screen: configuration.screen, firstTouchID: firstTouchID,
                                       pen: configuration.pen, palm: configuration.palm)
        let deviceName = name ?? description.name
        var gestures: GestureEngine?
        // Touchscreens get recognizers; so does a pen, for the times it has no touchscreen of
        // its panel (unpaired, its pen contacts go to its own).
        let kind = description.classification.kind
        if let config = configuration.gestures,
           kind == .touchscreen || (kind == .pen && config.recognizers.contains { $0.pointerType == .pen }) {
            // Validated in init, so this cannot throw.
            gestures = try? GestureEngine(configuration: config, screenBounds: configuration.screenBounds)
            if let observe = transitionObserver {
                let names = config.recognizers.map(\.name)
                let device = deviceName
                gestures?.transitions.observer = { record in observe(device, record, record.recognizer.map { names[$0.index] }) }
            }
        }
        devices.append(EngineDevice(id: id, name: deviceName, description: description, assembler: assembler,
                                    makesTouchFrames: assembler.makesTouchFrames, gestures: gestures))
        pairPens()
        if outputs.contains(.devices) { emit(.deviceAdded(id: id, name: deviceName, classification: description.classification)) }
    }

    /// Removes a device, cancelling whatever it had down.
    public func removeDevice(id: Int, reason: String? = nil) {
        checkNotReentered()
        guard let index = devices.firstIndex(where: { $0.id == id }) else { return }
        let time = now ?? devices[index].assembler.lastTime ?? .zero
        if let frame = devices[index].assembler.cancelAll(at: time) { deliver(frame, deviceIndex: index) }
        if devices[index].gestures != nil {
            devices[index].gestures!.cancelAll(at: time, into: &gestureOutputs)
            flushGestureOutputs(deviceIndex: index)
        }
        let removed = devices.remove(at: index)
        lastDeviceIndex = 0
        pairPens()
        refreshDeadline()
        retiredDiagnostics[removed.name] = removed.assembler.diagnostics
        if outputs.contains(.devices) { emit(.deviceRemoved(id: id, name: removed.name, reason: reason)) }
    }

    /// Ends the input: cancels all touches and releases buttons on every device
    /// (a trace that ended with fingers down).
    public func finish() {
        checkNotReentered()
        for index in devices.indices {
            if let frame = devices[index].assembler.cancelAll(at: now ?? .zero) { deliver(frame, deviceIndex: index) }
        }
    }

    /// Diagnostics per device name (current and removed devices).
    package var diagnostics: [String: AssemblerDiagnostics] {
        var all = retiredDiagnostics
        for d in devices { all[d.name] = d.assembler.diagnostics }
        return all
    }

    /// Touches down across all devices.
    public var activeTouchCount: Int { devices.reduce(0) { $0 + $1.assembler.activeTouchCount } }

    /// Pens in proximity across all devices.
    public var activePenCount: Int { devices.reduce(0) { $0 + $1.assembler.activePenCount } }

    // MARK: - Events and time

    /// Feeds one raw event from device `id`.
    @inline(__always)
    public func process(_ event: InputEvent, device id: Int) {
        checkNotReentered()
        let index: Int
        if lastDeviceIndex < devices.count && devices[lastDeviceIndex].id == id {
            index = lastDeviceIndex
        } else {
            guard let found = devices.firstIndex(where: { $0.id == id }) else { return }
            index = found
            lastDeviceIndex = found
        }
        if let d = cachedDeadline, d <= event.time { fireDeadlines(upTo: event.time) }
        if event.type == EventType.syn && devices[index].arbitration != nil { endArbitrationHold(index, at: event.time) }
        // In two steps (FrameAssembler.absorb): most events complete no frame, and only the
        // ones that do pay for one. A touchscreen's frame comes as the touch frame itself: as a
        // `Frame` (145 bytes, a pen frame's size) it was copied six times on its way.
        guard let closing = devices[index].assembler.absorb(event) else { return }
        frameClosed(closing, deviceIndex: index)
    }

    /// The frame an event of device `index` completed, to its stage. Out of line: inlined, the
    /// frame's path made every event's call heavier.
    @inline(never)
    private func frameClosed(_ closing: FrameAssembler.FrameClosing, deviceIndex index: Int) {
        if devices[index].makesTouchFrames {
            if let frame = devices[index].assembler.closeTouchFrame(closing) {
                if now == nil || now! < frame.time { now = frame.time }
                deliverTouch(frame, deviceIndex: index)
            }
        } else if let frame = devices[index].assembler.close(closing) {
            if now == nil || now! < frame.time { now = frame.time }
            deliver(frame, deviceIndex: index)
        }
    }

    /// ``deliver(_:deviceIndex:)`` for a touch frame.
    private func deliverTouch(_ frame: TouchFrame, deviceIndex index: Int) {
        if firstFrameTime == nil { firstFrameTime = frame.time }
        if outputs.contains(.frames) { emit(.frame(device: devices[index].id, name: devices[index].name, .touch(frame))) }
        routeTouch(frame, deviceIndex: index)
    }

    /// A touch frame to its device's recognizers.
    @inline(__always)
    private func routeTouch(_ f: TouchFrame, deviceIndex: Int) {
        guard devices[deviceIndex].gestures != nil else { return }
        devices[deviceIndex].gestures!.process(f, into: &gestureOutputs)
        flushGestureOutputs(deviceIndex: deviceIndex)
    }

    /// Hands a frame to the stage that consumes it.
    private func route(_ frame: consuming Frame, deviceIndex: Int) {
        switch frame {
        case .pointer(let f):
            guard pointer != nil else { return }
            pointer!.process(f, modifiers: modifiers, into: &pointerOutputs)
            flushPointerOutputs()
        case .touch(let f):
            routeTouch(f, deviceIndex: deviceIndex)
        case .pen(let f):
            // The pen arbitrates its panel's touch, then its tip is a contact for the recognizers.
            arbitrate(f, penIndex: deviceIndex)
            if pointer != nil {
                if f.isHovering { hoverPointer(f) } else if f.phase.isTerminal { leavePointer(f) }
            }
            feedPenContact(f, penIndex: deviceIndex)
        }
    }

    /// A hovering pen moves the pointer as an absolute pointer does (iPadOS pencil hover:
    /// hit testing, highlight, magnetism). Only hover: the frame carries no button, so the tip
    /// touching and the barrel buttons never press, click or drag; while the tip is down the
    /// pointer stays where the pen last hovered.
    private func hoverPointer(_ f: PenFrame) {
        pointer!.process(PointerFrame(time: f.time, absolutePosition: f.position), modifiers: modifiers, into: &pointerOutputs)
        flushPointerOutputs()
    }

    /// Proximity out: the pen no longer points at anything, so the pointer leaves (exit from
    /// the element under it, no highlight) until the pen or a mouse moves it again.
    private func leavePointer(_ f: PenFrame) {
        pointer!.leave(at: f.time, into: &pointerOutputs)
        flushPointerOutputs()
    }

    // MARK: - Pen gestures

    /// Never-reused ids of pen contacts, negative so they never meet a finger's in one arena.
    @exclusivity(unchecked) private var lastPenContactID = 0

    /// The recognizers a pen's contacts go to: those of the first touchscreen of its panel
    /// that has recognizers (the same arena as its fingers), else the pen's own.
    private func penArena(_ penIndex: Int) -> Int? {
        for touchID in devices[penIndex].pairedTouchscreens {
            if let j = devices.firstIndex(where: { $0.id == touchID }), devices[j].gestures != nil { return j }
        }
        return devices[penIndex].gestures != nil ? penIndex : nil
    }

    /// A pen frame as the recognizers see it: a tip-down period is one contact (`began` at tip
    /// down, `moved`/`stationary`, `ended` at tip up or proximity out, `cancelled` when the pen
    /// was cancelled); hovering is none (hover never makes a gesture). Time is the frame's.
    private func feedPenContact(_ f: PenFrame, penIndex: Int) {
        let touching = f.tip && !f.phase.isTerminal
        let wasDown = devices[penIndex].penContactDown
        guard touching || wasDown, let arena = penArena(penIndex) else {
            devices[penIndex].penContactDown = false
            return
        }
        let phase: TouchPhase
        if touching && !wasDown {
            lastPenContactID -= 1
            devices[penIndex].penContactFrame.touches[0].id = lastPenContactID
            phase = .began
        } else if touching {
            phase = devices[penIndex].penContactFrame.touches[0].position == f.position ? .stationary : .moved
        } else {
            phase = f.phase == .cancelled ? .cancelled : .ended
        }
        devices[penIndex].penContactDown = touching
        devices[penIndex].penContactFrame.time = f.time
        devices[penIndex].penContactFrame.touches.withUnsafeMutableBufferPointer { t in
            t[0].phase = phase
            t[0].position = f.position
            t[0].physical = f.physical
            t[0].raw = f.raw
            t[0].tool = .pen
            t[0].penButtons = f.buttons
            // The tip-up frame keeps the pressure of the last frame that touched.
            if touching { t[0].pressure = f.pressure }
        }
        if touching || devices[arena].penValues == nil {
            devices[arena].penValues = GesturePenValues(tool: f.tool, pressure: f.pressure, tilt: f.tilt, buttons: f.buttons)
        }
        let frame = devices[penIndex].penContactFrame
        devices[arena].gestures!.process(frame, pointerType: .pen, into: &gestureOutputs)
        flushGestureOutputs(deviceIndex: arena)
    }

    // MARK: - Pen and touch arbitration

    /// Called with every arbitration transition of every touchscreen (its name): the log of
    /// `tactile replay --transitions`. Costs nothing when nil.
    package var arbitrationObserver: (@Sendable (String, PenTouchArbitration.Transition) -> Void)?

    /// Pairs each pen with the touchscreens of the same panel (same physical path, unique id or
    /// vendor:product: ``SiblingNodes/samePanel(_:_:)``) and those a configured pairing names
    /// (`pen.arbitration.pairs`); a paired touchscreen gets an arbiter. Arbitration off pairs none.
    private func pairPens() {
        let settings = configuration.arbitration
        for i in devices.indices where devices[i].description.classification.kind == .pen {
            let pen = devices[i].description
            devices[i].pairedTouchscreens = !settings.isEnabled ? [] : devices.filter { d in
                d.description.classification.kind == .touchscreen
                    && (SiblingNodes.samePanel(d.description, pen)
                        || settings.pairs.contains { $0.pairs(pen: pen, touchscreen: d.description) })
            }.map(\.id)
        }
        let paired = Set(devices.flatMap(\.pairedTouchscreens))
        for i in devices.indices where devices[i].description.classification.kind == .touchscreen {
            if paired.contains(devices[i].id) {
                if devices[i].arbitration == nil, let mapper = devices[i].assembler.mapper {
                    devices[i].arbitration = PenTouchArbitration(settings: configuration.arbitration,
                                                                 pointsPerMillimetre: mapper.pointsPerMillimetre)
                }
            } else if devices[i].arbitration != nil {
                devices[i].arbitration = nil
                devices[i].assembler.setPenZone(nil)
            }
        }
    }

    /// A pen frame moves the zone of each touchscreen paired with the pen.
    private func arbitrate(_ f: PenFrame, penIndex: Int) {
        for touchID in devices[penIndex].pairedTouchscreens {
            guard let j = devices.firstIndex(where: { $0.id == touchID }), devices[j].arbitration != nil else { continue }
            if let t = devices[j].arbitration!.advance(to: f.time) { logArbitration(t, j) }
            if let t = devices[j].arbitration!.pen(at: f.time, inProximity: !f.phase.isTerminal, position: f.position,
                                                   tiltX: f.tilt?.x) { logArbitration(t, j) }
            devices[j].assembler.setPenZone(devices[j].arbitration!.activeZone)
        }
    }

    /// A touchscreen's frame closes: a hold that is over ends first, so touch is trusted again.
    private func endArbitrationHold(_ index: Int, at time: Timestamp) {
        guard let t = devices[index].arbitration!.advance(to: time) else { return }
        logArbitration(t, index)
        devices[index].assembler.setPenZone(nil)
    }

    private func logArbitration(_ t: PenTouchArbitration.Transition, _ index: Int) {
        arbitrationObserver?(devices[index].name, t)
    }

    private func flushPointerOutputs() {
        defer { refreshDeadline() }
        for output in pointerOutputs {
            if outputs.contains(.pointer) { emit(.pointer(output)) }
            // A left click is the tap of an element; right and middle clicks are pointer events only.
            if outputs.contains(.elementTaps), case .event(let e) = output, e.kind == .click, e.button == .left,
               let element = e.region {
                emit(.elementTap(ElementTap(time: e.time, element: element, source: .pointer,
                                                location: pointer?.visible ?? .zero, taps: 1)))
            }
        }
        if !pointerOutputs.isEmpty { pointerOutputs.removeAll(keepingCapacity: true) }
    }

    private func flushGestureOutputs(deviceIndex: Int) {
        defer { refreshDeadline() }
        let end = gestureOutputs.count
        if end == gestureOutputsDelivered { return }
        let id = devices[deviceIndex].id, name = devices[deviceIndex].name
        // By index: iterating the array itself retains and releases its buffer per call.
        for i in gestureOutputsDelivered..<end {
            if gestureOutputs[i].pointerType == .pen { gestureOutputs[i].pen = devices[deviceIndex].penValues }
            let event = gestureOutputs[i]
            if outputs.contains(.gestures) { emit(.gesture(device: id, name: name, event)) }
            // One-finger taps land on the element under them: the same hit regions as the pointer.
            // A pen tap is one too: its tip touches the element (source `touch`: direct contact).
            if outputs.contains(.elementTaps), let taps = event.taps, event.fingers == 1, let element = pointer?.element(at: event.location) {
                emit(.elementTap(ElementTap(time: event.time, element: element, source: .touch,
                                                location: event.location, taps: taps)))
            }
        }
        gestureOutputsDelivered = end
        if end >= Self.gestureOutputsFlushLength {
            gestureOutputs.removeAll(keepingCapacity: true)
            gestureOutputsDelivered = 0
        }
    }

    /// Sets the held keyboard modifiers (e.g. Alt disables magnetism while held).
    public func setModifiers(_ modifiers: PointerModifiers) {
        checkNotReentered()
        self.modifiers = modifiers
        guard pointer != nil else { return }
        pointer!.setModifiers(modifiers, at: now ?? .zero, into: &pointerOutputs)
        flushPointerOutputs()
    }

    /// Replaces the element layout (hit regions are rebuilt; the pointer keeps its place).
    public func setLayout(_ layout: PointerLayout) {
        checkNotReentered()
        if pointer == nil {
            pointer = PointerEngine(configuration: configuration.pointer, layout: layout)
        } else {
            pointer!.setLayout(layout, into: &pointerOutputs)
            flushPointerOutputs()
        }
    }

    /// Whether any recognizer of `set` (bit m = recognizer m of the gesture configuration) is
    /// still undecided for touch `touch` of device `id` (``GestureEngine/isAnyPossible(_:forTouch:)``);
    /// false for a device without recognizers. For an input filter deciding whether to keep
    /// holding a touch back; call it from outside ``onOutput``.
    public func isAnyPossible(_ set: UInt64, device id: Int, touch: Int) -> Bool {
        guard let index = devices.firstIndex(where: { $0.id == id }) else { return false }
        return devices.withUnsafeBufferPointer { $0[index].gestures?.isAnyPossible(set, forTouch: touch) ?? false }
    }

    /// libevdev reported `SYN_DROPPED` for device `id`; sync events follow.
    public func beginResync(device id: Int, at time: Timestamp) {
        checkNotReentered()
        guard let index = devices.firstIndex(where: { $0.id == id }) else { return }
        devices[index].assembler.beginResync(at: time)
    }

    /// The earliest deadline of any stage, in event time; nil when nothing is pending.
    public var nextDeadline: Timestamp? { cachedDeadline }

    private func refreshDeadline() {
        cachedDeadline = computeNextDeadline()
    }

    private func computeNextDeadline() -> Timestamp? {
        var earliest = pointer?.nextDeadline
        // Through the buffer: `devices[i].gestures` (and `for d in devices`) copies and
        // retains each device's whole state just to read one field.
        devices.withUnsafeBufferPointer { all in
            for i in all.indices {
                if let g = all[i].gestures?.nextDeadline, earliest == nil || g < earliest! { earliest = g }
            }
        }
        return earliest
    }

    /// Advances time to `time`, firing every deadline at or before it.
    public func advance(to time: Timestamp) {
        checkNotReentered()
        fireDeadlines(upTo: time)
        if now == nil || now! < time { now = time }
    }

    /// Fires every pending deadline, however far ahead: the input has ended and
    /// time runs on until nothing is waiting.
    public func drainDeadlines() {
        while let deadline = nextDeadline {
            let before = deadline
            advance(to: deadline)
            if let next = nextDeadline, next <= before { break }  // a stage that does not consume its deadline
        }
    }

    private func fireDeadlines(upTo time: Timestamp) {
        while let deadline = nextDeadline, deadline <= time {
            if now == nil || now! < deadline { now = deadline }
            if let d = pointer?.nextDeadline, d <= deadline {
                pointer!.advance(to: deadline, into: &pointerOutputs)
                flushPointerOutputs()
            }
            for index in devices.indices {
                if let d = devices[index].gestures?.nextDeadline, d <= deadline {
                    devices[index].gestures!.advance(to: deadline, into: &gestureOutputs)
                    flushGestureOutputs(deviceIndex: index)
                }
            }
            // A stage must consume a deadline it reached; guard against one that does not.
            if let again = nextDeadline, again <= deadline { break }
        }
    }
}
