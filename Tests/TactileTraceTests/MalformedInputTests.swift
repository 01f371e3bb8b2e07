import Testing
import TactileTrace

/// Malformed traces stop with `FILE:LINE: expected ..., found ...`.
@Suite("Malformed input")
struct MalformedInputTests {
    /// Line numbers below count from the end of `Fixtures.touchDescription` (18 lines).
    static let firstEventLine = 19

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var eventLines: String
        var line: Int
        var message: String
        var testDescription: String { name }
    }

    static let evemuCases: [Case] = [
        Case(name: "bad hex type", eventLines: "E: 0.000001 00zz 0000 0000\n", line: firstEventLine,
             message: "expected a hex event type (at most ffff) after the timestamp, found \"00zz\""),
        Case(name: "short microseconds", eventLines: "E: 0.000001 0000 0000 0000\nE: 1.23 0003 0000 0001\n", line: firstEventLine + 1,
             message: "expected 6 digits of microseconds after the seconds, found \"23\""),
        Case(name: "value beyond 32 bits", eventLines: "E: 0.000001 0003 0035 99999999999\n", line: firstEventLine,
             message: "expected a decimal event value (32-bit) after the event code, found \"99999999999\""),
        Case(name: "absurd seconds", eventLines: "E: 99999999999999999999.000000 0003 0035 1\n", line: firstEventLine,
             message: "expected a timestamp in seconds after E: (at most 9223372036853), found \"99999999999999999999.000000\""),
        Case(name: "missing value", eventLines: "E: 0.000001 0003 0035\n", line: firstEventLine,
             message: "expected a decimal event value (32-bit) after the event code, found end of line"),
        Case(name: "garbage line", eventLines: "E: 0.000001 0000 0000 0000\nhello world\nE: 0.000002 0000 0000 0000\n",
             line: firstEventLine + 1,
             message: "expected an evemu line (N:, I:, P:, B:, A:, L:, S:, E:) or a # comment, found \"hello world\""),
        Case(name: "description after events", eventLines: "E: 0.000001 0000 0000 0000\nA: 00 0 10 0 0 0\n", line: firstEventLine + 1,
             message: "expected an event line (E: ...) after the first event, found \"A: 00 0 10 0 0 0\""),
        Case(name: "a second device", eventLines: "N: Another\n", line: firstEventLine,
             message: "expected one device per evemu file (N: already given on line 2), found a second N: line"),
        Case(name: "junk after the value", eventLines: "E: 0.000001 0003 0035 12 34\n", line: firstEventLine,
             message: "expected end of line or a # comment after the event value, found \"34\""),
        Case(name: "short B: line", eventLines: "B: 02 03 00 00 00 00 00 00\n", line: firstEventLine,
             message: "expected 8 hex bytes after B: <type> (got 7), found end of line"),
        Case(name: "B: type beyond EV_MAX", eventLines: "B: 20 00 00 00 00 00 00 00 00\n", line: firstEventLine,
             message: "expected an event type of at most 1f (EV_MAX) after B:, found \"20\""),
        Case(name: "A: code too large", eventLines: "A: 300 0 1 0 0 0\n", line: firstEventLine,
             message: "expected a hex code (at most 2ff) after A:, found \"300\""),
    ]

    @Test("evemu: line and message", arguments: evemuCases)
    func evemu(_ c: Case) throws {
        let e = try #require(Fixtures.error(Fixtures.touchDescription + c.eventLines, name: "bad.evemu"))
        #expect(e.file == "bad.evemu")
        #expect(e.line == c.line)
        #expect(e.description == "bad.evemu:\(c.line): \(c.message)")
    }

    @Test("evemu: description problems")
    func evemuDescription() {
        #expect(Fixtures.error("N: x\nB: 03 00 00 00 00 00 00 00 00\n")?.description
                == "bad.evemu:2: expected I: <bustype> <vendor> <product> <version> after N:, found a B: line")
        #expect(Fixtures.error("I: 0003 0000 0000 0000\n")?.description
                == "bad.evemu:1: expected N: <device name> as the first description line, found an I: line")
        #expect(Fixtures.error("N: x\nI: 0003 12345 0000 0000\n")?.description
                == "bad.evemu:2: expected a hex vendor (at most ffff) in I: <bustype> <vendor> <product> <version>, found \"12345\"")
        #expect(Fixtures.error("# only comments\n\n")?.description
                == "bad.evemu:1: expected an evemu recording (N:/E: lines) or a libinput-record YAML file (version: 1), found an empty file")
        #expect(Fixtures.error("N: x\nA: 00 0 1 2\n")?.description
                == "bad.evemu:2: expected I: <bustype> <vendor> <product> <version> after N:, found a A: line")
        #expect(Fixtures.error("N: x\nI: 0 0 0 0\nA: 00 0 1 2\n")?.description
                == "bad.evemu:3: expected a decimal flat in A: <code> <min> <max> <fuzz> <flat> [<resolution>], found end of line")
    }

    @Test("evemu pair: events in the description file, YAML in a pair")
    func evemuPair() {
        let desc = Array((Fixtures.touchDescription + "E: 0.000001 0000 0000 0000\n").utf8)
        #expect(throws: TraceParseError(file: "t.desc", line: 19, expected: "a description line (N:, I:, P:, B:, A:, L:, S:) in a description file",
                                        found: "an event (E:) line")) {
            try TraceReader.readEvemuPair(description: desc, descriptionName: "t.desc", events: [], eventsName: "t.events")
        }
        #expect(throws: TraceParseError.self) {
            try TraceReader.readEvemuPair(description: Array("version: 1\n".utf8), descriptionName: "t.yaml", events: [], eventsName: "t.events")
        }
    }

    @Test("YAML events: line and message")
    func yamlEvents() throws {
        // The events start on line 22 of Fixtures.yaml.
        let bad = Fixtures.yaml(events: """
              - evdev:
                - [  0,      1,   3,  53,     100] # ok
                - [  0,      1,   3,  54]
                - [  0,      1,   0,   0,       0]

            """)
        let e = try #require(Fixtures.error(bad, name: "bad.yaml"))
        #expect(e.description == "bad.yaml:24: expected ',' between the numbers of `[sec, usec, type, code, value]`, found \"]\"")

        let usec = Fixtures.yaml(events: "  - evdev:\n    - [0, 1000000, 0, 0, 0]\n")
        #expect(Fixtures.error(usec, name: "u.yaml")?.description == "u.yaml:23: expected microseconds (0 to 999999), found \"1000000\"")

        let negative = Fixtures.yaml(events: "  - evdev:\n    - [-1, 0, 0, 0, 0]\n")
        #expect(Fixtures.error(negative, name: "n.yaml")?.description
                == "n.yaml:23: expected seconds (a non-negative integer of at most 9223372036853), found \"-1\"")

        let notAList = Fixtures.yaml(events: "    evdev: 3\n")
        #expect(Fixtures.error(notAList, name: "l.yaml")?.description == "l.yaml:22: expected `- evdev:` frame items under events:, found \"evdev: 3\"")

        let flowItem = Fixtures.yaml(events: "  - [0, 0, 0, 0, 0]\n")
        #expect(Fixtures.error(flowItem, name: "f.yaml")?.description
                == "f.yaml:22: expected a frame item such as `- evdev:` (a key and a colon), found \"[0, 0, 0, 0, 0]\"")
    }

    @Test("YAML header: line and message")
    func yamlHeader() throws {
        let version = Fixtures.yaml(events: "").replacingOccurrences(of: "version: 1", with: "version: 2")
        #expect(Fixtures.error(version, name: "v.yaml")?.description
                == "v.yaml:2: expected `version: 1` (the only libinput record format version), found version 2")

        let id = Fixtures.yaml(events: "").replacingOccurrences(of: "id: [3, 4660, 22136, 273]", with: "id: [3, 4660, 22136]")
        #expect(Fixtures.error(id, name: "i.yaml")?.description
                == "i.yaml:8: expected `id: [bustype, vendor, product, version]` (4 numbers), found 3 numbers")

        let code = Fixtures.yaml(events: "").replacingOccurrences(of: "1: [330] # EV_KEY", with: "1: [330, x] # EV_KEY")
        #expect(Fixtures.error(code, name: "c.yaml")?.description == "c.yaml:11: expected an event code (0 to 767), found \"x\"")

        let syntax = Fixtures.yaml(events: "").replacingOccurrences(of: "properties: [1]", with: "properties: [1")
        let e = try #require(Fixtures.error(syntax, name: "s.yaml"))
        #expect(e.file == "s.yaml")
        #expect(e.line == 21 || e.line == 22)
        #expect(e.expected.hasPrefix("valid YAML"))

        let noName = Fixtures.yaml(events: "").replacingOccurrences(of: "    name: \"Test Touch\"\n", with: "")
        #expect(Fixtures.error(noName, name: "n.yaml")?.description == "n.yaml:7: expected `name:` in evdev:, found no name")

        #expect(Fixtures.error("version: 1\nndevices: 0\n", name: "d.yaml")?.description
                == "d.yaml:1: expected a `devices:` list, found no devices key")
    }

    @Test("a file that cannot be read names the file")
    func unreadable() {
        #expect(throws: TraceParseError.self) { try TraceReader.read(paths: ["/nonexistent/trace.yaml"]) }
        do {
            _ = try TraceReader.read(paths: ["/nonexistent/trace.yaml"])
        } catch {
            #expect(error.description == "/nonexistent/trace.yaml: expected a readable trace file, found no such file")
        }
        #expect(throws: TraceParseError.self) { try TraceReader.read(paths: ["a", "b", "c"]) }
    }
}
