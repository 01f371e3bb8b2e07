import Foundation
import TactileTestProcess
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
        #expect(run.stderr.contains("695 events, 84 gesture events"))
    }

    @Test func jsonEqualsTheSwiftEngine() throws {
        let python = try #require(Self.python, "python3 is missing")
        let run = try ProcessRunner.run(python, [BuildProducts.pythonExample.path, Self.scrollDown, "--json"],
                                        environment: ["TACTILE_LIBRARY": BuildProducts.library.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.lines == (try SwiftReference.gestureLines(tracePath: Self.scrollDown)))
    }

    /// Issue 26: `| head` must not end in a BrokenPipeError traceback. The reading end of
    /// the pipe is closed before the script starts, so its first write already fails.
    @Test func endsQuietlyWhenTheReaderLeaves() throws {
        let python = try #require(Self.python, "python3 is missing")
        let dir = try BuildProducts.temporaryDirectory("epipe")
        defer { try? FileManager.default.removeItem(at: dir) }
        let errURL = dir.appendingPathComponent("err")
        let process = try ChildProcess([python, BuildProducts.pythonExample.path, Self.scrollDown, "--json"],
                                       environment: ["TACTILE_LIBRARY": BuildProducts.library.path],
                                       stdout: .closedPipe, stderr: .file(errURL.path))
        let status = process.waitForExit(timeout: 120)
        let stderr = try String(contentsOf: errURL, encoding: .utf8)
        #expect(status == 0, "\(stderr)")
        #expect(!stderr.contains("Traceback") && !stderr.contains("BrokenPipeError"), "\(stderr)")
    }

    /// Issue 26: a binary file (or one that is not UTF-8) is an error message, not a traceback.
    @Test func binaryInputIsAnErrorNotATraceback() throws {
        let python = try #require(Self.python, "python3 is missing")
        let dir = try BuildProducts.temporaryDirectory("binary")
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = dir.appendingPathComponent("trace.bin"), latin = dir.appendingPathComponent("latin1.evemu")
        try Data([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00, 0xff, 0xfe]).write(to: binary)
        try Data("N: Caf\u{e9}\nI: 0003 0001 0001 0001\n".utf8.map { $0 == 0xc3 ? 0xe9 : $0 }.filter { $0 != 0xa9 }).write(to: latin)
        for file in [binary, latin] {
            let run = try ProcessRunner.run(python, [BuildProducts.pythonExample.path, file.path],
                                            environment: ["TACTILE_LIBRARY": BuildProducts.library.path])
            #expect(run.status != 0, "\(file.lastPathComponent): \(run.stderr)")
            #expect(!run.stderr.contains("Traceback"), "\(file.lastPathComponent): \(run.stderr)")
            #expect(run.stderr.contains("tactile_example:"), "\(file.lastPathComponent): \(run.stderr)")
        }
    }
}
