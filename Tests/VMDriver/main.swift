// tactile-vm-driver: the uinput and grab side of TactileSystem, driven one call at a time by the
// real-kernel tests (Tools/vm/cases.py in the QEMU VM of Tools/vm-test.sh). Test-only: not part of
// the `tactile` command line. Every command prints one line per step, flushed, so the runner
// waits on markers, never on sleeps; it stops at end of stdin or on SIGTERM/SIGINT.
//
//   clone-node NODE        a VirtualDevice made from an open node's description (as a filter does)
//   clone TRACE            a VirtualDevice made from the trace's first device; prints
//                          "devnode PATH" and "syspath PATH"; destroys it at the end
//   panel TRACE            a source panel: a clone of the trace's first device that, per stdin
//                          line, writes the trace's events at their own pace ("play"; prints
//                          "played N events") or one touch down and up ("touch X Y ID [MS]")
//   panels TRACE           every device of a multi-device trace (a pen and its touchscreen) as
//                          source devices: "devnode PATH" per device in trace order; "play"
//                          writes all their events merged in time order ("played N events"),
//                          "touch X Y ID [MS]" touches the first touchscreen among them
//   read NODE              reads NODE without a grab: "frame T" per frame (kernel time, µs)
//   grab NODE              opens NODE and grabs it (EvdevDevice.grab); prints "grabbed NODE",
//                          then "frames N" for each frame it reads
//   follow [TRACE]         a LiveInputLoop over every device that grabs each touchscreen the
//                          first time it opens it (LiveInputLoop.grab; after a replug only the
//                          loop's own re-grab can report grabbed=true); with TRACE it also
//                          makes a clone of it and excludes it (excludeOwnDevice); prints
//                          "added ID PATH grabbed=BOOL", "removed ID PATH", "frames ID N"
import Glibc
import TactileCore
import TactileSystem
import TactileTrace

/// One line straight to the descriptor: the runner reads it at once (no stdio buffer).
func say(_ line: String, to fd: Int32 = 1) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    say("tactile-vm-driver: \(message)", to: 2)
    exit(1)
}

func firstDevice(_ path: String) -> TraceDevice {
    do throws(TraceParseError) {
        guard let device = try TraceReader.read(path: path).devices.first else { fail("\(path): no device") }
        return device
    } catch { fail(error.description) }
}

func makeClone(_ path: String) -> VirtualDevice {
    do throws(EvdevError) {
        let clone = try VirtualDevice(description: firstDevice(path).description)
        say("devnode \(clone.devnode ?? "none")")
        say("syspath \(clone.syspath ?? "none")")
        return clone
    } catch { fail(error.description) }
}

/// Writes a recording's frames into `device` on the recording's schedule (each frame at its own
/// offset from the first, on an absolute clock, so the time a write takes under emulation does
/// not stretch the gesture; gaps capped at 1 s); returns when each frame was written
/// (CLOCK_MONOTONIC, µs: the clock of the readers' timestamps).
func play(_ events: [InputEvent], into device: VirtualDevice) throws(EvdevError) -> [Int64] {
    try play(events.map { TraceEvent(device: 0, event: $0) }, into: [device])
}

/// The same for several devices' events merged in time order (``Trace/mergedEvents()``: whole
/// frames per device), each frame written to its own device.
func play(_ events: [TraceEvent], into devices: [VirtualDevice]) throws(EvdevError) -> [Int64] {
    var frame: [InputEvent] = []
    var writes: [Int64] = []
    var schedule: (recorded: Int64, monotonic: Int64)?
    var previous: Int64?
    for item in events {
        let event = item.event
        if frame.isEmpty {
            let recorded = event.time.microseconds
            if let s = schedule, let p = previous, recorded - p > 1_000_000 {
                schedule = (s.recorded + (recorded - p) - 1_000_000, s.monotonic)  // cap a long pause at 1 s
            }
            if schedule == nil { schedule = (recorded, MonotonicClock.now()) }
            let due = schedule!.monotonic + (recorded - schedule!.recorded)
            let wait = due - MonotonicClock.now()
            if wait > 0 { usleep(useconds_t(wait)) }
            previous = recorded
        }
        frame.append(event)
        if event.type == EventType.syn && event.code == EventCode.synReport {
            writes.append(MonotonicClock.now())
            try devices[item.device].write(frame)
            frame.removeAll(keepingCapacity: true)
        }
    }
    return writes
}

