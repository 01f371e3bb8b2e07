import SystemPackage

/// Why the daemon's socket could not be created. Every case names the path, and the
/// message says what to do; nothing at the path is ever removed unless it is a stale
/// socket owned by this user.
package enum UnixSocketError: Error, Equatable, CustomStringConvertible {
    /// Something that is not a socket is at the path (`kind`: "a symbolic link", "a regular file"...).
    case notASocket(path: String, kind: String)
    /// A socket at the path answers: another `tactile run` (or another program) is using it.
    case alreadyRunning(path: String)
    /// A dead socket at the path belongs to another user; it is not ours to remove.
    case staleSocketOfAnotherUser(path: String, uid: UInt32)
    /// `sun_path` holds at most 107 bytes.
    case pathTooLong(path: String, maximumBytes: Int)
    /// A failing call, with the operation.
    case system(path: String, operation: String, errno: Errno)

    package var path: String {
        switch self {
        case .notASocket(let p, _), .alreadyRunning(let p), .staleSocketOfAnotherUser(let p, _),
             .pathTooLong(let p, _), .system(let p, _, _):
            return p
        }
    }

    package var description: String {
        switch self {
        case .notASocket(let path, let kind):
            return "\(path) exists and is \(kind), not a socket; refusing to touch it (remove it yourself or choose another --socket path)"
        case .alreadyRunning(let path):
            return "\(path): a server is already listening there (another tactile run?); stop it or choose another --socket path"
        case .staleSocketOfAnotherUser(let path, let uid):
            return "\(path) is a stale socket owned by uid \(uid), not by this user; refusing to remove it"
        case .pathTooLong(let path, let maximum):
            return "\(path): socket paths are limited to \(maximum) bytes; choose a shorter path (e.g. under /run)"
        case .system(let path, let operation, let errno):
            return "\(path): \(operation) failed: \(errno.symbolicName) (\(errno.description))"
        }
    }
}
