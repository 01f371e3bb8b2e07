import Foundation
import TactileTestProcess
import Glibc
import Testing
import TactileCore
import TactileTrace
import TactileUmockdev

/// `tactile run` on an emulated touchscreen (umockdev) playing a real recording: the
/// libevdev path, the engine, the socket, stdout and an action, all at once.
@Suite("tactile run end to end under umockdev", .serialized)
final class DaemonEndToEndTests {
    static let tracePath = "Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml"
    /// umockdev replays in real time from its start; the gesture waits this long so a
    /// socket client can connect first.
    /// umockdev replays in real time from its start, and the daemon must be reading by the
    /// first event: 4 s covers a start-up on a loaded 2-core CI machine (1.5 s did not).
    static let leadInMicroseconds: Int64 = 4_000_000

    let directory: URL
    init() throws {
        try DaemonProcess.requireUmockdev()
        directory = try makeShortTemporaryDirectory()
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// `{"t":..,...}` without `t` and `device`: what must match replay exactly.
    private static func stripped(_ line: String) -> String {
        var s = line
        if let comma = s.firstIndex(of: ",") { s = "{" + s[s.index(after: comma)...] }
        return s.replacingOccurrences(of: #","device":"EP0430M09""#, with: "")
    }

    private static func time(_ line: String) -> Double? { jsonObject(line)?["t"] as? Double }

    @Test func realTwoFingerDragArrivesAsAPanOnStdoutOnTheSocketAndRunsTheAction() throws {
        let trace = try TraceReader.read(path: DaemonProcess.repositoryRoot.appendingPathComponent(Self.tracePath).path)
        let recorded = trace.devices[0]
        // A lone SYN_REPORT starts umockdev's clock; the recording follows after the lead-in.
        let first = recorded.events[0].time
        var events = [InputEvent(time: first, type: EventType.syn, code: EventCode.synReport, value: 0)]
        events += recorded.events.map {
            InputEvent(time: Timestamp(microseconds: $0.time.microseconds + Self.leadInMicroseconds), type: $0.type, code: $0.code, value: $0.value)
        }
        let writer = UmockdevWriter(device: recorded.description, eventNodeNumber: 10)
        let run = try writer.files(events: events).write(to: directory, baseName: "device")

        let socketPath = directory.appendingPathComponent("t.sock").path
        let marker = directory.appendingPathComponent("action.txt").path
        let script = directory.appendingPathComponent("action.sh").path
        try Data(#"printf '%s %s\n' "$1" "$TACTILE_EVENT" >> "$2""#.utf8).write(to: URL(fileURLWithPath: script))
        let config = directory.appendingPathComponent("tactile.yaml").path
        try Data("""
            socket: {path: \(socketPath)}
            actions:
              - {name: twoFingerPan, gesture: pan, fingers: 2, command: [/bin/sh, \(script), began, \(marker)]}
              - {name: hold, gesture: longPress, command: [/bin/sh, \(script), hold, \(marker)]}
            """.utf8).write(to: URL(fileURLWithPath: config))

        let daemon = try DaemonProcess.underUmockdev(options: run.options, arguments: [writer.deviceNodePath, "--config", config], directory: directory)
        let client = try #require(daemon.connect(to: socketPath), "stderr: \(daemon.stderr)")
        let pid = client.peerProcessID
        let ended = client.read(until: { $0.contains { $0.contains(#""gesture":"pan","phase":"ended""#) } }, timeout: 20)
        kill(pid, SIGTERM)
        let status = daemon.waitForExit()
        #expect(ended, "socket: \(client.lines)\nstderr: \(daemon.stderr)")
        #expect(status == 0, "stderr: \(daemon.stderr)")
        #expect(daemon.stderr.contains("SIGTERM: stopping"))
        #expect(!FileManager.default.fileExists(atPath: socketPath))

        // stdout: the device notice, then the gestures.
        let stdout = daemon.stdoutLines
        let added = try #require(stdout.first.flatMap(jsonObject))
        #expect(added["event"] as? String == "device" && added["status"] as? String == "added")
        #expect(added["path"] as? String == "/dev/input/event10")
        #expect(added["name"] as? String == "EP0430M09" && added["kind"] as? String == "touchscreen")
        let gestures = stdout.filter { $0.contains(#""gesture":"#) }
        let fromSocket = client.lines.filter { $0.contains(#""gesture":"#) }
        #expect(!gestures.isEmpty)
        #expect(fromSocket == gestures, "the socket client sees exactly the stdout gesture lines")

        // The same gestures as replaying the recording, shifted by the lead-in.
        let replay = try ChildProcess.run([DaemonProcess.executable.path, "replay", "--json",
                                           DaemonProcess.repositoryRoot.appendingPathComponent(Self.tracePath).path])
        let expected = replay.lines
        #expect(gestures.map(Self.stripped) == expected.map(Self.stripped))
        if let live = gestures.first.flatMap(Self.time), let recordedTime = expected.first.flatMap(Self.time) {
            #expect(abs(live - recordedTime - Double(Self.leadInMicroseconds) / 1e6) < 1e-5)
        }
        let began = try #require(gestures.first.flatMap(jsonObject))
        #expect(began["gesture"] as? String == "pan" && began["phase"] as? String == "began" && began["fingers"] as? Int == 2)
        let end = try #require(gestures.last.flatMap(jsonObject))
        #expect((end["dy"] as? Double ?? 0) < -300, "the fingers moved up the screen")

        // The action ran once, without a shell, with the event in its environment.
        let ran = (try? String(contentsOfFile: marker, encoding: .utf8)) ?? ""
        let runs = ran.split(separator: "\n")
        #expect(runs.count == 1, "action output: \(ran)\nstderr: \(daemon.stderr)")
        #expect(runs.first?.hasPrefix(#"began {"t":"#) == true)
        #expect(runs.first?.contains(#""gesture":"pan","phase":"began","fingers":2"#) == true)
        #expect(daemon.stderr.contains("action twoFingerPan: started pid"))
    }
}

extension DaemonEndToEndTests {
    /// A grab never leaves a kiosk without touch: without uinput (umockdev has no /dev/uinput)
    /// the filter cannot make the clone, so the panel is not grabbed, the daemon says why and
    /// goes on delivering gestures. (The grab and the clone in a real kernel: Tools/vm-test.sh.)
    @Test func withoutUinputTheFilterLeavesThePanelUngrabbedAndWorking() throws {
        let trace = try TraceReader.read(path: DaemonProcess.repositoryRoot.appendingPathComponent(Self.tracePath).path)
        let recorded = trace.devices[0]
        let first = recorded.events[0].time
        var events = [InputEvent(time: first, type: EventType.syn, code: EventCode.synReport, value: 0)]
        events += recorded.events.map {
            InputEvent(time: Timestamp(microseconds: $0.time.microseconds + 500_000), type: $0.type, code: $0.code, value: $0.value)
        }
        let writer = UmockdevWriter(device: recorded.description, eventNodeNumber: 10)
        let run = try writer.files(events: events).write(to: directory, baseName: "device")
        let config = directory.appendingPathComponent("filter.yaml").path
        let socketPath = directory.appendingPathComponent("f.sock").path
        try Data("""
            socket: {path: \(socketPath)}
            filter: {}
            actions: [{name: scroll, gesture: pan, fingers: 2, consume: true, command: ["true"]}]
            """.utf8).write(to: URL(fileURLWithPath: config))
        let daemon = try DaemonProcess.underUmockdev(options: run.options, arguments: [writer.deviceNodePath, "--config", config], directory: directory)
        let client = try #require(daemon.connect(to: socketPath), "stderr: \(daemon.stderr)")
        let ended = client.read(until: { $0.contains { $0.contains(#""gesture":"pan","phase":"ended""#) } }, timeout: 20)
        kill(client.peerProcessID, SIGTERM)
        let status = daemon.waitForExit()
        #expect(ended, "socket: \(client.lines)\nstderr: \(daemon.stderr)")
        #expect(status == 0, "stderr: \(daemon.stderr)")
        #expect(daemon.stderr.contains("filter: not grabbing /dev/input/event10: cannot create its virtual touchscreen"), "stderr: \(daemon.stderr)")
        #expect(!daemon.stderr.contains("filter: grabbed"))
    }
}

/// Kiosk behaviour through the real libevdev path: edge protection holds the first edge
/// swipe back and runs the action on a second one within 2 s; a touchpad next to the panel
/// is named in the daemon's log with the reason it is not used; a touch mouse makes no taps.
@Suite("tactile run: edge protection, unhandled devices and touch mice under umockdev", .serialized)
final class KioskBehaviourEndToEndTests {
    let directory: URL
    init() throws {
        try DaemonProcess.requireUmockdev()
        directory = try makeShortTemporaryDirectory()
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    @Test func theFirstEdgeSwipeIsProtectedTheSecondRunsTheActionAndATouchpadIsNamed() throws {
        // Swipes up from the bottom bezel at 0.1, 1.2 and 4.0 s: protected, runs, protected again.
        let trace = try TraceReader.read(path: DaemonProcess.repositoryRoot
            .appendingPathComponent("Traces/generated/edge-swipe-bottom-three-times.yaml").path)
        let panel = trace.devices[0]
        let lead = DaemonEndToEndTests.leadInMicroseconds
        let first = panel.events[0].time
        var events = [InputEvent(time: first, type: EventType.syn, code: EventCode.synReport, value: 0)]
        events += panel.events.map {
            InputEvent(time: Timestamp(microseconds: $0.time.microseconds + lead), type: $0.type, code: $0.code, value: $0.value)
        }
        let panelWriter = UmockdevWriter(device: panel.description, eventNodeNumber: 10)
        let panelRun = try panelWriter.files(events: events).write(to: directory, baseName: "panel")
        var touchpad = panel.description
        touchpad.name = "Test TouchPad"
        touchpad.properties = [EventCode.propPointer]
        let touchpadWriter = UmockdevWriter(device: touchpad, eventNodeNumber: 11)
        let touchpadRun = try touchpadWriter.files().write(to: directory, baseName: "touchpad")

        let marker = directory.appendingPathComponent("action.txt").path
        let script = directory.appendingPathComponent("action.sh").path
        try Data(#"printf '%s\n' "$TACTILE_EVENT" >> "$1""#.utf8).write(to: URL(fileURLWithPath: script))
        let config = directory.appendingPathComponent("tactile.yaml").path
        let socketPath = directory.appendingPathComponent("t.sock").path
        try Data("""
            screen: {width: 1920, height: 1080, scale: 1}
            socket: {path: \(socketPath)}
            actions:
              - {name: home, gesture: edgeSwipe, edge: bottom, protected: true, command: [/bin/sh, \(script), \(marker)]}
            """.utf8).write(to: URL(fileURLWithPath: config))

        let daemon = try DaemonProcess.underUmockdev(options: panelRun.options + touchpadRun.options, arguments: ["--config", config], directory: directory)
        // The socket is only there to learn the daemon's pid (the peer credentials).
        let client = try #require(daemon.connect(to: socketPath), "stderr: \(daemon.stderr)")
        #expect(daemon.waitForStderr("action home: started pid", timeout: 20), "stderr: \(daemon.stderr)")
        // The third swipe comes 2.8 s after the second: protected again. Wait for its end.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline && daemon.stdoutLines.filter({ $0.contains(#""gesture":"edgeSwipe","phase":"ended""#) }).count < 3 {
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(client.peerProcessID, SIGTERM)
        let status = daemon.waitForExit()
        #expect(status == 0, "stderr: \(daemon.stderr)")

        let began = daemon.stdoutLines.filter { $0.contains(#""gesture":"edgeSwipe","phase":"began""#) }
        #expect(began.map { $0.contains(#""protected":true"#) } == [true, false, true], "\(began)")
        let ran = DaemonProcess.actionLines(marker)
        #expect(ran.count == 1 && ran.first?.contains(#""gesture":"edgeSwipe","phase":"began""#) == true, "\(ran)")
        #expect(daemon.stderr.contains("edge protected, the next swipe from that edge runs it"))
        #expect(daemon.stderr.contains("/dev/input/event11") && daemon.stderr.contains("Test TouchPad"), "\(daemon.stderr)")
        #expect(daemon.stderr.contains("touchpads are not supported yet"), "\(daemon.stderr)")
    }
}

/// A mouse with a touch surface is a mouse: a finger resting on it, lifted again, is no tap
/// on the screen (it was one, a phantom tap, when such a mouse was read as a touchscreen).
/// The control run gives the same device INPUT_PROP_DIRECT, which makes it a touchscreen:
/// the same events are then a tap, so the test can fail.
extension KioskBehaviourEndToEndTests {
    /// The Apple Magic Mouse as Linux's hid-magicmouse driver declares it: Bluetooth 05ac:030d,
    /// left/right/emulated middle button, REL_X/REL_Y and the emulated wheels, 16 touch slots
    /// on the mouse's back (-1100...1358 x -1589...2047), no input properties.
    static let magicMouse = DeviceDescription(
        name: "Apple Magic Mouse", id: InputID(bustype: 0x05, vendor: 0x05ac, product: 0x030d, version: 0x0001),
        codes: [EventType.syn: [0, 2, 3],
                EventType.key: [EventCode.btnLeft, EventCode.btnRight, EventCode.btnMiddle],
                EventType.rel: [EventCode.relX, EventCode.relY, EventCode.relHWheel, EventCode.relWheel]],
        absInfo: [EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 15),
                  EventCode.absMTTouchMajor: AbsInfo(minimum: 0, maximum: 1020, fuzz: 4),
                  EventCode.absMTTouchMinor: AbsInfo(minimum: 0, maximum: 1020, fuzz: 4),
                  EventCode.absMTOrientation: AbsInfo(minimum: -31, maximum: 32, fuzz: 1),
                  EventCode.absMTPositionX: AbsInfo(minimum: -1100, maximum: 1358, fuzz: 4, resolution: 26),
                  EventCode.absMTPositionY: AbsInfo(minimum: -1589, maximum: 2047, fuzz: 4, resolution: 70),
                  EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535)])

    /// A finger lands on the mouse's back, rests 120 ms without moving and lifts (a tap's
    /// shape on a panel), then the mouse moves and clicks.
    static func restingFingerThenClick(startingAt start: Int64) -> [InputEvent] {
        var events: [InputEvent] = []
        func add(_ ms: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: Timestamp(microseconds: start + ms * 1000), type: type, code: code, value: value))
        }
        add(0, EventType.abs, EventCode.absMTSlot, 0)
        add(0, EventType.abs, EventCode.absMTTrackingID, 7)
        add(0, EventType.abs, EventCode.absMTPositionX, 120)
        add(0, EventType.abs, EventCode.absMTPositionY, 300)
        add(0, EventType.abs, EventCode.absMTTouchMajor, 400)
        add(0, EventType.syn, EventCode.synReport, 0)
        for ms in stride(from: Int64(10), through: 120, by: 10) {   // resting: the contact size breathes
            add(ms, EventType.abs, EventCode.absMTTouchMajor, 400 + Int32(ms % 20))
            add(ms, EventType.syn, EventCode.synReport, 0)
        }
        add(130, EventType.abs, EventCode.absMTTrackingID, -1)
        add(130, EventType.syn, EventCode.synReport, 0)
        for ms in stride(from: Int64(600), through: 700, by: 10) {
            add(ms, EventType.rel, EventCode.relX, 3)
            add(ms, EventType.syn, EventCode.synReport, 0)
        }
        add(800, EventType.key, EventCode.btnLeft, 1); add(800, EventType.syn, EventCode.synReport, 0)
        add(900, EventType.key, EventCode.btnLeft, 0); add(900, EventType.syn, EventCode.synReport, 0)
        add(1500, EventType.syn, EventCode.synReport, 0)
        return events
    }

    /// Runs the daemon on `device` playing the resting finger; returns its stdout lines and stderr.
    private func run(_ device: DeviceDescription, name: String) throws -> (lines: [String], stderr: String, ran: [Substring]) {
        let start: Int64 = 1_000_000
        let events = [InputEvent(time: Timestamp(microseconds: 0), type: EventType.syn, code: EventCode.synReport, value: 0)]
            + Self.restingFingerThenClick(startingAt: start)
        let writer = UmockdevWriter(device: device, eventNodeNumber: 10)
        let files = try writer.files(events: events).write(to: directory, baseName: name)
        let marker = directory.appendingPathComponent("\(name)-action.txt").path
        let script = directory.appendingPathComponent("\(name)-action.sh").path
        try Data(#"printf '%s\n' "$TACTILE_EVENT" >> "$1""#.utf8).write(to: URL(fileURLWithPath: script))
        let config = directory.appendingPathComponent("\(name).yaml").path
        try Data("""
            screen: {width: 1920, height: 1080, scale: 1}
            devices: {paths: [/dev/input/event10]}
            output: {frames: true}
            actions:
              - {name: tapped, gesture: tap, command: [/bin/sh, \(script), \(marker)]}
            """.utf8).write(to: URL(fileURLWithPath: config))
        let daemon = try DaemonProcess.underUmockdev(options: files.options, arguments: ["--config", config], directory: directory)
        let deadline = Date().addingTimeInterval(20)
        // Every event has been read once the click's release is out (the mouse), or the tap (the control).
        while Date() < deadline && !daemon.stdoutLines.contains(where: { $0.contains(#""released":["left"]"#) || $0.contains(#""gesture":"tap""#) }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        func ran() -> [Substring] { DaemonProcess.actionLines(marker) }
        if daemon.stdoutLines.contains(where: { $0.contains(#""gesture":"tap""#) }) {
            // A tap starts the action: give its shell time to write the marker, however loaded the machine.
            let started = Date().addingTimeInterval(10)
            while Date() < started && ran().isEmpty { Thread.sleep(forTimeInterval: 0.05) }
        }
        daemon.process.signal(SIGTERM)
        let status = daemon.waitForExit()
        #expect(status == 0, "stderr: \(daemon.stderr)")
        return (daemon.stdoutLines, daemon.stderr, ran())
    }

    @Test func aFingerRestingOnAMagicMouseIsNoTapAndTheMouseStillPointsAndClicks() throws {
        let mouse = try run(Self.magicMouse, name: "magic")
        #expect(mouse.lines.contains { $0.contains(#""event":"device","status":"added""#) && $0.contains(#""kind":"mouse""#) },
                "\(mouse.lines.prefix(3)) \(mouse.stderr)")
        #expect(!mouse.lines.contains { $0.contains(#""gesture""#) }, "\(mouse.lines.filter { $0.contains("gesture") })")
        #expect(!mouse.lines.contains { $0.contains(#""kind":"touch""#) })
        #expect(mouse.lines.contains { $0.contains(#""pressed":["left"]"#) }, "\(mouse.stderr)")
        #expect(mouse.ran.isEmpty, "the tap action ran: \(mouse.ran)")

        var panel = Self.magicMouse
        panel.properties = [EventCode.propDirect]
        let control = try run(panel, name: "direct")
        #expect(control.lines.contains { $0.contains(#""event":"device","status":"added""#) && $0.contains(#""kind":"touchscreen""#) },
                "\(control.lines.prefix(3)) \(control.stderr)")
        #expect(control.lines.contains { $0.contains(#""gesture":"tap""#) }, "the control made no tap: \(control.stderr)")
        #expect(control.ran.count == 1, "\(control.ran)")
    }
}
