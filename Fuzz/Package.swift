// swift-tools-version: 6.1
// Tactile's libFuzzer targets. A separate package so the library never builds with
// fuzzer flags, and so `swift build` in the main package never builds these.
//
//   ../Tools/fuzz.sh            # every target, 20 s each (CI)
//   ../Tools/fuzz.sh 600        # every target, 10 min each (the long run; RELIABILITY.md)
//
// Each target is an executable whose `LLVMFuzzerTestOneInput` runs one workload from
// FuzzSupport. They only link with the sanitizer flags that Tools/fuzz.sh passes:
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// The main package is found at `..`; TACTILE_FUZZ_MAIN_PACKAGE points elsewhere
// (a checkout or mirror with the same library products).
import PackageDescription

let mainPackagePath = Context.environment["TACTILE_FUZZ_MAIN_PACKAGE"] ?? ".."

/// A library product of the main package.
func tactile(_ product: String) -> Target.Dependency {
    .product(name: product, package: "Tactile")
}

let package = Package(
    name: "TactileFuzz",
    dependencies: [
        .package(name: "Tactile", path: mainPackagePath),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Input decoding (bytes -> events, frames, devices), invariant checkers and the workloads.
        .target(
            name: "FuzzSupport",
            dependencies: [
                tactile("Tactile"), tactile("TactileCore"), tactile("TactileTrace"),
                tactile("TactileGestures"), tactile("TactilePointer"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "FuzzEvemu", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzLibinputRecord", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzFrameAssembler", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzGestures", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzEngine", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzConfiguration", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzPointerLayout", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
