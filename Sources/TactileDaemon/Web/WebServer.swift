import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Synchronization

/// The daemon's web side for browser kiosks: the JSON lines over WebSocket (`/events`),
/// the inspector's stream (`/inspect`), and the pages (`/example`, `/inspector`,
/// `/tactile.js`). Docs/DAEMON.md, "Web kiosks".
///
/// ```
/// daemon thread ──broadcast(line)──▶ event loop ──▶ WebSocketClientHandler (BoundedLineQueue) ──▶ client
///                                        └─ HTTP: WebHTTPHandler (pages, /record, refusals)
/// ```
///
/// SwiftNIO runs it on one event-loop thread of its own, so the daemon's input loop never
/// waits for a browser. The engine stays single-threaded: lines cross over as byte arrays.
package final class WebServer: Sendable {
    package let configuration: WebConfiguration
    /// The port actually bound (differs from the configuration's when that was 0).
    package let port: Int
    private let group: MultiThreadedEventLoopGroup
    private let channel: Channel
    private let hub: WebClientHub
    private let closed = Mutex(false)

    /// Binds and starts serving.
    /// - Parameters:
    ///   - record: the inspector's `/record`: the recent input as a libinput-record trace,
    ///     nil when nothing was recorded. Called on the server's thread.
    ///   - capture: `POST /capture` (the `capture` section's http trigger): writes a field
    ///     capture and returns the message saying where. Called on the server's thread.
    ///   - calibrate: `POST /calibrate` (the inspector's calibration page): the touched targets
    ///     as JSON in, the HTTP status and JSON answer out. Called on the server's thread.
    ///   - metrics: `/metrics` when `configuration.metrics` is on; web clients' drops are counted in it.
    ///   - log: human messages (client comings and goings); called on the server's thread.
    /// - Throws: ``WebServerError`` when the address cannot be bound.
    package init(configuration: WebConfiguration, record: (@Sendable () -> [UInt8]?)? = nil, capture: (@Sendable () -> (written: Bool, message: String))? = nil,
                calibrate: (@Sendable ([UInt8]) -> (status: Int, json: String))? = nil,
                metrics: DaemonMetrics? = nil,
                log: @escaping @Sendable (String) -> Void) throws(WebServerError) {
        self.configuration = configuration
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let hub = WebClientHub(loop: loop, configuration: configuration, metrics: configuration.metrics ? metrics : nil, log: log)
        let policy = WebAccessPolicy(configuration: configuration)
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: 1 << 14,  // clients only close and ping; anything larger is refused
            automaticErrorHandling: true,
            shouldUpgrade: { channel, head in
                let (path, query) = WebHTTPHandler.split(head.uri)
                guard let stream = WebStream.allCases.first(where: { $0.path == path }),
                      stream == .events || configuration.inspector,
                      policy.decide(query: query, origin: head.headers.first(name: "origin"), host: head.headers.first(name: "host"),
                                    authorization: head.headers.first(name: "authorization")) == .allow,
                      hub.hasRoom
                else { return channel.eventLoop.makeSucceededFuture(nil) }  // WebHTTPHandler says why
                return channel.eventLoop.makeSucceededFuture(HTTPHeaders())
            },
            upgradePipelineHandler: { channel, head in
                let path = WebHTTPHandler.split(head.uri).path
                let stream: WebStream = path == WebStream.inspector.path ? .inspector : .events
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(WebSocketClientHandler(stream: stream, hub: hub))
                }
            })
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(ChannelOptions.writeBufferWaterMark, value: .init(low: 32 * 1024, high: 64 * 1024))
            .childChannelInitializer { channel in
                guard hub.connectionOpened() else { return channel.close() }
                channel.closeFuture.whenComplete { _ in hub.connectionClosed() }
                return channel.eventLoop.makeCompletedFuture {
                    let sync = channel.pipeline.syncOperations
                    try sync.configureHTTPServerPipeline(withServerUpgrade: (upgraders: [upgrader], completionHandler: { context in
                        // Upgraded: the HTTP handler and the request timeout go; the WebSocket handler stays.
                        context.pipeline.removeHandler(name: WebHTTPHandler.name, promise: nil)
                        context.pipeline.removeHandler(name: "tactile-idle", promise: nil)
                    }))
                    try sync.addHandler(IdleStateHandler(readTimeout: .seconds(10)), name: "tactile-idle")
                    try sync.addHandler(WebHTTPHandler(hub: hub, policy: policy, record: record, capture: capture, calibrate: calibrate), name: WebHTTPHandler.name)
                }
            }
        do {
            channel = try bootstrap.bind(host: configuration.host, port: configuration.port).wait()
        } catch {
            try? group.syncShutdownGracefully()
            throw WebServerError(address: "\(configuration.host):\(configuration.port)", message: "\(error)")
        }
        self.group = group
        self.hub = hub
        port = channel.localAddress?.port ?? configuration.port
    }

    /// The address to give a browser, e.g. `http://127.0.0.1:7780`.
    package var url: String {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return "http://\(host):\(port)"
    }

    /// Connected WebSocket clients of `stream` (any thread): zero means lines for it need
    /// not be formatted.
    package func clientCount(_ stream: WebStream) -> Int { hub.count(stream) }

    /// Queues `line` (one JSON object, no newline) for every client of `stream`. Returns at
    /// once; call from any thread.
    package func broadcast(_ line: [UInt8], to stream: WebStream) { hub.broadcast(line, to: stream) }

    /// The inspector's first line for each new client (screen, layout, devices).
    package func setInspectorHello(_ line: [UInt8]) { hub.setHello(line) }

    /// Stops listening, closes every client (WebSocket close 1001, after the lines already
    /// queued) and stops the server thread. Safe to call twice.
    package func close() {
        guard closed.withLock({ let was = $0; $0 = true; return !was }) else { return }
        let hub = self.hub
        try? channel.close().wait()
        try? hub.loop.submit { hub.closeAll() }.wait()
        try? group.syncShutdownGracefully()
    }
}

/// The web server could not start.
package struct WebServerError: Error, CustomStringConvertible, Sendable {
    package let address: String
    package let message: String
    package var description: String { "cannot serve the web on \(address): \(message)" }
}
