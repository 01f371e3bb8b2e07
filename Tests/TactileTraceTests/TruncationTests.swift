import Foundation
import TactileCore
import Testing
import TactileTrace

/// A recording cut short (recorder killed hard) replays up to its last complete frame.
@Suite("Truncated recordings")
struct TruncationTests {
    static let frames = """
        E: 0.000100 0003 0039 0005
        E: 0.000100 0003 0035 0100
        E: 0.000100 0000 0000 0000
        E: 0.008100 0003 0035 0110
        E: 0.008100 0000 0000 0000
        E: 0.016100 0003 0035 0120
        E: 0.016100 0003 0036 0200
        E: 0.016100 0000 0000 0000

        """

    @Test("evemu cut mid-line keeps the complete frames and warns with file:line", arguments: [
        // What is left of the last frame (lines 24 and 25) after the cut.
        "E: 0.016100 0003 0035 0120\nE: 0.016100 0003 00",
        "E: 0.016100 0003 0035 0120\nE: 0.016",
        "E: 0.016100 0003 0035 0120\n",
        "E: 0.016100 0003 0035 0120",
        "E: 0.01",
    ])
    func evemuCutMidFrame(tail: String) throws {
        let complete = Self.frames.components(separatedBy: "\n").prefix(5).joined(separator: "\n") + "\n"
        let trace = try Fixtures.read(Fixtures.touchDescription + complete + tail, name: "cut.evemu")
        #expect(trace.devices[0].events.count == 5)
        #expect(trace.devices[0].events.last == Fixtures.event(0, 8100, 0, 0, 0))
        #expect(!trace.warnings.isEmpty)
        #expect(trace.warnings.allSatisfy { $0.file == "cut.evemu" && ($0.line == 24 || $0.line == 25) })
    }

    @Test("the dropped-frame warning names the first dropped event's line")
    func evemuWarningText() throws {
        let text = Fixtures.touchDescription + Self.frames.components(separatedBy: "\n").prefix(7).joined(separator: "\n") + "\n"
        let trace = try Fixtures.read(text, name: "cut.evemu")
        #expect(trace.devices[0].events.count == 5)
        #expect(trace.warnings.map(\.description) == [
            "cut.evemu:24: warning: dropped 2 events after the last complete frame (no SYN_REPORT follows; truncated recording?)",
        ])
    }

    @Test("an unterminated but complete last line is fine")
    func missingFinalNewline() throws {
        let text = Fixtures.touchDescription + Self.frames.trimmingCharacters(in: .newlines)
        let trace = try Fixtures.read(text)
        #expect(trace.devices[0].events.count == 8)
        #expect(trace.warnings.isEmpty)
    }

    @Test("a malformed line that is not the last one is still an error")
    func malformedMiddleLineIsAnError() {
        let text = Fixtures.touchDescription + "E: 0.01\n" + Self.frames
        #expect(Fixtures.error(text) != nil)
    }

    @Test("YAML cut mid-entry keeps complete frames and warns", arguments: [
        "    - [  0,  16100,   3,  53,     1",
        "    - [  0,  16100,   3,",
        "  - evd",
        "    - [  0,  16100,   3,  53,     120] # EV_ABS / ABS_MT_POSITION_X\n",
    ])
    func yamlCut(tail: String) throws {
        let events = """
              - evdev:
                - [  0,    100,   3,  57,       5]
                - [  0,    100,   0,   0,       0]
              - evdev:
                - [  0,   8100,   3,  53,     110]
                - [  0,   8100,   0,   0,       0]
              - evdev:

            """
        let trace = try Fixtures.read(Fixtures.yaml(events: events + tail), name: "cut.yaml")
        #expect(trace.devices[0].events.count == 4)
        #expect(trace.devices[0].events.last == Fixtures.event(0, 8100, 0, 0, 0))
        #expect(trace.warnings.count == 1 || trace.warnings.count == 2)
        #expect(trace.warnings.allSatisfy { $0.file == "cut.yaml" && $0.line == 29 })
    }

    @Test("a real recording cut anywhere reads without crashing, up to its last whole frame")
    func realRecordingCutEverywhere() throws {
        let path = Fixtures.real("evemu-devices/EP0430M09.2-fingers-touch-release.events")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let full = try TraceReader.read(bytes: bytes, fileName: "full").devices[0].events
        // Cut anywhere from the first event on (a cut inside the description is a malformed file).
        let firstEvent = try #require((0..<bytes.count - 3).first { bytes[$0] == 0x0a && bytes[$0 + 1] == 0x45 && bytes[$0 + 2] == 0x3a })
        var checked = 0
        for cut in stride(from: firstEvent + 1, through: bytes.count, by: 7) {
            let trace = try TraceReader.read(bytes: Array(bytes[0..<cut]), fileName: "cut")
            let events = trace.devices[0].events
            #expect(Array(full.prefix(events.count)) == events)
            if let last = events.last { #expect(last.type == EventType.syn && last.code == EventCode.synReport) }
            checked += 1
        }
        #expect(checked > 100)
    }
}
