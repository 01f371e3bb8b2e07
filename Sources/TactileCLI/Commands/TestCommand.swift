import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import Tactile
import TactileCore
import TactileSystem
import TactileGestures
import TactileTrace
import TactileDaemon

/// `tactile test`: keep gesture behaviour under regression test with traces that carry
/// expectations, or with a committed report of what every trace recognized (a baseline).
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay every trace that carries expected gestures and report pass/fail.",
        discussion: """
            PATH is a trace or a directory (searched recursively for .yaml/.yml traces with a \
            `tactile: expected:` list). Expectations: fields that must match one gesture event, in order, \
            numbers within `tolerance`; `absent: true` means no such event may happen; they are checked as \
            strictly as the configuration (an unknown key, kind or phase is an error with file:line). With --config \
            (the daemon's whole file is accepted), an entry `{action: NAME}` expects that action to run (dry run: \
            nothing is run); --actions lists the actions each trace would run. Traces run on --jobs threads, \
            each with its own engine; output keeps the order of the paths. --report writes what every trace \
            recognized; --baseline compares a run with such a report (a trace needs no expectations to be \
            guarded). Exit status 1 if any trace fails, 2 if no trace carries expectations and no baseline \
            is given (a CI job pointed at the wrong folder must not pass).
            """)

    @Argument(help: "Traces or directories.")
    var paths: [String]

    @OptionGroup var options: EngineOptions

    @Flag(help: "Also list every actual gesture event of failing traces.")
    var verbose = false

    @Flag(help: "List the actions of --config each trace would run (a dry run: nothing is run).")
    var actions = false

    @Option(help: ArgumentHelp("Traces replayed at once, each by its own engine on its own thread (default: the processors online).",
                               valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Run only shard I of N (1-based): a trace's shard follows from a hash of its path, so the N jobs of a CI matrix together run every trace once.",
                               valueName: "I/N"))
    var shard: TestShard?

    @Option(help: ArgumentHelp("Also write the results as JUnit XML (one test case per trace) for CI test reporters.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Write per trace the recognized gestures with their values and times to recognition (JSON).", valueName: "FILE"))
    var report: String?

    @Option(help: ArgumentHelp("Compare with this report (from --report): a gesture lost or added, a value beyond its tolerance or a later recognition fails the trace.",
                               valueName: "FILE"))
    var baseline: String?

    @Flag(help: "Write this run into the --baseline file instead of comparing (traces not run keep their entries).")
    var updateBaseline = false

    @Option(help: ArgumentHelp("With --baseline: a recognition this much later than the baseline's is a regression.", valueName: "MS"))
    var laterTolerance: Double = 20

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one trace or directory") }
        if actions && options.config == nil {
            throw ValidationError("--actions needs --config FILE: the configuration with the actions section (the daemon's file)")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs: expected at least 1, got \(jobs)") }
        if updateBaseline && baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE: the report to write") }
        if !(laterTolerance >= 0) { throw ValidationError("--later-tolerance: expected milliseconds >= 0") }
    }

    func run() throws {
        Console.stdout.flushEachLine = true
        let clockStart = MonotonicClock.now()
        var settings = TraceTestSettings(options: options, file: try options.loadDaemonFile(), verbose: verbose, actions: actions)
        settings.everyTrace = report != nil || baseline != nil
        settings.comparison = BaselineComparison(laterMilliseconds: laterTolerance)
        var committed: TestReport?
        if let baseline {
            if updateBaseline {
                committed = FileManager.default.fileExists(atPath: baseline) ? try TestReport.load(baseline) : TestReport(traces: [])
            } else {
                let loaded = try TestReport.load(baseline)
                committed = loaded
                settings.baseline = Dictionary(loaded.traces.map { ($0.trace, $0.gestures) }, uniquingKeysWith: { a, _ in a })
            }
        }
        var seen = Set<String>()
        var files: [String] = []
        for path in paths { for file in Self.traceFiles(at: path).sorted() where seen.insert(file).inserted { files.append(file) } }
        let selected = shard.map { shard in files.filter(shard.contains) } ?? files
        let threads = jobs ?? ParallelJobs.processorCount
        let runs = Self.run(selected, threads: threads, settings: settings)
        let seconds = Double(MonotonicClock.now() - clockStart) / 1e6

        let passed = runs.count { $0.status == .passed }
        let failed = runs.count { $0.status == .failed || $0.status == .error }
        let skipped = runs.count { $0.status == .skipped }
        Console.line("\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped (no expectations)" : "")
                     + (shard.map { " (shard \($0.index)/\($0.count): \(selected.count) of \(files.count) traces)" } ?? ""))
        Console.line(Self.timing(runs, seconds: seconds, threads: threads))

        if let junit {
            try write(Data(JUnitReport.xml(runs, seconds: seconds, suite: "tactile test").utf8), to: junit, what: "the JUnit report")
        }
        let current = TestReport(traces: runs.filter { $0.status != .error }.map { .init(trace: $0.path, gestures: $0.gestures) })
        if let report { try write(try current.encoded(), to: report, what: "the report") }
        if updateBaseline, let baseline, let committed {
            let ran = Set(current.traces.map(\.trace))
            let merged = TestReport(traces: committed.traces.filter { !ran.contains($0.trace) } + current.traces)
            try write(try merged.encoded(), to: baseline, what: "the baseline")
            Console.line("wrote \(baseline): \(current.traces.count) trace\(current.traces.count == 1 ? "" : "s") of this run, \(merged.traces.count) in all")
        }
        if failed > 0 { throw ExitCode(1) }
        if passed == 0 && baseline == nil && report == nil {
            throw Diagnostics.nothingToDo("no trace with expectations (a `tactile: expected:` list) in \(paths.joined(separator: ", "))"
                                          + (files.isEmpty ? ": no .yaml/.yml file there" : ": \(files.count) trace\(files.count == 1 ? "" : "s") without one"))
        }
    }

    /// Runs every trace on `threads` threads and prints each trace's lines in path order as
    /// soon as it and every trace before it are done; on a terminal, a progress line on stderr.
    static func run(_ files: [String], threads: Int, settings: TraceTestSettings, printing: Bool = true) -> [TraceTestRun] {
        let printer = OrderedPrinter(count: files.count, printing: printing,
                                     progress: StandardStreams.errorIsTerminal && files.count > 1)
        ParallelJobs.run(count: files.count, threads: threads) { index in
            printer.finished(index, settings.run(files[index]))
        }
        return printer.finish()
    }

    /// `time: 4.2 s on 2 threads; per trace: median 3.1 ms, slowest 40.2 ms (path)`
    static func timing(_ runs: [TraceTestRun], seconds: Double, threads: Int) -> String {
        var line = "time: " + CFormat.string("%.2f", seconds) + " s on \(threads) thread\(threads == 1 ? "" : "s")"
        let sorted = runs.sorted { $0.seconds < $1.seconds }
        if let slowest = sorted.last {
            let median = sorted[sorted.count / 2].seconds
            line += "; per trace: median " + CFormat.string("%.1f", median * 1000) + " ms, slowest "
                + CFormat.string("%.1f", slowest.seconds * 1000) + " ms (\(slowest.path))"
        }
        return line
    }

    private func write(_ data: Data, to path: String, what: String) throws {
        do { try data.write(to: URL(fileURLWithPath: path)) } catch {
            throw Diagnostics.fail("cannot write \(what) to \(path): \(FileErrorText.message(for: error))")
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
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        return items.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.map { base + "/" + $0 }
    }
}

