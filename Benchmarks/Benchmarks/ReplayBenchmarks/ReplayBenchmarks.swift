// Issue item 3: end-to-end replay throughput, as `tactile replay` does it minus the JSON:
// read the file (mapped), parse, assemble frames, run the engine; output discarded.
// Target: at least 5 million events per second on one core.
//
// Inputs, written at benchmark start into a temporary directory, exactly 1,000,000 events
// each (scaling .mega: scaled figures are per event):
// - evemu: the EP0430M09 scroll recording looped, replayed into an Engine with frames only
//   (`tactile replay --frames`) and with the standard gesture recognizers (`tactile replay`);
// - libinput-record YAML of the same looped recording, with the standard recognizers
//   (the same work as the evemu row, through the other parser);
// - libinput-record YAML with two devices, the EP0430M09 (750,000 events) and the Saitek
//   mouse (250,000 events), replayed into an Engine with the standard gesture recognizers
//   and a screen layout: the whole stack (frames, gestures on touch frames; acceleration,
//   hit testing, magnetism and prediction on mouse frames).
import Benchmark
import BenchSupport
import Foundation
import Tactile
import TactileCore
import TactileGestures
import TactilePointer
import TactileTrace

final class ReplayFixtures: @unchecked Sendable {
    let directory: String
    let evemu: GeneratedTrace
    let yaml: GeneratedTrace
    let yamlTouch: GeneratedTrace
    let layout: PointerLayout

    init() throws {
        let touch = try RealTraces.device(RealTraces.ep0430ScrollDown)
        let mouse = try RealTraces.device(RealTraces.saitekMouse)
        directory = try BenchPaths.makeTemporaryDirectory("tactile-bench-replay")
        let million = BenchmarkCatalog.eventsPerTrace
        evemu = try GeneratedTrace.evemu(touch, events: TraceLoop.loop(touch.events, exactly: million),
                                         directory: directory, name: "EP0430M09-1M.evemu")
        var looped = touch
        looped.events = TraceLoop.loop(touch.events, exactly: million)
        yamlTouch = try GeneratedTrace.libinputYAML([looped], directory: directory, name: "EP0430M09-1M.yaml")
        var t = touch, m = mouse
        t.events = TraceLoop.loop(TraceLoop.rebased(touch.events), exactly: million * 3 / 4)
        m.events = TraceLoop.loop(TraceLoop.rebased(mouse.events), exactly: million / 4)
        yaml = try GeneratedTrace.libinputYAML([t, m], directory: directory, name: "touch-and-mouse-1M.yaml")
        layout = RealisticLayout.screen()
    }

    deinit { BenchPaths.remove(directory) }
}

/// One replay: parse the file, run every event through a fresh engine configured as
/// `tactile replay` configures it: with recognizers the engine delivers everything but
/// frames (the command prints gestures; frames are still assembled and drive the
/// recognizers), without them it delivers frames (`tactile replay --frames`).
func replay(path: String, layout: PointerLayout?, gestures: GestureConfiguration?) throws -> Int {
    let trace = try TraceReader.read(path: path)
    let engine = try Engine(configuration: Engine.Configuration(layout: layout, gestures: gestures,
                                                                outputs: gestures == nil ? .all : .allButFrames))
    TraceReplay(trace: trace).run(into: engine)
    return trace.eventCount &+ Int(engine.now?.microseconds ?? 0)
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 1,
        scalingFactor: .mega,
        // Long enough for the median to span the load swings of a shared host (they last
        // seconds: 4 s windows of the same binary differed by a third).
        maxDuration: .seconds(15),
        maxIterations: 75
    )
    let fixtures = SetupBox<ReplayFixtures>()
    let prepare: Benchmark.BenchmarkSetupHook = { fixtures.value = try ReplayFixtures() }
    let release: Benchmark.BenchmarkTeardownHook = { fixtures.value = nil }

    Benchmark(BenchmarkCatalog.Name.replayEvemu, configuration: configuration, closure: { benchmark in
        do {
            blackHole(try replay(path: fixtures.get().evemu.path, layout: nil, gestures: nil))
        } catch {
            benchmark.error("\(error)")
        }
    }, setup: prepare, teardown: release)

    Benchmark(BenchmarkCatalog.Name.replayEvemuGestures, configuration: configuration, closure: { benchmark in
        do {
            blackHole(try replay(path: fixtures.get().evemu.path, layout: nil, gestures: .standard))
        } catch {
            benchmark.error("\(error)")
        }
    }, setup: prepare, teardown: release)

    Benchmark(BenchmarkCatalog.Name.replayYAMLGestures, configuration: configuration, closure: { benchmark in
        do {
            blackHole(try replay(path: fixtures.get().yamlTouch.path, layout: nil, gestures: .standard))
        } catch {
            benchmark.error("\(error)")
        }
    }, setup: prepare, teardown: release)

    Benchmark(BenchmarkCatalog.Name.replayYAML, configuration: configuration, closure: { benchmark in
        do {
            let f = fixtures.get()
            blackHole(try replay(path: f.yaml.path, layout: f.layout, gestures: .standard))
        } catch {
            benchmark.error("\(error)")
        }
    }, setup: prepare, teardown: release)
}
