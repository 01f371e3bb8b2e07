import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import Tactile
import TactileRender
import TactileTrace

/// `tactile render`: a picture of a trace a person can read at a glance.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a trace as SVG: finger paths, device outline to scale, pointer paths and clicks, a time strip with gestures.",
        discussion: "Tools/check-render.sh renders every real trace and checks the pictures in headless Chromium.")

    @Argument(help: "One trace (or an evemu .desc/.events pair).")
    var trace: [String]

    @Option(name: .shortAndLong, help: "Output SVG file.")
    var output: String

    @OptionGroup var options: EngineOptions

    @Flag(help: "Draw paths only, without running the recognizers.")
    var noGestures = false

    func validate() throws {
        if trace.isEmpty || trace.count > 2 { throw ValidationError("give one trace (or a .desc and its events file)") }
    }

    func run() throws {
        guard let (name, loaded) = try TraceArguments.load(trace).first else { return }
        let config = try options.engineConfiguration(trace: loaded.metadata, gestures: !noGestures)
        let svg: String
        if let gestures = config.gestures {
            do { svg = try TraceRenderer.svg(for: loaded, screen: config.screen, recognizers: gestures, title: name) }
            catch { throw Diagnostics.fail("\(error)") }
        } else {
            svg = TraceRenderer.svg(for: loaded, screen: config.screen, title: name)
        }
        do { try Data(svg.utf8).write(to: URL(fileURLWithPath: output)) } catch {
            throw Diagnostics.fail("cannot write \(output): \(FileErrorText.message(for: error))")
        }
    }
}
