import Foundation
import Glibc
import Testing
import TactileCore
import TactileSystem

/// sd_notify without libsystemd, checked against a datagram socket the test binds itself, as
/// systemd's manager does.
@Suite("systemd notification: READY, WATCHDOG from the loop, STOPPING")
struct SystemdNotifierTests {
    /// A bound AF_UNIX datagram socket: a path, or an abstract name when `abstract`.
    final class Receiver {
        let fd: Int32
        let address: String
        init(abstract: Bool) throws {
            fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            let name = "tactile-notify-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            var sa = sockaddr_un()
            sa.sun_family = sa_family_t(AF_UNIX)
            let bytes: [UInt8]
            if abstract {
                address = "@" + name
                bytes = [0] + Array(name.utf8)
            } else {
                address = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
                bytes = Array(address.utf8) + [0]
            }
            withUnsafeMutableBytes(of: &sa.sun_path) { $0.copyBytes(from: bytes) }
            let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count - (abstract ? 0 : 1))
            let rc = withUnsafePointer(to: &sa) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
            guard rc == 0 else { throw POSIXError(.EADDRINUSE) }
        }
        deinit {
            close(fd)
            if !address.hasPrefix("@") { unlink(address) }
        }
        /// The next datagram, waiting up to 10 s (a marker, not a timing assertion).
        func next() -> String? {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 10_000) == 1 else { return nil }
            var buffer = [UInt8](repeating: 0, count: 512)
            let n = recv(fd, &buffer, buffer.count, 0)
            return n > 0 ? String(decoding: buffer[..<n], as: UTF8.self) : nil
        }
    }

    final class NoDevices: LiveInputHandler {
        func deviceAdded(id: Int, path: String, description: DeviceDescription) {}
        func deviceRemoved(id: Int, path: String, reason: EvdevError?) {}
        func deviceSkipped(path: String, reason: String) {}
        func input(_ input: EvdevDevice.Input, fromDevice id: Int) {}
        var nextDeadline: Timestamp? { nil }
        func deadlineReached(_ deadline: Timestamp) {}
    }

    @Test(arguments: [false, true])
    func readyThenWatchdogPingsFromTheLoopThenStopping(abstract: Bool) throws {
        let receiver = try Receiver(abstract: abstract)
        let notifier = try SystemdNotifier(address: receiver.address, watchdogIntervalMicroseconds: 20_000)
        let loop = try LiveInputLoop(selection: .paths([]))
        let handler = NoDevices()
        try notifier.attach(to: loop)
        #expect(receiver.next() == "READY=1\n")
        // Nothing is sent until the loop dispatches: the ping proves the loop runs.
        var result = LiveInputLoop.DispatchResult.idle
        for _ in 0..<100 where result != .handled { result = loop.dispatch(handler: handler, timeoutMilliseconds: 1000) }
        #expect(result == .handled)
        #expect(receiver.next() == "WATCHDOG=1\n")
        notifier.stopping()
        var last = receiver.next()
        while last == "WATCHDOG=1\n" { last = receiver.next() }  // pings queued before the stop
        #expect(last == "STOPPING=1\n")
    }

    @Test func statusLinesAreOneDatagram() throws {
        let receiver = try Receiver(abstract: false)
        let notifier = try SystemdNotifier(address: receiver.address, watchdogIntervalMicroseconds: nil)
        try notifier.notify([.reloading, .status("reading\nconfig")])
        #expect(receiver.next() == "RELOADING=1\nSTATUS=readingconfig\n")
    }

    @Test func aMissingSocketIsATypedErrorNamingIt() throws {
        let notifier = try SystemdNotifier(address: "/nonexistent/notify", watchdogIntervalMicroseconds: nil)
        #expect(throws: EvdevError.system(path: "/nonexistent/notify", operation: "sendto", errno: .noSuchFileOrDirectory)) {
            try notifier.notify([.ready])
        }
    }

    @Test func theEnvironmentDecidesWhetherAndHowOften() {
        #expect(SystemdNotifier.settings(environment: [:], pid: 10) == nil)
        #expect(SystemdNotifier.settings(environment: ["NOTIFY_SOCKET": "relative"], pid: 10) == nil)
        let plain = SystemdNotifier.settings(environment: ["NOTIFY_SOCKET": "@sd", "WATCHDOG_USEC": "20000000"], pid: 10)
        #expect(plain?.address == "@sd" && plain?.watchdogMicroseconds == 20_000_000)
        let other = SystemdNotifier.settings(environment: ["NOTIFY_SOCKET": "/run/systemd/notify", "WATCHDOG_USEC": "5",
                                                           "WATCHDOG_PID": "11"], pid: 10)
        #expect(other?.address == "/run/systemd/notify" && other?.watchdogMicroseconds == nil)
        let mine = SystemdNotifier.settings(environment: ["NOTIFY_SOCKET": "/n", "WATCHDOG_USEC": "5", "WATCHDOG_PID": "10"], pid: 10)
        #expect(mine?.watchdogMicroseconds == 5)
    }
}
