import TactileCore
import TactileGestures

/// The mouse profile for one panel: fingers drive the virtual absolute pointer.
/// One state machine (``MouseState``), one transition function (``move(to:at:_:_:)``).
///
/// ```
/// idle ─finger─▶ pending ─pan, 1 finger──▶ dragging (left down at the landing point)
///                   │ ─long press────────▶ pressing (longPress button down until the lift)
///                   │ ─lift──────────────▶ idle + left click
///                   └─finger joins─▶ multiFinger ─tap 2/3─▶ finished + click
///                                        └─pan, 2 fingers─▶ scrolling ─release─▶ (fling) finished
/// ```
/// Every state returns to `idle` when the last finger lifts (a held button is released).
struct MouseMachine: Sendable {
    let device: Int
    let profile: MouseProfile
    private let millimetresPerPoint: Double
    private let maximum: (x: Int32, y: Int32)
    private(set) var state: MouseState = .idle
    private var pending: TouchFrame?
    /// Gesture intents of the current settle, in order (fixed capacity).
    private var intents: [Intent] = []
    private var fingers = 0
    private var landing: ScreenPoint = .zero
    private var sentX = Int32.min, sentY = Int32.min
    private var held: UInt16?
    /// Two-finger scrolling: the centroid (mm) of the last frame and the finger count it had.
    private var lastCentroid: PhysicalPoint?
    private var lastCount = 0
    private var remainder = (vertical: 0.0, horizontal: 0.0)
    private var sentHiRes = (vertical: 0, horizontal: 0)
    /// A fling in progress: velocity in mm/s (panel axes, as the fingers moved) and the next tick.
    private var fling: (velocity: PhysicalPoint, next: Timestamp)?

    enum Intent: Sendable {
        case drag, longPress, tap(fingers: Int), scroll, scrollEnded(velocity: ScreenPoint?), consumed
    }

    init(device: Int, panel: DeviceDescription, screen: ScreenConfiguration, profile: MouseProfile) {
        self.device = device
        self.profile = profile
        let mapper = CoordinateMapper(device: panel, screen: screen)
        millimetresPerPoint = mapper.map { $0.physicalWidth.value / Swift.max(1, $0.screenWidthPoints) } ?? 0.25
        let size = screen.sizePoints
        let bounds = VirtualDeviceDescriptions.pointer(screen: ScreenRect(x: 0, y: 0, width: size.width.value, height: size.height.value)).absInfo
        maximum = (bounds[EventCode.absX]!.maximum, bounds[EventCode.absY]!.maximum)
        intents.reserveCapacity(8)
    }

    var nextDeadline: Timestamp? { fling?.next }
    var hasWork: Bool { pending != nil || !intents.isEmpty }

    mutating func frame(_ frame: TouchFrame) { pending = frame }

    /// A gesture event of this panel; `consumed`: a consume rule took it.
    mutating func gesture(_ event: GestureEvent, consumed: Bool) {
        guard intents.count < 8 else { return }
        if consumed { intents.append(.consumed); return }
        switch (event.kind, event.phase) {
        case (.pan, .began) where event.fingers == 1: intents.append(.drag)
        case (.pan, .began) where event.fingers == 2: intents.append(.scroll)
        case (.pan, .ended) where event.fingers == 2, (.pan, .cancelled) where event.fingers == 2:
            intents.append(.scrollEnded(velocity: event.phase == .ended ? event.velocity : nil))
        case (.longPress, .began) where event.fingers == 1: intents.append(.longPress)
        case (.tap, .recognized) where event.taps == 1 && event.fingers >= 2: intents.append(.tap(fingers: event.fingers))
        default: break
        }
    }

    private mutating func move(to next: MouseState, at time: Timestamp, _ reason: FilterTransitionReason, _ log: inout FilterTransitionLog) {
        log.append(FilterTransition(time: time, device: device, machine: .mouse(from: state, to: next), reason: reason))
        state = next
    }

    mutating func settle(at time: Timestamp, into out: inout [FilterEmission], log: inout FilterTransitionLog) {
        for k in intents.indices { handle(intents[k], at: time, &out, &log) }
        intents.removeAll(keepingCapacity: true)
        if let frame = pending {
            pending = nil
            apply(frame, &out, &log)
        }
    }

