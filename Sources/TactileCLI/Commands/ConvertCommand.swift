import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactileTrace

/// `tactile convert`: between evemu and libinput-record YAML, losslessly.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert traces between evemu and libinput record YAML.",
        discussion: """
            Several inputs (or an evemu .desc/.events pair) become one multi-device YAML file. \
            evemu holds one device and no Tactile metadata. The format follows --to, else the \
            output's extension (.yaml/.yml, else evemu).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case yaml, evemu }

    @Argument(help: "Input traces.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file.")
    var output: String

    @Option(help: "Output format: yaml or evemu.")
    var to: Format?

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one input trace") }
    }

    func run() throws {
        let format = to ?? ((output.hasSuffix(".yaml") || output.hasSuffix(".yml")) ? .yaml : .evemu)
        let loaded = try TraceArguments.load(inputs)
        var merged = Trace(devices: [])
        for (_, trace) in loaded {
            merged.devices += trace.devices
            if merged.metadata.isEmpty { merged.metadata = trace.metadata }
        }
        let bytes: [UInt8]
        do throws(TraceWriteError) {
            switch format {
            case .yaml:
                bytes = try LibinputRecordWriter().write(merged)
            case .evemu:
                guard merged.devices.count == 1 else {
                    throw TraceWriteError("evemu holds one device; these inputs have \(merged.devices.count) (convert to yaml instead)")
                }
                bytes = try EvemuWriter().write(merged.devices[0])
            }
        } catch {
            throw Diagnostics.fail(error.description)
        }
        do { try Data(bytes).write(to: URL(fileURLWithPath: output)) } catch {
            throw Diagnostics.fail("cannot write \(output): \(FileErrorText.message(for: error))")
        }
    }
}
