/// Every benchmark of the suite with its targets: the benchmarks register under these
/// names and `BenchmarkReport` turns a run's JMH export into BENCHMARKS.md from them.
public enum BenchmarkCatalog {
    public enum Name {
        public static let assemblyEP0430 = "Frame assembly: EP0430M09 (MT-B, 2-finger scroll)"
        public static let assemblyWetab = "Frame assembly: wetab (MT-B, eGalax)"
        public static let assemblyNtrig = "Frame assembly: N-Trig (MT-A)"
        public static let assemblyMouse = "Frame assembly: Saitek mouse"
        public static let assemblyPen = "Frame assembly: Cintiq 12WX pen (pen frames)"
        public static let parseEvemuTactile = "Parse evemu: Tactile TraceReader"
        public static let parseEvemuLibevemu = "Parse evemu: libevemu evemu_read_event (C reference)"
        public static let parseYAMLTactile = "Parse libinput-record YAML: Tactile TraceReader"
        public static let replayEvemu = "Replay: evemu touchscreen file to Engine (frames only, replay --frames)"
        public static let replayEvemuGestures = "Replay: evemu touchscreen file to Engine (frames + gestures, replay)"
        public static let replayYAMLGestures = "Replay: YAML touchscreen file to Engine (frames + gestures, replay)"
        public static let replayYAML = "Replay: YAML touchscreen + mouse to Engine (frames, gestures, pointer)"
        public static let hitGrid = "Hit test: GridHitIndex (10k elements)"
        public static let hitLinear = "Hit test: LinearScanHitTester (10k elements)"
        public static let buildGrid = "Index build: GridHitIndex (10k elements)"
        public static let buildMap = "Index build: HitRegionMap from layout (10k elements)"
        public static let pointer = "Pointer: PointerEngine.process (Saitek mouse, screen layout)"
        public static let liveBare = "Live path: bare libevdev loop (floor)"
        public static let liveTactile = "Live path: EvdevDevice.drain + Engine"
        public static let liveEngineOnly = "Live path, Tactile side only: Engine.input per frame (no I/O)"
        public static let gestures = "Gestures: standard recognizers, 10 fingers"
        public static let gesturesRealHands = "Gestures: standard recognizers, 10 fingers landing one per frame, one lifting and re-landing"
        public static let gesturesPenAndFingers = "Gestures: Engine with a paired pen drawing beside 10 fingers (raw events, per frame)"
        public static let filter = "Filter: touchscreen clone and a consume rule, 10 fingers, written to a pipe"
        public static let filterWithoutWrite = "Filter: touchscreen clone and a consume rule, 10 fingers, no write"
    }

    /// Events in each generated parse/replay trace: exactly one million, so `.mega`
    /// scaling makes every per-iteration figure a per-event figure.
    public static let eventsPerTrace = 1_000_000
    /// Frames per iteration of the frame assembly benchmarks, queries per iteration of the
    /// hit tests, mouse frames per iteration of the pointer benchmark, frames per gesture iteration.
    public static let unitsPerSteadyStateIteration = 1_000
    /// Elements in the hit testing layout.
    public static let hitTestElements = 10_000

    /// Custom metrics the live path benchmarks record (from the probe run under umockdev).
    public enum LiveMetric {
        public static let cpuPerFrame = "CPU ns per frame"
        public static let cpuPerEvent = "CPU ns per event"
    }

    /// One figure of the report.
    public enum Measure: Sendable {
        /// p50 wall clock of an iteration divided by its units; passes if <= the maximum.
        case timePerUnit(unit: String, unitsPerIteration: Int, maximumNanoseconds: Double?)
        /// Units per second at the p50 wall clock; passes if >= the minimum.
        case rate(unit: String, unitsPerIteration: Int, minimumPerSecond: Double?)
        /// Heap allocations (malloc total) per unit; passes if the worst iteration is <= the maximum.
        case allocationsPerUnit(unit: String, unitsPerIteration: Int, maximum: Double?)
        /// p50 of a custom metric recorded by the benchmark; passes if <= the maximum.
        case custom(metric: String, unit: String, maximum: Double?)
        /// How many times faster than another benchmark of the same target (p50 per unit):
        /// the other's time / this one's; passes if >= the minimum.
        case speedup(over: String, minimum: Double?)
        /// This benchmark's custom metric p50 divided by another's (same metric): the overhead factor.
        case customRatio(metric: String, over: String, maximum: Double?)
    }

    public struct Entry: Sendable {
        /// Issue item (1...7) this benchmark answers.
        public var item: Int
        /// Executable target under Benchmarks/Benchmarks.
        public var target: String
        public var name: String
        public var measures: [Measure]
    }

