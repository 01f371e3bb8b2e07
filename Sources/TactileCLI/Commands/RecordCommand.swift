import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileSystem
import TactileLive

/// `tactile record`: record live devices into a libinput-record YAML trace.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record live devices to a trace (libinput record YAML) until Ctrl-C.",
        discussion: """
            Each frame of the first device is written as it happens, so a recorder killed hard \
            leaves a file that replays up to its last complete frame; other devices are written at \
            exit. Keyboard keys are not recorded unless --allow-keys (traces end up in bug reports).
            """)

    @Argument(help: "Device nodes, e.g. /dev/input/event5.")
    var devices: [String]

    @Option(name: .shortAndLong, help: "Output file.")
    var output: String

    @Flag(help: "Also record keyboard key codes.")
    var allowKeys = false

    @Option(help: ArgumentHelp("Stop after this many seconds without input (for scripts and tests).", valueName: "seconds"))
    var idleTimeout: Double?

    func validate() throws {
        if devices.isEmpty { throw ValidationError("name the devices to record, e.g. /dev/input/event5 (`tactile devices` lists them)") }
    }

    func run() throws {
        let sink: LineOutput
        do { sink = try LineOutput.creating(path: output, flushEachLine: true) } catch {
            throw Diagnostics.fail(error.description)
        }
        let recorder = TraceRecorder(expectedDevices: devices.count, allowKeys: allowKeys) { sink.write($0) }
        let signals = try SignalFD(signals: [ProcessSignal.interrupt, ProcessSignal.terminate])
        let loop = try LiveInputLoop(selection: .paths(devices))
        do { try loop.start(handler: recorder, watchHotplug: false) } catch { throw Diagnostics.fail(error.description) }
        Diagnostics.note("tactile: recording \(devices.joined(separator: ", ")) to \(output); Ctrl-C to stop")
        loop.run(handler: recorder, signals: signals, idleTimeoutMilliseconds: idleTimeout.map { Int($0 * 1000) })
        recorder.finish()
        sink.flush()
        if let e = recorder.writeError { throw Diagnostics.fail("\(output): \(e)") }
        Diagnostics.note("tactile: recorded \(recorder.recordedEvents) events" +
                         (recorder.droppedKeyEvents > 0 ? ", left out \(recorder.droppedKeyEvents) keyboard events (--allow-keys keeps them)" : ""))
    }
}
