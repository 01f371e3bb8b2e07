#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactileTrace

/// One gesture event of a replay as `tactile test --report` keeps it: the recognizer, the
/// kind, the phase (every phase but `changed`), when (s since the trace's first event), the
/// time to recognition, and the values of the JSON line (velocities left out: they are noise
/// for a regression check). README.md, "Reports and baselines".
struct ReportedGesture: Codable, Sendable, Equatable {
    var recognizer: String
    var gesture: String
    var phase: String
    /// Seconds since the trace's first event (µs precision).
    var t: Double
    /// On `began` and `recognized`: milliseconds from the first finger down of the touch
    /// sequence to this event.
    var recognitionMs: Double?
    var fingers: Int?
    var taps: Int?
    var direction: String?
    var edge: String?
    var reason: String?
    var x: Double?
    var y: Double?
    var dx: Double?
    var dy: Double?
    var scale: Double?
    var rotation: Double?
    /// Long press: seconds held.
    var duration: Double?

    init(name: String, event: ExpectationMatcher.Event, origin: Double, sequenceStart: Timestamp?) {
        func number(_ key: String) -> Double? { event[key]?.doubleValue }
        func text(_ key: String) -> String? { event[key]?.stringValue }
        recognizer = name
        gesture = text("gesture") ?? ""
        phase = text("phase") ?? ""
        let time = number("t") ?? origin
        t = ((time - origin) * 1e6).rounded() / 1e6
        if phase == "began" || phase == "recognized", let start = sequenceStart {
            recognitionMs = ((time - start.seconds) * 1e6).rounded() / 1e3
        }
        fingers = number("fingers").map { Int($0) }
        taps = number("taps").map { Int($0) }
        direction = text("direction"); edge = text("edge"); reason = text("reason")
        x = number("x"); y = number("y"); dx = number("dx"); dy = number("dy")
        scale = number("scale"); rotation = number("rotation"); duration = number("duration")
    }

    /// The fields compared exactly, and those compared within a tolerance, by name.
    var exactFields: [(String, String?)] {
        [("fingers", fingers.map(String.init)), ("taps", taps.map(String.init)), ("direction", direction),
         ("edge", edge), ("reason", reason)]
    }
    var numberFields: [(String, Double?)] {
        [("x", x), ("y", y), ("dx", dx), ("dy", dy), ("scale", scale), ("rotation", rotation), ("duration", duration)]
    }

    /// `pinch ended (recognizer pinch) at +0.812 s`
    var label: String {
        "\(gesture) \(phase)" + (recognizer == gesture ? "" : " (recognizer \(recognizer))")
            + " at +" + CFormat.string("%.3f", t) + " s"
    }
}

/// `tactile test --report FILE`: per trace, the gestures a run recognized, in a stable order
/// (traces by path, gestures as reported), as pretty-printed JSON with sorted keys so a
/// committed report diffs line by line.
struct TestReport: Codable, Sendable, Equatable {
    struct TraceEntry: Codable, Sendable, Equatable {
        var trace: String
        var gestures: [ReportedGesture]
    }

    var format = TestReport.formatName
    var version = 1
    var traces: [TraceEntry]

    static let formatName = "tactile-test-report"

    init(traces: [TraceEntry]) { self.traces = traces.sorted { $0.trace < $1.trace } }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    static func load(_ path: String) throws -> TestReport {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw Diagnostics.fail("\(path): cannot read the baseline: \(FileErrorText.message(for: error))")
        }
        let report: TestReport
        do { report = try JSONDecoder().decode(TestReport.self, from: data) } catch let error as DecodingError {
            throw Diagnostics.fail("\(path): not a tactile test report: \(ConfigurationError(error))")
        }
        guard report.format == formatName, report.version == 1 else {
            throw Diagnostics.fail("\(path): expected format \(formatName) version 1, got \(report.format) version \(report.version)")
        }
        return report
    }
}

