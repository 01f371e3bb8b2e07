import CEvdev
import Glibc

/// Builds a `sockaddr_un` for a filesystem path and passes it to a socket call.
enum SocketAddress {
    /// `sun_path` is 108 bytes including the terminating NUL.
    static let maximumPathBytes = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// Calls `body` with the address of `path`; nil when the path is too long.
    static func with<R>(path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R? {
        let bytes = Array(path.utf8)
        guard bytes.count <= maximumPathBytes, !bytes.contains(0) else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(TACTILE_AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// Calls `body` with an abstract-namespace address (`sun_path` starts with a NUL; no file):
    /// what `@name` means in `NOTIFY_SOCKET`. The length counts the name exactly, no terminator.
    static func with<R>(abstractName name: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R? {
        let bytes = Array(name.utf8)
        guard bytes.count + 1 <= maximumPathBytes + 1 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(TACTILE_AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw[0] = 0
            for (i, b) in bytes.enumerated() { raw[i + 1] = b }
        }
        let length = MemoryLayout<sa_family_t>.size + 1 + bytes.count
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(length)) }
        }
    }
}
