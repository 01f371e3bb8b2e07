import ArgumentParser
import TactileCore
import TactileEvdev

/// `tactile devices`: what is attached and whether Tactile will use it.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List input devices, how Tactile classifies them, and their axes.")

    @Flag(help: "Print a JSON array instead of text.")
    var json = false

    @Argument(help: "Device nodes to probe (default: every /dev/input/event*).")
    var paths: [String] = []

    func run() throws {
        let probed = DeviceProbe.probe(paths: paths.isEmpty ? nil : paths)
        if json {
            print(DeviceReport.json(probed))
        } else if probed.isEmpty {
            print("No input devices in \(DeviceProbe.inputDirectory). Run `tactile demo` to replay the bundled recording instead.")
        } else {
            for device in probed { print(DeviceReport.text(device)) }
        }
    }
}