/// Blocks until stdin ends or SIGTERM/SIGINT arrives (through a signalfd, so deinit runs).
func waitForEnd(signals: SignalFD) {
    var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
               pollfd(fd: signals.fd.rawValue, events: Int16(POLLIN), revents: 0)]
    while true {
        if poll(&fds, 2, -1) < 0 { continue }
        if fds[1].revents != 0 { return }
        if fds[0].revents != 0 {
            var byte: UInt8 = 0
            if read(0, &byte, 1) <= 0 { return }
        }
    }
}

final class Follower: LiveInputHandler {
    var loop: LiveInputLoop?
    var frames: [Int: Int] = [:]
    /// Panels grabbed once: when one comes back (replug), only the loop may grab it again.
    var grabbedNames: Set<String> = []
    func deviceAdded(id: Int, path: String, description: DeviceDescription) {
        var grabbed = loop?.isGrabbed(deviceID: id) ?? false
        if !grabbed && description.classification.kind == .touchscreen && grabbedNames.insert(description.name).inserted {
            do throws(EvdevError) { try loop?.grab(deviceID: id); grabbed = true } catch { say("grab failed \(error.description)") }
        }
        say("added \(id) \(path) grabbed=\(grabbed)")
    }
    func deviceRemoved(id: Int, path: String, reason: EvdevError?) { say("removed \(id) \(path)") }
    func deviceSkipped(path: String, reason: String) {}
    func input(_ input: EvdevDevice.Input, fromDevice id: Int) {
        if case .event(let e) = input, e.type == EventType.syn, e.code == EventCode.synReport {
            frames[id, default: 0] += 1
            say("frames \(id) \(frames[id]!)")
        }
    }
    var nextDeadline: Timestamp? { nil }
    func deadlineReached(_ deadline: Timestamp) {}
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("usage: tactile-vm-driver clone|panel TRACE, clone-node NODE, grab NODE, follow [TRACE]") }
let signals: SignalFD
do throws(EvdevError) { signals = try SignalFD(signals: [SIGINT, SIGTERM]) } catch { fail(error.description) }

switch command {
case "clone" where arguments.count == 2:
    let clone = makeClone(arguments[1])
    waitForEnd(signals: signals)
    clone.destroy()
    say("destroyed")
case "clone-node" where arguments.count == 2:
    // What a filter does: the clone of an open panel's description, as libevdev read it.
    do throws(EvdevError) {
        let source = try EvdevDevice(path: arguments[1])
        let clone = try VirtualDevice(description: source.description)
        say("devnode \(clone.devnode ?? "none")")
        say("syspath \(clone.syspath ?? "none")")
        waitForEnd(signals: signals)
        clone.destroy()
        say("destroyed")
    } catch { fail(error.description) }
case "panel" where arguments.count == 2:
    // A source panel on the driver's side of the kernel (uinput, as a real panel's driver
    // reports), with probes written at once rather than by one evemu-event process per event.
    let clone = makeClone(arguments[1])
    let events = firstDevice(arguments[1]).events
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(0, &byte, 1) == 1 {
        if byte != UInt8(ascii: "\n") { line.append(byte); continue }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ").map(String.init)
        line.removeAll()
        do throws(EvdevError) {
            switch words.first {
            case "play":
                // "play" plays the panel's own trace; "play FILE" another one for the same panel.
                let played = words.count > 1 ? firstDevice(words[1]).events : events
                let writes = try play(played, into: clone)
                say("played \(played.count) events")
                say("writes " + writes.map(String.init).joined(separator: " "))
            case "touch" where words.count == 4 || words.count == 5:
                // One touch down and up at (x, y) with tracking id words[3], held words[4] ms: a probe.
                let (x, y, id) = (Int32(words[1]) ?? 0, Int32(words[2]) ?? 0, Int32(words[3]) ?? 1)
                let holdMilliseconds = words.count == 5 ? UInt32(words[4]) ?? 0 : 0
                let t = Timestamp(microseconds: 0)
                try clone.write([InputEvent(time: t, type: EventType.abs, code: EventCode.absMTSlot, value: 0),
                                 InputEvent(time: t, type: EventType.abs, code: EventCode.absMTTrackingID, value: id),
                                 InputEvent(time: t, type: EventType.abs, code: EventCode.absMTPositionX, value: x),
                                 InputEvent(time: t, type: EventType.abs, code: EventCode.absMTPositionY, value: y),
                                 InputEvent(time: t, type: EventType.key, code: EventCode.btnTouch, value: 1),
                                 InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0)])
                if holdMilliseconds > 0 { usleep(holdMilliseconds * 1000) }
                try clone.write([InputEvent(time: t, type: EventType.abs, code: EventCode.absMTTrackingID, value: -1),
                                 InputEvent(time: t, type: EventType.key, code: EventCode.btnTouch, value: 0),
                                 InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0)])
                say("touched \(x) \(y)")
            default:
                say("unknown command \(words)")
            }
        } catch { fail(error.description) }
    }
    clone.destroy()
    say("destroyed")
