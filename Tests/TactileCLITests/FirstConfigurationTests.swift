import Foundation
import Testing
import TactileCore
import TactileTrace

/// A configuration that is right the first time (issue 32): the documented example behaves
/// as documented, and the same recognizer list gives the same gestures from a file as from
/// `--recognizers`.
@Suite("First configuration")
struct FirstConfigurationTests {
    let temp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-first-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true) }

    /// Docs/DAEMON.md's example file, written next to a layout with the element its actions name.
    func daemonExample() throws -> String {
        let doc = try String(contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("Docs/DAEMON.md"), encoding: .utf8)
        let section = try #require(doc.range(of: "### Example"))
        let start = try #require(doc.range(of: "```yaml\n", range: section.upperBound..<doc.endIndex))
        let end = try #require(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
        let path = temp.appendingPathComponent("kiosk.yaml")
        try String(doc[start.upperBound..<end.lowerBound]).write(to: path, atomically: true, encoding: .utf8)
        try #"{"screen": {"width": 1280, "height": 800}, "elements": [{"id": "settings", "x": 1200, "y": 720, "width": 64, "height": 64}]}"#
            .write(to: temp.appendingPathComponent("layout.json"), atomically: true, encoding: .utf8)
        return path.path
    }

    static func trace(_ relative: String) -> String { CLIRunner.repositoryRoot.appendingPathComponent("Traces/" + relative).path }

    /// Before: the file's list dropped the standard relations, pan was exclusive with
    /// everything and claimed first, and these pinches and rotations were lost.
    @Test(arguments: ["generated/staggered-pinch-isotropic-60hz.yaml", "generated/transform-60hz.yaml",
                      "real/yaml/EP0430M09.2-finger-scroll-down.yaml", "real/yaml/EP0430M09.2-fingers-touch-release.yaml"])
    func theDaemonExampleGivesWhatTheRecognizerFlagGives(_ trace: String) throws {
        let config = try daemonExample()
        let file = try CLIRunner.run(["replay", "--json", "--config", config, Self.trace(trace)])
        #expect(file.status == 0, "\(file.stderr)")
        // The same screen: the generated traces carry theirs (it wins over the file's), the
        // real ones none (the file's 1280 x 800 applies, so the flag run gives it too).
        let screen = trace.hasPrefix("real/") ? ["--screen", "1280x800"] : []
        let flag = try CLIRunner.run(["replay", "--json"] + screen
                                     + ["--recognizers", "tap,doubleTap,longPress,pan,pinch,rotate,edgeSwipe,swipe", Self.trace(trace)])
        // The example adds a three-finger swipe, which these two-finger recordings never make.
        #expect(file.lines == flag.lines)
        if trace.contains("pinch") || trace.contains("transform") {
            #expect(file.lines.contains { $0.contains(#""gesture":"pinch","phase":"began""#) }, "\(file.stdout)")
        }
        if trace.contains("transform") {
            #expect(file.lines.contains { $0.contains(#""gesture":"rotate","phase":"began""#) }, "\(file.stdout)")
        }
    }

    /// The real two-finger scroll as a 15-bit controller that claims resolution 1 reports it
    /// (eGalax capacitive, ActionStar, Atmel 201c, Cando, Hanvon, iKAIST on some kernels):
    /// positions x 16, axes 0..20479 at 1 unit/mm, a 20 m "panel".
    func resolutionOneRecording() throws -> String {
        var trace = try TraceReader.read(path: Self.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml"))
        let positions: Set<UInt16> = [EventCode.absX, EventCode.absY, EventCode.absMTPositionX, EventCode.absMTPositionY]
        for code in positions {
            guard var axis = trace.devices[0].description.absInfo[code] else { continue }
            axis.maximum = axis.maximum * 16 + 15
            axis.resolution = 1
            trace.devices[0].description.absInfo[code] = axis
        }
        for i in trace.devices[0].events.indices where trace.devices[0].events[i].type == EventType.abs
            && positions.contains(trace.devices[0].events[i].code) {
            trace.devices[0].events[i].value = trace.devices[0].events[i].value * 16 + 8
        }
        let path = temp.appendingPathComponent("resolution-one.yaml")
        try Data(try LibinputRecordWriter().write(trace)).write(to: path)
        return path.path
    }

    /// Before: 1279 x 767 units at 1 unit/mm made a 1.3 m panel without a word, and
    /// --screen-mm could not change it.
    @Test func aResolutionOnePanelIsNotBelievedAndAnOverrideTakesEffect() throws {
        let bogus = try resolutionOneRecording()
        let r = try CLIRunner.run(["replay", bogus])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("the axis resolution (1 x 1 units/mm) gives 20479 x 12287 mm, outside 30 mm ... 2 m, so it is not believed"), "\(r.stderr)")
        #expect(r.stdout.contains("assumed: no size known"), "\(r.stdout)")
        // The same gestures as the panel with resolution 0: the bogus size is never used.
        let zero = try CLIRunner.run(["replay", Self.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")])
        let one = try CLIRunner.run(["replay", bogus])
        #expect(one.lines.dropFirst().map { $0.prefix(30) } == zero.lines.dropFirst().map { $0.prefix(30) }, "\(one.stdout)\n\(zero.stdout)")
        // --screen-mm wins over any resolution, at 0 and at 1 alike.
        for path in [bogus, Self.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")] {
            let given = try CLIRunner.run(["replay", "--screen-mm", "95x57", path])
            #expect(given.stdout.contains("95 x 57 mm, configured (--screen-mm or screen.millimetres)"), "\(given.stdout)")
            #expect(!given.stderr.contains("not believed") && !given.stderr.contains("assumed"), "\(given.stderr)")
            let frames = try CLIRunner.run(["replay", "--frames", "--screen-mm", "95x57", path])
            let first = try #require(frames.lines.first { $0.contains("\"mm\"") })
            #expect(!first.contains("\"mm\":[1"), "\(first)")
        }
        // A per-panel size in the configuration, keyed vendor:product.
        let config = temp.appendingPathComponent("panels.yaml")
        try "screen: {panels: {\"0000:0000\": [95, 57]}}\n".write(to: config, atomically: true, encoding: .utf8)
        let panel = try CLIRunner.run(["replay", "--config", config.path, bogus])
        #expect(panel.stdout.contains("95 x 57 mm, configured for panel 0000:0000 (screen.panels)"), "\(panel.stdout)")
        // A quirk that ignores the resolution: no warning, the size is assumed and said so.
        let quirks = temp.appendingPathComponent("quirks.d")
        try FileManager.default.createDirectory(at: quirks, withIntermediateDirectories: true)
        try "[EP0430M09]\nMatchName=EP0430M09\nAttrResolutionIgnore=1\n".write(to: quirks.appendingPathComponent("local.quirks"), atomically: true, encoding: .utf8)
        let quirked = try CLIRunner.run(["replay", "--quirks", quirks.path, bogus])
        #expect(!quirked.stderr.contains("not believed"), "\(quirked.stderr)")
        let devices = try CLIRunner.run(["devices", "--quirks", quirks.path, "--trace", bogus])
        #expect(devices.stdout.contains("quirk: [EP0430M09] (\(quirks.path)/local.quirks:1): AttrResolutionIgnore=1"), "\(devices.stdout)")
    }

    @Test func aBrokenQuirksFileNamesFileAndLine() throws {
        let quirks = temp.appendingPathComponent("bad.d")
        try FileManager.default.createDirectory(at: quirks, withIntermediateDirectories: true)
        try "[x]\nMatchName=*\nAttrKind=pen\n".write(to: quirks.appendingPathComponent("a.quirks"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["devices", "--quirks", quirks.path, "--trace", Self.trace("devices/qemu-usb-tablet.yaml")])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(quirks.path)/a.quirks:3: AttrKind: expected touchscreen, mouse, touchpad, ignore, got 'pen'"), "\(r.stderr)")
    }

    /// Before: `run --check` said "configuration OK" for all of these.
    @Test func runCheckChecksWhatTheDaemonNeedsAtStart() throws {
        let config = temp.appendingPathComponent("check.yaml")
        try """
            socket: {path: \(temp.path)/missing/deeper/tactile.sock}
            devices: {paths: [/dev/input/event-that-is-not-there]}
            actions:
              - {name: a, gesture: tap, command: [no-such-program-tactile]}
              - {name: b, gesture: tap, taps: 2, command: [/bin/true]}
            """.write(to: config, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["run", "--check", "--config", config.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("socket.path: the socket cannot be created in \(temp.path)/missing/deeper: no such file or directory (ENOENT)"), "\(r.stderr)")
        #expect(r.stderr.contains("devices: /dev/input/event-that-is-not-there: no such file or directory (ENOENT)"), "\(r.stderr)")
        #expect(r.stderr.contains("actions 'a': no-such-program-tactile is not an executable on PATH"), "\(r.stderr)")
        // Duplicate names are a configuration error, for the daemon too.
        try "actions:\n  - {name: a, gesture: tap, command: [/bin/true]}\n  - {name: a, gesture: pan, command: [/bin/true]}\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let dup = try CLIRunner.run(["run", "--check", "--config", config.path])
        #expect(dup.status == 1)
        #expect(dup.stderr.contains("actions[1].name: the name 'a' is already used by actions[0]"), "\(dup.stderr)")
        // A socket directory the daemon creates itself (as the package's /run/tactile outside systemd).
        try "socket: {path: \(temp.path)/created-at-start/tactile.sock}\n".write(to: config, atomically: true, encoding: .utf8)
        let creatable = try CLIRunner.run(["run", "--check", "--config", config.path])
        #expect(creatable.status == 0, "\(creatable.stderr)")
        // A good file: each action with its trigger.
        try "actions:\n  - {name: back, gesture: edgeSwipe, edge: left, protected: true, command: [/bin/true, x]}\n  - {name: more, gesture: swipe, direction: up, command: [/bin/true]}\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let ok = try CLIRunner.run(["run", "--check", "--config", config.path])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("back: gesture: edgeSwipe, phase: began, edge: left, protected: second swipe within 2 s -> /bin/true x"), "\(ok.stdout)")
        #expect(ok.stdout.contains("more: gesture: swipe, phase: recognized, direction: up -> /bin/true"), "\(ok.stdout)")
    }

    /// Stated relations that leave pan exclusive with pinch: the pinch action would almost never run.
    @Test func runCheckWarnsAboutAnExclusivePanBeforePinch() throws {
        let config = temp.appendingPathComponent("exclusive.yaml")
        try """
            gestures:
              recognizers: [{kind: tap}, {kind: pan}, {kind: pinch}]
              relations: [{first: tap, relation: exclusive, second: pan}]
            actions:
              - {name: zoom, gesture: pinch, command: [/bin/true]}
            """.write(to: config, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["run", "--check", "--config", config.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("warning: actions 'zoom' (gesture: pinch) are unreachable in practice: pan 'pan' is exclusive with pinch 'pinch'"), "\(r.stderr)")
        // Without stated relations the standard ones apply: no warning.
        try "gestures:\n  recognizers: [{kind: tap}, {kind: pan}, {kind: pinch}]\nactions:\n  - {name: zoom, gesture: pinch, command: [/bin/true]}\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let standard = try CLIRunner.run(["run", "--check", "--config", config.path])
        #expect(!standard.stderr.contains("unreachable"), "\(standard.stderr)")
    }

    /// Before: `"protected":true` came only from the daemon, not from the dry run.
    @Test func replayJSONWithTheDaemonsFileMarksProtectedSwipesAsTheDaemonDoes() throws {
        let config = temp.appendingPathComponent("protect.yaml")
        try "actions:\n  - {name: launcher, gesture: edgeSwipe, edge: bottom, protected: true, command: [launcher]}\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let trace = Self.trace("generated/edge-swipe-bottom-three-times.yaml")
        let r = try CLIRunner.run(["replay", "--json", "--config", config.path, trace])
        #expect(r.status == 0, "\(r.stderr)")
        // Swipes at 0.1, 1.2 and 4.0 s: the first and the third are protected (the second runs the action).
        let protected = r.lines.filter { $0.contains(#""gesture":"edgeSwipe","phase":"began""#) && $0.contains(#""protected":true"#) }
        #expect(protected.count == 2, "\(r.stdout)")
        let readable = try CLIRunner.run(["replay", "--config", config.path, trace])
        #expect(readable.lines.filter { $0.contains("(edge protected: the swipe goes to the app)") }.count == 2, "\(readable.stdout)")
    }

    /// A panel's own calibration (the file the inspector's calibration page writes) moves that
    /// panel's touches and no other's; a missing file is no calibration yet.
    @Test func aPanelsCalibrationFromTheCalibrationFileApplies() throws {
        let trace = Self.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")
        func firstX(_ args: [String]) throws -> Double {
            let r = try CLIRunner.run(["replay", "--frames", "--screen", "1000x600"] + args + [trace])
            #expect(r.status == 0, "\(r.stderr)")
            let line = try #require(r.lines.first { $0.contains(#""phase":"began""#) })
            let x = try #require(line.range(of: #""x":"#))
            return try #require(Double(line[x.upperBound...].prefix { $0 == "." || $0.isNumber }))
        }
        let plain = try firstX([])
        let config = temp.appendingPathComponent("calibrated.yaml")
        try "screen: {calibrationFile: panels.calibration.yaml}\n".write(to: config, atomically: true, encoding: .utf8)
        #expect(try firstX(["--config", config.path]) == plain)
        // x mirrored for EP0430M09 (0000:0000): x' = 1 - x.
        try "panels:\n  \"0000:0000\": {name: EP0430M09, calibration: [-1, 0, 1, 0, 1, 0]}\n"
            .write(to: temp.appendingPathComponent("panels.calibration.yaml"), atomically: true, encoding: .utf8)
        let mirrored = try firstX(["--config", config.path])
        #expect(abs(mirrored - (1000 - plain)) < 0.02, "\(mirrored) vs \(plain)")
        // Another panel's matrix leaves this one alone.
        try "panels:\n  \"0eef:0001\": {name: other, calibration: [-1, 0, 1, 0, 1, 0]}\n"
            .write(to: temp.appendingPathComponent("panels.calibration.yaml"), atomically: true, encoding: .utf8)
        #expect(try firstX(["--config", config.path]) == plain)
        // A broken file names its key path.
        try "panels:\n  \"0000:0000\": {calibration: [1, 0]}\n"
            .write(to: temp.appendingPathComponent("panels.calibration.yaml"), atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["replay", "--config", config.path, trace])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("panels.0000:0000.calibration: expected six numbers"), "\(bad.stderr)")
    }

    /// A four-finger drag on the real EP0430M09 description whose fourth finger lands 14 ms
    /// after the pan began (3 fingers) and whose fingers lift one by one (`ended` at 1 finger).
    func lateFourthFingerDrag() throws -> (desc: String, events: String) {
        var lines: [String] = []
        var t = 1.0
        var y = [Int: Int]()
        var trackingID = 100
        func e(_ type: Int, _ code: Int, _ value: Int) {
            let micros = Int((t * 1_000_000).rounded())
            let fraction = String(micros % 1_000_000)
            lines.append("E: \(micros / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count) + fraction) "
                         + "\(String(format: "%04x %04x", type, code)) \(value)")
        }
        func down(_ slot: Int, x: Int, at row: Int) {
            e(3, 0x2f, slot); e(3, 0x39, trackingID); trackingID += 1; e(3, 0x35, x); e(3, 0x36, row); y[slot] = row
        }
        func moveAll() { for slot in y.keys.sorted() { y[slot]! += 3; e(3, 0x2f, slot); e(3, 0x36, y[slot]!) } }
        for slot in 0..<3 { down(slot, x: 400 + 66 * slot, at: 200) }
        e(1, 0x14a, 1); e(0, 0, 0)
        while t < 1.078 { t += 0.008; moveAll(); e(0, 0, 0) }
        t += 0.006
        down(3, x: 598, at: y[0]!); e(0, 0, 0)
        for _ in 0..<40 { t += 0.008; moveAll(); e(0, 0, 0) }
        for slot in [3, 2, 1, 0] {
            t += 0.020
            e(3, 0x2f, slot); e(3, 0x39, -1); y[slot] = nil
            if y.isEmpty { e(1, 0x14a, 0) }
            e(0, 0, 0)
        }
        let events = temp.appendingPathComponent("four.events")
        try (lines.joined(separator: "\n") + "\n").write(to: events, atomically: true, encoding: .utf8)
        return (Self.trace("real/evemu-devices/EP0430M09.desc"), events.path)
    }

    /// One finger-count rule everywhere: the readable lines and summary, the JSON's
    /// `mostFingers`, `render`, and the actions' dry run (its line and JSON) all count the late
    /// four-finger drag as a four-finger pan. Before: the actions' dry run said
    /// "(1-finger pan ended)" and its JSON `"fingers":1`, and `demo` counted it at `began` (3).
    @Test func aLateFourthFingerIsAFourFingerPanEverywhere() throws {
        let (desc, events) = try lateFourthFingerDrag()
        let readable = try CLIRunner.run(["replay", desc, events])
        #expect(readable.status == 0, "\(readable.stderr)")
        #expect(readable.lines.contains { $0.contains("pan began  3 fingers") }, "\(readable.stdout)")
        #expect(readable.lines.contains { $0.contains("pan ended  4 fingers") }, "\(readable.stdout)")
        #expect(readable.lines.last == "# 1 gesture: 1 x 4-finger pan", "\(readable.stdout)")
        let json = try CLIRunner.run(["replay", "--json", desc, events])
        let ended = try #require(json.lines.first { $0.contains(#""gesture":"pan","phase":"ended""#) })
        #expect(ended.contains(#""mostFingers":4"#), "\(ended)")
        let svg = temp.appendingPathComponent("four.svg")
        let render = try CLIRunner.run(["render", desc, events, "-o", svg.path])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try String(contentsOf: svg, encoding: .utf8).contains("4 fingers · "))
        let config = temp.appendingPathComponent("four.yaml")
        try "actions:\n  - {name: four, gesture: pan, phase: ended, fingers: 4, command: [/bin/true]}\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let actions = try CLIRunner.run(["replay", "--actions", "--config", config.path, desc, events])
        #expect(actions.lines.contains { $0.contains("action four would run: /bin/true  (4-finger pan ended)") }, "\(actions.stdout)")
        let actionsJSON = try CLIRunner.run(["replay", "--actions", "--json", "--config", config.path, desc, events])
        let line = try #require(actionsJSON.lines.first { $0.contains(#""action":"four""#) || $0.contains(#""name":"four""#) })
        #expect(line.contains(#""fingers":4"#), "\(line)")
    }

    /// Before: `won after #10 failed`, `lost to #4`; the reader had to count the recognizer list.
    @Test func transitionsNameTheOtherRecognizer() throws {
        let r = try CLIRunner.run(["replay", "--transitions", Self.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("pan possible -> began: won after edgeSwipe failed"), "\(r.stderr)")
        #expect(!r.stderr.contains(" #"), "\(r.stderr)")
    }
}
