import TactileCore
import TactileGestures
import TactileFilter
import TactileTrace
import Tactile

/// What the filter would write for a trace: the trace through the daemon's engine, action
/// matching (key actions) and ``FilterRunner`` with recording virtual devices instead of uinput
/// (`tactile replay --filter-output`, `tactile test` with `{filter: ...}` expectations, tests).
/// The same code as live: only the devices and the missing clock (no latency) differ.
package struct FilterDryRun {
    /// One virtual device and what it received.
    package struct Output {
        /// `clone of NAME`, `pointer`, `keyboard`.
        package var role: String
        package var device: RecordedVirtualDevice
    }

    /// The virtual devices in creation order (keyboard and pointer first, then clones).
    package private(set) var outputs: [Output] = []
    /// The filter's decisions, oldest first (the last 4096).
    package private(set) var transitions: [FilterTransition] = []
    /// Gestures the engine reported (for checks next to the filter's output).
    package private(set) var gestures: [GestureEvent] = []

    /// Runs `trace` through `configuration` (its screen, gestures, actions and filter);
    /// `engine` overrides the engine's configuration (the command line's `--screen`...).
    package init(trace: Trace, configuration: DaemonConfiguration, engine engineOverride: Engine.Configuration? = nil) throws {
        var made: [Output] = []
        var pendingRole = ""
        let engineConfiguration = engineOverride ?? configuration.engineConfiguration
        let filterConfiguration = configuration.filter?.filterConfiguration(actions: configuration.actions,
                                                                            screenBounds: engineConfiguration.screenBounds)
        let runner = FilterRunner(configuration: filterConfiguration, screen: engineConfiguration.screen,
                                  gestures: engineConfiguration.gestures ?? .standard, keyboardKeys: configuration.keyboardKeys,
                                  makeDevice: { (d: DeviceDescription) -> any VirtualDeviceWriting in
                                      let device = RecordedVirtualDevice(description: d)
                                      made.append(Output(role: pendingRole.isEmpty ? d.name : pendingRole, device: device))
                                      return device
                                  }, clock: nil, log: { _ in })
        for i in made.indices { made[i].role = made[i].device.description.name == FilterRunner.keyboardDescription.name ? "keyboard" : "pointer" }
        let engine = try Engine(configuration: Engine.Configuration(screen: engineConfiguration.screen, pointer: engineConfiguration.pointer,
                                                                    layout: engineConfiguration.layout, gestures: engineConfiguration.gestures,
                                                                    outputs: .all, pen: engineConfiguration.pen, palm: engineConfiguration.palm,
                                                                    arbitration: engineConfiguration.arbitration))
        var matcher = ActionMatcher(rules: configuration.actions, screenBounds: engineConfiguration.screenBounds)
        var gestures: [GestureEvent] = []
        engine.onOutput = { output in
            runner.observe(output)
            if case .gesture(_, _, let event) = output {
                gestures.append(event)
                let rules = matcher.rules
                matcher.decide(event) { index, decision in
                    if decision == .run, case .keys(let chords) = rules[index].command { runner.sendKeys(chords, at: event.time) }
                }
            }
        }
        for (i, device) in trace.devices.enumerated() {
            engine.addDevice(id: i + 1, name: device.description.name, description: device.description)
            if device.description.classification.kind == .touchscreen {
                pendingRole = "clone of \(device.description.name)"
                try runner.panelAdded(engineID: i + 1, key: i + 1, description: device.description)
                pendingRole = ""
            } else if device.description.classification.kind == .pen {
                pendingRole = "virtual pen of \(device.description.name)"
                try runner.penAdded(engineID: i + 1, key: i + 1, description: device.description)
                pendingRole = ""
            }
        }
        func deadline() -> Timestamp? {
            switch (engine.nextDeadline, runner.nextDeadline) {
            case (let a?, let b?): return Swift.min(a, b)
            case (let a?, nil): return a
            case (nil, let b?): return b
            case (nil, nil): return nil
            }
        }
        func advance(to d: Timestamp) {
            if let e = engine.nextDeadline, e <= d { engine.advance(to: d) }
            runner.advance(engine: engine, to: d)
            runner.settle(engine: engine, at: d)
        }
        for item in trace.mergedEvents() {
            // Deadlines before the event fire at their own time, as the live loop's timeout fires them.
            while let d = deadline(), d <= item.event.time {
                advance(to: d)
                if let next = deadline(), next <= d { break }
            }
            engine.process(item.event, device: item.device + 1)
            runner.penEvent(item.event, engineID: item.device + 1)
            if item.event.type == EventType.syn { runner.settle(engine: engine, at: item.event.time) }
        }
        engine.finish()
        runner.settle(engine: engine, at: engine.now ?? .zero)
        var guardCount = 0
        while let d = deadline(), guardCount < 100_000 {
            advance(to: d)
            guardCount += 1
            if let next = deadline(), next <= d { break }
        }
        outputs = made
        transitions = runner.filter?.transitions.records ?? []
        self.gestures = gestures
    }

    /// The outputs as one libinput-record trace (a device per virtual device, events with the
    /// times of the input that caused them): `tactile render`, `convert` and `replay` take it.
    package var trace: Trace {
        Trace(devices: outputs.map { TraceDevice(description: $0.device.description, events: $0.device.events,
                                                 node: "/dev/input/tactile-\($0.role.split(separator: " ").joined(separator: "-"))") })
    }

    /// Counts over every touchscreen clone, for `tactile test`'s `{filter: ...}` expectations.
    package var counts: FilterOutputCounts { FilterOutputCounts(outputs.map(\.device)) }
}

