// Issue item 4: hit testing over 10,000 elements of an app-like layout (toolbars, button
// grids, forms with text fields, cards with buttons on top, segmented controls; see
// RealisticLayout), the grid index side by side with the linear scan in the same run.
// Targets: index query median <= 1 us, index >= 10x faster than the scan, index build
// for 10,000 elements <= 3 ms.
//
// Queries cycle through 4,096 fixed points (half uniform over the page, half near element
// centres); an iteration is 1,000 queries (scaling .kilo: scaled figures are per query).
// Setup checks that both testers agree on every point.
import Benchmark
import BenchSupport
import TactileCore
import TactilePointer

final class HitTestFixtures: @unchecked Sendable {
    let layout: PointerLayout
    let map: HitRegionMap
    let entries: [HitRegionEntry]
    let grid: GridHitIndex
    let linear: LinearScanHitTester
    let points: [ScreenPoint]
    var cursor = 0

    init() throws {
        layout = RealisticLayout.page(elementCount: BenchmarkCatalog.hitTestElements)
        map = HitRegionMap(layout: layout)
        entries = map.entries
        grid = GridHitIndex(bounds: layout.screen, entries: entries)
        linear = LinearScanHitTester(entries: entries)
        var rng = SplitMix64(seed: 0x417)
        var points: [ScreenPoint] = []
        for i in 0..<4_096 {
            if i % 2 == 0 {
                points.append(ScreenPoint(x: Double.random(in: 0..<layout.screenWidth, using: &rng),
                                          y: Double.random(in: 0..<layout.screenHeight, using: &rng)))
            } else {
                let e = layout.elements[Int.random(in: 0..<layout.elements.count, using: &rng)]
                points.append(ScreenPoint(x: e.frame.x + e.frame.width * Double.random(in: -0.3...1.3, using: &rng),
                                          y: e.frame.y + e.frame.height * Double.random(in: -0.3...1.3, using: &rng)))
            }
        }
        self.points = points
        guard map.count == BenchmarkCatalog.hitTestElements else {
            throw BenchSetupError("layout has \(map.count) elements, expected \(BenchmarkCatalog.hitTestElements)")
        }
        var hits = 0
        for p in points {
            let a = grid.hitTest(p), b = linear.hitTest(p)
            guard a == b else { throw BenchSetupError("GridHitIndex and LinearScanHitTester disagree at \(p): \(String(describing: a)) vs \(String(describing: b))") }
            if a != nil { hits += 1 }
        }
        guard hits > points.count / 4 else { throw BenchSetupError("only \(hits) of \(points.count) query points hit an element") }
    }

    @inline(__always)
    func nextPoint() -> ScreenPoint {
        let p = points[cursor]
        cursor = (cursor + 1) & (points.count - 1)
        return p
    }
}

let benchmarks: @Sendable () -> Void = {
    let queries = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 5_000
    )
    let builds = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 300
    )
    let fixtures = SetupBox<HitTestFixtures>()
    let prepare: Benchmark.BenchmarkSetupHook = { fixtures.value = try HitTestFixtures() }
    let release: Benchmark.BenchmarkTeardownHook = { fixtures.value = nil }

    Benchmark(BenchmarkCatalog.Name.hitGrid, configuration: queries, closure: { benchmark in
        let f = fixtures.get()
        var digest: Int32 = 0
        for _ in benchmark.scaledIterations {
            digest &+= f.grid.hitTest(f.nextPoint()) ?? -1
        }
        blackHole(digest)
    }, setup: prepare, teardown: release)

    Benchmark(BenchmarkCatalog.Name.hitLinear, configuration: queries, closure: { benchmark in
        let f = fixtures.get()
        var digest: Int32 = 0
        for _ in benchmark.scaledIterations {
            digest &+= f.linear.hitTest(f.nextPoint()) ?? -1
        }
        blackHole(digest)
    }, setup: prepare, teardown: release)

    Benchmark(BenchmarkCatalog.Name.buildGrid, configuration: builds, closure: { _ in
        let f = fixtures.get()
        let index = GridHitIndex(bounds: f.layout.screen, entries: f.entries)
        blackHole(index.count)
    }, setup: prepare, teardown: release)

    Benchmark(BenchmarkCatalog.Name.buildMap, configuration: builds, closure: { _ in
        let f = fixtures.get()
        let map = HitRegionMap(layout: f.layout)
        blackHole(map.count)
    }, setup: prepare, teardown: release)
}