    public static let entries: [Entry] = {
        let k = unitsPerSteadyStateIteration, m = eventsPerTrace
        func assembly(_ name: String) -> Entry {
            Entry(item: 1, target: "FrameAssemblyBenchmarks", name: name, measures: [
                .timePerUnit(unit: "frame", unitsPerIteration: k, maximumNanoseconds: nil),
                .rate(unit: "frames", unitsPerIteration: k, minimumPerSecond: nil),
                .allocationsPerUnit(unit: "frame", unitsPerIteration: k, maximum: 0),
            ])
        }
        return [
            assembly(Name.assemblyEP0430), assembly(Name.assemblyWetab), assembly(Name.assemblyNtrig), assembly(Name.assemblyMouse),
            assembly(Name.assemblyPen),
            Entry(item: 2, target: "TraceParsingBenchmarks", name: Name.parseEvemuTactile, measures: [
                .rate(unit: "events", unitsPerIteration: m, minimumPerSecond: nil),
                .speedup(over: Name.parseEvemuLibevemu, minimum: 3),
            ]),
            Entry(item: 2, target: "TraceParsingBenchmarks", name: Name.parseEvemuLibevemu, measures: [
                .rate(unit: "events", unitsPerIteration: m, minimumPerSecond: nil),
            ]),
            Entry(item: 2, target: "TraceParsingBenchmarks", name: Name.parseYAMLTactile, measures: [
                .rate(unit: "events", unitsPerIteration: m, minimumPerSecond: nil),
            ]),
            Entry(item: 3, target: "ReplayBenchmarks", name: Name.replayEvemu, measures: [
                .rate(unit: "events", unitsPerIteration: m, minimumPerSecond: 5_000_000),
            ]),
            Entry(item: 3, target: "ReplayBenchmarks", name: Name.replayEvemuGestures, measures: [
                .rate(unit: "events", unitsPerIteration: m, minimumPerSecond: 5_000_000),
            ]),
            Entry(item: 3, target: "ReplayBenchmarks", name: Name.replayYAMLGestures, measures: [
                .rate(unit: "events", unitsPerIteration: m, minimumPerSecond: 5_000_000),
            ]),
            // The whole stack, beyond the "parse + frames + recognizers": reported
            // without a target (the pointer engine's own target is item 5's per-event cost).
            Entry(item: 3, target: "ReplayBenchmarks", name: Name.replayYAML, measures: [
                .rate(unit: "events", unitsPerIteration: m, minimumPerSecond: nil),
            ]),
            Entry(item: 4, target: "HitTestingBenchmarks", name: Name.hitGrid, measures: [
                .timePerUnit(unit: "query", unitsPerIteration: k, maximumNanoseconds: 1_000),
                .speedup(over: Name.hitLinear, minimum: 10),
                .allocationsPerUnit(unit: "query", unitsPerIteration: k, maximum: 0),
            ]),
            Entry(item: 4, target: "HitTestingBenchmarks", name: Name.hitLinear, measures: [
                .timePerUnit(unit: "query", unitsPerIteration: k, maximumNanoseconds: nil),
            ]),
            Entry(item: 4, target: "HitTestingBenchmarks", name: Name.buildGrid, measures: [
                .timePerUnit(unit: "build", unitsPerIteration: 1, maximumNanoseconds: 3_000_000),
            ]),
            Entry(item: 4, target: "HitTestingBenchmarks", name: Name.buildMap, measures: [
                .timePerUnit(unit: "build", unitsPerIteration: 1, maximumNanoseconds: nil),
            ]),
            Entry(item: 5, target: "PointerBenchmarks", name: Name.pointer, measures: [
                .timePerUnit(unit: "event", unitsPerIteration: k, maximumNanoseconds: 5_000),
                .allocationsPerUnit(unit: "event", unitsPerIteration: k, maximum: 0),
            ]),
            Entry(item: 6, target: "LivePathBenchmarks", name: Name.liveBare, measures: [
                .custom(metric: LiveMetric.cpuPerFrame, unit: "ns CPU/frame", maximum: nil),
                .custom(metric: LiveMetric.cpuPerEvent, unit: "ns CPU/event", maximum: nil),
            ]),
            Entry(item: 6, target: "LivePathBenchmarks", name: Name.liveTactile, measures: [
                .custom(metric: LiveMetric.cpuPerFrame, unit: "ns CPU/frame", maximum: nil),
                .custom(metric: LiveMetric.cpuPerEvent, unit: "ns CPU/event", maximum: nil),
                .customRatio(metric: LiveMetric.cpuPerFrame, over: Name.liveBare, maximum: nil),
            ]),
            Entry(item: 6, target: "LivePathBenchmarks", name: Name.liveEngineOnly, measures: [
                .timePerUnit(unit: "frame", unitsPerIteration: k, maximumNanoseconds: nil),
                .allocationsPerUnit(unit: "frame", unitsPerIteration: k, maximum: 0),
            ]),
            Entry(item: 7, target: "GestureBenchmarks", name: Name.gestures, measures: [
                .timePerUnit(unit: "frame", unitsPerIteration: k, maximumNanoseconds: 2_000),
                .allocationsPerUnit(unit: "frame", unitsPerIteration: k, maximum: 0),
            ]),
            Entry(item: 7, target: "GestureBenchmarks", name: Name.gesturesRealHands, measures: [
                .timePerUnit(unit: "frame", unitsPerIteration: k, maximumNanoseconds: 2_000),
                .allocationsPerUnit(unit: "frame", unitsPerIteration: k, maximum: 0),
            ]),
            Entry(item: 7, target: "GestureBenchmarks", name: Name.gesturesPenAndFingers, measures: [
                .timePerUnit(unit: "frame", unitsPerIteration: k, maximumNanoseconds: 2_000),
                .allocationsPerUnit(unit: "frame", unitsPerIteration: k, maximum: 0),
            ]),
            Entry(item: 7, target: "FilterBenchmarks", name: Name.filter, measures: [
                .timePerUnit(unit: "frame", unitsPerIteration: k, maximumNanoseconds: 2_000),
                .allocationsPerUnit(unit: "frame", unitsPerIteration: k, maximum: 0),
            ]),
            Entry(item: 7, target: "FilterBenchmarks", name: Name.filterWithoutWrite, measures: [
                .timePerUnit(unit: "frame", unitsPerIteration: k, maximumNanoseconds: nil),
                .allocationsPerUnit(unit: "frame", unitsPerIteration: k, maximum: 0),
            ]),
        ]
    }()
}