/// Collects finished traces and prints them in their order, whichever thread finished them.
private final class OrderedPrinter: Sendable {
    private struct State {
        var results: [TraceTestRun?]
        var next = 0
        var done = 0
        var failed = 0
    }
    private let state: Mutex<State>
    private let printing: Bool
    private let progress: Bool

    init(count: Int, printing: Bool, progress: Bool) {
        state = Mutex(State(results: Array(repeating: nil, count: count)))
        self.printing = printing
        self.progress = progress
    }

    func finished(_ index: Int, _ run: TraceTestRun) {
        state.withLock { s in
            s.results[index] = run
            s.done += 1
            if run.status == .failed || run.status == .error { s.failed += 1 }
            var printed = false
            while printing, s.next < s.results.count, let ready = s.results[s.next] {
                if !printed && progress && !ready.lines.isEmpty { StandardStreams.writeError("\r\u{1B}[K") }
                for line in ready.lines { Console.line(line); printed = true }
                s.next += 1
            }
            if progress {
                StandardStreams.writeError("\r\u{1B}[K[\(s.done)/\(s.results.count)] \(s.failed) failed  \(run.path)")
            }
        }
    }

    func finish() -> [TraceTestRun] {
        state.withLock { s in
            if progress { StandardStreams.writeError("\r\u{1B}[K") }
            return s.results.compactMap { $0 }
        }
    }
}
