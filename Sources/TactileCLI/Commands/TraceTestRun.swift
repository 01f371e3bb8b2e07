import Tactile
import TactileCore
import TactileDaemon
import TactileSystem
import TactileGestures
import TactileTrace

/// One trace of `tactile test` (and `tactile compare`): read, its expectations checked
/// against the schema, replayed through its own engine, its expectations matched. A value
/// per trace, so traces run on any thread (`--jobs`).
struct TraceTestRun: Sendable {
    enum Status: String, Sendable { case passed, failed, skipped, error }

    var path: String
    var status: Status
    /// What went wrong (one line each), for the console and JUnit.
    var failures: [String] = []
    /// Further lines for the console (`--verbose`'s events, `--actions`).
    var notes: [String] = []
    var expectationCount = 0
    /// Compared with a `--baseline` entry for this trace.
    var baselineChecked = false
    /// Wall-clock time of reading and replaying the trace (s): for the summary, never for a verdict.
    var seconds = 0.0
    /// The gestures the replay reported (every phase but `changed`), for `--report` and `--baseline`.
    var gestures: [ReportedGesture] = []

    /// The console lines of this trace: a status line, then the failures and notes.
    var lines: [String] {
        var out: [String]
        switch status {
        case .passed:
            let what = (expectationCount > 0 ? ["\(expectationCount) expectation\(expectationCount == 1 ? "" : "s")"] : [])
                + (baselineChecked ? ["baseline"] : [])
            out = ["PASS \(path) (\(what.joined(separator: ", ")))"]
        case .failed: out = ["FAIL \(path)"]
        case .error:
            // Trace and schema errors name the file (and line) themselves.
            let message = failures.first ?? ""
            out = [message.hasPrefix(path) ? "ERROR \(message)" : "ERROR \(path): \(message)"]
        case .skipped: out = notes.isEmpty ? [] : ["SKIP \(path) (no expectations)"]
        }
        if status != .error { out += failures.map { "  - \($0)" } }
        return out + notes
    }
}

/// What every trace of one `tactile test` run shares: the configuration and the flags.
struct TraceTestSettings: @unchecked Sendable {
    // Unchecked: EngineOptions holds swift-argument-parser property wrappers, read only here.
    var options: EngineOptions
    var file: DaemonConfiguration
    var verbose = false
    var actions = false
    /// Replay traces without expectations too (a report or a baseline guards every trace).
    var everyTrace = false
    /// `--baseline`: the committed report's gestures per trace, and the rules to compare by.
    var baseline: [String: [ReportedGesture]]?
    var comparison = BaselineComparison(laterMilliseconds: 20)

