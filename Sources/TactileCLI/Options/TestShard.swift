import ArgumentParser

/// `--shard I/N`: the traces of one CI job out of N. A trace belongs to shard
/// `fnv1a64(path) % N + 1`, so the assignment depends only on the path as given (every job of
/// the matrix passes the same paths), never on which other traces exist: adding a trace does
/// not move the others.
struct TestShard: ExpressibleByArgument, Hashable, Sendable {
    var index: Int
    var count: Int

    init(index: Int, count: Int) { self.index = index; self.count = count }

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        self.init(index: i, count: n)
    }

    static var defaultCompletionKind: CompletionKind { .default }

    func contains(_ path: String) -> Bool { Int(Self.hash(path) % UInt64(count)) == index - 1 }

    /// FNV-1a, 64 bits: stable across runs, machines and Swift versions (`Hasher` is seeded per process).
    static func hash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return h
    }
}
