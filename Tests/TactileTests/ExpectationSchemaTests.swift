import Foundation
import Testing
import Tactile
import TactileCore
import TactileTrace

/// `tactile test` reads expectations as strictly as the configuration: each typo that used to
/// pass silently with `absent: true` is an error naming the file, the line and the key.
@Suite("Expectation schema (strict expectations)")
struct ExpectationSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The fast-taps recording with `entries` as its expectations, written and read back as
    /// `tactile test` reads it (so entries carry their lines); and the written text's lines.
    static func read(_ entries: [ExpectedGesture]) throws -> (trace: Trace, lines: [String]) {
        var trace = try TraceReader.read(path: root.appendingPathComponent("Traces/real/yaml/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml").path)
        trace.metadata.expected = entries
        let bytes = try LibinputRecordWriter().write(trace)
        let text = String(decoding: bytes, as: UTF8.self)
        return (try TraceReader.read(bytes: bytes, fileName: "typo.yaml"), text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// The schema's error for `entry` (placed after a valid entry), and the 1-based line of `marker` in the written file.
    static func error(_ entry: ExpectedGesture, marker: String) throws -> (ConfigurationError, Int) {
        let (trace, lines) = try read([ExpectedGesture(["gesture": "tap", "fingers": 1]), entry])
        let line = try #require(lines.firstIndex { $0.contains(marker) }) + 1
        do {
            try ExpectationSchema.check(trace.metadata.expected, file: "typo.yaml")
        } catch {
            return (error, line)
        }
        Issue.record("no error for \(entry)")
        return (ConfigurationError(keyPath: "", message: ""), line)
    }

    @Test func eachTypoNamesFileLineAndKey() throws {
        let cases: [(ExpectedGesture, String, String, String)] = [
            (ExpectedGesture(["gesture": "tap", "fingerz": 2, "absent": true]), "fingerz", "tactile.expected[1].fingerz", "unknown key"),
            (ExpectedGesture(["gesture": "tapp", "absent": true]), "tapp", "tactile.expected[1].gesture", "expected one of: tap, longPress"),
            (ExpectedGesture(["gesture": "tap", "phase": "recognised", "absent": true]), "recognised", "tactile.expected[1].phase", "expected one of: recognized"),
            (ExpectedGesture(["gesture": "tap", "absent": "true"]), "absent", "tactile.expected[1].absent", "expected true or false"),
            (ExpectedGesture(["gesture": "tap", "phase": "ended", "absent": true]), "ended", "tactile.expected[1].phase", "the phases of tap events"),
            (ExpectedGesture(["gesture": "tap", "scale": 2, "absent": true]), "scale: 2", "tactile.expected[1].scale", "unknown key"),
            (ExpectedGesture(["gesture": "swipe", "direction": "upward"]), "upward", "tactile.expected[1].direction", "expected one of: up, down"),
            (ExpectedGesture(["gesture": "tap", "fingers": "2"]), "\"2\"", "tactile.expected[1].fingers", "expected a number"),
            (ExpectedGesture(["gesture": "tap", "fingers": 1.5]), "fingers: 1.5", "tactile.expected[1].fingers", "expected a whole number"),
            (ExpectedGesture(["fingers": 2, "absent": true]), "fingers: 2", "tactile.expected[1]", "expected `gesture:`"),
            (ExpectedGesture(["gesture": "pinch", "scale": 1.5], tolerances: ["scal": 0.1]), "scal:", "tactile.expected[1].tolerance.scal", "unknown key"),
        ]
        for (entry, marker, keyPath, message) in cases {
            let (error, line) = try Self.error(entry, marker: marker)
            #expect(error.file == "typo.yaml:\(line)", "\(entry): \(error)")
            #expect(error.keyPath == keyPath, "\(entry): \(error)")
            #expect(error.message.contains(message), "\(entry): \(error)")
        }
    }

    @Test func correctEntriesAndTheGeneratedCorpusPass() throws {
        let (trace, _) = try Self.read([
            ExpectedGesture(["t": 1.5, "gesture": "tap", "phase": "recognized", "fingers": 1, "taps": 1, "x": 10, "absent": false], tolerances: ["t": 0.05, "x": 3]),
            ExpectedGesture(["gesture": "pinch", "phase": "ended", "scale": 1.5, "reason": "fingersLifted"], tolerances: ["scale": 0.1]),
            ExpectedGesture(["gesture": "edgeSwipe", "edge": "left", "protected": true]),
            ExpectedGesture(["action": "launcher", "t": 2]),
        ])
        try ExpectationSchema.check(trace.metadata.expected, file: "ok.yaml")
        let generated = Self.root.appendingPathComponent("Traces/generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count > 50)
        for file in files {
            let path = generated.appendingPathComponent(file).path
            try ExpectationSchema.check(try TraceReader.read(path: path).metadata.expected, file: path)
        }
    }

    @Test func theKeysOfAKindAreThoseItsJSONLineHas() {
        #expect(ExpectationSchema.keys(of: .tap).contains("taps"))
        #expect(!ExpectationSchema.keys(of: .tap).contains("scale"))
        #expect(ExpectationSchema.keys(of: .pinch).contains("scale"))
        #expect(ExpectationSchema.keys(of: .swipe).contains("direction"))
        #expect(!ExpectationSchema.keys(of: .swipe).contains("restDx"))
        #expect(ExpectationSchema.keys(of: .pan).contains("restDx"))
        #expect(ExpectationSchema.phases(of: .tap) == [.recognized])
    }
}
