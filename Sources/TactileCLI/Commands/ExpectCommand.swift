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

/// `tactile expect`: turns a recording into a regression test, the trace with the gestures
/// it produces today written as its `tactile: expected:` list.
struct ExpectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expect",
        abstract: "Write a recording as a regression test: the trace with its current gestures as expectations.",
        discussion: """
            Replays TRACE (a YAML or evemu recording, or an evemu .desc/.events pair) and writes it as \
            libinput-record YAML with a `tactile: expected:` list: every gesture event but `changed` \
            (kind, phase, fingers, taps, direction, edge exactly; t within ±50 ms; x, y, dx, dy within \
            ±10 pt; scale within ±0.05; rotation within ±0.05 rad; a long press's duration within ±50 ms), \
            then `{gesture: KIND, absent: true}` for each configured kind it did not recognize. The screen \
            used is stored in the trace, so `tactile test OUT.yaml` replays it the same way (give it the same \
            --config). README.md, "Regression tests".
            """)

    @Argument(help: "The recording (a trace, or an evemu description and its events file).")
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The test to write (libinput-record YAML).", valueName: "FILE"))
    var output: String

    @OptionGroup var options: EngineOptions

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give the recording to turn into a test") }
    }

    func run() throws {
        var trace = Trace(devices: [])
        for (_, loaded) in try TraceArguments.load(inputs) {
            trace.devices += loaded.devices
            if trace.metadata.isEmpty { trace.metadata = loaded.metadata }
        }
        let config = try options.engineConfiguration(trace: trace.metadata, outputs: [.gestures])
        let engine: Engine
        do { engine = try Engine(configuration: config) } catch { throw Diagnostics.fail("\(error)") }
        var events: [ExpectationMatcher.Event] = []
        engine.onOutput = { out in
            if case .gesture(_, _, let e) = out, e.phase != .changed { events.append(ExpectationMatcher.event(of: e)) }
        }
        TraceReplay(trace: trace).run(into: engine)

        var expected = events.map(RecordedExpectation.entry)
        let seen = Set(events.compactMap { $0["gesture"]?.stringValue })
        var kinds: [GestureKind] = []
        for recognizer in config.gestures?.recognizers ?? [] where !kinds.contains(recognizer.kind) { kinds.append(recognizer.kind) }
        for kind in kinds where !seen.contains(kind.rawValue) {
            expected.append(ExpectedGesture(["gesture": .string(kind.rawValue), ExpectationMatcher.absentKey: .bool(true)]))
        }
        trace.metadata.expected = expected
        trace.metadata.screen = config.screen
        let bytes: [UInt8]
        do throws(TraceWriteError) { bytes = try LibinputRecordWriter().write(trace) } catch {
            throw Diagnostics.fail(error.description)
        }
        do { try Data(bytes).write(to: URL(fileURLWithPath: output)) } catch {
            throw Diagnostics.fail("cannot write \(output): \(FileErrorText.message(for: error))")
        }
        let absent = expected.count - events.count
        Console.line("wrote \(output): \(events.count) gesture event\(events.count == 1 ? "" : "s") expected"
                     + (absent > 0 ? ", \(absent) kind\(absent == 1 ? "" : "s") expected absent" : "")
                     + (options.config.map { " (test it with --config \($0))" } ?? ""))
    }
}
