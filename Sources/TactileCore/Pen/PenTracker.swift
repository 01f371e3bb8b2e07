/// One pen device: tool bits, tip, pressure, hover distance, tilt, rotation, barrel buttons
/// and serial between `SYN_REPORT`s, and at each report the ``PenFrame`` (Docs/PENS.md).
///
/// States, one transition per frame (``emit(time:ids:)``):
/// ```
///  outOfProximity ──tool bit set / coordinates (no tool ever seen)──▶ hovering ◀──tip up──▶ touching
///        ▲                                                               │                   │
///        └──────────────── tool bits cleared (ended) / cancelAll (cancelled) ────────────────┘
/// ```
/// A pen that never sends `BTN_TOOL_*` (UC-Logic and other cheap tablets) is in proximity
/// from the first coordinates; it leaves only when the device goes or the input ends.
/// Mouse and lens tools (`BTN_TOOL_MOUSE`/`LENS`) are not pens: no frames while they are near.
struct PenTracker: Sendable {
    enum State: Sendable { case outOfProximity, hovering, touching }

    let mapper: CoordinateMapper
    let axes: PenAxes
    let configuration: PenConfiguration
    private(set) var state = State.outOfProximity

    private var x: Int32, y: Int32
    private var rawPressure: Int32 = 0, rawDistance: Int32 = 0
    private var tiltX: Int32 = 0, tiltY: Int32 = 0, rotationZ: Int32 = 0
    private var rotationSeen = false
    /// `BTN_TOOL_*` bits held (bit i = `BTN_TOOL_PEN + i`, pens and mouse/lens alike).
    private var toolBits: UInt8 = 0
    private var anyToolSeen = false
    private var coordinatesSeen = false
    private var touchButton = false
    private var buttons: PenButtons = []
    private var serial: UInt32? = nil
    private var moved = false
    private var changed = false
    private var id = 0
    private var tool = PenTool.pen
    /// The rest pressure of the pen in proximity (raw units).
    private var offset: Int32 = 0
    /// Position and tilt of the last frame in proximity: the leaving frame keeps them, because
    /// drivers reset the axes as the pen leaves (Wacom reports x = y = 0 with the tool bit cleared).
    private var shownX: Int32 = 0, shownY: Int32 = 0, shownTiltX: Int32 = 0, shownTiltY: Int32 = 0

    init(device: DeviceDescription, mapper: CoordinateMapper, configuration: PenConfiguration) {
        self.mapper = mapper
        axes = PenAxes(device: device)
        self.configuration = configuration
        x = mapper.xAxis.value; y = mapper.yAxis.value
        offset = axes.pressure?.minimum ?? 0
    }

    var activeCount: Int { state == .outOfProximity ? 0 : 1 }

    mutating func handleAbs(code: UInt16, value: Int32) {
        switch code {
        case EventCode.absX: if x != value { x = value; moved = true }; coordinatesSeen = true
        case EventCode.absY: if y != value { y = value; moved = true }; coordinatesSeen = true
        case EventCode.absPressure: rawPressure = value
        case EventCode.absDistance: rawDistance = value
        case EventCode.absTiltX: tiltX = value
        case EventCode.absTiltY: tiltY = value
        case EventCode.absZ: rotationZ = value; rotationSeen = true
        default: return
        }
        changed = true
    }

    mutating func handleKey(code: UInt16, value: Int32) {
        if code >= EventCode.btnToolPen && code <= EventCode.btnToolLens && code != EventCode.btnToolFinger {
            let bit = UInt8(1) << (code - EventCode.btnToolPen)
            if value != 0 { toolBits |= bit } else { toolBits &= ~bit }
            anyToolSeen = true
        } else if code == EventCode.btnTouch {
            touchButton = value != 0
        } else if let button = PenButtons(evdevCode: code) {
            if value != 0 { buttons.insert(button) } else { buttons.remove(button) }
        } else {
            return
        }
        changed = true
    }

    mutating func handleMsc(code: UInt16, value: Int32) {
        guard code == EventCode.mscSerial else { return }
        serial = value == 0 ? nil : UInt32(bitPattern: value)
        changed = true
    }

    /// The pen tool in proximity: the lowest pen bit held; nil for none (or only a mouse/lens).
    private var penToolHeld: PenTool? {
        guard toolBits & 0x1f != 0 else { return nil }
        return PenTool(evdevCode: EventCode.btnToolPen + UInt16((toolBits & 0x1f).trailingZeroBitCount))
    }

