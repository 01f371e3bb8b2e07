import Foundation
import TactileCore
import TactileUmockdev

/// Runs evemu tools against a device emulated by umockdev from ``UmockdevWriter`` output.
enum UmockdevHarness {
    static let umockdevRun = ProcessRunner.find("umockdev-run")
    static let evemuDescribe = ProcessRunner.find("evemu-describe")
    static let evemuRecord = ProcessRunner.find("evemu-record")

    /// Whether the round trips can run here (Debian: umockdev, evemu-tools, coreutils).
    static var isAvailable: Bool {
        umockdevRun != nil && evemuDescribe != nil && evemuRecord != nil && ProcessRunner.find("timeout") != nil
    }

    static let unavailableReason = "needs umockdev-run (umockdev), evemu-describe/evemu-record (evemu-tools) and timeout on PATH"

    /// `umockdev-run ... -- evemu-describe /dev/input/eventN`.
    static func describe(_ writer: UmockdevWriter) throws -> ProcessResult {
        try run(writer.files(), program: [evemuDescribe ?? "evemu-describe", writer.deviceNodePath], timeoutSeconds: 20)
    }

    /// `umockdev-run ... -e EVENTS -- evemu-record /dev/input/eventN`, stopped after `seconds`
    /// because the replay never closes the stream.
    static func record(_ writer: UmockdevWriter, events: [InputEvent], seconds: Double) throws -> ProcessResult {
        try run(writer.files(events: events), program: [evemuRecord ?? "evemu-record", writer.deviceNodePath],
                timeoutSeconds: seconds)
    }

    /// Writes `files` into a fresh directory and runs `program` in the testbed.
    static func run(_ files: UmockdevFiles, program: [String], timeoutSeconds: Double) throws -> ProcessResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-umockdev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try files.write(to: directory, baseName: "device")
        // umockdev-run makes its testbed in $TMPDIR; keeping it in our directory means
        // nothing outlives the test even if umockdev-run is killed.
        return try ProcessRunner.run(umockdevRun ?? "umockdev-run", run.arguments(running: program),
                                     environment: ["TMPDIR": directory.path], timeoutSeconds: timeoutSeconds)
    }
}
