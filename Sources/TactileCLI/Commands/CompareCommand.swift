import ArgumentParser
import TactileCore
import TactileSystem

/// `tactile compare`: two configurations over one corpus, so a configuration change is
/// reviewed like code: per recognizer the gestures each recognizes, the traces that changed
/// and how, and the distribution of times to recognition.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Replay a corpus with two configurations and show what changes.",
        discussion: """
            Give --config twice (A, then B) and the traces or directories (searched for .yaml/.yml traces; \
            expectations are not needed). Prints per recognizer the gestures (began or recognized events) \
            each configuration recognizes, every trace whose gestures differ and how (the rules of \
            `tactile test --baseline`, A as the baseline, plus recognitions more than --sooner-tolerance ms \
            sooner), and per recognizer the times to recognition (ms from the first finger down of the touch \
            sequence: count, median, 90th percentile, maximum). Exit 0 whatever changed; 1 when a trace \
            cannot be read; 2 when there is no trace.
            """)

    @Option(name: .customLong("config"), help: ArgumentHelp("A configuration file; give it twice: A, then B.", valueName: "FILE"))
    var configs: [String] = []

    @Argument(help: "Traces or directories.")
    var paths: [String]

    @OptionGroup var screen: ScreenOptions

    @Option(help: ArgumentHelp("Traces replayed at once (default: the processors online).", valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("A recognition this much later (or sooner) in B counts as a change.", valueName: "MS"))
    var timeTolerance: Double = 1

    func validate() throws {
        if configs.count != 2 { throw ValidationError("give --config twice: A (the current configuration), then B (the proposed one)") }
        if paths.isEmpty { throw ValidationError("give at least one trace or directory") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs: expected at least 1, got \(jobs)") }
        if !(timeTolerance >= 0) { throw ValidationError("--time-tolerance: expected milliseconds >= 0") }
    }

    func run() throws {
        Console.stdout.flushEachLine = true
        var seen = Set<String>()
        var files: [String] = []
        for path in paths { for file in TestCommand.traceFiles(at: path).sorted() where seen.insert(file).inserted { files.append(file) } }
        guard !files.isEmpty else { throw Diagnostics.nothingToDo("no .yaml/.yml trace in \(paths.joined(separator: ", "))") }
        let threads = jobs ?? ParallelJobs.processorCount
        var sides: [[TraceTestRun]] = []
        for config in configs {
            let options = try EngineOptions.parse(["--config", config] + screenArguments)
            var settings = TraceTestSettings(options: options, file: try options.loadDaemonFile())
            settings.everyTrace = true
            sides.append(TestCommand.run(files, threads: threads, settings: settings, printing: false))
        }
        let (a, b) = (sides[0], sides[1])
        let errors = (a + b).filter { $0.status == .error }
        for run in errors { Console.line("ERROR \(run.path): \(run.failures.first ?? "")") }

        Console.line("A: \(configs[0])")
        Console.line("B: \(configs[1])")
        Console.line("\(files.count) trace\(files.count == 1 ? "" : "s")")
        Console.line("")
        for line in Self.counts(a, b) { Console.line(line) }
        Console.line("")
        var comparison = BaselineComparison(laterMilliseconds: timeTolerance, soonerMilliseconds: timeTolerance)
        comparison.names = ("A", "B")
        var changed: [(String, [String])] = []
        for (x, y) in zip(a, b) where x.status != .error && y.status != .error {
            let differences = comparison.regressions(baseline: x.gestures, current: y.gestures)
            if !differences.isEmpty { changed.append((x.path, differences)) }
        }
        Console.line(changed.isEmpty ? "no trace changed" : "traces that changed from A to B (\(changed.count)):")
        for (path, differences) in changed {
            Console.line("  \(path)")
            for d in differences { Console.line("    - \(d)") }
        }
        Console.line("")
        for line in Self.recognitionTimes(a, b) { Console.line(line) }
        if !errors.isEmpty { throw ExitCode(1) }
    }

    /// The screen options as arguments, for each side's engine options.
    private var screenArguments: [String] {
        var out: [String] = []
        if let s = screen.screen { out += ["--screen", s] }
        if let r = screen.rotation { out += ["--rotation", String(r)] }
        if let c = screen.calibration { out += ["--calibration", c] }
        if let m = screen.screenMillimetres { out += ["--screen-mm", m] }
        return out
    }

    /// Recognized gestures: `began` and `recognized` events.
    private static func recognized(_ runs: [TraceTestRun]) -> [ReportedGesture] {
        runs.flatMap(\.gestures).filter { $0.phase == "began" || $0.phase == "recognized" }
    }

    /// Recognizer names in first-seen order over both sides.
    private static func names(_ a: [ReportedGesture], _ b: [ReportedGesture]) -> [String] {
        var out: [String] = []
        for g in a + b where !out.contains(g.recognizer) { out.append(g.recognizer) }
        return out
    }

    /// `recognizer  A  B  change` per recognizer.
    static func counts(_ a: [TraceTestRun], _ b: [TraceTestRun]) -> [String] {
        let x = recognized(a), y = recognized(b)
        var lines = ["gestures recognized (began or recognized events):", pad(["recognizer", "A", "B", "change"])]
        for name in names(x, y) {
            let m = x.count { $0.recognizer == name }, n = y.count { $0.recognizer == name }
            lines.append(pad([name, String(m), String(n), n == m ? "" : (n > m ? "+" : "") + String(n - m)]))
        }
        lines.append(pad(["all", String(x.count), String(y.count), y.count == x.count ? "" : (y.count > x.count ? "+" : "") + String(y.count - x.count)]))
        return lines
    }

    /// Per recognizer: count, median, 90th percentile and maximum time to recognition (ms), A and B.
    static func recognitionTimes(_ a: [TraceTestRun], _ b: [TraceTestRun]) -> [String] {
        let x = recognized(a), y = recognized(b)
        func summary(_ gestures: [ReportedGesture], _ name: String) -> [String] {
            let ms = gestures.filter { $0.recognizer == name }.compactMap(\.recognitionMs).sorted()
            guard !ms.isEmpty else { return ["0", "-", "-", "-"] }
            func at(_ q: Double) -> String { CFormat.string("%.1f", ms[min(ms.count - 1, Int((Double(ms.count - 1) * q).rounded()))]) }
            return [String(ms.count), at(0.5), at(0.9), CFormat.string("%.1f", ms.last!)]
        }
        var lines = ["time to recognition (ms from the first finger down):",
                     pad(["recognizer", "A n", "median", "p90", "max", "B n", "median", "p90", "max"])]
        for name in names(x, y) { lines.append(pad([name] + summary(x, name) + summary(y, name))) }
        return lines
    }

    /// A table row: the first column 22 wide, the others 8, right-aligned.
    private static func pad(_ cells: [String]) -> String {
        var line = cells[0].padding(to: 22)
        for cell in cells.dropFirst() { line += String(repeating: " ", count: max(1, 8 - cell.count)) + cell }
        return line
    }
}

extension String {
    /// The string padded with spaces to `width` characters (never cut).
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
