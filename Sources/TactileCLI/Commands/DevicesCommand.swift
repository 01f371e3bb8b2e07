import ArgumentParser
import TactileCore
import TactileSystem
import TactileTrace

/// `tactile devices`: what is attached and whether Tactile will use it.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List input devices, how Tactile classifies them, and their axes.")

    @Flag(help: "Print a JSON array instead of text.")
    var json = false

    @Argument(help: "Device nodes to probe (default: every /dev/input/event*). Exit status 1 if one of them cannot be probed.")
    var paths: [String] = []

    @Option(name: .customLong("trace"), help: ArgumentHelp(
        "Describe the devices recorded in a trace instead of probing nodes (repeatable; an evemu .desc needs no events file).",
        valueName: "FILE"))
    var traces: [String] = []

    @OptionGroup var quirks: QuirkOptions

    func run() throws {
        if !traces.isEmpty {
            var entries: [DeviceReport.Entry] = []
            for path in traces {
                let trace: Trace
                do throws(TraceParseError) { trace = try TraceReader.read(paths: [path]) } catch { throw Diagnostics.fail(error.description) }
                entries += trace.devices.map { DeviceReport.Entry(path: path, description: $0.description) }
            }
            if json { Console.line(DeviceReport.json(entries)) } else { for e in entries { Console.line(DeviceReport.text(e)) } }
            return
        }
        let probed = DeviceProbe.probe(paths: paths.isEmpty ? nil : paths)
        if json {
            Console.line(DeviceReport.json(probed))
        } else if probed.isEmpty {
            Console.line("No input devices in \(DeviceProbe.inputDirectory). Run `tactile demo` to replay the bundled recording instead.")
        } else {
            for device in probed { Console.line(DeviceReport.text(device)) }
        }
        // Nodes named on the command line must be devices: a typo in a script is an error.
        // (The default listing reports what it finds, including nodes it cannot open.)
        let failed = probed.filter { $0.description == nil }
        if !paths.isEmpty && !failed.isEmpty {
            throw Diagnostics.fail("cannot probe \(failed.map(\.path).joined(separator: ", ")) (see above)")
        }
    }
}
