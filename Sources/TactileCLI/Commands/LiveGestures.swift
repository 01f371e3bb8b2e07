import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileSystem

/// Live devices through the whole engine, printing gestures: `tactile demo` with a touchscreen attached.
enum LiveGestures {
    static func run(devices: [String], options: EngineOptions, json: Bool) throws {
        let output = Console.stdout
        output.flushEachLine = true
        let printer = OutputPrinter(output: output, json: json, frames: false)
        let engine = try options.makeEngine(outputs: printer.outputs, live: true)
        printer.attach(to: engine)
        let signals = try SignalFD(signals: [ProcessSignal.interrupt, ProcessSignal.terminate])
        let handler = LiveEngineHandler(engine)
        let loop = try LiveInputLoop(selection: devices.isEmpty ? .all : .paths(devices))
        do { try loop.start(handler: handler) } catch { throw Diagnostics.fail(error.description) }
        loop.run(handler: handler, signals: signals)
        output.flush()
    }
}
