import Testing
import TactileSystem

/// Collects what a queue writes, taking at most `chunk` bytes per call (nil: all).
private struct Sink {
    var bytes: [UInt8] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }
    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    mutating func take(from queue: inout BoundedLineQueue, chunk: Int? = nil, budget: Int = .max) -> Bool {
        var left = budget
        return queue.drain { buffer in
            guard left > 0 else { return nil }
            let n = Swift.min(buffer.count, chunk ?? buffer.count, left)
            bytes.append(contentsOf: buffer[0..<n])
            left -= n
            return n
        }
    }
}

private func line(_ n: Int, width: Int = 0) -> String {
    let base = "{\"n\":\(n)}"
    return width > base.count ? base + String(repeating: " ", count: width - base.count) : base
}

@Suite("BoundedLineQueue: limits and overflow policy")
struct BoundedLineQueueTests {
    @Test func linesComeOutInOrderWithNewlines() {
        var q = BoundedLineQueue()
        for i in 0..<5 { #expect(q.enqueue(line(i)) == .queued) }
        var sink = Sink()
        let drained1 = sink.take(from: &q)
        #expect(drained1)
        #expect(sink.lines == (0..<5).map { line($0) })
        #expect(q.isEmpty)
    }

    @Test func shortWritesNeverChangeTheBytes() {
        var q = BoundedLineQueue()
        var sink = Sink()
        for i in 0..<200 {
            _ = q.enqueue(line(i, width: 37))
            _ = sink.take(from: &q, chunk: 7, budget: 20)  // a socket that takes a little at a time
        }
        while !sink.take(from: &q, chunk: 3) {}
        #expect(sink.lines == (0..<200).map { line($0, width: 37) })
    }

    @Test func dropOldestByLinesTellsTheClientHowManyAtTheGap() {
        var q = BoundedLineQueue(limits: QueueLimits(maximumBytes: nil, maximumLines: 3), policy: .dropOldest)
        var results: [BoundedLineQueue.EnqueueResult] = []
        for i in 0..<5 { results.append(q.enqueue(line(i))) }
        #expect(results == [.queued, .queued, .queued, .droppedOldest(1), .droppedOldest(1)])
        #expect(q.queuedLines == 3)
        #expect(q.totalDropped == 2)
        var sink = Sink()
        let drained2 = sink.take(from: &q)
        #expect(drained2)
        #expect(sink.lines == [#"{"event":"dropped","count":2}"#, line(2), line(3), line(4)])
        #expect(q.droppedSinceNotice == 0)
    }

    @Test func aLineBeingWrittenIsNeverCutOrDropped() {
        var q = BoundedLineQueue(limits: QueueLimits(maximumBytes: nil, maximumLines: 2), policy: .dropOldest)
        _ = q.enqueue(line(0, width: 20)); _ = q.enqueue(line(1))
        var sink = Sink()
        let drained3 = sink.take(from: &q, budget: 5)
        #expect(!drained3)  // line 0 half written, then the socket is full
        _ = q.enqueue(line(2)); _ = q.enqueue(line(3)); _ = q.enqueue(line(4))  // drops 1, 2
        let drained4 = sink.take(from: &q)
        #expect(drained4)
        #expect(sink.lines == [line(0, width: 20), #"{"event":"dropped","count":2}"#, line(3), line(4)])
    }

    @Test func dropsWhileTheNoticeIsPendingAddUp() {
        var q = BoundedLineQueue(limits: QueueLimits(maximumBytes: nil, maximumLines: 1), policy: .dropOldest)
        for i in 0..<10 { _ = q.enqueue(line(i)) }
        var sink = Sink()
        let drained5 = sink.take(from: &q)
        #expect(drained5)
        #expect(sink.lines == [#"{"event":"dropped","count":9}"#, line(9)])
        // Recovered: no notice again until something is dropped again.
        _ = q.enqueue(line(10))
        let drained6 = sink.take(from: &q)
        #expect(drained6)
        #expect(sink.lines.last == line(10))
        #expect(sink.lines.count == 3)
    }

    @Test func byteLimitCountsNewlines() {
        // 30-byte lines take 31 bytes: three fit in 93, a fourth does not fit in 100.
        var q = BoundedLineQueue(limits: QueueLimits(maximumBytes: 100, maximumLines: nil), policy: .dropOldest)
        for i in 0..<3 { #expect(q.enqueue(line(i, width: 30)) == .queued) }
        #expect(q.queuedBytes == 93)
        #expect(q.enqueue(line(3, width: 30)) == .droppedOldest(1))
        #expect(q.queuedBytes == 93)
    }

    @Test func aLineLargerThanTheLimitDropsEverythingAndItself() {
        var q = BoundedLineQueue(limits: QueueLimits(maximumBytes: 1024, maximumLines: nil), policy: .dropOldest)
        _ = q.enqueue(line(0)); _ = q.enqueue(line(1))
        #expect(q.enqueue(line(2, width: 2000)) == .droppedOldest(3))
        _ = q.enqueue(line(3))
        var sink = Sink()
        let drained7 = sink.take(from: &q)
        #expect(drained7)
        #expect(sink.lines == [#"{"event":"dropped","count":3}"#, line(3)])
    }

    @Test func disconnectPolicyReportsOverflowAndKeepsTheQueue() {
        var q = BoundedLineQueue(limits: QueueLimits(maximumBytes: nil, maximumLines: 2), policy: .disconnect)
        #expect(q.enqueue(line(0)) == .queued)
        #expect(q.enqueue(line(1)) == .queued)
        #expect(q.enqueue(line(2)) == .overflowed)
        #expect(q.queuedLines == 2)
        #expect(q.totalDropped == 0)
    }

    @Test func stuckThenRecoveringClientSeesWholeLinesAndExactCounts() {
        // A long run with a writer that stalls and resumes: every line either arrives
        // whole, in order, or is counted by a notice placed at its gap.
        var q = BoundedLineQueue(limits: QueueLimits(maximumBytes: 4096, maximumLines: nil), policy: .dropOldest)
        var sink = Sink()
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) }
        let total = 20_000
        for i in 0..<total {
            _ = q.enqueue(line(i, width: 20 + next() % 60))
            // Mostly stuck; now and then it reads a random amount in random chunks.
            if next() % 10 == 0 { _ = sink.take(from: &q, chunk: 1 + next() % 500, budget: next() % 3000) }
        }
        while !sink.take(from: &q, chunk: 100) {}
        var expected = 0, dropped = 0, received = 0
        for text in sink.lines {
            if text.hasPrefix(#"{"event":"dropped","count":"#) {
                let count = Int(text.dropFirst(27).dropLast())!
                expected += count; dropped += count
                continue
            }
            let n = Int(text.split(separator: ":")[1].split(separator: "}")[0])!
            #expect(n == expected, "line \(n) where \(expected) was due")
            #expect(text == line(n, width: text.count))
            expected = n + 1; received += 1
        }
        #expect(received + dropped == total)
        #expect(dropped == q.totalDropped)
        #expect(dropped > 0 && received > 0)
        #expect(q.isEmpty && q.queuedBytes == 0)
    }
}
