import ArgumentParser
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// `--config`, `--recognizers` and the screen options: what every engine-running command shares.
struct EngineOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Configuration file (YAML or JSON): screen, gestures, pointer, layout. See README.", valueName: "FILE"))
    var config: String?

    @Option(help: ArgumentHelp("Only these recognizers, comma-separated: \(GestureConfiguration.standardNames.joined(separator: ",")).",
                               valueName: "LIST"))
    var recognizers: String?

    @OptionGroup var screen: ScreenOptions

    func validate() throws {
        if config != nil && recognizers != nil {
            throw ValidationError("--recognizers selects from the standard set; with --config, list the recognizers in the file instead")
        }
        if let recognizers {
            do { _ = try GestureConfiguration.standard(names: names(recognizers)) } catch {
                throw ValidationError("--recognizers: \(error)")
            }
        }
    }

    private func names(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The file's configuration, or an empty one.
    func loadFile() throws -> TactileConfiguration {
        guard let config else { return TactileConfiguration() }
        do throws(ConfigurationError) {
            return try TactileConfiguration.load(path: config)
        } catch {
            throw Diagnostics.fail(error.description)
        }
    }

    /// The engine configuration: the file, then the trace's screen and extra recognizers
    /// (if any), then command-line options.
    func engineConfiguration(trace: TraceMetadata? = nil, gestures: Bool = true,
                             outputs: EngineOutputKinds = .all) throws -> Engine.Configuration {
        let file = try loadFile()
        let traceScreen = screen.isSet ? nil : trace?.screen
        let screenConfig = try screen.configuration(base: traceScreen ?? file.screen ?? .default)
        var gestureConfig: GestureConfiguration? = nil
        if gestures {
            if let recognizers { gestureConfig = try GestureConfiguration.standard(names: names(recognizers)) }
            else { gestureConfig = file.gestures ?? .standard }
            if let additions = trace?.gestureAdditions, recognizers == nil {
                do { gestureConfig = try gestureConfig?.adding(additionsJSON: additions) } catch {
                    throw Diagnostics.fail("the trace's tactile: gestures: section: \(error)")
                }
            }
        }
        return Engine.Configuration(screen: screenConfig, pointer: file.pointer, layout: file.layout, gestures: gestureConfig,
                                    outputs: outputs)
    }

    /// An engine for `engineConfiguration(trace:gestures:)`; an invalid gesture
    /// configuration becomes a clean CLI failure.
    func makeEngine(trace: TraceMetadata? = nil, gestures: Bool = true, outputs: EngineOutputKinds = .all) throws -> Engine {
        let config = try engineConfiguration(trace: trace, gestures: gestures, outputs: outputs)
        do { return try Engine(configuration: config) } catch { throw Diagnostics.fail("\(error)") }
    }
}