    /// The folder part of a path with its slash ("" for a bare file name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    func run(_ path: String) -> TraceTestRun {
        let clockStart = MonotonicClock.now()
        var result = run(path, into: TraceTestRun(path: path, status: .passed))
        result.seconds = Double(MonotonicClock.now() - clockStart) / 1e6
        return result
    }

    private func run(_ path: String, into result: TraceTestRun) -> TraceTestRun {
        var result = result
        func failed(_ message: String) -> TraceTestRun {
            result.status = .error
            result.failures = [message]
            return result
        }
        let trace: Trace
        do { trace = try TraceArguments.read([path]) } catch { return failed("\(error)") }
        let expected = trace.metadata.expected
        result.expectationCount = expected.count
        guard !expected.isEmpty || everyTrace else { result.status = .skipped; return result }
        // A typo must not make an expectation hold forever (`{gesture: tapp, absent: true}`).
        do throws(ConfigurationError) { try ExpectationSchema.check(expected, file: path) } catch {
            return failed(error.description)
        }
        // `--config` wins; otherwise the configuration the trace names (`tactile: configuration:`).
        var file = self.file
        var configPath = options.config
        if configPath == nil, let named = trace.metadata.configuration {
            let path = named.hasPrefix("/") ? named : Self.folder(of: path) + named
            do { file = try DaemonConfiguration.load(path: path) } catch {
                return failed("the configuration this trace names (tactile: configuration: \(named)): \(error)")
            }
            configPath = path
        }
        let origin = trace.devices.compactMap { $0.events.first?.time.seconds }.min() ?? 0
        var actual: [ExpectationMatcher.Event] = []
        var ran: [String] = []
        let engine: Engine
        do {
            // Frames only for a report or baseline: they give each gesture's time to recognition.
            let wantsPen = expected.contains { $0["pen"] != nil }
            let outputs: EngineOutputKinds = everyTrace || wantsPen ? [.gestures, .elementTaps, .frames] : [.gestures, .elementTaps]
            let config = try options.engineConfiguration(trace: trace.metadata, outputs: outputs, file: file.engine)
            engine = try Engine(configuration: config)
        } catch {
            return failed("the configuration for this trace: \(error)")
        }
        // The daemon's own matcher: an `{action: NAME}` expectation sees exactly what `tactile run` would start.
        var matcher = ActionMatcher(rules: file.actions, screenBounds: engine.configuration.screenBounds)
        var sequences = TouchSequenceStarts()
        var pens = PenStrokeText()
        let recognizers = engine.configuration.gestures?.recognizers ?? []
        var gestures: [ReportedGesture] = []
        func action(_ index: Int, at time: Timestamp) {
            let rule = matcher.rules[index]
            actual.append(["t": .number(time.seconds), "action": .string(rule.name)])
            ran.append("\(GestureText.fixed(time.seconds, 6))  \(rule.name): \(rule.command.argv.joined(separator: " "))")
        }
        engine.onOutput = { out in
            switch out {
            case .frame(let device, _, .touch(let frame)):
                sequences.note(frame, device: device)
            case .frame(_, _, .pen(let frame)):
                _ = pens.add(frame, origin: nil)
            case .gesture(let device, _, let e):
                var fields = ExpectationMatcher.event(of: e)
                var run: [Int] = []
                // Edge protection as the daemon decides it: a held-back action is `protected: true` on the gesture.
                if matcher.decide(e, { index, decision in if decision == .run { run.append(index) } }) {
                    fields["protected"] = .bool(true)
                }
                actual.append(fields)
                if e.phase != .changed {
                    gestures.append(ReportedGesture(name: recognizers[e.recognizer.index].name, event: fields, origin: origin,
                                                    sequenceStart: sequences.start(of: e, device: device)))
                }
                for index in run { action(index, at: e.time) }
            case .elementTap(let tap):
                matcher.forEachMatch(tap) { action($0, at: tap.time) }
            case .frame, .pointer, .deviceAdded, .deviceRemoved:
                break
            }
        }
        TraceReplay(trace: trace).run(into: engine)
        result.gestures = gestures
        // An action name the configuration does not have is a mistake, not a silent pass
        // (`{action: lanucher, absent: true}` would otherwise always hold).
        let known = Set(file.actions.map(\.name))
        let unknown = expected.enumerated().compactMap { index, e -> String? in
            guard case .string(let name)? = e["action"], !known.contains(name) else { return nil }
            return "expected[\(index)] \(ExpectationMatcher.format(e)): no action '\(name)' in "
                + (configPath.map { "\($0) (it has: \(file.actions.map(\.name).joined(separator: ", ")))" } ?? "the configuration (give --config FILE)")
        }
        // `{filter: true, touchUps: 0, ...}`: what the filter would write, counted (a second, filtered replay).
        let gestureExpectations = expected.filter { $0["filter"] == nil && $0["pen"] == nil }
        var filterFailures: [String] = []
        if expected.contains(where: { $0["filter"] != nil }) {
            filterFailures = TestCommand.checkFilter(trace, expected: expected, file: file, engine: engine.configuration, configPath: configPath)
        }
        result.failures = ExpectationMatcher(expected: gestureExpectations, origin: origin).check(actual).map(\.description)
            + unknown + filterFailures + pens.check(expected)
        if let baseline {
            if let was = baseline[path] {
                result.baselineChecked = true
                result.failures += comparison.regressions(baseline: was, current: gestures).map { "baseline: " + $0 }
            } else {
                result.notes.append("  not in the baseline (--update-baseline adds it)")
            }
        }
        if expected.isEmpty && !result.baselineChecked {
            result.status = .skipped
        } else if !result.failures.isEmpty {
            result.status = .failed
            if verbose {
                result.notes.append("  actual events (changed omitted; t since the trace's start):")
                for a in actual where a["phase"] != .string("changed") {
                    result.notes.append("    \(ExpectationMatcher.format(a, origin: origin))")
                }
            }
        }
        if actions {
            result.notes.append(ran.isEmpty ? "  no action would run" : "  actions that would run (t in s, as in --json):")
            result.notes += ran.map { "    " + $0 }
        }
        return result
    }
}
