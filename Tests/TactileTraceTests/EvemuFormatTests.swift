import TactileCore
import Testing
import TactileTrace

@Suite("evemu format")
struct EvemuFormatTests {
    @Test("comments, blank lines, CRLF and trailing comments are skipped")
    func commentsAndLineEndings() throws {
        let text = "# EVEMU 1.3\r\n# Kernel: 6.1.0-test\r\n\r\nN: Crlf Device\r\nI: 0003 0001 0002 0003\r\n"
            + "B: 03 03 00 00 00 00 00 00 00  # ABS_X, ABS_Y\r\n"
            + "A: 00 0 100 0 0 0\r\nA: 01 0 100 0 0 0\r\n"
            + "################################\r\n"
            + "E: 0.000001 0003 0000 0010\t# EV_ABS / ABS_X 10\r\n"
            + "   # an indented comment\r\n"
            + "E: 0.000001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms\r\n"
        let trace = try Fixtures.read(text)
        let d = trace.devices[0]
        #expect(d.description.name == "Crlf Device")
        #expect(d.kernelVersion == "6.1.0-test")
        #expect(d.description.absInfo[0] == AbsInfo(minimum: 0, maximum: 100))
        #expect(d.events == [Fixtures.event(0, 1, 3, 0, 10), Fixtures.event(0, 1, 0, 0, 0)])
        #expect(trace.warnings.isEmpty)
    }

