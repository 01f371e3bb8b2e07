import Foundation
import Testing
import TactileTrace

/// The example program, which creates, uses and frees an engine, is clean under
/// valgrind (no memory errors, no definite leaks) and under AddressSanitizer.
/// "Possibly lost" blocks are the Swift runtime's and ICU's caches (interior
/// pointers to metadata), not leaks, and are not counted.
@Suite("Memory checks of the C API", .serialized)
struct MemoryCheckTests {
    static let scrollDown = BuildProducts.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")
    /// Reports from inside the Swift runtime's metadata layout, not Tactile's (the file says why).
    static let swiftRuntimeSuppressions = BuildProducts.repositoryRoot.appendingPathComponent("Tools/libtactile/swift-runtime.supp").path

    @Test func valgrindFindsNoErrorsAndNoDefiniteLeaks() throws {
        try #require(BuildProducts.isInstalled("valgrind"), "valgrind is missing (apt-get install valgrind)")
        let example = try ExampleBuild.build(.valgrind)
        defer { try? FileManager.default.removeItem(at: example.deletingLastPathComponent()) }
        let run = try ProcessRunner.run("/usr/bin/valgrind", [
            "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=definite",
            "--suppressions=\(Self.swiftRuntimeSuppressions)",
            example.path, "--replay", Self.scrollDown,
        ], timeout: 300)
        #expect(run.status == 0, "valgrind:\n\(Self.summary(run.stderr))")
        #expect(run.stderr.contains("ERROR SUMMARY: 0 errors"), "valgrind:\n\(Self.summary(run.stderr))")
        #expect(run.stderr.contains("definitely lost: 0 bytes") || run.stderr.contains("All heap blocks were freed"))
        #expect(run.stdout.contains("pan       began"))
    }

    /// Opening, polling and closing a device under valgrind. No events are played:
    /// under valgrind's slowdown umockdev's stream socket hands libevdev partial
    /// events (EINVAL), so reading events is checked under AddressSanitizer below.
    @Test func valgrindOnTheLiveDevicePathUnderUmockdev() throws {
        try #require(BuildProducts.isInstalled("valgrind"), "valgrind is missing (apt-get install valgrind)")
        try #require(BuildProducts.isInstalled("umockdev-run"), "umockdev-run is missing (apt-get install umockdev)")
        let example = try ExampleBuild.build(.valgrind)
        defer { try? FileManager.default.removeItem(at: example.deletingLastPathComponent()) }
        let trace = try TraceReader.read(path: Self.scrollDown)
        let suppressions = BuildProducts.repositoryRoot.appendingPathComponent("Tools/libtactile/umockdev.supp").path
        let run = try Umockdev.run(example: example, device: trace.devices[0].description, events: nil,
                                   idleSeconds: 1, wrapper: ["valgrind", "--error-exitcode=99", "--leak-check=full",
                                                             "--errors-for-leak-kinds=definite", "--suppressions=\(suppressions)",
                                                             "--suppressions=\(Self.swiftRuntimeSuppressions)"])
        #expect(run.status == 0, "valgrind:\n\(Self.summary(run.stderr))")
        #expect(run.stderr.contains("ERROR SUMMARY: 0 errors"), "valgrind:\n\(Self.summary(run.stderr))")
        #expect(run.stdout.contains("device 1 added: EP0430M09"))
    }

    @Test func addressSanitizerOnTheLiveDevicePathUnderUmockdev() throws {
        try #require(BuildProducts.isInstalled("umockdev-run"), "umockdev-run is missing (apt-get install umockdev)")
        let example = try ExampleBuild.build(.sanitized)
        defer { try? FileManager.default.removeItem(at: example.deletingLastPathComponent()) }
        let trace = try TraceReader.read(path: Self.scrollDown)
        // umockdev preloads its library, so ASan's runtime is not first in the list: allowed here.
        let run = try Umockdev.run(example: example, device: trace.devices[0].description, events: trace.devices[0].events,
                                   wrapper: ["ASAN_OPTIONS=detect_leaks=1:exitcode=98:verify_asan_link_order=0",
                                             "UBSAN_OPTIONS=halt_on_error=1:exitcode=97"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("Sanitizer"), "stderr: \(run.stderr)")
        #expect(run.stdout.contains("pan       began"))
        #expect(run.stderr.contains("84 gesture events"), "stderr: \(run.stderr)")
    }

    @Test func addressSanitizerIsClean() throws {
        let example = try ExampleBuild.build(.sanitized)
        defer { try? FileManager.default.removeItem(at: example.deletingLastPathComponent()) }
        let run = try ProcessRunner.run(example.path, ["--replay", Self.scrollDown],
                                        environment: ["ASAN_OPTIONS": "detect_leaks=1:exitcode=98",
                                                      "UBSAN_OPTIONS": "halt_on_error=1:exitcode=97"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("ERROR: AddressSanitizer"))
        #expect(!run.stderr.contains("ERROR: LeakSanitizer"))
        #expect(run.stderr.contains("84 gesture events"))
    }

    /// The lines of a valgrind log worth reading in a failure message.
    static func summary(_ log: String) -> String {
        log.split(separator: "\n").filter { !$0.hasPrefix("###") }.suffix(60).joined(separator: "\n")
    }
}