    /// The transition function for gesture intents.
    private mutating func handle(_ intent: Intent, at time: Timestamp, _ out: inout [FilterEmission], _ log: inout FilterTransitionLog) {
        switch (state, intent) {
        case (.pending, .drag):
            move(to: .dragging, at: time, .gesture("pan"), &log)
            pointer(to: landing, at: time, &out)
            press(EventCode.btnLeft, at: time, &out)
        case (.pending, .longPress):
            move(to: .pressing, at: time, .gesture("longPress"), &log)
            if let code = profile.longPress.code { press(code, at: time, &out) }
        case (.multiFinger, .tap(let n)):
            move(to: .finished, at: time, .gesture("tap"), &log)
            let button = n == 2 ? profile.twoFingerTap : n == 3 ? profile.threeFingerTap : .none
            if let code = button.code { press(code, at: time, &out); release(at: time, &out) }
        case (.multiFinger, .scroll) where profile.scroll:
            move(to: .scrolling, at: time, .gesture("pan"), &log)
            lastCentroid = nil
            remainder = (0, 0)
        case (.scrolling, .scrollEnded(let velocity)):
            move(to: .finished, at: time, .gesture("pan"), &log)
            if profile.fling, let v = velocity {
                let mm = PhysicalPoint(x: v.x * millimetresPerPoint, y: v.y * millimetresPerPoint)
                if (mm.x * mm.x + mm.y * mm.y).squareRoot() >= profile.flingMinimumMillimetresPerSecond {
                    fling = (mm, time + MouseProfile.flingInterval)
                }
            }
        case (.idle, .consumed), (.finished, .consumed):
            break
        case (.pending, .consumed), (.dragging, .consumed), (.pressing, .consumed), (.multiFinger, .consumed), (.scrolling, .consumed):
            move(to: .finished, at: time, .sequenceConsumed, &log)
            release(at: time, &out)
        case (.idle, _), (.pending, _), (.dragging, _), (.pressing, _), (.multiFinger, _), (.scrolling, _), (.finished, _):
            break   // not this state's business (a one-finger pan while two fingers scroll...)
        }
    }

    /// The transition function for frames: fingers landing and lifting, motion.
    private mutating func apply(_ frame: TouchFrame, _ out: inout [FilterEmission], _ log: inout FilterTransitionLog) {
        let time = frame.time
        var began = 0, lifted = 0
        var first: Touch?
        var sum = PhysicalPoint.zero
        var down = 0
        for t in frame.touches {
            switch t.phase {
            case .began: began += 1
            case .ended, .cancelled: lifted += 1
            case .moved, .stationary: break
            }
            if first == nil { first = t }
            if !t.phase.isTerminal { sum = PhysicalPoint(x: sum.x + t.physical.x, y: sum.y + t.physical.y); down += 1 }
        }
        let before = fingers
        fingers = Swift.max(0, fingers + began - lifted)
        if began > 0 { fling = nil }
        switch state {
        case .idle:
            guard began > 0, let t = first else { return }
            landing = t.position
            move(to: fingers > 1 ? .multiFinger : .pending, at: time, fingers > 1 ? .fingerJoined : .notAtRisk, &log)
            pointer(to: t.position, at: time, &out)
        case .pending:
            if fingers == 0 {
                move(to: .idle, at: time, .allLifted, &log)
                press(EventCode.btnLeft, at: time, &out)
                release(at: time, &out)
            } else if began > 0 && before > 0 {
                move(to: .multiFinger, at: time, .fingerJoined, &log)
            } else if let t = first {
                pointer(to: t.position, at: time, &out)
            }
        case .dragging, .pressing:
            if fingers == 0 {
                move(to: .idle, at: time, .allLifted, &log)
                release(at: time, &out)
            } else if let t = first, !t.phase.isTerminal {
                pointer(to: t.position, at: time, &out)
            }
        case .multiFinger, .finished:
            if fingers == 0 { move(to: .idle, at: time, .allLifted, &log) }
        case .scrolling:
            if fingers == 0 { move(to: .idle, at: time, .allLifted, &log); return }
            guard down > 0 else { return }
            let centroid = PhysicalPoint(x: sum.x / Double(down), y: sum.y / Double(down))
            if let last = lastCentroid, lastCount == down, began == 0, lifted == 0 {
                scroll(PhysicalPoint(x: centroid.x - last.x, y: centroid.y - last.y), at: time, &out)
            }
            lastCentroid = centroid
            lastCount = down
        }
    }