    /// Closes a frame: nil when nothing about the pen changed.
    mutating func emit(time: Timestamp, ids: inout TouchIDAllocator) -> PenFrame? {
        defer { moved = false; changed = false }
        guard changed else { return nil }
        let held = penToolHeld
        // Proximity: a pen tool bit; a device that never sent one is near while coordinates come.
        let near = held != nil || (!anyToolSeen && (coordinatesSeen || touchButton))
        let previous = state
        switch (previous, near) {
        case (.outOfProximity, false):
            return nil
        case (.outOfProximity, true):
            id = ids.next()
            tool = held ?? .pen
            let restPressure = rawPressure - (axes.pressure?.minimum ?? 0)
            let restAllowed = Double(restPressure) <= configuration.maximumRestOffset * (axes.pressure?.range ?? 1)
            offset = (axes.pressure != nil && !tipDown(from: .hovering) && restAllowed) ? rawPressure : (axes.pressure?.minimum ?? 0)
            state = tipDown(from: .hovering) ? .touching : .hovering
            return frame(time: time, phase: .began, change: state == .touching ? .down : .none)
        case (.hovering, false), (.touching, false):
            state = .outOfProximity
            defer { rotationSeen = false }
            x = shownX; y = shownY; tiltX = shownTiltX; tiltY = shownTiltY
            return frame(time: time, phase: .ended, change: previous == .touching ? .up : .none)
        case (.hovering, true), (.touching, true):
            if let held { tool = held }
            let down = tipDown(from: previous)
            state = down ? .touching : .hovering
            if state == .hovering, axes.pressure != nil, rawPressure < offset { offset = rawPressure }
            let change: PenTipChange = previous == state ? .none : (down ? .down : .up)
            return frame(time: time, phase: moved ? .moved : .stationary, change: change)
        }
    }

    /// The pen in proximity leaves as `cancelled` (device gone, input ended).
    mutating func cancelAll(time: Timestamp) -> PenFrame? {
        defer {
            state = .outOfProximity; toolBits = 0; touchButton = false; coordinatesSeen = false; rotationSeen = false
            moved = false; changed = false
        }
        guard state != .outOfProximity else { return nil }
        let wasTouching = state == .touching
        state = .outOfProximity
        return frame(time: time, phase: .cancelled, change: wasTouching ? .up : .none)
    }

    /// Tip state: `BTN_TOUCH` when the device has it, else pressure with hysteresis.
    private func tipDown(from state: State) -> Bool {
        if axes.hasTouchButton { return touchButton }
        guard let axis = axes.pressure else { return false }
        let above = Double(rawPressure - offset) / axis.range
        return state == .touching ? above > configuration.tipUpThreshold : above > configuration.tipDownThreshold
    }

    private mutating func frame(time: Timestamp, phase: TouchPhase, change: PenTipChange) -> PenFrame {
        shownX = x; shownY = y; shownTiltX = tiltX; shownTiltY = tiltY
        let cx = mapper.xAxis.clamp(x), cy = mapper.yAxis.clamp(y)
        let mapped = mapper.map(x: cx, y: cy)
        let touching = state == .touching
        var pressure: Double? = nil
        if let axis = axes.pressure {
            let zero = Double(offset) + configuration.tipUpThreshold * axis.range
            let span = Swift.max(1, Double(axis.maximum) - zero)
            pressure = touching ? configuration.pressureCurve.apply((Double(rawPressure) - zero) / span) : 0
        }
        var distance: Double? = nil
        if let axis = axes.distance, !touching, !phase.isTerminal {
            distance = Swift.min(Swift.max((Double(rawDistance) - Double(axis.minimum)) / axis.range, 0), 1)
        }
        var tilt: PenTilt? = nil
        if let tx = axes.tiltX, let ty = axes.tiltY {
            tilt = PenTilt(x: axes.degrees(tiltX, axis: tx, fromResolution: axes.tiltFromResolution),
                           y: axes.degrees(tiltY, axis: ty, fromResolution: PenAxes.usesResolution(ty)))
        }
        var rotation: Double? = nil
        if rotationSeen, let axis = axes.rotation {
            let turn = (Double(rotationZ) - Double(axis.minimum)) / (axis.range + 1) * 360
            rotation = turn - 360 * (turn / 360).rounded(.down)
        }
        return PenFrame(time: time, id: id, phase: phase, tool: tool, tip: touching && !phase.isTerminal, tipChange: change,
                        position: mapped.screen, physical: mapped.physical, raw: DevicePoint(x: Double(cx), y: Double(cy)),
                        pressure: phase.isTerminal ? (axes.pressure == nil ? nil : 0) : pressure, distance: distance,
                        tilt: tilt, rotation: rotation, buttons: buttons, serial: serial)
    }
}
