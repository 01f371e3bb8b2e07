import Testing
import Foundation
import Glibc
import TactileTestProcess

/// A `tactile run` process started in the background, as a user or systemd would.
///
/// The child is started through `env --default-signal`: Swift Testing threads block
/// signals and children would inherit that. Output goes to files, never pipes, so a
/// chatty child cannot block.
final class DaemonProcess {
    let process: ChildProcess
    let stdoutURL: URL
    let stderrURL: URL

    /// The repository root (for Traces/).
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// The built `tactile`, next to the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("tactile")
    }

    /// Starts `[wrapper...] env --default-signal tactile run args...`.
    init(arguments: [String], wrapper: [String] = [], directory: URL, environment: [String: String] = [:]) throws {
        stdoutURL = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        stderrURL = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        process = try ChildProcess(["/usr/bin/env", "--default-signal"] + wrapper + [Self.executable.path, "run"] + arguments,
                                   environment: environment, stdout: .file(stdoutURL.path), stderr: .file(stderrURL.path))
    }

    deinit {
        process.signal(SIGTERM)
    }

    var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }
    var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }

    /// Connects to `path` once the daemon serves it (nil if it never does or exits first).
    func connect(to path: String, timeout: TimeInterval = 20) -> TestSocketClient? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let client = try? TestSocketClient(path: path) { return client }
            if !process.isRunning { return nil }
            usleep(20_000)
        }
        return nil
    }

    /// Waits (bounded) for stderr to contain `text`.
    func waitForStderr(_ text: String, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if stderr.contains(text) { return true }
            usleep(20_000)
        }
        return stderr.contains(text)
    }

    /// Waits for the exit (killing it after `timeout`); returns the status.
    @discardableResult
    func waitForExit(timeout: TimeInterval = 20) -> Int32 {
        process.waitForExit(timeout: timeout, signalOnTimeout: SIGKILL)
    }

    /// Fails the test (with how to install it) when umockdev-run is missing.
    static func requireUmockdev() throws {
        try #require(isInstalled("umockdev-run"),
                     "umockdev-run is missing: Tools/run-tests.sh installs it (apt-get install umockdev)")
    }

    /// `tactile run arguments` under umockdev-run with the emulated devices whose
    /// `UmockdevFiles.options` are `options`: bounded by `timeout`, signals at their defaults,
    /// `TMPDIR` in `directory`.
    static func underUmockdev(options: [String], arguments: [String], directory: URL) throws -> DaemonProcess {
        let wrapper = ["timeout", "--foreground", "-k", "5", "60", "umockdev-run"] + options + ["--", "env", "--default-signal"]
        return try DaemonProcess(arguments: arguments, wrapper: wrapper, directory: directory, environment: ["TMPDIR": directory.path])
    }

    /// The lines an action script appended to `marker` so far.
    static func actionLines(_ marker: String) -> [Substring] {
        ((try? String(contentsOfFile: marker, encoding: .utf8)) ?? "").split(separator: "\n")
    }

    static func isInstalled(_ tool: String) -> Bool {
        ["/usr/bin/", "/usr/local/bin/", "/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
    }
}
