import Foundation

/// Where the things under test are: the repository (examples, header, traces) and
/// the build directory holding `libtactile.so` (next to the test bundle).
enum BuildProducts {
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    static var buildDirectory: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The `tactile-c` library product (installed as libtactile.so by Tools/install-libtactile.sh).
    static var library: URL { buildDirectory.appendingPathComponent("libtactile-c.so") }
    static var includeDirectory: URL { repositoryRoot.appendingPathComponent("Sources/CTactile/include") }
    static var cExample: URL { repositoryRoot.appendingPathComponent("Examples/c/tactile-example.c") }
    static var pythonExample: URL { repositoryRoot.appendingPathComponent("Examples/python/tactile_example.py") }

    static func trace(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent("Traces").appendingPathComponent(relative).path
    }

    static func isInstalled(_ tool: String) -> Bool {
        ["/usr/bin/", "/usr/local/bin/", "/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
    }

    /// A fresh directory under the temporary directory.
    static func temporaryDirectory(_ tag: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-c-\(tag)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}
