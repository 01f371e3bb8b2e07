import ArgumentParser
import Tactile
import TactileCore
import TactileGestures
import TactileTrace
import TactileDaemon

/// `--config`, `--recognizers` and the screen options: what every engine-running command shares.
struct EngineOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Configuration file (YAML or JSON): screen, gestures, pointer, layout; the daemon's whole file (devices, socket, actions, output) is accepted too. See README.", valueName: "FILE"))
    var config: String?

    @Option(help: ArgumentHelp("Only these recognizers, comma-separated: \(GestureConfiguration.standardNames.joined(separator: ",")).",
                               valueName: "LIST"))
    var recognizers: String?

    @OptionGroup var screen: ScreenOptions

    @OptionGroup var quirks: QuirkOptions

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
        list.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The file as `tactile run` reads it (checked the same way, actions included), or an
    /// empty configuration: every command takes the deployed file as it is.
    func loadDaemonFile() throws -> DaemonConfiguration {
        guard let config else { return DaemonConfiguration() }
        do throws(ConfigurationError) {
            return try DaemonConfiguration.load(path: config)
        } catch {
            throw Diagnostics.fail(error.description)
        }
    }

    /// The file's engine sections, or an empty configuration.
    func loadFile() throws -> TactileConfiguration { try loadDaemonFile().engine }

    /// The engine configuration: the file, then the trace's screen and extra recognizers
    /// (if any), then command-line options.
    /// `live`: live devices, so a missing physical size comes from the connected display's
    /// EDID (``DisplaySize``); replay keeps the trace's or the configured screen.
    func engineConfiguration(trace: TraceMetadata? = nil, gestures: Bool = true,
                             outputs: EngineOutputKinds = .all, file loaded: TactileConfiguration? = nil,
                             live: Bool = false) throws -> Engine.Configuration {
        let file = try loaded ?? loadFile()
        var traceScreen = screen.isSet ? nil : trace?.screen
        // A size recorded with the trace is what the trace says, not a configured size: a
        // plausible axis resolution wins over it (``PanelSizing``).
        if traceScreen?.physicalWidthMillimetres != nil { traceScreen?.physicalSizeOrigin = .trace("its tactile: screen section") }
        var screenConfig = try screen.configuration(base: traceScreen ?? file.screen ?? .default)
        if live, let note = DisplaySize.fill(&screenConfig) { Diagnostics.note("tactile: \(note)") }
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
                                    outputs: outputs, pen: file.pen, palm: file.palm, arbitration: file.arbitration)
    }

    /// An engine for `engineConfiguration(trace:gestures:)`; an invalid gesture
    /// configuration becomes a clean CLI failure.
    func makeEngine(trace: TraceMetadata? = nil, gestures: Bool = true, outputs: EngineOutputKinds = .all,
                    file: TactileConfiguration? = nil, live: Bool = false) throws -> Engine {
        let config = try engineConfiguration(trace: trace, gestures: gestures, outputs: outputs, file: file, live: live)
        do { return try Engine(configuration: config) } catch { throw Diagnostics.fail("\(error)") }
    }
}
