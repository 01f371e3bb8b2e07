// Issue item 6: the whole live path per frame, compared with a bare libevdev read loop
// (the floor). This machine, like CI, has no /dev/input and no /dev/uinput, so the
// EP0430M09 is emulated by umockdev (TactileUmockdev writes its sysfs record, its ioctl
// tree and the events) and each iteration runs LivePathProbe inside `umockdev-run`:
//
//   floor:   poll + libevdev_next_event, counting only (C)
//   Tactile: poll + EvdevDevice.drain + Engine.input (libevdev, conversion, frame assembly)
//
// Both read the same 3,500 events (495 frames of the scroll recording, looped), one frame
// per millisecond of event time: umockdev sleeps the gaps between timestamps and writes
// each frame as a burst, as a panel does. Both loops sleep 300 us after each wake-up
// before reading, because a read while umockdev is still writing can return a torn
// event, which libevdev rejects with EINVAL (a failed run is retried). Each
// probe reports the CPU time of its reading thread (user + system; neither blocking nor
// sleeping counts), recorded as custom metrics per frame and per event. On this VM that
// CPU time is almost all kernel time of the wake-ups (poll, read, scheduling): a perf
// profile of one Tactile run put 87% of the reading thread's samples in the kernel,
// about 1% in libevdev and about 4% in Tactile and the Swift runtime. So the two rows
// differ by less than their noise; what Tactile adds is measured by the third benchmark.
//
// A third benchmark measures the Tactile side alone, in process and without I/O:
// EvdevDevice.Input events through Engine.input, 1,000 frames per iteration (.kilo).
//
// Needs umockdev-run on PATH and LivePathProbe built next to this executable
// (Tools/run-benchmarks.sh builds it: swift build -c release --product LivePathProbe).
import Benchmark
import BenchSupport
import Foundation
import Tactile
import TactileLive
import TactileCore
import TactileSystem
import TactileTrace
import TactileUmockdev

final class LivePathFixtures: @unchecked Sendable {
    static let eventCount = Int(ProcessInfo.processInfo.environment["TACTILE_LIVE_EVENTS"] ?? "") ?? 3_500
    static let frameGapMicroseconds: Int64 = 1_000
    let directory: String
    let run: UmockdevRun
    let umockdevRun: String
    let probe: String

    init() throws {
        guard let umockdevRun = Self.findExecutable("umockdev-run") else {
            throw BenchSetupError("umockdev-run not found (Debian: apt-get install umockdev)")
        }
        self.umockdevRun = umockdevRun
        let probe = ProcessInfo.processInfo.environment["TACTILE_LIVE_PROBE"]
            ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("LivePathProbe").path
        guard FileManager.default.isExecutableFile(atPath: probe) else {
            throw BenchSetupError("\(probe) not built: run `swift build -c release --product LivePathProbe` in Benchmarks/")
        }
        self.probe = probe
        let device = try RealTraces.device(RealTraces.ep0430ScrollDown)
        // One frame per `gap` of event time (see the top of the file).
        let gap = Int64(ProcessInfo.processInfo.environment["TACTILE_LIVE_FRAME_GAP_US"] ?? "") ?? Self.frameGapMicroseconds
        var events = TraceLoop.loop(device.events, exactly: Self.eventCount)
        var t: Int64 = 1_000_000
        for i in events.indices {
            events[i].time = Timestamp(microseconds: t)
            if events[i].type == EventType.syn && events[i].code == EventCode.synReport { t += gap }
        }
        directory = try BenchPaths.makeTemporaryDirectory("tactile-bench-live")
        let writer = UmockdevWriter(device: device.description, eventNodeNumber: 7)
        run = try writer.files(events: events).write(to: URL(fileURLWithPath: directory), baseName: "EP0430M09")
    }

    deinit { BenchPaths.remove(directory) }

