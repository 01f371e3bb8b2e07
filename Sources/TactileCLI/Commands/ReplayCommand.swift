import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileCore
import TactileSystem
import TactileGestures
import TactileTrace
import TactileDaemon

/// `tactile replay`: run recorded traces through the same engine as live input.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay traces (libinput record YAML or evemu) through the recognizers on a virtual clock.",
        discussion: """
            Prints the recognized gestures (and taps on layout elements): readable by default (continuous \
            gestures as began and ended with their totals; --verbose for every change), or JSON lines in the \
            daemon's schema with --json. --frames prints the frames in the `tactile events` schema instead, \
            identical to what `tactile events` prints for the same events. --config takes the daemon's whole \
            file; --actions then prints the actions the traces would run (nothing is run). Output is identical \
            run to run. An evemu description file followed by its events file counts as one trace: \
            `tactile replay X.desc X.events`. Exit status 2 when a trace has nothing to replay (no events, \
            no touchscreen or pen: a mouse belongs to `tactile pointer`). A pen's strokes (tip-down periods) are listed \
            in readable output, with a pen summary (strokes, proximity and hover periods, max pressure).
            """)

    @Argument(help: "Trace files.")
    var traces: [String]

    @OptionGroup var options: EngineOptions

    @Flag(help: "One JSON object per line (schema: README.md).")
    var json = false

    @Flag(help: "Print frames (the `tactile events` schema) instead of gestures.")
    var frames = false

    @Flag(help: "Print the actions of --config's actions section the traces would run (a dry run: nothing is run).")
    var actions = false

    @Flag(help: "Readable output: also every change of a continuous gesture, not only began and ended.")
    var verbose = false

    @Flag(help: "Pace the replay in real time (for demos); the output does not change.")
    var realtime = false

    @Flag(help: "Print a diagnostics summary per device on stderr at the end.")
    var diagnostics = false

    @Flag(help: "Print every recognizer state transition with its reason on stderr (for tuning).")
    var transitions = false

    @Option(name: .customLong("filter-output"),
            help: "Write what --config's filter (and key actions) would send to the virtual devices as a libinput-record trace (one trace only).")
    var filterOutput: String?

    func validate() throws {
        if traces.isEmpty { throw ValidationError("give at least one trace file") }
        if actions && frames { throw ValidationError("--actions prints actions, --frames prints frames: give one of them") }
        if filterOutput != nil && (options.config == nil || traces.count != 1) {
            throw ValidationError("--filter-output needs --config FILE (with a filter section or key actions) and one trace")
        }
        if actions && options.config == nil {
            throw ValidationError("--actions needs --config FILE: the configuration with the actions section (the daemon's file)")
        }
    }

    func run() throws {
        let loaded = try TraceArguments.load(traces)
        let file = try options.loadDaemonFile()
        if actions && file.actions.isEmpty {
            throw Diagnostics.nothingToDo("\(options.config ?? ""): no actions section, so there is nothing --actions could run")
        }
        // Everything is checked before anything is printed: a CI log is either complete or an error.
        let layout = file.engine.layout != nil
        for (name, trace) in loaded {
            if frames {
                try TraceCheck.require(trace, name: name, kinds: [.touchscreen, .mouse, .pen], command: "replay",
                                       otherwise: "Tactile reads touchscreens, mice and pens (`tactile devices` shows why a device is skipped).")
            } else {
                try TraceCheck.require(trace, name: name, kinds: layout ? [.touchscreen, .mouse, .pen] : [.touchscreen, .pen], command: "replay",
                                       otherwise: "`tactile replay` reports touch gestures and pen strokes (and, with a layout, clicks on its elements); "
                                           + "`tactile pointer \(name) --layout LAYOUT.json` replays a mouse, `--frames` prints any device's frames.")
            }
        }
        let output = Console.stdout
        output.flushEachLine = realtime
        let mode: ReplayPrinter.Mode = frames ? .frames : actions ? .actions : .gestures
        for (name, trace) in loaded {
            guard !output.isClosed else { break }
            // Readable output lists pen strokes, made from the pen frames.
            let penStrokes = mode == .gestures && !json && trace.devices.contains { $0.description.classification.kind == .pen }
            let config = try options.engineConfiguration(trace: trace.metadata, gestures: !frames,
                                                         outputs: mode == .frames || penStrokes ? .all : .allButFrames, file: file.engine)
            let engine: Engine
            do { engine = try Engine(configuration: config) } catch { throw Diagnostics.fail("\(error)") }
            let devices = trace.devices.map { device -> String in
                var what = device.description.classification.kind.rawValue
                if let mapper = AssumedSize.sizing(for: device.description, screen: config.screen) { what += ", " + AssumedSize.text(mapper) }
                return "\(device.description.name) (\(what))"
            }
            let printer = ReplayPrinter(output: output, json: json || frames, mode: mode, verbose: verbose, name: name,
                                        devices: devices.joined(separator: ", "), labelTrace: loaded.count > 1,
                                        matcher: file.actions.isEmpty ? nil : ActionMatcher(rules: file.actions, screenBounds: config.screenBounds))
            printer.attach(to: engine)
            for device in trace.devices {
                if let note = AssumedSize.note(for: device.description, screen: config.screen) { Diagnostics.note("tactile: \(note)") }
            }
            if transitions {
                let names = config.gestures?.recognizers.map(\.name) ?? []
                engine.transitionObserver = { device, record, name in
                    Diagnostics.note("\(CFormat.string("%.6f", record.time.seconds)) \(device): \(name ?? "-") \(record.from.rawValue) -> \(record.to.rawValue): \(record.reason.text(names: names))")
                }
            }
            if transitions {
                engine.arbitrationObserver = { device, t in
                    Diagnostics.note("\(CFormat.string("%.6f", t.time.seconds)) \(device): pen arbitration \(t.from) -> \(t.to): \(t.reason.rawValue)")
                }
            }
            TraceReplay(trace: trace).run(into: engine, pace: realtime ? RealtimePacer().pace : nil)
            if let filterOutput { try writeFilterOutput(trace: trace, file: file, engine: config, to: filterOutput) }
            try TraceCheck.requireFrames(engine.firstFrameTime, name: name)
            printer.finish(firstFrame: engine.firstFrameTime)
            output.flush()
            if diagnostics {
                for (name, d) in engine.diagnostics.sorted(by: { $0.key < $1.key }) { Diagnostics.note("tactile: \(name): \(d.summary)") }
            }
        }
    }
}

