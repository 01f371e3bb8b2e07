// Issue item 7: the gesture recognizers per frame with 10 fingers: GestureEngine with the
// standard configuration (tap, double tap, long press, pan, swipe, pinch, rotate, edge
// swipe, one region) fed ten-finger touch frames.
//
// A cycle is 10 fingers landing on a circle, 120 frames at 120 Hz (8,333 us apart) in
// which the hand pans, spreads and turns (so pan, pinch and rotate all see motion and the
// arena resolves them), then all fingers lifting; 100 ms later the next cycle starts with
// new touch ids. Frames are rewritten in place (no allocation in the driver). An iteration
// is 1,000 frames (scaling .kilo: scaled figures are per frame). Targets: 0 allocations,
// at most 2 us per frame.
//
// The real-hands variant lands the fingers one per frame (each landing starts a new finger
// set: recognizers re-arm, pinch and rotate take new references), and halfway through the
// cycle finger 0 lifts for 10 frames and lands again: the paths real hands take through the
// engine, still with no allocation.
import Benchmark
import BenchFrames
import BenchSupport
import Glibc
import TactileCore
import TactileGestures

final class GestureRun: FrameRun, @unchecked Sendable {
    static let fingers = 10
    static let movingFrames = 120
    static let frameIntervalMicroseconds: Int64 = 8_333
    static let millimetresPerPoint = 25.4 / 96

    let realHands: Bool
    var engine: GestureEngine
    var output: [GestureEvent] = []
    var frame = TouchFrame(time: .zero, touches: [])
    var step = 0
    var cycle = 0
    var time: Int64 = 1_000_000

    init(realHands: Bool = false) throws {
        self.realHands = realHands
        let bounds = ScreenRect(x: 0, y: 0, width: 1920, height: 1080)
        engine = try GestureEngine(configuration: .standard, screenBounds: bounds, touchCapacity: 16)
        output.reserveCapacity(256)
        frame.touches.reserveCapacity(Self.fingers)
        for i in 0..<Self.fingers {
            frame.touches.append(Touch(id: 0, phase: .began, position: .zero, physical: .zero, slot: i))
        }
    }

    /// Writes the next frame of the cycle into `frame` and runs the engine on it.
    @inline(__always)
    func nextFrame() -> Int {
        let last = Self.movingFrames + 1
        let phase: TouchPhase = step == 0 ? .began : (step == last ? .ended : .moved)
        // Progress through the cycle: pan 300 pt right, spread 1.0 -> 1.6, turn 60 degrees.
        let s = Double(min(step, Self.movingFrames)) / Double(Self.movingFrames)
        let centreX = 700 + 300 * s, centreY = 540.0
        let radius = 120 * (1 + 0.6 * s)
        let turn = s * Double.pi / 3
        frame.time = Timestamp(microseconds: time)
        if realHands { frame.touches.removeAll(keepingCapacity: true) }
        for i in 0..<Self.fingers {
            let angle = turn + Double(i) * 2 * Double.pi / Double(Self.fingers)
            let x = centreX + radius * cos(angle), y = centreY + radius * sin(angle)
            var id = cycle * Self.fingers * 2 + i + 1
            var p = phase
            if realHands {
                // Finger i lands at step i; finger 0 lifts at step 60 and lands again (a new
                // touch) at step 70.
                if step < i || (i == 0 && step > 60 && step < 70) { continue }
                if step == i || (i == 0 && step == 70) { p = .began }
                if i == 0 && step == 60 { p = .ended }
                if i == 0 && step >= 70 { id += Self.fingers }
                frame.touches.append(Touch(id: 0, phase: p, position: .zero, physical: .zero, slot: i))
            }
            let k = realHands ? frame.touches.count - 1 : i
            frame.touches[k].id = id
            frame.touches[k].phase = p
            frame.touches[k].position = ScreenPoint(x: x, y: y)
            frame.touches[k].physical = PhysicalPoint(x: x * Self.millimetresPerPoint, y: y * Self.millimetresPerPoint)
        }
        engine.process(frame, into: &output)
        let produced = output.count
        output.removeAll(keepingCapacity: true)
        if step == last {
            step = 0
            cycle += 1
            time += 100_000
        } else {
            step += 1
            time += Self.frameIntervalMicroseconds
        }
        return produced
    }
}

let benchmarks: @Sendable () -> Void = {
    // The same registration for both: only the run's cycle differs.
    for (name, realHands) in [(BenchmarkCatalog.Name.gestures, false), (BenchmarkCatalog.Name.gesturesRealHands, true)] {
        frameBenchmark(name, maxIterations: 3_000) { try GestureRun(realHands: realHands) }
    }
    frameBenchmark(BenchmarkCatalog.Name.gesturesPenAndFingers, maxIterations: 3_000) { try PenAndFingersRun() }
}
