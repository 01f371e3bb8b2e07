import CEvdev
import Glibc
import SystemPackage

/// One connected client: its descriptor, its bounded queue and whether the loop is
/// watching it for writability.
///
/// Writes use `send(MSG_DONTWAIT | MSG_NOSIGNAL)`: they never block, and a client that
/// left is `EPIPE`/`ECONNRESET`, never a signal. Anything the client writes is read
/// and discarded (the protocol is output only), so it cannot fill our receive buffer.
final class ClientConnection {
    /// Why a client is closed.
    enum CloseReason: Equatable {
        case peerClosed
        case overflow
        case writeFailed(Errno)
        case serverClosing

        var description: String {
            switch self {
            case .peerClosed: return "disconnected"
            case .overflow: return "queue limit reached (overflow: disconnect)"
            case .writeFailed(let e): return "write failed: \(e.symbolicName)"
            case .serverClosing: return "server closing"
            }
        }
    }

    enum FlushResult: Equatable {
        case drained
        case pending
        case failed(Errno)
    }

    let id: Int
    let fd: Int32
    var token: UInt64 = 0
    var queue: BoundedLineQueue
    /// EPOLLOUT is in the interest set (only while the queue is not empty).
    var watchingWritable = false
    /// The client shut down its sending side; stop watching EPOLLIN.
    var inputClosed = false
    /// A drop notice is owed: reported once per overflow episode.
    var isDropping = false

    init(id: Int, fd: Int32, limits: QueueLimits, policy: OverflowPolicy) {
        self.id = id
        self.fd = fd
        self.queue = BoundedLineQueue(limits: limits, policy: policy)
    }

    /// Writes what the socket takes now.
    func flush() -> FlushResult {
        var failure: Errno?
        let fd = self.fd
        let empty = queue.drain { bytes in
            let n = retryOnInterrupt { send(fd, bytes.baseAddress, bytes.count, TACTILE_MSG_SEND_FLAGS) }
            if n >= 0 { return n }
            let e = Errno.current
            if e != .resourceTemporarilyUnavailable && e != .wouldBlock { failure = e }
            return nil
        }
        if let failure { return .failed(failure) }
        return empty ? .drained : .pending
    }

    /// Reads and discards whatever the client sent. Returns false at end of input.
    func discardInput() -> Bool {
        var scratch = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        return withUnsafeMutableBytes(of: &scratch) { buffer in
            while true {
                let n = retryOnInterrupt { recv(fd, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT)) }
                if n > 0 { continue }
                if n == 0 { return false }
                let e = Errno.current
                return e == .resourceTemporarilyUnavailable || e == .wouldBlock
            }
        }
    }

    func close() { _ = Glibc.close(fd) }
}
