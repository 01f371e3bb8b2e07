import ArgumentParser
import Foundation
import Tactile
import TactileCore
import TactileEvdev
import TactileGestures
import TactileTrace

/// `tactile replay`: run recorded traces through the same engine as live input.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay traces (libinput record YAML or evemu) through the recognizers on a virtual clock.",
        discussion: """
            Prints the recognized gestures (and taps on layout elements); with --frames, the frames in \
            the `tactile events` schema instead, identical to what `tactile events` prints for the same \
            events. Output is identical run to run. An evemu description file followed by its events \
            file counts as one trace: `tactile replay X.desc X.events`.
            """)

    @Argument(help: "Trace files.")
    var traces: [String]

    @OptionGroup var options: EngineOptions

    @Flag(help: "One JSON object per line (schema: README.md).")
    var json = false

    @Flag(help: "Print frames (the `tactile events` schema) instead of gestures.")
    var frames = false

    @Flag(help: "Pace the replay in real time (for demos); the output does not change.")
    var realtime = false

    @Flag(help: "Print a diagnostics summary per device on stderr at the end.")
    var diagnostics = false

    @Flag(help: "Print every recognizer state transition with its reason on stderr (for tuning).")
    var transitions = false

    func validate() throws {
        if traces.isEmpty { throw ValidationError("give at least one trace file") }
    }

    func run() throws {
        let loaded = try TraceArguments.load(traces)
        let output = LineOutput(flushEachLine: realtime)
        for (_, trace) in loaded {
            let printer = OutputPrinter(output: output, json: json || frames, frames: frames)
            let engine = try options.makeEngine(trace: trace.metadata, gestures: !frames, outputs: printer.outputs)
            printer.attach(to: engine)
            if transitions {
                engine.transitionObserver = { device, record, name in
                    Diagnostics.note("\(String(format: "%.6f", record.time.seconds)) \(device): \(name ?? "-") \(record.from.rawValue) -> \(record.to.rawValue): \(record.reason)")
                }
            }
            TraceReplay(trace: trace).run(into: engine, pace: realtime ? RealtimePacer().pace : nil)
            output.flush()
            if diagnostics {
                for (name, d) in engine.diagnostics.sorted(by: { $0.key < $1.key }) { Diagnostics.note("tactile: \(name): \(d.summary)") }
            }
        }
    }
}

/// Sleeps so that events are processed at their recorded pace (`--realtime`).
/// Only the pacing uses the wall clock; the engine still sees event time.
final class RealtimePacer {
    private var firstEvent: Timestamp?
    private var start = MonotonicClock.now()

    func pace(_ time: Timestamp) {
        guard let first = firstEvent else { firstEvent = time; start = MonotonicClock.now(); return }
        let due = start + (time.microseconds - first.microseconds)
        let wait = due - MonotonicClock.now()
        if wait > 0 { usleep(UInt32(min(wait, 1_000_000))) }
    }
}
