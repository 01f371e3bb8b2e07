import CEvdev
import Glibc
import SystemPackage

/// A thin typed wrapper over one epoll instance: the single descriptor an
/// embedding event loop (GLib, Qt, libuv, the C API) polls for all of Tactile's
/// sources.
final class EpollSet {
    public let fd: FileDescriptor
    /// Reused by every wait so dispatching allocates nothing.
    private var buffer = [epoll_event](repeating: epoll_event(), count: 32)

    public init() throws(EvdevError) {
        let raw = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard raw >= 0 else { throw .system(path: "epoll", operation: "epoll_create1", errno: Errno.current) }
        fd = FileDescriptor(rawValue: raw)
    }

    deinit { try? fd.close() }

    /// Watches `descriptor` for `events` (`EPOLLIN`...); `token` comes back from ``wait(timeoutMilliseconds:into:)``.
    public func add(_ descriptor: Int32, events: UInt32, token: UInt64) throws(EvdevError) {
        var ev = epoll_event()
        ev.events = events
        ev.data.u64 = token
        guard epoll_ctl(fd.rawValue, EPOLL_CTL_ADD, descriptor, &ev) == 0 else {
            throw .system(path: "fd \(descriptor)", operation: "epoll_ctl(ADD)", errno: Errno.current)
        }
    }

    public func modify(_ descriptor: Int32, events: UInt32, token: UInt64) {
        var ev = epoll_event()
        ev.events = events
        ev.data.u64 = token
        _ = epoll_ctl(fd.rawValue, EPOLL_CTL_MOD, descriptor, &ev)
    }

    public func remove(_ descriptor: Int32) {
        _ = epoll_ctl(fd.rawValue, EPOLL_CTL_DEL, descriptor, nil)
    }

    /// Waits up to `timeoutMilliseconds` (-1: forever, 0: don't block); appends (token, events) pairs.
    public func wait(timeoutMilliseconds: Int32, into ready: inout [(token: UInt64, events: UInt32)]) {
        ready.removeAll(keepingCapacity: true)
        let raw = fd.rawValue
        let n = buffer.withUnsafeMutableBufferPointer { epoll_wait(raw, $0.baseAddress, Int32($0.count), timeoutMilliseconds) }
        guard n > 0 else { return }
        for i in 0..<Int(n) { ready.append((buffer[i].data.u64, buffer[i].events)) }
    }
}
