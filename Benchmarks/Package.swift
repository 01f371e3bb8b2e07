// swift-tools-version: 6.1
// Tactile's benchmark suite (ordo-one/benchmark). A separate package so the library
// itself never depends on the benchmark framework.
//
//   swift package --disable-sandbox benchmark        # run everything
//   ../Tools/run-benchmarks.sh                         # run, then write ../BENCHMARKS.md
//
// The main package is found at `..`; TACTILE_BENCHMARK_MAIN_PACKAGE points elsewhere
// (a checkout or mirror with the same library products).
import PackageDescription

let mainPackagePath = Context.environment["TACTILE_BENCHMARK_MAIN_PACKAGE"] ?? ".."

/// Library products of the main package the benchmarks link.
func tactile(_ product: String) -> Target.Dependency {
    .product(name: product, package: "Tactile")
}

let benchmark: Target.Dependency = .product(name: "Benchmark", package: "benchmark")

let package = Package(
    name: "TactileBenchmarks",
    dependencies: [
        .package(name: "Tactile", path: mainPackagePath),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Debian's libevemu: the C reference parser the evemu reader is compared with.
        .systemLibrary(name: "CEvemu", pkgConfig: "evemu", providers: [.apt(["libevemu-dev"])]),
        // The floor of the live path: a bare libevdev_next_event loop, in C.
        .target(name: "CBareEvdev", linkerSettings: [.linkedLibrary("evdev")]),
        // Fixtures shared by the benchmarks: looped real traces, layouts, the catalogue of targets.
        .target(
            name: "BenchSupport",
            dependencies: [tactile("TactileCore"), tactile("TactileTrace"), tactile("TactilePointer")]
        ),
        // The per-frame benchmarks' registration (gestures, pointer, filter): one frame per iteration.
        .target(name: "BenchFrames", dependencies: [benchmark, "BenchSupport"]),
        // Runs under umockdev-run: drains an emulated evdev node, prints its CPU cost.
        .executableTarget(
            name: "LivePathProbe",
            dependencies: ["CBareEvdev", tactile("Tactile"), tactile("TactileLive"), tactile("TactileSystem"), tactile("TactileCore")]
        ),
        // Runs one scenario in a plain loop for profilers (perf record).
        .executableTarget(
            name: "ProfileScenarios",
            dependencies: [
                "BenchSupport", tactile("Tactile"), tactile("TactileLive"), tactile("TactileCore"), tactile("TactileGestures"),
                tactile("TactilePointer"), tactile("TactileTrace"), tactile("TactileUmockdev"),
            ]
        ),
        // Turns the JMH export of a run into BENCHMARKS.md (used by Tools/run-benchmarks.sh).
        .executableTarget(name: "BenchmarkReport", dependencies: ["BenchSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

/// One executable per area, each at Benchmarks/<Name>/<Name>.swift.
func benchmarkTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [benchmark, "BenchSupport"] + dependencies,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

package.targets += [
    benchmarkTarget("FrameAssemblyBenchmarks", [tactile("TactileCore"), tactile("TactileTrace")]),
    benchmarkTarget("TraceParsingBenchmarks", ["CEvemu", tactile("TactileCore"), tactile("TactileTrace")]),
    benchmarkTarget("ReplayBenchmarks", [
        tactile("Tactile"), tactile("TactileCore"), tactile("TactileTrace"), tactile("TactilePointer"), tactile("TactileGestures"),
    ]),
    benchmarkTarget("HitTestingBenchmarks", [tactile("TactileCore"), tactile("TactilePointer")]),
    benchmarkTarget("PointerBenchmarks", ["BenchFrames", tactile("TactileCore"), tactile("TactileTrace"), tactile("TactilePointer")]),
    benchmarkTarget("LivePathBenchmarks", [
        tactile("Tactile"), tactile("TactileLive"), tactile("TactileCore"), tactile("TactileSystem"), tactile("TactileTrace"), tactile("TactileUmockdev"),
    ]),
    benchmarkTarget("GestureBenchmarks", ["BenchFrames", tactile("Tactile"), tactile("TactileCore"), tactile("TactileGestures")]),
    benchmarkTarget("FilterBenchmarks", ["BenchFrames", tactile("TactileCore"), tactile("TactileGestures"), tactile("TactileFilter")]),
]
