import Foundation
import Glibc
import Testing
import Tactile
import TactileCore
import TactileDaemon
import TactileGestures
import TactileTestProcess
import TactileTrace
import TactileUmockdev

/// Field capture: the triggers (taps at one spot, a cancelled gesture), the `capture`
/// section's checks, and a capture taken from the live daemon under umockdev that replays
/// to exactly the gestures the daemon reported live.
@Suite("Field capture", .serialized)
final class FieldCaptureTests {
    let directory: URL
    init() throws { directory = try makeShortTemporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    static func tap(at seconds: Double, x: Double, y: Double, taps: Int = 1) -> EngineOutput {
        .gesture(device: 0, name: "panel", GestureEvent(time: Timestamp(microseconds: Int64(seconds * 1e6)), phase: .recognized,
                                                        recognizer: RecognizerID(0), fingers: 1, location: ScreenPoint(x: x, y: y),
                                                        detail: .tap(taps: taps)))
    }

    func capture(_ triggers: Set<CaptureTrigger>) -> FieldCapture {
        FieldCapture(configuration: CaptureConfiguration(directory: directory.path, triggers: triggers),
                     recorder: RecentInputRecorder(seconds: 30), screen: .default, configurationText: nil)
    }

    @Test func threeTapsAtOneSpotWithinTwoSecondsTrigger() {
        let near = capture([.taps])
        #expect(near.observe(Self.tap(at: 1.0, x: 100, y: 100)) == nil)
        #expect(near.observe(Self.tap(at: 1.5, x: 110, y: 95)) == nil)
        #expect(near.observe(Self.tap(at: 2.2, x: 105, y: 105)) == .taps)
        // A double tap counts two.
        let double = capture([.taps])
        #expect(double.observe(Self.tap(at: 1.0, x: 100, y: 100, taps: 2)) == nil)
        #expect(double.observe(Self.tap(at: 1.4, x: 100, y: 100)) == .taps)
        // Too far apart in space or in time: nothing.
        let far = capture([.taps])
        #expect(far.observe(Self.tap(at: 1.0, x: 100, y: 100)) == nil)
        #expect(far.observe(Self.tap(at: 1.5, x: 300, y: 100)) == nil)
        #expect(far.observe(Self.tap(at: 2.0, x: 500, y: 100)) == nil)
        let slow = capture([.taps])
        #expect(slow.observe(Self.tap(at: 1.0, x: 100, y: 100)) == nil)
        #expect(slow.observe(Self.tap(at: 2.0, x: 100, y: 100)) == nil)
        #expect(slow.observe(Self.tap(at: 3.1, x: 100, y: 100)) == nil)
        // Not configured: nothing.
        let off = capture([.signal])
        for t in [1.0, 1.2, 1.4] { #expect(off.observe(Self.tap(at: t, x: 100, y: 100)) == nil) }
    }

    @Test func aCancelledGestureTriggersOncePerWindow() {
        let c = capture([.cancelled])
        func cancelled(_ seconds: Double) -> EngineOutput {
            .gesture(device: 0, name: "panel", GestureEvent(time: Timestamp(microseconds: Int64(seconds * 1e6)), phase: .cancelled,
                                                            recognizer: RecognizerID(0), fingers: 2, location: ScreenPoint(x: 0, y: 0),
                                                            detail: .pan(translation: ScreenPoint(x: 0, y: 0), velocity: ScreenPoint(x: 0, y: 0))))
        }
        #expect(c.observe(cancelled(1)) == .cancelled)
        #expect(c.observe(cancelled(5)) == nil)  // within `seconds` (30) of the last capture
        #expect(c.observe(cancelled(40)) == .cancelled)
    }

    @Test func theSectionIsReadStrictly() throws {
        func error(_ text: String) -> String {
            do { _ = try DaemonConfiguration.parse(text, file: "k.yaml"); return "" } catch { return error.description }
        }
        #expect(error("capture: {dirctory: x}").contains("capture.dirctory: unknown key"))
        #expect(error("capture: {seconds: 5}").contains("capture.directory: missing required key"))
        #expect(error("capture: {directory: x, triggers: [sigusr1]}").contains("capture.triggers[0]: expected one of: signal, http, taps, cancelled"))
        #expect(error("capture: {directory: x, seconds: 0}").contains("capture.seconds"))
        let ok = try DaemonConfiguration.parse("capture: {directory: caps, triggers: [signal], taps: {count: 4}}", file: "k.yaml",
                                               baseDirectory: URL(fileURLWithPath: "/etc/tactile"))
        #expect(ok.capture?.directory == "/etc/tactile/caps" && ok.capture?.triggers == [.signal] && ok.capture?.tapCount == 4)
    }

    @Test func aCaptureFromTheLiveDaemonReplaysToTheGesturesItReportedLive() throws {
        try DaemonProcess.requireUmockdev()
        let source = DaemonProcess.repositoryRoot.appendingPathComponent("Traces/real/yaml/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml").path
        let trace = try TraceReader.read(path: source)
        let recorded = trace.devices[0]
        // A lone SYN_REPORT starts umockdev's clock; the recording follows after a lead-in, so the socket client connects first.
        let leadIn = DaemonEndToEndTests.leadInMicroseconds
        var events = [InputEvent(time: recorded.events[0].time, type: EventType.syn, code: EventCode.synReport, value: 0)]
        events += recorded.events.map {
            InputEvent(time: Timestamp(microseconds: $0.time.microseconds + leadIn), type: $0.type, code: $0.code, value: $0.value)
        }
        let writer = UmockdevWriter(device: recorded.description, eventNodeNumber: 10)
        let run = try writer.files(events: events).write(to: directory, baseName: "device")
        let socketPath = directory.appendingPathComponent("t.sock").path
        let captures = directory.appendingPathComponent("captures").path
        let config = directory.appendingPathComponent("tactile.yaml").path
        try Data("""
            socket: {path: \(socketPath)}
            capture: {directory: \(captures), seconds: 60, triggers: [signal]}
            """.utf8).write(to: URL(fileURLWithPath: config))
        let daemon = try DaemonProcess.underUmockdev(options: run.options, arguments: [writer.deviceNodePath, "--config", config], directory: directory)
        let client = try #require(daemon.connect(to: socketPath), "stderr: \(daemon.stderr)")
        let pid = client.peerProcessID
        // The recording's six tap events (nine taps, three of them double), the last decided by the double-tap timeout.
        let all = client.read(until: { $0.filter { $0.contains(#""gesture":"tap""#) }.count >= 5 }, timeout: 20)
        kill(pid, SIGUSR1)
        let captured = daemon.waitForStderr("tactile: captured")
        kill(pid, SIGTERM)
        #expect(daemon.waitForExit() == 0, "stderr: \(daemon.stderr)")
        #expect(all, "socket: \(client.lines)")
        #expect(captured, "stderr: \(daemon.stderr)")
        let live = client.lines.filter { $0.contains(#""gesture":"#) && !$0.contains(#""phase":"changed""#) }
        #expect(live.count == 5) // four double taps and a single at the assumed panel size

        let files = try FileManager.default.contentsOfDirectory(atPath: captures).sorted()
        #expect(files == ["capture-0001-signal.config.yaml", "capture-0001-signal.yaml"], "\(files)")
        let capturePath = captures + "/capture-0001-signal.yaml"
        #expect(daemon.stderr.contains("with 5 gesture events to \(capturePath)"), "\(daemon.stderr)")
        // The capture's expectations are the live gestures...
        let written = try TraceReader.read(path: capturePath)
        let expected = written.metadata.expected
        #expect(expected.count == live.count)
        for (entry, line) in zip(expected, live) {
            let object = try #require(jsonObject(line))
            #expect(entry["gesture"]?.stringValue == object["gesture"] as? String)
            #expect(entry["taps"]?.doubleValue == (object["taps"] as? NSNumber)?.doubleValue)
            #expect(abs((entry["t"]?.doubleValue ?? 0) - ((object["t"] as? NSNumber)?.doubleValue ?? -1)) < 1e-5)
        }
        // ...and it is a ready `tactile test` case that passes: replay gives the same gestures.
        let test = try ChildProcess.run([DaemonProcess.executable.path, "test", "--config", captures + "/capture-0001-signal.config.yaml", capturePath])
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.contains("PASS \(capturePath) (5 expectations)"), "\(test.stdout)")
        let replay = try ChildProcess.run([DaemonProcess.executable.path, "replay", "--json", capturePath])
        let replayed = replay.stdout.split(separator: "\n").map(String.init).filter { $0.contains(#""gesture":"#) }
        func stripped(_ line: String) -> String {
            var s = line
            if let comma = s.firstIndex(of: ",") { s = "{" + s[s.index(after: comma)...] }
            return s.replacingOccurrences(of: #","device":"Atmel maXTouch Touchscreen""#, with: "")
        }
        #expect(replayed.map(stripped) == live.map(stripped))
    }
}