/// What the virtual devices received, counted as libinput would see it.
package struct FilterOutputCounts: Hashable, Sendable {
    /// Contacts that began on a clone (`ABS_MT_TRACKING_ID` >= 0 while switched to a finger).
    package var touchDowns = 0
    /// Contacts that ended as a lift (released without a palm first): what apps read as a tap's end.
    package var touchUps = 0
    /// Contacts cancelled (switched to `MT_TOOL_PALM`).
    package var touchCancels = 0
    /// Clone frames (`SYN_REPORT`s).
    package var frames = 0
    /// Pointer button presses by code name (`BTN_LEFT`...).
    package var buttonPresses: [String: Int] = [:]
    /// Hi-res wheel sums (120 per detent).
    package var wheel = 0
    package var horizontalWheel = 0
    /// Key presses on the virtual keyboard.
    package var keyPresses = 0

    /// The counts by the names `tactile test`'s `{filter: true, ...}` expectations use (Docs/FILTER.md).
    package var named: [(name: String, value: Int)] {
        [("touchDowns", touchDowns), ("touchUps", touchUps), ("touchCancels", touchCancels), ("frames", frames),
         ("buttonLeft", buttonPresses["BTN_LEFT"] ?? 0), ("buttonRight", buttonPresses["BTN_RIGHT"] ?? 0),
         ("buttonMiddle", buttonPresses["BTN_MIDDLE"] ?? 0), ("wheel", wheel), ("horizontalWheel", horizontalWheel),
         ("keyPresses", keyPresses)]
    }

    package init(_ devices: [RecordedVirtualDevice]) {
        // A virtual pen's events are the pen's own (passed through): not touches, buttons or keys.
        for d in devices where d.description.classification.kind != .pen {
            let isClone = d.description.has(type: EventType.abs, code: EventCode.absMTSlot)
            var slot: Int32 = 0
            var palm = Set<Int32>()
            for e in d.events {
                switch (e.type, e.code) {
                case (EventType.syn, EventCode.synReport): if isClone { frames += 1 }
                case (EventType.abs, EventCode.absMTSlot): slot = e.value
                case (EventType.abs, EventCode.absMTTrackingID) where isClone:
                    if e.value >= 0 { touchDowns += 1; palm.remove(slot) } else if palm.contains(slot) { palm.remove(slot) } else { touchUps += 1 }
                case (EventType.abs, EventCode.absMTToolType) where isClone:
                    if e.value == 2 && !palm.contains(slot) { palm.insert(slot); touchCancels += 1 }
                case (EventType.rel, EventCode.relWheelHiRes): wheel += Int(e.value)
                case (EventType.rel, EventCode.relHWheelHiRes): horizontalWheel += Int(e.value)
                case (EventType.key, let code) where e.value == 1:
                    if code >= EventCode.btnLeft && code <= EventCode.btnMiddle {
                        buttonPresses[EventCode.name(type: e.type, code: code), default: 0] += 1
                    } else if !isClone {
                        keyPresses += 1
                    }
                default: break
                }
            }
        }
    }
}
