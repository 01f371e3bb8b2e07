import ArgumentParser
import Foundation
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// `tactile test`: keep gesture behaviour under regression test with traces that carry expectations.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay every trace that carries expected gestures and report pass/fail.",
        discussion: """
            PATH is a trace or a directory (searched recursively for .yaml/.yml traces with a \
            `tactile: expected:` list). Expectations: fields that must match one gesture event, in order, \
            numbers within `tolerance`; `absent: true` means no such event may happen. Exit status 1 if any \
            trace fails.
            """)

    @Argument(help: "Traces or directories.")
    var paths: [String]

    @OptionGroup var options: EngineOptions

    @Flag(help: "Also list every actual gesture event of failing traces.")
    var verbose = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one trace or directory") }
    }

    func run() throws {
        var files: [String] = []
        for path in paths { files += Self.traceFiles(at: path) }
        var passed = 0, failed = 0, skipped = 0
        for file in files.sorted() {
            let trace: Trace
            do { trace = try TraceReader.read(path: file) } catch {
                print("ERROR \(file): \(error)"); failed += 1; continue
            }
            guard !trace.metadata.expected.isEmpty else { skipped += 1; continue }
            var actual: [GestureExpectationCheck.Fields] = []
            let engine = try options.makeEngine(trace: trace.metadata, outputs: [.gestures])
            engine.onOutput = { out in
                if case .gesture(_, _, let e) = out { actual.append(GestureExpectationCheck.fields(of: e)) }
            }
            TraceReplay(trace: trace).run(into: engine)
            let failures = GestureExpectationCheck(expected: trace.metadata.expected).check(actual)
            if failures.isEmpty {
                passed += 1
                print("PASS \(file) (\(trace.metadata.expected.count) expectations)")
            } else {
                failed += 1
                print("FAIL \(file)")
                for f in failures { print("  - \(f)") }
                if verbose {
                    print("  actual events (changed omitted):")
                    for a in actual where a["phase"] != .string("changed") { print("    \(GestureExpectationCheck.format(a))") }
                }
            }
        }
        print("\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped (no expectations)" : ""))
        if failed > 0 { throw ExitCode(1) }
    }

    static func traceFiles(at path: String) -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return [path] }
        guard isDir.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var out: [String] = []
        while let item = enumerator?.nextObject() as? String {
            if item.hasSuffix(".yaml") || item.hasSuffix(".yml") { out.append(path + "/" + item) }
        }
        return out
    }
}
