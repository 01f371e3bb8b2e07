import Foundation
import TactileTestProcess

/// Runs the built `tactile` executable (it sits next to the test bundle in the
/// build directory) and captures its output: the end-to-end view a user gets.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// The repository root (for Traces/ and fixtures).
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    static var executable: URL {
        let selfPath = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return selfPath.deletingLastPathComponent().appendingPathComponent("tactile")
    }

    static func trace(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent("Traces").appendingPathComponent(relative).path
    }

    /// Runs `tactile args...`, optionally wrapped (e.g. in `umockdev-run ... --`).
    /// `standardOutput`: a path to write stdout to instead of capturing it (e.g. `/dev/full`).
    static func run(_ args: [String], wrapper: [String] = [], timeout: TimeInterval = 120,
                    environment: [String: String] = [:], standardOutput: String? = nil) throws -> Result {
        let command = wrapper.isEmpty ? [executable.path] + args : ["/usr/bin/env"] + wrapper + [executable.path] + args
        let r = try ChildProcess.run(command, environment: environment, stdout: standardOutput, timeout: timeout)
        return Result(status: r.status, stdout: r.stdout, stderr: r.stderr)
    }

    static func isInstalled(_ tool: String) -> Bool {
        ["/usr/bin/", "/usr/local/bin/", "/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
    }
}

/// Decodes one JSON line into a dictionary.
func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}
