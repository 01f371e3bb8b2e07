import Foundation
import TactileTestProcess

/// Runs a program to completion (or a time limit) and captures its output in
/// files, never pipes: a chatty child can never block on a full pipe.
enum ProcessRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    timeout: TimeInterval = 120) throws -> Result {
        let r = try ChildProcess.run([executable] + arguments, environment: environment, timeout: timeout)
        return Result(status: r.status, stdout: r.stdout, stderr: r.stderr)
    }
}