/// The rules by which `tactile test --baseline` compares a run with a committed report
/// (README.md, "Reports and baselines"). Per trace and recognizer, the n-th event of each
/// phase is compared with the baseline's n-th: a gesture lost or added, a different finger
/// count, taps, direction, edge or end reason, a value beyond its tolerance (not on `began`,
/// whose values follow from when it was recognized), an `ended` or
/// `cancelled` more than 50 ms off, or a recognition more than `laterMilliseconds` later
/// is a regression. Recognizing sooner is not.
struct BaselineComparison {
    /// Allowed absolute differences, in the JSON output's units (pt, scale, rad, s).
    static let tolerances: [String: Double] = ["x": 5, "y": 5, "dx": 5, "dy": 5, "scale": 0.02, "rotation": 0.035, "duration": 0.05]
    /// Allowed difference in the time of an `ended` or `cancelled` event (s).
    static let endTimeTolerance = 0.05

    var laterMilliseconds: Double
    /// `tactile compare`: a recognition this much sooner is a change too (nil: never, as for a baseline).
    var soonerMilliseconds: Double? = nil
    /// What the two sides are called in messages.
    var names = (was: "baseline", now: "now")

    /// The regressions of `current` against `baseline`, one line each.
    func regressions(baseline: [ReportedGesture], current: [ReportedGesture]) -> [String] {
        var out: [String] = []
        func key(_ g: ReportedGesture) -> String { "\(g.recognizer)\u{0}\(g.phase)" }
        var order: [String] = []
        var was: [String: [ReportedGesture]] = [:], now: [String: [ReportedGesture]] = [:]
        for g in baseline { if was[key(g)] == nil && now[key(g)] == nil { order.append(key(g)) }; was[key(g), default: []].append(g) }
        for g in current { if was[key(g)] == nil && now[key(g)] == nil { order.append(key(g)) }; now[key(g), default: []].append(g) }
        for k in order {
            let a = was[k] ?? [], b = now[k] ?? []
            for i in 0..<max(a.count, b.count) {
                guard i < b.count else { out.append("lost: \(a[i].label)"); continue }
                guard i < a.count else { out.append("added: \(b[i].label)"); continue }
                out += differences(a[i], b[i])
            }
        }
        return out
    }

    private func differences(_ a: ReportedGesture, _ b: ReportedGesture) -> [String] {
        var out: [String] = []
        let (was, now) = names
        for ((name, x), (_, y)) in zip(a.exactFields, b.exactFields) where x != y {
            out.append("\(a.label): \(name): \(was) \(x ?? "none"), \(now) \(y ?? "none")")
        }
        // The values of a `began` depend on when it was recognized, which is compared below.
        let beginning = a.phase == "began"
        for ((name, x), (_, y)) in zip(a.numberFields, b.numberFields) where !beginning {
            let tolerance = Self.tolerances[name] ?? 0
            switch (x, y) {
            case (let x?, let y?) where abs(x - y) > tolerance:
                out.append("\(a.label): \(name): \(was) \(plainNumber(x)), \(now) \(plainNumber(y)) (tolerance ±\(plainNumber(tolerance)))")
            case (nil, .some), (.some, nil):
                out.append("\(a.label): \(name): \(was) \(x.map(plainNumber) ?? "none"), \(now) \(y.map(plainNumber) ?? "none")")
            default: break
            }
        }
        if let x = a.recognitionMs, let y = b.recognitionMs, y - x > laterMilliseconds {
            out.append("\(a.label): recognized \(CFormat.string("%.1f", y - x)) ms later (\(was) \(plainNumber(x)) ms, \(now) \(plainNumber(y)) ms; tolerance \(plainNumber(laterMilliseconds)) ms)")
        }
        if let sooner = soonerMilliseconds, let x = a.recognitionMs, let y = b.recognitionMs, x - y > sooner {
            out.append("\(a.label): recognized \(CFormat.string("%.1f", x - y)) ms sooner (\(was) \(plainNumber(x)) ms, \(now) \(plainNumber(y)) ms)")
        }
        if a.phase == "ended" || a.phase == "cancelled", abs(a.t - b.t) > Self.endTimeTolerance {
            out.append("\(a.label): \(a.phase) at +\(CFormat.string("%.3f", b.t)) s (tolerance ±\(plainNumber(Self.endTimeTolerance * 1000)) ms)")
        }
        return out
    }
}
