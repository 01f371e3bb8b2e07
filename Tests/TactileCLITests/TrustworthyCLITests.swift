import Foundation
import TactileTestProcess
import Testing
import TactileCore
import TactileTrace

/// Issue 26: every command does what was asked or says why not with a non-zero status
/// (README, "Exit status"), the deployed configuration replays, and the papercuts are gone.
/// Each test here failed on the command line before the issue was fixed.
@Suite("tactile CLI: nothing silent")
struct NothingSilentTests {
    let temp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-trust-\(UUID().uuidString)")
    static let scrollDown = CLIRunner.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")
    static let mouse = CLIRunner.trace("real/yaml/Saitek_Cyborg_R.A.T.5_Mouse.yaml")
    static let layout = CLIRunner.repositoryRoot.appendingPathComponent("Traces/pointer/example-layout.json").path

    init() throws { try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true) }

    @Test func aDescriptionWithoutEventsIsNothingToReplay() throws {
        let desc = CLIRunner.trace("real/evemu-devices/EP0430M09.desc")
        let r = try CLIRunner.run(["replay", desc])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("no events"))
        #expect(r.stderr.contains("give its events file after it"))
    }

    @Test func replayOfAMouseTraceSaysWhichCommandTakesIt() throws {
        let r = try CLIRunner.run(["replay", Self.mouse])
        #expect(r.status == 2)
        #expect(r.stderr.contains("is a mouse"))
        #expect(r.stderr.contains("tactile pointer"))
        // Its frames are another matter: every device Tactile reads has them.
        let frames = try CLIRunner.run(["replay", "--frames", Self.mouse])
        #expect(frames.status == 0)
        #expect(!frames.lines.isEmpty)
    }

    @Test func pointerOnATouchTraceIsNothingToDo() throws {
        let r = try CLIRunner.run(["pointer", "--layout", Self.layout, Self.scrollDown])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("is a touchscreen"))
    }

    @Test func aPenTabletRecordingIsReadAsAPenAndNeverClicksThePointer() throws {
        let pen = DeviceDescription(
            name: "Wacom Intuos Pen", id: InputID(bustype: 3, vendor: 0x056a, product: 0x0302, version: 0x0100),
            codes: [EventType.key: [EventCode.btnToolPen, EventCode.btnTouch, EventCode.btnStylus]],
            absInfo: [EventCode.absX: AbsInfo(minimum: 0, maximum: 15200, resolution: 100),
                      EventCode.absY: AbsInfo(minimum: 0, maximum: 9500, resolution: 100),
                      EventCode.absPressure: AbsInfo(minimum: 0, maximum: 1023)])
        var events: [InputEvent] = []
        for i in 0..<20 {
            let t = Timestamp(microseconds: 1_000_000 + Int64(i) * 5000)
            events += [InputEvent(time: t, type: EventType.abs, code: EventCode.absX, value: Int32(1000 + i * 50)),
                       InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0)]
        }
        let path = temp.appendingPathComponent("pen.yaml")
        try Data(try LibinputRecordWriter().write(Trace(devices: [TraceDevice(description: pen, events: events)]))).write(to: path)
        // Pens are read (Docs/PENS.md): replay summarises the strokes, --frames prints pen frames.
        let replay = try CLIRunner.run(["replay", path.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("no gesture recognized"), "\(replay.stdout)")
        let frames = try CLIRunner.run(["replay", "--frames", path.path])
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(frames.stdout.contains(#""kind":"pen""#), "\(frames.stdout)")
        // A hovering pen drives the pointer (Docs/PENS.md), so `tactile pointer` reads a pen trace;
        // the pen never clicks.
        let pointer = try CLIRunner.run(["pointer", "--layout", Self.layout, path.path])
        #expect(pointer.status == 0, "\(pointer.stderr)")
        #expect(!pointer.stdout.contains(#""event":"click""#), "\(pointer.stdout)")
    }

    @Test func testOnAFolderWithoutExpectationsFails() throws {
        let r = try CLIRunner.run(["test", CLIRunner.repositoryRoot.appendingPathComponent("Traces/real").path])
        #expect(r.status == 2)
        #expect(r.stdout.contains("0 passed, 0 failed"))
        #expect(r.stderr.contains("no trace with expectations"))
        let empty = try CLIRunner.run(["test", temp.path])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("no .yaml/.yml file"))
    }

    @Test func devicesOnANodeThatIsNotThereFails() throws {
        let r = try CLIRunner.run(["devices", "/dev/input/event99"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("ENOENT"))
        #expect(r.stderr.contains("cannot probe /dev/input/event99"))
    }

    @Test func outputThatCannotBeWrittenIsAnError() throws {
        for args in [["replay", "--json", Self.scrollDown], ["replay", Self.scrollDown], ["replay", "--frames", Self.scrollDown],
                     ["test", CLIRunner.repositoryRoot.appendingPathComponent("Traces/generated/tap-single.yaml").path],
                     ["predict", CLIRunner.repositoryRoot.appendingPathComponent("Traces/pointer/synthetic-movements.csv").path]] {
            let r = try CLIRunner.run(args, standardOutput: "/dev/full")
            #expect(r.status == 1, "\(args)")
            #expect(r.stderr.lowercased().contains("no space"), "\(args): \(r.stderr)")
        }
    }

    @Test func aReaderThatLeavesEndsTheReplayQuietly() throws {
        let exe = CLIRunner.executable.path
        let err = temp.appendingPathComponent("err")
        // --screen-mm: the panel reports no resolution, and replay would say its size is assumed.
        let r = try ChildProcess.run(["/bin/bash", "-c", "set -o pipefail; '\(exe)' replay --frames --screen-mm 344x194 '\(Self.scrollDown)' 2>'\(err.path)' | head -1 >/dev/null"])
        #expect(r.status == 0)
        #expect(try String(contentsOf: err, encoding: .utf8).isEmpty)
    }

    @Test func devNullIsAnEmptyTraceNotAPermissionProblem() throws {
        let r = try CLIRunner.run(["replay", "/dev/null"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("found an empty file"))
        #expect(!r.stderr.contains("permission"))
    }

    @Test func predictWithoutMovementsIsNothingToDo() throws {
        let csv = temp.appendingPathComponent("still.csv")
        try Data("t_ms,x,y,buttons\n0,10,10,0\n8,11,10,0\n16,12,10,0\n".utf8).write(to: csv)
        let r = try CLIRunner.run(["predict", csv.path])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("no movement"))
    }
}

@Suite("tactile CLI: the deployed configuration replays")
struct DeployedConfigurationTests {
    let temp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-kiosk-\(UUID().uuidString)")
    static let scrollDown = NothingSilentTests.scrollDown
    static let taps = CLIRunner.trace("real/yaml/wetab.yaml")

    init() throws { try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true) }

    /// A kiosk file as `tactile run` takes it, with a marker file its actions would create.
    func kiosk(marker: URL) throws -> String {
        let path = temp.appendingPathComponent("kiosk.yaml")
        try Data("""
            screen: {width: 1920, height: 1080, scale: 1}
            devices: all
            socket: {path: kiosk.sock, mode: "0660", overflow: dropOldest}
            output: {stdout: true, pointer: events, frames: false}
            actions:
              - {name: scroll, gesture: pan, fingers: 2, command: [touch, \(marker.path)]}
              - {name: lifted, gesture: pan, phase: ended, command: "touch \(marker.path)", shell: true}
              - {name: tapped, gesture: tap, command: [touch, \(marker.path)]}

            """.utf8).write(to: path)
        return path.path
    }

    @Test func replayTakesTheDaemonsWholeFile() throws {
        let config = try kiosk(marker: temp.appendingPathComponent("marker"))
        let r = try CLIRunner.run(["replay", "--json", "--config", config, Self.scrollDown])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines.compactMap(jsonObject).first?["gesture"] as? String == "pan")
        let check = try CLIRunner.run(["run", "--check", "--config", config])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func actionsAreADryRunWithTheDaemonsMatching() throws {
        let marker = temp.appendingPathComponent("marker")
        let config = try kiosk(marker: marker)
        let r = try CLIRunner.run(["replay", "--json", "--actions", "--config", config, Self.scrollDown])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.lines.compactMap(jsonObject)
        #expect(lines.map { $0["action"] as? String } == ["scroll", "lifted"])
        #expect(lines.allSatisfy { $0["event"] as? String == "action" && $0["device"] as? String == "EP0430M09" })
        #expect(lines.first?["command"] as? [String] == ["touch", marker.path])
        #expect(lines.last?["command"] as? [String] == ["/bin/sh", "-c", "touch \(marker.path)"])
        #expect(!FileManager.default.fileExists(atPath: marker.path), "a dry run must not run anything")
        let readable = try CLIRunner.run(["replay", "--actions", "--config", config, Self.scrollDown])
        #expect(readable.lines.contains { $0.contains("action scroll would run: touch \(marker.path)") })
        #expect(readable.lines.last == "# 1 gesture: 1 x 2-finger pan; 2 actions would run")
        let none = try CLIRunner.run(["replay", "--actions", Self.scrollDown])
        #expect(none.status == 64)
        #expect(none.stderr.contains("--actions needs --config"))
    }

    @Test func testChecksActionsAgainstRecordings() throws {
        let marker = temp.appendingPathComponent("marker")
        let config = try kiosk(marker: marker)
        var trace = try TraceReader.read(path: Self.scrollDown)
        trace.metadata.expected = [ExpectedGesture(["gesture": .string("pan"), "phase": .string("began"), "fingers": .integer(2)]),
                                   ExpectedGesture(["action": .string("scroll")]),
                                   ExpectedGesture(["action": .string("tapped"), "absent": .bool(true)])]
        let good = temp.appendingPathComponent("good.yaml")
        try Data(try LibinputRecordWriter().write(trace)).write(to: good)
        let pass = try CLIRunner.run(["test", "--config", config, "--actions", good.path])
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        #expect(pass.stdout.contains("PASS"))
        #expect(pass.stdout.contains("scroll: touch \(marker.path)"))
        trace.metadata.expected = [ExpectedGesture(["action": .string("tapped")])]
        let bad = temp.appendingPathComponent("bad.yaml")
        try Data(try LibinputRecordWriter().write(trace)).write(to: bad)
        let fail = try CLIRunner.run(["test", "--config", config, bad.path])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("FAIL"))
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        // A misspelt action is a failure, even in an `absent: true` entry that would always hold.
        trace.metadata.expected = [ExpectedGesture(["action": .string("scrol"), "absent": .bool(true)])]
        let typo = temp.appendingPathComponent("typo.yaml")
        try Data(try LibinputRecordWriter().write(trace)).write(to: typo)
        let misspelt = try CLIRunner.run(["test", "--config", config, typo.path])
        #expect(misspelt.status == 1)
        #expect(misspelt.stdout.contains("no action 'scrol' in \(config) (it has: scroll, lifted, tapped)"), "\(misspelt.stdout)")
    }

    @Test func replayJSONNamesTheDeviceAndWithSeveralTracesTheTrace() throws {
        let one = try CLIRunner.run(["replay", "--json", Self.scrollDown])
        #expect(one.lines.compactMap(jsonObject).allSatisfy { $0["device"] as? String == "EP0430M09" && $0["trace"] == nil })
        let two = try CLIRunner.run(["replay", "--json", Self.scrollDown, Self.taps])
        #expect(two.status == 0)
        let objects = two.lines.compactMap(jsonObject)
        #expect(objects.count == two.lines.count)
        #expect(objects.first?["trace"] as? String == Self.scrollDown)
        #expect(objects.last?["trace"] as? String == Self.taps)
        #expect(objects.last?["device"] as? String == "eGalax-Inc.-USB-TouchController Virtual Device")
        let frames = try CLIRunner.run(["replay", "--frames", Self.scrollDown, Self.taps]).lines.compactMap(jsonObject)
        #expect(Set(frames.compactMap { $0["trace"] as? String }) == [Self.scrollDown, Self.taps])
    }
}