case "panels" where arguments.count == 2:
    let trace: Trace
    do throws(TraceParseError) { trace = try TraceReader.read(path: arguments[1]) } catch { fail(error.description) }
    var devices: [VirtualDevice] = []
    do throws(EvdevError) {
        for d in trace.devices {
            let device = try VirtualDevice(description: d.description)
            say("devnode \(device.devnode ?? "none")")
            devices.append(device)
        }
    } catch { fail(error.description) }
    let touchscreen = trace.devices.firstIndex { $0.description.classification.kind == .touchscreen }
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(0, &byte, 1) == 1 {
        if byte != UInt8(ascii: "\n") { line.append(byte); continue }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ").map(String.init)
        line.removeAll()
        do throws(EvdevError) {
            switch words.first {
            case "play":
                let events = trace.mergedEvents()
                let writes = try play(events, into: devices)
                say("played \(events.count) events")
                say("writes " + writes.map(String.init).joined(separator: " "))
            case "touch" where words.count == 4 && touchscreen != nil:
                let (x, y, id) = (Int32(words[1]) ?? 0, Int32(words[2]) ?? 0, Int32(words[3]) ?? 1)
                let t = Timestamp(microseconds: 0), device = devices[touchscreen!]
                try device.write([InputEvent(time: t, type: EventType.abs, code: EventCode.absMTSlot, value: 0),
                                  InputEvent(time: t, type: EventType.abs, code: EventCode.absMTTrackingID, value: id),
                                  InputEvent(time: t, type: EventType.abs, code: EventCode.absMTPositionX, value: x),
                                  InputEvent(time: t, type: EventType.abs, code: EventCode.absMTPositionY, value: y),
                                  InputEvent(time: t, type: EventType.key, code: EventCode.btnTouch, value: 1),
                                  InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0)])
                try device.write([InputEvent(time: t, type: EventType.abs, code: EventCode.absMTTrackingID, value: -1),
                                  InputEvent(time: t, type: EventType.key, code: EventCode.btnTouch, value: 0),
                                  InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0)])
                say("touched \(x) \(y)")
            default:
                say("unknown command \(words)")
            }
        } catch { fail(error.description) }
    }
    for d in devices { d.destroy() }
    say("destroyed")
case "read" where arguments.count == 2:
    // A reader without a grab: "frame T" per frame with its kernel timestamp (CLOCK_MONOTONIC, µs).
    do throws(EvdevError) {
        let device = try EvdevDevice(path: arguments[1])
        say("reading \(arguments[1])")
        var fds = [pollfd(fd: device.fd.rawValue, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.fd.rawValue, events: Int16(POLLIN), revents: 0)]
        while fds[1].revents == 0 {
            if poll(&fds, 2, -1) < 0 { continue }
            if fds[0].revents != 0 {
                try device.drain { item in
                    if case .event(let e) = item, e.type == EventType.syn, e.code == EventCode.synReport {
                        say("frame \(e.time.microseconds)")
                    }
                }
            }
        }
    } catch { fail(error.description) }
case "grab" where arguments.count == 2:
    do throws(EvdevError) {
        let device = try EvdevDevice(path: arguments[1])
        try device.grab()
        say("grabbed \(arguments[1])")
        var frames = 0
        var fds = [pollfd(fd: device.fd.rawValue, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.fd.rawValue, events: Int16(POLLIN), revents: 0)]
        while fds[1].revents == 0 {
            if poll(&fds, 2, -1) < 0 { continue }
            if fds[0].revents != 0 {
                try device.drain { item in
                    if case .event(let e) = item, e.type == EventType.syn, e.code == EventCode.synReport {
                        frames += 1
                        say("frames \(frames)")
                    }
                }
            }
        }
        device.ungrab()
    } catch { fail(error.description) }
case "follow" where arguments.count <= 2:
    do throws(EvdevError) {
        let follower = Follower()
        let loop = try LiveInputLoop(selection: .all)
        follower.loop = loop
        try loop.start(handler: follower)
        say("following")
        // Made after the start, as a filter makes its clones: hotplug then reports it, and the
        // exclusion must keep the loop from opening (and grabbing) its own output.
        let clone = arguments.count == 2 ? makeClone(arguments[1]) : nil
        if let clone { loop.excludeOwnDevice(devnode: clone.devnode, syspath: clone.syspath) }
        loop.run(handler: follower, signals: signals)
        clone?.destroy()
    } catch { fail(error.description) }
default:
    fail("usage: tactile-vm-driver clone|panel TRACE, clone-node NODE, grab NODE, follow [TRACE]")
}
