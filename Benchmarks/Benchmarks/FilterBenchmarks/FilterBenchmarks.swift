// Issue 31: the input filter per frame with 10 fingers, including the re-emission write.
//
// InputFilter with a touchscreen clone of a 10-slot panel and a consume rule (a three-finger
// swipe, forward-then-cancel: every touch is checked against it) fed the ten-finger frames of
// the gesture benchmark's cycle (land, 120 frames of pan/spread/turn at 120 Hz, lift). Per
// frame: frame + settle (the clone's events for the frame), then the events are packed as
// kernel `struct input_event`s (24 bytes) and written to a pipe in one write(2), as a batched
// uinput write would be; the pipe is drained with one read every 32 frames (included). An
// iteration is 1,000 frames (scaling .kilo: scaled figures are per frame). Targets: 0
// allocations, at most 2 us per frame.
import Benchmark
import BenchFrames
import BenchSupport
import Glibc
import TactileCore
import TactileGestures
import TactileFilter

/// The kernel's `struct input_event` on 64-bit Linux (linux/input.h; Glibc does not import it):
/// a timeval, type, code, value: 24 bytes.
struct KernelInputEvent {
    var seconds: Int
    var microseconds: Int
    var type: UInt16
    var code: UInt16
    var value: Int32
}

final class FilterRun: FrameRun, @unchecked Sendable {
    static let fingers = 10
    static let movingFrames = 120
    static let frameIntervalMicroseconds: Int64 = 8_333

    var filter: InputFilter
    var frame = TouchFrame(time: .zero, touches: [])
    var step = 0
    var cycle = 0
    var time: Int64 = 1_000_000
    var packed: [KernelInputEvent]
    /// Frame `k`'s fingers are `positions[k * fingers ..< (k + 1) * fingers]` (points).
    var positions: [ScreenPoint]
    let pipeRead: Int32
    let pipeWrite: Int32
    var drainBuffer = [UInt8](repeating: 0, count: 1 << 16)
    var framesSinceDrain = 0

    let writes: Bool

    init(writes: Bool) {
        self.writes = writes
        let panel = DeviceDescription(
            name: "Benchmark panel", properties: [EventCode.propDirect],
            codes: [EventType.syn: [EventCode.synReport], EventType.key: [EventCode.btnTouch]],
            absInfo: [EventCode.absX: AbsInfo(minimum: 0, maximum: 19_200, resolution: 40),
                      EventCode.absY: AbsInfo(minimum: 0, maximum: 10_800, resolution: 40),
                      EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 9),
                      EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65_535),
                      EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 19_200, resolution: 40),
                      EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 10_800, resolution: 40)])
        let screen = ScreenConfiguration(widthPixels: 1920, heightPixels: 1080)
        let rule = ConsumeRule(name: "launcher", kind: .swipe, fingers: 3, direction: .up, strategy: .cancel)
        filter = InputFilter(configuration: FilterConfiguration(rules: [rule]), screen: screen, gestures: .standard)
        filter.addPanel(id: 1, description: panel)
        frame.touches.reserveCapacity(Self.fingers)
        for i in 0..<Self.fingers {
            frame.touches.append(Touch(id: 0, phase: .began, position: .zero, physical: .zero, slot: i))
        }
        // The fingers' places along the cycle, computed once: 20 sines and cosines per frame
        // (about 0.3 µs) are the benchmark's work, not the filter's.
        positions = []
        positions.reserveCapacity((Self.movingFrames + 1) * Self.fingers)
        for step in 0...Self.movingFrames {
            let s = Double(step) / Double(Self.movingFrames)
            let centreX = 700 + 300 * s, centreY = 540.0
            let radius = 120 * (1 + 0.6 * s)
            let turn = s * Double.pi / 3
            for i in 0..<Self.fingers {
                let angle = turn + Double(i) * 2 * Double.pi / Double(Self.fingers)
                positions.append(ScreenPoint(x: centreX + radius * cos(angle), y: centreY + radius * sin(angle)))
            }
        }
        packed = []
        packed.reserveCapacity(1024)
        var fds: [Int32] = [0, 0]
        precondition(pipe(&fds) == 0)
        pipeRead = fds[0]
        pipeWrite = fds[1]
        _ = fcntl(pipeRead, F_SETFL, O_NONBLOCK)
    }

    deinit { close(pipeRead); close(pipeWrite) }

    @inline(__always)
    func nextFrame() -> Int {
        let last = Self.movingFrames + 1
        let phase: TouchPhase = step == 0 ? .began : (step == last ? .ended : .moved)
        frame.time = Timestamp(microseconds: time)
        let base = min(step, Self.movingFrames) * Self.fingers
        for i in 0..<Self.fingers {
            let p = positions[base + i]
            frame.touches[i].id = cycle * Self.fingers + i + 1
            frame.touches[i].phase = phase
            frame.touches[i].position = p
            frame.touches[i].raw = DevicePoint(x: (p.x * 10).rounded(), y: (p.y * 10).rounded())
        }
        filter.frame(frame, device: 1)
        filter.settle(at: frame.time) { _, _, _ in false }
        let written = writes ? write() : filter.output.count
        filter.clearOutput()
        if step == last {
            step = 0
            cycle += 1
            time += 100_000
        } else {
            step += 1
            time += Self.frameIntervalMicroseconds
        }
        return written
    }

    /// The frame's events as `struct input_event`s in one write(2).
    @inline(__always)
    func write() -> Int {
        packed.removeAll(keepingCapacity: true)
        for e in filter.output {
            packed.append(KernelInputEvent(seconds: 0, microseconds: 0, type: e.event.type, code: e.event.code, value: e.event.value))
        }
        let n = packed.withUnsafeBytes { Glibc.write(pipeWrite, $0.baseAddress, $0.count) }
        framesSinceDrain += 1
        if framesSinceDrain == 32 {
            framesSinceDrain = 0
            _ = drainBuffer.withUnsafeMutableBytes { Glibc.read(pipeRead, $0.baseAddress, $0.count) }
        }
        return n
    }
}

let benchmarks: @Sendable () -> Void = {
    // With the write, and without it (the filter alone: what the write costs is the difference).
    for (name, writes) in [(BenchmarkCatalog.Name.filter, true), (BenchmarkCatalog.Name.filterWithoutWrite, false)] {
        frameBenchmark(name, maxIterations: 3_000) { FilterRun(writes: writes) }
    }
}
