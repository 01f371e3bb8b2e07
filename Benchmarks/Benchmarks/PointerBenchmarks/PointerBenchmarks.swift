// Issue item 5: the pointer's per-event pipeline, PointerEngine.process (acceleration,
// hit testing, state machine, magnetism glide, endpoint prediction) on the real Saitek
// mouse recording with a one-screen app layout. Targets: <= 5 us and 0 allocations per event.
//
// The recording is assembled into mouse frames once (FrameAssembler), then played
// endlessly: every other round mirrored (dx, dy negated) so the pointer sweeps back and
// forth across the layout instead of sticking to a screen edge, timestamps shifted so
// time runs on. Due glide deadlines are advanced first, as the Engine does. An iteration
// is 1,000 mouse frames (scaling .kilo: scaled figures are per event).
import Benchmark
import BenchFrames
import BenchSupport
import TactileCore
import TactilePointer
import TactileTrace

final class PointerRun: FrameRun, @unchecked Sendable {
    var engine: PointerEngine
    var outputs: [PointerOutput] = []
    let rounds: [[PointerFrame]]
    let period: Int64
    var round = 0
    var index = 0
    var offset: Int64 = 0

    init() throws {
        let mouse = try RealTraces.device(RealTraces.saitekMouse)
        var assembler = FrameAssembler(device: mouse.description)
        var frames: [PointerFrame] = []
        for event in TraceLoop.rebased(mouse.events) {
            if case .pointer(let f)? = assembler.process(event) { frames.append(f) }
        }
        guard let first = frames.first, let last = frames.last else { throw BenchSetupError("no mouse frames in the Saitek recording") }
        let mirrored = frames.map { f in
            var f = f
            f.dx = -f.dx
            f.dy = -f.dy
            return f
        }
        rounds = [frames, mirrored]
        period = last.time.microseconds - first.time.microseconds + 100_000
        engine = PointerEngine(layout: RealisticLayout.screen())
        outputs.reserveCapacity(64)
    }

    var framesPerRound: Int { rounds[0].count }

    @inline(__always)
    func nextFrame() -> Int {
        var frame = rounds[round][index]
        frame.time = Timestamp(microseconds: frame.time.microseconds &+ offset)
        index += 1
        if index == rounds[round].count {
            index = 0
            round ^= 1
            offset &+= period
        }
        if let deadline = engine.nextDeadline, deadline <= frame.time {
            engine.advance(to: frame.time, into: &outputs)
        }
        engine.process(frame, modifiers: [], into: &outputs)
        let produced = outputs.count
        outputs.removeAll(keepingCapacity: true)
        return produced
    }
}

let benchmarks: @Sendable () -> Void = {
    frameBenchmark(BenchmarkCatalog.Name.pointer, maxIterations: 5_000) { try PointerRun() }
}
