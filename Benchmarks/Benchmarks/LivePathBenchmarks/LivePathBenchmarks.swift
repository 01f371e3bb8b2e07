// Issue item 6: the whole live path per frame, compared with a bare libevdev read loop
// (the floor). This machine, like CI, has no /dev/input, so the EP0430M09 is emulated by
// umockdev (TactileUmockdev writes its sysfs record, its ioctl tree and the events) and
// each iteration runs LivePathProbe inside `umockdev-run`:
//
//   floor:   poll + libevdev_next_event, counting only (C)
//   Tactile: poll + EvdevDevice.drain + Engine.input (libevdev, conversion, frame assembly)
//
// Both read the same 210,000 events (the scroll recording looped; timestamps 1 us apart so
// umockdev writes them without pauses) through the same umockdev read path. Each probe
// reports the CPU time of its reading thread (user + system, excluding time blocked
// waiting for umockdev's writer), recorded here as custom metrics per frame and per event.
// Both figures include umockdev's interposed read(); the difference between the two rows
// is what Tactile adds to libevdev.
//
// Needs umockdev-run on PATH and LivePathProbe built next to this executable
// (Tools/run-benchmarks.sh builds it: swift build -c release --product LivePathProbe).
import Benchmark
import BenchSupport
import Foundation
import TactileCore
import TactileTrace
import TactileUmockdev

final class LivePathFixtures: @unchecked Sendable {
    static let eventCount = 210_000
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
        // Timestamps 1 us apart: umockdev sleeps the gaps between events, so a gap-free
        // stream is written as fast as the reader takes it.
        var events = TraceLoop.loop(device.events, exactly: Self.eventCount)
        for i in events.indices { events[i].time = Timestamp(microseconds: 1_000_000 + Int64(i)) }
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

    /// One probe run; the probe's `key=value` report.
    func measure(mode: String) throws -> [String: Int64] {
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
        maxDuration: .seconds(20),
        maxIterations: 12
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
}
