// Runs one benchmark scenario in a plain loop, for profilers (the benchmark runner needs
// its host process). Example:
//
//   swift build -c release --product ProfileScenarios
//   perf record -g .build/release/ProfileScenarios engine 5
//
// Scenarios: assembler | engine | replay-evemu | replay-evemu-gestures | replay-yaml-gestures | replay-yaml | grid-build | map-build
//            umockdev-fixture DIR (writes the live path benchmark's umockdev files)   (SECONDS, default 5)
//            SECONDS may be "Nr": exactly N rounds (e.g. under valgrind --tool=callgrind)
import BenchSupport
import Foundation
import Tactile
import TactileLive
import TactileCore
import TactileGestures
import TactilePointer
import TactileTrace
import TactileUmockdev

let arguments = Array(CommandLine.arguments.dropFirst())
guard let scenario = arguments.first else {
    print("usage: ProfileScenarios assembler|engine|replay-evemu|replay-evemu-gestures|replay-yaml-gestures|replay-yaml|grid-build|map-build [SECONDS]")
    exit(2)
}
// "3r" runs exactly three rounds (for instruction counts under valgrind); a number is seconds.
let fixedRounds: Int? = arguments.count > 1 && arguments[1].hasSuffix("r") ? Int(arguments[1].dropLast()) : nil
let seconds = fixedRounds != nil ? 1e9 : (arguments.count > 1 ? Double(arguments[1]) ?? 5 : 5)
var deadline = Date().addingTimeInterval(seconds)
var rounds = 0
var digest = 0
/// Seconds per round (replay scenarios): the minimum and median are steadier than the mean on a shared host.
var roundTimes: [Double] = []

do {
    switch scenario {
    case "assembler", "engine":
        let device = try RealTraces.device(RealTraces.ep0430ScrollDown)
        var source = EventCycle(TraceLoop.loop(device.events, toAtLeast: 1_000_000))
        var assembler = FrameAssembler(device: device.description)
        let engine = try Engine(onOutput: { _ in })
        engine.addDevice(id: 1, description: device.description)
        let throughEngine = scenario == "engine"
        while Date() < deadline && rounds < (fixedRounds ?? .max) {
            if throughEngine {
                for _ in 0..<100_000 { engine.input(.event(source.next()), fromDevice: 1) }
            } else {
                for _ in 0..<100_000 {
                    if let f = assembler.process(source.next()) { digest &+= Int(f.time.microseconds) }
                }
            }
            rounds += 1
        }
    case "replay-evemu", "replay-evemu-gestures":
        let device = try RealTraces.device(RealTraces.ep0430ScrollDown)
        let directory = try BenchPaths.makeTemporaryDirectory("tactile-profile")
        defer { BenchPaths.remove(directory) }
        let file = try GeneratedTrace.evemu(device, events: TraceLoop.loop(device.events, exactly: 1_000_000),
                                            directory: directory, name: "replay.evemu")
        deadline = Date().addingTimeInterval(seconds)   // time the replays, not writing the file
        while Date() < deadline && rounds < (fixedRounds ?? .max) {
            let roundStart = Date()
            let trace = try TraceReader.read(path: file.path)
            let frames = scenario == "replay-evemu"
            let engine = try Engine(configuration: Engine.Configuration(gestures: frames ? nil : .standard,
                                                                        outputs: frames ? .all : .allButFrames))
            TraceReplay(trace: trace).run(into: engine)
            roundTimes.append(Date().timeIntervalSince(roundStart))
            digest &+= trace.eventCount
            rounds += 1
        }
    case "replay-yaml-gestures":
        // As ReplayBenchmarks' YAML touchscreen row: one touchscreen, standard gestures.
        var device = try RealTraces.device(RealTraces.ep0430ScrollDown)
        device.events = TraceLoop.loop(device.events, exactly: 1_000_000)
        let directory = try BenchPaths.makeTemporaryDirectory("tactile-profile")
        defer { BenchPaths.remove(directory) }
        let file = try GeneratedTrace.libinputYAML([device], directory: directory, name: "replay.yaml")
        deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline && rounds < (fixedRounds ?? .max) {
            let roundStart = Date()
            let trace = try TraceReader.read(path: file.path)
            let engine = try Engine(configuration: Engine.Configuration(gestures: .standard, outputs: .allButFrames))
            TraceReplay(trace: trace).run(into: engine)
            roundTimes.append(Date().timeIntervalSince(roundStart))
            digest &+= trace.eventCount
            rounds += 1
        }
    case "replay-yaml":
        // As ReplayBenchmarks: touchscreen + mouse, standard gestures, a screen layout.
        let touch = try RealTraces.device(RealTraces.ep0430ScrollDown)
        let mouse = try RealTraces.device(RealTraces.saitekMouse)
        var t = touch, m = mouse
        t.events = TraceLoop.loop(TraceLoop.rebased(touch.events), exactly: 750_000)
        m.events = TraceLoop.loop(TraceLoop.rebased(mouse.events), exactly: 250_000)
        let directory = try BenchPaths.makeTemporaryDirectory("tactile-profile")
        defer { BenchPaths.remove(directory) }
        let file = try GeneratedTrace.libinputYAML([t, m], directory: directory, name: "replay.yaml")
        let layout = RealisticLayout.screen()
        deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline && rounds < (fixedRounds ?? .max) {
            let roundStart = Date()
            let trace = try TraceReader.read(path: file.path)
            let engine = try Engine(configuration: Engine.Configuration(layout: layout, gestures: .standard, outputs: .allButFrames))
            TraceReplay(trace: trace).run(into: engine)
            roundTimes.append(Date().timeIntervalSince(roundStart))
            digest &+= trace.eventCount
            rounds += 1
        }
    case "umockdev-fixture":
        // Writes the live path benchmark's umockdev files into DIR (the second argument) and
        // prints the umockdev-run options, to profile LivePathProbe under umockdev by hand.
        guard arguments.count > 1 else { print("usage: ProfileScenarios umockdev-fixture DIR"); exit(2) }
        let device = try RealTraces.device(RealTraces.ep0430ScrollDown)
        var events = TraceLoop.loop(device.events, exactly: 3_500)
        var t: Int64 = 1_000_000
        for i in events.indices {
            events[i].time = Timestamp(microseconds: t)
            if events[i].type == EventType.syn && events[i].code == EventCode.synReport { t += 1_000 }
        }
        let run = try UmockdevWriter(device: device.description, eventNodeNumber: 7).files(events: events)
            .write(to: URL(fileURLWithPath: arguments[1]), baseName: "EP0430M09")
        print(run.options.joined(separator: " "))
        exit(0)
    case "grid-build", "map-build":
        let layout = RealisticLayout.page(elementCount: BenchmarkCatalog.hitTestElements)
        let entries = HitRegionMap(layout: layout).entries
        while Date() < deadline && rounds < (fixedRounds ?? .max) {
            if scenario == "grid-build" {
                digest &+= GridHitIndex(bounds: layout.screen, entries: entries).count
            } else {
                digest &+= HitRegionMap(layout: layout).count
            }
            rounds += 1
        }
    default:
        print("unknown scenario \(scenario)")
        exit(2)
    }
} catch {
    print("\(scenario): \(error)")
    exit(1)
}
print("\(scenario): \(rounds) rounds in \(seconds) s (digest \(digest))")
if !roundTimes.isEmpty {
    let sorted = roundTimes.sorted()
    let ms = { (s: Double) in String(format: "%.1f ms", s * 1000) }
    print("  per round: min \(ms(sorted[0])), median \(ms(sorted[sorted.count / 2])), max \(ms(sorted[sorted.count - 1]))")
}
