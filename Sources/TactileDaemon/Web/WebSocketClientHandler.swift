import NIOCore
import NIOWebSocket
import TactileSystem

/// One WebSocket client after the upgrade: each JSON line becomes one text message.
///
/// Lines wait in a ``BoundedLineQueue`` with the Unix socket's limits and overflow policy;
/// they move on to the channel only while it is writable (NIO's write buffer below its
/// high-water mark), so a client that stops reading costs at most the queue limit plus
/// the high-water mark, and never delays input or the other clients. With
/// ``OverflowPolicy/dropOldest`` the client later reads `{"event":"dropped","count":N}`
/// where lines are missing; with ``OverflowPolicy/disconnect`` it is closed (1008).
final class WebSocketClientHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    let stream: WebStream
    private let hub: WebClientHub
    private var queue: BoundedLineQueue
    private var context: ChannelHandlerContext?
    private(set) var id = 0
    private var dropping = false
    private var closing = false

    init(stream: WebStream, hub: WebClientHub) {
        self.stream = stream
        self.hub = hub
        queue = BoundedLineQueue(limits: hub.configuration.limits, policy: hub.configuration.overflow)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        id = hub.add(self)
        if stream == .inspector {
            let hello = hub.helloLine
            if !hello.isEmpty { send(hello) }
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        hub.remove(self, reason: closing ? "closed" : "connection lost")
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        hub.remove(self, reason: "disconnected")
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .connectionClose:
            close(code: .normalClosure)
        case .ping:
            var payload = frame.unmaskedData
            let pong = WebSocketFrame(fin: true, opcode: .pong, data: context.channel.allocator.buffer(buffer: payload))
            payload.clear()
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        case .text, .binary, .continuation, .pong:
            break  // the streams are one-way; what a client says is ignored
        default:
            break
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable { drain() }
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A protocol error (oversized or malformed frame from the client): NIO's decoder has
        // already answered with a close frame where the protocol asks for one.
        hub.remove(self, reason: "\(error)")
        context.close(promise: nil)
    }

    /// Queues one line (no newline) and writes what the channel takes now.
    func send(_ line: [UInt8]) {
        guard context != nil, !closing else { return }
        switch queue.enqueue(line) {
        case .queued:
            dropping = false
        case .droppedOldest(let count):
            hub.metrics?.webLinesDropped(count)
            if !dropping {
                dropping = true
                hub.metrics?.queueOverflowed(transport: "web")
                hub.log("tactile: web client \(id) is not reading; its queue is full (dropOldest)")
            }
        case .overflowed:
            hub.metrics?.queueOverflowed(transport: "web")
            hub.metrics?.webClientDropped()
            hub.log("tactile: web client \(id) is not reading; its queue is full (disconnect)")
            close(code: .policyViolation)
            return
        }
        drain()
    }

    /// Sends a close frame and closes the connection.
    func close(code: WebSocketErrorCode) {
        guard let context, !closing else { return }
        closing = true
        var data = context.channel.allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: code)
        let frame = WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(frame)).whenComplete { _ in loopBound.value.close(promise: nil) }
    }

    private func drain() {
        guard let context, !closing, context.channel.isWritable else { return }
        let channel = context.channel
        var wrote = false
        _ = queue.drain { bytes in
            // `bytes` holds whole lines (the queue cuts only where a previous write stopped,
            // and this writer always stops at a line end): one message per line.
            var start = 0
            var taken = 0
            for index in 0..<bytes.count where bytes[index] == 0x0a {
                guard channel.isWritable else { break }
                let buffer = channel.allocator.buffer(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
                context.write(self.wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: buffer)), promise: nil)
                wrote = true
                start = index + 1
                taken = start
            }
            return taken
        }
        if wrote { context.flush() }
    }
}
