import CEvdev
import Glibc
import SystemPackage

/// Delivers signals (SIGINT, SIGTERM, SIGHUP) as readable data on a descriptor,
/// so the poll loop handles them between frames instead of in a signal handler.
public final class SignalFD {
    public let fd: FileDescriptor
    private let signals: [Int32]

    /// Blocks `signals` for the process and routes them to this descriptor.
    public init(signals: [Int32] = [SIGINT, SIGTERM]) throws(EvdevError) {
        self.signals = signals
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        // Block in every thread created later; the main thread is where this runs.
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let raw = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard raw >= 0 else { throw .system(path: "signalfd", operation: "signalfd", errno: Errno.current) }
        fd = FileDescriptor(rawValue: raw)
    }

    deinit {
        try? fd.close()
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Signals received since the last call.
    public func read() -> [Int32] {
        var info = signalfd_siginfo()
        var received: [Int32] = []
        while Glibc.read(fd.rawValue, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            received.append(Int32(info.ssi_signo))
        }
        return received
    }
}