    @Test("unknown event types and codes are kept, in events and in the description")
    func unknownCodesKept() throws {
        let text = Fixtures.touchDescription + """
            B: 1f 00 00 00 00 00 00 00 80
            E: 0.000100 0003 003e 0007
            E: 0.000100 001f 003f 0001
            E: 0.000100 0019 ffff -2147483648
            E: 0.000100 0000 0000 0000

            """
        let trace = try Fixtures.read(text)
        let d = trace.devices[0]
        #expect(d.events == [
            Fixtures.event(0, 100, 3, 0x3e, 7), Fixtures.event(0, 100, 0x1f, 0x3f, 1),
            Fixtures.event(0, 100, 0x19, 0xffff, Int32.min), Fixtures.event(0, 100, 0, 0, 0),
        ])
        #expect(d.description.codes[0x1f] == [63])
        // ... and they survive both writers.
        let evemu = try TraceReader.read(bytes: try EvemuWriter().write(d), fileName: "x")
        #expect(evemu.devices == [d])
        let yaml = try TraceReader.read(bytes: try LibinputRecordWriter().write(trace), fileName: "x.yaml")
        #expect(yaml.devices == [d])
    }

    @Test("absolute epoch timestamps are kept as recorded, even when they go backwards")
    func absoluteTimestamps() throws {
        let text = Fixtures.touchDescription + """
            E: 1700000000.999999 0003 0035 0001
            E: 1700000000.999999 0000 0000 0000
            E: 1699999999.000000 0003 0035 0002
            E: 1699999999.000000 0000 0000 0000

            """
        let events = try Fixtures.read(text).devices[0].events
        #expect(events.map(\.time.microseconds) == [1_700_000_000_999_999, 1_700_000_000_999_999, 1_699_999_999_000_000, 1_699_999_999_000_000])
    }

    @Test("old A: lines without resolution, several P: lines, L: and S: states")
    func olderAndRarerLines() throws {
        let text = """
            N: Old Device
            I: 0003 0408 3001 0110
            P: 00 00 00 00 00 00 00 00
            P: 01 00 00 00 00 00 00 00
            B: 03 03 00 00 00 00 00 00 00
            B: 05 01 00 00 00 00 00 00 00
            B: 11 03 00 00 00 00 00 00 00
            A: 00 -5 1920 4 8
            A: 01 0 1080 0 0
            L: 00 1
            L: 01 0
            S: 00 1
            E: 1.000000 0000 0000 0

            """
        let d = try Fixtures.read(text).devices[0]
        #expect(d.description.properties == [64])
        #expect(d.description.absInfo[0] == AbsInfo(minimum: -5, maximum: 1920, fuzz: 4, flat: 8, resolution: 0))
        #expect(d.ledStates == [0: 1, 1: 0])
        #expect(d.switchStates == [0: 1])
        #expect(d.description.codes[EventType.sw] == [0])
        let again = try TraceReader.read(bytes: try EvemuWriter().write(d), fileName: "x")
        #expect(again.devices == [d])
        let viaYAML = try TraceReader.read(bytes: try LibinputRecordWriter().write(Trace(devices: [d])), fileName: "x.yaml")
        #expect(viaYAML.devices == [d])
    }

    @Test("the events file of a pair may carry its own header; a different one is a warning")
    func pairWithOwnHeader() throws {
        let desc = Array(Fixtures.touchDescription.utf8)
        let same = Array((Fixtures.touchDescription + "E: 0.000001 0000 0000 0000\n").utf8)
        let ok = try TraceReader.readEvemuPair(description: desc, descriptionName: "t.desc", events: same, eventsName: "t.events")
        #expect(ok.warnings.isEmpty)
        #expect(ok.devices[0].events.count == 1)

        let other = Array("N: Someone Else\nI: 0003 0000 0000 0000\nE: 0.000001 0000 0000 0000\n".utf8)
        let warned = try TraceReader.readEvemuPair(description: desc, descriptionName: "t.desc", events: other, eventsName: "t.events")
        #expect(warned.devices[0].description.name == "Test Touch")
        #expect(warned.warnings.map(\.description) == ["t.events:1: warning: this file's own device description differs from t.desc; using t.desc"])
    }

    @Test("an events-only file without a description is rejected with a hint")
    func eventsOnlyAlone() {
        let e = Fixtures.error("E: 1.000000 0002 0000 -1\nE: 1.000000 0000 0000 0\n", name: "mouse.events")
        #expect(e?.description == "mouse.events:1: expected a device description (N: line) before the first event (pass the .desc/.prop file too), found an event (E:) line")
    }

    @Test("writer output matches evemu-record's layout")
    func writerLayout() throws {
        let device = TraceDevice(
            description: DeviceDescription(name: "W", id: InputID(bustype: 0x18, vendor: 0, product: 0, version: 0),
                                           properties: [1], codes: [0: [0, 1, 3], 1: [330]],
                                           absInfo: [0x2f: AbsInfo(minimum: 0, maximum: 9)]),
            events: [Fixtures.event(12, 34, 3, 0x39, -1), Fixtures.event(12, 34, 0, 0, 0)])
        let text = String(decoding: try EvemuWriter(includeComments: false).write(device), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "# EVEMU 1.3")
        #expect(lines.contains("N: W"))
        #expect(lines.contains("I: 0018 0000 0000 0000"))
        #expect(lines.contains("P: 02 00 00 00 00 00 00 00"))
        #expect(lines.contains("B: 00 0b 00 00 00 00 00 00 00"))
        #expect(lines.filter { $0.hasPrefix("B: 01 ") }.count == 12)
        #expect(lines.filter { $0.hasPrefix("B: 15 ") }.count == 2)
        #expect(lines.contains("B: 01 00 04 00 00 00 00 00 00"))
        #expect(lines.contains("B: 03 00 00 00 00 00 80 00 00"))
        #expect(lines.contains("A: 2f 0 9 0 0 0"))
        #expect(lines.suffix(2) == ["E: 12.000034 0003 0039 -001", "E: 12.000034 0000 0000 0000"])
    }

    @Test("writers refuse what the format cannot hold")
    func writerRefusals() {
        let newline = TraceDevice(description: DeviceDescription(name: "two\nlines"))
        #expect(throws: TraceWriteError.self) { try EvemuWriter().write(newline) }
        let negative = TraceDevice(description: DeviceDescription(name: "n"), events: [InputEvent(time: Timestamp(microseconds: -1), type: 0, code: 0, value: 0)])
        #expect(throws: TraceWriteError.self) { try EvemuWriter().write(negative) }
        #expect(throws: TraceWriteError.self) { try LibinputRecordWriter().write(Trace(devices: [negative])) }
        #expect(throws: TraceWriteError.self) { try LibinputRecordWriter().write(Trace(devices: [])) }
    }

    @Test("format detection looks past comments")
    func detection() {
        #expect(TraceFormat.detect(bytes: Array("# EVEMU 1.3\n# Kernel: x\nN: foo\n".utf8)) == .evemu)
        #expect(TraceFormat.detect(bytes: Array("E: 0.000001 0000 0000 0000\n".utf8)) == .evemu)
        #expect(TraceFormat.detect(bytes: Array("# libinput record\nversion: 1\n".utf8)) == .libinputYAML)
        #expect(TraceFormat.detect(bytes: Array("---\nversion: 1\n".utf8)) == .libinputYAML)
        #expect(TraceFormat.detect(bytes: Array("hello world\n".utf8)) == nil)
        #expect(TraceFormat.detect(bytes: []) == nil)
    }
}
