import Foundation
import Testing
import Tactile
import TactileCore
import TactilePointer
@_spi(TactileInternals) import TactileTrace

/// Inputs the fuzzers (Fuzz/, RELIABILITY.md) found crashing, kept as tests.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    // MARK: FuzzConfiguration: a mapping key that is not a scalar

    /// `{[]}`: the 4-byte configuration FuzzConfiguration minimized. Yams' `load` force-unwraps
    /// mapping keys as strings and trapped; the parser now refuses such keys with an error.
    @Test(arguments: [
        [0x7B, 0x5B, 0x5D, 0x7D] as [UInt8],                      // {[]}
        Array("screen: {[a]: 1}".utf8),
        Array("? {width: 1}\n: 2\n".utf8),
        Array("gestures: {recognizers: [{[kind]: tap}]}".utf8),
        Array("pointer: !!set {? [x]}".utf8),
    ])
    func configurationWithANonScalarKeyIsAnErrorNotATrap(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(throws: ConfigurationError.self) { try TactileConfiguration.parse(text, file: "fuzz.yaml") }
    }

    @Test func ordinaryConfigurationsStillParse() throws {
        let config = try TactileConfiguration.parse("screen: {width: 1280, height: 800}\nbase: &b {scale: 2}\n", file: "ok.yaml",
                                                    extraKeys: ["base"])
        #expect(config.screen?.widthPixels == 1280)
    }

    /// The same trap through a trace: the `tactile: gestures:` header is re-read with Yams.
    @Test func traceHeaderGesturesWithANonScalarKeyIsAnErrorNotATrap() throws {
        let original = try String(contentsOf: Self.root.appendingPathComponent("Traces/generated/tap-three-finger.yaml"), encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        let g = try #require(lines.firstIndex { $0.hasPrefix("  gestures:") })
        lines[g] = "  gestures: {[recognizers]: 1}"
        #expect(throws: TraceParseError.self) { try TraceReader.read(bytes: Array(lines.joined(separator: "\n").utf8), fileName: "fuzz.yaml") }
    }

    // MARK: FuzzEvemu: nested non-scalar keys made Yams' duplicate-key report exponential

    /// The 1,441-byte input `FuzzEvemu` reported as a slow unit (10–25 s per read in the
    /// sanitizer build, 0.05–18 s of CPU depending on the hash seed): a libinput-record
    /// header of nested explicit keys (`? - - ?`) with duplicates, which Yams' composer sorts
    /// with a comparison that doubles per level. `YAMLShapeCheck` now refuses non-scalar keys
    /// on libyaml's event stream, before Yams composes: the reader fails with that reason
    /// (before the fix: Yams' "duplicated" error, after the long sort).
    static let nestedExplicitKeysHeader: [String] = [
        "YToKICDOMAo/IC0gLSA/ID8gPyAtICA/ID8gLSAtID8/IC0gID8gPyAtIC0gP84wCj8gLSAtID8gID8gPyAtID8gLSgtID8g",
        "PyAgLSDOMAo/IC0gLSA/ICA/ID8gLSA/IC0gLSA/ID8gIC0gLSA/ID8gPyAgID8gPyAtIC0gPyA/ICA/ICA/ICAgPyA/IC0g",
        "ID8gPyAtIC0gP84wCj8gLSA/ID8gID8gID8gPyAtIC0gP84wCj8gLSAtID8gID8gPyAtID8gLSAtID8gPyAgLSDOMAo/IC0g",
        "ICA/ID8gLSAtID8/IC0gID8gPyApIC0gP84wCj8gLSAtID8gID8gPyAtID8gLSgtID8gPyAgLSDOMAo/IC0gLSA/ICA/ID8g",
        "LSA/IC0gLSA/ID8gIC0gLSA/ID8gPyAgID8gPyAtIC0gPyA/ICA/ICD///9+PyAgID8gPyAtICA/IP8gLSAtID/OMAo/IC0g",
        "PyA/ICA/ICA/ICAgPyA/IC0gID8gPyAtIC0gPz8gLSAgPyA/ID0gMDAgKEQgMDDvv71CLSAtID/OMAo/IC0gLSA/ICA/ID8g",
        "LSA/IC0gLSA/ID8gIC0gzjAKPyAtIC0gPyAgPyA/IC0gPyAtIC0gPyA/ICAtIC0gPyA/ID8gICA/ID8gLSAtID8gPyAgP0J0",
        "YU5PREVfRVhUUkFkQ0FlbCAgPyAgID8gPyAtICA/ID8gLSAtID/OMAo/IC0gLSA/ICA/ID8gLSA/IC0gICA/ID8gLSAgPyA/",
        "IC0gLSA/zjAKPyAtID8gPyAgPyAgPyA/IC0gLSA/zjAKPyAtIC0gPyAgPyA/IC0gPyAtIC0gPyA/ICAtIM4wCj8gLSAgID8g",
        "PyAtIC0gPz8gLSAgPyA/ICkgLSA/zjAKPyAtIC0gPyAgPyA/IC0gPyAtKC0gPyA/ICAtIM4wCj8gLSAtID8gID8gPyAtID8g",
        "LSAtID8gPyAgLSAtID8gPyA/ICAgPyA/IC0gLSA/ID8gID8gIP///34/ICAgPyA/IC0gID8gPyAtIC0gP84wCj8gLSA/ID8g",
        "ID8gID8gICA/ID8gLSAgPyA/IC0gLSA/PyAtICA/ID8gPSAwMCAoRCAwMO+/vUItIC0gP84wCj8gLS0gPyAtKC0gPyA/ICAt",
        "IM4wCj8gLSAtID8gID8gPyAtID8gLSAtID8gPyAgLSAtID8gPyA/ICAgPyA/IC0gLSA/ID8gID8gID8gICA/ID8gLSAgPyA/",
        "IC0gLSA/zjAKPyAtID8gPyAgPyAgPyA/IC0gLSA/zjAKPyAtIC0gPyAgPyA/IC0gPyAtIC0gPyA/ICAtIM4wCj8gLSAgID8g",
        "PyAtIC0gPz8gLSAgPyA/ICkgLSA/zjAKPyAtIC0gPyAgPyA/IC0gPyAtKC0gPyA/ICAtIM4wCj8gLSAtID8gID8gPyAtID8g",
        "LSAtID8gPyAgLSAtID8gPyA/ICAgPyA/IC0gLSA/ID8gID8gIP///34/ICAgPyA/IC0gID8gPyAtIC0gP84wCj8gLSA/ID8g",
        "ID8gID8gICA/ID8gLSAgPyA/IC0gLSA/PyAtICA/ID8gPSAwMCAoRCAwMO+/vUItIC0gP84wCj8gLSAtID8gID8gPyAtID8g",
        "LSAtID8gPyAgLSDOMAo/IC0gLSA/ICA/ID8gLSA/IC0gLSA/ID8gIC0gLSA/ID8gPyAgID8gPyAtIC0gPyA/ICA/QnRhTk9E",
        "RV9FWFRSQWRDQWVsICA/ICAgPyA/IC0gID8gPyAtIC0gP84wCj8gLSAtID8gID8gPyAtID8gLSAgID8gPyAtICAtID8gPyAg",
        "PyA/IC0gLSAtICBOOgpJOiAwRj8gPyAtIC0gID8gID8gPyAgPyA/IC0gLSA/ID8gID9GRiA/IC0gLyAtICA/ID8gLSAtIC0g",
        "Pw==",
    ]

    @Test func traceHeaderWithNestedNonScalarKeysIsRefusedBeforeYamsComposesIt() throws {
        let bytes = try #require(Data(base64Encoded: Self.nestedExplicitKeysHeader.joined())).map { $0 }
        #expect(bytes.count == 1_441)
        let error = #expect(throws: TraceParseError.self) { try TraceReader.read(bytes: bytes, fileName: "slow-unit") }
        #expect(error?.found.contains("a mapping key that is a sequence") == true, "\(String(describing: error))")
        #expect(error?.line == 3)
    }

    /// The same mechanism written small (244 bytes): two different keys, each written twice,
    /// that share a sequence nested 24 deep. Yams sorts the duplicated keys to report them,
    /// and its `Array <` evaluates `<` and then `>` on equal elements, so comparing the two
    /// keys costs 2^24 element comparisons: 15 s in a release build of Yams 6.2.2 alone
    /// (0.27 s at 18 levels, 60 s at 26). Refused at the first non-scalar key (line 3).
    @Test func aSmallTraceHeaderWithDeepDuplicateSequenceKeysIsRefusedAtItsFirstKey() throws {
        let deep = String(repeating: "[", count: 24) + "z" + String(repeating: "]", count: 24)
        let a = "[\(deep), x]", b = "[\(deep), y]"
        let yaml = "version: 1\nndevices: 1\n? \(a)\n: 1\n? \(b)\n: 2\n? \(a)\n: 3\n? \(b)\n: 4\n"
        let error = #expect(throws: TraceParseError.self) { try TraceReader.read(bytes: Array(yaml.utf8), fileName: "deep.yml") }
        #expect(error?.line == 3)
        #expect(error?.found.contains("a mapping key that is a sequence") == true)
        #expect(YAMLShapeCheck.firstOffence(in: yaml) == .init(line: 3, problem: "a mapping key that is a sequence (only plain keys are allowed)"))
    }

    /// Nesting: 64 levels pass the check, 65 are refused (Yams composes recursively, one
    /// stack frame chain per level); a trace header nested that deep is an error, not a crash.
    @Test func nestingIsLimitedToSixtyFourLevels() throws {
        func nested(_ depth: Int) -> String { "a: " + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1) + "\n" }
        #expect(YAMLShapeCheck.firstOffence(in: nested(64)) == nil)
        #expect(YAMLShapeCheck.firstOffence(in: nested(65))?.problem == "collections nested more than 64 deep")
        let yaml = "version: 1\nndevices: 1\nlibinput: " + String(repeating: "[", count: 900) + String(repeating: "]", count: 900) + "\n"
        let error = #expect(throws: TraceParseError.self) { try TraceReader.read(bytes: Array(yaml.utf8), fileName: "nested.yml") }
        #expect(error?.found == "collections nested more than 64 deep")
        #expect(error?.line == 3)
        // Past 1,000 levels libyaml itself stops (its own limit): still an error, not a crash.
        let deeper = "libinput: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        #expect(throws: TraceParseError.self) { try TraceReader.read(bytes: Array(deeper.utf8), fileName: "deeper.yml") }
        // Scalar keys, aliases as keys, explicit scalar keys and a syntax error are not its business.
        #expect(YAMLShapeCheck.firstOffence(in: "a: &x 1\n*x : 2\n? b\n: 3\nc: [1, {d: e}]\n") == nil)
        #expect(YAMLShapeCheck.firstOffence(in: "a: [1, 2\n") == nil)
    }

    /// Yams composes an alias as the node it names, so an alias of a collection used as a key
    /// is a non-scalar key too: refused the same way (an alias of a scalar is fine, also
    /// when the anchor was first a collection and then redefined as a scalar).
    @Test func anAliasOfACollectionAsAKeyIsRefused() {
        #expect(YAMLShapeCheck.firstOffence(in: "a: &s [1]\nb:\n  *s : 2\n")
                == .init(line: 3, problem: "a mapping key that is an alias of a sequence or mapping (only plain keys are allowed)"))
        #expect(YAMLShapeCheck.firstOffence(in: "a: &m {x: 1}\nb: {*m : 2}\n")?.line == 2)
        #expect(YAMLShapeCheck.firstOffence(in: "a: &s [1]\nb: &s 1\nc:\n  *s : 2\n") == nil)
        #expect(YAMLShapeCheck.firstOffence(in: "a: &s [1]\nb: [*s, *s]\n") == nil)
        let error = #expect(throws: ConfigurationError.self) {
            try TactileConfiguration.parse("base: &b [1]\nscreen:\n  *b : 1\n", file: "alias.yaml")
        }
        #expect(error?.message.contains("(line 3)") == true, "\(String(describing: error))")
    }

    /// Configurations go through the same check: refused with the line, never composed.
    @Test(arguments: [
        ("screen:\n  ? [a, b]\n  : 1\n", 2),
        ("gestures: {recognizers: [{? {kind: tap} : 1}]}\n", 1),
        ("pointer:\n" + String(repeating: "- ", count: 70) + "x\n", 2),
    ])
    func configurationsWithNonScalarKeysOrDeepNestingAreRefusedWithTheLine(_ text: String, line: Int) {
        let error = #expect(throws: ConfigurationError.self) { try TactileConfiguration.parse(text, file: "bad.yaml") }
        #expect(error?.message.contains("(line \(line))") == true, "\(String(describing: error))")
    }

    // MARK: FuzzEngine: pointer timestamps near the end of Int64

    /// Mouse motion stamped near `Int64.max` µs (a trace may carry up to 9,223,372,036,853 s):
    /// the endpoint predictor's `(now + old) / 2` overflowed and trapped.
    @Test func pointerMotionAtTheLargestTimestampsDoesNotTrap() throws {
        let mouse = DeviceDescription(name: "mouse", codes: [
            EventType.syn: [0], EventType.rel: [EventCode.relX, EventCode.relY], EventType.key: [EventCode.btnLeft],
        ])
        var updates = 0
        let layout = PointerLayout(screenWidth: 1920, screenHeight: 1080, elements: [
            PointerElement(id: "ok", frame: ScreenRect(x: 900, y: 500, width: 100, height: 44)),
        ])
        let engine = try Engine(configuration: Engine.Configuration(layout: layout)) { out in
            if case .pointer(.update) = out { updates += 1 }
        }
        engine.addDevice(id: 1, description: mouse)
        var t = Int64.max - 1_000_000
        for _ in 0..<20 {
            for (code, value) in [(EventCode.relX, Int32(7)), (EventCode.relY, Int32(-3))] {
                engine.process(InputEvent(time: Timestamp(microseconds: t), type: EventType.rel, code: code, value: value), device: 1)
            }
            engine.process(InputEvent(time: Timestamp(microseconds: t), type: EventType.syn, code: EventCode.synReport, value: 0), device: 1)
            t += 8_000
        }
        engine.finish()
        engine.drainDeadlines()
        #expect(updates >= 20)
        // Time that wraps around: no trap either.
        engine.process(InputEvent(time: Timestamp(microseconds: Int64.min + 5), type: EventType.rel, code: EventCode.relX, value: 3), device: 1)
        engine.process(InputEvent(time: Timestamp(microseconds: Int64.min + 5), type: EventType.syn, code: EventCode.synReport, value: 0), device: 1)
    }

    /// Found by FuzzEngine after the fix above: motion first stamped near `Int64.min` (any
    /// caller of `Engine.process` can pass such times), then at ordinary times. The velocity
    /// trackers' `now - then` overflowed; so could the custom profile's interval.
    @Test(arguments: [false, true])
    func pointerMotionJumpingFromTheMostNegativeTimestampsDoesNotTrap(customProfile: Bool) throws {
        var configuration = PointerConfiguration()
        if customProfile {
            configuration.acceleration = AccelerationConfiguration(profile: .custom(try CustomAccelerationCurve(
                stepUnitsPerMillisecond: 0.5, points: [0, 1, 2.5, 4])))
        }
        var pointer = PointerEngine(configuration: configuration,
                                    layout: PointerLayout(screenWidth: 1920, screenHeight: 1080))
        var output: [PointerOutput] = []
        for t in [Int64.min + 1_000, Int64.min + 9_000, Int64.min + 17_000, 1_000_000, 1_008_000, Int64.max - 8_000, Int64.max] {
            pointer.process(PointerFrame(time: Timestamp(microseconds: t), dx: 9, dy: -4), modifiers: [], into: &output)
        }
        #expect(output.count >= 7)
        #expect(pointer.model.x.isFinite && pointer.model.y.isFinite)
    }

    // MARK: FuzzEngine: a release in a frame that never closed

    /// Found by FuzzEngine: left and task buttons pressed and reported, then left released
    /// in a frame that never got its SYN_REPORT before the input ended. `finish` released
    /// only the task button, so the app kept the left button held (a stuck drag).
    @Test func finishReleasesAButtonWhoseReleaseWasNeverReported() throws {
        let mouse = DeviceDescription(name: "mouse", codes: [
            EventType.syn: [0], EventType.rel: [EventCode.relX, EventCode.relY],
            EventType.key: [EventCode.btnLeft, EventCode.btnTask],
        ])
        var frames: [PointerFrame] = []
        let engine = try Engine { out in
            if case .frame(_, _, .pointer(let f)) = out { frames.append(f) }
        }
        engine.addDevice(id: 1, description: mouse)
        let t = Timestamp(microseconds: 1_000)
        for (code, value) in [(EventCode.btnLeft, Int32(1)), (EventCode.btnTask, Int32(1))] {
            engine.process(InputEvent(time: t, type: EventType.key, code: code, value: value), device: 1)
        }
        engine.process(InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0), device: 1)
        engine.process(InputEvent(time: t + Milliseconds(8), type: EventType.key, code: EventCode.btnLeft, value: 0), device: 1)
        engine.finish()
        #expect(frames.first?.buttons == [.left, .task])
        #expect(frames.last?.released == [.left, .task])
        #expect(frames.last?.buttons == [])
    }

    // MARK: FuzzPointerLayout / FuzzEngine: a glide that never ends

    /// Found by FuzzPointerLayout (an element 6.7e83 pt tall) and FuzzEngine (an element 2e6 pt
    /// wide): leaving such an element starts a glide of the visible pointer that shrinks by at
    /// most 12 pt per 8 ms step, so it never ended and `drainDeadlines` (every replay's last
    /// step) hung. A glide longer than 10,000 steps now ends at once.
    @Test(arguments: [6.7e83, 2e6, Double.greatestFiniteMagnitude])
    func leavingAnAbsurdlyLargeElementEndsItsGlide(_ size: Double) throws {
        let layout = try PointerLayout(jsonData: Data("""
            {"screen": {"width": 1280, "height": 800}, "elements": [
             {"id": "huge", "x": 16, "y": 12, "width": 28, "height": \(size), "effect": "lift"},
             {"id": "ok", "x": 600, "y": 400, "width": 80, "height": 44}]}
            """.utf8))
        var pointer = PointerEngine(configuration: PointerConfiguration(initialPosition: ScreenPoint(x: 30, y: 30)), layout: layout)
        var output: [PointerOutput] = []
        var t = Timestamp(microseconds: 1_000_000)
        for _ in 0..<60 {
            t = t + Milliseconds(8)
            pointer.process(PointerFrame(time: t, dx: 25, dy: 12), modifiers: [], into: &output)
        }
        var steps = 0
        while let d = pointer.nextDeadline, steps < 20_000 {
            pointer.advance(to: d, into: &output)
            steps += 1
        }
        #expect(pointer.nextDeadline == nil, "still gliding after \(steps) steps")
        #expect(pointer.visible.x.isFinite || size == .greatestFiniteMagnitude)
    }

    // MARK: FuzzPointerLayout: a text input taller than Int.max lines

    /// Found by FuzzPointerLayout (a text element 5.8e112 pt tall, 10 pt lines, under the
    /// initial pointer position): counting its lines converted 5.8e111 to Int and trapped as
    /// soon as the engine was created. The count is now capped at 2^52 lines.
    @Test(arguments: [5.7666e112, 1e30, Double.greatestFiniteMagnitude])
    func aTextInputWithMoreLinesThanIntCanCountDoesNotTrap(_ height: Double) throws {
        let layout = try PointerLayout(jsonData: Data("""
            {"screen": {"width": 1940, "height": 1079}, "elements": [
             {"id": "a", "x": 0, "y": 0, "width": 300, "height": 300, "group": "g", "z": 1},
             {"id": "t", "x": 250, "y": 500, "width": 800, "height": \(height), "text": true, "lineHeight": 10, "effect": "lift"}]}
            """.utf8))
        let element = try #require(layout.elements.first { $0.id == ElementID("t") })
        #expect(TextLineSnapper.lineCount(of: element) == TextLineSnapper.maximumLineCount)
        #expect(TextLineSnapper.nearestLine(y: 525, in: element) == 2)
        var outputs = 0
        let engine = try Engine(configuration: Engine.Configuration(layout: layout)) { _ in outputs += 1 }
        engine.addDevice(id: 1, description: DeviceDescription(name: "mouse", codes: [
            EventType.syn: [0], EventType.rel: [EventCode.relX, EventCode.relY], EventType.key: [EventCode.btnLeft],
        ]))
        var t: Int64 = 1_000_000
        for _ in 0..<40 {   // move into the text area and through its lines
            t += 8_000
            engine.process(InputEvent(time: Timestamp(microseconds: t), type: EventType.rel, code: EventCode.relY, value: 6), device: 1)
            engine.process(InputEvent(time: Timestamp(microseconds: t), type: EventType.syn, code: EventCode.synReport, value: 0), device: 1)
        }
        engine.finish()
        engine.drainDeadlines()
        #expect(outputs > 0)
    }
}
