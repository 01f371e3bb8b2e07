import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Plain HTTP on the web server's port: the pages and the JavaScript client, the
/// inspector's recording, and the answer to any request that could not upgrade to a
/// WebSocket (wrong token 401, foreign origin 403, server full 503, not a WebSocket 426).
///
/// Every response closes the connection: pages load a handful of files, and a closed
/// connection frees its slot in the connection budget at once.
final class WebHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    static let name = "tactile-http"

    private let hub: WebClientHub
    private let policy: WebAccessPolicy
    private let record: (@Sendable () -> [UInt8]?)?
    private let capture: (@Sendable () -> (written: Bool, message: String))?
    private let calibrate: (@Sendable ([UInt8]) -> (status: Int, json: String))?
    private var head: HTTPRequestHead?
    /// The request body (only `POST /calibrate` takes one), at most ``maximumBodyBytes``.
    private var body: [UInt8] = []
    private var bodyTooLarge = false
    static let maximumBodyBytes = 16 * 1024

    init(hub: WebClientHub, policy: WebAccessPolicy, record: (@Sendable () -> [UInt8]?)?, capture: (@Sendable () -> (written: Bool, message: String))? = nil,
         calibrate: (@Sendable ([UInt8]) -> (status: Int, json: String))? = nil) {
        self.hub = hub
        self.policy = policy
        self.record = record
        self.capture = capture
        self.calibrate = calibrate
    }

    /// `/metrics` (`web.metrics: true`): the Prometheus text format, with `/record`'s token rule.
    private func metrics(_ head: HTTPRequestHead, query: Substring, context: ChannelHandlerContext) {
        guard let metrics = hub.metrics else {
            return send(404, "text/plain; charset=utf-8", Array("metrics are off (web.metrics: true turns them on)\n".utf8), head: head, context: context)
        }
        if case .reject(let status, let reason) = decide(head, query: query) {
            return send(status, "text/plain; charset=utf-8", Array((reason + "\n").utf8), head: head, context: context)
        }
        send(200, "text/plain; version=0.0.4; charset=utf-8", metrics.exposition(), head: head, context: context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head; body = []; bodyTooLarge = false
        case .body(var buffer):
            // Only POST /calibrate reads it; a larger body is refused, not buffered.
            if body.count + buffer.readableBytes > Self.maximumBodyBytes { bodyTooLarge = true; body = [] }
            else if let bytes = buffer.readBytes(length: buffer.readableBytes) { body += bytes }
        case .end:
            guard let head else { return }
            self.head = nil
            respond(to: head, context: context)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // A connection that sends no complete request in time is closed (slow-loris clients
        // would otherwise hold slots of the connection budget).
        if event is IdleStateHandler.IdleStateEvent { context.close(promise: nil); return }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A refused upgrade arrives as this error before the request itself: it is answered
        // (401, 403, 503...) when the request comes through.
        if let refusal = error as? NIOWebSocketUpgradeError, refusal == .unsupportedWebSocketTarget { return }
        context.close(promise: nil)
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let (path, query) = Self.split(head.uri)
        if path == "/capture", let capture {
            // A field capture on demand (the inspector's button): POST only, with /record's token rule.
            guard head.method == .POST else {
                return send(405, "text/plain; charset=utf-8", Array("POST only\n".utf8), head: head, context: context)
            }
            if case .reject(let status, let reason) = decide(head, query: query) {
                return send(status, "text/plain; charset=utf-8", Array((reason + "\n").utf8), head: head, context: context)
            }
            let (written, message) = capture()
            return send(written ? 200 : 409, "text/plain; charset=utf-8", Array((message + "\n").utf8), head: head, context: context)
        }
        if path == "/calibrate", hub.configuration.inspector, let calibrate {
            // The inspector's calibration page: POST only, with /record's token rule.
            guard head.method == .POST else {
                return send(405, "text/plain; charset=utf-8", Array("POST only\n".utf8), head: head, context: context)
            }
            if case .reject(let status, let reason) = decide(head, query: query) {
                return send(status, "text/plain; charset=utf-8", Array((reason + "\n").utf8), head: head, context: context)
            }
            if bodyTooLarge {
                return send(413, "text/plain; charset=utf-8", Array("at most \(Self.maximumBodyBytes) bytes\n".utf8), head: head, context: context)
            }
            let (status, json) = calibrate(body)
            return send(status, "application/json", Array((json + "\n").utf8), head: head, context: context)
        }
        guard head.method == .GET || head.method == .HEAD else {
            return send(405, "text/plain; charset=utf-8", Array("GET only\n".utf8), head: head, context: context)
        }
        let inspector = hub.configuration.inspector
        switch path {
        case "/":
            var headers = HTTPHeaders()
            headers.add(name: "Location", value: "/example" + (query.isEmpty ? "" : "?" + query))
            return send(302, "text/plain; charset=utf-8", [], head: head, context: context, extra: headers)
        case "/events", "/inspect":
            if path == "/inspect" && !inspector { break }
            let decision = decide(head, query: query)
            if case .reject(let status, let reason) = decision {
                return send(status, "text/plain; charset=utf-8", Array((reason + "\n").utf8), head: head, context: context)
            }
            if !hub.hasRoom {
                return send(503, "text/plain; charset=utf-8", Array("too many clients (web.maxClients \(hub.configuration.maxClients))\n".utf8), head: head, context: context)
            }
            return send(426, "text/plain; charset=utf-8", Array("this is a WebSocket endpoint\n".utf8), head: head, context: context)
        case "/metrics":
            return metrics(head, query: query, context: context)
        case "/record":
            guard inspector, let record else { break }
            if case .reject(let status, let reason) = decide(head, query: query) {
                return send(status, "text/plain; charset=utf-8", Array((reason + "\n").utf8), head: head, context: context)
            }
            guard let yaml = record() else {
                return send(404, "text/plain; charset=utf-8", Array("nothing recorded yet: no device has sent input\n".utf8), head: head, context: context)
            }
            var headers = HTTPHeaders()
            headers.add(name: "Content-Disposition", value: #"attachment; filename="tactile-record.yaml""#)
            return send(200, "application/yaml; charset=utf-8", yaml, head: head, context: context, extra: headers)
        default:
            if let asset = WebAssets.asset(at: path), inspector || !asset.isInspector {
                var headers = HTTPHeaders()
                // A page served elsewhere imports the client as a module, which browsers fetch
                // with CORS; it holds no data, so any origin may load it.
                if path == "/tactile.js" { headers.add(name: "Access-Control-Allow-Origin", value: "*") }
                return send(200, asset.contentType, asset.bytes, head: head, context: context, extra: headers)
            }
        }
        send(404, "text/plain; charset=utf-8", Array("no such page: \(path)\n".utf8), head: head, context: context)
    }

    private func decide(_ head: HTTPRequestHead, query: Substring) -> WebAccessPolicy.Decision {
        policy.decide(query: query, origin: head.headers.first(name: "origin"), host: head.headers.first(name: "host"),
                      authorization: head.headers.first(name: "authorization"))
    }

    /// `/path?query` -> (`/path`, `query`).
    static func split(_ uri: String) -> (path: Substring, query: Substring) {
        guard let mark = uri.firstIndex(of: "?") else { return (uri[...], "") }
        return (uri[..<mark], uri[uri.index(after: mark)...])
    }

    private func send(_ status: Int, _ contentType: String, _ body: [UInt8], head request: HTTPRequestHead,
                      context: ChannelHandlerContext, extra: HTTPHeaders = HTTPHeaders()) {
        var headers = extra
        headers.add(name: "Content-Type", value: contentType)
        headers.add(name: "Content-Length", value: String(body.count))
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Connection", value: "close")
        let head = HTTPResponseHead(version: request.version, status: HTTPResponseStatus(statusCode: status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if request.method != .HEAD && !body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in loopBound.value.close(promise: nil) }
    }
}
