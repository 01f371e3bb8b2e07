import TactileCore
import TactileTrace

/// One trace of the generated corpus: how it is generated, what it checks, and the
/// gestures a correct engine reports for it.
package struct CorpusEntry: Hashable, Sendable {
    /// File stem: `Traces/generated/<name>.yaml`.
    package var name: String
    /// What the trace checks, one or two sentences (README).
    package var checks: String
    package var input: CorpusInput
    /// Stored under `tactile: expected:`; see ``Expect``.
    package var expected: [ExpectedGesture]
    /// Nominal values, for ground-truth checks.
    package var groundTruth: GroundTruth
    /// Recognizers needed beyond `GestureConfiguration.standard`, as configuration JSON
    /// objects (e.g. `{"kind": "tap", "name": "tripleTap", "taps": 3}`). Add each unless the
    /// configuration already has a recognizer of that name.
    package var recognizers: [String]
    /// Relations needed beyond the standard ones, as configuration JSON objects (they replace
    /// any relation of the same pair).
    package var relations: [String]

    package init(name: String, checks: String, input: CorpusInput, expected: [ExpectedGesture],
                groundTruth: GroundTruth = GroundTruth(), recognizers: [String] = [], relations: [String] = []) {
        self.name = name; self.checks = checks; self.input = input; self.expected = expected
        self.groundTruth = groundTruth; self.recognizers = recognizers; self.relations = relations
    }

    package var fileName: String { name + ".yaml" }

    /// The screen stored with the trace (so points are defined).
    package var screen: ScreenConfiguration {
        switch input {
        case .touch(let device, _, _), .penAndTouch(let device, _, _, _, _): return device.screen
        case .mouse: return .default
        case .pen(let pen, _): return pen.screen
        }
    }

    /// The generated trace: its device (a pen display: the pen node and the touch node), its
    /// events, the screen and the expectations.
    package func trace() -> Trace {
        let devices: [TraceDevice]
        switch input {
        case .touch(let touchscreen, let script, let sampling):
            devices = [TouchTraceSynthesizer(device: touchscreen, options: sampling).traceDevice(for: script)]
        case .mouse(let mouse, let script):
            devices = [MouseTraceSynthesizer(mouse: mouse).traceDevice(for: script)]
        case .penAndTouch(let touchscreen, let script, let sampling, let pen, let penScript):
            devices = [PenTraceSynthesizer(pen: pen).traceDevice(for: penScript),
                       TouchTraceSynthesizer(device: touchscreen, options: sampling).traceDevice(for: script)]
        case .pen(let pen, let script):
            devices = [PenTraceSynthesizer(pen: pen).traceDevice(for: script)]
        }
        var additions: String? = nil
        if !recognizers.isEmpty || !relations.isEmpty {
            additions = "{\"recognizers\": [\(recognizers.joined(separator: ", "))], \"relations\": [\(relations.joined(separator: ", "))]}"
        }
        return Trace(devices: devices, metadata: TraceMetadata(screen: screen, expected: expected, gestureAdditions: additions))
    }

    /// The file's bytes (libinput-record YAML with comments).
    package func yaml() throws(TraceWriteError) -> [UInt8] {
        try LibinputRecordWriter(includeComments: true).write(trace())
    }

    /// One line for the README: device, protocol, rate, noise, seed.
    package var parameters: String {
        switch input {
        case .touch(let device, let script, let sampling):
            let fingers = script.contacts.count
            return "\(device.name), \(device.touchProtocol.summary); \(sampling.summary); "
                + "\(fingers) contact\(fingers == 1 ? "" : "s"), \(plainNumber(Expect.rounded(script.end, 3))) s"
                + (script.endsWithContactDown ? ", ends with a finger down" : "")
        case .penAndTouch(let device, let script, let sampling, let pen, _):
            return "\(pen.name) and \(device.name), \(device.touchProtocol.summary); \(sampling.summary); "
                + "\(script.contacts.count) contacts and a pen stroke, \(plainNumber(Expect.rounded(script.end, 3))) s"
        case .mouse(let mouse, let script):
            return "\(mouse.name), \(plainNumber(mouse.pollingRateHertz)) Hz, \(mouse.wheel.summary)"
                + (mouse.hasHorizontalWheel ? " + horizontal" : "") + "; \(plainNumber(Expect.rounded(script.end, 3))) s"
        case .pen(let pen, let script):
            return "\(pen.name), \(plainNumber(pen.rateHertz)) Hz; \(script.visits.count) proximity period\(script.visits.count == 1 ? "" : "s"), "
                + "\(plainNumber(Expect.rounded(script.end, 3))) s"
        }
    }
}
