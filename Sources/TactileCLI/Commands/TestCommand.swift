import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileCore
import TactileGestures
import TactileTrace
import TactileDaemon

/// `tactile test`: keep gesture behaviour under regression test with traces that carry expectations.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay every trace that carries expected gestures and report pass/fail.",
        discussion: """
            PATH is a trace or a directory (searched recursively for .yaml/.yml traces with a \
            `tactile: expected:` list). Expectations: fields that must match one gesture event, in order, \
            numbers within `tolerance`; `absent: true` means no such event may happen. With --config (the \
            daemon's whole file is accepted), an entry `{action: NAME}` expects that action to run (dry run: \
            nothing is run); --actions lists the actions each trace would run. Exit status 1 if any trace \
            fails, 2 if no trace carries expectations (a CI job pointed at the wrong folder must not pass).
            """)

    @Argument(help: "Traces or directories.")
    var paths: [String]

    @OptionGroup var options: EngineOptions

    @Flag(help: "Also list every actual gesture event of failing traces.")
    var verbose = false

    @Flag(help: "List the actions of --config each trace would run (a dry run: nothing is run).")
    var actions = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one trace or directory") }
        if actions && options.config == nil {
            throw ValidationError("--actions needs --config FILE: the configuration with the actions section (the daemon's file)")
        }
    }

    func run() throws {
        Console.stdout.flushEachLine = true
        let file = try options.loadDaemonFile()
        var files: [String] = []
        for path in paths { files += Self.traceFiles(at: path) }
        var passed = 0, failed = 0, skipped = 0
        for path in files.sorted() {
            let trace: Trace
            do { trace = try TraceArguments.read([path]) } catch {
                Console.line("ERROR \(path): \(error)"); failed += 1; continue
            }
            guard !trace.metadata.expected.isEmpty else { skipped += 1; continue }
            var actual: [ExpectationMatcher.Event] = []
            var ran: [String] = []
            let config = try options.engineConfiguration(trace: trace.metadata, outputs: [.gestures, .elementTaps], file: file.engine)
            let engine: Engine
            do { engine = try Engine(configuration: config) } catch { throw Diagnostics.fail("\(error)") }
            // The daemon's own matcher: an `{action: NAME}` expectation sees exactly what `tactile run` would start.
            var matcher = ActionMatcher(rules: file.actions, screenBounds: config.screenBounds)
            func action(_ index: Int, at time: Timestamp) {
                let rule = matcher.rules[index]
                actual.append(["t": .number(time.seconds), "action": .string(rule.name)])
                ran.append("\(GestureText.fixed(time.seconds, 6))  \(rule.name): \(rule.command.summary)")
            }
            engine.onOutput = { out in
                switch out {
                case .gesture(_, _, let e):
                    var fields = ExpectationMatcher.event(of: e)
                    var run: [Int] = []
                    // Edge protection as the daemon decides it: a held-back action is `protected: true` on the gesture.
                    if matcher.decide(e, { index, decision in if decision == .run { run.append(index) } }) {
                        fields["protected"] = .bool(true)
                    }
                    actual.append(fields)
                    for index in run { action(index, at: e.time) }
                case .elementTap(let tap):
                    matcher.forEachMatch(tap) { action($0, at: tap.time) }
                case .frame, .pointer, .deviceAdded, .deviceRemoved:
                    break
                }
            }
            TraceReplay(trace: trace).run(into: engine)
            // An action name the configuration does not have is a mistake, not a silent pass
            // (`{action: lanucher, absent: true}` would otherwise always hold).
            let known = Set(file.actions.map(\.name))
            let unknown = trace.metadata.expected.enumerated().compactMap { index, e -> String? in
                guard case .string(let name)? = e["action"], !known.contains(name) else { return nil }
                return "expected[\(index)] \(ExpectationMatcher.format(e)): no action '\(name)' in "
                    + (options.config.map { "\($0) (it has: \(file.actions.map(\.name).joined(separator: ", ")))" } ?? "the configuration (give --config FILE)")
            }
            // `{filter: true, touchUps: 0, ...}`: what the filter would write, counted (a second, filtered replay).
            let gestureExpectations = trace.metadata.expected.filter { $0["filter"] == nil }
            var filterFailures: [String] = []
            if gestureExpectations.count < trace.metadata.expected.count {
                filterFailures = Self.checkFilter(trace, expected: trace.metadata.expected, file: file, engine: config, configPath: options.config)
            }
            let failures = ExpectationMatcher(expected: gestureExpectations).check(actual).map(\.description) + unknown + filterFailures
            if failures.isEmpty {
                passed += 1
                Console.line("PASS \(path) (\(trace.metadata.expected.count) expectations)")
            } else {
                failed += 1
                Console.line("FAIL \(path)")
                for f in failures { Console.line("  - \(f)") }
                if verbose {
                    Console.line("  actual events (changed omitted):")
                    for a in actual where a["phase"] != .string("changed") { Console.line("    \(ExpectationMatcher.format(a))") }
                }
            }
            if actions {
                Console.line(ran.isEmpty ? "  no action would run" : "  actions that would run (t in s, as in --json):")
                for line in ran { Console.line("    " + line) }
            }
        }
        Console.line("\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped (no expectations)" : ""))
        if failed > 0 { throw ExitCode(1) }
        if passed == 0 {
            throw Diagnostics.nothingToDo("no trace with expectations (a `tactile: expected:` list) in \(paths.joined(separator: ", "))"
                                          + (files.isEmpty ? ": no .yaml/.yml file there" : ": \(files.count) trace\(files.count == 1 ? "" : "s") without one"))
        }
    }

    /// Checks the trace's `{filter: true, COUNT: N, ...}` entries against the filter's dry run:
    /// each named count must equal exactly; unknown names are failures, not ignored.
    static func checkFilter(_ trace: Trace, expected: [ExpectedGesture], file: DaemonConfiguration, engine: Engine.Configuration,
                            configPath: String?) -> [String] {
        guard file.filter != nil || !file.keyboardKeys.isEmpty else {
            return ["{filter: ...} expectations need --config FILE with a filter section or key actions"
                    + (configPath.map { " (\($0) has neither)" } ?? "")]
        }
        let counts: [(name: String, value: Int)]
        do { counts = try FilterDryRun(trace: trace, configuration: file, engine: engine).counts.named } catch {
            return ["filter dry run: \(error)"]
        }
        var failures: [String] = []
        for (index, e) in expected.enumerated() where e["filter"] != nil {
            guard e["filter"] == .bool(true) else {
                failures.append("expected[\(index)] \(ExpectationMatcher.format(e)): expected filter: true"); continue
            }
            for field in e.fields where field.key != "filter" {
                guard let count = counts.first(where: { $0.name == field.key }) else {
                    failures.append("expected[\(index)]: unknown filter count '\(field.key)' (expected one of: \(counts.map(\.name).joined(separator: ", ")))")
                    continue
                }
                guard let want = field.value.doubleValue, want == Double(count.value) else {
                    failures.append("expected[\(index)]: filter \(field.key) \(ExpectationMatcher.format(e)): the filter wrote \(count.value)")
                    continue
                }
            }
        }
        return failures
    }

    static func traceFiles(at path: String) -> [String] {
        var isDir = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return [path] }
        guard isDir else { return [path] }
        let items = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
        return items.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.map { path + "/" + $0 }
    }
}
