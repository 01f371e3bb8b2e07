import ArgumentParser
import Foundation
import Tactile
import TactileCore
import TactileEvdev
import TactilePointer
import TactileTrace

/// `tactile pointer`: replay mouse traces through the pointer engine against a layout.
struct PointerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pointer",
        abstract: "Replay mouse traces through the pointer engine (acceleration, hit regions, magnetism, prediction).",
        discussion: "Schema: README.md, \"Output schema: pointer\". Layout format: Docs/POINTER.md.")

    @Argument(help: "Mouse traces (libinput record YAML or evemu).")
    var traces: [String]

    @Option(help: ArgumentHelp("The app's elements as JSON: {\"screen\": {...}, \"elements\": [...]}.", valueName: "LAYOUT.json"))
    var layout: String

    @Flag(help: "One JSON object per line (the default output is the same JSON; kept for symmetry with other commands).")
    var json = false

    @Option(help: "Pointer speed, -1...1 (libinput's speed setting).")
    var speed: Double = 0

    @Option(help: "The mouse's resolution in dots per inch (motion is normalised to 1000 dpi).")
    var dpi: Double = 1000

    @Flag(help: "Turn magnetism off (hit testing and events still work).")
    var noMagnetism = false

    func validate() throws {
        if traces.isEmpty { throw ValidationError("give at least one mouse trace") }
        guard (-1...1).contains(speed) else { throw ValidationError("--speed: expected a value in -1...1, got \(speed)") }
        guard dpi > 0 && dpi.isFinite else { throw ValidationError("--dpi: expected a positive number, got \(dpi)") }
    }

    func run() throws {
        let pointerLayout: PointerLayout
        do throws(PointerLayoutError) {
            pointerLayout = try LayoutFile.load(URL(fileURLWithPath: layout))
        } catch {
            throw Diagnostics.fail(error.description)
        }
        var config = PointerConfiguration()
        config.acceleration.speed = speed
        config.acceleration.deviceDotsPerInch = dpi
        config.magnetism.isEnabled = !noMagnetism
        let loaded = try TraceArguments.load(traces)
        for (name, trace) in loaded {
            try TraceCheck.require(trace, name: name, kinds: [.mouse], command: "pointer",
                                   otherwise: "`tactile pointer` replays mice; `tactile replay \(name)` reports a touchscreen's gestures.")
        }
        let output = Console.stdout
        for (name, trace) in loaded {
            let engine: Engine
            do { engine = try Engine(configuration: Engine.Configuration(pointer: config, layout: pointerLayout)) }
            catch { throw Diagnostics.fail("\(error)") }
            var writer = JSONLineWriter()
            engine.onOutput = { item in
                guard case .pointer(let p) = item else { return }
                writer.reset()
                p.write(to: &writer)
                output.writeLine(writer.bytes)
            }
            TraceReplay(trace: trace).run(into: engine)
            try TraceCheck.requireFrames(engine.firstFrameTime, name: name)
        }
        output.flush()
    }
}
