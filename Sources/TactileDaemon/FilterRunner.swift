import TactileCore
import TactileSystem
import TactileGestures
import TactileFilter
import Tactile

/// Where the filter's events go: a uinput ``VirtualDevice`` in the daemon, an in-memory
/// recorder in tests and dry runs (`tactile replay --filter-output`).
package protocol VirtualDeviceWriting: AnyObject {
    /// Writes one or more frames (each ends with `SYN_REPORT`).
    func write(_ events: [InputEvent]) throws(EvdevError)
    func destroy()
    var devnode: String? { get }
    var syspath: String? { get }
}

extension VirtualDevice: VirtualDeviceWriting {}

/// A virtual device that keeps what is written: what a dry run shows and tests check.
package final class RecordedVirtualDevice: VirtualDeviceWriting {
    package let description: DeviceDescription
    package private(set) var events: [InputEvent] = []
    package private(set) var destroyed = false
    package init(description: DeviceDescription) { self.description = description }
    package func write(_ events: [InputEvent]) throws(EvdevError) { self.events.append(contentsOf: events) }
    package func destroy() { destroyed = true }
    package var devnode: String? { nil }
    package var syspath: String? { nil }
}

/// The filter between the engine and the virtual devices: feeds ``InputFilter`` from the
/// engine's output, asks the engine whether held touches may still become a consumed
/// gesture, creates the virtual devices and writes the filter's events to them, one write per
/// frame, measuring the added latency. Used by ``Daemon`` (uinput devices) and by the dry
/// runs (recorders), so both run the same code.
package final class FilterRunner {
    /// Makes a virtual device (``VirtualDevice/init(description:)`` live).
    package typealias DeviceFactory = (DeviceDescription) throws(EvdevError) -> any VirtualDeviceWriting

    package private(set) var filter: InputFilter?
    private let makeDevice: DeviceFactory
    private let log: (String) -> Void
    /// The write time on the events' clock (`CLOCK_MONOTONIC` live); nil in dry runs (no latency).
    private let clock: (() -> Timestamp)?
    /// Clones by the panel's stable key (the live loop's device id), and that key by engine id.
    package private(set) var clones: [Int: any VirtualDeviceWriting] = [:]
    private var keyOfEngineID: [Int: Int] = [:]
    /// Virtual pens by the pen's stable key, and that key by engine id; the events of each
    /// pen's frame in progress (written at its `SYN_REPORT`).
    package private(set) var penClones: [Int: any VirtualDeviceWriting] = [:]
    private var penKeyOfEngineID: [Int: Int] = [:]
    private var penFrames: [Int: [InputEvent]] = [:]
    package private(set) var pointer: (any VirtualDeviceWriting)?
    package private(set) var keyboard: (any VirtualDeviceWriting)?
    private var scratch: [InputEvent] = []
    private var failedWrites = 0
    /// `/metrics` (`web.metrics: true`): gets the filter's latency after each settle.
    package var metrics: DaemonMetrics?

    /// - Parameters:
    ///   - configuration: the filter's configuration (nil: keys only, nothing grabbed).
    ///   - keyboard: the virtual keyboard's keys (empty: none).
    package init(configuration: FilterConfiguration?, screen: ScreenConfiguration, gestures: GestureConfiguration,
                keyboardKeys: Set<UInt16>, makeDevice: @escaping DeviceFactory, clock: (() -> Timestamp)?,
                log: @escaping (String) -> Void) {
        self.makeDevice = makeDevice
        self.clock = clock
        self.log = log
        filter = configuration.map { InputFilter(configuration: $0, screen: screen, gestures: gestures) }
        scratch.reserveCapacity(256)
        if let f = filter, !f.usesTouchscreenClones {
            do throws(EvdevError) { pointer = try makeDevice(VirtualDeviceDescriptions.pointer(screen: f.screenBounds)) } catch {
                // No pointer, no mouse profile: nothing is grabbed, the panels keep working as they are.
                log("tactile: filter off: cannot create the virtual pointer: \(error); no touchscreen is grabbed")
                filter = nil
            }
        }
        ensureKeyboard(keyboardKeys)
    }

    /// Creates the virtual keyboard when chords need one (at start, or at a reload that adds key actions).
    package func ensureKeyboard(_ keys: Set<UInt16>) {
        guard keyboard == nil, !keys.isEmpty else { return }
        do throws(EvdevError) { keyboard = try makeDevice(Self.keyboardDescription) } catch {
            log("tactile: cannot create the virtual keyboard: \(error); key actions do nothing")
        }
    }

    /// The keyboard has every `KEY_*` code, so a reload with other chords keeps the same device.
    static let keyboardDescription = VirtualDeviceDescriptions.keyboard(keys: VirtualDeviceDescriptions.allKeys)

    /// Whether touchscreens are grabbed and filtered.
    package var isFiltering: Bool { filter != nil }

    // MARK: Panels

    /// A touchscreen opened: creates its clone (unless the mouse profile is on) and starts
    /// filtering it. Returns the clone (to exclude from input and then grab the panel); throws
    /// when the clone cannot be made, and then the panel must not be grabbed.
    @discardableResult
    package func panelAdded(engineID: Int, key: Int, description: DeviceDescription) throws(EvdevError) -> (any VirtualDeviceWriting)? {
        guard filter != nil else { return nil }
        var clone: (any VirtualDeviceWriting)?
        if filter!.usesTouchscreenClones {
            if let existing = clones[key] {
                clone = existing
            } else {
                let made = try makeDevice(VirtualDeviceDescriptions.touchscreenClone(of: description))
                clones[key] = made
                clone = made
            }
        }
        keyOfEngineID[engineID] = key
        filter!.addPanel(id: engineID, description: description)
        return clone
    }

    /// A pen opened while touchscreens are cloned: creates its virtual pen (``VirtualDeviceDescriptions/penClone(of:)``),
    /// to which its events pass through unchanged while the engine arbitrates the paired
    /// touchscreen's clone. Returns the virtual pen (to exclude from input and then grab the
    /// pen); nil in the mouse profile (pens are left to the apps); throws when it cannot be
    /// made, and then the pen must not be grabbed.
    @discardableResult
    package func penAdded(engineID: Int, key: Int, description: DeviceDescription) throws(EvdevError) -> (any VirtualDeviceWriting)? {
        guard filter != nil, filter!.usesTouchscreenClones else { return nil }
        let clone: any VirtualDeviceWriting
        if let existing = penClones[key] {
            clone = existing
        } else {
            clone = try makeDevice(VirtualDeviceDescriptions.penClone(of: description))
            penClones[key] = clone
        }
        penKeyOfEngineID[engineID] = key
        penFrames[key] = []
        return clone
    }

    /// One event of a pen: passed through to its virtual pen, a frame per write.
    package func penEvent(_ event: InputEvent, engineID: Int) {
        // Called for every event of every device: without pens, one emptiness check.
        guard !penKeyOfEngineID.isEmpty, let key = penKeyOfEngineID[engineID], let clone = penClones[key] else { return }
        penFrames[key, default: []].append(event)
        if event.type == EventType.syn && event.code == EventCode.synReport {
            write(penFrames[key]!, to: clone, source: event.time)
            penFrames[key]!.removeAll(keepingCapacity: true)
        }
    }

    /// A pen went away: its virtual pen is destroyed (libinput ends the tool's proximity).
    @discardableResult
    package func penRemoved(engineID: Int) -> (devnode: String?, syspath: String?)? {
        guard let key = penKeyOfEngineID.removeValue(forKey: engineID) else { return nil }
        penFrames[key] = nil
        guard let clone = penClones.removeValue(forKey: key) else { return nil }
        let names = (clone.devnode, clone.syspath)
        clone.destroy()
        return names
    }

    /// A panel went away: its touches on the clone are cancelled, then the clone is destroyed.
    /// Returns the destroyed clone's node and sysfs path (for the loop to forget them).
    @discardableResult
    package func panelRemoved(engineID: Int, at time: Timestamp) -> (devnode: String?, syspath: String?)? {
        guard filter != nil, let key = keyOfEngineID[engineID] else { return nil }
        filter!.removePanel(id: engineID, at: time)
        writeOutput()
        keyOfEngineID[engineID] = nil
        guard let clone = clones.removeValue(forKey: key) else { return nil }
        let names = (clone.devnode, clone.syspath)
        clone.destroy()
        return names
    }

    /// The engine was replaced (SIGHUP): touches in progress are cancelled on the clones and a
    /// filter with the new configuration takes over. The virtual devices stay.
    package func reloaded(configuration: FilterConfiguration?, screen: ScreenConfiguration, gestures: GestureConfiguration,
                         panels: [(engineID: Int, key: Int, description: DeviceDescription)], at time: Timestamp) {
        if filter != nil {
            for id in filter!.panelIDs { filter!.removePanel(id: id, at: time) }
            writeOutput()
        }
        let latency = filter?.latency
        filter = configuration.map { InputFilter(configuration: $0, screen: screen, gestures: gestures) }
        if let latency { filter?.latency = latency }
        keyOfEngineID = [:]
        penKeyOfEngineID = [:]
        for p in panels where p.description.classification.kind == .pen && penClones[p.key] != nil {
            penKeyOfEngineID[p.engineID] = p.key
        }
        for p in panels where p.description.classification.kind == .touchscreen
            && (clones[p.key] != nil || (filter.map { !$0.usesTouchscreenClones } ?? false)) {
            keyOfEngineID[p.engineID] = p.key
            filter?.addPanel(id: p.engineID, description: p.description)
        }
    }

    // MARK: Engine output

    /// Call from the engine's output handler: touch frames and gestures of filtered panels.
    package func observe(_ output: EngineOutput) {
        guard filter != nil else { return }
        switch output {
        case .frame(let device, _, .touch(let frame)): filter!.frame(frame, device: device)
        case .gesture(let device, _, let event): filter!.gesture(event, device: device)
        case .frame, .pointer, .elementTap, .deviceAdded, .deviceRemoved: break
        }
    }

    /// After each engine call (outside its output handler): decides and writes.
    package func settle(engine: Engine, at time: Timestamp) {
        if filter != nil {
            filter!.settle(at: time) { set, device, touch in engine.isAnyPossible(set, device: device, touch: touch) }
        }
        writeOutput()
        if let metrics, let filter { metrics.observe(filter.latency) }
    }

    /// A key chord through the virtual keyboard (written at the next ``settle(engine:at:)``).
    package func sendKeys(_ chords: [KeyChord], at time: Timestamp) {
        guard let keyboard else { return }
        for chord in chords { write(Self.chordEvents(chord, at: time), to: keyboard, source: nil) }
    }

    static func chordEvents(_ chord: KeyChord, at time: Timestamp) -> [InputEvent] {
        var events: [InputEvent] = []
        for code in chord.codes { events.append(InputEvent(time: time, type: EventType.key, code: code, value: 1)) }
        events.append(InputEvent(time: time, type: EventType.syn, code: EventCode.synReport, value: 0))
        for code in chord.codes.reversed() { events.append(InputEvent(time: time, type: EventType.key, code: code, value: 0)) }
        events.append(InputEvent(time: time, type: EventType.syn, code: EventCode.synReport, value: 0))
        return events
    }

    package var nextDeadline: Timestamp? { filter?.nextDeadline }

    /// Called for every decision of the filter (the inspector); nil stops.
    package func setTransitionObserver(_ observer: (@Sendable (FilterTransition) -> Void)?) {
        guard filter != nil else { return }
        filter!.transitions.observer = observer
    }

    package func advance(engine: Engine, to time: Timestamp) {
        guard filter != nil else { return }
        filter!.advance(to: time) { set, device, touch in engine.isAnyPossible(set, device: device, touch: touch) }
        writeOutput()
    }

    /// Stops: touches on the clones are cancelled and the devices destroyed.
    package func finish(at time: Timestamp) {
        if filter != nil {
            for id in filter!.panelIDs { filter!.removePanel(id: id, at: time) }
            writeOutput()
        }
        for clone in clones.values { clone.destroy() }
        clones = [:]
        for pen in penClones.values { pen.destroy() }
        penClones = [:]
        pointer?.destroy()
        keyboard?.destroy()
    }

    // MARK: Writing

    /// Writes the filter's output, one write per frame (up to each `SYN_REPORT`) and device.
    private func writeOutput() {
        guard filter != nil, !filter!.output.isEmpty else { return }
        let output = filter!.output
        var start = 0
        for i in output.indices where output[i].event.type == EventType.syn && output[i].event.code == EventCode.synReport {
            let target = output[i].target
            scratch.removeAll(keepingCapacity: true)
            for k in start...i where output[k].target == target { scratch.append(output[k].event) }
            if let device = writer(for: target) { write(scratch, to: device, source: output[i].event.time) }
            start = i + 1
        }
        filter!.clearOutput()
    }

    private func writer(for target: FilterTarget) -> (any VirtualDeviceWriting)? {
        switch target {
        case .touchscreen(let device): return keyOfEngineID[device].flatMap { clones[$0] }
        case .pointer: return pointer
        case .keyboard: return keyboard
        }
    }

    /// `source`: the time of the input the events re-emit, for the added latency (nil: not input, a key chord).
    private func write(_ events: [InputEvent], to device: any VirtualDeviceWriting, source: Timestamp?) {
        do throws(EvdevError) {
            try device.write(events)
            if let clock, let source, filter != nil { filter!.latency.recordWrite(source: source, written: clock()) }
        } catch {
            failedWrites += 1
            if failedWrites <= 3 { log("tactile: filter: cannot write to a virtual device: \(error)") }
        }
    }

    /// The latency summary for the log (nil without a filter).
    package var latencySummary: String? { filter.map { "filter: " + $0.latency.summary } }
}
