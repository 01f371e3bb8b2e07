import Testing
import TactileCore
@testable import TactilePointer

/// The grid's flat storage with incremental changes (dead copies, per-cell overflow,
/// compaction) must answer exactly like a linear scan at every step.
@Suite struct GridHitIndexTests {
    static let bounds = ScreenRect(x: 0, y: 0, width: 1280, height: 800)

    func randomEntry(_ slot: Int32, _ rng: inout SplitMix64) -> HitRegionEntry {
        let w = rng.uniform(1...260), h = rng.uniform(1...160)
        let rect = ScreenRect(x: rng.uniform(-80...1300), y: rng.uniform(-80...820), width: w, height: h)
        return HitRegionEntry(rect: rect, centre: rect.center, z: Int(rng.next() % 3), slot: slot)
    }

    func expectSameAnswers(_ grid: GridHitIndex, _ live: [Int32: HitRegionEntry], _ rng: inout SplitMix64) {
        #expect(grid.count == live.count)
        let linear = LinearScanHitTester(entries: Array(live.values))
        for _ in 0..<400 {
            let p = ScreenPoint(x: rng.uniform(-120...1400), y: rng.uniform(-120...920))
            #expect(grid.hitTest(p) == linear.hitTest(p))
        }
        for _ in 0..<20 {
            let q = ScreenRect(x: rng.uniform(-100...1300), y: rng.uniform(-100...800), width: rng.uniform(0...400), height: rng.uniform(0...300))
            var seen: [Int32] = []
            grid.forEachRegion(intersecting: q) { seen.append($0.slot) }
            let expected = live.values.filter { $0.maxX >= q.minX && $0.minX <= q.maxX && $0.maxY >= q.minY && $0.minY <= q.maxY }.map(\.slot)
            #expect(seen.sorted() == expected.sorted())
        }
    }

    @Test(arguments: [(true, 11 as UInt64), (false, 12), (true, 13)])
    func incrementalChangesMatchLinearScan(builtUpFront: Bool, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var live: [Int32: HitRegionEntry] = [:]
        for slot in 0..<Int32(400) { live[slot] = randomEntry(slot, &rng) }
        var grid = builtUpFront
            ? GridHitIndex(bounds: Self.bounds, entries: Array(live.values))
            : GridHitIndex(bounds: Self.bounds, cellSizePoints: 40)
        if !builtUpFront { for e in live.values { grid.insert(e) } }
        expectSameAnswers(grid, live, &rng)
        // 3,000 changes: several compactions happen on the way (every ~half the live copies).
        for step in 1...3_000 {
            let slot = Int32(rng.next() % 600)
            switch rng.next() % 3 {
            case 0: grid.remove(slot: slot); live[slot] = nil
            default: let e = randomEntry(slot, &rng); grid.update(e); live[slot] = e
            }
            if step % 250 == 0 { expectSameAnswers(grid, live, &rng) }
        }
        // Remove everything: nothing is hit anywhere.
        for slot in Array(live.keys) { grid.remove(slot: slot) }
        live.removeAll()
        expectSameAnswers(grid, live, &rng)
    }

    @Test func duplicateSlotsInABuildKeepTheLastEntry() {
        let a = HitRegionEntry(rect: ScreenRect(x: 0, y: 0, width: 100, height: 100), centre: ScreenPoint(x: 50, y: 50), z: 0, slot: 0)
        let b = HitRegionEntry(rect: ScreenRect(x: 500, y: 500, width: 100, height: 100), centre: ScreenPoint(x: 550, y: 550), z: 0, slot: 0)
        var grid = GridHitIndex(bounds: Self.bounds, entries: [a, a, b])
        #expect(grid.count == 1)
        #expect(grid.hitTest(ScreenPoint(x: 10, y: 10)) == nil)
        #expect(grid.hitTest(ScreenPoint(x: 510, y: 510)) == 0)
        grid.remove(slot: 0)
        #expect(grid.hitTest(ScreenPoint(x: 510, y: 510)) == nil)
    }

    @Test func nonFiniteRegionsAreCountedButNeverHit() {
        let bad = HitRegionEntry(rect: ScreenRect(x: .nan, y: 0, width: 10, height: 10), centre: .zero, z: 0, slot: 3)
        var grid = GridHitIndex(bounds: Self.bounds, entries: [bad])
        #expect(grid.count == 1)
        #expect(grid.hitTest(ScreenPoint(x: 5, y: 5)) == nil)
        grid.remove(slot: 3)
        #expect(grid.count == 0)
    }
}
