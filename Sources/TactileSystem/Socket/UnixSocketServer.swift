import CEvdev
import Glibc
import SystemPackage

/// A Unix stream socket that fans JSON lines out to any number of clients without
/// ever letting a client delay input processing or the other clients.
///
/// - Creation follows ``SocketPathGuard``: it never follows or removes anything but a
///   stale socket of this user, and refuses when another server answers.
/// - The mode is applied through `umask` around `bind` (no window in which the socket
///   is more open than asked), then `chmod` again as a second guard.
/// - Each client has a ``BoundedLineQueue``; writes are non-blocking and `EPOLLOUT` is
///   watched only while a client's queue is not empty. Overflow follows ``OverflowPolicy``.
/// - ``close()`` disconnects everyone and removes the socket only if the path still
///   names the inode this server created.
///
/// Driven by a ``LiveInputLoop``: ``attach(to:)`` registers the listening socket, and
/// clients are registered as they connect. Not thread-safe: use it from the loop's thread.
package final class UnixSocketServer {
    package struct Configuration: Hashable, Sendable {
        package var path: String
        /// Permission bits of the socket file (connecting needs write permission).
        package var mode: UInt32
        package var limits: QueueLimits
        package var overflow: OverflowPolicy

        package init(path: String, mode: UInt32 = 0o660, limits: QueueLimits = .default, overflow: OverflowPolicy = .dropOldest) {
            self.path = path; self.mode = mode; self.limits = limits; self.overflow = overflow
        }
    }

    /// Client comings and goings, for logs.
    package enum ClientEvent: Equatable, Sendable {
        case connected(id: Int)
        case disconnected(id: Int, reason: String)
        /// The client's queue overflowed and lines are being dropped (once per episode).
        case dropping(id: Int)
    }

    package let configuration: Configuration
    /// Called synchronously for each client event.
    package var onClientEvent: (ClientEvent) -> Void = { _ in }

    private let listener: Int32
    private var listenerToken: UInt64?
    private var listenerPaused = false
    private let identity: FileIdentity
    private weak var loop: LiveInputLoop?
    private var clients: [ClientConnection] = []
    private var nextClientID = 1
    private var isClosed = false

    /// Creates, binds and listens on `configuration.path` (see the type's rules).
    package init(configuration: Configuration) throws(UnixSocketError) {
        self.configuration = configuration
        let path = configuration.path
        guard path.utf8.count <= SocketAddress.maximumPathBytes else {
            throw .pathTooLong(path: path, maximumBytes: SocketAddress.maximumPathBytes)
        }
        try SocketPathGuard.clear(path: path)
        let fd = socket(TACTILE_AF_UNIX, TACTILE_SOCK_STREAM_NONBLOCK_CLOEXEC, 0)
        guard fd >= 0 else { throw .system(path: path, operation: "socket", errno: Errno.current) }
        // umask is process-wide; nothing else creates files while the server starts.
        let previous = umask(mode_t(~configuration.mode & 0o777))
        let bound = SocketAddress.with(path: path) { Glibc.bind(fd, $0, $1) } ?? -1
        let bindErrno = Errno.current
        umask(previous)
        guard bound == 0 else {
            Glibc.close(fd)
            if bindErrno == .addressInUse { throw .alreadyRunning(path: path) }
            throw .system(path: path, operation: "bind", errno: bindErrno)
        }
        guard let created = FileIdentity.of(path: path), created.isSocket else {
            Glibc.close(fd)
            throw .system(path: path, operation: "lstat after bind", errno: .noSuchFileOrDirectory)
        }
        guard chmod(path, mode_t(configuration.mode)) == 0, listen(fd, 64) == 0 else {
            let e = Errno.current
            Glibc.close(fd)
            if FileIdentity.of(path: path).map({ $0.isSameFile(as: created) }) == true { unlink(path) }
            throw .system(path: path, operation: "chmod/listen", errno: e)
        }
        listener = fd
        identity = created
    }

    deinit { close() }

    /// Number of connected clients.
    package var clientCount: Int { clients.count }

    /// Ids of connected clients, oldest first.
    package var clientIDs: [Int] { clients.map(\.id) }

    /// Starts accepting clients through `loop`.
    package func attach(to loop: LiveInputLoop) throws(EvdevError) {
        self.loop = loop
        listenerToken = try loop.addExternal(fd: listener, events: TACTILE_EPOLLIN) { [weak self] _ in self?.acceptClients() }
    }

    /// Sends one line (without its newline) to every client. Never blocks: a client
    /// that cannot take it now gets it queued, dropped or is disconnected per policy.
    package func broadcast(_ line: UnsafeRawBufferPointer) {
        var index = 0
        while index < clients.count {
            if let reason = deliver(line, to: clients[index]) { remove(at: index, reason: reason) } else { index += 1 }
        }
    }

    package func broadcast(_ line: [UInt8]) { line.withUnsafeBytes { broadcast($0) } }

    package func broadcast(_ line: String) {
        var copy = line
        copy.withUTF8 { broadcast(UnsafeRawBufferPointer($0)) }
    }

    /// Disconnects every client, stops listening and removes the socket file if it
    /// is still the one this server created.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        // One last non-blocking write: a client that keeps up gets the final lines (cancellations).
        for client in clients { _ = client.flush() }
        while !clients.isEmpty { remove(at: clients.count - 1, reason: .serverClosing) }
        if let token = listenerToken { loop?.removeExternal(fd: listener, token: token) }
        Glibc.close(listener)
        if let now = FileIdentity.of(path: configuration.path), now.isSameFile(as: identity) {
            unlink(configuration.path)
        }
    }

    // MARK: - Clients

    /// Returns why the client must be closed, or nil.
    private func deliver(_ line: UnsafeRawBufferPointer, to client: ClientConnection) -> ClientConnection.CloseReason? {
        switch client.queue.enqueue(line) {
        case .overflowed:
            return .overflow
        case .droppedOldest:
            if !client.isDropping {
                client.isDropping = true
                onClientEvent(.dropping(id: client.id))
            }
        case .queued:
            break
        }
        // While EPOLLOUT is watched the socket is full: queue only, no syscall.
        return client.watchingWritable ? nil : flush(client)
    }

    private func acceptClients() {
        guard let loop else { return }
        while true {
            let fd = retryOnInterrupt { tactile_accept_nonblocking(listener) }
            if fd < 0 {
                let e = Errno.current
                if e == .connectionAbort { continue }
                if e == .tooManyOpenFiles || e == .tooManyOpenFilesInSystem || e == .noBufferSpace || e == .noMemory {
                    // Level-triggered: stop listening until a client leaves, or we would spin.
                    pauseListener(true)
                }
                return
            }
            let client = ClientConnection(id: nextClientID, fd: fd, limits: configuration.limits, policy: configuration.overflow)
            nextClientID += 1
            do throws(EvdevError) {
                client.token = try loop.addExternal(fd: fd, events: TACTILE_EPOLLIN | TACTILE_EPOLLRDHUP) { [weak self, weak client] events in
                    guard let self, let client else { return }
                    self.handle(events, for: client)
                }
            } catch {
                client.close()
                continue
            }
            clients.append(client)
            onClientEvent(.connected(id: client.id))
        }
    }

    private func handle(_ events: UInt32, for client: ClientConnection) {
        guard let index = clients.firstIndex(where: { $0 === client }) else { return }
        if events & TACTILE_EPOLLERR != 0 { remove(at: index, reason: .writeFailed(.connectionReset)); return }
        if events & TACTILE_EPOLLIN != 0, !client.inputClosed, !client.discardInput() {
            // EOF on the client's side: it may still read (half-close), so keep writing.
            client.inputClosed = true
            updateInterest(client)
        }
        // Both directions closed: the client is gone.
        if events & TACTILE_EPOLLHUP != 0 { remove(at: index, reason: .peerClosed); return }
        if events & TACTILE_EPOLLOUT != 0, let reason = flush(client) { remove(at: index, reason: reason) }
    }

    /// Writes what the client takes and adjusts EPOLLOUT; returns why to close it, or nil.
    private func flush(_ client: ClientConnection) -> ClientConnection.CloseReason? {
        switch client.flush() {
        case .drained:
            client.isDropping = false
            if client.watchingWritable { client.watchingWritable = false; updateInterest(client) }
            return nil
        case .pending:
            if !client.watchingWritable { client.watchingWritable = true; updateInterest(client) }
            return nil
        case .failed(let errno):
            return errno == .brokenPipe || errno == .connectionReset ? .peerClosed : .writeFailed(errno)
        }
    }

    /// EPOLLIN/EPOLLRDHUP only until the client half-closes (both stay ready after that
    /// and would spin the level-triggered loop); EPOLLHUP and EPOLLERR always come.
    private func updateInterest(_ client: ClientConnection) {
        var events: UInt32 = 0
        if !client.inputClosed { events |= TACTILE_EPOLLIN | TACTILE_EPOLLRDHUP }
        if client.watchingWritable { events |= TACTILE_EPOLLOUT }
        loop?.modifyExternal(fd: client.fd, token: client.token, events: events)
    }

    private func remove(at index: Int, reason: ClientConnection.CloseReason) {
        let client = clients.remove(at: index)
        loop?.removeExternal(fd: client.fd, token: client.token)
        client.close()
        onClientEvent(.disconnected(id: client.id, reason: reason.description))
        if listenerPaused { pauseListener(false) }
    }

    private func pauseListener(_ pause: Bool) {
        guard let token = listenerToken, !isClosed else { return }
        listenerPaused = pause
        loop?.modifyExternal(fd: listener, token: token, events: pause ? 0 : TACTILE_EPOLLIN)
    }
}