    static func findExecutable(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// One probe run (retried twice if umockdev tears an event); the probe's report.
    func measure(mode: String) throws -> [String: Int64] {
        var attempt = 0
        while true {
            do {
                return try measureOnce(mode: mode)
            } catch {
                attempt += 1
                if attempt == 3 { throw error }
            }
        }
    }

    /// One probe run; the probe's `key=value` report.
    func measureOnce(mode: String) throws -> [String: Int64] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: umockdevRun)
        process.arguments = run.arguments(running: [probe, mode, run.deviceNodePath, String(Self.eventCount)])
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = directory  // umockdev's testbed lives and dies with our directory
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        var values: [String: Int64] = [:]
        var failure: String?
        for pair in line.split(separator: " ") {
            let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2 else { continue }
            if kv[0] == "error" { failure = kv[1] } else if let v = Int64(kv[1]) { values[kv[0]] = v }
        }
        if let failure { throw BenchSetupError("LivePathProbe \(mode): \(failure) (\(line))") }
        guard process.terminationStatus == 0, values["events"] == Int64(Self.eventCount), (values["frames"] ?? 0) > 0 else {
            throw BenchSetupError("LivePathProbe \(mode) exited \(process.terminationStatus): \(line)")
        }
        return values
    }
}

let benchmarks: @Sendable () -> Void = {
    let cpuPerFrame = BenchmarkMetric.custom(BenchmarkCatalog.LiveMetric.cpuPerFrame, polarity: .prefersSmaller, useScalingFactor: false)
    let cpuPerEvent = BenchmarkMetric.custom(BenchmarkCatalog.LiveMetric.cpuPerEvent, polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, cpuPerFrame, cpuPerEvent],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 5
    )
    let fixtures = SetupBox<LivePathFixtures>()
    let prepare: Benchmark.BenchmarkSetupHook = { fixtures.value = try LivePathFixtures() }
    let release: Benchmark.BenchmarkTeardownHook = { fixtures.value = nil }

    for (name, mode) in [(BenchmarkCatalog.Name.liveBare, "bare"), (BenchmarkCatalog.Name.liveTactile, "tactile")] {
        Benchmark(name, configuration: configuration, closure: { benchmark in
            do {
                let r = try fixtures.get().measure(mode: mode)
                let cpu = r["cpu_ns"] ?? 0
                benchmark.measurement(cpuPerFrame, Int((Double(cpu) / Double(r["frames"] ?? 1)).rounded()))
                benchmark.measurement(cpuPerEvent, Int((Double(cpu) / Double(r["events"] ?? 1)).rounded()))
            } catch {
                benchmark.error("\(error)")
            }
        }, setup: prepare, teardown: release)
    }

    // The Tactile side alone: what EvdevDevice.drain hands the engine, without the I/O.
    let inProcess = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 3_000
    )
    let engineRun = SetupBox<EngineRun>()
    Benchmark(BenchmarkCatalog.Name.liveEngineOnly, configuration: inProcess, closure: { benchmark in
        let run = engineRun.get()
        for _ in benchmark.scaledIterations { run.nextFrame() }
        blackHole(run.frames)
    }, setup: {
        engineRun.value = try EngineRun()
    }, teardown: {
        engineRun.value = nil
    })
}

/// An Engine fed `EvdevDevice.Input` events from the looped scroll recording.
final class EngineRun: @unchecked Sendable {
    let engine: Engine
    var source: EventCycle
    var frames = 0

    init() throws {
        let device = try RealTraces.device(RealTraces.ep0430ScrollDown)
        source = EventCycle(TraceLoop.loop(device.events, toAtLeast: 1_000_000))
        let counter = FrameCounter()
        engine = try Engine(onOutput: { output in
            if case .frame = output { counter.frames += 1 }
        })
        engine.addDevice(id: 1, description: device.description)
        self.counter = counter
    }

    private let counter: FrameCounter

    /// Feeds events until the engine reported one more frame.
    @inline(__always)
    func nextFrame() {
        let target = counter.frames + 1
        while counter.frames < target {
            engine.input(.event(source.next()), fromDevice: 1)
        }
        frames = counter.frames
    }
}

final class FrameCounter: @unchecked Sendable {
    var frames = 0
}
