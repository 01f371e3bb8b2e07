import Benchmark
import BenchSupport

/// A per-frame benchmark's run: one frame through the stage measured per call; the count it
/// returns is folded into a digest so the work cannot be optimised away.
public protocol FrameRun: AnyObject {
    func nextFrame() -> Int
}

/// Registers a per-frame benchmark (wall clock, throughput, mallocs; 2 s or `maxIterations`):
/// `make` builds the run in setup (not measured), teardown drops it, and every scaled
/// iteration is one ``FrameRun/nextFrame()``.
public func frameBenchmark<Run: FrameRun>(_ name: String, maxIterations: Int, make: @escaping @Sendable () throws -> Run) {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: maxIterations
    )
    let state = SetupBox<Run>()
    Benchmark(name, configuration: configuration, closure: { benchmark in
        let run = state.get()
        var digest = 0
        for _ in benchmark.scaledIterations {
            digest &+= run.nextFrame()
        }
        blackHole(digest)
    }, setup: {
        state.value = try make()
    }, teardown: {
        state.value = nil
    })
}
