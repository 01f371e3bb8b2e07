import Foundation

/// Where the repository's fixtures are, found from this source file's location
/// (Benchmarks/Sources/BenchSupport/ is three levels below the repository root), or
/// from `TACTILE_REPO_ROOT`.
public enum BenchPaths {
    public static let repositoryRoot: String = {
        if let root = ProcessInfo.processInfo.environment["TACTILE_REPO_ROOT"], !root.isEmpty { return root }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // BenchSupport
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // Benchmarks
            .deletingLastPathComponent()  // repository root
            .path
    }()

    /// A path below the repository root, e.g. `Traces/real/yaml/wetab.yaml`.
    public static func repository(_ relative: String) -> String {
        repositoryRoot + "/" + relative
    }

    /// A fresh private directory for files a benchmark generates (removed by ``remove(_:)``).
    public static func makeTemporaryDirectory(_ prefix: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
