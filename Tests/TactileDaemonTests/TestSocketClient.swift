import Foundation
import Glibc

/// A plain Unix socket client for the tests (raw syscalls are fine in tests).
final class TestSocketClient {
    let fd: Int32
    private(set) var buffer: [UInt8] = []
    private(set) var lines: [String] = []
    private(set) var reachedEOF = false

    /// Connects (blocking), then switches to non-blocking reads.
    init(path: String, receiveBufferBytes: Int32? = nil) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        if var size = receiveBufferBytes {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else {
            let e = errno
            Glibc.close(fd)
            throw POSIXError(POSIXErrorCode(rawValue: e) ?? .EIO)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    deinit { close() }

    private var closed = false
    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(fd)
    }

    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// Reads whatever is available now; splits complete lines into ``lines``.
    @discardableResult
    func readAvailable() -> Int {
        guard !closed else { return 0 }
        var total = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n > 0 { buffer.append(contentsOf: chunk[0..<n]); total += n; continue }
            if n == 0 { reachedEOF = true }
            break
        }
        var start = 0
        while let newline = buffer[start...].firstIndex(of: 0x0a) {
            lines.append(String(decoding: buffer[start..<newline], as: UTF8.self))
            start = newline + 1
        }
        if start > 0 { buffer.removeSubrange(0..<start) }
        return total
    }

    /// Reads until `condition` holds on the lines or `timeout` passes (polling, for other processes).
    @discardableResult
    func read(until condition: ([String]) -> Bool, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            readAvailable()
            if condition(lines) { return true }
            if reachedEOF { return condition(lines) }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, 50)
        }
        return condition(lines)
    }

    /// The pid of the server process (SO_PEERCRED): how the tests signal a daemon
    /// running under wrappers (env, timeout, umockdev-run).
    var peerProcessID: Int32 {
        // struct ucred {pid, uid, gid}; Glibc declares it only under _GNU_SOURCE.
        var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout<(Int32, UInt32, UInt32)>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return -1 }
        return credentials.pid
    }
}

/// Decodes one JSON line into a dictionary.
func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}

/// A fresh directory under /tmp with a short path (socket paths are limited to 107 bytes).
func makeShortTemporaryDirectory() throws -> URL {
    var template = Array("/tmp/tactile-d-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw POSIXError(.EIO) }
    return URL(fileURLWithPath: String(cString: made))
}
