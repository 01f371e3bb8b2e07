/// The lines waiting for one slow socket client, bounded, with an overflow policy.
///
/// Pure (no I/O): the writer is a closure, so the policy is tested without sockets.
///
/// Layout: an *in-flight* buffer holds the one line (or drop notice) that was
/// partly written; *storage* holds whole lines not yet started, oldest first. Only
/// storage counts against the limits and only storage is ever dropped, so a client
/// never receives half a line. Dropping always removes the oldest stored lines,
/// which sit right after the in-flight bytes, so all lines lost since the last
/// notice form one gap there; the notice `{"event":"dropped","count":N}` is written
/// into that gap when the writer next gets to it, i.e. when the client reads again.
///
/// Steady state allocates nothing: storage is compacted in place (amortised O(1) per byte).
package struct BoundedLineQueue {
    /// What ``enqueue(_:)`` did.
    package enum EnqueueResult: Equatable, Sendable {
        /// The line was stored.
        case queued
        /// The line was stored after dropping this many older lines; or, when the line
        /// alone is larger than the byte limit, everything stored and the line itself.
        case droppedOldest(Int)
        /// Policy ``OverflowPolicy/disconnect``: nothing was stored; close the client.
        case overflowed
    }

    package let limits: QueueLimits
    package let policy: OverflowPolicy

    private var storage: [UInt8] = []
    /// Bytes of `storage` already written (or dropped).
    private var readOffset = 0
    /// End offset in `storage` (exclusive, after the newline) of each stored line.
    private var lineEnds: [Int] = []
    private var lineHead = 0
    private var inFlight: [UInt8] = []
    private var inFlightOffset = 0
    /// Lines dropped whose notice has not been started yet.
    package private(set) var droppedSinceNotice = 0
    /// Lines dropped over the queue's life.
    package private(set) var totalDropped = 0

    package init(limits: QueueLimits = .default, policy: OverflowPolicy = .dropOldest) {
        self.limits = limits
        self.policy = policy
        storage.reserveCapacity(Swift.min(limits.maximumBytes ?? 65536, 65536))
        inFlight.reserveCapacity(512)
    }

    /// Nothing left to write, not even a drop notice.
    package var isEmpty: Bool { inFlightOffset == inFlight.count && droppedSinceNotice == 0 && lineHead == lineEnds.count }
    /// Bytes stored and not yet started (what the byte limit counts).
    package var queuedBytes: Int { storage.count - readOffset }
    /// Lines stored and not yet started (what the line limit counts).
    package var queuedLines: Int { lineEnds.count - lineHead }

    /// Stores `line` (without its newline; one is added) under the limits and policy.
    package mutating func enqueue(_ line: UnsafeRawBufferPointer) -> EnqueueResult {
        let size = line.count + 1
        if let maximum = limits.maximumBytes, size > maximum {
            // Can never fit. Dropping everything keeps the gap in one place.
            switch policy {
            case .disconnect: return .overflowed
            case .dropOldest:
                let dropped = queuedLines + 1
                while queuedLines > 0 { dropHead() }
                droppedSinceNotice += 1
                totalDropped += 1
                return .droppedOldest(dropped)
            }
        }
        var dropped = 0
        if !fits(size) {
            switch policy {
            case .disconnect: return .overflowed
            case .dropOldest:
                while !fits(size) && queuedLines > 0 { dropHead(); dropped += 1 }
            }
        }
        storage.append(contentsOf: line)
        storage.append(0x0a)
        lineEnds.append(storage.count)
        return dropped == 0 ? .queued : .droppedOldest(dropped)
    }

    package mutating func enqueue(_ line: [UInt8]) -> EnqueueResult {
        line.withUnsafeBytes { enqueue($0) }
    }

    package mutating func enqueue(_ line: String) -> EnqueueResult {
        var copy = line
        return copy.withUTF8 { enqueue(UnsafeRawBufferPointer($0)) }
    }

    /// Writes as much as the writer takes. `write` gets the next contiguous bytes and
    /// returns how many it wrote (a short count means "full, stop"), or nil when it
    /// cannot write now (`EAGAIN`) or failed. Returns true when the queue is empty.
    package mutating func drain(_ write: (UnsafeRawBufferPointer) -> Int?) -> Bool {
        while true {
            if inFlightOffset < inFlight.count {
                let offset = inFlightOffset
                guard let n = inFlight.withUnsafeBytes({ write(UnsafeRawBufferPointer(rebasing: $0[offset...])) }) else { return false }
                inFlightOffset += Swift.max(0, Swift.min(n, inFlight.count - offset))
                if inFlightOffset < inFlight.count { return false }
                inFlight.removeAll(keepingCapacity: true)
                inFlightOffset = 0
                continue
            }
            if droppedSinceNotice > 0 {
                writeNotice(count: droppedSinceNotice)
                droppedSinceNotice = 0
                continue
            }
            if queuedLines == 0 { resetIfEmpty(); return true }
            let offset = readOffset, available = storage.count - readOffset
            guard let n = storage.withUnsafeBytes({ write(UnsafeRawBufferPointer(rebasing: $0[offset...])) }) else { return false }
            consume(Swift.max(0, Swift.min(n, available)))
            if n < available { return false }
        }
    }

    // MARK: - Internals

    private func fits(_ size: Int) -> Bool {
        if let maximum = limits.maximumBytes, queuedBytes + size > maximum { return false }
        if let maximum = limits.maximumLines, queuedLines + 1 > maximum { return false }
        return true
    }

    private mutating func dropHead() {
        readOffset = lineEnds[lineHead]
        lineHead += 1
        droppedSinceNotice += 1
        totalDropped += 1
        compactIfWorthIt()
    }

    /// Marks `n` written bytes; a line cut in the middle moves to the in-flight buffer,
    /// so storage only ever holds whole lines that may be dropped.
    private mutating func consume(_ n: Int) {
        readOffset += n
        while lineHead < lineEnds.count && lineEnds[lineHead] <= readOffset { lineHead += 1 }
        if lineHead < lineEnds.count && readOffset > lineStart(lineHead) {
            let end = lineEnds[lineHead]
            inFlight.append(contentsOf: storage[readOffset..<end])
            inFlightOffset = 0
            readOffset = end
            lineHead += 1
        }
        resetIfEmpty()
        compactIfWorthIt()
    }

    private func lineStart(_ index: Int) -> Int { index == 0 ? 0 : lineEnds[index - 1] }

    private mutating func resetIfEmpty() {
        guard lineHead == lineEnds.count else { return }
        storage.removeAll(keepingCapacity: true)
        lineEnds.removeAll(keepingCapacity: true)
        readOffset = 0
        lineHead = 0
    }

    private mutating func compactIfWorthIt() {
        let bytesWorth = readOffset >= 4096 && readOffset * 2 >= storage.count
        let linesWorth = lineHead >= 256 && lineHead * 2 >= lineEnds.count
        guard bytesWorth || linesWorth else { return }
        // lineStart(lineHead) == readOffset here: dropping and consuming stop at line ends.
        let shift = readOffset
        storage.removeSubrange(0..<shift)
        lineEnds.removeSubrange(0..<lineHead)
        for i in lineEnds.indices { lineEnds[i] -= shift }
        readOffset = 0
        lineHead = 0
    }

    private mutating func writeNotice(count: Int) {
        inFlight.removeAll(keepingCapacity: true)
        inFlightOffset = 0
        inFlight.append(contentsOf: Self.noticePrefix)
        appendDecimal(count, to: &inFlight)
        inFlight.append(UInt8(ascii: "}"))
        inFlight.append(0x0a)
    }

    private static let noticePrefix: [UInt8] = Array(#"{"event":"dropped","count":"#.utf8)

    private func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