@Suite("tactile CLI: papercuts")
struct PapercutTests {
    let temp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-cuts-\(UUID().uuidString)")
    static let scrollDown = NothingSilentTests.scrollDown
    static let layout = NothingSilentTests.layout

    init() throws { try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true) }

    @Test func versionIsThePackageVersion() throws {
        let r = try CLIRunner.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(r.stdout)")
    }

    @Test func negativeValuesFollowTheirOption() throws {
        let slow = try CLIRunner.run(["pointer", "--speed", "-1", "--layout", Self.layout, NothingSilentTests.mouse])
        let joined = try CLIRunner.run(["pointer", "--speed=-1", "--layout", Self.layout, NothingSilentTests.mouse])
        #expect(slow.status == 0, "\(slow.stderr)")
        #expect(!slow.lines.isEmpty)
        #expect(slow.stdout == joined.stdout)
        let tooSlow = try CLIRunner.run(["pointer", "--speed", "-2", "--layout", Self.layout, NothingSilentTests.mouse])
        #expect(tooSlow.status == 64)
        #expect(tooSlow.stderr.contains("expected a value in -1...1, got -2"))
    }

    @Test func aRelativeSocketPathFollowsOneRuleOnTheCommandLineAndInTheFile() throws {
        let dir = temp.appendingPathComponent("etc")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let config = dir.appendingPathComponent("kiosk.yaml")
        try Data("socket: {path: kiosk.sock}\n".utf8).write(to: config)
        let file = try CLIRunner.run(["run", "--check", "--config", config.path])
        #expect(file.status == 0, "\(file.stderr)")
        #expect(file.stdout.contains("socket: \(dir.appendingPathComponent("kiosk.sock").path) mode 0660"))
        let cwd = FileManager.default.currentDirectoryPath
        let line = try CLIRunner.run(["run", "--check", "--socket", "relative.sock"])
        #expect(line.status == 0)
        #expect(line.stdout.contains("socket: \(URL(fileURLWithPath: cwd).appendingPathComponent("relative.sock").path) mode"))
        let long = try CLIRunner.run(["run", "--check", "--socket", "/" + String(repeating: "s", count: 120)])
        #expect(long.status == 64)
        #expect(long.stderr.contains("at most 107 bytes"))
    }

    @Test func readableReplaySummarisesContinuousGestures() throws {
        let r = try CLIRunner.run(["replay", Self.scrollDown])
        #expect(r.status == 0)
        #expect(!r.lines.contains { $0.contains(" changed ") })
        #expect(r.lines.count == 4, "\(r.stdout)")
        // The panel reports no resolution: 290 x 174 mm assumed (a 13.3-inch panel).
        #expect(r.lines[1].hasPrefix("0.110s  pan began  2 fingers"))
        #expect(r.lines[2].contains("pan ended") && r.lines[2].contains("lasted 0.645 s, 82 changes"))
        #expect(r.lines[3] == "# 1 gesture: 1 x 2-finger pan")
        let json = try CLIRunner.run(["replay", "--json", Self.scrollDown]).lines
        let verbose = try CLIRunner.run(["replay", "--verbose", Self.scrollDown])
        #expect(verbose.lines.filter { $0.contains(" pan changed ") }.count == json.filter { $0.contains(#""phase":"changed""#) }.count)
    }

    @Test func readableTimesSayWhatTheyCountFrom() throws {
        let path = CLIRunner.trace("real/yaml/wetab.yaml")  // epoch timestamps
        let firstFrame = try #require(CLIRunner.run(["replay", "--frames", path]).lines.first.flatMap(jsonObject)?["t"] as? Double)
        let header = try #require(CLIRunner.run(["replay", path]).lines.first)
        #expect(header.hasPrefix("# \(path): eGalax-Inc.-USB-TouchController Virtual Device (touchscreen, 294 x 166 mm, assumed: no size known); times are seconds since the first frame"))
        #expect(header.hasSuffix(String(format: "t=%.6f in --json output", firstFrame)))
    }

    @Test func aReplayThatRecognizesNothingSaysSo() throws {
        let r = try CLIRunner.run(["replay", "--recognizers", "doubleTap", Self.scrollDown])
        #expect(r.status == 0)
        #expect(r.lines.count == 2, "\(r.stdout)")
        #expect(r.lines.first?.hasSuffix("times are seconds since the first frame, t=0.000001 in --json output") == true)
        #expect(r.lines.last == "# no gesture recognized")
    }

    @Test func layoutAndConfigurationSyntaxErrorsNameLineAndColumn() throws {
        let layout = temp.appendingPathComponent("layout.json")
        try Data("{\"screen\": {\"width\": 1280, \"height\": 800},\n \"elements\": [\n  {\"id\": \"ok\", \"x\": 1, \"y\": 2 \"width\": 3, \"height\": 4}\n ]\n}\n".utf8).write(to: layout)
        let r = try CLIRunner.run(["pointer", "--layout", layout.path, NothingSilentTests.mouse])
        #expect(r.status == 1)
        #expect(r.stderr.contains("layout.json: line 3, column 31: not valid JSON: expected ',' or '}'"), "\(r.stderr)")
        let config = temp.appendingPathComponent("tactile.json")
        try Data("{\"screen\": {\"width\": 1280,\n  \"height\": 800},\n  \"pointer\": {\"speed\": 0.5 \"dpi\": 800}\n}\n".utf8).write(to: config)
        let c = try CLIRunner.run(["replay", "--config", config.path, Self.scrollDown])
        #expect(c.status == 1)
        #expect(c.stderr.contains("tactile.json: line 3, column 28: not valid JSON: expected ',' or '}'"), "\(c.stderr)")
        let viaConfig = temp.appendingPathComponent("with-layout.yaml")
        try Data("layout: layout.json\n".utf8).write(to: viaConfig)
        let v = try CLIRunner.run(["replay", "--config", viaConfig.path, Self.scrollDown])
        #expect(v.stderr.contains("layout: \(layout.path): line 3, column 31"), "\(v.stderr)")
    }

    @Test func demoTakesWhatReplayTakes() throws {
        let desc = CLIRunner.trace("real/evemu-devices/EP0430M09.desc")
        let events = CLIRunner.trace("real/evemu-devices/EP0430M09.2-finger-scroll-down.events")
        for args in [["demo", "--trace", desc, events], ["demo", "--trace", events, desc]] {
            let r = try CLIRunner.run(args)
            #expect(r.status == 0, "\(args): \(r.stderr)")
            #expect(r.lines.last == "Recognized: 1 x 2-finger pan")
        }
        let alone = try CLIRunner.run(["demo", "--trace", desc])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("no events"))
    }
}

