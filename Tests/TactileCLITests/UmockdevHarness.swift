import Foundation
import TactileCore
import TactileTrace
import TactileUmockdev

/// Plays events into an emulated device with umockdev and runs `tactile events`
/// on it: the real libevdev path, on a machine with no input hardware.
enum UmockdevHarness {
    static var isAvailable: Bool { CLIRunner.isInstalled("umockdev-run") }

    /// Runs `tactile events /dev/input/eventN` (plus `extraArguments`) on `device`
    /// playing `events`, and returns its output. umockdev replays in real time and
    /// its stream never ends, so `tactile` exits on `--idle-timeout`.
    /// `sysfs`: more umockdev device descriptions (`P:`/`E:`/`A:`/`H:` lines) to add to the
    /// testbed, e.g. a DRM connector with an EDID.
    static func events(device: DeviceDescription, events: [InputEvent], extraArguments: [String] = [],
                       idleTimeout requested: Double? = nil, sysfs: [String] = [],
                       command: String = "events", allDevices: Bool = false) throws -> CLIRunner.Result {
        // Longer than the longest pause in the recording, with room for a loaded machine.
        var longestGap = 0.0
        for (a, b) in zip(events, events.dropFirst()) { longestGap = max(longestGap, Double(b.time.microseconds - a.time.microseconds) / 1e6) }
        let idleTimeout = requested ?? max(3, longestGap + 3)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-umockdev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = UmockdevWriter(device: device, eventNodeNumber: 10)
        let run = try writer.files(events: events).write(to: dir, baseName: "device")
        var extra: [String] = []
        for (i, text) in sysfs.enumerated() {
            let file = dir.appendingPathComponent("sysfs\(i).umockdev")
            try text.write(to: file, atomically: true, encoding: .utf8)
            extra += ["-d", file.path]
        }
        let duration = Double((events.last?.time.microseconds ?? 0) - (events.first?.time.microseconds ?? 0)) / 1e6
        let limit = Int(duration + idleTimeout + 30)
        // `env --default-signal`: Swift Testing threads block signals, and children would inherit that.
        let wrapper = ["--default-signal", "timeout", "--foreground", "-k", "5", String(limit), "umockdev-run"]
            + run.options + extra + ["--", "env", "--default-signal"]
        // umockdev feeds the emulated node through a socket, so on a loaded machine a read can
        // return half an event; libevdev then fails with EINVAL and the device is dropped. A
        // kernel never splits events, so that run says nothing about Tactile: try again.
        var result: CLIRunner.Result
        var attempt = 0
        repeat {
            attempt += 1
            let node = allDevices ? [] : [writer.deviceNodePath]
            let arguments = command == "events"
                ? ["events"] + node + ["--idle-timeout", String(idleTimeout), "--diagnostics"]
                : [command] + node
            result = try CLIRunner.run(arguments + extraArguments,
                                       wrapper: wrapper, timeout: TimeInterval(limit + 10),
                                       environment: ["TMPDIR": dir.path])
        } while result.stderr.contains("EINVAL") && attempt < 3
        return result
    }

    static func trace(_ relative: String) throws -> Trace {
        try TraceReader.read(path: CLIRunner.trace(relative))
    }
}
