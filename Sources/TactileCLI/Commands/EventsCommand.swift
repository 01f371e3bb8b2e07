import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileCore
import TactileSystem

/// `tactile events`: frames from live devices as JSON lines.
struct EventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events",
        abstract: "Print one JSON object per frame from live devices until SIGINT/SIGTERM.",
        discussion: "Schema: README.md, \"Output schema\". Lines are flushed at once, so the output can be piped.")

    @Argument(help: "Device nodes, e.g. /dev/input/event5. Default: every touchscreen and mouse, following hotplug.")
    var devices: [String] = []

    @OptionGroup var options: EngineOptions

    @Option(help: ArgumentHelp("Exit (status 0) after this many seconds without input; for scripts and tests.", valueName: "seconds"))
    var idleTimeout: Double?

    @Flag(help: "Print a diagnostics summary per device on stderr at exit.")
    var diagnostics = false

    func validate() throws {
        if let idleTimeout, !(idleTimeout > 0) { throw ValidationError("--idle-timeout: expected a positive number of seconds") }
    }

    func run() throws {
        let output = Console.stdout
        output.flushEachLine = true
        var writer = JSONLineWriter()
        // Frames only: the recognizers are not needed to print frames.
        let engine = try options.makeEngine(gestures: false, live: true)
        engine.onOutput = { item in
            switch item {
            case .frame(_, let name, let frame):
                FrameJSON.write(frame, device: name, into: &writer)
                output.writeLine(writer.bytes)
            case .deviceAdded(_, let name, let c):
                Diagnostics.note("tactile: opened \(name) (\(c.kind.rawValue))")
            case .deviceRemoved(_, let name, let reason):
                Diagnostics.note("tactile: \(name) removed\(reason.map { ": \($0)" } ?? "")")
            case .pointer, .gesture, .elementTap:
                break  // `tactile events` prints frames only
            }
        }
        let signals = try SignalFD(signals: [ProcessSignal.interrupt, ProcessSignal.terminate])
        let handler = LiveEngineHandler(engine)
        let loop = try LiveInputLoop(selection: devices.isEmpty ? .all : .paths(devices))
        do {
            try loop.start(handler: handler)
        } catch {
            throw Diagnostics.fail(error.description)
        }
        if loop.openDeviceCount == 0 && devices.isEmpty {
            Diagnostics.note("tactile: no touchscreen or mouse found; waiting for one (Ctrl-C to stop; `tactile demo` replays a recording)")
        }
        loop.run(handler: handler, signals: signals, idleTimeoutMilliseconds: idleTimeout.map { Int($0 * 1000) })
        output.flush()
        if diagnostics {
            for (name, d) in engine.diagnostics.sorted(by: { $0.key < $1.key }) { Diagnostics.note("tactile: \(name): \(d.summary)") }
        }
    }
}