@Suite("tactile replay: assumed panel size")
struct AssumedSizeNoteTests {
    static let scrollDown = CLIRunner.repositoryRoot.appendingPathComponent("Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml").path

    @Test func aPanelWithoutResolutionSaysItsSizeIsAssumedAndHowToGiveIt() throws {
        let r = try CLIRunner.run(["replay", Self.scrollDown])
        #expect(r.status == 0)
        #expect(r.stderr.contains("EP0430M09: no size known: assumed 290 x 174 mm (a 13.3-inch panel)"), "\(r.stderr)")
        #expect(r.stdout.contains("EP0430M09 (touchscreen, 290 x 174 mm, assumed: no size known)"), "\(r.stdout)")
        #expect(r.stderr.contains("--screen-mm"))
        let given = try CLIRunner.run(["replay", "--screen-mm", "344x194", Self.scrollDown])
        #expect(!given.stderr.contains("assumed"), "\(given.stderr)")
    }
}

@Suite("tactile replay --actions: edge protection")
struct EdgeProtectionCLITests {
    @Test func theFirstEdgeSwipeGoesToTheAppAndASecondWithinTwoSecondsRunsTheAction() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-protect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("kiosk.yaml")
        try "actions:\n  - {name: launcher, gesture: edgeSwipe, edge: bottom, protected: true, command: [launcher]}\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let trace = CLIRunner.repositoryRoot.appendingPathComponent("Traces/generated/edge-swipe-bottom-three-times.yaml").path
        let r = try CLIRunner.run(["replay", "--actions", "--json", "--config", config.path, trace])
        #expect(r.status == 0, "\(r.stderr)")
        // Swipes at 0.1, 1.2 and 4.0 s: held back, run (1.1 s later), held back (2.8 s later).
        #expect(r.lines.map { $0.contains("\"protected\":true") } == [true, false, true], "\(r.lines)")
        #expect(r.lines.allSatisfy { $0.contains("\"action\":\"launcher\"") })
    }
}
