import NIOCore
import Synchronization
import TactileSystem

/// The connected WebSocket clients and the connection budget, on the server's event loop.
///
/// Lines come from the daemon's thread (``broadcast(_:to:)``, which hops to the loop);
/// everything else runs on the loop. The client counts are atomics so the daemon can
/// skip formatting lines nobody would receive.
final class WebClientHub: @unchecked Sendable {  // state confined to `loop`; counters atomic
    let loop: EventLoop
    let configuration: WebConfiguration
    let log: @Sendable (String) -> Void
    /// Fleet telemetry (`web.metrics`): overflows and drops of web clients are counted here.
    let metrics: DaemonMetrics?
    private var clients: [WebStream: [ObjectIdentifier: WebSocketClientHandler]] = [:]
    private var nextID = 1
    /// TCP connections open (upgraded or not): the flood limit.
    private var connections = 0
    private let eventsCount = Atomic<Int>(0)
    private let inspectorCount = Atomic<Int>(0)
    /// The inspector's first line for a new client, kept current by the daemon.
    private let hello = Mutex<[UInt8]>([])

    init(loop: EventLoop, configuration: WebConfiguration, metrics: DaemonMetrics? = nil, log: @escaping @Sendable (String) -> Void) {
        self.loop = loop
        self.configuration = configuration
        self.metrics = metrics
        self.log = log
    }

    /// Connected clients of `stream` (any thread).
    func count(_ stream: WebStream) -> Int {
        switch stream {
        case .events: return eventsCount.load(ordering: .relaxed)
        case .inspector: return inspectorCount.load(ordering: .relaxed)
        }
    }

    private var upgradedCount: Int { count(.events) + count(.inspector) }

    // MARK: - Connections (on the loop)

    /// Headroom for connections that have not upgraded yet (page and script loads, clients
    /// being turned away with a status), beyond the WebSocket clients.
    static let pendingConnectionAllowance = 16

    /// A new TCP connection: false when the budget is spent (close it at once).
    func connectionOpened() -> Bool {
        loop.preconditionInEventLoop()
        guard connections < configuration.maxClients + Self.pendingConnectionAllowance else { return false }
        connections += 1
        return true
    }

    func connectionClosed() {
        loop.preconditionInEventLoop()
        connections -= 1
    }

    /// Whether one more WebSocket client fits.
    var hasRoom: Bool { upgradedCount < configuration.maxClients }

    func add(_ client: WebSocketClientHandler) -> Int {
        loop.preconditionInEventLoop()
        let id = nextID
        nextID += 1
        clients[client.stream, default: [:]][ObjectIdentifier(client)] = client
        adjustCount(client.stream, by: 1)
        log("tactile: web client \(id) connected to \(client.stream.path) (\(upgradedCount) now)")
        return id
    }

    func remove(_ client: WebSocketClientHandler, reason: String) {
        loop.preconditionInEventLoop()
        guard clients[client.stream]?.removeValue(forKey: ObjectIdentifier(client)) != nil else { return }
        adjustCount(client.stream, by: -1)
        log("tactile: web client \(client.id) left: \(reason)")
    }

    private func adjustCount(_ stream: WebStream, by delta: Int) {
        switch stream {
        case .events: eventsCount.add(delta, ordering: .relaxed)
        case .inspector: inspectorCount.add(delta, ordering: .relaxed)
        }
    }

    // MARK: - Lines (any thread)

    /// Queues `line` (no newline) for every client of `stream`, without waiting.
    func broadcast(_ line: [UInt8], to stream: WebStream) {
        guard count(stream) > 0 else { return }
        loop.execute { [self] in
            guard let targets = clients[stream] else { return }
            for client in targets.values { client.send(line) }
        }
    }

    var helloLine: [UInt8] { hello.withLock { $0 } }

    func setHello(_ line: [UInt8]) { hello.withLock { $0 = line } }

    /// Closes every client: the daemon is stopping.
    func closeAll() {
        loop.preconditionInEventLoop()
        for stream in WebStream.allCases {
            for client in (clients[stream] ?? [:]).values {
                client.close(code: .goingAway)
            }
        }
    }
}
