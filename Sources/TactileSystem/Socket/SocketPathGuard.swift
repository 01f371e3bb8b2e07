import CEvdev
import Glibc
import SystemPackage

/// The rules for the path a server binds: never follow or remove anything that is
/// not a stale socket of ours.
///
/// - nothing there: fine; a missing directory whose parent exists is created (mode 0750,
///   as the unit's `RuntimeDirectory=` would make it), so a daemon started outside systemd
///   works with the default `/run/tactile/tactile.sock`;
/// - a symbolic link, regular file, directory, FIFO, device: refuse;
/// - a socket that answers `connect()`: refuse ("already running");
/// - a socket that refuses (`ECONNREFUSED`, nobody listening) and is owned by this
///   uid: stale, unlink it (after checking it is still the same inode);
/// - anything else (another owner, `EACCES`...): refuse.
enum SocketPathGuard {
    static func clear(path: String) throws(UnixSocketError) {
        try createDirectory(of: path)
        guard let found = FileIdentity.of(path: path) else {
            let e = Errno.current
            if e == .noSuchFileOrDirectory { return }
            throw .system(path: path, operation: "lstat", errno: e)
        }
        guard found.isSocket else { throw .notASocket(path: path, kind: found.kindDescription) }
        switch probe(path: path) {
        case .listening:
            throw .alreadyRunning(path: path)
        case .gone:
            return
        case .failed(let errno):
            throw .system(path: path, operation: "connect (checking whether the socket is in use)", errno: errno)
        case .refused:
            guard found.ownerUID == getuid() else { throw .staleSocketOfAnotherUser(path: path, uid: found.ownerUID) }
            // Only the inode we examined: if it was replaced meanwhile, look again next start.
            guard let now = FileIdentity.of(path: path), now.isSameFile(as: found), now.isSocket else {
                throw .system(path: path, operation: "replacing a stale socket (it changed while checked)", errno: .resourceBusy)
            }
            guard unlink(path) == 0 || Errno.current == .noSuchFileOrDirectory else {
                throw .system(path: path, operation: "unlink (stale socket)", errno: Errno.current)
            }
        }
    }

    /// Creates the socket's directory when it is missing and its own parent exists: one
    /// level only, so a typo deep in a path is still an error naming the path.
    private static func createDirectory(of path: String) throws(UnixSocketError) {
        let directory = FileCheck.directory(of: path)
        guard FileCheck.existence(of: directory) != nil else { return }
        if mkdir(directory, 0o750) == 0 {
            chmod(directory, 0o750)   // whatever the umask: the group reaches the 0660 socket
        } else if Errno.current != .fileExists {
            throw .system(path: directory, operation: "mkdir (the socket's directory)", errno: Errno.current)
        }
    }

    private enum Probe { case listening, refused, gone, failed(Errno) }

    /// Connects without blocking: success or `EAGAIN` (backlog full) means a live server.
    private static func probe(path: String) -> Probe {
        let fd = socket(TACTILE_AF_UNIX, TACTILE_SOCK_STREAM_NONBLOCK_CLOEXEC, 0)
        guard fd >= 0 else { return .failed(Errno.current) }
        defer { Glibc.close(fd) }
        let result = SocketAddress.with(path: path) { connect(fd, $0, $1) } ?? -1
        if result == 0 { return .listening }
        switch Errno.current {
        case .resourceTemporarilyUnavailable, .nowInProgress: return .listening
        case .connectionRefused: return .refused
        case .noSuchFileOrDirectory: return .gone
        case let e: return .failed(e)
        }
    }
}
