import TactileCore
import TactileTrace

/// One trace of the generated corpus: how it is generated, what it checks, and the
/// gestures a correct engine reports for it.
public struct CorpusEntry: Hashable, Sendable {
    /// File stem: `Traces/generated/<name>.yaml`.
    public var name: String
    /// What the trace checks, one or two sentences (README).
    public var checks: String
    public var input: CorpusInput
    /// Stored under `tactile: expected:`; see ``Expect``.
    public var expected: [ExpectedGesture]
    /// Nominal values, for ground-truth checks.
    public var groundTruth: GroundTruth
    /// Recognizers needed beyond `GestureConfiguration.standard`, as configuration JSON
    /// objects (e.g. `{"kind": "tap", "name": "tripleTap", "taps": 3}`). Add each unless the
    /// configuration already has a recognizer of that name.
    public var recognizers: [String]
    /// Relations needed beyond the standard ones, as configuration JSON objects (they replace
    /// any relation of the same pair).
    public var relations: [String]

    public init(name: String, checks: String, input: CorpusInput, expected: [ExpectedGesture],
                groundTruth: GroundTruth = GroundTruth(), recognizers: [String] = [], relations: [String] = []) {
        self.name = name; self.checks = checks; self.input = input; self.expected = expected
        self.groundTruth = groundTruth; self.recognizers = recognizers; self.relations = relations
    }

    public var fileName: String { name + ".yaml" }

    /// The screen stored with the trace (so points are defined).
    public var screen: ScreenConfiguration {
        switch input {
        case .touch(let device, _, _): return device.screen
        case .mouse: return .default
        case .pen(let pen, _): return pen.screen
        }
    }

    /// The generated trace: one device, its events, the screen and the expectations.
    public func trace() -> Trace {
        let device: TraceDevice
        switch input {
        case .touch(let touchscreen, let script, let sampling):
            device = TouchTraceSynthesizer(device: touchscreen, options: sampling).traceDevice(for: script)
        case .mouse(let mouse, let script):
            device = MouseTraceSynthesizer(mouse: mouse).traceDevice(for: script)
        case .pen(let pen, let script):
            device = PenTraceSynthesizer(pen: pen).traceDevice(for: script)
        }
        var additions: String? = nil
        if !recognizers.isEmpty || !relations.isEmpty {
            additions = "{\"recognizers\": [\(recognizers.joined(separator: ", "))], \"relations\": [\(relations.joined(separator: ", "))]}"
        }
        return Trace(devices: [device], metadata: TraceMetadata(screen: screen, expected: expected, gestureAdditions: additions))
    }

    /// The file's bytes (libinput-record YAML with comments).
    public func yaml() throws(TraceWriteError) -> [UInt8] {
        try LibinputRecordWriter(includeComments: true).write(trace())
    }

    /// One line for the README: device, protocol, rate, noise, seed.
    public var parameters: String {
        switch input {
        case .touch(let device, let script, let sampling):
            let fingers = script.contacts.count
            return "\(device.name), \(device.touchProtocol.summary); \(sampling.summary); "
                + "\(fingers) contact\(fingers == 1 ? "" : "s"), \(plainNumber(Expect.rounded(script.end, 3))) s"
                + (script.endsWithContactDown ? ", ends with a finger down" : "")
        case .mouse(let mouse, let script):
            return "\(mouse.name), \(plainNumber(mouse.pollingRateHertz)) Hz, \(mouse.wheel.summary)"
                + (mouse.hasHorizontalWheel ? " + horizontal" : "") + "; \(plainNumber(Expect.rounded(script.end, 3))) s"
        case .pen(let pen, let script):
            return "\(pen.name), \(plainNumber(pen.rateHertz)) Hz; \(script.visits.count) proximity period\(script.visits.count == 1 ? "" : "s"), "
                + "\(plainNumber(Expect.rounded(script.end, 3))) s"
        }
    }
}
