import Foundation
import Testing
import TactileCore
import TactileTrace
import TactileUmockdev

/// Examples/c/tactile-example.c, compiled with `cc` against the built library
/// and run the ways a C user would: feeding a recording itself, and reading a real
/// (emulated) device through its poll() loop.
@Suite("C example program against libtactile.so", .serialized)
struct CExampleTests {
    static let scrollDown = BuildProducts.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")

    @Test func feedingARecordingPrintsTheTwoFingerPan() throws {
        let example = try ExampleBuild.build(.plain)
        let run = try ProcessRunner.run(example.path, ["--replay", Self.scrollDown])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.lines.first == "device 1 added: EP0430M09")
        let pans = run.lines.filter { $0.contains(" pan ") }
        #expect(pans.first?.contains("began") == true)
        #expect(pans.first?.contains("fingers=2") == true)
        #expect(pans.last?.contains("ended") == true)
        #expect(run.stderr.contains("695 events, 84 gesture events"))
    }

    @Test func jsonOutputEqualsTheSwiftEngine() throws {
        let example = try ExampleBuild.build(.plain)
        let run = try ProcessRunner.run(example.path, ["--json", "--replay", Self.scrollDown])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let expected = try SwiftReference.gestureLines(tracePath: Self.scrollDown)
        #expect(!expected.isEmpty)
        #expect(run.lines == expected)
        // Two fingers dragged up the screen by about 300 pt.
        let objects = run.lines.compactMap(jsonObject)
        #expect(objects.first?["gesture"] as? String == "pan")
        #expect(objects.first?["fingers"] as? Int == 2)
        #expect((objects.last?["dy"] as? Double ?? 0) < -300)
    }

    @Test func evemuRecordingGivesTheSameGesturesAsTheYAMLOne() throws {
        let example = try ExampleBuild.build(.plain)
        let evemu = BuildProducts.trace("real/evemu-devices/EP0430M09.2-finger-scroll-down.events")
        let fromEvemu = try ProcessRunner.run(example.path, ["--json", "--replay", evemu])
        let fromYAML = try ProcessRunner.run(example.path, ["--json", "--replay", Self.scrollDown])
        #expect(fromEvemu.status == 0, "stderr: \(fromEvemu.stderr)")
        #expect(!fromEvemu.lines.isEmpty)
        #expect(fromEvemu.lines == fromYAML.lines)
    }

    @Test func aBadDescriptionIsAnErrorWithItsLine() throws {
        let example = try ExampleBuild.build(.plain)
        let dir = try BuildProducts.temporaryDirectory("bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.evemu")
        try Data("N: Broken\nI: 0018 zz 0000 0000\n".utf8).write(to: bad)
        let run = try ProcessRunner.run(example.path, ["--replay", bad.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("<description>:2: expected"), "stderr: \(run.stderr)")
    }

    /// Tools/libtactile/tactile.pc.in, filled in the way the install script does it
    /// (pointing at the built library under its installed name), is enough to build the example.
    @Test func buildsWithPkgConfig() throws {
        try #require(BuildProducts.isInstalled("pkg-config"), "pkg-config is missing (apt-get install pkg-config)")
        let dir = try BuildProducts.temporaryDirectory("pkgconfig")
        defer { try? FileManager.default.removeItem(at: dir) }
        let template = try String(contentsOf: BuildProducts.repositoryRoot.appendingPathComponent("Tools/libtactile/tactile.pc.in"),
                                  encoding: .utf8)
        // Installed, the library is libtactile.so: the same file under its installed name.
        let libdir = dir.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: libdir, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: libdir.appendingPathComponent("libtactile.so"),
                                                   withDestinationURL: BuildProducts.library)
        let pc = template.replacingOccurrences(of: "@PREFIX@", with: dir.path)
            .replacingOccurrences(of: "@LIBDIR@", with: libdir.path)
            .replacingOccurrences(of: "@INCLUDEDIR@", with: BuildProducts.includeDirectory.path)
            .replacingOccurrences(of: "@VERSION@", with: "0.1.0")
        try Data(pc.utf8).write(to: dir.appendingPathComponent("tactile.pc"))
        let flags = try ProcessRunner.run("/usr/bin/pkg-config", ["--cflags", "--libs", "tactile"],
                                          environment: ["PKG_CONFIG_PATH": dir.path])
        #expect(flags.status == 0, "\(flags.stderr)")
        let output = dir.appendingPathComponent("tactile-example").path
        let arguments = [BuildProducts.cExample.path] + flags.stdout.split(whereSeparator: \.isWhitespace).map(String.init) + ["-o", output]
        let cc = try ProcessRunner.run("/usr/bin/cc", arguments)
        #expect(cc.status == 0, "\(cc.stderr)")
        // The execute bits, as in ExampleBuild: a parallel test may have narrowed the umask.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output)
        let run = try ProcessRunner.run(output, ["--replay", Self.scrollDown])
        #expect(run.status == 0)
        #expect(run.stderr.contains("84 gesture events"))
    }

    @Test func liveDeviceThroughLibevdevUnderUmockdev() throws {
        try #require(BuildProducts.isInstalled("umockdev-run"),
                     "umockdev-run is missing: Tools/run-tests.sh installs it (apt-get install umockdev)")
        let example = try ExampleBuild.build(.plain)
        let trace = try TraceReader.read(path: Self.scrollDown)
        let run = try Umockdev.run(example: example, device: trace.devices[0].description,
                                   events: trace.devices[0].events, arguments: ["--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        // Live through libevdev and the poll() loop gives what feeding the recording gives.
        let expected = try SwiftReference.gestureLines(tracePath: Self.scrollDown)
        #expect(run.lines == expected)
        #expect(run.stderr.contains("84 gesture events"), "stderr: \(run.stderr)")
    }
}

/// Plays events (nil: none) into an emulated /dev/input/event10 and runs the example on it.
/// umockdev replays in real time and never ends the stream: the example stops
/// on its own idle timeout.
enum Umockdev {
    static func run(example: URL, device: DeviceDescription, events: [InputEvent]?, arguments: [String] = [],
                    idleSeconds: Double = 1.5, wrapper: [String] = []) throws -> ProcessRunner.Result {
        let dir = try BuildProducts.temporaryDirectory("umockdev")
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = UmockdevWriter(device: device, eventNodeNumber: 10)
        let files = try (events.map { writer.files(events: $0) } ?? writer.files()).write(to: dir, baseName: "device")
        let duration = Double((events?.last?.time.microseconds ?? 0) - (events?.first?.time.microseconds ?? 0)) / 1e6
        let limit = Int(duration + idleSeconds + 60)
        // `env --default-signal`: Swift Testing threads block signals, and children would inherit that.
        let command = ["--default-signal", "timeout", "--foreground", "-k", "5", String(limit), "umockdev-run"]
            + files.options + ["--", "env", "--default-signal"] + wrapper
            + [example.path, "--device", writer.deviceNodePath, "--idle", String(idleSeconds)] + arguments
        return try ProcessRunner.run("/usr/bin/env", command, environment: ["TMPDIR": dir.path],
                                     timeout: TimeInterval(limit + 10))
    }
}
