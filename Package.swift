// swift-tools-version: 6.1
// The Tactile package: evdev input -> frames -> gestures and pointer interaction.
// See ARCHITECTURE.md for what each target owns.
import PackageDescription

let package = Package(
    name: "Tactile",
    products: [
        .library(name: "Tactile", targets: ["Tactile"]),
        .library(name: "TactileCore", targets: ["TactileCore"]),
        .library(name: "TactileTrace", targets: ["TactileTrace"]),
        .library(name: "TactileGestures", targets: ["TactileGestures"]),
        .library(name: "TactilePointer", targets: ["TactilePointer"]),
        .library(name: "TactileSystem", targets: ["TactileSystem"]),
        .library(name: "TactileLive", targets: ["TactileLive"]),
        .library(name: "TactileFilter", targets: ["TactileFilter"]),
        .library(name: "TactileUmockdev", targets: ["TactileUmockdev"]),
        .library(name: "TactileTesting", targets: ["TactileTesting"]),
        .executable(name: "tactile", targets: ["TactileCLI"]),
        // libtactile for C, C++, Python...: built as libtactile-c.so, installed as libtactile.so (Docs/C-API.md).
        .library(name: "tactile-c", type: .dynamic, targets: ["TactileC"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // The daemon's WebSocket server only (TactileDaemon); no library an app links uses it.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The daemon's opt-in /metrics (TactileDaemon only), in the Prometheus text format.
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        // libevdev via pkg-config: the only C that TactileSystem sees.
        .systemLibrary(
            name: "CEvdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // Units, events, device descriptions, frame assembly, coordinate mapping. Pure Swift.
        .target(name: "TactileCore", resources: [.embedInCode("Quirks/touchscreens.quirks")]),
        // The one module that touches the system: devices (libevdev, uinput, probing, hotplug), the
        // epoll loop and signalfd, the Unix socket server, process spawning, stdio, systemd notify.
        .target(
            name: "TactileSystem",
            dependencies: [
                "CEvdev", "TactileCore",
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // libyaml via pkg-config, for TactileTrace's YAML reader (YAMLParser is its one caller).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Trace formats: evemu and libinput record YAML, read and write.
        .target(name: "TactileTrace", dependencies: ["TactileCore", "CYAML"]),
        // Gesture recognizers: state machines, arena conflict resolution, JSON events.
        .target(name: "TactileGestures", dependencies: ["TactileCore"]),
        // Scripted touch driver for gesture tests (EmbeddedChannel / litest style).
        .target(name: "TactileTesting", dependencies: ["TactileCore", "TactileGestures"]),
        // Synthetic traces: finger paths, sampling, kernel-like events, the generated corpus.
        .target(name: "TactileSynth", dependencies: ["TactileCore", "TactileTrace"]),
        .executableTarget(name: "tactile-tracegen", dependencies: ["TactileSynth", "TactileTrace", "TactileCore"],
                          path: "Tools/TraceGenerator"),
        // Writes umockdev device descriptions so any trace plays through the real libevdev path.
        .target(name: "TactileUmockdev", dependencies: ["TactileCore"]),
        // Pointer engine: libinput acceleration, hit regions, magnetism, endpoint prediction.
        .target(name: "TactilePointer", dependencies: ["TactileCore"]),
        // Offline research on pointer prediction (`tactile predict`): recorded and synthetic
        // movements, Fitts trials, the evaluator. Linked by the CLI and tests, not by apps.
        .target(name: "TactilePointerEvaluation", dependencies: ["TactilePointer", "TactileCore"]),
        // The input filter's state machines: touchscreen clone, consume (hold / forward-then-cancel),
        // mouse profile, key chords; what to write to each virtual device. Pure Swift, no clock.
        .target(name: "TactileFilter", dependencies: ["TactileCore", "TactileGestures"]),
        // The engine that live input and replay share, plus the JSON output schema.
        .target(
            name: "Tactile",
            dependencies: [
                "TactileCore", "TactileTrace", "TactilePointer", "TactileGestures",
            ]
        ),
        // Live devices for the engine: its LiveInputHandler conformance and the trace recorder,
        // so an app that replays or feeds events itself links no libevdev.
        .target(name: "TactileLive", dependencies: ["Tactile", "TactileCore", "TactileSystem", "TactileTrace"]),
        // The kiosk daemon (`tactile run`): configuration, action matching, output fan-out, reload,
        // and the WebSocket server for web kiosks with its pages (Web/Assets, embedded in the binary).
        .target(
            name: "TactileDaemon",
            dependencies: [
                "Tactile", "TactileLive", "TactileCore", "TactileSystem", "TactileGestures", "TactilePointer", "TactileTrace",
                "TactileFilter",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            resources: [
                .embedInCode("Web/Assets/tactile.js"),
                .embedInCode("Web/Assets/kiosk.html"),
                .embedInCode("Web/Assets/inspector.html"),
                .embedInCode("Web/Assets/inspector.js"),
            ]
        ),
        // The C API's header (tactile.h) and compile-time layout checks; the functions are defined in TactileC.
        .target(name: "CTactile"),
        // libtactile: the C API (@_cdecl functions over an engine handle).
        .target(name: "TactileC", dependencies: ["CTactile", "Tactile", "TactileLive", "TactileCore", "TactileSystem", "TactileTrace", "TactileGestures", "TactilePointer"]),
        // SVG pictures of traces (`tactile render`): touch and pointer paths, time strip with gestures.
        .target(name: "TactileRender", dependencies: ["TactileCore", "TactileTrace", "TactileGestures", "Tactile"]),
        .executableTarget(
            name: "TactileCLI",
            dependencies: [
                "Tactile", "TactileLive", "TactileDaemon", "TactileCore", "TactileSystem", "TactileTrace", "TactilePointer", "TactileUmockdev",
                "TactilePointerEvaluation",
                "TactileGestures", "TactileRender", "TactileFilter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The real-kernel tests' driver of VirtualDevice, grabs and the live loop (Tools/vm-test.sh); test-only.
        .executableTarget(name: "tactile-vm-driver", dependencies: ["TactileSystem", "TactileTrace", "TactileCore"],
                          path: "Tests/VMDriver"),
        // How the tests start programs (posix_spawn, output in files): one helper for all of them.
        .target(name: "TactileTestProcess", path: "Tests/Support/TactileTestProcess"),
        .testTarget(name: "TactileCoreTests", dependencies: ["TactileCore"]),
        .testTarget(name: "TactileDaemonTests", dependencies: [
            "TactileTestProcess", "TactileFilter", "TactileTesting", "Tactile", "TactileDaemon", "TactileLive", "TactileSystem", "TactileCore", "TactileGestures", "TactilePointer", "TactileTrace", "TactileUmockdev",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "NIOWebSocket", package: "swift-nio"),
        ]),
        .testTarget(name: "TactileCTests", dependencies: ["TactileTestProcess", "TactileC", "CTactile", "Tactile", "TactileCore", "TactileTrace", "TactileGestures", "TactileUmockdev"]),
        .testTarget(name: "TactileRenderTests", dependencies: ["TactileRender", "Tactile", "TactileTrace", "TactileGestures", "TactileCore"]),
        .testTarget(name: "TactileSynthTests", dependencies: ["TactileSynth", "TactileTrace", "TactileCore"]),
        .testTarget(name: "TactileTraceTests", dependencies: ["TactileTrace", "TactileCore"]),
        .testTarget(name: "TactileTests", dependencies: ["Tactile", "TactileCore", "TactileTrace", "TactileGestures", "TactilePointer"]),
        .testTarget(name: "TactileGesturesTests", dependencies: ["TactileCore", "TactileGestures", "TactileTesting"]),
        .testTarget(name: "TactilePointerTests", dependencies: ["TactilePointer", "TactilePointerEvaluation", "TactileCore"]),
        .testTarget(name: "TactileSystemTests", dependencies: ["TactileSystem", "Tactile", "TactileLive", "TactileCore"]),
        // End-to-end: runs the built `tactile` binary, also under umockdev.
        .testTarget(name: "TactileCLITests", dependencies: ["TactileTestProcess", "TactileCore", "TactileTrace", "TactileUmockdev"]),
        .testTarget(name: "TactileUmockdevTests", dependencies: ["TactileTestProcess", "TactileUmockdev", "TactileCore"]),
    ],
    swiftLanguageModes: [.v6]
)
