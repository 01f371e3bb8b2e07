import Foundation
import TactileTestProcess

/// What a finished child process left behind.
struct ProcessResult: Sendable {
    var stdout: String
    var stderr: String
    var exitCode: Int32
}

/// Runs programs for the umockdev round trips. Output goes through temporary files, not
/// pipes, so a chatty child can never block on a full pipe while we wait for it.
enum ProcessRunner {
    /// The full path of `name` found on `$PATH`, or nil.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `executable` with `arguments` and waits for it; `environment` adds variables.
    /// With `timeoutSeconds`, the command runs under `timeout --foreground`, which sends
    /// SIGTERM to it alone and exits 124 when time runs out (umockdev's event replay never
    /// ends the stream, so readers need this). `--foreground` matters: plain `timeout`
    /// signals the whole process group, and when umockdev-run and its program get SIGTERM
    /// together, umockdev-run now and then leaves its `$TMPDIR/umockdev.XXXXXX` testbed
    /// behind; signalled alone it forwards SIGTERM to the program and cleans up.
    /// `-k 5` kills it if the program ignores SIGTERM.
    ///
    /// Everything starts through `env --default-signal` (kept from when children inherited
    /// a Swift Testing thread's blocked signals; ``ChildProcess`` now clears them itself).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    timeoutSeconds: Double? = nil) throws -> ProcessResult {
        var command = [executable] + arguments
        if let timeoutSeconds {
            command = [find("timeout") ?? "/usr/bin/timeout", "--foreground", "-k", "5", String(timeoutSeconds)] + command
        }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let r = try ChildProcess.run([find("env") ?? "/usr/bin/env", "--default-signal"] + assignments + command, timeout: .infinity)
        return ProcessResult(stdout: r.stdout, stderr: r.stderr, exitCode: r.status)
    }
}
