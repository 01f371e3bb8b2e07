import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileCore
import TactileSystem
import TactileTrace

/// `tactile demo`: the README's first command. Uses an attached touchscreen if
/// there is one, otherwise replays the bundled real recording, and tells a person
/// what it saw.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Show what Tactile sees: a live touchscreen if attached, else the bundled real recording.")

    /// The bundled recording: two fingers dragged down an EP0430M09 panel (see Traces/real/README.md).
    static let defaultTrace = "Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml"

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Replay this trace instead of the bundled one: what `tactile replay` takes (a YAML or evemu file, or an evemu .desc and its events file).",
                               valueName: "FILE"))
    var trace: [String] = []

    @Flag(help: "Replay even if a device is attached.")
    var replay = false

    @Flag(help: "Print JSON lines instead of the readable timeline.")
    var json = false

    @OptionGroup var options: EngineOptions

    func run() throws {
        if trace.isEmpty && !replay {
            let live = DeviceProbe.probe().filter { $0.classification?.kind == .touchscreen }
            if let device = live.first {
                Diagnostics.note("tactile: reading \(device.path) (\(device.description?.name ?? "")); Ctrl-C to stop")
                try LiveGestures.run(devices: [device.path], options: options, json: json)
                return
            }
        }
        let paths = trace.isEmpty ? [try Self.locateBundledTrace()] : trace
        let loaded = try TraceArguments.load(paths)
        for (name, trace) in loaded {
            try TraceCheck.require(trace, name: name, kinds: [.touchscreen, .mouse], command: "demo",
                                   otherwise: "Tactile reads touchscreens and mice (`tactile devices` shows why a device is skipped).")
        }
        let timeline = DemoTimeline(json: json)
        for (name, trace) in loaded {
            if !json {
                Console.line("Replaying \(name)")
                for d in trace.devices {
                    let c = d.description.classification
                    Console.line("  device: \(d.description.name) — \(c.kind.rawValue), \(c.reason)")
                }
            }
            let engine = try options.makeEngine(trace: trace.metadata)
            engine.onOutput = { timeline.record($0) }
            TraceReplay(trace: trace).run(into: engine)
            timeline.finish(diagnostics: engine.diagnostics)
        }
    }

    /// Finds the bundled trace next to the working directory or the executable
    /// (`.build/<config>/tactile` lives two levels below the repository root), or where the
    /// Debian package installs it (`PREFIX/share/tactile`, beside `PREFIX/bin/tactile`).
    static func locateBundledTrace() throws -> String {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [FileManager.default.currentDirectoryPath]
        var dir = exe.deletingLastPathComponent()
        candidates.append(dir.deletingLastPathComponent().appendingPathComponent("share/tactile").path)
        for _ in 0..<5 { candidates.append(dir.path); dir.deleteLastPathComponent() }
        for base in candidates {
            let path = base + "/" + defaultTrace
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        throw Diagnostics.fail("cannot find the bundled recording \(defaultTrace); run from the repository or pass --trace FILE")
    }
}

