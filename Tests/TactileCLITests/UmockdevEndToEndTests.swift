import Foundation
import TactileTestProcess
import Testing
import TactileCore
import TactileTrace
import TactileUmockdev

/// `tactile events` through libevdev on emulated devices (umockdev), with real recordings.
@Suite("End to end through libevdev under umockdev", .serialized)
struct UmockdevEndToEndTests {
    init() throws {
        try #require(UmockdevHarness.isAvailable, "umockdev-run is missing: Tools/run-tests.sh installs it (apt-get install umockdev)")
    }

    @Test func realTouchscreenLiveOutputEqualsReplayOutput() throws {
        let trace = try UmockdevHarness.trace("real/yaml/EP0430M09.2-fingers-touch-release.yaml")
        let live = try UmockdevHarness.events(device: trace.devices[0].description, events: trace.devices[0].events)
        #expect(live.status == 0, "stderr: \(live.stderr)")
        let replay = try CLIRunner.run(["replay", "--frames", CLIRunner.trace("real/yaml/EP0430M09.2-fingers-touch-release.yaml")])
        #expect(replay.status == 0)
        #expect(live.lines.count == 14)
        #expect(live.lines == replay.lines)

        let frames = live.lines.compactMap(jsonObject)
        let touches = frames.flatMap { ($0["touches"] as? [[String: Any]]) ?? [] }
        let ids = Set(touches.compactMap { $0["id"] as? Int })
        #expect(ids.count == 2)
        for id in ids {
            let phases = touches.filter { $0["id"] as? Int == id }.compactMap { $0["phase"] as? String }
            #expect(phases.first == "began")
            #expect(phases.last == "ended")
            #expect(phases.dropFirst().dropLast().allSatisfy { $0 == "moved" || $0 == "stationary" })
        }
        // Both fingers rest near y = 576..586 pt on the 1080 pt screen (EP0430M09 y of 409..415 of 767).
        let ys = touches.compactMap { $0["y"] as? Double }
        #expect(ys.allSatisfy { (570...590).contains($0) })
        #expect(live.stderr.contains("EP0430M09: clean"))
    }

