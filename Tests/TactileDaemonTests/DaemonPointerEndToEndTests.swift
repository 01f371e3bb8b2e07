import Foundation
import TactileTestProcess
import Glibc
import Testing
import TactileCore
import TactileTrace
import TactileUmockdev

/// `tactile run` with a mouse under umockdev (the real libevdev read path): TactileSynth's
/// 1600 DPI mouse (Traces/generated/mouse-1600dpi.yaml: left, right, double and middle
/// clicks, 3 high-resolution wheel detents down and 2 right, a 20 mm left drag) over a
/// layout with one element. Every button, the wheel in 1/120 detents and the drag come out
/// with the element; only the left clicks run the element's action.
@Suite("tactile run: mouse buttons, wheel and drag under umockdev", .serialized)
final class DaemonPointerEndToEndTests {
    let directory: URL
    init() throws {
        try DaemonProcess.requireUmockdev()
        directory = try makeShortTemporaryDirectory()
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    @Test func buttonsWheelAndDragReachStdout() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let trace = try TraceReader.read(path: root.appendingPathComponent("Traces/generated/mouse-1600dpi.yaml").path)
        let device = try #require(trace.devices.first)
        // umockdev replays in real time from its start: a lead-in, so the daemon is reading first.
        let lead = DaemonEndToEndTests.leadInMicroseconds
        let events = [InputEvent(time: .zero, type: EventType.syn, code: EventCode.synReport, value: 0)]
            + device.events.map { InputEvent(time: Timestamp(microseconds: $0.time.microseconds + lead), type: $0.type, code: $0.code, value: $0.value) }
        let files = try UmockdevWriter(device: device.description, eventNodeNumber: 11).files(events: events)
            .write(to: directory, baseName: "mouse")
        let marker = directory.appendingPathComponent("clicked.txt").path
        let script = directory.appendingPathComponent("clicked.sh").path
        try Data(#"printf '%s\n' "$TACTILE_EVENT" >> "$1""#.utf8).write(to: URL(fileURLWithPath: script))
        let config = directory.appendingPathComponent("mouse.yaml").path
        try Data("""
            screen: {width: 1920, height: 1080, scale: 1}
            devices: {paths: [/dev/input/event11]}
            layout: {screen: {width: 1920, height: 1080}, elements: [{id: desk, x: 0, y: 0, width: 1920, height: 1080}]}
            output: {pointer: events}
            actions:
              - {name: clicked, element: desk, source: pointer, command: [/bin/sh, \(script), \(marker)]}
            """.utf8).write(to: URL(fileURLWithPath: config))
        let daemon = try DaemonProcess.underUmockdev(options: files.options, arguments: ["--config", config], directory: directory)
        // The trace ends with the drag's release: every event has been read once drag_end is out.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline && !daemon.stdoutLines.contains(where: { $0.contains(#""event":"drag_end""#) }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        func ran() -> [Substring] { DaemonProcess.actionLines(marker) }
        let started = Date().addingTimeInterval(10)
        while Date() < started && ran().count < 3 { Thread.sleep(forTimeInterval: 0.05) }
        daemon.process.signal(SIGTERM)
        #expect(daemon.waitForExit() == 0, "stderr: \(daemon.stderr)")

        let lines = daemon.stdoutLines.compactMap(jsonObject)
        func of(_ kind: String) -> [[String: Any]] { lines.filter { $0["event"] as? String == kind } }
        #expect(of("click").map { $0["button"] as? String ?? "" } == ["left", "right", "left", "left", "middle"], "\(daemon.stderr)")
        #expect(of("click").allSatisfy { $0["region"] as? String == "desk" })
        let wheel = of("scroll").map { $0["wheel"] as? [String: Int] ?? [:] }
        #expect(wheel.reduce(0) { $0 + ($1["vertical"] ?? 0) } == -360)
        #expect(wheel.reduce(0) { $0 + ($1["horizontal"] ?? 0) } == 240)
        #expect(of("drag_start").count == 1 && of("drag_end").first?["region"] as? String == "desk")
        // Element taps (and so actions) are left clicks only: three, not five.
        #expect(ran().count == 3, "\(ran())")
    }

    /// QEMU's USB tablet (Traces/devices/qemu-usb-tablet.yaml: ABS_X/ABS_Y 0...32767, three
    /// buttons, a wheel) through the daemon: the pointer is exactly where the tablet points on
    /// the screen, with no acceleration, and its right click and wheel act on the element there.
    @Test func aVMTabletMovesTheDaemonsPointerExactlyWhereItPoints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let tablet = try #require(try TraceReader.read(path: root.appendingPathComponent("Traces/devices/qemu-usb-tablet.yaml").path).devices.first)
        let positions: [(Int32, Int32)] = [(0, 0), (16384, 16384), (32767, 32767), (8192, 24576), (24576, 8192)]
        var events = [InputEvent(time: .zero, type: EventType.syn, code: EventCode.synReport, value: 0)]
        var t = DaemonEndToEndTests.leadInMicroseconds
        func frame(_ e: [(UInt16, UInt16, Int32)]) {
            t += 10_000
            events += e.map { InputEvent(time: Timestamp(microseconds: t), type: $0.0, code: $0.1, value: $0.2) }
            events.append(InputEvent(time: Timestamp(microseconds: t), type: EventType.syn, code: EventCode.synReport, value: 0))
        }
        for (x, y) in positions { frame([(EventType.abs, EventCode.absX, x), (EventType.abs, EventCode.absY, y)]) }
        frame([(EventType.key, EventCode.btnRight, 1)]); frame([(EventType.key, EventCode.btnRight, 0)])
        frame([(EventType.rel, EventCode.relWheel, -1)])  // one detent towards the user
        let files = try UmockdevWriter(device: tablet.description, eventNodeNumber: 12).files(events: events)
            .write(to: directory, baseName: "tablet")
        let config = directory.appendingPathComponent("tablet.yaml").path
        try Data("""
            screen: {width: 1280, height: 800, scale: 1}
            devices: {paths: [/dev/input/event12]}
            layout: {screen: {width: 1280, height: 800}, elements: [{id: menu, x: 900, y: 150, width: 100, height: 100}]}
            output: {pointer: all}
            """.utf8).write(to: URL(fileURLWithPath: config))
        let daemon = try DaemonProcess.underUmockdev(options: files.options, arguments: ["--config", config], directory: directory)
        // The wheel is the last event: everything has been read once its scroll is out.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline && !daemon.stdoutLines.contains(where: { $0.contains(#""event":"scroll""#) }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        daemon.process.signal(SIGTERM)
        #expect(daemon.waitForExit() == 0, "stderr: \(daemon.stderr)")
        let lines = daemon.stdoutLines.compactMap(jsonObject)
        let updates = lines.filter { $0["visible"] != nil }.map { [$0["x"] as? Double ?? -1, $0["y"] as? Double ?? -1] }
        let expected = positions.map { [Double($0.0) / 32767 * 1280, Double($0.1) / 32767 * 800] }
        #expect(updates.count >= positions.count, "\(daemon.stdoutLines) \(daemon.stderr)")
        for (got, want) in zip(updates.prefix(positions.count), expected) {
            #expect(abs(got[0] - want[0]) < 0.01 && abs(got[1] - want[1]) < 0.01, "\(got) vs \(want)")
        }
        let pointerEvents = lines.filter { $0["event"] != nil }
        #expect(pointerEvents.contains { $0["event"] as? String == "click" && $0["button"] as? String == "right" && $0["region"] as? String == "menu" },
                "\(pointerEvents)")
        #expect(pointerEvents.contains { $0["event"] as? String == "scroll" && ($0["wheel"] as? [String: Int])?["vertical"] == -120 })
    }
}
