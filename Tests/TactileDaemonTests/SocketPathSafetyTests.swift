import Foundation
import Glibc
import Testing
import TactileSystem

/// What the server does with whatever is already at its path.
@Suite("Socket path: never follow or remove anything but a stale socket of ours")
final class SocketPathSafetyTests {
    let directory: URL
    let path: String
    init() throws {
        directory = try makeShortTemporaryDirectory()
        path = directory.appendingPathComponent("t.sock").path
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// A socket file nobody listens on: what a crashed daemon leaves behind.
    private func makeStaleSocket(at path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(path.utf8)); raw[path.utf8.count] = 0
        }
        let r = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        Glibc.close(fd)
        try #require(r == 0)
    }

    private func server(_ mode: UInt32 = 0o660) throws(UnixSocketError) -> UnixSocketServer {
        try UnixSocketServer(configuration: .init(path: path, mode: mode))
    }

    @Test func createsTheSocketWithMode0660AndRemovesItOnClose() throws {
        let s = try server()
        let identity = try #require(FileIdentity.of(path: path))
        #expect(identity.isSocket)
        #expect(identity.permissions == 0o660)
        s.close()
        #expect(FileIdentity.of(path: path) == nil)
    }

    /// Before: a daemon started outside systemd (no `RuntimeDirectory=`) failed on the
    /// default `/run/tactile/tactile.sock` with ENOENT. One missing level is created; two are an error.
    @Test func createsAMissingSocketDirectoryOneLevelDeep() throws {
        let inner = directory.appendingPathComponent("run").path
        let s = try UnixSocketServer(configuration: .init(path: inner + "/t.sock"))
        #expect(FileIdentity.of(path: inner + "/t.sock")?.isSocket == true)
        #expect(FileIdentity.of(path: inner)?.permissions == 0o750)
        s.close()
        #expect(throws: UnixSocketError.self) {
            _ = try UnixSocketServer(configuration: .init(path: inner + "/a/b/t.sock"))
        }
    }

    @Test func honoursAConfiguredMode() throws {
        let s = try server(0o600)
        #expect(FileIdentity.of(path: path)?.permissions == 0o600)
        s.close()
    }

    @Test func replacesAStaleSocketOfOurs() throws {
        try makeStaleSocket(at: path)
        chmod(path, 0o600)
        #expect(throws: (any Error).self) { _ = try TestSocketClient(path: path) }  // dead: ECONNREFUSED
        let s = try server()
        // (The inode number may be reused at once, so look at what changed: mode and liveness.)
        #expect(FileIdentity.of(path: path)?.permissions == 0o660)
        _ = try TestSocketClient(path: path)
        s.close()
    }

    @Test func refusesWhenAServerAnswers() throws {
        let first = try server()
        let before = try #require(FileIdentity.of(path: path))
        #expect(throws: UnixSocketError.alreadyRunning(path: path)) { _ = try self.server() }
        #expect(FileIdentity.of(path: path).map { $0.isSameFile(as: before) } == true)
        first.close()
    }

    @Test func neverTouchesARegularFile() throws {
        try Data("precious".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: UnixSocketError.notASocket(path: path, kind: "a regular file")) { _ = try self.server() }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious")
    }

    @Test func neverFollowsOrRemovesASymlinkEvenToAStaleSocket() throws {
        let target = directory.appendingPathComponent("target.sock").path
        try makeStaleSocket(at: target)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        #expect(throws: UnixSocketError.notASocket(path: path, kind: "a symbolic link")) { _ = try self.server() }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
        #expect(FileIdentity.of(path: target)?.isSocket == true)
    }

    @Test func neverTouchesADirectory() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: UnixSocketError.notASocket(path: path, kind: "a directory")) { _ = try self.server() }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func onExitLeavesAReplacementAlone() throws {
        let s = try server()
        // Someone moved ours away and put their own socket there: it is not ours to remove.
        try FileManager.default.moveItem(atPath: path, toPath: path + ".old")
        try makeStaleSocket(at: path)
        let theirs = try #require(FileIdentity.of(path: path))
        s.close()
        #expect(FileIdentity.of(path: path).map { $0.isSameFile(as: theirs) } == true)
    }

    @Test func refusesAPathLongerThanSunPath() {
        let long = "/tmp/" + String(repeating: "x", count: 120)
        #expect(throws: UnixSocketError.pathTooLong(path: long, maximumBytes: 107)) {
            _ = try UnixSocketServer(configuration: .init(path: long))
        }
    }

    @Test func errorMessagesSayWhatToDo() {
        #expect(UnixSocketError.notASocket(path: "/run/x", kind: "a regular file").description
            == "/run/x exists and is a regular file, not a socket; refusing to touch it (remove it yourself or choose another --socket path)")
        #expect(UnixSocketError.alreadyRunning(path: "/run/x").description.contains("already listening"))
    }
}
