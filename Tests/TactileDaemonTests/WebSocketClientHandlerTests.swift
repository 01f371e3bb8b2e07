import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing
import TactileSystem
@testable import TactileDaemon

/// One WebSocket client's queue on NIO's EmbeddedChannel: lines become text messages, a
/// client that stops reading (the channel not writable) keeps at most its queue, and the
/// overflow policy is the Unix socket's.
@Suite("Web: a WebSocket client's queue")
struct WebSocketClientHandlerTests {
    private func client(limits: QueueLimits, overflow: OverflowPolicy = .dropOldest)
        throws -> (EmbeddedChannel, WebSocketClientHandler, [String]) {
        let channel = EmbeddedChannel()
        let hub = WebClientHub(loop: channel.embeddedEventLoop,
                               configuration: WebConfiguration(limits: limits, overflow: overflow), log: { _ in })
        let handler = WebSocketClientHandler(stream: .events, hub: hub)
        try channel.pipeline.syncOperations.addHandler(handler)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, handler, [])
    }

    private func messages(_ channel: EmbeddedChannel) throws -> [String] {
        var out: [String] = []
        while let frame = try channel.readOutbound(as: WebSocketFrame.self) {
            if frame.opcode == .text { out.append(String(buffer: frame.unmaskedData)) }
            else if frame.opcode == .connectionClose { out.append("<close \(frame.unmaskedData.getInteger(at: frame.unmaskedData.readerIndex, as: UInt16.self) ?? 0)>") }
        }
        return out
    }

    @Test func eachLineIsOneTextMessageInOrder() throws {
        let (channel, handler, _) = try client(limits: .default)
        for i in 1...5 { handler.send(Array(#"{"n":\#(i)}"#.utf8)) }
        #expect(try messages(channel) == (1...5).map { #"{"n":\#($0)}"# })
        _ = try channel.finish(acceptAlreadyClosed: true)
    }

    @Test func aClientThatStopsReadingKeepsItsQueueAndIsToldWhatItMissed() throws {
        let (channel, handler, _) = try client(limits: QueueLimits(maximumBytes: nil, maximumLines: 3))
        handler.send(Array("first".utf8))
        channel.isWritable = false
        for i in 1...10 { handler.send(Array("line \(i)".utf8)) }
        #expect(try messages(channel) == ["first"], "nothing more is written while the channel is not writable")
        channel.isWritable = true
        channel.pipeline.fireChannelWritabilityChanged()
        #expect(try messages(channel) == [#"{"event":"dropped","count":7}"#, "line 8", "line 9", "line 10"])
        handler.send(Array("after".utf8))
        #expect(try messages(channel) == ["after"])
        _ = try channel.finish(acceptAlreadyClosed: true)
    }

    @Test func withDisconnectAnOverflowClosesTheClientWithPolicyViolation() throws {
        let (channel, handler, _) = try client(limits: QueueLimits(maximumBytes: nil, maximumLines: 2), overflow: .disconnect)
        channel.isWritable = false
        for i in 1...3 { handler.send(Array("line \(i)".utf8)) }
        channel.isWritable = true
        channel.pipeline.fireChannelWritabilityChanged()
        let got = try messages(channel)
        #expect(got == ["<close 1008>"], "\(got)")
        _ = try channel.finish(acceptAlreadyClosed: true)
    }

    @Test func aPingIsAnsweredWithAPongAndACloseWithAClose() throws {
        let (channel, _, _) = try client(limits: .default)
        try channel.writeInbound(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer(string: "hi")))
        let pong = try #require(try channel.readOutbound(as: WebSocketFrame.self))
        #expect(pong.opcode == .pong && String(buffer: pong.unmaskedData) == "hi")
        try channel.writeInbound(WebSocketFrame(fin: true, opcode: .connectionClose, data: ByteBuffer()))
        #expect(try messages(channel) == ["<close 1000>"])
        _ = try channel.finish(acceptAlreadyClosed: true)
    }
}
