import Foundation
import Testing
import TactileCore
import TactileUmockdev

@Suite struct EventsRecordTests {
    private let writer = UmockdevWriter(device: FixtureDevices.ep0430m09, eventNodeNumber: 5)

    private func eventLines(_ events: [InputEvent]) -> [Substring] {
        writer.eventsRecord(events).split(separator: "\n").filter { !$0.hasPrefix("#") }
    }

    @Test func microsecondsAreWrittenWithoutLeadingZeros() {
        let lines = eventLines([
            InputEvent(time: Timestamp(microseconds: 31_808), type: EventType.abs, code: EventCode.absMTPositionX, value: 404),
            InputEvent(time: Timestamp(seconds: 1_331_553_248, microseconds: 67_422), type: EventType.rel, code: EventCode.relY, value: -1),
            InputEvent(time: Timestamp(microseconds: 1), type: EventType.syn, code: EventCode.synReport, value: 0),
            InputEvent(time: Timestamp(microseconds: 2_000_000), type: EventType.key, code: EventCode.btnTouch, value: 1),
        ])
        #expect(lines == [
            "E: 0.31808 0003 0035 404",
            "E: 1331553248.67422 0002 0001 -1",
            "E: 0.1 0000 0000 0",
            "E: 2.0 0001 014a 1",
        ])
    }

    @Test func negativeTimesBecomeZeroBecauseUmockdevDropsThem() {
        let lines = eventLines([InputEvent(time: Timestamp(microseconds: -5), type: EventType.syn, code: 0, value: 0)])
        #expect(lines == ["E: 0.0 0000 0000 0"])
    }

    @Test func onlyCommentsAndEventLines() throws {
        let text = writer.eventsRecord(EvemuEvents.parse(try FixtureDevices.traceText("evemu-devices/EP0430M09.2-fingers-touch-release.events")))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2 + 58)
        #expect(lines.allSatisfy { $0.hasPrefix("# ") || $0.hasPrefix("E: ") })
        #expect(text.hasSuffix("\n"))
    }

    @Test func filesAreWrittenAndNamedForUmockdevRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-umockdev-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let events = [InputEvent(time: Timestamp(microseconds: 5), type: EventType.syn, code: 0, value: 0)]
        let files = writer.files(events: events)
        let run = try files.write(to: directory, baseName: "EP0430M09")
        let base = directory.appendingPathComponent("EP0430M09").path
        #expect(run.options == ["-d", base + ".umockdev", "-i", "/dev/input/event5=\(base).ioctl",
                                "-e", "/dev/input/event5=\(base).events"])
        #expect(run.arguments(running: ["evemu-describe", run.deviceNodePath]).suffix(3) == ["--", "evemu-describe", "/dev/input/event5"])
        #expect(try String(contentsOfFile: base + ".umockdev", encoding: .utf8) == files.deviceRecord)
        #expect(try String(contentsOfFile: base + ".ioctl", encoding: .utf8) == files.ioctlRecord)
        #expect(try String(contentsOfFile: base + ".events", encoding: .utf8) == files.eventsRecord)

        let withoutEvents = try writer.files().write(to: directory, baseName: "quiet")
        #expect(withoutEvents.eventsRecordPath == nil)
        #expect(!withoutEvents.options.contains("-e"))
    }
}