extension ReplayCommand {
    /// The dry run of the filter: its virtual devices' events as a trace, and counts on stderr.
    func writeFilterOutput(trace: Trace, file: DaemonConfiguration, engine: Engine.Configuration, to path: String) throws {
        guard file.filter != nil || !file.keyboardKeys.isEmpty else {
            throw Diagnostics.nothingToDo("\(options.config ?? ""): no filter section and no key actions, so no virtual device would get anything")
        }
        let run: FilterDryRun
        do { run = try FilterDryRun(trace: trace, configuration: file, engine: engine) } catch { throw Diagnostics.fail("\(error)") }
        let bytes: [UInt8]
        do { bytes = try LibinputRecordWriter().write(run.trace) } catch { throw Diagnostics.fail("\(error)") }
        do { try Data(bytes).write(to: URL(fileURLWithPath: path)) } catch { throw Diagnostics.fail("cannot write \(path): \(error)") }
        let c = run.counts
        let buttons = c.buttonPresses.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        Diagnostics.note("tactile: filter output in \(path): \(run.outputs.map(\.role).joined(separator: ", ")); "
            + "touch downs \(c.touchDowns), ups \(c.touchUps), cancels \(c.touchCancels), frames \(c.frames)"
            + (buttons.isEmpty ? "" : "; buttons \(buttons)") + (c.wheel != 0 || c.horizontalWheel != 0 ? "; wheel \(c.wheel), hwheel \(c.horizontalWheel) (120 per detent)" : "")
            + (c.keyPresses > 0 ? "; key presses \(c.keyPresses)" : ""))
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
        if wait > 0 { StandardStreams.sleep(microseconds: min(wait, 1_000_000)) }
    }
}