    @Test func realTwoFingerDragMovesBothFingersUpTheScreen() throws {
        let trace = try UmockdevHarness.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")
        let live = try UmockdevHarness.events(device: trace.devices[0].description, events: trace.devices[0].events)
        let touches = live.lines.compactMap(jsonObject).flatMap { ($0["touches"] as? [[String: Any]]) ?? [] }
        var start: [Int: Double] = [:], end: [Int: Double] = [:]
        for t in touches {
            guard let id = t["id"] as? Int, let y = t["y"] as? Double, let phase = t["phase"] as? String else { continue }
            if phase == "began" { start[id] = y }
            if phase == "ended" { end[id] = y }
        }
        #expect(start.count == 2 && end.count == 2)
        for (id, y0) in start { #expect(y0 - end[id]! > 300) }
    }

    @Test func protocolAPanelUnderLibevdev() throws {
        let trace = try TraceReader.read(paths: [CLIRunner.trace("real/evemu-data/ntrig-dell-xt2.prop"),
                                                 CLIRunner.trace("real/evemu-data/ntrig-dell-xt2.event")])
        let live = try UmockdevHarness.events(device: trace.devices[0].description, events: trace.devices[0].events)
        #expect(live.status == 0)
        let touches = live.lines.compactMap(jsonObject).flatMap { ($0["touches"] as? [[String: Any]]) ?? [] }
        #expect(!touches.isEmpty)
        let began = Set(touches.filter { $0["phase"] as? String == "began" }.compactMap { $0["id"] as? Int })
        let ended = Set(touches.filter { ["ended", "cancelled"].contains($0["phase"] as? String) }.compactMap { $0["id"] as? Int })
        #expect(began == ended, "every touch that began must end: no stuck touch")
    }

    @Test func realMouseMotionAndClicks() throws {
        let trace = try UmockdevHarness.trace("real/yaml/Saitek_Cyborg_R.A.T.5_Mouse.yaml")
        let all = trace.devices[0].events
        // The first 1.6 s hold motion and a left click (press at 1.29 s, release at 1.42 s).
        let cut = all.prefix { $0.time.microseconds - all[0].time.microseconds < 1_600_000 }
        let events = Array(cut)
        let live = try UmockdevHarness.events(device: trace.devices[0].description, events: events)
        #expect(live.status == 0)
        let frames = live.lines.compactMap(jsonObject)
        #expect(frames.allSatisfy { $0["kind"] as? String == "pointer" })
        let dx = frames.compactMap { $0["dx"] as? Int }.reduce(0, +)
        let dy = frames.compactMap { $0["dy"] as? Int }.reduce(0, +)
        let rawDX = events.filter { $0.type == EventType.rel && $0.code == EventCode.relX }.map { Int($0.value) }.reduce(0, +)
        let rawDY = events.filter { $0.type == EventType.rel && $0.code == EventCode.relY }.map { Int($0.value) }.reduce(0, +)
        #expect(dx == rawDX && dy == rawDY)
        let pressed = frames.filter { ($0["pressed"] as? [String]) == ["left"] }
        let released = frames.filter { ($0["released"] as? [String]) == ["left"] }
        #expect(pressed.count == 1 && released.count == 1)
    }

    @Test func highResolutionWheelThroughLibevdevCountsEachDetentOnce() throws {
        let mouse = DeviceDescription(name: "Hi-res wheel mouse", id: InputID(bustype: 3, vendor: 0x46d, product: 0xc52b, version: 0x111),
            codes: [EventType.syn: [0], EventType.key: [EventCode.btnLeft, EventCode.btnRight, EventCode.btnMiddle],
                    EventType.rel: [EventCode.relX, EventCode.relY, EventCode.relWheel, EventCode.relWheelHiRes,
                                    EventCode.relHWheel, EventCode.relHWheelHiRes]])
        var events: [InputEvent] = []
        func add(_ ms: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: Timestamp(microseconds: 100_000 + ms * 1000), type: type, code: code, value: value))
        }
        for i in 0..<3 {  // three full detents: the kernel sends both axes
            add(Int64(i) * 20, EventType.rel, EventCode.relWheelHiRes, 120)
            add(Int64(i) * 20, EventType.rel, EventCode.relWheel, 1)
            add(Int64(i) * 20, EventType.syn, EventCode.synReport, 0)
        }
        add(80, EventType.rel, EventCode.relWheelHiRes, 60)   // half a detent
        add(80, EventType.syn, EventCode.synReport, 0)
        add(100, EventType.rel, EventCode.relHWheelHiRes, -120); add(100, EventType.rel, EventCode.relHWheel, -1)
        add(100, EventType.syn, EventCode.synReport, 0)
        let live = try UmockdevHarness.events(device: mouse, events: events)
        let wheels = live.lines.compactMap(jsonObject).compactMap { $0["wheel"] as? [String: Double] }
        #expect(wheels.count == 5)
        #expect(wheels.map { $0["v"]! }.reduce(0, +) == 3.5)
        #expect(wheels.map { $0["h"]! }.reduce(0, +) == -1)
    }

    @Test func synDroppedMidGestureIsResyncedAndCancelsVanishedTouches() throws {
        let trace = try UmockdevHarness.trace("real/yaml/EP0430M09.2-fingers-touch-release.yaml")
        var events: [InputEvent] = []
        var reports = 0
        for e in trace.devices[0].events {
            events.append(e)
            if e.type == EventType.syn && e.code == EventCode.synReport {
                reports += 1
                if reports == 3 { events.append(InputEvent(time: e.time, type: EventType.syn, code: EventCode.synDropped, value: 0)); break }
            }
        }
        let live = try UmockdevHarness.events(device: trace.devices[0].description, events: events)
        let frames = live.lines.compactMap(jsonObject)
        // The emulated kernel state (no contacts) wins over the lost releases: both touches cancelled, none stuck.
        let last = frames.last?["touches"] as? [[String: Any]] ?? []
        #expect(last.count == 2)
        #expect(last.allSatisfy { $0["phase"] as? String == "cancelled" })
        #expect(live.stderr.contains("droppedSyncs=1"))
    }

    @Test func sigtermEndsEventsCleanlyWithExitZeroAndFlushedOutput() throws {
        let trace = try UmockdevHarness.trace("real/yaml/EP0430M09.2-fingers-touch-release.yaml")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-sigterm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = UmockdevWriter(device: trace.devices[0].description, eventNodeNumber: 10)
        let run = try writer.files(events: trace.devices[0].events).write(to: dir, baseName: "d")
        let out = dir.appendingPathComponent("out.jsonl").path
        // No --idle-timeout: only the signal can end it.
        let script = "\(CLIRunner.executable.path) events /dev/input/event10 > \(out) & pid=$!; sleep 2; kill -TERM $pid; wait $pid; echo exit=$?"
        let text = try ChildProcess.run(["/usr/bin/env", "--default-signal", "timeout", "--foreground", "-k", "5", "30", "umockdev-run"]
                                        + run.options + ["--", "env", "--default-signal", "sh", "-c", script],
                                        environment: ["TMPDIR": dir.path]).stdout
        #expect(text.contains("exit=0"), "\(text)")
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 14)
    }
}
