import Foundation
import TactileSystem
import Glibc
import Testing

/// `tactile run` as a process: configuration checks, signals, reload, the socket's life.
/// No input device is needed: the daemon waits for one (`devices: {names: [...]}` matching nothing).
@Suite("tactile run: signals, reload, socket life", .serialized)
final class DaemonProcessTests {
    let directory: URL
    let socketPath: String
    let configPath: String

    init() throws {
        directory = try makeShortTemporaryDirectory()
        socketPath = directory.appendingPathComponent("t.sock").path
        configPath = directory.appendingPathComponent("tactile.yaml").path
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    private func writeConfig(_ extra: String = "") throws {
        let text = """
            devices: {names: [no-such-device-tactile-test]}
            socket: {path: \(socketPath)}
            \(extra)
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: configPath))
    }

    private func start(_ arguments: [String] = []) throws -> DaemonProcess {
        try DaemonProcess(arguments: ["--config", configPath] + arguments, directory: directory)
    }

    @Test func sighupReloadsAGoodConfigurationAndKeepsTheOldOneOnABadOne() throws {
        try writeConfig()
        let daemon = try start()
        let client = try #require(daemon.connect(to: socketPath), "stderr: \(daemon.stderr)")
        let pid = client.peerProcessID
        #expect(pid == daemon.process.processIdentifier)

        try writeConfig("actions: [{gesture: swipe, direction: up, command: [\"true\"]}]")
        kill(pid, SIGHUP)
        #expect(client.read(until: { $0.count >= 1 }, timeout: 10))
        #expect(client.lines.last == #"{"event":"config","status":"reloaded"}"#)

        try writeConfig("actions: [{gesture: pan, direction: up, command: [\"true\"]}]")
        kill(pid, SIGHUP)
        #expect(client.read(until: { $0.count >= 2 }, timeout: 10))
        let rejected = try #require(client.lines.last.flatMap(jsonObject))
        #expect(rejected["event"] as? String == "config")
        #expect(rejected["status"] as? String == "rejected")
        #expect((rejected["error"] as? String) == "\(configPath): actions[0].direction: applies to gesture: swipe only (this action has gesture: pan)")
        #expect(daemon.waitForStderr("configuration rejected, keeping the previous one: \(configPath): actions[0].direction"))

        // Still running, same client: a good file again is taken.
        try writeConfig("output: {pointer: events}")
        kill(pid, SIGHUP)
        #expect(client.read(until: { $0.count >= 3 }, timeout: 10))
        #expect(client.lines.last == #"{"event":"config","status":"reloaded"}"#)

        // A change of socket needs a restart: reloaded with a warning, still serving the old path.
        let text = try String(contentsOfFile: configPath, encoding: .utf8).replacingOccurrences(of: "t.sock", with: "u.sock")
        try Data(text.utf8).write(to: URL(fileURLWithPath: configPath))
        kill(pid, SIGHUP)
        #expect(client.read(until: { $0.count >= 4 }, timeout: 10))
        #expect(client.lines.last == #"{"event":"config","status":"reloaded","warnings":["socket: changes take effect at the next start"]}"#)
        #expect(FileIdentity.socketExists(socketPath))

        kill(pid, SIGTERM)
        #expect(daemon.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: socketPath), "socket removed at exit")
        // The lines went to stdout as well.
        #expect(daemon.stdoutLines.filter { $0.contains(#""event":"config""#) }.count == 4)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func stopsWithStatusZeroAndRemovesTheSocket(signal: Int32) throws {
        try writeConfig()
        let daemon = try start()
        let client = try #require(daemon.connect(to: socketPath), "stderr: \(daemon.stderr)")
        kill(client.peerProcessID, signal)
        #expect(daemon.waitForExit() == 0, "stderr: \(daemon.stderr)")
        #expect(!FileManager.default.fileExists(atPath: socketPath))
        #expect(client.read(until: { _ in false }, timeout: 2) == false && client.reachedEOF, "clients see the end of the stream")
        #expect(daemon.stderr.contains(signal == SIGINT ? "SIGINT: stopping" : "SIGTERM: stopping"))
    }

    @Test func aSecondDaemonOnTheSameSocketRefusesAndLeavesTheFirstAlone() throws {
        try writeConfig()
        let first = try start()
        let client = try #require(first.connect(to: socketPath))
        let second = try start()
        #expect(second.waitForExit() == 1)
        #expect(second.stderr.contains("\(socketPath): a server is already listening there"))
        #expect(first.process.isRunning)
        let again = try TestSocketClient(path: socketPath)  // still served
        _ = again
        kill(client.peerProcessID, SIGTERM)
        #expect(first.waitForExit() == 0)
    }

    @Test func aStaleSocketIsReplacedButARegularFileIsNeverTouched() throws {
        try writeConfig()
        // A daemon killed with SIGKILL leaves its socket behind.
        let crashed = try start()
        let client = try #require(crashed.connect(to: socketPath))
        kill(client.peerProcessID, SIGKILL)
        crashed.waitForExit()
        #expect(FileManager.default.fileExists(atPath: socketPath))
        let next = try start()
        let fresh = try #require(next.connect(to: socketPath), "stale socket replaced; stderr: \(next.stderr)")
        kill(fresh.peerProcessID, SIGTERM)
        #expect(next.waitForExit() == 0)

        try Data("not a socket".utf8).write(to: URL(fileURLWithPath: socketPath))
        let refused = try start()
        #expect(refused.waitForExit() == 1)
        #expect(refused.stderr.contains("\(socketPath) exists and is a regular file, not a socket; refusing to touch it"))
        #expect(try String(contentsOfFile: socketPath, encoding: .utf8) == "not a socket")
    }

    @Test func anInvalidConfigurationStopsBeforeAnythingIsOpened() throws {
        try writeConfig("actions: [{gesture: swipe, direction: upward, command: [\"true\"]}]")
        let daemon = try start()
        #expect(daemon.waitForExit() == 1)
        #expect(daemon.stderr.contains("\(configPath): actions[0].direction: expected one of up, down, left, right, got 'upward'"))
        #expect(!FileManager.default.fileExists(atPath: socketPath), "no socket was created")
        #expect(!daemon.stderr.contains("opened"))
    }

    @Test func checkValidatesAndSummarises() throws {
        try writeConfig("actions: [{name: launcher, gesture: swipe, direction: up, command: [\"true\", start, launcher]}]")
        let daemon = try start(["--check"])
        #expect(daemon.waitForExit() == 0)
        #expect(daemon.stdout.contains("configuration OK"))
        #expect(daemon.stdout.contains("launcher: gesture: swipe, phase: recognized, direction: up -> true start launcher"))
        #expect(!FileManager.default.fileExists(atPath: socketPath))
    }

    @Test func theSocketModeIsApplied() throws {
        try writeConfig()
        try Data("""
            devices: {names: [no-such-device-tactile-test]}
            socket: {path: \(socketPath), mode: "0600"}
            """.utf8).write(to: URL(fileURLWithPath: configPath))
        let daemon = try start()
        let client = try #require(daemon.connect(to: socketPath))
        var st = stat()
        #expect(lstat(socketPath, &st) == 0 && st.st_mode & 0o777 == 0o600)
        kill(client.peerProcessID, SIGTERM)
        #expect(daemon.waitForExit() == 0)
    }
}

private extension FileIdentity {
    static func socketExists(_ path: String) -> Bool { FileIdentity.of(path: path)?.isSocket == true }
}
