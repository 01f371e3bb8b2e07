import TactileCore
import TactileGestures

/// The daemon as an input filter, without the I/O: given the engine's output (touch frames
/// and gesture events) and event times, what to write to each virtual device (the panels'
/// touchscreen clones, the pointer, the keyboard) and when it needs time next (the maximum
/// hold, fling ticks). Docs/FILTER.md.
///
/// Per engine call: ``frame(_:device:)`` and ``gesture(_:device:)`` for what the engine
/// reported, then ``settle(at:possible:)`` once: it applies them (gestures first, so a touch
/// consumed in this frame is never sent), decides held touches and appends the events to
/// ``output``. ``advance(to:possible:)`` at ``nextDeadline``. The caller writes ``output`` and
/// calls ``clearOutput()``. No clock, no I/O, no allocation per frame once panels are added.
public struct InputFilter: Sendable {
    public let configuration: FilterConfiguration
    /// Per rule: the recognizers that can report its gesture (bit m = recognizer m).
    public let recognizers: [UInt64]
    /// Events to write, in order; ``FilterEmission/target`` says where.
    public private(set) var output: [FilterEmission] = []
    package var transitions = FilterTransitionLog()
    package var latency = FilterLatency()
    private let screen: ScreenConfiguration
    /// Per panel, stored in place (a mutation never copies a machine): touchscreen clones, or
    /// mouse machines with the mouse profile. `ids[k]` is the engine's device id of machine k.
    private var clones: [TouchClone] = []
    private var mice: [MouseMachine] = []
    private var ids: [Int] = []
    private var dirty: [Bool] = []

    /// - Parameters:
    ///   - screen: the engine's screen (rules' areas and the pointer are in its points).
    ///   - gestures: the engine's recognizers, which say whether a touch may still become a consumed gesture.
    public init(configuration: FilterConfiguration, screen: ScreenConfiguration, gestures: GestureConfiguration) {
        self.configuration = configuration
        self.screen = screen
        recognizers = configuration.rules.map { $0.recognizers(in: gestures) }
        output.reserveCapacity(1024)
    }

    /// The screen in points.
    public var screenBounds: ScreenRect {
        let size = screen.sizePoints
        return ScreenRect(x: 0, y: 0, width: size.width.value, height: size.height.value)
    }

    /// Whether panels get a touchscreen clone (false with the mouse profile: fingers drive the pointer).
    public var usesTouchscreenClones: Bool { configuration.mouse == nil }

    // MARK: Panels

    /// Starts filtering touchscreen `id` (the engine's device id).
    public mutating func addPanel(id: Int, description: DeviceDescription) {
        guard !ids.contains(id) else { return }
        if let mouse = configuration.mouse {
            mice.append(MouseMachine(device: id, panel: description, screen: screen, profile: mouse))
        } else {
            clones.append(TouchClone(device: id, panel: description, screen: screen, configuration: configuration))
        }
        ids.append(id)
        dirty.append(false)
    }

    /// Stops filtering panel `id`: what it had down on its clone is cancelled (a palm, then
    /// released), a button it held is released.
    public mutating func removePanel(id: Int, at time: Timestamp) {
        guard let k = index(id) else { return }
        if usesTouchscreenClones {
            clones[k].cancelAll(at: time, into: &output, log: &transitions, latency: &latency)
            clones.remove(at: k)
        } else {
            mice[k].cancelAll(at: time, into: &output, log: &transitions)
            mice.remove(at: k)
        }
        ids.remove(at: k)
        dirty.remove(at: k)
    }

    /// The panels filtered (the engine's device ids).
    public var panelIDs: [Int] { ids }

    // MARK: Input

    /// A touch frame the engine assembled for panel `device`.
    public mutating func frame(_ frame: TouchFrame, device: Int) {
        guard let k = index(device) else { return }
        dirty[k] = true
        if usesTouchscreenClones { clones[k].frame(frame) } else { mice[k].frame(frame) }
    }

    /// A gesture event of panel `device`: consumed when a rule matches it.
    public mutating func gesture(_ event: GestureEvent, device: Int) {
        guard let k = index(device) else { return }
        var rule: Int?
        if !configuration.isPassthrough(event.location) {
            for r in configuration.rules.indices where configuration.rules[r].matches(event) { rule = r; break }
        }
        if usesTouchscreenClones {
            guard let rule else { return }
            clones[k].consume(rule: rule)
        } else {
            mice[k].gesture(event, consumed: rule != nil)
        }
        dirty[k] = true
    }

    /// Applies what ``frame(_:device:)`` and ``gesture(_:device:)`` delivered since the last call.
    /// `possible(recognizers, device, touch)`: whether any recognizer of the set is still
    /// undecided for that touch (`Engine.isAnyPossible`).
    public mutating func settle(at time: Timestamp, possible: (UInt64, Int, Int) -> Bool) {
        for k in ids.indices where dirty[k] || (usesTouchscreenClones && clones[k].hasHeld) {
            dirty[k] = false
            step(k, at: time, possible: possible)
        }
    }

    private mutating func step(_ k: Int, at time: Timestamp, possible: (UInt64, Int, Int) -> Bool) {
        if usesTouchscreenClones {
            let device = ids[k]
            clones[k].settle(at: time, possible: { [recognizers] rule, touch in possible(recognizers[rule], device, touch) },
                             into: &output, log: &transitions, latency: &latency)
        } else {
            mice[k].settle(at: time, into: &output, log: &transitions)
        }
    }

    // MARK: Time

    /// The earliest time the filter needs: a held touch reaching the maximum hold, a fling tick.
    public var nextDeadline: Timestamp? {
        var best: Timestamp?
        for k in clones.indices { if let d = clones[k].nextDeadline, best == nil || d < best! { best = d } }
        for k in mice.indices { if let d = mice[k].nextDeadline, best == nil || d < best! { best = d } }
        return best
    }

    /// Runs what is due at `time` (maximum holds, fling ticks).
    public mutating func advance(to time: Timestamp, possible: (UInt64, Int, Int) -> Bool) {
        for k in clones.indices { if let d = clones[k].nextDeadline, d <= time { step(k, at: time, possible: possible) } }
        for k in mice.indices { if let d = mice[k].nextDeadline, d <= time { mice[k].advance(to: time, into: &output) } }
    }

    // MARK: Keys

    /// A key chord on the virtual keyboard: keys pressed in order, `SYN_REPORT`, released in
    /// reverse order, `SYN_REPORT`.
    package mutating func sendKeys(_ chord: KeyChord, at time: Timestamp) {
        for code in chord.codes { key(code, 1, at: time) }
        key(EventCode.synReport, 0, at: time, type: EventType.syn)
        for code in chord.codes.reversed() { key(code, 0, at: time) }
        key(EventCode.synReport, 0, at: time, type: EventType.syn)
    }

    private mutating func key(_ code: UInt16, _ value: Int32, at time: Timestamp, type: UInt16 = EventType.key) {
        output.append(FilterEmission(target: .keyboard, event: InputEvent(time: time, type: type, code: code, value: value)))
    }

    /// Forgets ``output`` (keeping its storage) once written.
    public mutating func clearOutput() { output.removeAll(keepingCapacity: true) }

    private func index(_ device: Int) -> Int? {
        for k in ids.indices where ids[k] == device { return k }
        return nil
    }
}
