import Foundation
import Testing
import TactileCore
import TactileTrace

/// `tactile convert`, `record`, `replay`, `test`, `umockdev` as a user runs them.
@Suite("Trace commands end to end")
struct TraceCommandsTests {
    let temp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-cli-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true) }

    @Test func convertEvemuToYAMLAndBackIsLossless() throws {
        let desc = CLIRunner.trace("real/evemu-devices/EP0430M09.desc")
        let events = CLIRunner.trace("real/evemu-devices/EP0430M09.2-finger-scroll-down.events")
        let yaml = temp.appendingPathComponent("a.yaml").path, evemu = temp.appendingPathComponent("a.evemu").path
        #expect(try CLIRunner.run(["convert", desc, events, "-o", yaml]).status == 0)
        #expect(try CLIRunner.run(["convert", yaml, "-o", evemu]).status == 0)
        let original = try TraceReader.read(paths: [desc, events])
        let back = try TraceReader.read(path: evemu)
        #expect(back.devices[0].events == original.devices[0].events)
        #expect(back.devices[0].description.absInfo == original.devices[0].description.absInfo)
        #expect(back.devices[0].description.name == original.devices[0].description.name)
    }

    @Test func convertRefusesSeveralDevicesIntoEvemu() throws {
        let a = CLIRunner.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")
        let b = CLIRunner.trace("real/yaml/Saitek_Cyborg_R.A.T.5_Mouse.yaml")
        let r = try CLIRunner.run(["convert", a, b, "-o", temp.appendingPathComponent("x.evemu").path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("evemu holds one device"))
        let yaml = temp.appendingPathComponent("both.yaml").path
        #expect(try CLIRunner.run(["convert", a, b, "-o", yaml]).status == 0)
        #expect(try TraceReader.read(path: yaml).devices.count == 2)
    }

    @Test func malformedTraceStopsWithFileLineAndExpectation() throws {
        let bad = temp.appendingPathComponent("bad.evemu")
        try Data("N: x\nI: 0003 0001 0001 0001\nE: 0.000001 0003 zz 5\n".utf8).write(to: bad)
        let r = try CLIRunner.run(["replay", bad.path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("bad.evemu:3:"))
        #expect(r.stderr.contains("expected"))
    }

    /// The real pen recordings replay as pens (they were skipped with exit 2): the readable
    /// summary counts strokes, eraser strokes, proximity and hover periods as the raw events do,
    /// after the pen gestures the strokes make (hovering makes none).
    @Test(arguments: [
        (["real/evemu-devices/Wacom_Cintiq_12WX.events"], "# 2 gestures: 2 x pen pan; pen: 2 strokes (1 with the eraser), 2 proximity periods, 2 hovering, max pressure 0.745, tilt"),
        (["real/evemu-devices/UC-LOGIC_Tablet_WP5540U_Pen.events"], "# 1 gesture: 1 x pen longPress; pen: 1 stroke, 1 proximity period, 1 hovering, max pressure 0.435"),
        (["real/evemu-devices/Wacom_Intuos4_6x9.desc", "real/evemu-devices/Wacom_Intuos4_6x9.stylus-move.events"],
         "# no gesture recognized; pen: 0 strokes, 1 proximity period, 1 hovering, max pressure 0.000, tilt"),
    ])
    func penRecordingsReplayAsStrokes(files: [String], summary: String) throws {
        let r = try CLIRunner.run(["replay"] + files.map(CLIRunner.trace))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines.last == summary)
        let frames = try CLIRunner.run(["replay", "--frames"] + files.map(CLIRunner.trace))
        let pen = frames.lines.compactMap(jsonObject).filter { $0["kind"] as? String == "pen" }
        #expect(!pen.isEmpty && pen.allSatisfy { (($0["pressure"] as? Double) ?? 0) >= 0 && (($0["pressure"] as? Double) ?? 0) <= 1 })
    }

    /// `{pen: true, ...}` expectations are checked, and a misspelt count is an error with its line.
    @Test func penExpectationsAreCheckedStrictly() throws {
        let source = try String(contentsOfFile: CLIRunner.trace("generated/pen-eraser-strokes-60hz.yaml"), encoding: .utf8)
        let wrong = temp.appendingPathComponent("wrong.yaml").path
        try Data(source.replacingOccurrences(of: "strokes: 3, eraserStrokes", with: "strokes: 4, eraserStrokes").utf8)
            .write(to: URL(fileURLWithPath: wrong))
        let r = try CLIRunner.run(["test", wrong])
        #expect(r.status == 1)
        #expect(r.stdout.contains("pen strokes: expected 4, got 3"))
        let typo = temp.appendingPathComponent("typo.yaml").path
        try Data(source.replacingOccurrences(of: "eraserStrokes:", with: "eraserStrokez:").utf8).write(to: URL(fileURLWithPath: typo))
        let t = try CLIRunner.run(["test", typo])
        #expect(t.status == 1)
        #expect(t.stdout.contains("eraserStrokez"))
    }

    @Test func replayIsIdenticalRunToRun() throws {
        let trace = CLIRunner.trace("real/yaml/wetab.yaml")
        let a = try CLIRunner.run(["replay", "--json", trace]), b = try CLIRunner.run(["replay", "--json", trace])
        #expect(a.status == 0)
        #expect(!a.lines.isEmpty)
        #expect(a.stdout == b.stdout)
        #expect(a.lines.allSatisfy { jsonObject($0)?["gesture"] != nil })
    }

    @Test func readableReplayCountsSecondsFromTheFirstFrame() throws {
        // The engine behind `tactile replay` does not deliver frames; the readable times
        // must still count from the first frame (its first SYN_REPORT), as they always did.
        let path = CLIRunner.trace("real/yaml/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml")
        let trace = try TraceReader.read(path: path)
        var assembler = FrameAssembler(device: trace.devices[0].description)
        let firstFrame = trace.devices[0].events.lazy.compactMap { assembler.process($0) }.first!.time
        let json = try CLIRunner.run(["replay", "--json", "--recognizers", "tap", path])
        let firstTap = try #require(json.lines.first.flatMap(jsonObject)?["t"] as? Double)
        let readable = try CLIRunner.run(["replay", "--recognizers", "tap", path])
        #expect(readable.status == 0)
        // A header that says what the times count from, the nine taps, a summary (issue 26).
        #expect(readable.lines.count == 11)
        #expect(readable.lines.first?.hasSuffix(String(format: "times are seconds since the first frame, t=%.6f in --json output", firstFrame.seconds)) == true)
        #expect(readable.lines[1].hasPrefix(String(format: "%.3fs  tap recognized", firstTap - firstFrame.seconds)))
        #expect(readable.lines.last == "# 9 gestures: 9 x 1-finger tap")
    }

    @Test func recognizersFlagSelectsTheSet() throws {
        let r = try CLIRunner.run(["replay", "--json", "--recognizers", "tap", CLIRunner.trace("real/yaml/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml")])
        #expect(r.lines.count == 9)
        #expect(r.lines.compactMap(jsonObject).allSatisfy { $0["gesture"] as? String == "tap" && $0["taps"] as? Int == 1 })
        let bad = try CLIRunner.run(["replay", "--recognizers", "tap,wave", CLIRunner.trace("real/yaml/wetab.yaml")])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("wave"))
    }

    @Test func testCommandPassesAndFailsWithAReadableDiff() throws {
        let original = try TraceReader.read(path: CLIRunner.trace("real/yaml/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml"))
        var good = original
        good.metadata.expected = [ExpectedGesture(["gesture": .string("tap"), "fingers": .integer(1)]),
                                  ExpectedGesture(["gesture": .string("pinch"), "absent": .bool(true)])]
        var bad = original
        bad.metadata.expected = [ExpectedGesture(["gesture": .string("tap"), "fingers": .integer(3)])]
        let goodPath = temp.appendingPathComponent("good.yaml"), badPath = temp.appendingPathComponent("bad.yaml")
        try Data(try LibinputRecordWriter().write(good)).write(to: goodPath)
        try Data(try LibinputRecordWriter().write(bad)).write(to: badPath)
        let pass = try CLIRunner.run(["test", goodPath.path])
        #expect(pass.status == 0)
        #expect(pass.stdout.contains("PASS"))
        #expect(pass.stdout.contains("1 passed, 0 failed"))
        let fail = try CLIRunner.run(["test", temp.path])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("FAIL"))
        #expect(fail.stdout.contains("fingers: 3"))
        #expect(fail.stdout.contains("the closest tap event at +"))
        #expect(fail.stdout.contains("fingers: expected 3, got 1"))
        #expect(fail.stdout.contains("1 passed, 1 failed"))
    }

    @Test func theGeneratedCorpusPassesItsOwnExpectations() throws {
        let r = try CLIRunner.run(["test", CLIRunner.repositoryRoot.appendingPathComponent("Traces/generated").path])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("143 passed, 0 failed"))
    }

    @Test func umockdevCommandWritesThePlayableFiles() throws {
        let prefix = temp.appendingPathComponent("dev").path
        let r = try CLIRunner.run(["umockdev", CLIRunner.trace("real/yaml/EP0430M09.2-fingers-touch-release.yaml"), "-o", prefix])
        #expect(r.status == 0)
        for ext in ["umockdev", "ioctl", "evemu"] { #expect(FileManager.default.fileExists(atPath: "\(prefix).\(ext)")) }
        #expect(r.stdout.hasPrefix("umockdev-run -d \(prefix).umockdev"))
    }

    @Test func recordUnderUmockdevReplaysToTheSameFrames() throws {
        try #require(UmockdevHarness.isAvailable, "umockdev-run is missing: Tools/run-tests.sh installs it")
        let source = CLIRunner.trace("real/yaml/EP0430M09.2-fingers-touch-release.yaml")
        let prefix = temp.appendingPathComponent("rec").path
        _ = try CLIRunner.run(["umockdev", source, "-o", prefix])
        let out = temp.appendingPathComponent("recorded.yaml").path
        let wrapper = ["--default-signal", "timeout", "--foreground", "-k", "5", "30", "umockdev-run",
                       "-d", prefix + ".umockdev", "-i", "/dev/input/event10=\(prefix).ioctl",
                       "-e", "/dev/input/event10=\(prefix).evemu", "--", "env", "--default-signal"]
        let r = try CLIRunner.run(["record", "/dev/input/event10", "-o", out, "--idle-timeout", "3"], wrapper: wrapper,
                                  environment: ["TMPDIR": temp.path])
        #expect(r.status == 0, "\(r.stderr)")
        let a = try CLIRunner.run(["replay", "--frames", out]), b = try CLIRunner.run(["replay", "--frames", source])
        #expect(!a.lines.isEmpty)
        #expect(a.stdout == b.stdout)
        // A recorder killed hard: the file cut mid-line still replays up to its last complete frame.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        let cut = temp.appendingPathComponent("cut.yaml")
        try bytes.prefix(bytes.count * 2 / 3).write(to: cut)
        let partial = try CLIRunner.run(["replay", "--frames", cut.path])
        #expect(partial.status == 0)
        #expect(partial.stderr.contains("warning"))
        #expect(partial.lines.count > 2 && partial.lines.count <= a.lines.count)
        let last = jsonObject(partial.lines.last!)?["touches"] as? [[String: Any]]
        #expect(last?.allSatisfy { ["ended", "cancelled"].contains($0["phase"] as? String) } == true)
    }
}
