import Foundation
import Testing

/// Examples/python/tactile_example.py: ctypes on the same libtactile.so.
@Suite("Python example through ctypes")
struct PythonExampleTests {
    static let scrollDown = BuildProducts.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")

    static var python: String? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
                .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func printsTheTwoFingerPan() throws {
        let python = try #require(Self.python, "python3 is missing")
        let run = try ProcessRunner.run(python, [BuildProducts.pythonExample.path, Self.scrollDown],
                                        environment: ["TACTILE_LIBRARY": BuildProducts.library.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.lines.first == "device 1 added: EP0430M09")
        let pans = run.lines.filter { $0.contains(" pan ") }
        #expect(pans.first?.contains("began") == true && pans.first?.contains("fingers=2") == true)
        #expect(pans.last?.contains("ended") == true)
        #expect(run.stderr.contains("695 events, 88 gesture events"))
    }

    @Test func jsonEqualsTheSwiftEngine() throws {
        let python = try #require(Self.python, "python3 is missing")
        let run = try ProcessRunner.run(python, [BuildProducts.pythonExample.path, Self.scrollDown, "--json"],
                                        environment: ["TACTILE_LIBRARY": BuildProducts.library.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.lines == (try SwiftReference.gestureLines(tracePath: Self.scrollDown)))
    }
}
