// Issue item 2: trace parsing throughput, evemu and libinput-record YAML, with the evemu
// reader compared in the same run against Debian's libevemu (evemu_read + evemu_read_event
// on the same file). Target: Tactile at least 3x faster than libevemu.
//
// The input is the EP0430M09 scroll recording looped to exactly 1,000,000 events and
// written at benchmark start into a temporary directory: as evemu (by EvemuWriter, with
// evemu-record's comments) and as libinput-record YAML (by LibinputRecordWriter). An
// iteration parses the whole file (scaling .mega: scaled figures are per event).
import Benchmark
import BenchSupport
import CEvemu
import Foundation
import TactileCore
import TactileTrace

/// The generated files, made once per process.
final class ParseFixtures: @unchecked Sendable {
    static let lock = NSLock()
    nonisolated(unsafe) static var shared: ParseFixtures?

    let directory: String
    let evemu: GeneratedTrace
    let yaml: GeneratedTrace

    static func get() throws -> ParseFixtures {
        lock.lock()
        defer { lock.unlock() }
        if let shared { return shared }
        let made = try ParseFixtures()
        shared = made
        return made
    }

    /// Drops the files (the next `get()` makes them again).
    static func release() {
        lock.lock()
        defer { lock.unlock() }
        shared = nil
    }

    private init() throws {
        let device = try RealTraces.device(RealTraces.ep0430ScrollDown)
        let events = TraceLoop.loop(device.events, exactly: BenchmarkCatalog.eventsPerTrace)
        directory = try BenchPaths.makeTemporaryDirectory("tactile-bench-parse")
        evemu = try GeneratedTrace.evemu(device, events: events, directory: directory, name: "EP0430M09-1M.evemu")
        var d = device
        d.events = events
        yaml = try GeneratedTrace.libinputYAML([d], directory: directory, name: "EP0430M09-1M.yaml")
        // Both parsers must see the same million events, or the comparison means nothing.
        let ours = try TraceReader.read(path: evemu.path).eventCount
        let theirs = try Libevemu.countEvents(path: evemu.path).events
        let yamlEvents = try TraceReader.read(path: yaml.path).eventCount
        guard ours == events.count, theirs == events.count, yamlEvents == events.count else {
            throw BenchSetupError("event counts differ: expected \(events.count), TraceReader evemu \(ours), libevemu \(theirs), YAML \(yamlEvents)")
        }
    }

    deinit { BenchPaths.remove(directory) }
}

/// The C reference: libevemu reading the description, then every event.
enum Libevemu {
    static func countEvents(path: String) throws -> (events: Int, checksum: Int64) {
        guard let file = fopen(path, "r") else { throw BenchSetupError("libevemu: cannot open \(path)") }
        defer { fclose(file) }
        guard let device = evemu_new(nil) else { throw BenchSetupError("libevemu: evemu_new failed") }
        defer { evemu_delete(device) }
        guard evemu_read(device, file) > 0 else { throw BenchSetupError("libevemu: evemu_read found no description in \(path)") }
        var event = input_event()
        var count = 0
        var checksum: Int64 = 0
        while evemu_read_event(file, &event) > 0 {
            count += 1
            checksum &+= Int64(event.value)
        }
        return (count, checksum)
    }
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 1,
        scalingFactor: .mega,
        maxDuration: .seconds(4),
        maxIterations: 15
    )
    let fixtures = SetupBox<ParseFixtures>()
    let prepare: Benchmark.BenchmarkSetupHook = { fixtures.value = try ParseFixtures.get() }
    let release: Benchmark.BenchmarkTeardownHook = {
        fixtures.value = nil
        ParseFixtures.release()
    }

    Benchmark(BenchmarkCatalog.Name.parseEvemuTactile, configuration: configuration, closure: { benchmark in
        do {
            let trace = try TraceReader.read(path: fixtures.get().evemu.path)
            blackHole(trace.eventCount)
        } catch {
            benchmark.error("\(error)")
        }
    }, setup: prepare, teardown: release)

    Benchmark(BenchmarkCatalog.Name.parseEvemuLibevemu, configuration: configuration, closure: { benchmark in
        do {
            blackHole(try Libevemu.countEvents(path: fixtures.get().evemu.path))
        } catch {
            benchmark.error("\(error)")
        }
    }, setup: prepare, teardown: release)

    Benchmark(BenchmarkCatalog.Name.parseYAMLTactile, configuration: configuration, closure: { benchmark in
        do {
            let trace = try TraceReader.read(path: fixtures.get().yaml.path)
            blackHole(trace.eventCount)
        } catch {
            benchmark.error("\(error)")
        }
    }, setup: prepare, teardown: release)
}