    /// Fling ticks up to `time`: the release velocity decays as the engine's momentum does
    /// (``GestureEvent/momentumDecelerationRatePerMillisecond``).
    mutating func advance(to time: Timestamp, into out: inout [FilterEmission]) {
        while let f = fling, f.next <= time {
            let dt = MouseProfile.flingInterval.value
            scroll(PhysicalPoint(x: f.velocity.x * dt / 1000, y: f.velocity.y * dt / 1000), at: f.next, &out)
            let decay = power(GestureEvent.momentumDecelerationRatePerMillisecond, dt)
            let v = PhysicalPoint(x: f.velocity.x * decay, y: f.velocity.y * decay)
            fling = (v.x * v.x + v.y * v.y).squareRoot() < profile.flingMinimumMillimetresPerSecond ? nil : (v, f.next + MouseProfile.flingInterval)
        }
    }

    // MARK: Events

    /// Finger motion in mm -> wheel: 120 hi-res units per ``MouseProfile/millimetresPerDetent``,
    /// fractions carried over, a detent (`REL_WHEEL`) each time the hi-res sum crosses 120.
    private mutating func scroll(_ delta: PhysicalPoint, at time: Timestamp, _ out: inout [FilterEmission]) {
        let sign: Double = profile.scrollDirection == .natural ? 1 : -1
        let perMillimetre = 120 / profile.millimetresPerDetent.value
        // Natural: fingers moving down (+y) move the content down, as a wheel turned away (+).
        // Fingers moving left (-x) move it left, as a wheel tilted right (+).
        remainder.vertical += sign * delta.y * perMillimetre
        remainder.horizontal += -sign * delta.x * perMillimetre
        let v = Int(remainder.vertical.rounded(.towardZero)), h = Int(remainder.horizontal.rounded(.towardZero))
        guard v != 0 || h != 0 else { return }
        remainder.vertical -= Double(v); remainder.horizontal -= Double(h)
        if v != 0 {
            put(EventType.rel, EventCode.relWheelHiRes, Int32(v), at: time, &out)
            let detents = (sentHiRes.vertical + v) / 120 - sentHiRes.vertical / 120
            sentHiRes.vertical += v
            if detents != 0 { put(EventType.rel, EventCode.relWheel, Int32(detents), at: time, &out) }
        }
        if h != 0 {
            put(EventType.rel, EventCode.relHWheelHiRes, Int32(h), at: time, &out)
            let detents = (sentHiRes.horizontal + h) / 120 - sentHiRes.horizontal / 120
            sentHiRes.horizontal += h
            if detents != 0 { put(EventType.rel, EventCode.relHWheel, Int32(detents), at: time, &out) }
        }
        put(EventType.syn, EventCode.synReport, 0, at: time, &out)
    }

    private mutating func pointer(to p: ScreenPoint, at time: Timestamp, _ out: inout [FilterEmission]) {
        let x = Swift.min(Swift.max(0, Int32(p.x.rounded())), maximum.x)
        let y = Swift.min(Swift.max(0, Int32(p.y.rounded())), maximum.y)
        guard x != sentX || y != sentY else { return }
        if x != sentX { put(EventType.abs, EventCode.absX, x, at: time, &out); sentX = x }
        if y != sentY { put(EventType.abs, EventCode.absY, y, at: time, &out); sentY = y }
        put(EventType.syn, EventCode.synReport, 0, at: time, &out)
    }

    private mutating func press(_ code: UInt16, at time: Timestamp, _ out: inout [FilterEmission]) {
        if held != nil { release(at: time, &out) }
        held = code
        put(EventType.key, code, 1, at: time, &out)
        put(EventType.syn, EventCode.synReport, 0, at: time, &out)
    }

    private mutating func release(at time: Timestamp, _ out: inout [FilterEmission]) {
        guard let code = held else { return }
        held = nil
        put(EventType.key, code, 0, at: time, &out)
        put(EventType.syn, EventCode.synReport, 0, at: time, &out)
    }

    @inline(__always)
    private func put(_ type: UInt16, _ code: UInt16, _ value: Int32, at time: Timestamp, _ out: inout [FilterEmission]) {
        out.append(FilterEmission(target: .pointer, event: InputEvent(time: time, type: type, code: code, value: value)))
    }

    /// The panel went away: a held button is released, the sequence forgotten.
    mutating func cancelAll(at time: Timestamp, into out: inout [FilterEmission], log: inout FilterTransitionLog) {
        pending = nil
        intents.removeAll(keepingCapacity: true)
        fling = nil
        release(at: time, &out)
        fingers = 0
        if state != .idle { move(to: .idle, at: time, .lost, &log) }
    }
}
