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
    static let leadInMicroseconds: Int64 = 2_500_000

    let directory: URL
    init() throws {
        try #require(DaemonProcess.isInstalled("umockdev-run"),
                     "umockdev-run is missing: Tools/run-tests.sh installs it (apt-get install umockdev)")
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

        let wrapper = ["timeout", "--foreground", "-k", "5", "60", "umockdev-run"] + run.options + ["--", "env", "--default-signal"]
        let daemon = try DaemonProcess(arguments: [writer.deviceNodePath, "--config", config], wrapper: wrapper,
                                       directory: directory, environment: ["TMPDIR": directory.path])
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

/// Kiosk behaviour through the real libevdev path: edge protection holds the first edge
/// swipe back and runs the action on a second one within 2 s; a touchpad next to the panel
/// is named in the daemon's log with the reason it is not used.
@Suite("tactile run: edge protection and unhandled devices under umockdev", .serialized)
final class KioskBehaviourEndToEndTests {
    let directory: URL
    init() throws {
        try #require(DaemonProcess.isInstalled("umockdev-run"),
                     "umockdev-run is missing: Tools/run-tests.sh installs it (apt-get install umockdev)")
        directory = try makeShortTemporaryDirectory()
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    @Test func theFirstEdgeSwipeIsProtectedTheSecondRunsTheActionAndATouchpadIsNamed() throws {
        // Swipes up from the bottom bezel at 0.1, 1.2 and 4.0 s: protected, runs, protected again.
        let trace = try TraceReader.read(path: DaemonProcess.repositoryRoot
            .appendingPathComponent("Traces/generated/edge-swipe-bottom-three-times.yaml").path)
        let panel = trace.devices[0]
        let lead: Int64 = 1_000_000
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

        let wrapper = ["timeout", "--foreground", "-k", "5", "60", "umockdev-run"] + panelRun.options + touchpadRun.options
            + ["--", "env", "--default-signal"]
        let daemon = try DaemonProcess(arguments: ["--config", config], wrapper: wrapper,
                                       directory: directory, environment: ["TMPDIR": directory.path])
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
        let ran = ((try? String(contentsOfFile: marker, encoding: .utf8)) ?? "").split(separator: "\n")
        #expect(ran.count == 1 && ran.first?.contains(#""gesture":"edgeSwipe","phase":"began""#) == true, "\(ran)")
        #expect(daemon.stderr.contains("edge protected, the next swipe from that edge runs it"))
        #expect(daemon.stderr.contains("/dev/input/event11") && daemon.stderr.contains("Test TouchPad"), "\(daemon.stderr)")
        #expect(daemon.stderr.contains("touchpads are not supported yet"), "\(daemon.stderr)")
    }
}
