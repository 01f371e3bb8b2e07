// Issue item 1: frame assembly over long real traces.
//
// Each recording is looped (timestamps shifted, see TraceLoop) to at least one million
// events, then played endlessly through one FrameAssembler: an iteration is exactly
// 1,000 frames (scaling factor .kilo), so the scaled wall clock is ns per frame and the
// scaled throughput frames per second. The assembler lives across iterations, so the
// malloc count is the steady state (target: 0 per frame).
import Benchmark
import BenchSupport
import TactileCore
import TactileTrace

/// One assembler fed from an endless looped trace.
final class AssemblyRun {
    var assembler: FrameAssembler
    var source: EventCycle

    init(tracePath: String) throws {
        let device = try RealTraces.device(tracePath)
        let events = TraceLoop.loop(device.events, toAtLeast: 1_000_000)
        assembler = FrameAssembler(device: device.description, screen: .default)
        source = EventCycle(events)
    }

    /// Feeds events until the assembler closes a frame; returns a digest of the frame
    /// (not the frame: holding it would keep the assembler's buffer shared).
    @inline(__always)
    func nextFrame() -> Int64 {
        while true {
            if let frame = assembler.process(source.next()) {
                switch frame {
                case .touch(let f): return f.time.microseconds &+ Int64(f.touches.count)
                case .pointer(let p): return p.time.microseconds &+ Int64(p.dx)
                case .pen(let p): return p.time.microseconds &+ Int64(p.id)
                }
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 3_000
    )
    let traces = [
        (BenchmarkCatalog.Name.assemblyEP0430, RealTraces.ep0430ScrollDown),
        (BenchmarkCatalog.Name.assemblyWetab, RealTraces.wetab),
        (BenchmarkCatalog.Name.assemblyNtrig, RealTraces.ntrig),
        (BenchmarkCatalog.Name.assemblyMouse, RealTraces.saitekMouse),
        (BenchmarkCatalog.Name.assemblyPen, RealTraces.cintiqPen),
    ]
    for (name, path) in traces {
        // Loaded in setup, so listing the benchmarks stays cheap.
        let state = SetupBox<AssemblyRun>()
        Benchmark(name, configuration: configuration) { benchmark in
            let run = state.get()
            var digest: Int64 = 0
            for _ in benchmark.scaledIterations {
                digest &+= run.nextFrame()
            }
            blackHole(digest)
        } setup: {
            state.value = try AssemblyRun(tracePath: path)
        } teardown: {
            state.value = nil
        }
    }
}
