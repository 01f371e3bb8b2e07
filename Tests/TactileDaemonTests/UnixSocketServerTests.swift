import Foundation
import Glibc
import Testing
import TactileSystem

/// The fan-out server in-process: one loop, real sockets, clients read non-blocking.
@Suite("UnixSocketServer: many clients, slow clients, clients leaving")
final class UnixSocketServerTests {
    let directory: URL
    init() throws { directory = try makeShortTemporaryDirectory() }

    private func makeServer(_ limits: QueueLimits = .default, _ overflow: OverflowPolicy = .dropOldest)
        throws -> (UnixSocketServer, TestLoop, String) {
        let path = directory.appendingPathComponent("s.sock").path
        let server = try UnixSocketServer(configuration: .init(path: path, limits: limits, overflow: overflow))
        let loop = try TestLoop()
        try server.attach(to: loop.loop)
        return (server, loop, path)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    private func connect(_ count: Int, to path: String, server: UnixSocketServer, loop: TestLoop,
                         receiveBufferBytes: Int32? = nil) throws -> [TestSocketClient] {
        let before = server.clientCount
        let clients = try (0..<count).map { _ in try TestSocketClient(path: path, receiveBufferBytes: receiveBufferBytes) }
        for _ in 0..<200 where server.clientCount < before + count { loop.dispatch(5) }
        #expect(server.clientCount == before + count)
        return clients
    }

    private static func line(_ n: Int) -> String {
        // ~200 bytes, like a gesture line.
        "{\"n\":\(n),\"gesture\":\"pan\",\"phase\":\"changed\",\"pad\":\"" + String(repeating: "x", count: 150) + "\"}"
    }

    private static func number(_ line: String) -> Int? {
        guard line.hasPrefix("{\"n\":") else { return nil }
        return Int(line.dropFirst(5).prefix { $0 != "," })
    }

    /// Lets the server write and the readers read until nobody makes progress.
    private func pump(_ loop: TestLoop, _ readers: [TestSocketClient]) {
        for _ in 0..<10_000 {
            loop.dispatch(0)
            var progress = 0
            for r in readers { progress += r.readAvailable() }
            if progress == 0 { loop.dispatch(1); if readers.allSatisfy({ $0.readAvailable() == 0 }) { return } }
        }
    }

    @Test func twentyClientsReceiveEveryLineInOrder() throws {
        let (server, loop, path) = try makeServer()
        let clients = try connect(20, to: path, server: server, loop: loop)
        let total = 2000
        for i in 0..<total {
            server.broadcast(Self.line(i))
            if i % 25 == 0 { pump(loop, clients) }
        }
        pump(loop, clients)
        for client in clients {
            #expect(client.lines.count == total)
            #expect(client.lines == (0..<total).map(Self.line))
        }
        server.close()
    }

    @Test func aClientThatDoesNotReadDelaysNobodyAndLearnsWhatItMissed() throws {
        let (server, loop, path) = try makeServer(QueueLimits(maximumBytes: 16 * 1024, maximumLines: nil), .dropOldest)
        var events: [UnixSocketServer.ClientEvent] = []
        server.onClientEvent = { events.append($0) }
        let fast = try connect(5, to: path, server: server, loop: loop)
        let slow = try connect(1, to: path, server: server, loop: loop, receiveBufferBytes: 4096)[0]
        let total = 5000  // ~1 MB: far more than the slow client's socket buffer and queue
        for i in 0..<total {
            server.broadcast(Self.line(i))  // never blocks: this loop finishing is the point
            if i % 25 == 0 { pump(loop, fast) }
        }
        pump(loop, fast)
        for client in fast { #expect(client.lines == (0..<total).map(Self.line)) }
        #expect(server.clientCount == 6, "dropOldest keeps the slow client connected")
        #expect(events.contains(.dropping(id: 6)))

        // The slow client wakes up: whole lines in order, one gap with its count, the newest line last.
        pump(loop, [slow])
        var expected = 0, received = 0, dropped = 0, notices = 0
        for text in slow.lines {
            if let n = Self.number(text) {
                #expect(n == expected, "line \(n) where \(expected) was due")
                #expect(text == Self.line(n))
                expected = n + 1; received += 1
            } else {
                let notice = try #require(jsonObject(text))
                #expect(notice["event"] as? String == "dropped")
                let count = try #require(notice["count"] as? Int)
                dropped += count; expected += count; notices += 1
            }
        }
        #expect(notices >= 1)
        #expect(received + dropped == total)
        #expect(slow.lines.last == Self.line(total - 1))
        server.close()
    }

    @Test func disconnectPolicyClosesTheSlowClientOnly() throws {
        let (server, loop, path) = try makeServer(QueueLimits(maximumBytes: 16 * 1024, maximumLines: nil), .disconnect)
        var events: [UnixSocketServer.ClientEvent] = []
        server.onClientEvent = { events.append($0) }
        let fast = try connect(3, to: path, server: server, loop: loop)
        let slow = try connect(1, to: path, server: server, loop: loop, receiveBufferBytes: 4096)[0]
        let total = 5000
        for i in 0..<total {
            server.broadcast(Self.line(i))
            if i % 25 == 0 { pump(loop, fast) }
        }
        pump(loop, fast)
        for client in fast { #expect(client.lines == (0..<total).map(Self.line)) }
        #expect(server.clientCount == 3)
        #expect(events.contains { if case .disconnected(4, let reason) = $0 { return reason.contains("overflow") }; return false })
        // What it got before being closed is a gapless prefix, then end of stream.
        let ended = slow.read(until: { _ in false }, timeout: 2)
        #expect(!ended && slow.reachedEOF)
        #expect(!slow.lines.isEmpty)
        #expect(slow.lines == (0..<slow.lines.count).map(Self.line))
        server.close()
    }

    @Test func clientsComeAndGoMidStream() throws {
        let (server, loop, path) = try makeServer()
        let clients = try connect(8, to: path, server: server, loop: loop)
        var late: [TestSocketClient] = []
        let total = 2000
        for i in 0..<total {
            server.broadcast(Self.line(i))
            if i == 500 {
                // One leaves after reading, one with unread data (EPIPE/ECONNRESET on our side), one half-closes.
                pump(loop, clients)
                clients[0].close()
                clients[1].close()
                shutdown(clients[2].fd, Int32(SHUT_WR))
            }
            if i == 1000 { late = try connect(2, to: path, server: server, loop: loop) }
            if i % 25 == 0 { pump(loop, clients.dropFirst(2) + late) }
        }
        pump(loop, clients.dropFirst(2) + late)
        #expect(server.clientCount == 8)  // 8 - 2 + 2: the half-closed client still reads
        for client in clients.dropFirst(2) { #expect(client.lines == (0..<total).map(Self.line)) }
        for client in late {
            let first = try #require(client.lines.first.flatMap(Self.number))
            #expect((1000...1001).contains(first))
            #expect(client.lines == (first..<total).map(Self.line))
        }
        // All caught up, the half-closed client included: nothing is ready (no busy loop on RDHUP).
        #expect(loop.loop.dispatch(handler: loop, timeoutMilliseconds: 0) == .idle)
        // Closing the server ends every client's stream.
        server.close()
        for client in clients.dropFirst(2) + late { client.read(until: { _ in false }, timeout: 1); #expect(client.reachedEOF) }
    }
}
