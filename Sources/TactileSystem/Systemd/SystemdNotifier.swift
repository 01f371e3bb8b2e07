import CEvdev
import Glibc
import SystemPackage

/// systemd's readiness and watchdog protocol (`sd_notify(3)`) without libsystemd: datagrams like
/// `READY=1` sent to the socket named by `NOTIFY_SOCKET` (a path, or `@name` in the abstract
/// namespace). With `WatchdogSec=` in the unit, systemd sets `WATCHDOG_USEC` and restarts the
/// service when no `WATCHDOG=1` arrives within it; ``attach(to:)`` sends it from a timer served
/// by the live loop itself, so a loop that stalls stops the pings and gets restarted.
package final class SystemdNotifier {
    /// One state line (`sd_notify`'s assignments).
    package enum State: Equatable, Sendable {
        case ready
        case watchdog
        case stopping
        case reloading
        case status(String)

        var line: String {
            switch self {
            case .ready: return "READY=1"
            case .watchdog: return "WATCHDOG=1"
            case .stopping: return "STOPPING=1"
            case .reloading: return "RELOADING=1"
            case .status(let text): return "STATUS=" + text.filter { $0 != "\n" }
            }
        }
    }

    /// The socket as given: a filesystem path or `@name`.
    package let address: String
    /// How often systemd expects `WATCHDOG=1` (`WATCHDOG_USEC`), nil without `WatchdogSec=`.
    package let watchdogIntervalMicroseconds: Int64?
    private let fd: FileDescriptor
    private var timer: FileDescriptor?
    private var timerToken: UInt64?
    private weak var loop: LiveInputLoop?

    /// A notifier for `address` (`/run/systemd/notify` or `@name`).
    /// - Throws: ``EvdevError/system(path:operation:errno:)`` when no datagram socket can be made.
    package init(address: String, watchdogIntervalMicroseconds: Int64?) throws(EvdevError) {
        self.address = address
        self.watchdogIntervalMicroseconds = watchdogIntervalMicroseconds
        let raw = socket(TACTILE_AF_UNIX, TACTILE_SOCK_DGRAM_NONBLOCK_CLOEXEC, 0)
        guard raw >= 0 else { throw .system(path: address, operation: "socket(AF_UNIX, SOCK_DGRAM)", errno: .current) }
        fd = FileDescriptor(rawValue: raw)
    }

    deinit {
        detach()
        try? fd.close()
    }

    /// What the environment asks for: `NOTIFY_SOCKET` and, when `WATCHDOG_PID` is absent or this
    /// process, `WATCHDOG_USEC`. Nil when not started by systemd with `Type=notify`.
    package static func settings(environment: [String: String], pid: Int32) -> (address: String, watchdogMicroseconds: Int64?)? {
        guard let address = environment["NOTIFY_SOCKET"], !address.isEmpty,
              address.hasPrefix("/") || address.hasPrefix("@") else { return nil }
        var interval: Int64?
        if let usec = environment["WATCHDOG_USEC"].flatMap({ Int64($0) }), usec > 0,
           environment["WATCHDOG_PID"].map({ Int32($0) == pid }) ?? true {
            interval = usec
        }
        return (address, interval)
    }

    /// The notifier the process environment asks for, or nil (not under systemd, or no socket).
    /// Removes the variables, so actions the daemon starts do not talk to systemd in its name.
    package static func fromEnvironment() -> SystemdNotifier? {
        var environment: [String: String] = [:]
        for name in ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
            unsetenv(name)
        }
        guard let s = settings(environment: environment, pid: getpid()) else { return nil }
        return try? SystemdNotifier(address: s.address, watchdogIntervalMicroseconds: s.watchdogMicroseconds)
    }

    /// Sends the states in one datagram.
    package func notify(_ states: [State]) throws(EvdevError) {
        let bytes = Array((states.map(\.line).joined(separator: "\n") + "\n").utf8)
        let sent: Int? = bytes.withUnsafeBytes { buffer in
            let send = { (address: UnsafePointer<sockaddr>, length: socklen_t) -> Int in
                sendto(self.fd.rawValue, buffer.baseAddress, buffer.count, TACTILE_MSG_SEND_FLAGS, address, length)
            }
            return address.hasPrefix("@")
                ? SocketAddress.with(abstractName: String(address.dropFirst()), send)
                : SocketAddress.with(path: address, send)
        }
        guard let sent else { throw .system(path: address, operation: "sendto (address too long)", errno: .invalidArgument) }
        guard sent == bytes.count else { throw .system(path: address, operation: "sendto", errno: .current) }
    }

    /// Says `READY=1` and, with a watchdog, pings it from `loop` every half interval (a timerfd
    /// among the loop's sources: only a loop that still dispatches keeps systemd satisfied).
    package func attach(to loop: LiveInputLoop) throws(EvdevError) {
        try notify([.ready])
        guard let interval = watchdogIntervalMicroseconds, timer == nil else { return }
        let raw = timerfd_create(CLOCK_MONOTONIC, TACTILE_TFD_NONBLOCK_CLOEXEC)
        guard raw >= 0 else { throw .system(path: address, operation: "timerfd_create", errno: .current) }
        let timer = FileDescriptor(rawValue: raw)
        let half = max(interval / 2, 1000)
        let period = timespec(tv_sec: Int(half / 1_000_000), tv_nsec: Int(half % 1_000_000) * 1000)
        var spec = itimerspec(it_interval: period, it_value: period)
        guard timerfd_settime(raw, 0, &spec, nil) == 0 else {
            let errno = Errno.current
            try? timer.close()
            throw .system(path: address, operation: "timerfd_settime", errno: errno)
        }
        self.timer = timer
        self.loop = loop
        timerToken = try loop.addExternal(fd: raw, events: TACTILE_EPOLLIN) { [unowned self] _ in
            var expirations: UInt64 = 0
            _ = read(raw, &expirations, MemoryLayout<UInt64>.size)
            try? self.notify([.watchdog])  // a lost ping is what the watchdog is for
        }
    }

    /// Says `STOPPING=1` and stops the watchdog pings.
    package func stopping() {
        try? notify([.stopping])
        detach()
    }

    private func detach() {
        if let timer, let timerToken { loop?.removeExternal(fd: timer.rawValue, token: timerToken) }
        try? timer?.close()
        timer = nil
        timerToken = nil
    }
}
