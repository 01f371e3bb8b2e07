import Foundation

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
        let process = Process()
        if wrapper.isEmpty {
            process.executableURL = executable
            process.arguments = args
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = wrapper + [executable.path] + args
        }
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        // Files, not pipes: a chatty child can never block on a full pipe.
        let dir = FileManager.default.temporaryDirectory
        let tag = UUID().uuidString
        let outURL = dir.appendingPathComponent("tactile-out-\(tag)"), errURL = dir.appendingPathComponent("tactile-err-\(tag)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
        process.standardOutput = try FileHandle(forWritingTo: standardOutput.map { URL(fileURLWithPath: $0) } ?? outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let stdoutData = (try? Data(contentsOf: outURL)) ?? Data()
        let stderrData = (try? Data(contentsOf: errURL)) ?? Data()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self))
    }

    static func isInstalled(_ tool: String) -> Bool {
        ["/usr/bin/", "/usr/local/bin/", "/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
    }
}

/// Decodes one JSON line into a dictionary.
func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}
