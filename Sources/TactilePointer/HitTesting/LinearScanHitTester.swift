import TactileCore

/// The reference hit tester: checks every region. Used to validate ``GridHitIndex``
/// (property tests) and as the benchmark baseline.
public struct LinearScanHitTester: Sendable {
    public private(set) var entries: [HitRegionEntry]

    public init(entries: [HitRegionEntry] = []) { self.entries = entries }

    public mutating func insert(_ entry: HitRegionEntry) { entries.append(entry) }

    public mutating func remove(slot: Int32) { entries.removeAll { $0.slot == slot } }

    public mutating func update(_ entry: HitRegionEntry) {
        if let i = entries.firstIndex(where: { $0.slot == entry.slot }) { entries[i] = entry } else { entries.append(entry) }
    }

    /// The slot of the winning region at `point`, or nil.
    public func hitTest(_ point: ScreenPoint) -> Int32? {
        let x = point.x, y = point.y
        var best: HitRegionEntry?
        for e in entries where e.contains(x: x, y: y) {
            if let b = best, !e.beats(b, x: x, y: y) { continue }
            best = e
        }
        return best?.slot
    }
}
